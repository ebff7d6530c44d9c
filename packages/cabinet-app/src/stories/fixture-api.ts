import type { Endpoints } from '@adnet/api-client';

/**
 * A `fetch` for screen stories that answers the network API's calls from fixture data, so a screen renders in
 * Storybook (and in its story tests) with the real client, transport and mappers and no server. Handlers are
 * keyed and typed by the contract's own `Endpoints` map; a call without a handler answers 404 and is logged,
 * so a screen that starts calling something new shows it in the story's console.
 */
type Key = keyof Endpoints;

export interface FixtureRequest {
  /** The `{name}` parts of the endpoint's path. */
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

/** An answer other than 200 with the endpoint's response. */
export class FixtureAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export type FixtureRoutes = {
  [K in Key]?: (request: FixtureRequest) => Endpoints[K]['response'] | FixtureAnswer;
};

export interface FixtureOptions {
  /** Delay of every answer in ms, or `'never'` to keep every call pending (a loading state). */
  delay?: number | 'never';
}

const compiled = new Map<string, { method: string; pattern: RegExp; names: string[] }>();
function compile(key: string) {
  let entry = compiled.get(key);
  if (!entry) {
    const [method = '', path = ''] = key.split(' ');
    const names: string[] = [];
    const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    entry = { method, pattern: new RegExp(`^${source}$`), names };
    compiled.set(key, entry);
  }
  return entry;
}

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export function fixtureFetch(routes: FixtureRoutes, options: FixtureOptions = {}): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url, 'http://fixture.invalid');
    const { delay } = options;
    if (delay === 'never') return new Promise<Response>(() => undefined);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    // Exact paths first ('GET /api/campaigns/forecast/x' before 'GET /api/campaigns/{id}').
    const keys = (Object.keys(routes) as Key[]).sort((a, b) => a.split('{').length - b.split('{').length);
    for (const key of keys) {
      const { method, pattern, names } = compile(key);
      if (method !== request.method) continue;
      const match = pattern.exec(url.pathname);
      if (!match) continue;
      const params = Object.fromEntries(
        names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
      );
      const text = request.method === 'GET' ? '' : await request.text();
      const handler = routes[key] as (r: FixtureRequest) => unknown;
      const answer = handler({
        params,
        query: url.searchParams,
        body: text ? (JSON.parse(text) as unknown) : null,
      });
      return answer instanceof FixtureAnswer ? json(answer.status, answer.body) : json(200, answer);
    }
    console.warn(`screen story: no fixture for ${request.method} ${url.pathname}`);
    return json(404, { error: 'NOT_FOUND', message: `No fixture for ${request.method} ${url.pathname}` });
  };
}
