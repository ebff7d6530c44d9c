import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AUDIENCE_ACTION_MAX,
  AUDIENCE_ID_BATCH,
  AUDIENCE_MAX_CAMPAIGNS,
  AUDIENCE_MAX_DAYS,
  AUDIENCE_MAX_IDS,
  AUDIENCE_MIN_SIZE,
  AUDIENCE_NAME_MAX,
  AUDIENCE_SORT_FIELDS,
  AUDIENCE_UPLOAD_TTL_HOURS,
  createApiClient,
  CSRF_HEADER,
  isAudienceInUseError,
  isHttpError,
  type ApiClient,
  type Audience,
  type CampaignInput,
} from '@adnet/api-client';
import type { AddressInfo } from 'node:net';
import * as catalog from '../src/catalog';
import { DEMO_PASSWORD } from '../src/seed';
import { cookieJarFetch } from './cookie-jar';
import { OPEN_TARGETING, fingerprint, startSandbox, type TestSandbox } from './helpers';

/**
 * The audiences contract over real HTTP: `@adnet/api-client` against the sandbox on a socket. Each account that
 * changes data is a fixture of its own (`POST /api/dev/fixtures/users`), so these tests do not depend on each
 * other's writes.
 */
let s: TestSandbox;
let base: string;

beforeAll(async () => {
  s = await startSandbox();
  await s.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
});
afterAll(() => s.close());

async function client(email: string) {
  const jar = cookieJarFetch();
  const api = createApiClient({ baseUrl: base, fetch: jar.fetch, onAuthFailure: vi.fn() });
  await api.account.auth({ email, password: DEMO_PASSWORD });
  return api;
}

/** A new account with the demo advertiser's campaigns, money and (unless said) audiences. */
async function account(
  spec: Record<string, unknown> = { allCampaigns: true, deposit: 60_000, audiences: true },
) {
  const res = await fetch(`${base}/api/dev/fixtures/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(spec),
  });
  expect(res.status).toBe(201);
  const { id, email } = (await res.json()) as { id: number; email: string };
  return { id, email, api: await client(email) };
}

const failure = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (e: unknown) => e,
  );

/** Waits until a rule's audience has been built (the sandbox takes a few seconds, as a network would). */
async function built(api: ApiClient, id: number): Promise<Audience> {
  await vi.waitFor(async () => expect((await api.audiences.get(id)).status).not.toBe('BUILDING'), {
    timeout: 10_000,
    interval: 250,
  });
  return api.audiences.get(id);
}

async function campaignIds(api: ApiClient, status: 'ACTIVE' | 'STOPPED', n: number) {
  const page = await api.campaigns.list({ status, pageSize: n });
  expect(page.items.length).toBe(n);
  return page.items.map((c) => c.id);
}

describe('the contract’s limits', () => {
  it('are the same numbers in the client and the sandbox', () => {
    expect({
      AUDIENCE_MIN_SIZE,
      AUDIENCE_NAME_MAX,
      AUDIENCE_MAX_DAYS,
      AUDIENCE_MAX_CAMPAIGNS,
      AUDIENCE_ACTION_MAX,
      AUDIENCE_ID_BATCH,
      AUDIENCE_MAX_IDS,
      AUDIENCE_UPLOAD_TTL_HOURS,
    }).toEqual({
      AUDIENCE_MIN_SIZE: catalog.AUDIENCE_MIN_SIZE,
      AUDIENCE_NAME_MAX: catalog.AUDIENCE_NAME_MAX,
      AUDIENCE_MAX_DAYS: catalog.AUDIENCE_MAX_DAYS,
      AUDIENCE_MAX_CAMPAIGNS: catalog.AUDIENCE_MAX_CAMPAIGNS,
      AUDIENCE_ACTION_MAX: catalog.AUDIENCE_ACTION_MAX,
      AUDIENCE_ID_BATCH: catalog.AUDIENCE_ID_BATCH,
      AUDIENCE_MAX_IDS: catalog.AUDIENCE_MAX_IDS,
      AUDIENCE_UPLOAD_TTL_HOURS: catalog.AUDIENCE_UPLOAD_TTL_HOURS,
    });
  });
});

describe('the seeded audiences', () => {
  it('cover every kind and every status, with the campaigns that use them', async () => {
    const api = await client('advertiser@demo.adnet');
    const page = await api.audiences.list({ pageSize: 50 });
    expect(new Set(page.items.map((a) => a.kind))).toEqual(
      new Set(['UPLOADED', 'RETARGETING', 'CONVERTERS']),
    );
    expect(new Set(page.items.map((a) => a.status))).toEqual(
      new Set(['BUILDING', 'READY', 'TOO_SMALL', 'FAILED']),
    );
    const failed = page.items.find((a) => a.status === 'FAILED')!;
    expect(failed).toMatchObject({ kind: 'UPLOADED', failureReason: 'UPLOAD_EXPIRED', upload: null });
    const building = page.items.find((a) => a.status === 'BUILDING' && a.kind === 'UPLOADED')!;
    expect(building.upload).toMatchObject({ received: 0 });
    expect(building.upload!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(page.items.every((a) => a.minSize === AUDIENCE_MIN_SIZE)).toBe(true);
    // Seeded campaigns target some of them; each listed campaign names the audience in its targeting.
    const used = page.items.filter((a) => a.campaigns.length > 0);
    expect(used.length).toBeGreaterThan(0);
    const c = used[0]!.campaigns[0]!;
    const campaign = await api.campaigns.get(c.id);
    expect(c.excluded ? campaign.targeting.excludedSegments : campaign.targeting.segments).toContain(
      used[0]!.id,
    );
  });
});

describe('rules: retargeting and converters', () => {
  it('creates a retargeting audience from two campaigns: building, then sized as the estimate said', async () => {
    const { api } = await account();
    const ids = await campaignIds(api, 'ACTIVE', 2);
    const rule = { campaignIds: ids, event: 'IMPRESSION' as const, days: 90 };
    const estimate = await api.audiences.estimate({ kind: 'RETARGETING', ...rule });
    expect(estimate.size).toBeGreaterThan(0);
    const created = await api.audiences.create({ name: '  Saw two campaigns ', kind: 'RETARGETING', rule });
    expect(created).toMatchObject({
      name: 'Saw two campaigns',
      kind: 'RETARGETING',
      rule,
      status: 'BUILDING',
    });
    const ready = await built(api, created.id);
    expect(ready.size).toBe(estimate.size);
    expect(ready.status).toBe(estimate.status);
    const detail = await api.audiences.get(created.id);
    // Created today: its history starts today.
    expect(detail.sizeHistory).toEqual([
      { date: new Date().toISOString().slice(0, 10), size: estimate.size },
    ]);

    // A narrower rule counts fewer users; the change rebuilds it.
    const clicks = await api.audiences.update(created.id, { rule: { ...rule, event: 'CLICK', days: 7 } });
    expect(clicks.status).toBe('BUILDING');
    expect((await built(api, created.id)).size).toBeLessThan(ready.size);
  });

  it('estimates converters from the tracking actions sent with the collect call', async () => {
    const { api } = await account({});
    const action = `contract_purchase_${Date.now()}`;
    const send = (visitor: string) =>
      fetch(`${base}/api/public/collect/action`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tracking-visitor-id': visitor, [CSRF_HEADER]: '1' },
        body: JSON.stringify({ action, path: '/checkout' }),
      });
    for (const visitor of ['v-1', 'v-2', 'v-3', 'v-2']) expect((await send(visitor)).status).toBe(200);
    // No campaigns, so no clicks: exactly the three distinct senders.
    await expect(api.audiences.estimate({ kind: 'CONVERTERS', action, days: 1 })).resolves.toEqual({
      size: 3,
      minSize: AUDIENCE_MIN_SIZE,
      status: 'TOO_SMALL',
    });
    const audience = await api.audiences.create({
      name: 'Buyers',
      kind: 'CONVERTERS',
      rule: { action, days: 7 },
    });
    expect(await built(api, audience.id)).toMatchObject({ size: 3, status: 'TOO_SMALL' });
  });
});

describe('an uploaded list', () => {
  it('is created with an open upload, filled in batches of distinct ids and completed by count', async () => {
    const { api } = await account({});
    const created = await api.audiences.create({
      name: 'CRM',
      kind: 'UPLOADED',
      rule: { fileName: 'crm.csv' },
    });
    expect(created).toMatchObject({ status: 'BUILDING', size: 0, rule: { fileName: null } });
    expect(created.upload).toMatchObject({ fileName: 'crm.csv', received: 0 });
    expect(created.upload!.expiresAt.getTime() - created.upload!.startedAt.getTime()).toBe(
      AUDIENCE_UPLOAD_TTL_HOURS * 3_600_000,
    );

    // A batch sent twice (a retry) and overlapping ids count once.
    expect((await api.audiences.sendIds(created.id, [1, 2, 3, 4])).received).toBe(4);
    expect((await api.audiences.sendIds(created.id, [1, 2, 3, 4])).received).toBe(4);
    expect((await api.audiences.sendIds(created.id, [4, 5, 7_123_456_789])).received).toBe(6);

    const mismatch = await failure(api.audiences.completeUpload(created.id, 7));
    expect(mismatch).toMatchObject({ status: 409, code: 'UPLOAD_COUNT_MISMATCH' });
    expect((await api.audiences.get(created.id)).status).toBe('BUILDING');

    const done = await api.audiences.completeUpload(created.id, 6);
    expect(done).toMatchObject({ status: 'TOO_SMALL', size: 6, upload: null, rule: { fileName: 'crm.csv' } });
    await expect(failure(api.audiences.sendIds(created.id, [8]))).resolves.toMatchObject({
      status: 409,
      code: 'NO_UPLOAD',
    });
  });

  it('replaces its list through a new upload, keeps the old one until then, and can cancel', async () => {
    const { api } = await account({});
    const created = await api.audiences.create({
      name: 'Big',
      kind: 'UPLOADED',
      rule: { fileName: 'a.txt' },
    });
    const total = AUDIENCE_ID_BATCH + 1_500;
    const progress: number[] = [];
    const ready = await api.audiences.uploadIds(
      created.id,
      Float64Array.from({ length: total }, (_, i) => 1_000_000 + i),
      { onProgress: (p) => progress.push(p.sent) },
    );
    expect(progress).toEqual([AUDIENCE_ID_BATCH, total]);
    expect(ready).toMatchObject({ status: 'READY', size: total, upload: null });

    const restarted = await api.audiences.startUpload(created.id, 'b.txt');
    expect(restarted).toMatchObject({
      status: 'READY',
      size: total,
      upload: { fileName: 'b.txt', received: 0 },
    });
    await api.audiences.sendIds(created.id, [5, 6]);
    const cancelled = await api.audiences.cancelUpload(created.id);
    expect(cancelled).toMatchObject({
      status: 'READY',
      size: total,
      upload: null,
      rule: { fileName: 'a.txt' },
    });

    await api.audiences.startUpload(created.id, 'c.txt');
    const replaced = await api.audiences.uploadIds(created.id, [10, 11, 12]);
    expect(replaced).toMatchObject({ status: 'TOO_SMALL', size: 3, rule: { fileName: 'c.txt' } });
    // Only the current list's ids are kept.
    const { rows } = await s.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audience_members m JOIN audience_uploads u ON u.id = m.upload_id
        WHERE u.audience_id = $1`,
      [created.id],
    );
    expect(rows[0]!.n).toBe(3);
    // The history shows the list's size once it completed.
    expect((await api.audiences.get(created.id)).sizeHistory.at(-1)!.size).toBe(3);
  });

  it('that never completed fails when its upload is cancelled', async () => {
    const { api } = await account({});
    const created = await api.audiences.create({
      name: 'Gone',
      kind: 'UPLOADED',
      rule: { fileName: 'g.csv' },
    });
    expect(await api.audiences.cancelUpload(created.id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'UPLOAD_CANCELLED',
      upload: null,
    });
  });
});

describe('campaign targeting includes and excludes audiences', () => {
  const campaign = (segments: number[], excludedSegments?: number[]): CampaignInput => ({
    name: 'Targets audiences',
    campaignType: 'Task',
    strategy: { budget: 20, cpm: 1, cpc: null, billingType: 'PAY_PER_SHOW' },
    ads: [{ title: 'Hi', link: 'https://example.com/landing' }],
    targeting: { ...OPEN_TARGETING, segments, ...(excludedSegments && { excludedSegments }) },
  });

  it('keeps both lists; an old body without excludedSegments stays valid and excludes nothing', async () => {
    const { api } = await account();
    const [a, b] = (await api.audiences.list({ pageSize: 2, orderBy: 'id' })).items;
    const both = await api.campaigns.create(campaign([a!.id], [b!.id]));
    expect(both.targeting).toMatchObject({ segments: [a!.id], excludedSegments: [b!.id] });
    const old = await api.campaigns.create(campaign([a!.id]));
    expect(old.targeting).toMatchObject({ segments: [a!.id], excludedSegments: [] });
    const detail = await api.audiences.get(b!.id);
    expect(detail.campaigns).toContainEqual({
      id: both.id,
      name: both.name,
      status: 'MODERATION',
      excluded: true,
    });

    const overlap = await failure(api.campaigns.create(campaign([a!.id], [a!.id])));
    expect(overlap).toMatchObject({
      status: 400,
      data: { fields: { 'targeting.excludedSegments[0]': expect.stringContaining('also in segments') } },
    });
  });

  it('refuses to delete an audience while a campaign using it runs (in moderation, and ACTIVE once approved), naming it', async () => {
    const { api } = await account();
    const audience = await api.audiences.create({
      name: 'Kept',
      kind: 'CONVERTERS',
      rule: { action: 'signup', days: 30 },
    });
    const [running] = await campaignIds(api, 'ACTIVE', 1);
    const [stopped] = await campaignIds(api, 'STOPPED', 1);
    const current = await api.campaigns.get(running!);
    // Editing the targeting of an active campaign sends it to moderation, which counts as running too.
    await api.campaigns.update(running!, { targeting: { ...current.targeting, segments: [audience.id] } });
    expect((await api.campaigns.get(running!)).status).toBe('MODERATION');
    const stoppedOne = await api.campaigns.get(stopped!);
    await api.campaigns.update(stopped!, {
      targeting: { ...stoppedOne.targeting, segments: [], excludedSegments: [audience.id] },
    });
    // That edit sent the stopped campaign to moderation too: stop it again, so only the running one blocks.
    await api.campaigns.stop(stopped!);
    const inModeration = await failure(api.audiences.remove(audience.id));
    expect(isAudienceInUseError(inModeration)).toBe(true);

    // A moderator approves the edit: the campaign serves (ACTIVE) with the audience, and deleting it is refused
    // with a 409 that names that campaign.
    const moderator = await client('superuser@demo.adnet');
    await moderator.campaigns.restore(running!, true);
    expect(await api.campaigns.get(running!)).toMatchObject({
      status: 'ACTIVE',
      targeting: { segments: [audience.id] },
    });
    const refused = await failure(api.audiences.remove(audience.id));
    expect(isAudienceInUseError(refused)).toBe(true);
    if (!isAudienceInUseError(refused)) return;
    expect(refused.status).toBe(409);
    expect(refused.data.campaigns).toEqual([expect.objectContaining({ id: running, name: current.name })]);
    expect(refused.message).toContain(current.name);
    expect((await api.audiences.get(audience.id)).campaigns.map((c) => c.id).sort()).toEqual(
      [running, stopped].sort(),
    );

    // Once it stops, the audience goes, and every campaign loses it from its targeting.
    await api.campaigns.stop(running!);
    await api.audiences.remove(audience.id);
    expect(isHttpError(await failure(api.audiences.get(audience.id)), 404)).toBe(true);
    expect((await api.campaigns.get(running!)).targeting.segments).not.toContain(audience.id);
    expect((await api.campaigns.get(stopped!)).targeting.excludedSegments).not.toContain(audience.id);
  });
});

describe('ownership: another user’s audience is not found', () => {
  it('for every call that names it, and for a list or a rule of another user', async () => {
    const owner = await account();
    const other = await account({ campaigns: 2 });
    const [theirs] = (await owner.api.audiences.list({ kind: 'UPLOADED', status: 'BUILDING' })).items;
    const before = await fingerprint(s.db);
    const calls: (() => Promise<unknown>)[] = [
      () => other.api.audiences.get(theirs!.id),
      () => other.api.audiences.update(theirs!.id, { name: 'Mine now' }),
      () => other.api.audiences.remove(theirs!.id),
      () => other.api.audiences.startUpload(theirs!.id, 'x.csv'),
      () => other.api.audiences.sendIds(theirs!.id, [1]),
      () => other.api.audiences.completeUpload(theirs!.id, 1),
      () => other.api.audiences.cancelUpload(theirs!.id),
      () => other.api.audiences.list({ userId: owner.id }),
    ];
    for (const call of calls) expect(isHttpError(await failure(call()), 404)).toBe(true);
    const ownerCampaign = (await owner.api.campaigns.list({ pageSize: 1 })).items[0]!.id;
    const rule = await failure(
      other.api.audiences.create({
        name: 'Their campaign',
        kind: 'RETARGETING',
        rule: { campaignIds: [ownerCampaign], event: 'CLICK', days: 7 },
      }),
    );
    expect(rule).toMatchObject({
      status: 400,
      data: { fields: { 'rule.campaignIds[0]': 'is not a campaign of this account' } },
    });
    const estimate = await failure(
      other.api.audiences.estimate({
        kind: 'RETARGETING',
        campaignIds: [ownerCampaign],
        event: 'CLICK',
        days: 7,
      }),
    );
    expect(estimate).toMatchObject({
      status: 400,
      data: { fields: { 'campaignIds[0]': expect.any(String) } },
    });
    const targeting = await failure(
      other.api.campaigns.create({
        name: 'Borrowing',
        campaignType: 'Task',
        strategy: { budget: 20, cpm: 1, cpc: null, billingType: 'PAY_PER_SHOW' },
        ads: [{ title: 'Hi', link: 'https://example.com' }],
        targeting: { ...OPEN_TARGETING, segments: [], excludedSegments: [theirs!.id] },
      }),
    );
    expect(targeting).toMatchObject({
      status: 400,
      data: { fields: { 'targeting.excludedSegments[0]': 'is not an audience of this account' } },
    });
    expect(await fingerprint(s.db)).toEqual(before);
    // The owner still sees it, unchanged.
    expect((await owner.api.audiences.get(theirs!.id)).name).toBe(theirs!.name);
  });

  it('a read-only account reads audiences but may not change them', async () => {
    const api = await client('readonly@demo.adnet');
    await expect(api.audiences.list()).resolves.toBeDefined();
    const refused = await failure(
      api.audiences.create({ name: 'Nope', kind: 'CONVERTERS', rule: { action: 'x', days: 1 } }),
    );
    expect(refused).toMatchObject({ status: 403, code: 'READ_ONLY' });
  });
});

describe('bad input is answered 400 with field messages and changes nothing', () => {
  it('empty name, 1 MB name, unknown kind, negative days, an id list with letters, and more', async () => {
    const { api } = await account();
    const [uploading] = (await api.audiences.list({ kind: 'UPLOADED', status: 'BUILDING' })).items;
    const [rule] = (await api.audiences.list({ kind: 'CONVERTERS' })).items;
    const [campaign] = await campaignIds(api, 'ACTIVE', 1);
    const before = await fingerprint(s.db);
    // Each call starts only when its case runs (a rejected promise nobody awaits yet is an unhandled rejection).
    const cases: [() => Promise<unknown>, Record<string, string | RegExp>][] = [
      [
        () => api.audiences.create({ name: '   ', kind: 'CONVERTERS', rule: { action: 'a', days: 1 } }),
        { name: 'must not be empty' },
      ],
      [
        () =>
          api.audiences.create({
            name: 'x'.repeat(1_000_000),
            kind: 'CONVERTERS',
            rule: { action: 'a', days: 1 },
          }),
        { name: `must be at most ${AUDIENCE_NAME_MAX} characters` },
      ],
      [
        () => api.audiences.create({ name: 'Kind', kind: 'LOOKALIKE', rule: {} } as never),
        { kind: 'must be one of: UPLOADED, RETARGETING, CONVERTERS' },
      ],
      [
        () =>
          api.audiences.create({
            name: 'Days',
            kind: 'RETARGETING',
            rule: { campaignIds: [campaign!], event: 'CLICK', days: -3 },
          }),
        { 'rule.days': 'must be at least 1' },
      ],
      [
        () => api.audiences.create({ name: 'Days', kind: 'CONVERTERS', rule: { action: 'buy', days: 400 } }),
        { 'rule.days': `must be at most ${AUDIENCE_MAX_DAYS}` },
      ],
      [
        () =>
          api.audiences.create({
            name: 'Event',
            kind: 'RETARGETING',
            rule: { campaignIds: [], event: 'VIEW', days: 3 },
          } as never),
        { 'rule.campaignIds': 'must not be empty', 'rule.event': /^must be one of: IMPRESSION, CLICK$/ },
      ],
      [
        () => api.audiences.sendIds(uploading!.id, [1, '2a' as never, 3, 'abc' as never, 4.5]),
        { 'ids[1]': /Telegram user id/, 'ids[3]': /Telegram user id/, 'ids[4]': /Telegram user id/ },
      ],
      [() => api.audiences.sendIds(uploading!.id, []), { ids: 'must not be empty' }],
      [
        () => api.audiences.sendIds(uploading!.id, [0, -7]),
        { 'ids[0]': /Telegram user id/, 'ids[1]': /Telegram user id/ },
      ],
      [
        () =>
          api.audiences.sendIds(
            uploading!.id,
            Array.from({ length: AUDIENCE_ID_BATCH + 1 }, (_, i) => i + 1),
          ),
        { ids: `must have at most ${AUDIENCE_ID_BATCH} items a batch` },
      ],
      [() => api.audiences.completeUpload(uploading!.id, 0), { count: 'must be at least 1' }],
      [
        () => api.audiences.update(rule!.id, { rule: { action: '', days: -1 } }),
        { 'rule.action': 'must not be empty', 'rule.days': 'must be at least 1' },
      ],
      [
        () => api.audiences.update(uploading!.id, { rule: { action: 'a', days: 1 } }),
        { rule: /changes its list through a new upload/ },
      ],
      [() => api.audiences.list({ kind: 'SECRET' as never }), { kind: /^must be one of/ }],
      [() => api.audiences.list({ orderBy: 'owner' as never }), { sort: /^must be "field,asc"/ }],
      [() => api.audiences.estimate({ kind: 'CONVERTERS', days: 0 }), { days: 'must be at least 1' }],
    ];
    for (const [call, fields] of cases) {
      const error = await failure(call());
      expect(error, JSON.stringify(fields)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
      const got = (error as { data: { fields: Record<string, string> } }).data.fields;
      for (const [field, message] of Object.entries(fields))
        if (typeof message === 'string') expect(got[field], field).toBe(message);
        else expect(got[field], field).toMatch(message);
    }
    expect(await fingerprint(s.db)).toEqual(before);
  });
});

describe('the list', () => {
  it('pages, filters by name, kind and status, and sorts by every published field', async () => {
    const { api } = await account();
    const all = await api.audiences.list({ pageSize: 50 });
    expect(all.total).toBe(7);
    const page2 = await api.audiences.list({ page: 2, pageSize: 3, orderBy: 'name', order: 'asc' });
    expect(page2).toMatchObject({ page: 2, pageSize: 3, total: 7, pageCount: 3 });
    const names = all.items.map((a) => a.name).sort((a, b) => a.localeCompare(b));
    expect(page2.items.map((a) => a.name)).toEqual(names.slice(3, 6));
    expect((await api.audiences.list({ name: 'CRYPTO' })).items.map((a) => a.name)).toEqual([
      'Crypto enthusiasts',
    ]);
    const uploaded = await api.audiences.list({ kind: 'UPLOADED' });
    expect(uploaded.items.every((a) => a.kind === 'UPLOADED')).toBe(true);
    expect((await api.audiences.list({ status: 'FAILED' })).items.map((a) => a.name)).toEqual([
      'Old CRM export',
    ]);
    const bySize = (await api.audiences.list({ orderBy: 'size', order: 'desc', pageSize: 50 })).items.map(
      (a) => a.size,
    );
    expect(bySize).toEqual([...bySize].sort((a, b) => b - a));
    for (const field of AUDIENCE_SORT_FIELDS)
      for (const order of ['asc', 'desc'] as const)
        await expect(api.audiences.list({ orderBy: field, order })).resolves.toBeDefined();
  });
});
