import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, Field, Select, Skeleton } from '@adnet/ui';
import {
  supportCaseAllows,
  type SupportCaseAction,
  type SupportCaseDetail,
  type SupportCasePriority,
  type SupportCaseStatus,
} from '@adnet/api-client';
import { useSupportAgents, useSupportCaseActions, useUserCases } from '../../data/support';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../shell/acting-as';
import { LoadFailed } from '../states';
import { CaseFrame, CaseMessages, ReplyForm } from './case-thread';
import { CaseStatusBadge, useSupportLabels } from './support-labels';

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
  const breadcrumbs = [{ label: t('routes.supportCases'), href: '/support/cases' }];
  return (
    <CaseFrame
      staff
      title={t('routes.supportCase')}
      breadcrumbs={breadcrumbs}
      back={{ to: '/support/cases', label: t('support.case.back') }}
      skeleton={
        <div className="case-layout">
          <div className="case-thread">
            <Skeleton shape="rect" height="6rem" />
            <Skeleton shape="rect" height="6rem" />
          </div>
          <Skeleton shape="rect" height="12rem" />
        </div>
      }
    >
      {(data) => (
        <div className="case-layout">
          <div className="case-thread">
            <CaseMessages messages={data.messages} />
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
      )}
    </CaseFrame>
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
