/**
 * Where to go after login. Only a same-origin relative path is accepted; anything that a browser could resolve to
 * another origin or a script is refused and the caller falls back to the campaigns list.
 *
 * Refused: empty, not starting with a single `/`, protocol-relative `//x`, `/\x` (browsers read `\` as `/`),
 * encoded slashes or backslashes at the start (`/%2F`, `/%5C`), any control or whitespace character (raw or
 * percent-encoded), `javascript:`/`data:` anywhere at the start, paths longer than 2 KB, and whatever
 * {@link sameOriginPath} refuses once resolved (`/.//evil`, `/a/..//evil`, `/%2e//evil` normalize to `//evil`).
 */
export const RETURN_PATH_STORAGE_KEY = 'returnPath';
export const DEFAULT_AFTER_LOGIN = '/campaigns';
const MAX_LENGTH = 2048;

/** The cabinet's origin: the page's own. */
const cabinetOrigin = () => globalThis.location?.origin ?? 'null';

/**
 * Resolves `value` against the cabinet's origin exactly as the browser will, and returns the path (with query and
 * hash) only when the result is on that origin and its normalized path does not start with `//`: dot segments
 * (`/.//x`, `/a/..//x`, `/%2e//x`) normalize to `//x`, which a router, a `<a href>` or `location.assign` reads
 * as another host. Otherwise null.
 */
export function sameOriginPath(value: string, origin: string = cabinetOrigin()): string | null {
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname.startsWith('//')) return null;
  return url.pathname + url.search + url.hash;
}

export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH) return null;
  if (!raw.startsWith('/')) return null;
  let decoded = raw;
  // Decode repeatedly so double-encoded tricks (`%252F`) are seen too; stop on malformed escapes.
  for (let i = 0; i < 3; i += 1) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return null;
    }
  }
  for (const candidate of [raw, decoded]) {
    // Control characters are exactly what this guards against.
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f\s]/.test(candidate)) return null;
    if (candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
    if (candidate.includes('\\')) return null;
    if (/^\/*[a-z][a-z0-9+.-]*:/i.test(candidate)) return null;
  }
  // Final proof: resolved as the browser will, it must stay on the cabinet's origin with a single leading slash.
  return sameOriginPath(raw);
}

export function afterLoginPath(raw: string | null | undefined): string {
  return safeReturnPath(raw) ?? DEFAULT_AFTER_LOGIN;
}
