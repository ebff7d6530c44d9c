import { describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import type * as v from 'valibot';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { get, type FieldValues } from 'react-hook-form';
import { createDataGridState } from '@adnet/ui';
import { NAUGHTY } from '../../../../e2e/hostile-corpus';
import { text, type LocaleId } from '../../../../e2e/locale';
import { ALL_TEXTS } from '../i18n/all-texts';
import { credentials } from '../pages/public/login-page';
import { registration } from '../pages/public/registration-page';
import { emailSchema, resetSchema } from '../pages/public/reset-password-page';
import { replySchema } from '../screens/support/case-thread';
import { legalInfoSchema } from '../screens/legal-info/legal-info-form';
import { telegramNameSchema } from '../data/telegram';
import { withdrawSchema } from '../screens/wallet/withdraw-form';
import { dealSchema } from '../screens/sales/deal-dialog';
import { newLeadSchema } from '../data/sales-lead-form';
import { audienceSchema } from '../screens/audiences/audience-form-page';
import { declineSchema } from '../data/moderation-decline';
import { approveSchema, rejectSchema } from '../data/withdraw-decisions';
import { depositSchema } from '../data/admin-users-forms';
import { agencySchema, promocodeSchema, referralSchema } from '../data/admin-network-forms';
import { USER_ID_TEXT, userList } from '../data/admin-users';
import { editorSchema, newCampaignValues, setLegalRules } from '../screens/campaign-editor/editor-model';
import { legalProblems } from '../screens/campaign-editor/legal-section';
import {
  gridStateFromSearch,
  idFilter,
  queryFromGridState,
  searchFromGridState,
  type ListDefinition,
} from '../data/grid-query';
import { campaignList } from '../data/campaigns';
import { moderationList } from '../data/moderation';
import { audienceList } from '../data/audiences';
import { accountList } from '../data/admin-accounts';
import { agencyList, platformList } from '../data/admin-network';
import { supportCaseList } from '../data/support';
import { dealList, leadList, salesClientList } from '../data/sales';

/**
 * The hostile-input corpus (e2e/hostile-corpus.ts) against every form's own rules, in-process: every naughty string
 * in every field (the other fields valid), through the resolver the form recipe uses (`valibotResolver` of the
 * form's schema, as `useRecipeForm` runs it), translated as the page translates it (`t(key)`, or `t(key, vars)`
 * where the page passes vars). Each field's rule names the exact message the user must read, as the locale file
 * says it with its placeholders filled (`text(key, vars, locale)` of e2e/locale.ts), in English and in Russian; or
 * none, when the form takes the value (the server then judges it: packages/sandbox-api/test/hostile-input.test.ts).
 * A field whose page cuts typing (a native `maxlength`) gets the string cut there first, as the browser would.
 *
 * HOW TO ADD YOUR FORM: export its schema, add an entry to FORMS with valid values for every field, the vars the
 * page passes to `t` for its field errors (`shownWith`), and a rule per text field: `always(key, vars)` (no naughty
 * string is a value of it), `upTo(max, key, vars)` (any text up to `max` characters), `takesAll` (any text), and
 * `cut` where the input's `maxlength` cuts typing. A search field's list definition goes into SEARCHES. Then one
 * browser round in e2e/hostile-input.spec.ts when the field is of a kind no round has yet (see the list there).
 */

type Expected = { key: string; vars?: Record<string, string | number> } | null;
type Rule = (value: string) => Expected;

/** No naughty string is a value of the field: each gets `key`. */
const always =
  (key: string, vars?: Record<string, string | number>): Rule =>
  () => ({ key, ...(vars && { vars }) });
/** Any text up to `max` characters (after trimming, unless `trim` is false) is taken; longer gets `key`. */
const upTo =
  (max: number, key: string, vars?: Record<string, string | number>, { trim = true } = {}): Rule =>
  (value) =>
    (trim ? value.trim() : value).length > max ? { key, ...(vars && { vars }) } : null;
/** Any text is taken (the server judges it). */
const takesAll: Rule = () => null;

interface FieldSpec {
  rule: Rule;
  /** The input's `maxlength`: the browser cuts typing there, before the form sees it. */
  cut?: number;
}
const field = (rule: Rule, cut?: number): FieldSpec => ({ rule, ...(cut !== undefined && { cut }) });

interface HostileForm {
  name: string;
  schema: v.GenericSchema<FieldValues, FieldValues>;
  valid: FieldValues;
  fields: Record<string, FieldSpec>;
  /** The vars the page gives `t` with a field's error key (the legal info form's limits); none by default. */
  shownWith?: Record<string, string | number>;
}

const validCampaign = () => {
  const values = newCampaignValues('BotMessageMedia');
  return {
    ...values,
    name: 'Hostile campaign',
    ads: [
      {
        ...values.ads[0]!,
        title: 'Hostile ad',
        subtitle: 'Try it',
        buttonText: 'Open',
        advertiserName: 'Hostile Inc.',
        erid: 'Kra23f4',
        link: 'https://example.com/landing',
      },
    ],
    budget: '100',
    bid: '2',
    legalMode: 'details',
    legalType: 'LEGAL_ENTITY',
    legalName: 'OOO "Hostile"',
    regNumber: '7736207543',
    vat: '20',
  };
};

export const FORMS: HostileForm[] = [
  {
    name: 'sign-in and resend confirmation',
    schema: credentials,
    valid: { email: 'user@example.com', password: 'a-long-password' },
    fields: { email: field(always('validation.email')), password: field(takesAll) },
  },
  {
    name: 'registration',
    schema: registration,
    shownWith: { max: 100 },
    valid: {
      email: 'user@example.com',
      password: 'a-long-password',
      username: 'Hostile tester',
      telegramTag: '',
      referralCode: '',
      promocode: '',
      acceptTerms: true,
    },
    fields: {
      email: field(always('registration.emailInvalid')),
      password: field(takesAll),
      username: field(upTo(100, 'validation.tooLong', { max: 100 })),
      telegramTag: field(upTo(100, 'validation.tooLong', { max: 100 })),
      referralCode: field(upTo(100, 'validation.tooLong', { max: 100 })),
      promocode: field(upTo(100, 'validation.tooLong', { max: 100 })),
    },
  },
  {
    name: 'password reset request',
    schema: emailSchema,
    valid: { email: 'user@example.com' },
    fields: { email: field(always('validation.email')) },
  },
  {
    name: 'password reset code',
    schema: resetSchema,
    shownWith: { max: 32 },
    valid: { code: '123456', password: 'a-new-long-password' },
    fields: {
      code: field(upTo(32, 'validation.tooLong', { max: 32 })),
      password: field(takesAll),
    },
  },
  {
    name: 'support reply',
    schema: replySchema,
    valid: { text: 'Thanks.' },
    fields: { text: field(takesAll, 5_000) },
  },
  {
    name: 'legal info (a Russian legal entity)',
    schema: legalInfoSchema,
    shownWith: { name: 255, reg: 32, tax: 50 },
    valid: {
      type: 'LEGAL_ENTITY',
      name: 'OOO "Hostile"',
      inn: '7707083893',
      countryCode: '',
      foreignRegNumber: '',
      foreignTaxNumber: '',
      vatPayer: false,
    },
    fields: {
      name: field(upTo(255, 'legalInfo.errors.tooLong.name', { name: 255 })),
      inn: field(always('legalInfo.errors.innLength10')),
    },
  },
  {
    name: 'legal info (a foreign party)',
    schema: legalInfoSchema,
    shownWith: { name: 255, reg: 32, tax: 50 },
    valid: {
      type: 'FOREIGN_LEGAL_ENTITY',
      name: 'Hostile GmbH',
      inn: '',
      countryCode: '276',
      foreignRegNumber: 'HRB 12345',
      foreignTaxNumber: 'DE123456789',
      vatPayer: false,
    },
    fields: {
      foreignRegNumber: field(upTo(32, 'legalInfo.errors.tooLong.foreignRegNumber', { reg: 32 })),
      foreignTaxNumber: field(upTo(50, 'legalInfo.errors.tooLong.foreignTaxNumber', { tax: 50 })),
    },
  },
  {
    name: 'telegram name',
    schema: telegramNameSchema,
    shownWith: { min: 5, max: 32 },
    valid: { telegramUsername: 'hostile_tester' },
    // Only Latin letters, digits and _ make a name: the megabyte of A is refused for its length.
    fields: {
      telegramUsername: field((value) =>
        /^[A-Za-z0-9_]+$/.test(value)
          ? { key: 'telegram.errors.length', vars: { min: 5, max: 32 } }
          : { key: 'telegram.errors.characters' },
      ),
    },
  },
  {
    name: 'wallet withdraw',
    schema: withdrawSchema(10, 400),
    valid: {
      wallet: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      amount: '100.5',
      memoTag: '',
      confirmationCode: '123456',
    },
    fields: {
      wallet: field(always('wallet.errors.addressLength')),
      amount: field(always('validation.number')),
      memoTag: field(upTo(64, 'wallet.errors.memoTooLong')),
      confirmationCode: field(always('wallet.errors.code')),
    },
  },
  {
    name: 'sales deal (new and edited)',
    schema: dealSchema,
    valid: { clientId: '7', title: 'Hostile deal', amount: '1500.5', stage: 'NEW' },
    fields: {
      title: field(upTo(200, 'sales.deal.titleLong')),
      amount: field(always('sales.deal.amountFormat')),
    },
  },
  {
    name: 'sales lead (new)',
    schema: newLeadSchema,
    valid: { name: 'Hostile lead', contactEmail: 'lead@example.com' },
    shownWith: { max: 100 },
    fields: {
      name: field(upTo(100, 'validation.tooLong', { max: 100 }), 100),
      contactEmail: field(always('validation.email')),
    },
  },
  {
    name: 'audience (create and rename, a converters rule)',
    schema: audienceSchema,
    valid: { kind: 'CONVERTERS', name: 'Hostile audience', action: 'purchase', days: '30' },
    fields: {
      name: field(upTo(200, 'audiences.form.errors.nameTooLong')),
      action: field(upTo(100, 'audiences.form.errors.actionTooLong')),
      days: field(always('audiences.form.errors.days')),
    },
  },
  {
    name: 'moderation decline reason',
    schema: declineSchema,
    valid: { reason: 'other', details: 'Misleading' },
    fields: { details: field(takesAll, 800) },
  },
  {
    name: 'internal withdraw reject reason',
    schema: rejectSchema,
    valid: { reason: 'Wrong address' },
    fields: { reason: field(takesAll, 500) },
  },
  {
    name: 'internal withdraw approve hash',
    schema: approveSchema,
    valid: { txHash: 'a'.repeat(64) },
    fields: { txHash: field(always('internal.withdraw.approve.hashInvalid')) },
  },
  {
    name: 'internal deposit',
    schema: depositSchema,
    valid: { userId: '42', amount: '10', comment: '', isInternalCurrency: false },
    fields: {
      userId: field(always('admin.deposit.userIdInvalid')),
      amount: field(always('admin.deposit.amountInvalid')),
      comment: field(takesAll, 200),
    },
  },
  {
    name: 'promocode create',
    schema: promocodeSchema,
    valid: { code: 'HOSTILE_1', amount: '10', usageLimit: '5', expires: '' },
    fields: {
      code: field(always('admin.promocodes.codeInvalid')),
      amount: field(always('admin.promocodes.amountInvalid')),
      usageLimit: field(always('admin.promocodes.limitInvalid')),
    },
  },
  {
    name: 'agency create and edit',
    schema: agencySchema,
    valid: { name: 'Hostile agency', siteUrl: 'https://example.com/agency' },
    fields: {
      name: field(upTo(100, 'admin.agencies.nameInvalid')),
      // An address of another scheme is told to start with https://; what is no address at all, to be one.
      siteUrl: field((value) =>
        URL.canParse(value) ? { key: 'admin.agencies.siteHttps' } : { key: 'admin.agencies.siteInvalid' },
      ),
    },
  },
  {
    name: 'referral percent',
    schema: referralSchema,
    valid: { rewardPercent: '10' },
    fields: { rewardPercent: field(always('admin.referral.percentInvalid')) },
  },
  {
    // A bot message (the type with the most text fields) with a Russian legal entity's typed details.
    name: 'campaign editor',
    schema: editorSchema,
    valid: validCampaign(),
    fields: {
      name: field(upTo(200, 'editor.errors.tooLong'), 800),
      'ads.0.title': field(upTo(100, 'editor.errors.tooLong'), 400),
      'ads.0.subtitle': field(upTo(1_024, 'editor.errors.tooLong'), 4_096),
      'ads.0.buttonText': field(upTo(32, 'editor.errors.tooLong'), 128),
      'ads.0.advertiserName': field(upTo(100, 'editor.errors.tooLong', undefined, { trim: false }), 400),
      'ads.0.erid': field(upTo(64, 'editor.errors.tooLong', undefined, { trim: false }), 256),
      'ads.0.link': field(always('editor.errors.httpsOnly'), 8_192),
      budget: field(always('editor.errors.money')),
      bid: field(always('editor.errors.money')),
      publishers: field(always('editor.errors.publishers')),
      legalName: field(upTo(255, 'editor.errors.tooLong'), 1_020),
      regNumber: field(always('legalInfo.errors.innLength10'), 200),
      vat: field(always('editorLegal.errors.vatRate'), 24),
    },
  },
];

/**
 * Checks outside a schema, each the page's own (a filter typed whole and applied on Enter, a lookup by id), with
 * the key the page shows when it refuses.
 */
const INLINE_CHECKS: { name: string; refuses: (typed: string) => boolean; key: string; cut?: number }[] = [
  {
    name: 'moderation owner filter',
    refuses: (typed) => typed.trim() !== '' && idFilter.parse(typed.trim()) === undefined,
    key: 'internal.moderation.ownerInvalid',
  },
  {
    name: 'features user id',
    refuses: (typed) => !USER_ID_TEXT.test(typed.trim()),
    key: 'admin.deposit.userIdInvalid',
    cut: 9,
  },
];

/** The search fields: the list, the filter the field sets, and the query parameter the client sends it as. */
const SEARCHES: { name: string; def: ListDefinition<object, string>; filter: string; param: string }[] = [
  { name: 'campaigns', def: campaignList, filter: 'name', param: 'name' },
  { name: 'moderation', def: moderationList, filter: 'name', param: 'name' },
  { name: 'audiences', def: audienceList, filter: 'name', param: 'name' },
  { name: 'internal and support users', def: userList, filter: 'search', param: 'search' },
  { name: 'accounts (and a manager’s)', def: accountList, filter: 'search', param: 'search' },
  { name: 'agencies', def: agencyList, filter: 'search', param: 'search' },
  { name: 'platforms', def: platformList, filter: 'search', param: 'search' },
  { name: 'support cases', def: supportCaseList, filter: 'search', param: 'search' },
  { name: 'sales clients', def: salesClientList, filter: 'search', param: 'search' },
  { name: 'sales deals', def: dealList, filter: 'search', param: 'search' },
  { name: 'sales leads', def: leadList, filter: 'search', param: 'search' },
];
/** The search box's `maxlength` (ListSearch and the campaigns list's own). */
const SEARCH_CUT = 200;

const LOCALES: LocaleId[] = ['en', 'ru'];
/** An i18next per language, set up as the app's (`i18n/index.ts`): what the page's `t` makes of a key. */
const translators = new Map<LocaleId, TFunction>();
for (const locale of LOCALES) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: ALL_TEXTS[locale] } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  translators.set(locale, instance.t);
}

/** `values` with `value` at the dotted `path` (`ads.0.title`). */
function withValue(values: FieldValues, path: string, value: string): FieldValues {
  const copy = structuredClone(values);
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return copy;
}

/** The error key the form recipe would put on `path` for `values` (none: undefined). */
async function errorKey(schema: HostileForm['schema'], values: FieldValues, path: string) {
  const result = await valibotResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const others = Object.keys(result.errors).length;
  const message = (get(result.errors, path) as { message?: string } | undefined)?.message;
  return { message, others };
}

// The Legal section's chunk brings the typed details' rules with it (as `lazy-parts.tsx` installs them).
setLegalRules(legalProblems);

describe('every form’s own rules: every naughty string in every field gets the exact translated message, or none', () => {
  it('the valid values of every form pass its rules (so each round judges only its string)', async () => {
    for (const form of FORMS)
      expect([
        form.name,
        (
          await valibotResolver(form.schema)(form.valid, undefined, {
            fields: {},
            shouldUseNativeValidation: false,
          })
        ).errors,
      ]).toEqual([form.name, {}]);
  });

  for (const form of FORMS)
    it(`${form.name} (${Object.keys(form.fields).join(', ')})`, async () => {
      const problems: string[] = [];
      for (const [path, spec] of Object.entries(form.fields))
        for (const { name, value } of NAUGHTY) {
          const typed = spec.cut === undefined ? value : value.slice(0, spec.cut);
          const expected = spec.rule(typed);
          const { message, others } = await errorKey(form.schema, withValue(form.valid, path, typed), path);
          const where = `${path} › ${name}`;
          if (expected === null) {
            if (message !== undefined || others > 0)
              problems.push(`${where}: wanted it taken, got ${message}`);
            continue;
          }
          for (const locale of LOCALES) {
            const wanted = text(expected.key, expected.vars, locale);
            const shown =
              message === undefined ? '(no error)' : translators.get(locale)!(message, form.shownWith ?? {});
            if (shown !== wanted) problems.push(`${where} (${locale}): wanted "${wanted}", shown "${shown}"`);
          }
        }
      expect(problems).toEqual([]);
    });

  for (const check of INLINE_CHECKS)
    it(`${check.name}: every naughty string is refused with its message`, () => {
      for (const { name, value } of NAUGHTY) {
        const typed = check.cut === undefined ? value : value.slice(0, check.cut);
        expect([name, check.refuses(typed)]).toEqual([name, true]);
      }
      for (const locale of LOCALES)
        expect(translators.get(locale)!(check.key)).toBe(text(check.key, {}, locale));
    });
});

/**
 * The sentences that show a user's text inside a translated text (`t(key, { reason })`): the value comes out as
 * typed, whatever it holds (i18next's own `{{…}}` and `$t(…)`), in every language.
 */
const SENTENCES: { key: string; vars: (value: string) => Record<string, string | number> }[] = [
  { key: 'internal.moderation.declinedWith', vars: (reason) => ({ reason }) },
  { key: 'audiences.detail.ruleText.CONVERTERS', vars: (action) => ({ action, days: 30 }) },
  { key: 'admin.agencies.created', vars: (name) => ({ name }) },
  { key: 'legalInfo.toast.created', vars: (name) => ({ name }) },
  { key: 'internal.moderation.toast.declined', vars: (name) => ({ name }) },
];

describe('a user’s text inside a translated sentence comes out as typed', () => {
  for (const sentence of SENTENCES)
    it(sentence.key, () => {
      for (const { name, value } of NAUGHTY)
        for (const locale of LOCALES)
          expect([name, locale, translators.get(locale)!(sentence.key, sentence.vars(value))]).toEqual([
            name,
            locale,
            text(sentence.key, sentence.vars(value), locale),
          ]);
    });
});

describe('every search box: a naughty string goes into the address and the query exactly as typed (trimmed)', () => {
  for (const search of SEARCHES)
    it(search.name, () => {
      for (const { name, value } of NAUGHTY) {
        const typed = value.slice(0, SEARCH_CUT).trim();
        const state = { ...createDataGridState(), filter: { [search.filter]: typed } };
        const address = searchFromGridState(state, search.def).toString();
        const back = gridStateFromSearch(new URLSearchParams(address), search.def);
        expect([name, back.filter[search.filter]]).toEqual([name, typed]);
        const query = queryFromGridState(back, search.def) as Record<string, unknown>;
        expect([name, query[search.param]]).toEqual([name, typed]);
      }
    });
});
