import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type BadgeTone } from '@adnet/ui';
import {
  SUPPORT_CASE_PRIORITIES,
  SUPPORT_CASE_STATUSES,
  type SupportCasePriority,
  type SupportCaseStatus,
} from '@adnet/api-client';

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
