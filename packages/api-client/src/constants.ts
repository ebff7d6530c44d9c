// Every number the spec (sections 8 and 9) puts on the client, named once. Tests import these, so a change here
// shows up as a failing expectation rather than a silent drift.

/** Per-attempt request timeout, measured by the client's own timer (spec section 9). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Retries after the first attempt for every call not listed in {@link NO_RETRY_CALLS} (spec section 9). */
export const DEFAULT_RETRIES = 1;

/**
 * Retries of the calls that must not repeat (spec section 9): auth, register, confirm, deposit and the upload-URL
 * calls. Repeating them could sign in twice, register twice, spend a confirmation token, deposit twice or mint a
 * second upload key. The refresh call is added (designed): its cookie rotates, so a replayed refresh would present
 * a revoked credential.
 */
export const NO_RETRIES = 0;

/** First backoff step, before jitter (spec: "starting around 300 ms"). */
export const RETRY_BASE_DELAY_MS = 300;

/** The backoff doubles at most this many times (spec section 9): 300 ms << 5 = 9.6 s before jitter. */
export const MAX_BACKOFF_DOUBLINGS = 5;

/** A `Retry-After` longer than this is not waited for: the call fails instead (designed). */
export const MAX_RETRY_AFTER_MS = 60_000;

/** At most one token refresh per this window (spec sections 8 and 9). */
export const REFRESH_THROTTLE_MS = 5_000;

/**
 * Retries of a refresh that got no usable answer (no answer, a timeout, 408, 429, a 5xx, an unreadable body), with
 * the calls' backoff or the answer's `Retry-After` (designed): about 4.5 s of backoff in all, so a blip of a few
 * seconds (a proxy restarting, a rate limit) costs nobody the page. They belong to the one refresh the throttle
 * allows: a refresh that was never answered has not used its window.
 */
export const REFRESH_RETRIES = 4;

/**
 * The `error` codes of a 403 refresh answer that say the session is over, as a 401 does (designed). Any other 403
 * (a CSRF or origin refusal of a misconfigured proxy, say) says nothing about the session and signs nobody out.
 */
export const SESSION_OVER_CODES: readonly string[] = [
  'NO_REFRESH',
  'REFRESH_INVALID',
  'REFRESH_REUSED',
  'SESSION_EXPIRED',
  'SESSION_REVOKED',
  'USER_BLOCKED',
];

/**
 * The header every state-changing request (POST, PUT, PATCH, DELETE) carries, with {@link CSRF_HEADER_VALUE}
 * (designed). A page of another site cannot send a custom header without the API's CORS consent, so the server
 * refuses a state-changing request without it: CSRF protection that does not rest on SameSite cookies alone.
 */
export const CSRF_HEADER = 'x-adnet-csrf';
export const CSRF_HEADER_VALUE = '1';

/**
 * The header of every non-idempotent request (POST, PATCH): one key per logical call, the same on each of its
 * attempts, so the server can answer a retry with the first attempt's answer instead of doing it twice (designed).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** The refresh call (spec section 7): cookie in, new cookies out. */
export const REFRESH_PATH = '/api/public/user/auth/refresh';
/**
 * Designed: the `error` of the refresh's 401 when the browser sent no refresh credential (nobody was signed in here);
 * a credential that is expired, revoked or reused answers another code (`REFRESH_INVALID`, `REFRESH_REUSED`).
 */
export const NO_SESSION_CODE = 'NO_REFRESH';

/** Grid defaults (spec section 9): 20 rows a page, pages counted from 1. */
export const DEFAULT_PAGE_SIZE = 20;
/** The first page number the client's callers use (the wire's Spring pages start at 0). */
export const FIRST_PAGE = 1;

/**
 * Designed: the statistics call's limits. One call covers at most this many days (both ends included)...
 */
export const MAX_STAT_DAYS = 366;
/** ...and at most this many campaign ids; a longer range or more campaigns take several calls. */
export const MAX_STAT_CAMPAIGNS = 200;
/**
 * Designed: the time zone statistics days are counted in (a day's `date` is that zone's calendar day). Screens
 * state it beside their date ranges and compute "today" in it.
 */
export const STATS_TIME_ZONE = 'UTC';

/** Decimals a recommended cost is rounded to (spec section 9). */
export const RECOMMENDED_COST_DECIMALS = 2;

/** Sent as `accept-language` when the host gives no `getLanguage` (spec section 9). */
export const DEFAULT_LANGUAGE = 'en';

/** Where the frontend-error GET goes, relative to the base URL (designed; the host may pass its own). */
export const FRONTEND_ERROR_PATH = '/api/public/frontend-error';
/** The reporter drops a report equal to one it sent within this window (designed). */
export const REPORT_DEDUPE_MS = 60_000;
/** The reporter sends at most this many reports per {@link REPORT_WINDOW_MS} (designed). */
export const REPORT_MAX_PER_WINDOW = 10;
/** The reporter's rate-limit window (designed). */
export const REPORT_WINDOW_MS = 60_000;
/** Longest `data` field the reporter sends; longer is cut (designed: keeps the GET under URL limits). */
export const REPORT_MAX_DATA_LENGTH = 2_000;

// Money (designed): the contract's limits, which the server enforces and forms check first. Amounts are USDT with at
// most 2 decimals (a withdraw's, 6). The minimums are also in `GET /api/user/constants`.

/** The largest amount any money field takes: a campaign's budget, a deposit, a withdraw. */
export const MAX_MONEY = 1_000_000;
/** The smallest campaign budget (`minCampaignBudget`). */
export const MIN_CAMPAIGN_BUDGET = 10;
/** A cpm's range: the price of a thousand shows (`minCpm`). */
export const MIN_CPM = 0.1;
export const MAX_CPM = 1_000;
/** A cpc's range: the price of a click, or a target cpc's (`minCpc`). */
export const MIN_CPC = 0.01;
export const MAX_CPC = 100;
/** The smallest deposit an admin books (`minDepositAmount`). */
export const MIN_DEPOSIT_AMOUNT = 1;

/** The spec's deposit messages (section 8), by HTTP status. */
export const DEPOSIT_ERRORS = {
  404: { code: 'USER_NOT_FOUND', message: 'UserId not found' },
  403: { code: 'NO_RIGHTS', message: 'No rights' },
  400: { code: 'PUBLISHER_ACCOUNT', message: 'Deposit cannot be applied to the publisher' },
} as const;

// Audiences (designed): the contract's limits, which the server enforces and forms check first.

/** The fewest users an audience needs before campaigns target it (the server also sends it as `minSize`). */
export const AUDIENCE_MIN_SIZE = 1_000;
/** Longest audience name, in characters. */
export const AUDIENCE_NAME_MAX = 200;
/** The window of a retargeting or converters rule: 1 to 365 days. */
export const AUDIENCE_MIN_DAYS = 1;
export const AUDIENCE_MAX_DAYS = 365;
/** Most campaigns one retargeting rule names. */
export const AUDIENCE_MAX_CAMPAIGNS = 20;
/** Longest tracking action name of a converters rule (as `POST /api/public/collect/action` takes it). */
export const AUDIENCE_ACTION_MAX = 100;
/** Most ids one upload batch carries (about 0.6 MB of JSON, well under the 2 MB body limit). */
export const AUDIENCE_ID_BATCH = 50_000;
/** Most distinct ids one uploaded list holds. */
export const AUDIENCE_MAX_IDS = 2_000_000;
/** An upload not completed within this many hours is void. */
export const AUDIENCE_UPLOAD_TTL_HOURS = 24;
/** The largest Telegram user id (ids have at most 52 significant bits; this is JavaScript's safe integer). */
export const TELEGRAM_USER_ID_MAX = Number.MAX_SAFE_INTEGER;
