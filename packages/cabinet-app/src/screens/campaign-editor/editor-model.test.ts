import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { toCampaign, type StrategyWire } from '@adnet/api-client';
import { campaignDetail } from '../../stories/fixtures';
import {
  campaignValues,
  editorSchema,
  newCampaignValues,
  setLegalRules,
  toCampaignInput,
  toCampaignPatch,
  type EditorValues,
} from './editor-model';
import { legalProblems } from './legal-section';

/** A Task campaign the form can send (its own rules hold), with the legal values given. */
const values = (legal: Partial<EditorValues> = {}): EditorValues => ({
  ...newCampaignValues('Task'),
  name: 'Marked',
  ads: [{ ...newCampaignValues('Task').ads[0]!, title: 'Hello', link: 'https://example.com/a' }],
  budget: '50',
  bid: '1',
  ...legal,
});
const details = {
  legalMode: 'details',
  legalType: 'LEGAL_ENTITY',
  legalName: ' OOO "Vasilek" ',
  regNumber: '7736207543',
  vat: '20,5',
} as const;

/** The messages the schema gives the legal fields, by field. */
function legalIssues(form: EditorValues) {
  const result = v.safeParse(editorSchema, form);
  return Object.fromEntries(
    (result.issues ?? []).map((issue) => [issue.path?.map((p) => p.key).join('.'), issue.message]),
  );
}

describe('the editor’s legal values', () => {
  it('send a saved legal info, typed details (a comma rate as a number) or none, only with ru_ad_marking', () => {
    expect(toCampaignInput(values({ legalInfoId: '4' }), true).legal).toEqual({ legalInfoId: 4 });
    expect(toCampaignInput(values(details), true).legal).toEqual({
      legalType: 'LEGAL_ENTITY',
      legalName: ' OOO "Vasilek" ',
      regNumber: '7736207543',
      vat: 20.5,
    });
    expect(toCampaignInput(values({ ...details, vat: '' }), true).legal).toMatchObject({ vat: null });
    // An individual is never asked for VAT: a rate typed before switching to one is not sent.
    expect(
      toCampaignInput(values({ ...details, legalType: 'INDIVIDUAL', regNumber: '500100732259' }), true).legal,
    ).toMatchObject({ legalType: 'INDIVIDUAL', vat: null });
    // The other way's typed values stay in the form but are not sent.
    expect(
      toCampaignInput(values({ ...details, legalMode: 'saved', legalInfoId: '' }), true).legal,
    ).toBeNull();
    expect(toCampaignInput(values(details), false)).not.toHaveProperty('legal');
  });

  it('read a campaign’s typed details back into the form, and patch only a changed legal entity', () => {
    // The stories' fixture campaign, marked with typed details.
    const campaign = toCampaign(
      campaignDetail(1400, {
        legalType: 'SOLE_TRADER',
        legalName: 'IP Ivanov',
        regNumber: '500100732259',
        vat: 10,
      }),
    );
    const loaded = campaignValues(campaign);
    expect(loaded).toMatchObject({
      legalMode: 'details',
      legalType: 'SOLE_TRADER',
      legalName: 'IP Ivanov',
      regNumber: '500100732259',
      vat: '10',
    });
    expect(toCampaignPatch(loaded, loaded, true, campaign.strategy)).toEqual({});
    expect(toCampaignPatch({ ...loaded, vat: '' }, loaded, true, campaign.strategy)).toEqual({
      legal: { legalType: 'SOLE_TRADER', legalName: 'IP Ivanov', regNumber: '500100732259', vat: null },
    });
    expect(campaignValues({ ...campaign, legalInfoId: 3, legalType: null })).toMatchObject({
      legalMode: 'saved',
      legalInfoId: '3',
    });
  });

  it('are judged by the Legal section’s rules once its chunk brought them: the ИНН, the name, the rate', () => {
    setLegalRules(legalProblems);
    expect(legalIssues(values(details))).toEqual({});
    expect(
      legalIssues(values({ ...details, regNumber: '7736207544', legalName: ' ', vat: '20.555' })),
    ).toEqual({
      regNumber: 'legalInfo.errors.innChecksum',
      legalName: 'legalInfo.errors.required',
      vat: 'editorLegal.errors.vatRate',
    });
    expect(legalIssues(values({ ...details, legalType: 'SOLE_TRADER' }))).toEqual({
      regNumber: 'legalInfo.errors.innLength12',
    });
    expect(legalIssues(values({ ...details, vat: '1e1' }))).toEqual({ vat: 'editorLegal.errors.vatRate' });
    expect(legalIssues(values({ ...details, vat: '101' }))).toEqual({ vat: 'editorLegal.errors.vatRate' });
    // A saved legal info (or none) is not judged by them.
    expect(legalIssues(values({ ...details, legalMode: 'saved', regNumber: 'nonsense' }))).toEqual({});
  });
});

describe('the editor’s billing shapes', () => {
  /** A campaign of the stories' fixture with this strategy, as the editor loads it. */
  const load = (strategy: StrategyWire) => {
    const campaign = toCampaign(campaignDetail(1400, { strategy }));
    return { campaign, values: campaignValues(campaign) };
  };
  const SHAPES: [string, StrategyWire, 'cpm' | 'cpc' | 'tcpc', string][] = [
    ['cpm', { budget: 1000, billingType: 'PAY_PER_SHOW', cpm: 1.2, cpc: null }, 'cpm', '1.2'],
    ['cpc', { budget: 1000, billingType: 'PAY_PER_CLICK', cpm: null, cpc: 0.3 }, 'cpc', '0.3'],
    ['tcpc', { budget: 1000, billingType: 'PAY_PER_SHOW', cpm: null, cpc: 0.09 }, 'tcpc', '0.09'],
    // Pay per show combined with a cpc is tcpc too (spec section 3); its cpm is not the price it is bought at.
    ['tcpc with a cpm', { budget: 1000, billingType: 'PAY_PER_SHOW', cpm: 2, cpc: 0.09 }, 'tcpc', '0.09'],
  ];

  it.each(SHAPES)('load a %s campaign as its own shape and price', (_name, strategy, shape, bid) => {
    expect(load(strategy).values).toMatchObject({ billingType: shape, bid, budget: '1000' });
  });

  it.each(SHAPES)(
    'a %s campaign whose budget alone changed sends its billing type and both prices as they were',
    (_name, strategy) => {
      const { campaign, values } = load(strategy);
      expect(toCampaignPatch({ ...values, budget: '1100' }, values, false, campaign.strategy)).toEqual({
        strategy: { ...strategy, budget: 1100 },
      });
      // The same amount typed otherwise is no change.
      expect(toCampaignPatch({ ...values, budget: '1000.00' }, values, false, campaign.strategy)).toEqual({});
    },
  );

  it('a changed price changes that price alone; a changed shape sends the new shape at the form’s price', () => {
    const { campaign, values } = load({ budget: 1000, billingType: 'PAY_PER_SHOW', cpm: 2, cpc: 0.09 });
    expect(toCampaignPatch({ ...values, bid: '0.12' }, values, false, campaign.strategy)).toEqual({
      strategy: { budget: 1000, billingType: 'PAY_PER_SHOW', cpm: 2, cpc: 0.12 },
    });
    expect(
      toCampaignPatch({ ...values, billingType: 'cpm', bid: '1.5' }, values, false, campaign.strategy),
    ).toEqual({ strategy: { budget: 1000, billingType: 'PAY_PER_SHOW', cpm: 1.5, cpc: null } });
    expect(toCampaignPatch({ ...values, billingType: 'cpc' }, values, false, campaign.strategy)).toEqual({
      strategy: { budget: 1000, billingType: 'PAY_PER_CLICK', cpm: null, cpc: 0.09 },
    });
  });

  it('create each shape: tcpc is pay per show with a cpc and no cpm', () => {
    const strategy = (billingType: 'cpm' | 'cpc' | 'tcpc') =>
      toCampaignInput(values({ billingType, bid: '0.5', budget: '50' }), false).strategy;
    expect(strategy('cpm')).toEqual({ budget: 50, billingType: 'PAY_PER_SHOW', cpm: 0.5, cpc: null });
    expect(strategy('cpc')).toEqual({ budget: 50, billingType: 'PAY_PER_CLICK', cpm: null, cpc: 0.5 });
    expect(strategy('tcpc')).toEqual({ budget: 50, billingType: 'PAY_PER_SHOW', cpm: null, cpc: 0.5 });
  });
});

describe('the editor’s money limits (the contract’s)', () => {
  /** The schema's message on one field of a Task's values, or undefined. */
  const issueOn = (field: string, form: Partial<EditorValues>) =>
    (v.safeParse(editorSchema, values(form)).issues ?? []).find(
      (issue) => issue.path?.map((p) => p.key).join('.') === field,
    )?.message;

  it('take a budget from 10 to 1,000,000, as the server does', () => {
    expect(issueOn('budget', { budget: '99999999' })).toBe('editor.errors.budgetRange');
    expect(issueOn('budget', { budget: '1000000.01' })).toBe('editor.errors.budgetRange');
    expect(issueOn('budget', { budget: '9.99' })).toBe('editor.errors.budgetRange');
    expect(issueOn('budget', { budget: '1000000' })).toBeUndefined();
    expect(issueOn('budget', { budget: '10' })).toBeUndefined();
  });

  it('take a price in the range of its shape: a cpm from 0.1 to 1,000, a cpc or a target cpc from 0.01 to 100', () => {
    expect(issueOn('bid', { billingType: 'cpm', bid: '0.05' })).toBe('editor.errors.bidRange');
    expect(issueOn('bid', { billingType: 'cpm', bid: '1000.01' })).toBe('editor.errors.bidRange');
    expect(issueOn('bid', { billingType: 'cpm', bid: '1000' })).toBeUndefined();
    for (const shape of ['cpc', 'tcpc'] as const) {
      expect(issueOn('bid', { billingType: shape, bid: '0.05' })).toBeUndefined();
      expect(issueOn('bid', { billingType: shape, bid: '100.01' })).toBe('editor.errors.bidRange');
    }
  });
});
