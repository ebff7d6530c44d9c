import { DEPOSIT_ERRORS } from '../constants';
import type {
  ACCOUNT_SORT_FIELDS,
  ADMIN_WITHDRAW_SORT_FIELDS,
  AGENCY_SORT_FIELDS,
  AuditEntry,
  AuditSortField,
  Campaign,
  Page,
  PageQuery,
  Paged,
  PLATFORM_SORT_FIELDS,
  PROMOCODE_SORT_FIELDS,
  REFERRAL_SORT_FIELDS,
  Transaction,
  USER_SORT_FIELDS,
} from '../domain';
import { isValidationError, type DepositError, type HttpError } from '../errors';
import { toCampaign } from '../mappers/campaign';
import { AUDIT_SORT_WIRE, toAuditEntry, toTransaction } from '../mappers/money';
import type { CallOptions, HttpMethod, Transport } from '../transport/transport';
import { noRetry } from '../transport/transport';
import { getPage } from './page';
import type {
  AccountListQueryWire,
  AccountWire,
  AdminUserWire,
  AdminWithdrawQueryWire,
  AdminWithdrawWire,
  AgencyInputWire,
  AgencyListQueryWire,
  AgencyWire,
  AuditEntryWire,
  AuditListQueryWire,
  CampaignWire,
  DepositRequestWire,
  FeatureFlagsWire,
  FeatureWire,
  ManagerWire,
  PlatformListQueryWire,
  PlatformPatchWire,
  PlatformWire,
  PromocodeInputWire,
  PromocodePatchWire,
  PromocodeWire,
  ReferralListQueryWire,
  ReferralSettingsWire,
  ReferralWire,
  TransactionWire,
  UserListQueryWire,
  UserPatchWire,
  UserSummaryWire,
} from '../wire';

/**
 * Deposit's own catalogue (spec section 8): 404, 403 and 400 get the spec's messages as typed codes. A 400 with
 * invalid fields (`VALIDATION_ERROR`: an amount under the minimum, a comment too long) is not the publisher refusal:
 * it stays a validation error, so each field's message reaches its field.
 */
function depositError(error: HttpError): HttpError | DepositError {
  if (isValidationError(error)) return error;
  const known = DEPOSIT_ERRORS[error.status as keyof typeof DEPOSIT_ERRORS];
  return known ? { ...error, code: known.code, message: known.message } : error;
}

/**
 * The internal area: every call under `/api/admin` (spec section 7's user detail, deposit and suspicious flag)
 * and the designed calls of the internal pages (users, agencies, accounts and managers, platforms, promocodes,
 * features, referral, withdraw approvals). The server allows them to `Internal User` and `SuperUser`.
 */
export function adminArea(t: Transport) {
  const send = <T>(method: HttpMethod, path: string, body?: unknown, o?: CallOptions) =>
    t.request<T>({ method, path, body, ...o });
  const list = <T>(path: string, query: PageQuery | undefined, o?: CallOptions): Promise<Page<T>> =>
    getPage<T>(t, path, query, o);
  return {
    /** A user as an admin sees it (spec: `GET /api/admin/user/{userId}`). */
    user: (userId: number, o?: CallOptions) =>
      send<AdminUserWire>('GET', `/api/admin/user/${userId}`, undefined, o),
    /** Users, filtered by e-mail/name `search`, role or agency. */
    users: (query?: Paged<UserListQueryWire, (typeof USER_SORT_FIELDS)[number]>, o?: CallOptions) =>
      list<UserSummaryWire>('/api/admin/users', query, o),
    /** Changes a user's roles, block state, agency or operator. */
    updateUser: (userId: number, patch: UserPatchWire, o?: CallOptions) =>
      send<AdminUserWire>('PATCH', `/api/admin/user/${userId}`, patch, o),
    /** Sets a user's own feature-flag overrides. */
    setUserFeatures: (userId: number, flags: FeatureFlagsWire, o?: CallOptions) =>
      send<AdminUserWire>('PUT', `/api/admin/user/${userId}/features`, flags, o),
    /**
     * Deposits to a user's account; accepts 200 or 201, never retried. Rejects with a {@link DepositError}
     * (`USER_NOT_FOUND` 'UserId not found', `NO_RIGHTS` 'No rights', `PUBLISHER_ACCOUNT` 'Deposit cannot be
     * applied to the publisher') for 404, 403 and 400.
     */
    deposit: async (userId: number, body: DepositRequestWire, o?: CallOptions): Promise<Transaction> =>
      toTransaction(
        await t.request<TransactionWire>({
          method: 'POST',
          path: `/api/admin/user/${userId}/deposit`,
          body,
          accept: [200, 201],
          mapError: depositError,
          ...noRetry,
          ...o,
        }),
      ),
    /** Marks a campaign suspicious or clears the mark. */
    setSus: async (campaignId: number, isSus: boolean, o?: CallOptions): Promise<Campaign> =>
      toCampaign(
        await t.request<CampaignWire>({
          method: 'POST',
          path: `/api/admin/campaigns/${campaignId}/sus`,
          query: { isSus },
          ...o,
        }),
      ),
    /** Agencies. */
    agencies: (query?: Paged<AgencyListQueryWire, (typeof AGENCY_SORT_FIELDS)[number]>, o?: CallOptions) =>
      list<AgencyWire>('/api/admin/agencies', query, o),
    createAgency: (body: AgencyInputWire, o?: CallOptions) =>
      send<AgencyWire>('POST', '/api/admin/agencies', body, o),
    updateAgency: (id: number, patch: Partial<AgencyInputWire>, o?: CallOptions) =>
      send<AgencyWire>('PATCH', `/api/admin/agencies/${id}`, patch, o),
    /** Advertiser accounts with their managers; `managerId` narrows to one manager's accounts. */
    accounts: (query?: Paged<AccountListQueryWire, (typeof ACCOUNT_SORT_FIELDS)[number]>, o?: CallOptions) =>
      list<AccountWire>('/api/admin/accounts', query, o),
    /** Gives an account to a manager, or takes it away with null. */
    assignManager: (userId: number, managerId: number | null, o?: CallOptions) =>
      send<AccountWire>('PUT', `/api/admin/accounts/${userId}/manager`, { managerId }, o),
    /** Every internal manager. */
    managers: (o?: CallOptions) => send<ManagerWire[]>('GET', '/api/admin/managers', undefined, o),
    manager: (id: number, o?: CallOptions) =>
      send<ManagerWire>('GET', `/api/admin/managers/${id}`, undefined, o),
    /** Publisher platforms to moderate. */
    platforms: (
      query?: Paged<PlatformListQueryWire, (typeof PLATFORM_SORT_FIELDS)[number]>,
      o?: CallOptions,
    ) => list<PlatformWire>('/api/admin/platforms', query, o),
    updatePlatform: (id: number, patch: PlatformPatchWire, o?: CallOptions) =>
      send<PlatformWire>('PATCH', `/api/admin/platforms/${id}`, patch, o),
    /** Promocodes. */
    promocodes: (query?: PageQuery<(typeof PROMOCODE_SORT_FIELDS)[number]>, o?: CallOptions) =>
      list<PromocodeWire>('/api/admin/promocodes', query, o),
    createPromocode: (body: PromocodeInputWire, o?: CallOptions) =>
      send<PromocodeWire>('POST', '/api/admin/promocodes', body, o),
    updatePromocode: (id: number, patch: PromocodePatchWire, o?: CallOptions) =>
      send<PromocodeWire>('PATCH', `/api/admin/promocodes/${id}`, patch, o),
    /** Every feature flag with its global state. */
    features: (o?: CallOptions) => send<FeatureWire[]>('GET', '/api/admin/features', undefined, o),
    /** Turns a feature on or off for everyone (a user's own override still wins). */
    setFeature: (name: string, active: boolean, o?: CallOptions) =>
      send<FeatureWire>('PUT', `/api/admin/features/${encodeURIComponent(name)}`, { active }, o),
    /** Referral links between users. */
    referrals: (
      query?: Paged<ReferralListQueryWire, (typeof REFERRAL_SORT_FIELDS)[number]>,
      o?: CallOptions,
    ) => list<ReferralWire>('/api/admin/referrals', query, o),
    referralSettings: (o?: CallOptions) =>
      send<ReferralSettingsWire>('GET', '/api/admin/referral/settings', undefined, o),
    setReferralSettings: (body: ReferralSettingsWire, o?: CallOptions) =>
      send<ReferralSettingsWire>('PUT', '/api/admin/referral/settings', body, o),
    /** Withdraw requests to approve. */
    withdrawals: (
      query?: Paged<AdminWithdrawQueryWire, (typeof ADMIN_WITHDRAW_SORT_FIELDS)[number]>,
      o?: CallOptions,
    ) => list<AdminWithdrawWire>('/api/admin/withdraw', query, o),
    /**
     * Approves a withdraw with the hash of the TRON transfer that paid it. Approve and reject are decided once: a
     * late decision answers 409 (`isAlreadyDecided`) and changes nothing.
     */
    approveWithdraw: (id: number, txHash: string, o?: CallOptions) =>
      send<AdminWithdrawWire>('PATCH', `/api/admin/withdraw/${id}/approve`, { txHash }, o),
    /** Rejects a withdraw with a reason; the sum and the fee go back to the user's balance. */
    rejectWithdraw: (id: number, reason: string, o?: CallOptions) =>
      send<AdminWithdrawWire>('PATCH', `/api/admin/withdraw/${id}/reject`, { reason }, o),
    /**
     * The audit lines about a user, newest first unless `orderBy` says otherwise: every deposit, withdraw decision,
     * block, role change, moderation decision and platform block, with who did it (designed).
     */
    audit: (
      userId: number,
      query?: Paged<AuditListQueryWire, AuditSortField>,
      o?: CallOptions,
    ): Promise<Page<AuditEntry>> =>
      getPage<AuditEntryWire, AuditEntry>(
        t,
        `/api/admin/user/${userId}/audit`,
        query,
        o,
        toAuditEntry,
        AUDIT_SORT_WIRE,
      ),
  };
}
