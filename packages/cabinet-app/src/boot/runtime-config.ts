/**
 * One build serves any environment. Settings come, in order of precedence, from:
 * 1. `/runtime-config.json` next to index.html (written at deploy time; preloaded by index.html and read before
 *    the app renders, no inline script needed, so the CSP stays `script-src 'self'`);
 * 2. build-time `VITE_API_BASE_URL` / `VITE_AGENCY_SITE_URL`;
 * 3. defaults: the page's own origin for the API, and the agency site the agency record names.
 */
export interface RuntimeConfig {
  /** Origin (and optional prefix) of the network API; '' means the page's own origin (`/api/...`). */
  apiBaseUrl: string;
  /** Where agency users are sent when their agency record names no site. */
  agencySiteUrl: string;
  /**
   * The timer of each API call attempt, in ms, when a deployment needs another than the spec's 30 s (a network whose
   * answers are known to take longer); 1 000-120 000, else ignored. Absent by default: the client's own 30 s. Browser
   * tests set a short one to see a timeout without waiting 30 s or faking the page's clock.
   */
  requestTimeoutMs?: number;
  /**
   * Where the terms of service are published (https), for the terms page's links. The spec names no address and
   * the self endpoint gives only version numbers, so this is a deploy-time setting; absent, `DEFAULT_TERMS_URL`.
   * The page links to the document itself ("Read the terms") and to its `#changes` anchor ("What changed"):
   * the published document keeps the list of changes of each version under that anchor. No version goes into
   * the address, so one published page serves every version and no internal number reaches the user.
   */
  termsUrl?: string;
}

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';
export const DEFAULT_AGENCY_SITE_URL = 'https://agency.adnet.example/';
export const DEFAULT_TERMS_URL = 'https://adnet.example/terms';

/** The terms page's two links, from `termsUrl` (see {@link RuntimeConfig.termsUrl}). */
export function termsLinks(config: RuntimeConfig): { terms: string; changes: string } {
  const terms = new URL(config.termsUrl ?? DEFAULT_TERMS_URL);
  terms.hash = '';
  return { terms: terms.href, changes: `${terms.href}#changes` };
}

export function buildTimeConfig(env: Record<string, string | undefined>): RuntimeConfig {
  return {
    apiBaseUrl: env.VITE_API_BASE_URL ?? '',
    agencySiteUrl: env.VITE_AGENCY_SITE_URL ?? DEFAULT_AGENCY_SITE_URL,
  };
}

/** Only https origins (or '' for same origin; http on loopback for local work) are accepted for the API. */
function validBaseUrl(value: unknown): value is string {
  if (value === '') return true;
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname))
    );
  } catch {
    return false;
  }
}

const validHttpsUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

const validTimeout = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1_000 && (value as number) <= 120_000;

/** Merges the deploy-time file over the build-time values; a missing or broken file leaves them as they are. */
export async function loadRuntimeConfig(
  base: RuntimeConfig,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<RuntimeConfig> {
  try {
    // The request index.html preloads (`<link rel="preload" as="fetch" crossorigin="anonymous">`): the browser
    // hands that response over only to a fetch with the same mode and credentials, so both are the defaults here
    // (same-origin; the session cookies are scoped to /api and never go with it). The server sends the file with
    // `Cache-Control: no-cache`, so a deploy-time edit is seen on the next load.
    const response = await fetchImpl(RUNTIME_CONFIG_PATH, { credentials: 'same-origin' });
    if (!response.ok) return base;
    const file = (await response.json()) as Partial<Record<keyof RuntimeConfig, unknown>>;
    const timeout = validTimeout(file.requestTimeoutMs) ? file.requestTimeoutMs : base.requestTimeoutMs;
    return {
      apiBaseUrl: validBaseUrl(file.apiBaseUrl) ? file.apiBaseUrl.replace(/\/$/, '') : base.apiBaseUrl,
      agencySiteUrl: validHttpsUrl(file.agencySiteUrl) ? file.agencySiteUrl : base.agencySiteUrl,
      ...(timeout === undefined ? {} : { requestTimeoutMs: timeout }),
      ...(validHttpsUrl(file.termsUrl)
        ? { termsUrl: file.termsUrl }
        : base.termsUrl === undefined
          ? {}
          : { termsUrl: base.termsUrl }),
    };
  } catch {
    return base;
  }
}
