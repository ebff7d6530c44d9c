import type { Paged, SUPPORT_CASE_SORT_FIELDS } from '../domain';
import type { CallOptions, Transport } from '../transport/transport';
import { getPage } from './page';
import type {
  SupportCaseDetailWire,
  SupportCaseInputWire,
  SupportCaseListQueryWire,
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
    /** One page of cases. */
    cases: (
      query?: Paged<SupportCaseListQueryWire, (typeof SUPPORT_CASE_SORT_FIELDS)[number]>,
      o?: CallOptions,
    ) => getPage<SupportCaseWire>(t, '/api/support/cases', query, o),
    /** A case with its messages. */
    get: (id: number, o?: CallOptions) =>
      t.request<SupportCaseDetailWire>({ method: 'GET', path: `/api/support/cases/${id}`, ...o }),
    /** Opens a case with its first message. */
    create: (body: SupportCaseInputWire, o?: CallOptions) =>
      t.request<SupportCaseDetailWire>({ method: 'POST', path: '/api/support/cases', body, ...o }),
    /** Adds a message to a case. */
    reply: (id: number, body: SupportMessageInputWire, o?: CallOptions) =>
      t.request<SupportMessageWire>({
        method: 'POST',
        path: `/api/support/cases/${id}/messages`,
        body,
        ...o,
      }),
    /** Changes a case's status or assignee (agents). */
    update: (id: number, patch: SupportCasePatchWire, o?: CallOptions) =>
      t.request<SupportCaseWire>({ method: 'PATCH', path: `/api/support/cases/${id}`, body: patch, ...o }),
  };
}
