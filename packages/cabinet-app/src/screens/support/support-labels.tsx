import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type BadgeTone, type DataGridColumn } from '@adnet/ui';
import {
  SUPPORT_CASE_PRIORITIES,
  SUPPORT_CASE_STATUSES,
  type SupportCase,
  type SupportCasePriority,
  type SupportCaseStatus,
} from '@adnet/api-client';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../shell/acting-as';

/** Tones of a case's status: open waits for an agent, pending for the user, resolved and closed are done. */
const STATUS_TONES: Record<SupportCaseStatus, BadgeTone> = {
  OPEN: 'primary',
  PENDING: 'warning',
  RESOLVED: 'success',
  CLOSED: 'neutral',
};
const PRIORITY_TONES: Record<SupportCasePriority, BadgeTone> = {
  LOW: 'neutral',
  NORMAL: 'neutral',
  HIGH: 'warning',
  URGENT: 'danger',
};

/** Translated names of case statuses and priorities, with the options of their filters and selects. */
export function useSupportLabels() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      status: (s: SupportCaseStatus) => t(`support.status.${s}`),
      priority: (p: SupportCasePriority) => t(`support.priority.${p}`),
      statusOptions: SUPPORT_CASE_STATUSES.map((s) => ({ value: s, label: t(`support.status.${s}`) })),
      priorityOptions: SUPPORT_CASE_PRIORITIES.map((p) => ({
        value: p,
        label: t(`support.priority.${p}`),
      })),
    }),
    [t],
  );
}

export function CaseStatusBadge({ status }: { status: SupportCaseStatus }) {
  const labels = useSupportLabels();
  return (
    <StatusBadge tone={STATUS_TONES[status]} size="sm">
      {labels.status(status)}
    </StatusBadge>
  );
}

export function CasePriorityBadge({ priority }: { priority: SupportCasePriority }) {
  const labels = useSupportLabels();
  return (
    <StatusBadge tone={PRIORITY_TONES[priority]} size="sm">
      {labels.priority(priority)}
    </StatusBadge>
  );
}

/**
 * The columns both lists of cases show: the subject (a link to the case at `caseHref`), its status (with its filter)
 * and the last activity.
 */
export function useCaseColumns(caseHref: (id: number) => string) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const labels = useSupportLabels();
  return useMemo(() => {
    const subject: DataGridColumn<SupportCase> = {
      id: 'subject',
      header: t('support.columns.subject'),
      value: (r) => r.subject,
      cell: (r) => (
        <AppLink to={caseHref(r.id)} className="case-subject">
          {r.subject}
        </AppLink>
      ),
      sortable: true,
      hideable: false,
      card: 'title',
    };
    const status: DataGridColumn<SupportCase> = {
      id: 'status',
      header: t('support.columns.status'),
      value: (r) => r.status,
      cell: (r) => <CaseStatusBadge status={r.status} />,
      sortable: true,
      width: '9rem',
      filter: { type: 'select', options: labels.statusOptions },
    };
    const updatedAt: DataGridColumn<SupportCase> = {
      id: 'updatedAt',
      header: t('support.columns.updatedAt'),
      value: (r) => r.updatedAt.getTime(),
      cell: (r) => fmt.dateTime(r.updatedAt),
      sortable: true,
      align: 'end',
      width: '11rem',
    };
    return { subject, status, updatedAt };
  }, [t, fmt, labels, caseHref]);
}
