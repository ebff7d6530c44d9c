import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  Button,
  Card,
  Dialog,
  EmptyState,
  Field,
  FileUploadField,
  Select,
  Skeleton,
  Textarea,
  type UploadItem,
} from '@adnet/ui';
import {
  SUPPORT_LIMITS,
  supportCaseAllows,
  type AssetWire,
  type SupportCaseAction,
  type SupportCaseDetail,
  type SupportCasePriority,
  type SupportCaseStatus,
  type SupportMessage,
} from '@adnet/api-client';
import {
  SUPPORT_RESOURCES,
  useSendReply,
  useSupportAgents,
  useSupportCase,
  useSupportCaseActions,
  useUserCases,
} from '../../data/support';
import { useSupportPictureUpload } from '../../data/support-upload';
import { useRecipeForm } from '../../data/use-recipe-form';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../shell/acting-as';
import { LoadFailed } from '../states';
import { Page } from '../page';
import { CasePriorityBadge, CaseStatusBadge, useSupportLabels } from './support-labels';
import { useUploadLabels } from '../upload-labels';

const UNASSIGNED = 'none';

/** The status buttons of a case, each shown when the case's status allows it (the client's rule). */
const STATUS_MOVES = [
  { action: 'resolve', status: 'RESOLVED' },
  { action: 'close', status: 'CLOSED' },
  { action: 'reopen', status: 'OPEN' },
] as const satisfies readonly { action: SupportCaseAction; status: SupportCaseStatus }[];

/**
 * `/support/case/{id}` (SuperUser, Customer Happiness Agent): the thread of a case, oldest message first, with a
 * reply form (text and pictures uploaded for this case, shown as thumbnails that open full size); beside it the
 * case's status, priority and assignee, the owner's account summary and their other cases.
 *
 * Designed (the spec does not show it): a reply by an agent sets the case to PENDING on the server (it waits for
 * the user); "Resolve" and "Close" are separate from replying, and closing asks first because a closed case takes
 * no more messages. A case that does not exist or cannot be loaded shows its own error with a way back.
 */
export default function CasePage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : null;
  const supportCase = useSupportCase(id);
  const data = supportCase.data;

  const breadcrumbs = [{ label: t('routes.supportCases'), href: '/support/cases' }];
  if (id === null || (supportCase.error && !data))
    return (
      <Page title={t('routes.supportCase')} breadcrumbs={breadcrumbs}>
        <LoadFailed
          error={supportCase.error}
          {...(id === null && { title: t('errors.notFound') })}
          description={t('support.case.loadFailed')}
          onRetry={id === null ? undefined : () => void supportCase.mutate()}
          retrying={supportCase.isValidating}
          details={<AppLink to="/support/cases">{t('support.case.back')}</AppLink>}
        />
      </Page>
    );
  if (!data)
    return (
      <Page title={t('routes.supportCase')} breadcrumbs={breadcrumbs}>
        <div className="case-layout" aria-busy="true">
          <div className="case-thread">
            <Skeleton shape="rect" height="6rem" />
            <Skeleton shape="rect" height="6rem" />
          </div>
          <Skeleton shape="rect" height="12rem" />
        </div>
        <p className="adn-visually-hidden" role="status">
          {t('common.loading')}
        </p>
      </Page>
    );

  return (
    <Page
      title={data.subject}
      breadcrumbs={breadcrumbs}
      meta={
        <>
          <CaseStatusBadge status={data.status} />
          <CasePriorityBadge priority={data.priority} />
          <span className="case-meta-id">#{data.id}</span>
        </>
      }
    >
      <div className="case-layout">
        <div className="case-thread">
          <h2 className="adn-visually-hidden">{t('support.case.thread')}</h2>
          <ol className="case-messages">
            {data.messages.map((m) => (
              <MessageItem key={m.id} message={m} />
            ))}
          </ol>
          {supportCaseAllows(data.status, 'reply') ? (
            <ReplyForm caseId={data.id} />
          ) : (
            <p className="case-closed-note">{t('support.case.closedNote')}</p>
          )}
        </div>
        <aside className="case-aside" aria-label={t('support.case.aside')}>
          <CaseControls data={data} />
          <AccountSummary data={data} />
          <OtherCases data={data} />
        </aside>
      </div>
    </Page>
  );
}

function MessageItem({ message }: { message: SupportMessage }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  return (
    <li className="case-message" data-author={message.authorKind}>
      <div className="case-message-head">
        <strong>{message.authorName}</strong>
        <span className="case-message-kind">
          {message.authorKind === 'AGENT' ? t('support.case.agent') : t('support.case.user')}
        </span>
        <time dateTime={message.createdAt.toISOString()}>{fmt.dateTime(message.createdAt)}</time>
      </div>
      <p className="case-message-text">{message.text}</p>
      {message.pictures.length > 0 ? <Pictures pictures={message.pictures} /> : null}
    </li>
  );
}

/** Thumbnails; each opens the picture full size in a dialog (Escape or the close button returns focus). */
function Pictures({ pictures }: { pictures: readonly AssetWire[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const shown = open === null ? null : pictures[open];
  return (
    <>
      <ul className="case-pictures" aria-label={t('support.case.pictures')}>
        {pictures.map((p, i) => (
          <li key={p.cloudId}>
            <button
              type="button"
              className="case-thumb"
              onClick={() => setOpen(i)}
              aria-label={t('support.case.openPicture', { n: i + 1 })}
            >
              <img src={p.url} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={shown != null} onOpenChange={(o) => !o && setOpen(null)}>
        <Dialog.Content size="lg" labels={{ close: t('common.close') }}>
          <Dialog.Title>{t('support.case.picture', { n: (open ?? 0) + 1 })}</Dialog.Title>
          <Dialog.Body>
            {shown ? (
              <img
                className="case-picture-full"
                src={shown.url}
                alt={t('support.case.picture', { n: (open ?? 0) + 1 })}
              />
            ) : null}
          </Dialog.Body>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

export const replySchema = v.object({
  text: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(SUPPORT_LIMITS.textMax, 'support.reply.tooLong'),
  ),
});

/** The reply: text and up to 10 pictures; sent only when every picture has finished uploading. */
function ReplyForm({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const send = useSendReply(caseId);
  const upload = useSupportPictureUpload(caseId);
  const uploadLabels = useUploadLabels('support.upload');
  const [items, setItems] = useState<readonly UploadItem[]>([]);
  const [round, setRound] = useState(0);
  const uploading = items.some((i) => i.status === 'LOADING');
  const pictures = items.flatMap((i) => (i.status === 'LOADED' && i.cloudId ? [i.cloudId] : []));
  const { form, onSubmit, field, submitting, rootError } = useRecipeForm({
    name: 'support.reply',
    schema: replySchema,
    defaultValues: { text: '' },
    submit: (values, call) => send({ text: values.text, pictures }, call),
    revalidates: SUPPORT_RESOURCES,
    success: () => t('support.toast.replied'),
    onSuccess: () => {
      form.reset({ text: '' });
      setItems([]);
      setRound((r) => r + 1);
    },
  });
  const { error, ...text } = field('text');
  return (
    <form className="case-reply" onSubmit={onSubmit} noValidate aria-labelledby="case-reply-title">
      <h2 id="case-reply-title" className="case-section-title">
        {t('support.reply.title')}
      </h2>
      <Field label={t('support.reply.text')} error={error} required>
        <Textarea rows={4} maxLength={SUPPORT_LIMITS.textMax} {...text} />
      </Field>
      <FileUploadField
        key={round}
        label={t('support.reply.pictures')}
        hint={t('support.reply.picturesHint', { max: SUPPORT_LIMITS.picturesMax })}
        multiple
        accept={SUPPORT_LIMITS.pictureTypes}
        maxBytes={SUPPORT_LIMITS.pictureMaxBytes}
        upload={upload}
        onChange={setItems}
        locale={fmt.locale}
        labels={uploadLabels}
      />
      {rootError ? (
        <p className="form-error" role="alert">
          {rootError}
        </p>
      ) : null}
      <div className="case-reply-actions">
        {uploading ? <span className="case-reply-wait">{t('support.reply.waitUploads')}</span> : null}
        <Button type="submit" loading={submitting} disabled={uploading}>
          {t('support.reply.send')}
        </Button>
      </div>
    </form>
  );
}

/** Status, priority and assignee of the case (staff). */
function CaseControls({ data }: { data: SupportCaseDetail }) {
  const { t } = useTranslation();
  const labels = useSupportLabels();
  const agents = useSupportAgents();
  const { setStatus, setPriority, assign } = useSupportCaseActions();
  const c = { id: data.id, subject: data.subject };
  const agentOptions = [
    { value: UNASSIGNED, label: t('support.unassigned') },
    ...(agents.data ?? []).map((a) => ({ value: String(a.id), label: `${a.username} (${a.email})` })),
  ];
  // The current assignee is an option even before the agents load (or when they failed to).
  if (data.assigneeId !== null && !agentOptions.some((o) => o.value === String(data.assigneeId)))
    agentOptions.push({ value: String(data.assigneeId), label: data.assigneeEmail ?? `#${data.assigneeId}` });
  return (
    <Card padding="md" as="section" aria-labelledby="case-controls-title">
      <h2 id="case-controls-title" className="case-section-title">
        {t('support.case.handling')}
      </h2>
      <div className="case-controls">
        <Field label={t('support.columns.assignee')}>
          <Select
            options={agentOptions}
            value={data.assigneeId === null ? UNASSIGNED : String(data.assigneeId)}
            onValueChange={(value) =>
              void assign.trigger({ c, assigneeId: value === UNASSIGNED ? null : Number(value) })
            }
            disabled={assign.isMutating}
          />
        </Field>
        <Field label={t('support.columns.priority')}>
          <Select
            options={labels.priorityOptions}
            value={data.priority}
            onValueChange={(value) => void setPriority.trigger({ c, priority: value as SupportCasePriority })}
            disabled={setPriority.isMutating}
          />
        </Field>
        <div className="case-status-actions" role="group" aria-label={t('support.columns.status')}>
          {STATUS_MOVES.filter((m) => supportCaseAllows(data.status, m.action)).map((m) => (
            <Button
              key={m.action}
              variant="outline"
              size="sm"
              onClick={() => void setStatus.trigger({ c, status: m.status })}
              disabled={setStatus.isMutating}
            >
              {t(`support.actions.${m.action}`)}
            </Button>
          ))}
        </div>
      </div>
    </Card>
  );
}

/** The owner's account as staff see it: who, since when, balance, campaigns and cases. */
function AccountSummary({ data }: { data: SupportCaseDetail }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const a = data.account;
  return (
    <Card padding="md" as="section" aria-labelledby="case-account-title">
      <h2 id="case-account-title" className="case-section-title">
        {t('support.account.title')}
      </h2>
      {a ? (
        <dl className="case-facts">
          <dt>{t('support.account.user')}</dt>
          <dd>
            {a.username}
            <br />
            <span className="case-email">{a.email}</span>
          </dd>
          <dt>{t('support.account.role')}</dt>
          <dd>{a.role}</dd>
          <dt>{t('support.account.since')}</dt>
          <dd>{fmt.date(a.createdAt)}</dd>
          <dt>{t('support.account.balance')}</dt>
          <dd>{fmt.money(a.balance)}</dd>
          <dt>{t('support.account.campaigns')}</dt>
          <dd>
            {t('support.account.campaignsValue', {
              total: fmt.number(a.campaignsCount),
              active: fmt.number(a.activeCampaignsCount),
            })}
          </dd>
          <dt>{t('support.account.cases')}</dt>
          <dd>{fmt.number(a.casesCount)}</dd>
        </dl>
      ) : (
        <p>{data.userEmail}</p>
      )}
    </Card>
  );
}

/** The owner's other cases, newest activity first. */
function OtherCases({ data }: { data: SupportCaseDetail }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const cases = useUserCases(data.userId);
  const others = cases.data?.items.filter((c) => c.id !== data.id);
  return (
    <Card padding="md" as="section" aria-labelledby="case-others-title">
      <h2 id="case-others-title" className="case-section-title">
        {t('support.others.title')}
      </h2>
      {cases.error && !cases.data ? (
        <LoadFailed
          size="compact"
          error={cases.error}
          description={t('errors.tryLater')}
          onRetry={() => void cases.mutate()}
          retrying={cases.isValidating}
        />
      ) : !others ? (
        <Skeleton shape="rect" height="4rem" />
      ) : others.length === 0 ? (
        <EmptyState size="compact" titleAs="p" title={t('support.others.none')} />
      ) : (
        <ul className="case-others">
          {others.map((c) => (
            <li key={c.id}>
              <AppLink to={`/support/case/${c.id}`}>{c.subject}</AppLink>
              <span className="case-others-meta">
                <CaseStatusBadge status={c.status} /> {fmt.date(c.updatedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
