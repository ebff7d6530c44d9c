import {
  FRONTEND_ERROR_PATH,
  REPORT_DEDUPE_MS,
  REPORT_MAX_DATA_LENGTH,
  REPORT_MAX_PER_WINDOW,
  REPORT_WINDOW_MS,
} from './constants';
import type { FrontendErrorQueryWire } from './wire';

/** One error worth logging: what kind (`API_ERROR`, `RENDER_ERROR`…), where it happened, and details. */
export interface ErrorReport {
  type: string;
  event: string;
  data?: unknown;
}

/** Options of {@link createErrorReporter}. */
export interface ErrorReporterOptions {
  /** The `app` field of every report, e.g. `cabinet`. */
  app: string;
  /** Origin of the API; empty for the page's own origin. */
  baseUrl?: string;
  /** Path or absolute URL of the frontend-error endpoint. Defaults to {@link FRONTEND_ERROR_PATH}. */
  endpoint?: string;
  fetch?: typeof fetch;
  /** The clock, for tests. */
  now?: () => number;
}

const SCRUBBED = '[scrubbed]';
/** Keys whose values are secrets wherever they appear (personal API token, cookies, passwords, codes). */
const SECRET_KEY = /token|password|passwd|secret|cookie|authorization|session|confirmationcode|api[-_]?key/i;
/** Secrets that hide inside free text: bearer credentials, cookie pairs, JSON fields, JWTs, long opaque strings. */
const SECRET_TEXT: [RegExp, string][] = [
  [/\b(bearer|basic)\s+[\w.~+/=-]+/gi, `$1 ${SCRUBBED}`],
  [
    /\b(adn_access|adn_refresh|[\w-]*token[\w-]*|[\w-]*session[\w-]*|password|secret)=[^;&\s"]+/gi,
    `$1=${SCRUBBED}`,
  ],
  [/"([\w-]*(?:token|password|secret|cookie|authorization)[\w-]*)"\s*:\s*"[^"]*"?/gi, `"$1":"${SCRUBBED}"`],
  [/\beyJ[\w-]+\.[\w-]+(?:\.[\w-]*)?/g, SCRUBBED],
  [/\b[A-Za-z0-9_-]{32,}\b/g, SCRUBBED],
];

function scrubText(text: string): string {
  return SECRET_TEXT.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/**
 * A copy of `value` with every secret replaced by `[scrubbed]`: values under secret-looking keys, and
 * secret-looking runs inside strings (bearer tokens, cookie pairs, JWTs, 32+ character opaque strings). Errors
 * become `{ name, message, stack }` so they survive JSON.
 */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value instanceof Error) {
    return scrub({ name: value.name, message: value.message, stack: value.stack }, depth);
  }
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 6) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) ? SCRUBBED : scrub(item, depth + 1);
  }
  return out;
}

/**
 * Makes the error reporter (spec sections 7 and 8): each report is one GET to the frontend-error endpoint with
 * the query `app, type, event, data`. It scrubs secrets from everything it sends, sends no cookies, drops a report
 * equal to one sent within {@link REPORT_DEDUPE_MS}, and sends at most {@link REPORT_MAX_PER_WINDOW} reports per
 * {@link REPORT_WINDOW_MS}, so an error loop cannot flood the log. It never throws and never reports itself.
 */
export function createErrorReporter(options: ErrorReporterOptions): (report: ErrorReport) => void {
  const now = options.now ?? Date.now;
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const endpoint = options.endpoint ?? FRONTEND_ERROR_PATH;
  const target = /^https?:/.test(endpoint)
    ? endpoint
    : (options.baseUrl ?? '').replace(/\/+$/, '') + endpoint;
  const lastSent = new Map<string, number>();
  let recent: number[] = [];

  return (report) => {
    try {
      const t = now();
      const query: FrontendErrorQueryWire = {
        app: options.app,
        type: scrubText(report.type),
        event: scrubText(report.event),
        data: (JSON.stringify(scrub(report.data)) ?? '').slice(0, REPORT_MAX_DATA_LENGTH),
      };
      const key = `${query.type}\n${query.event}\n${query.data}`;
      const previous = lastSent.get(key);
      if (previous !== undefined && t - previous < REPORT_DEDUPE_MS) return;
      recent = recent.filter((sent) => t - sent < REPORT_WINDOW_MS);
      if (recent.length >= REPORT_MAX_PER_WINDOW) return;
      recent.push(t);
      lastSent.set(key, t);
      if (lastSent.size > 100) lastSent.delete(lastSent.keys().next().value as string);
      void doFetch(`${target}?${new URLSearchParams({ ...query })}`, {
        method: 'GET',
        credentials: 'omit',
        keepalive: true,
      }).catch(() => undefined);
    } catch {
      // Reporting is best effort: a failure here must not become another error to report.
    }
  };
}
