import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FOREIGN_TAX_NUMBER_MAX_LENGTH,
  LEGAL_INFOS_PER_USER,
  LEGAL_NAME_MAX_LENGTH,
  VAT_MAX_PERCENT,
} from '@adnet/api-client';
import * as limits from '../src/legal-info';
import { OPEN_TARGETING, fingerprint, signIn, startSandbox, userId, type TestSandbox } from './helpers';

let s: TestSandbox;
let marking: Awaited<ReturnType<typeof signIn>>;
let seededId: number;

/** A new account of the test's own (dev fixture), signed in. */
async function fixture(spec: Record<string, unknown>) {
  const res = await s.app.inject({ method: 'POST', url: '/api/dev/fixtures/users', payload: spec });
  const { id, email } = res.json<{ id: number; email: string }>();
  return { id, as: await signIn(s.app, email) };
}

beforeAll(async () => {
  s = await startSandbox();
  marking = await signIn(s.app, 'marking@demo.adnet');
  seededId = (await marking({ method: 'GET', url: '/api/user/legal_info' })).json()[0].id;
});
afterAll(() => s.close());

const entity = { type: 'LEGAL_ENTITY', name: 'OOO "Vasilek"', inn: '7736207543', vatPayer: true };

describe('legal info: what the server refuses, and that a refusal changes nothing', () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    [
      'a wrong check digit',
      { ...entity, inn: '7736207544' },
      { inn: 'is not a valid ИНН: its check digits do not match' },
    ],
    [
      '12 digits for a legal entity',
      { ...entity, inn: '500100732259' },
      { inn: 'must be 10 digits for a legal entity' },
    ],
    [
      '10 digits for a sole trader',
      { ...entity, type: 'SOLE_TRADER' },
      { inn: 'must be 12 digits for an individual or a sole trader' },
    ],
    ['no ИНН for a resident', { ...entity, inn: null }, { inn: 'is required for a Russian resident' }],
    [
      'foreign fields on a resident',
      { ...entity, countryCode: '840', foreignTaxNumber: 'X' },
      {
        countryCode: 'is only for foreign parties; send null',
        foreignTaxNumber: 'is only for foreign parties; send null',
      },
    ],
    [
      'a foreign party with an ИНН, no country and no number',
      { type: 'FOREIGN_LEGAL_ENTITY', name: 'Acme', inn: '7736207543', vatPayer: false },
      {
        inn: 'is only for Russian residents; send null',
        countryCode: 'is required for a foreign party',
        foreignRegNumber: 'a foreign party needs a registration number or a tax number',
      },
    ],
    [
      'a country code that is no country',
      {
        type: 'FOREIGN_LEGAL_ENTITY',
        name: 'Acme',
        countryCode: '999',
        foreignRegNumber: 'R1',
        vatPayer: false,
      },
      { countryCode: 'is not a country: use the 3-digit OKSM (ISO 3166-1 numeric) code' },
    ],
    [
      'an individual paying VAT',
      { type: 'INDIVIDUAL', name: 'Ivanov Ivan', inn: '500100732259', vatPayer: true },
      { vatPayer: 'an individual does not pay VAT' },
    ],
    [
      'too long foreign numbers',
      {
        type: 'FOREIGN_INDIVIDUAL',
        name: 'John',
        countryCode: '840',
        foreignRegNumber: 'r'.repeat(33),
        foreignTaxNumber: 't'.repeat(51),
        vatPayer: false,
      },
      {
        foreignRegNumber: 'must be at most 32 characters',
        foreignTaxNumber: 'must be at most 50 characters',
      },
    ],
    [
      'an unknown type and no name',
      { type: 'PIRATE', vatPayer: false },
      { type: expect.stringContaining('must be one of'), name: 'is required' },
    ],
    [
      'the seeded ИНН twice',
      { ...entity, inn: '7707083893' },
      { inn: 'is already on another legal info of this account' },
    ],
  ];

  it.each(cases)('refuses %s with 400 on the fields', async (_name, payload, fields) => {
    const before = await fingerprint(s.db);
    const res = await marking({ method: 'POST', url: '/api/user/legal_info', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
    expect(res.json().fields).toEqual(fields);
    expect(await fingerprint(s.db)).toEqual(before);
  });

  it('takes an empty optional field as not given, and foreign numbers as either one', async () => {
    const res = await marking({
      method: 'POST',
      url: '/api/user/legal_info',
      payload: {
        type: 'FOREIGN_INDIVIDUAL',
        name: ' John Smith ',
        inn: '',
        countryCode: '840',
        foreignRegNumber: '',
        foreignTaxNumber: '123-45-6789',
        vatPayer: false,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'John Smith',
      inn: null,
      foreignRegNumber: null,
      userId: expect.any(Number),
    });
    await marking({ method: 'DELETE', url: `/api/user/legal_info/${res.json().id}` });
  });
});

describe('legal info: who may see and change it', () => {
  it('answers another user’s legal info with 404 on read, update and delete, and changes nothing', async () => {
    const other = await fixture({ featuresOn: ['ru_ad_marking'] });
    const before = await fingerprint(s.db);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await other.as({
        method,
        url: `/api/user/legal_info/${seededId}`,
        ...(method === 'PUT' && { payload: entity }),
      });
      expect(res.statusCode).toBe(404);
    }
    // Listing someone else's needs the right to act for them.
    const markingId = await userId(s.db, 'marking@demo.adnet');
    expect(
      (await other.as({ method: 'GET', url: `/api/user/legal_info?userId=${markingId}` })).statusCode,
    ).toBe(404);
    expect(await fingerprint(s.db)).toEqual(before);
  });

  it('is 403 FEATURE_DISABLED without ru_ad_marking, and 403 READ_ONLY for a read-only account’s writes', async () => {
    const plain = await fixture({});
    const res = await plain.as({ method: 'GET', url: '/api/user/legal_info' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('FEATURE_DISABLED');
    const readOnly = await fixture({ role: 'User Read Only', featuresOn: ['ru_ad_marking'] });
    expect((await readOnly.as({ method: 'GET', url: '/api/user/legal_info' })).statusCode).toBe(200);
    const write = await readOnly.as({ method: 'POST', url: '/api/user/legal_info', payload: entity });
    expect(write.statusCode).toBe(403);
    expect(write.json().error).toBe('READ_ONLY');
  });

  it('lets an admin read and add a client’s legal info with userId', async () => {
    const admin = await signIn(s.app, 'superuser@demo.adnet');
    const client = await fixture({ featuresOn: ['ru_ad_marking'] });
    const created = await admin({
      method: 'POST',
      url: '/api/user/legal_info',
      payload: { ...entity, userId: client.id },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().userId).toBe(client.id);
    const list = (await client.as({ method: 'GET', url: '/api/user/legal_info' })).json();
    // A fixture with ru_ad_marking starts with the seed's legal info, as the demo account does.
    expect(list.map((l: { inn: string }) => l.inn)).toEqual(['7707083893', entity.inn]);
    const read = await admin({ method: 'GET', url: `/api/user/legal_info?userId=${client.id}` });
    expect(read.json()).toEqual(list);
  });

  it(`keeps at most ${limits.LEGAL_INFO_LIMIT} per account (409 LEGAL_INFO_LIMIT)`, async () => {
    const owner = await fixture({ featuresOn: ['ru_ad_marking'] });
    const seeded = (await owner.as({ method: 'GET', url: '/api/user/legal_info' })).json().length;
    expect(seeded).toBe(1);
    for (let i = seeded; i < limits.LEGAL_INFO_LIMIT; i++) {
      const res = await owner.as({
        method: 'POST',
        url: '/api/user/legal_info',
        payload: {
          type: 'FOREIGN_LEGAL_ENTITY',
          name: `Acme ${i}`,
          countryCode: '276',
          foreignRegNumber: `HRB ${i}`,
          vatPayer: false,
        },
      });
      expect(res.statusCode).toBe(201);
    }
    const over = await owner.as({ method: 'POST', url: '/api/user/legal_info', payload: entity });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toBe('LEGAL_INFO_LIMIT');
  });
});

describe('legal info and campaigns', () => {
  it('a campaign may name only its owner’s legal info; one in use cannot be deleted', async () => {
    const owner = await fixture({ featuresOn: ['ru_ad_marking'], deposit: 1_000 });
    const mine = (await owner.as({ method: 'POST', url: '/api/user/legal_info', payload: entity })).json();
    const campaign = (legalInfoId: number) => ({
      name: 'Marked',
      campaignType: 'TASK',
      strategy: { budget: 50, cpm: 1, cpc: null, billingType: 'PAY_PER_SHOW' },
      ads: [{ link: 'https://example.com/landing', title: 'Hello' }],
      targeting: OPEN_TARGETING,
      legalInfoId,
    });
    const foreign = await owner.as({ method: 'POST', url: '/api/campaigns', payload: campaign(seededId) });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ legalInfoId: 'is not a legal info of this account' });

    const created = await owner.as({ method: 'POST', url: '/api/campaigns', payload: campaign(mine.id) });
    expect(created.statusCode).toBe(201);
    expect(created.json().legalInfoId).toBe(mine.id);
    const removal = await owner.as({ method: 'DELETE', url: `/api/user/legal_info/${mine.id}` });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().error).toBe('LEGAL_INFO_IN_USE');
  });

  it('seeds one legal info for each marked account, and its campaigns name it', async () => {
    const { rows } = await s.db.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM campaigns c LEFT JOIN legal_infos l ON l.id = c.legal_info_id
        WHERE c.legal_info_id IS NOT NULL AND (l.id IS NULL OR l.user_id <> c.owner_id)`,
    );
    expect(rows[0]!.n).toBe(0);
    const marked = await s.db.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM campaigns WHERE legal_info_id = $1`,
      [seededId],
    );
    expect(marked.rows[0]!.n).toBeGreaterThan(0);
  });
});

describe('the legal limits', () => {
  it('are the same numbers in the client and the sandbox', () => {
    expect([
      LEGAL_INFOS_PER_USER,
      LEGAL_NAME_MAX_LENGTH,
      FOREIGN_TAX_NUMBER_MAX_LENGTH,
      VAT_MAX_PERCENT,
    ]).toEqual([
      limits.LEGAL_INFO_LIMIT,
      limits.LEGAL_NAME_MAX,
      limits.FOREIGN_TAX_NUMBER_MAX,
      limits.VAT_MAX_PERCENT,
    ]);
  });
});

describe('a campaign’s legal entity typed on the campaign (its details instead of a saved legal info)', () => {
  const base = {
    name: 'Marked by its details',
    campaignType: 'TASK',
    strategy: { budget: 50, cpm: 1, cpc: null, billingType: 'PAY_PER_SHOW' },
    ads: [{ link: 'https://example.com/landing', title: 'Hello', erid: '2VtzqwGZtLs' }],
    targeting: OPEN_TARGETING,
  };
  const details = { legalType: 'LEGAL_ENTITY', legalName: 'OOO "Vasilek"', regNumber: '7736207543', vat: 20 };
  let owner: Awaited<ReturnType<typeof fixture>>;
  beforeAll(async () => {
    owner = await fixture({ featuresOn: ['ru_ad_marking'], deposit: 1_000 });
  });
  const stored = async (id: number) =>
    (
      await s.db.query(
        `SELECT legal_info_id AS "legalInfoId", legal_type AS "legalType", legal_name AS "legalName",
           reg_number AS "regNumber", vat FROM campaigns WHERE id = $1`,
        [id],
      )
    ).rows[0];

  it('stores the details, echoes them in the detail with legalInfoId null, and keeps them on an unrelated edit', async () => {
    const created = await owner.as({
      method: 'POST',
      url: '/api/campaigns',
      payload: { ...base, ...details },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ ...details, legalInfoId: null });
    expect(await stored(id)).toEqual({ ...details, legalInfoId: null });
    expect((await owner.as({ method: 'GET', url: `/api/campaigns/${id}` })).json()).toMatchObject(details);
    expect(created.json().ads[0].erid).toBe('2VtzqwGZtLs');

    const renamed = await owner.as({
      method: 'PATCH',
      url: `/api/campaigns/${id}`,
      payload: { name: 'Renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ ...details, legalInfoId: null, name: 'Renamed' });
  });

  it('takes a foreign party’s registration number as it is, and no VAT rate', async () => {
    const foreign = {
      legalType: 'FOREIGN_LEGAL_ENTITY',
      legalName: 'Acme GmbH',
      regNumber: 'HRB 12345 B',
      vat: null,
    };
    const created = await owner.as({
      method: 'POST',
      url: '/api/campaigns',
      payload: { ...base, ...foreign },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await stored(created.json().id)).toEqual({ ...foreign, legalInfoId: null });
  });

  it('switches on PATCH between a saved legal info and typed details as one group, leaving nothing of the other', async () => {
    const [saved] = (await owner.as({ method: 'GET', url: '/api/user/legal_info' })).json() as {
      id: number;
    }[];
    const created = await owner.as({
      method: 'POST',
      url: '/api/campaigns',
      payload: { ...base, ...details },
    });
    const id = created.json().id as number;
    const toSaved = await owner.as({
      method: 'PATCH',
      url: `/api/campaigns/${id}`,
      payload: { legalInfoId: saved!.id },
    });
    expect(toSaved.statusCode, toSaved.body).toBe(200);
    const none = { legalType: null, legalName: null, regNumber: null, vat: null };
    expect(await stored(id)).toEqual({ ...none, legalInfoId: saved!.id });
    expect(toSaved.json()).toMatchObject({ ...none, legalInfoId: saved!.id });
    const back = await owner.as({
      method: 'PATCH',
      url: `/api/campaigns/${id}`,
      payload: { ...details, legalInfoId: null, vat: 10 },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await stored(id)).toEqual({ ...details, vat: 10, legalInfoId: null });
    const cleared = await owner.as({
      method: 'PATCH',
      url: `/api/campaigns/${id}`,
      payload: { legalInfoId: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect(await stored(id)).toEqual({ ...none, legalInfoId: null });
  });

  const refused: [string, Record<string, unknown>, Record<string, unknown>][] = [
    [
      'an ИНН whose check digit is wrong',
      { ...details, regNumber: '7736207544' },
      { regNumber: 'is not a valid ИНН: its check digits do not match' },
    ],
    [
      'a 12-digit ИНН for a legal entity',
      { ...details, regNumber: '500100732259' },
      { regNumber: 'must be 10 digits for a legal entity' },
    ],
    [
      'a 10-digit ИНН for a sole trader',
      { ...details, legalType: 'SOLE_TRADER' },
      { regNumber: 'must be 12 digits for an individual or a sole trader' },
    ],
    [
      'letters as a resident’s ИНН',
      { ...details, regNumber: 'HRB 12345' },
      { regNumber: 'must be 10 digits for a legal entity' },
    ],
    [
      'details without a name, a number and a type',
      { vat: 20 },
      {
        legalType: 'is required with the legal details',
        legalName: 'is required with the legal details',
        regNumber: 'is required with the legal details',
      },
    ],
    ['an empty name', { ...details, legalName: '   ' }, { legalName: 'is required with the legal details' }],
    [
      'a name over 255 characters',
      { ...details, legalName: 'x'.repeat(256) },
      { legalName: 'must be at most 255 characters' },
    ],
    [
      'a foreign number over 50 characters',
      { ...details, legalType: 'FOREIGN_LEGAL_ENTITY', regNumber: 'r'.repeat(51) },
      { regNumber: 'must be at most 50 characters' },
    ],
    ['a VAT rate over 100 %', { ...details, vat: 100.5 }, { vat: 'must be at most 100' }],
    ['a negative VAT rate', { ...details, vat: -1 }, { vat: 'must be at least 0' }],
    ['a VAT rate with 3 decimals', { ...details, vat: 20.125 }, { vat: expect.stringContaining('decimals') }],
    ['VAT as text', { ...details, vat: '20' }, { vat: 'must be a number' }],
    [
      'an individual paying VAT',
      { ...details, legalType: 'INDIVIDUAL', regNumber: '500100732259', vat: 20 },
      { vat: 'an individual does not pay VAT; send null' },
    ],
    [
      'an unknown type',
      { ...details, legalType: 'PIRATE' },
      { legalType: expect.stringContaining('must be one of') },
    ],
  ];

  it.each(refused)('refuses %s with 400 on the field and changes nothing', async (_name, legal, fields) => {
    const before = await fingerprint(s.db);
    const res = await owner.as({ method: 'POST', url: '/api/campaigns', payload: { ...base, ...legal } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual(fields);
    expect(await fingerprint(s.db)).toEqual(before);
  });

  it('refuses a saved legal info and details together, on create and on PATCH', async () => {
    const [saved] = (await owner.as({ method: 'GET', url: '/api/user/legal_info' })).json() as {
      id: number;
    }[];
    const before = await fingerprint(s.db);
    const both = { ...details, legalInfoId: saved!.id };
    const res = await owner.as({ method: 'POST', url: '/api/campaigns', payload: { ...base, ...both } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      legalInfoId:
        'name a saved legal info or give its details (legalType, legalName, regNumber, vat), not both',
    });
    expect(await fingerprint(s.db)).toEqual(before);
    const created = await owner.as({
      method: 'POST',
      url: '/api/campaigns',
      payload: { ...base, ...details },
    });
    const patch = await owner.as({
      method: 'PATCH',
      url: `/api/campaigns/${created.json().id}`,
      payload: { legalInfoId: saved!.id, legalName: 'Other' },
    });
    expect(patch.statusCode).toBe(400);
    expect(Object.keys(patch.json().fields)).toEqual(['legalInfoId']);
    expect(await stored(created.json().id)).toEqual({ ...details, legalInfoId: null });
  });

  it('refuses every legal field, and an erid, without the feature ru_ad_marking', async () => {
    const plain = await fixture({ deposit: 1_000 });
    const before = await fingerprint(s.db);
    const res = await plain.as({ method: 'POST', url: '/api/campaigns', payload: { ...base, ...details } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      legalType: 'needs the feature ru_ad_marking',
      legalName: 'needs the feature ru_ad_marking',
      regNumber: 'needs the feature ru_ad_marking',
      vat: 'needs the feature ru_ad_marking',
      'ads[0].erid': 'needs the feature ru_ad_marking',
    });
    expect(await fingerprint(s.db)).toEqual(before);
    // Nulls are no marking at all: taken without the feature.
    const { erid: _erid, ...ad } = base.ads[0]!;
    const none = { legalInfoId: null, legalType: null, legalName: null, regNumber: null, vat: null };
    const ok = await plain.as({
      method: 'POST',
      url: '/api/campaigns',
      payload: { ...base, ads: [ad], ...none },
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});
