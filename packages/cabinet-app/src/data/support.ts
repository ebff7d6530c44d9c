import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import {
  SUPPORT_CASE_PRIORITIES,
  SUPPORT_CASE_SORT_FIELDS,
  SUPPORT_CASE_STATUSES,
  type CallOptions,
  type SupportCase,
  type SupportCaseListQuery,
  type SupportCasePriority,
  type SupportCaseSortField,
  type SupportCaseStatus,
} from '@adnet/api-client';
import { useApi } from '../api-context';
import { enumFilter, idFilter, textFilter, type ListDefinition, type ListFilters } from './grid-query';
import { useAction } from './use-action';
import { useGridQuery } from './use-grid-query';
import { type Resource, resourceKey } from './swr-keys';

type SupportCaseFilters = ListFilters<SupportCaseListQuery>;

/**
 * The support cases list (`GET /api/support/cases`, staff): last activity first; filters by status, priority,
 * a search in the subject or the owner's e-mail, and "assigned to me" (`assignee`, the agent's own id).
 */
export const supportCaseList: ListDefinition<SupportCaseFilters, SupportCaseSortField> = {
  resource: 'supportCases',
  sortFields: SUPPORT_CASE_SORT_FIELDS,
  defaultSort: { orderBy: 'updatedAt', order: 'desc' },
  filters: {
    search: textFilter,
    status: enumFilter(SUPPORT_CASE_STATUSES),
    priority: enumFilter(SUPPORT_CASE_PRIORITIES),
    assignee: idFilter,
  },
  toFilters: ({ assignee, ...rest }) => ({
    ...(rest as SupportCaseFilters),
    ...(typeof assignee === 'number' ? { assigneeId: assignee } : {}),
  }),
};

export function useSupportCaseList() {
  const api = useApi();
  return useGridQuery<SupportCase, SupportCaseFilters, SupportCaseSortField>(
    supportCaseList,
    (query: SupportCaseListQuery, _actingAs: number | null, options?: CallOptions) =>
      api.support.cases(query, options),
  );
}

type OwnCaseFilters = Pick<SupportCaseListQuery, 'status'>;

/**
 * Help (`/help`): the signed-in user's own cases, last activity first, by status. Always the user's own, whoever's
 * cabinet is shown (`?uid=`): a case is a conversation between its author and support, and the server lists staff
 * every user's cases when no `userId` is named, so the list names the user.
 */
export const ownCaseList: ListDefinition<OwnCaseFilters, SupportCaseSortField> = {
  resource: 'supportCases',
  sortFields: SUPPORT_CASE_SORT_FIELDS,
  defaultSort: { orderBy: 'updatedAt', order: 'desc' },
  filters: { status: enumFilter(SUPPORT_CASE_STATUSES) },
};

export function useOwnCaseList(userId: number) {
  const api = useApi();
  return useGridQuery<SupportCase, OwnCaseFilters, SupportCaseSortField>(
    ownCaseList,
    (query: SupportCaseListQuery, _actingAs: number | null, options?: CallOptions) =>
      api.support.cases({ ...query, userId }, options),
  );
}

/** Every cached thing that shows a case: what a case write revalidates. */
export const SUPPORT_RESOURCES = [
  'supportCases',
  'supportCase',
  'supportOpenCount',
  'supportUserCases',
] as const satisfies readonly Resource[];

/** How many cases wait for an agent (status OPEN): the list's total of one-row page. */
export function useOpenCaseCount() {
  const api = useApi();
  return useSWR(resourceKey('supportOpenCount'), async () => {
    const page = await api.support.cases({ status: 'OPEN', page: 1, pageSize: 1 });
    return page.total;
  });
}

/** One case with its thread and, for staff, the owner's account. */
export function useSupportCase(id: number | null) {
  const api = useApi();
  return useSWR(id === null ? null : resourceKey('supportCase', id), () => api.support.get(id!));
}

/** The owner's other cases (newest activity first, at most 10), shown beside a case's thread. */
export function useUserCases(userId: number | null) {
  const api = useApi();
  return useSWR(userId === null ? null : resourceKey('supportUserCases', userId), () =>
    api.support.cases({ userId: userId!, page: 1, pageSize: 10, orderBy: 'updatedAt', order: 'desc' }),
  );
}

/** Everyone a case can be assigned to; rarely changes, so it is kept for the session. */
export function useSupportAgents() {
  const api = useApi();
  return useSWR(resourceKey('supportAgents'), () => api.support.agents(), { revalidateOnFocus: false });
}

type CaseRef = Pick<SupportCase, 'id' | 'subject'>;

/**
 * Staff writes on a case, on the action recipe. Status and priority are predictable and update the page at once
 * (rolled back on failure); closing asks first, because a closed case takes no more messages.
 */
export function useSupportCaseActions() {
  const { t } = useTranslation();
  const api = useApi();
  const setStatus = useAction({
    name: 'support.status',
    run: ({ c, status }: { c: CaseRef; status: SupportCaseStatus }) => api.support.update(c.id, { status }),
    revalidates: SUPPORT_RESOURCES,
    optimistic: ({ c, status }) => ({ resources: SUPPORT_RESOURCES, id: c.id, patch: { status } }),
    confirm: ({ c, status }) =>
      status === 'CLOSED'
        ? {
            title: t('support.confirmClose.title', { subject: c.subject }),
            description: t('support.confirmClose.description'),
            confirmLabel: t('support.actions.close'),
            tone: 'destructive',
          }
        : null,
    success: (_r, { status }) => t(`support.toast.status.${status}`),
  });
  const setPriority = useAction({
    name: 'support.priority',
    run: ({ c, priority }: { c: CaseRef; priority: SupportCasePriority }) =>
      api.support.update(c.id, { priority }),
    revalidates: SUPPORT_RESOURCES,
    optimistic: ({ c, priority }) => ({ resources: SUPPORT_RESOURCES, id: c.id, patch: { priority } }),
    success: (_r, { priority }) =>
      t('support.toast.priority', { priority: t(`support.priority.${priority}`) }),
  });
  const assign = useAction({
    name: 'support.assign',
    run: ({ c, assigneeId }: { c: CaseRef; assigneeId: number | null }) =>
      api.support.update(c.id, { assigneeId }),
    revalidates: SUPPORT_RESOURCES,
    success: (r) =>
      r.assigneeEmail
        ? t('support.toast.assigned', { email: r.assigneeEmail })
        : t('support.toast.unassigned'),
  });
  return { setStatus, setPriority, assign };
}

/** Sends a reply with the pictures uploaded for it. */
export function useSendReply(caseId: number) {
  const api = useApi();
  return (values: { text: string; pictures: string[] }, call?: CallOptions) =>
    api.support.reply(
      caseId,
      { text: values.text, ...(values.pictures.length > 0 && { pictures: values.pictures }) },
      call,
    );
}
