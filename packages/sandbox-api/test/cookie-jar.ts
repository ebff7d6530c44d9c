/**
 * A `fetch` for Node that keeps cookies as a browser would for one origin: by name and path, sent only to paths
 * under the cookie's path, dropped when expired or cleared. The sandbox's refresh cookie is path-scoped, so a
 * plain header copy would not test what a browser does.
 */
export interface RecordedCall {
  method: string;
  path: string;
  status: number;
}

export function cookieJarFetch(
  options: { headersFor?: (path: string, method: string) => Record<string, string> } = {},
) {
  const jar = new Map<string, { name: string; value: string; path: string; expires: number }>();
  const calls: RecordedCall[] = [];

  const pathMatches = (requestPath: string, cookiePath: string) =>
    requestPath === cookiePath ||
    (requestPath.startsWith(cookiePath) &&
      (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'));

  function store(header: string) {
    const [pair = '', ...attributes] = header.split(';').map((p) => p.trim());
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq);
    const value = pair.slice(eq + 1);
    let path = '/';
    let expires = Infinity;
    for (const attribute of attributes) {
      const [key = '', val = ''] = attribute.split('=');
      if (key.toLowerCase() === 'path') path = val;
      if (key.toLowerCase() === 'max-age') expires = Date.now() + Number(val) * 1000;
      if (key.toLowerCase() === 'expires' && expires === Infinity) expires = Date.parse(val);
    }
    const id = `${name}@${path}`;
    if (expires <= Date.now() || value === '') jar.delete(id);
    else jar.set(id, { name, value, path, expires });
  }

  const fetchWithJar: typeof fetch = async (input, init = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const cookies = [...jar.values()]
      .filter((c) => c.expires > Date.now() && pathMatches(url.pathname, c.path))
      // Longer paths first, as browsers order them.
      .sort((a, b) => b.path.length - a.path.length)
      .map((c) => `${c.name}=${c.value}`);
    if (cookies.length && init.credentials !== 'omit') headers.set('cookie', cookies.join('; '));
    for (const [k, v] of Object.entries(options.headersFor?.(url.pathname, method) ?? {})) headers.set(k, v);
    const response = await fetch(url, { ...init, headers });
    for (const header of response.headers.getSetCookie()) store(header);
    calls.push({ method, path: url.pathname, status: response.status });
    return response;
  };

  return {
    fetch: fetchWithJar,
    calls,
    /** The names of the cookies that would go to a path. */
    cookieNamesFor: (path: string) =>
      [...jar.values()].filter((c) => pathMatches(path, c.path)).map((c) => c.name),
  };
}
