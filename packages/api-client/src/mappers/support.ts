import type { SupportAccount, SupportCase, SupportCaseDetail, SupportMessage } from '../domain';
import type { SupportAccountWire, SupportCaseDetailWire, SupportCaseWire, SupportMessageWire } from '../wire';
import { fromEpoch } from './common';

/** Domain sort fields of the support cases list that the wire names differently. */
export const SUPPORT_CASE_SORT_WIRE: Readonly<Record<string, string>> = {
  createdAt: 'createdEpoch',
  updatedAt: 'updatedEpoch',
};

/** A listed case with its creation and last-activity dates. */
export const toSupportCase = ({ createdEpoch, updatedEpoch, ...rest }: SupportCaseWire): SupportCase => ({
  ...rest,
  createdAt: fromEpoch(createdEpoch),
  updatedAt: fromEpoch(updatedEpoch),
});

export const toSupportMessage = ({ createdEpoch, ...rest }: SupportMessageWire): SupportMessage => ({
  ...rest,
  createdAt: fromEpoch(createdEpoch),
});

export const toSupportAccount = ({ createdEpoch, ...rest }: SupportAccountWire): SupportAccount => ({
  ...rest,
  createdAt: fromEpoch(createdEpoch),
});

/** A case with its thread (oldest first, as sent) and the owner's account when the server sent one. */
export const toSupportCaseDetail = ({
  messages,
  account,
  ...rest
}: SupportCaseDetailWire): SupportCaseDetail => ({
  ...toSupportCase(rest),
  messages: messages.map(toSupportMessage),
  account: account ? toSupportAccount(account) : null,
});
