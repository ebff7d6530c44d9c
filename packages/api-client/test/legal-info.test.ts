import { describe, expect, it } from 'vitest';
import {
  LEGAL_INFO_TYPES,
  VAT_MAX_PERCENT,
  checkCampaignLegal,
  checkLegalInfo,
  innLength,
  isValidInn,
  toCampaignInputWire,
  toCampaignLegal,
  toCampaignPatchWire,
  toLegalInfo,
  toLegalInfoInputWire,
  type CampaignLegalDetails,
  type LegalInfoInput,
} from '../src';
import { campaignWire } from './fixtures';

// Real, published ИНН: Sberbank (10 digits) and an individual's 12-digit example from the tax service's docs.
const LEGAL_INN = '7707083893';
const PERSON_INN = '500100732259';

describe('ИНН', () => {
  it('accepts 10 and 12 digits whose check digits hold', () => {
    expect(isValidInn(LEGAL_INN)).toBe(true);
    expect(isValidInn('7736207543')).toBe(true);
    expect(isValidInn(PERSON_INN)).toBe(true);
  });

  it('refuses a changed digit, a wrong length and anything but digits', () => {
    expect(isValidInn('7707083894')).toBe(false); // the 10th digit checks the first nine
    expect(isValidInn('500100732269')).toBe(false); // the 11th digit
    expect(isValidInn('500100732258')).toBe(false); // the 12th digit
    expect(isValidInn('770708389')).toBe(false);
    expect(isValidInn('77070838931')).toBe(false);
    expect(isValidInn('77070838 3')).toBe(false);
    expect(isValidInn('７７０７０８３８９３')).toBe(false); // full-width digits are not digits here
  });

  it('needs the length of the type: 10 for a legal entity, 12 for a person or a sole trader', () => {
    expect(innLength('LEGAL_ENTITY')).toBe(10);
    expect(innLength('INDIVIDUAL')).toBe(12);
    expect(innLength('SOLE_TRADER')).toBe(12);
    expect(innLength('FOREIGN_LEGAL_ENTITY')).toBeNull();
    expect(isValidInn(LEGAL_INN, 'LEGAL_ENTITY')).toBe(true);
    expect(isValidInn(LEGAL_INN, 'SOLE_TRADER')).toBe(false);
    expect(isValidInn(PERSON_INN, 'INDIVIDUAL')).toBe(true);
    expect(isValidInn(PERSON_INN, 'LEGAL_ENTITY')).toBe(false);
  });
});

const resident = (patch: Partial<LegalInfoInput> = {}): LegalInfoInput => ({
  type: 'LEGAL_ENTITY',
  name: 'OOO "Romashka"',
  inn: LEGAL_INN,
  vatPayer: true,
  ...patch,
});
const foreign = (patch: Partial<LegalInfoInput> = {}): LegalInfoInput => ({
  type: 'FOREIGN_LEGAL_ENTITY',
  name: 'Acme Inc.',
  countryCode: '840',
  foreignRegNumber: 'C0806592',
  vatPayer: false,
  ...patch,
});

describe('checkLegalInfo', () => {
  it('finds nothing wrong with a complete resident or foreign party', () => {
    expect(checkLegalInfo(resident())).toEqual({});
    expect(checkLegalInfo(resident({ type: 'SOLE_TRADER', inn: '5001 0073 2259' }))).toEqual({});
    expect(checkLegalInfo(foreign())).toEqual({});
    expect(checkLegalInfo(foreign({ foreignRegNumber: null, foreignTaxNumber: '98-7654321' }))).toEqual({});
  });

  it('names the field and the problem of each mistake', () => {
    expect(checkLegalInfo(resident({ name: '  ', inn: '' }))).toEqual({ name: 'required', inn: 'required' });
    expect(checkLegalInfo(resident({ name: 'x'.repeat(256) }))).toEqual({ name: 'tooLong' });
    expect(checkLegalInfo(resident({ inn: PERSON_INN }))).toEqual({ inn: 'innLength' });
    expect(checkLegalInfo(resident({ inn: '7707083894' }))).toEqual({ inn: 'innChecksum' });
    expect(checkLegalInfo(resident({ type: 'INDIVIDUAL', inn: LEGAL_INN }))).toEqual({ inn: 'innLength' });
    expect(checkLegalInfo(foreign({ countryCode: '' }))).toEqual({ countryCode: 'required' });
    expect(checkLegalInfo(foreign({ countryCode: 'USA' }))).toEqual({ countryCode: 'countryCode' });
    expect(checkLegalInfo(foreign({ foreignRegNumber: ' ', foreignTaxNumber: null }))).toEqual({
      foreignRegNumber: 'foreignNumber',
    });
    expect(
      checkLegalInfo(foreign({ foreignRegNumber: 'r'.repeat(33), foreignTaxNumber: 't'.repeat(51) })),
    ).toEqual({ foreignRegNumber: 'tooLong', foreignTaxNumber: 'tooLong' });
  });

  it('does not look at the fields a type does not use', () => {
    expect(checkLegalInfo(resident({ countryCode: 'bad' }))).toEqual({});
    expect(checkLegalInfo(foreign({ inn: '1' }))).toEqual({});
  });
});

describe('legal info mappers', () => {
  it('sends only what the type uses, trimmed, the ИНН as digits', () => {
    expect(toLegalInfoInputWire(resident({ inn: ' 7707-083-893 ', countryCode: '840' }))).toEqual({
      type: 'LEGAL_ENTITY',
      name: 'OOO "Romashka"',
      inn: LEGAL_INN,
      countryCode: null,
      foreignRegNumber: null,
      foreignTaxNumber: null,
      vatPayer: true,
    });
    expect(toLegalInfoInputWire(foreign({ inn: LEGAL_INN, foreignTaxNumber: '  ', vatPayer: true }))).toEqual(
      {
        type: 'FOREIGN_LEGAL_ENTITY',
        name: 'Acme Inc.',
        inn: null,
        countryCode: '840',
        foreignRegNumber: 'C0806592',
        foreignTaxNumber: null,
        vatPayer: true,
      },
    );
  });

  it('never sends an individual as a VAT payer', () => {
    for (const type of ['INDIVIDUAL', 'FOREIGN_INDIVIDUAL'] as const)
      expect(toLegalInfoInputWire(resident({ type, vatPayer: true })).vatPayer).toBe(false);
    expect(toLegalInfoInputWire(resident({ type: 'SOLE_TRADER', vatPayer: true })).vatPayer).toBe(true);
  });

  it('reads the dates', () => {
    const info = toLegalInfo({
      id: 1,
      userId: 2,
      type: 'LEGAL_ENTITY',
      name: 'n',
      inn: LEGAL_INN,
      countryCode: null,
      foreignRegNumber: null,
      foreignTaxNumber: null,
      vatPayer: false,
      createdEpoch: 1_700_000_000,
      updatedEpoch: 1_700_000_060,
    });
    expect(info.createdAt.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(info.updatedAt.getTime() - info.createdAt.getTime()).toBe(60_000);
    expect(info).not.toHaveProperty('createdEpoch');
  });

  it('lists the five types of party', () => {
    expect(LEGAL_INFO_TYPES).toEqual([
      'LEGAL_ENTITY',
      'INDIVIDUAL',
      'SOLE_TRADER',
      'FOREIGN_LEGAL_ENTITY',
      'FOREIGN_INDIVIDUAL',
    ]);
  });
});

describe('a campaign’s legal entity: a saved legal info or its details typed on the campaign', () => {
  const details = (over: Partial<CampaignLegalDetails> = {}): CampaignLegalDetails => ({
    legalType: 'LEGAL_ENTITY',
    legalName: 'OOO "Romashka"',
    regNumber: LEGAL_INN,
    vat: 20,
    ...over,
  });

  it('checks the details with the legal-info rules (the same ИНН rule, the name’s limit)', () => {
    expect(checkCampaignLegal(details())).toEqual({});
    expect(checkCampaignLegal(details({ legalType: 'SOLE_TRADER', regNumber: '5001 0073-2259' }))).toEqual(
      {},
    );
    expect(checkCampaignLegal(details({ legalName: ' ', regNumber: '' }))).toEqual({
      legalName: 'required',
      regNumber: 'required',
    });
    expect(checkCampaignLegal(details({ legalName: 'x'.repeat(256) }))).toEqual({ legalName: 'tooLong' });
    expect(checkCampaignLegal(details({ regNumber: PERSON_INN }))).toEqual({ regNumber: 'innLength' });
    expect(checkCampaignLegal(details({ regNumber: '7707083894' }))).toEqual({ regNumber: 'innChecksum' });
    expect(
      checkCampaignLegal(details({ legalType: 'INDIVIDUAL', regNumber: '500100732258', vat: null })),
    ).toEqual({ regNumber: 'innChecksum' });
  });

  it('takes any foreign registration or tax number up to 50 characters', () => {
    const foreignParty = details({ legalType: 'FOREIGN_LEGAL_ENTITY', regNumber: 'HRB 12345' });
    expect(checkCampaignLegal(foreignParty)).toEqual({});
    expect(checkCampaignLegal({ ...foreignParty, regNumber: 'r'.repeat(50) })).toEqual({});
    expect(checkCampaignLegal({ ...foreignParty, regNumber: 'r'.repeat(51) })).toEqual({
      regNumber: 'tooLong',
    });
    expect(checkCampaignLegal({ ...foreignParty, regNumber: '  ' })).toEqual({ regNumber: 'required' });
  });

  it('takes VAT as a percent from 0 to 100 with 2 decimals, none for individuals', () => {
    for (const vat of [null, 0, 10, 20.15, VAT_MAX_PERCENT])
      expect(checkCampaignLegal(details({ vat }))).toEqual({});
    for (const vat of [-1, 100.01, 20.155, Number.NaN])
      expect(checkCampaignLegal(details({ vat })), String(vat)).toEqual({ vat: 'vatRate' });
    expect(checkCampaignLegal(details({ legalType: 'INDIVIDUAL', regNumber: PERSON_INN, vat: 20 }))).toEqual({
      vat: 'vatIndividual',
    });
    expect(
      checkCampaignLegal(details({ legalType: 'INDIVIDUAL', regNumber: PERSON_INN, vat: null })),
    ).toEqual({});
  });

  const input = (legal?: Parameters<typeof toCampaignInputWire>[0]['legal']) => {
    const { name, strategy, targeting } = campaignWire();
    return {
      name,
      campaignType: 'Task' as const,
      strategy,
      ads: [],
      targeting,
      ...(legal !== undefined && { legal }),
    };
  };
  const NONE = { legalInfoId: null, legalType: null, legalName: null, regNumber: null, vat: null };

  it('sends a saved legal info as legalInfoId and the details null', () => {
    expect(toCampaignInputWire(input({ legalInfoId: 4 }))).toMatchObject({ ...NONE, legalInfoId: 4 });
  });

  it('sends typed details trimmed, the ИНН as digits, never a VAT rate for an individual, legalInfoId null', () => {
    expect(
      toCampaignInputWire(input(details({ legalName: '  OOO "Romashka" ', regNumber: ' 7707-083 893 ' }))),
    ).toMatchObject({
      ...NONE,
      legalType: 'LEGAL_ENTITY',
      legalName: 'OOO "Romashka"',
      regNumber: LEGAL_INN,
      vat: 20,
    });
    expect(
      toCampaignInputWire(input(details({ legalType: 'FOREIGN_LEGAL_ENTITY', regNumber: ' HRB 12-345 ' }))),
    ).toMatchObject({ legalType: 'FOREIGN_LEGAL_ENTITY', regNumber: 'HRB 12-345', vat: 20 });
    expect(
      toCampaignInputWire(input(details({ legalType: 'INDIVIDUAL', regNumber: PERSON_INN, vat: 20 }))),
    ).toMatchObject({ legalType: 'INDIVIDUAL', vat: null });
  });

  it('sends null as none (all five null) and nothing when not given; an edit sends the group only when it changes', () => {
    expect(toCampaignInputWire(input(null))).toMatchObject(NONE);
    const body = toCampaignInputWire(input());
    for (const key of Object.keys(NONE)) expect(body).not.toHaveProperty(key);
    expect(toCampaignPatchWire({ name: 'Renamed' })).toEqual({ name: 'Renamed' });
    expect(toCampaignPatchWire({ legal: { legalInfoId: 2 } })).toEqual({ ...NONE, legalInfoId: 2 });
    expect(toCampaignPatchWire({ legal: null })).toEqual(NONE);
  });

  it('reads the legal entity back from a campaign: saved, typed or none', () => {
    expect(toCampaignLegal(campaignWire({ legalInfoId: 3 }))).toEqual({ legalInfoId: 3 });
    expect(
      toCampaignLegal(
        campaignWire({ legalType: 'SOLE_TRADER', legalName: 'IP Ivanov', regNumber: PERSON_INN, vat: 10 }),
      ),
    ).toEqual({ legalType: 'SOLE_TRADER', legalName: 'IP Ivanov', regNumber: PERSON_INN, vat: 10 });
    expect(toCampaignLegal(campaignWire())).toBeNull();
  });
});
