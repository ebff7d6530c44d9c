import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Callout, Card, EmptyState, ErrorState, Skeleton } from '@adnet/ui';
import { LEGAL_INFOS_PER_USER, isForeignParty, type LegalInfo } from '@adnet/api-client';
import { canWrite } from '../../access/policy';
import { useCurrentUser } from '../../data/hooks';
import { useLegalInfoActions, useLegalInfos } from '../../data/legal-info';
import { useUrlChoice } from '../../data/url-choice';
import { useFormat } from '../../i18n/format';
import { Page } from '../page';
import { countryOptions } from './countries';
import { LegalInfoForm } from './legal-info-form';
import './legal-info.css';

/**
 * `/legal_info` (feature `ru_ad_marking`): the advertiser's legal data for Russian ad marking. The saved legal
 * infos are listed (a campaign is marked with one of them, by `legalInfoId`), each with edit and delete; the form
 * below adds one, or edits the one chosen. Which one is being edited is in the URL (`?edit=<id>`), so a reload
 * keeps it. Decisions (the spec shows no design): cards rather than a grid (at most 20, no paging or sort); a
 * delete asks first and the server refuses one a campaign is marked with (said in a toast); at the limit the
 * form gives way to a note. A read-only account sees the list without the form and the buttons.
 */
export default function LegalInfoPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const writable = canWrite(user);
  const list = useLegalInfos();
  const ids = useMemo(() => (list.data ?? []).map((l) => String(l.id)), [list.data]);
  const [edit, setEdit] = useUrlChoice('edit', ['new', ...ids], 'new');
  const editing = list.data?.find((l) => String(l.id) === edit);
  const full = (list.data?.length ?? 0) >= LEGAL_INFOS_PER_USER;

  return (
    <Page title={t('routes.legalInfo')} description={t('legalInfo.description')} className="page-stack">
      <section className="legal-info-saved" aria-labelledby="legal-info-saved-title">
        <h2 id="legal-info-saved-title" className="legal-info-section-title">
          {t('legalInfo.saved.title')}
        </h2>
        {list.error && !list.data ? (
          <ErrorState
            labels={{
              title: t('legalInfo.saved.error'),
              description: t('errors.tryLater'),
              retry: t('errors.retry'),
            }}
            onRetry={() => void list.mutate()}
            retrying={list.isValidating}
          />
        ) : !list.data ? (
          <div className="legal-info-loading" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton height={96} />
            <Skeleton height={96} />
          </div>
        ) : list.data.length === 0 ? (
          <EmptyState
            titleAs="p"
            title={t('legalInfo.saved.empty')}
            description={writable ? t('legalInfo.saved.emptyHint') : undefined}
          />
        ) : (
          <ul className="legal-info-list">
            {list.data.map((l) => (
              <li key={l.id}>
                <LegalInfoCard
                  info={l}
                  editing={editing?.id === l.id}
                  writable={writable}
                  onEdit={() => setEdit(String(l.id))}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {!writable || !list.data ? null : editing ? (
        <LegalInfoForm key={editing.id} editing={editing} onDone={() => setEdit('new')} />
      ) : full ? (
        <Callout tone="info">{t('legalInfo.limit', { count: LEGAL_INFOS_PER_USER })}</Callout>
      ) : (
        <LegalInfoForm key="new" onDone={() => undefined} />
      )}
    </Page>
  );
}

function LegalInfoCard({
  info,
  editing,
  writable,
  onEdit,
}: {
  info: LegalInfo;
  editing: boolean;
  writable: boolean;
  onEdit: () => void;
}) {
  const { t, i18n } = useTranslation();
  const fmt = useFormat();
  const { remove } = useLegalInfoActions();
  const foreign = isForeignParty(info.type);
  const country = useMemo(
    () =>
      foreign ? countryOptions(i18n.language).find((c) => c.value === info.countryCode)?.label : undefined,
    [foreign, i18n.language, info.countryCode],
  );
  const titleId = `legal-info-${info.id}-name`;
  return (
    <Card.Root
      as="article"
      className="legal-info-card"
      aria-labelledby={titleId}
      data-testid="legal-info-card"
    >
      <Card.Header>
        <Card.Title as="h3" id={titleId}>
          {info.name}
        </Card.Title>
        <Card.Description>
          {t(`legalInfo.type.${info.type}`)}
          {editing ? (
            <>
              {' '}
              <Badge tone="primary">{t('legalInfo.saved.editing')}</Badge>
            </>
          ) : null}
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <dl className="legal-info-facts">
          {foreign ? (
            <>
              <dt>{t('legalInfo.form.country')}</dt>
              <dd>{country ?? info.countryCode}</dd>
              {info.foreignRegNumber ? (
                <>
                  <dt>{t('legalInfo.form.foreignRegNumber')}</dt>
                  <dd dir="ltr">{info.foreignRegNumber}</dd>
                </>
              ) : null}
              {info.foreignTaxNumber ? (
                <>
                  <dt>{t('legalInfo.form.foreignTaxNumber')}</dt>
                  <dd dir="ltr">{info.foreignTaxNumber}</dd>
                </>
              ) : null}
            </>
          ) : (
            <>
              <dt>{t('legalInfo.form.inn')}</dt>
              <dd dir="ltr" data-testid="legal-info-inn">
                {info.inn}
              </dd>
            </>
          )}
          <dt>{t('legalInfo.saved.vat')}</dt>
          <dd>{t(info.vatPayer ? 'legalInfo.saved.vatYes' : 'legalInfo.saved.vatNo')}</dd>
          <dt>{t('legalInfo.saved.updated')}</dt>
          <dd>{fmt.dateTime(info.updatedAt)}</dd>
        </dl>
        {writable ? (
          <div className="legal-info-card-actions">
            <Button
              size="sm"
              variant="outline"
              onClick={onEdit}
              disabled={editing}
              aria-label={t('legalInfo.actions.editNamed', { name: info.name })}
            >
              {t('legalInfo.actions.edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              loading={remove.isMutating}
              onClick={() => void remove.trigger(info)}
              aria-label={t('legalInfo.actions.deleteNamed', { name: info.name })}
            >
              {t('legalInfo.actions.delete')}
            </Button>
          </div>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
