import type { SupportAgent, SupportCaseListQuery } from '../domain';
import {
  SUPPORT_CASE_SORT_WIRE,
  toSupportCase,
  toSupportCaseDetail,
  toSupportMessage,
} from '../mappers/support';
import type { CallOptions, Transport } from '../transport/transport';
import { getPage } from './page';
import type {
  SupportCaseDetailWire,
  SupportCaseInputWire,
  SupportCasePatchWire,
  SupportCaseWire,
  SupportMessageInputWire,
  SupportMessageWire,
} from '../wire';

/**
 * Support cases (designed). Users see and write their own cases; `SuperUser` and `Customer Happiness Agent` see
 * and change all. Pictures are uploaded with `uploads.supportPicture` and referred to by cloud id.
 */
export function supportArea(t: Transport) {
  return {
    /** One page of cases: a user's own, or (staff) anyone's, filtered by status, priority, owner, assignee. */
    cases: (query?: SupportCaseListQuery, o?: CallOptions) =>
      getPage<SupportCaseWire, ReturnType<typeof toSupportCase>>(
        t,
        '/api/support/cases',
        query,
        o,
        toSupportCase,
        SUPPORT_CASE_SORT_WIRE,
      ),
    /** A case with its messages (and, for staff, the owner's account). */
    get: async (id: number, o?: CallOptions) =>
      toSupportCaseDetail(
        await t.request<SupportCaseDetailWire>({ method: 'GET', path: `/api/support/cases/${id}`, ...o }),
      ),
    /** Opens a case with its first message. */
    create: async (body: SupportCaseInputWire, o?: CallOptions) =>
      toSupportCaseDetail(
        await t.request<SupportCaseDetailWire>({ method: 'POST', path: '/api/support/cases', body, ...o }),
      ),
    /** Adds a message to a case. */
    reply: async (id: number, body: SupportMessageInputWire, o?: CallOptions) =>
      toSupportMessage(
        await t.request<SupportMessageWire>({
          method: 'POST',
          path: `/api/support/cases/${id}/messages`,
          body,
          ...o,
        }),
      ),
    /** Changes a case's status, priority or assignee (staff). */
    update: async (id: number, patch: SupportCasePatchWire, o?: CallOptions) =>
      toSupportCase(
        await t.request<SupportCaseWire>({
          method: 'PATCH',
          path: `/api/support/cases/${id}`,
          body: patch,
          ...o,
        }),
      ),
    /** Everyone a case can be assigned to (staff). */
    agents: (o?: CallOptions) =>
      t.request<SupportAgent[]>({ method: 'GET', path: '/api/support/agents', ...o }),
  };
}
