import type { CollectActionWire, CollectViewWire, FrontendErrorQueryWire } from '@adnet/api-client';
import type { Deps, Router } from '../route';
import { MAX_STRING, obj, optional, primitive, record, str, type Schema } from '../validate';

const viewBody: Schema<CollectViewWire> = obj({
  path: str({ min: 1, max: 2_048 }),
  referrer: optional(str({ max: 2_048 })),
  title: optional(str({ max: 500 })),
});
const actionBody: Schema<CollectActionWire> = obj({
  action: str({ min: 1, max: 100 }),
  path: str({ min: 1, max: 2_048 }),
  data: optional(record(primitive())),
});
const errorQuery: Schema<FrontendErrorQueryWire> = obj({
  app: str({ min: 1, max: 100 }),
  type: str({ min: 1, max: 100 }),
  event: str({ min: 1, max: 500 }),
  data: str({ max: MAX_STRING }),
});

/** The HTTP headers worth keeping with a tracking event (the client's tracking headers, designed names). */
const trackingHeaders = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([k]) => k.startsWith('x-adnet-') || k.startsWith('x-tracking-')),
  );

/** Tracking and the frontend-error log: stored in `events` so tests and demos can see them arrive. */
export function trackingRoutes(r: Router, { db, config }: Deps) {
  r.public('POST /api/public/collect/view', {
    body: viewBody,
    handler: async ({ body, request }) => {
      await db.query(`INSERT INTO events (kind, payload) VALUES ('VIEW', $1)`, [
        { ...body, headers: trackingHeaders(request.headers) },
      ]);
      return { ok: true };
    },
  });
  r.public('POST /api/public/collect/action', {
    body: actionBody,
    handler: async ({ body, request }) => {
      await db.query(`INSERT INTO events (kind, payload) VALUES ('ACTION', $1)`, [
        { ...body, headers: trackingHeaders(request.headers) },
      ]);
      return { ok: true };
    },
  });
  r.public('GET /api/public/frontend-error', {
    query: errorQuery,
    handler: async ({ query }) => {
      await db.query(`INSERT INTO events (kind, payload) VALUES ('FRONTEND_ERROR', $1)`, [query]);
      if (config.logOutbox) console.log(`[frontend-error] ${query.app} ${query.type} ${query.event}`);
      return { ok: true };
    },
  });
}
