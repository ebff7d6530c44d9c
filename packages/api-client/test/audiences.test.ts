// Audiences: the mappers, the rules the client exports, the refused-delete guard and the batched id upload.
import { describe, expect, it } from 'vitest';
import {
  AUDIENCE_ID_BATCH,
  audienceBlockers,
  audienceWarning,
  createApiClient,
  isAudienceInUseError,
  isTelegramUserId,
  toAudience,
  toAudienceDetail,
  toAudienceEstimate,
} from '../src';
import { audienceWire } from './fixtures';
import { reply, serveEachTest, type TestServer } from './server';

let server!: TestServer;
serveEachTest((s) => (server = s));

describe('audience mappers', () => {
  it('turns the epochs of the audience and of its upload into dates and keeps the rule with its kind', () => {
    const audience = toAudience(
      audienceWire({
        kind: 'UPLOADED',
        rule: { fileName: 'ids.csv' },
        upload: {
          fileName: 'new.csv',
          received: 10,
          startedEpoch: 1_767_225_600,
          expiresEpoch: 1_767_312_000,
        },
      }),
    );
    expect(audience.createdAt.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(audience.updatedAt.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(audience.upload).toEqual({
      fileName: 'new.csv',
      received: 10,
      startedAt: new Date('2026-01-01T00:00:00Z'),
      expiresAt: new Date('2026-01-02T00:00:00Z'),
    });
    expect(audience).toMatchObject({ kind: 'UPLOADED', rule: { fileName: 'ids.csv' } });
    expect(audience).not.toHaveProperty('createdEpoch');
  });

  it('keeps the size history of a detail, and derives the status an estimate would give', () => {
    const detail = toAudienceDetail({ ...audienceWire(), sizeHistory: [{ date: '2026-01-01', size: 9 }] });
    expect(detail.sizeHistory).toEqual([{ date: '2026-01-01', size: 9 }]);
    expect(detail.createdAt).toBeInstanceOf(Date);
    expect(toAudienceEstimate({ size: 999, minSize: 1_000 }).status).toBe('TOO_SMALL');
    expect(toAudienceEstimate({ size: 1_000, minSize: 1_000 }).status).toBe('READY');
  });
});

describe('audience rules', () => {
  it('only campaigns that run or are about to block a deletion', () => {
    const campaigns = [
      { id: 1, name: 'A', status: 'ACTIVE', excluded: false },
      { id: 2, name: 'M', status: 'MODERATION', excluded: true },
      { id: 3, name: 'S', status: 'STOPPED', excluded: false },
      { id: 4, name: 'X', status: 'ARCHIVED', excluded: false },
    ] as const;
    expect(audienceBlockers({ campaigns: [...campaigns] }).map((c) => c.id)).toEqual([1, 2]);
    expect(audienceBlockers({ campaigns: [campaigns[2], campaigns[3]] })).toEqual([]);
  });

  it('warns about an audience that is too small, building or failed, never a ready one', () => {
    expect(audienceWarning({ status: 'READY', size: 5_000, minSize: 1_000 })).toBeNull();
    expect(audienceWarning({ status: 'TOO_SMALL', size: 10, minSize: 1_000 })).toBe('TOO_SMALL');
    expect(audienceWarning({ status: 'BUILDING', size: 0, minSize: 1_000 })).toBe('BUILDING');
    expect(audienceWarning({ status: 'FAILED', size: 0, minSize: 1_000 })).toBe('FAILED');
  });

  it('accepts Telegram user ids up to 2^53 − 1 and nothing else', () => {
    for (const ok of [1, 777_000, 7_123_456_789, Number.MAX_SAFE_INTEGER])
      expect(isTelegramUserId(ok)).toBe(true);
    for (const bad of [0, -5, 1.5, Number.MAX_SAFE_INTEGER + 1, NaN, '123', null])
      expect(isTelegramUserId(bad)).toBe(false);
  });
});

describe('isAudienceInUseError', () => {
  it('recognises the refused deletion and names its campaigns', async () => {
    const blocking = [{ id: 7, name: 'Spring sale', status: 'ACTIVE', excluded: false }];
    server.handle((_, res) =>
      reply(res, 409, { error: 'AUDIENCE_IN_USE', message: 'In use', campaigns: blocking }),
    );
    const error: unknown = await createApiClient({ baseUrl: server.url })
      .audiences.remove(4)
      .catch((e: unknown) => e);
    expect(isAudienceInUseError(error)).toBe(true);
    if (isAudienceInUseError(error)) expect(error.data.campaigns).toEqual(blocking);
    expect(isAudienceInUseError({ status: 409, data: { error: 'INVALID_STATUS' } })).toBe(false);
  });
});

describe('uploadIds', () => {
  it('sends the list in batches of AUDIENCE_ID_BATCH, one after another, then completes with the count', async () => {
    let received = 0;
    server.handle((req, res) => {
      if (req.path.endsWith('/upload/ids')) {
        received += (req.json as { ids: number[] }).ids.length;
        return reply(res, 200, { fileName: 'ids.txt', received, startedEpoch: 0, expiresEpoch: 1 });
      }
      return reply(res, 200, audienceWire({ size: received }));
    });
    const total = AUDIENCE_ID_BATCH * 2 + 7;
    const ids = Float64Array.from({ length: total }, (_, i) => i + 1);
    const progress: number[] = [];
    const audience = await createApiClient({ baseUrl: server.url }).audiences.uploadIds(9, ids, {
      onProgress: (p) => progress.push(p.sent),
    });
    const paths = server.seen.map((s) => s.path);
    expect(paths).toEqual([
      '/api/audiences/9/upload/ids',
      '/api/audiences/9/upload/ids',
      '/api/audiences/9/upload/ids',
      '/api/audiences/9/upload/complete',
    ]);
    const batches = server.seen.slice(0, 3).map((s) => (s.json as { ids: number[] }).ids);
    expect(batches.map((b) => b.length)).toEqual([AUDIENCE_ID_BATCH, AUDIENCE_ID_BATCH, 7]);
    expect(batches[0]![0]).toBe(1);
    expect(batches[2]!.at(-1)).toBe(total);
    expect(server.seen[3]!.json).toEqual({ count: total });
    expect(progress).toEqual([AUDIENCE_ID_BATCH, AUDIENCE_ID_BATCH * 2, total]);
    expect(audience.size).toBe(total);
  });

  it('stops at a batch the server refuses and does not complete the upload', async () => {
    server.handle((req, res) =>
      req.path.endsWith('/upload/ids')
        ? reply(res, 400, {
            error: 'VALIDATION_ERROR',
            message: 'bad',
            fields: { 'ids[2]': 'must be an integer' },
          })
        : reply(res, 200, audienceWire()),
    );
    const error = await createApiClient({ baseUrl: server.url })
      .audiences.uploadIds(9, [1, 2, 3])
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(server.seen.map((s) => s.path)).toEqual(['/api/audiences/9/upload/ids']);
  });
});
