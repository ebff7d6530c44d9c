import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, CopyField, EmptyState, ErrorState, Skeleton, TextField } from '@adnet/ui';
import type { TelegramLinkStatus, TelegramNameWire } from '@adnet/api-client';
import { canWrite } from '../../access/policy';
import { useCurrentUser } from '../../data/hooks';
import {
  TELEGRAM_LIMITS,
  TELEGRAM_RESOURCES,
  telegramNameSchema,
  useTelegramCode,
  useTelegramName,
  useTelegramWrites,
} from '../../data/telegram';
import { fieldError, useRecipeForm, FormError } from '../../data/use-recipe-form';
import { Page } from '../page';
import './telegram.css';

const TONES: Record<TelegramLinkStatus, 'neutral' | 'warning' | 'success'> = {
  NOT_LINKED: 'neutral',
  WAITING: 'warning',
  LINKED: 'success',
};

/**
 * `/telegram` (designed: the spec names the calls, "reachable from the user menu as an account dialog or page"; a
 * page, so a link and a reload keep it, opened from the user menu's "Telegram"). The state comes first (not
 * linked, waiting for the code, linked); while a name waits, "Get the code" asks for the code to send to the bot
 * from that Telegram account, with the bot's link, and the state is read again every 5 s (and by "Check now")
 * until it is linked. The form sets or changes the name (5-32 Latin letters, digits or underscores, the `@`
 * optional); changing a linked name asks first, since the link stops until the new name is confirmed. A
 * read-only account sees the state only.
 */
export default function TelegramPage() {
  const { t } = useTranslation();
  const writable = canWrite(useCurrentUser());
  const code = useTelegramCode();
  const state = useTelegramName(code.code !== null);

  return (
    <Page title={t('telegram.title')} description={t('telegram.description')} className="telegram-page">
      <Card.Root as="section" aria-labelledby="telegram-state-title">
        <Card.Header>
          <Card.Title as="h2" id="telegram-state-title">
            {t('telegram.state.title')}
          </Card.Title>
        </Card.Header>
        <Card.Body className="telegram-body">
          {state.error && !state.data ? (
            <ErrorState
              labels={{
                title: t('telegram.state.error'),
                description: t('errors.tryLater'),
                retry: t('errors.retry'),
              }}
              onRetry={() => void state.mutate()}
              retrying={state.isValidating}
            />
          ) : !state.data ? (
            <Skeleton height={72} aria-label={t('common.loading')} />
          ) : (
            <TelegramState
              data={state.data}
              writable={writable}
              code={code}
              checking={state.isValidating}
              onCheck={() => void state.mutate()}
            />
          )}
        </Card.Body>
      </Card.Root>
      {writable && state.data ? (
        <TelegramNameForm
          current={state.data}
          onSaved={() => {
            code.forget();
            void state.mutate();
          }}
        />
      ) : null}
    </Page>
  );
}

function TelegramState({
  data,
  writable,
  code,
  checking,
  onCheck,
}: {
  data: TelegramNameWire;
  writable: boolean;
  code: ReturnType<typeof useTelegramCode>;
  checking: boolean;
  onCheck: () => void;
}) {
  const { t } = useTranslation();
  const name = data.telegramUsername;
  const bot = `@${data.botUsername}`;
  const status = (
    <p className="telegram-status">
      <Badge tone={TONES[data.status]}>{t(`telegram.status.${data.status}`)}</Badge>{' '}
      {name ? <strong dir="ltr">@{name}</strong> : null}
    </p>
  );
  if (data.status === 'NOT_LINKED' || name === null)
    return (
      <EmptyState
        titleAs="p"
        title={t('telegram.state.empty')}
        description={writable ? t('telegram.state.emptyHint') : undefined}
      />
    );
  if (data.status === 'LINKED')
    return (
      <>
        {status}
        <p>{t('telegram.state.linked', { name: `@${name}` })}</p>
      </>
    );
  const shown = code.code && code.code.forName === name ? code.code : null;
  return (
    <>
      {status}
      {shown ? (
        <>
          <CopyField
            value={shown.code}
            label={t('telegram.code.label')}
            hint={t('telegram.code.hint', { name: `@${name}`, bot: `@${shown.botUsername}` })}
            labels={{
              copy: t('wallet.copy.copy'),
              copied: t('wallet.copy.copied'),
              failed: t('wallet.copy.failed'),
            }}
          />
          <p role="status">{t('telegram.code.waiting')}</p>
        </>
      ) : (
        <p>{t('telegram.code.what', { name: `@${name}`, bot })}</p>
      )}
      <div className="telegram-actions">
        {writable ? (
          <Button
            variant={shown ? 'outline' : 'solid'}
            loading={code.isMutating}
            onClick={() => void code.request(name)}
          >
            {shown ? t('telegram.code.again') : t('telegram.code.get')}
          </Button>
        ) : null}
        <a href={`https://t.me/${data.botUsername}`} target="_blank" rel="noopener noreferrer">
          {t('telegram.code.openBot', { bot })}
        </a>
        {shown ? (
          <Button variant="ghost" loading={checking} onClick={onCheck}>
            {t('telegram.code.check')}
          </Button>
        ) : null}
      </div>
    </>
  );
}

function TelegramNameForm({ current, onSaved }: { current: TelegramNameWire; onSaved: () => void }) {
  const { t } = useTranslation();
  const writes = useTelegramWrites();
  const linked = current.status === 'LINKED' ? current.telegramUsername : null;
  const { form, onSubmit, submitting, rootError } = useRecipeForm({
    name: 'telegram.setName',
    schema: telegramNameSchema,
    defaultValues: { telegramUsername: current.telegramUsername ?? '' },
    revalidates: TELEGRAM_RESOURCES,
    submit: (values, call) => writes.setName(values.telegramUsername, call),
    confirm: (values) =>
      linked !== null && values.telegramUsername.toLowerCase() !== linked.toLowerCase()
        ? {
            title: t('telegram.confirmChange.title'),
            description: t('telegram.confirmChange.description', {
              old: `@${linked}`,
              name: `@${values.telegramUsername}`,
            }),
            confirmLabel: t('telegram.form.change'),
          }
        : null,
    success: (_r, values) => t('telegram.toast.saved', { name: `@${values.telegramUsername}` }),
    onSuccess: (_r, values) => {
      // The form stays (a fault's retry must keep what was typed); after a save it shows the name as sent.
      form.reset({ telegramUsername: values.telegramUsername });
      onSaved();
    },
  });
  return (
    <Card.Root as="section" aria-labelledby="telegram-form-title">
      <Card.Header>
        <Card.Title as="h2" id="telegram-form-title">
          {current.telegramUsername ? t('telegram.form.changeTitle') : t('telegram.form.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <form onSubmit={onSubmit} noValidate className="telegram-form">
          <TextField
            label={t('telegram.form.label')}
            hint={t('telegram.form.hint', TELEGRAM_LIMITS)}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            maxLength={200}
            {...form.register('telegramUsername')}
            error={fieldError((key) => t(key, TELEGRAM_LIMITS), form, 'telegramUsername')}
          />
          <FormError error={rootError} />
          <div>
            <Button type="submit" loading={submitting}>
              {current.telegramUsername ? t('telegram.form.change') : t('telegram.form.submit')}
            </Button>
          </div>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
