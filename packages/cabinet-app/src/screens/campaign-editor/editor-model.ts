import * as v from 'valibot';
import {
  CAMPAIGN_TYPES,
  LEGAL_INFO_TYPES,
  MAX_CPC,
  MAX_CPM,
  MAX_MONEY,
  MIN_CAMPAIGN_BUDGET,
  MIN_CPC,
  MIN_CPM,
  isIndividualParty,
  toCampaignLegal,
  type Ad,
  type BillingType,
  type BillingTypeWire,
  type Campaign,
  type CampaignInput,
  type CampaignPatch,
  type CampaignLegal,
  type CampaignType,
  type LegalInfoType,
  type PlatformTypeWire,
  type StrategyWire,
} from '@adnet/api-client';
import { adFieldsByType, adTextLimits, isHttpsLink, type FileRules } from '@adnet/ui';

/**
 * The campaign editor's model: the form's values, their rules, and the mapping to and from the
 * client's domain `Campaign` / `CampaignInput` (the client maps those to the wire).
 *
 * Designed where the spec is silent:
 * - Text limits and which fields each type has are ui's preview data (`adTextLimits`, `adFieldsByType`), so the
 *   counters and the preview's truncation warnings agree; media rules are `AD_MEDIA_RULES` below.
 * - What each type requires (link, title, media) mirrors the server's rules, checked before sending.
 * - Tri-state targeting (Premium, VPN, wallet) is "any" / "yes" / "no"; "any" is `null` on the wire.
 * - Publishers are typed as platform ids (the contract has no list of platforms for advertisers); categories and
 *   languages come from `GET /api/user/constants`.
 * - Legal (`ru_ad_marking`): a saved legal info or its details typed here (`legalMode`); the form keeps what was
 *   typed in both ways while the user switches, and sends only the chosen one (the client sends the other's fields
 *   null). The details are checked with the client's `checkCampaignLegal` (the legal-info ИНН rule), brought by
 *   the Legal section's chunk (`setLegalRules`); VAT is a rate in percent, empty for none, never asked of an
 *   individual.
 */

export const PLATFORM_TYPES: readonly PlatformTypeWire[] = ['ALL', 'ANDROID', 'IOS', 'DESKTOP', 'WEB'];
/**
 * The billing shapes of spec section 3, each one choice of the form: `cpm` (pay per show at a price per thousand
 * shows), `cpc` (pay per click) and `tcpc` (pay per show bought at a target price per click: `PAY_PER_SHOW` with a
 * cpc). The spec limits none of them to some types, and the server takes each on create and edit, so every type
 * offers all three.
 */
export const BILLING_TYPES: readonly BillingType[] = ['cpm', 'cpc', 'tcpc'];
export const TRI_STATES = ['any', 'yes', 'no'] as const;
export type TriState = (typeof TRI_STATES)[number];

/** Types whose targeting has no publishers, wallet targeting or categories (spec section 3). */
export const PAGE_TYPES: readonly CampaignType[] = ['InChat', 'MainPage'];
export const hasAudienceTargeting = (type: CampaignType) => !PAGE_TYPES.includes(type);

/** The most ads a campaign holds (the server's limit). */
export const MAX_ADS = 10;

/**
 * A stored media file of an ad: the cloud id the server refers to, a URL for the preview when known (the server's
 * may be relative to the API), and the file's name ('' for a file loaded with the campaign: the server keeps none).
 */
export interface MediaValue {
  cloudId: string;
  url: string | null;
  name: string;
}

export type MediaField = 'icon' | 'image' | 'video';
export const MEDIA_FIELDS: readonly MediaField[] = ['icon', 'image', 'video'];
export type TextAdField = 'title' | 'subtitle' | 'buttonText' | 'advertiserName';

/** One ad as the form holds it. Server-only facts (blacklisted, verified, transcoded) ride along to be shown. */
export interface AdValues {
  id: number | null;
  erid: string;
  title: string;
  subtitle: string;
  buttonText: string;
  advertiserName: string;
  icon: MediaValue | null;
  image: MediaValue | null;
  video: MediaValue | null;
  link: string;
  /** The advertiser's own link when a tracking link (`afLink`) is shown instead (from the server). */
  directLink: string | null;
  hasBlacklistedLink: boolean;
  verifiedLink: boolean;
  transcoded: boolean;
}

export interface EditorValues {
  name: string;
  campaignType: CampaignType;
  ads: AdValues[];
  regions: number[];
  languages: string[];
  platformType: PlatformTypeWire;
  premium: TriState;
  vpn: TriState;
  wallet: TriState;
  segments: { included: number[]; excluded: number[] };
  categories: string[];
  /** Platform ids separated by commas or spaces; empty: every publisher. */
  publishers: string;
  /** The billing shape; `bid` is its price (per thousand shows for cpm, per click for cpc and tcpc). */
  billingType: BillingType;
  budget: string;
  bid: string;
  /** Legal: a saved legal info (`legalInfoId`) or its details typed here. */
  legalMode: LegalMode;
  /** '' for none. */
  legalInfoId: string;
  legalType: LegalInfoType;
  legalName: string;
  regNumber: string;
  /** VAT rate in percent as typed; '' for none. */
  vat: string;
}

export const LEGAL_MODES = ['saved', 'details'] as const;
export type LegalMode = (typeof LEGAL_MODES)[number];
/** The form's legal values of no legal entity. */
const NO_LEGAL = {
  legalMode: 'saved',
  legalInfoId: '',
  legalType: 'LEGAL_ENTITY',
  legalName: '',
  regNumber: '',
  vat: '',
} as const satisfies Partial<EditorValues>;

export const emptyAd = (): AdValues => ({
  id: null,
  erid: '',
  title: '',
  subtitle: '',
  buttonText: '',
  advertiserName: '',
  icon: null,
  image: null,
  video: null,
  link: '',
  directLink: null,
  hasBlacklistedLink: false,
  verifiedLink: false,
  transcoded: false,
});

export function newCampaignValues(type: CampaignType): EditorValues {
  return {
    name: '',
    campaignType: type,
    ads: [emptyAd()],
    regions: [],
    languages: [],
    platformType: 'ALL',
    premium: 'any',
    vpn: 'any',
    wallet: 'any',
    segments: { included: [], excluded: [] },
    categories: [],
    publishers: '',
    billingType: 'cpm',
    budget: '',
    bid: '',
    ...NO_LEGAL,
  };
}

const triOf = (value: boolean | null | undefined): TriState =>
  value === true ? 'yes' : value === false ? 'no' : 'any';
const boolOf = (value: TriState): boolean | null => (value === 'yes' ? true : value === 'no' ? false : null);
const money = (value: number | null) => (value === null ? '' : String(value));

function adValues(ad: Ad): AdValues {
  const media = (asset: Ad['icon']): MediaValue | null =>
    asset ? { cloudId: asset.cloudId, url: asset.url ?? null, name: '' } : null;
  return {
    id: ad.id,
    erid: ad.erid ?? '',
    title: ad.title ?? '',
    subtitle: ad.subtitle ?? '',
    buttonText: ad.buttonText ?? '',
    advertiserName: ad.advertiserName ?? '',
    icon: media(ad.icon),
    image: media(ad.image),
    video: media(ad.video),
    // The form edits the advertiser's own link: with a tracking link shown, that is the direct link.
    link: ad.directLink ?? ad.link ?? '',
    directLink: ad.directLink,
    hasBlacklistedLink: ad.hasBlacklistedLink,
    verifiedLink: ad.verifiedLink,
    transcoded: ad.transcoded,
  };
}

/** The form's values of a loaded campaign. */
export function campaignValues(c: Campaign): EditorValues {
  const t = c.targeting;
  return {
    name: c.name,
    campaignType: c.campaignType,
    ads: c.ads.map(adValues),
    regions: [...t.regions],
    languages: [...t.languages],
    platformType: t.platformType,
    premium: triOf(t.isTelegramPremium),
    vpn: triOf(t.vpn),
    wallet: triOf(t.walletTargeting),
    segments: { included: [...t.segments], excluded: [...(t.excludedSegments ?? [])] },
    categories: (t.categories ?? []).map(String),
    publishers: (t.publishers ?? []).join(', '),
    billingType: c.billingType,
    budget: money(c.strategy.budget),
    // The price the shape is bought at: a tcpc campaign's is its cpc, never its cpm.
    bid: money(c.billingType === 'cpm' ? c.strategy.cpm : c.strategy.cpc),
    ...legalValues(toCampaignLegal(c)),
  };
}

/** The form's legal values of a campaign's legal entity. */
function legalValues(legal: CampaignLegal | null) {
  if (legal === null) return NO_LEGAL;
  if ('legalInfoId' in legal) return { ...NO_LEGAL, legalInfoId: String(legal.legalInfoId) };
  const { vat, ...details } = legal;
  return { ...NO_LEGAL, ...details, legalMode: 'details', vat: vat === null ? '' : String(vat) } as const;
}

/** A VAT rate as typed (a comma taken as the decimal point); null when empty or when the party never pays it. */
const vatOf = (values: Pick<EditorValues, 'vat' | 'legalType'>) =>
  values.vat.trim() === '' || isIndividualParty(values.legalType)
    ? null
    : Number(values.vat.replace(',', '.'));

/** The legal entity the form's values choose (the other way's fields are kept in the form, not sent). */
export function legalOf(values: EditorValues): CampaignLegal | null {
  if (values.legalMode === 'saved')
    return values.legalInfoId === '' ? null : { legalInfoId: Number(values.legalInfoId) };
  const { legalType, legalName, regNumber } = values;
  return { legalType, legalName, regNumber, vat: vatOf(values) };
}

/** The ids typed into the publishers field (the schema has checked them). */
export const publisherIds = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);

const text = (value: string) => (value.trim() === '' ? null : value.trim());

/** The wire's billing type and prices of a billing shape bought at `bid`. */
export function shapeStrategy(
  shape: BillingType,
  bid: number,
): Pick<StrategyWire, 'billingType' | 'cpm' | 'cpc'> {
  const billingType: BillingTypeWire = shape === 'cpc' ? 'PAY_PER_CLICK' : 'PAY_PER_SHOW';
  return shape === 'cpm' ? { billingType, cpm: bid, cpc: null } : { billingType, cpm: null, cpc: bid };
}

/** The create body of the form's values (only the fields the type has are sent). */
export function toCampaignInput(values: EditorValues, marking: boolean): CampaignInput {
  const type = values.campaignType;
  const fields = new Set<string>(adFieldsByType[type]);
  const byAudience = hasAudienceTargeting(type);
  return {
    name: values.name.trim(),
    campaignType: type,
    strategy: {
      budget: Number(values.budget),
      ...shapeStrategy(values.billingType, Number(values.bid)),
    },
    ads: values.ads.map((ad) => ({
      ...(ad.id !== null && { id: ad.id }),
      ...(marking && { erid: text(ad.erid) }),
      title: fields.has('title') ? text(ad.title) : null,
      subtitle: fields.has('subtitle') ? text(ad.subtitle) : null,
      buttonText: fields.has('buttonText') ? text(ad.buttonText) : null,
      advertiserName: fields.has('advertiserName') ? text(ad.advertiserName) : null,
      icon: fields.has('icon') ? (ad.icon?.cloudId ?? null) : null,
      image: fields.has('image') ? (ad.image?.cloudId ?? null) : null,
      video: fields.has('video') ? (ad.video?.cloudId ?? null) : null,
      link: ad.link.trim(),
    })),
    targeting: {
      regions: values.regions,
      languages: values.languages,
      isTelegramPremium: boolOf(values.premium),
      platformType: values.platformType,
      vpn: boolOf(values.vpn),
      segments: values.segments.included,
      excludedSegments: values.segments.excluded,
      ...(byAudience && {
        publishers: publisherIds(values.publishers),
        walletTargeting: boolOf(values.wallet),
        categories: values.categories.map(Number),
      }),
    },
    ...(marking && { legal: legalOf(values) }),
  };
}

/** Whether two money fields as typed hold the same amount (`1100` and `1100.00` do). */
const sameMoney = (a: string, b: string) => a.trim() === b.trim() || Number(a) === Number(b);

/**
 * The strategy an edit sends, or undefined when the user changed none of it: the loaded campaign's strategy with
 * only what the user changed put in. A changed budget changes the budget alone; a changed price changes that
 * shape's price alone (a tcpc campaign's cpc, and a cpm it also has stays); a changed shape makes the strategy that
 * shape at the form's price. So a save that touches only the budget keeps the billing type and both prices exactly
 * as the server has them.
 */
function strategyPatch(
  values: EditorValues,
  original: EditorValues,
  loaded: StrategyWire,
): StrategyWire | undefined {
  const budget = !sameMoney(values.budget, original.budget);
  const shape = values.billingType !== original.billingType;
  const price = !sameMoney(values.bid, original.bid);
  if (!budget && !shape && !price) return undefined;
  const bid = Number(values.bid);
  return {
    ...loaded,
    ...(budget && { budget: Number(values.budget) }),
    ...(shape
      ? shapeStrategy(values.billingType, bid)
      : price && (values.billingType === 'cpm' ? { cpm: bid } : { cpc: bid })),
  };
}

/**
 * The edit body: only the top-level parts that differ from the loaded campaign (`original`, the form's values of
 * `loaded`); the strategy as {@link strategyPatch} makes it.
 */
export function toCampaignPatch(
  values: EditorValues,
  original: EditorValues,
  marking: boolean,
  loaded: StrategyWire,
): CampaignPatch {
  const next = toCampaignInput(values, marking);
  const before = toCampaignInput(original, marking);
  const patch: CampaignPatch = {};
  for (const key of Object.keys(next) as (keyof CampaignInput)[]) {
    if (key === 'strategy') continue;
    if (JSON.stringify(next[key]) !== JSON.stringify(before[key])) Object.assign(patch, { [key]: next[key] });
  }
  const strategy = strategyPatch(values, original, loaded);
  if (strategy) patch.strategy = strategy;
  return patch;
}

/** What of an ad the user edits (the server's facts left out), for comparisons. */
const adContent = (ad: AdValues) => ({
  id: ad.id,
  erid: ad.erid,
  title: ad.title,
  subtitle: ad.subtitle,
  buttonText: ad.buttonText,
  advertiserName: ad.advertiserName,
  icon: ad.icon?.cloudId ?? null,
  image: ad.image?.cloudId ?? null,
  video: ad.video?.cloudId ?? null,
  link: ad.link,
});

/**
 * Spec section 4: the draft "has unsaved changes" when its ads set or type differs from the original. Beyond
 * the spec, any other value the user changed counts too (a changed budget is as much work to lose); focusing a
 * field without changing it changes nothing.
 */
export function hasUnsavedChanges(original: EditorValues, current: EditorValues): boolean {
  if (original.campaignType !== current.campaignType) return true;
  if (JSON.stringify(original.ads.map(adContent)) !== JSON.stringify(current.ads.map(adContent))) return true;
  const { ads: _a, ...restOriginal } = original;
  const { ads: _b, ...restCurrent } = current;
  return JSON.stringify(restOriginal) !== JSON.stringify(restCurrent);
}

// ---------------------------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------------------------

const IMAGES: FileRules['accept'] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const VIDEOS: FileRules['accept'] = ['video/mp4', 'video/webm'];
const KB = 1024;
const MB = 1024 * KB;
/** A square icon of 30 to 512 px (the Task row's icon is 50 px; Telegram's own limit is 512). */
const ICON: FileRules = {
  accept: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: MB,
  image: { square: true, minWidth: 30, maxWidth: 512 },
};
const VIDEO: FileRules = { accept: VIDEOS, maxBytes: 50 * MB };

/**
 * Media rules per type, checked on the client before any upload (type by magic bytes, size, dimensions); the
 * server checks again. Designed from `ad-formats.md`: an interstitial image as a comparable network takes
 * (<= 200 KB, at least 300 px), a message picture as Telegram's Bot API takes (<= 10 MB, capped at the upload
 * limit of 5 MB), a main-page image as a comparable native block (<= 50 KB, at least 128 px). Videos are
 * checked by type and size only: their length is the server's to judge once transcoded (a video the browser
 * cannot decode would otherwise be refused as unreadable).
 */
export const AD_MEDIA_RULES: Readonly<Record<CampaignType, Partial<Record<MediaField, FileRules>>>> = {
  FullscreenMedia: {
    image: { accept: IMAGES, maxBytes: 200 * KB, image: { minWidth: 300, minHeight: 300 } },
    video: VIDEO,
  },
  RewardedVideo: {
    image: { accept: IMAGES, maxBytes: 200 * KB, image: { minWidth: 300, minHeight: 300 } },
    video: VIDEO,
  },
  Task: { icon: ICON },
  BotMessageMedia: { image: { accept: IMAGES, maxBytes: 5 * MB }, video: VIDEO },
  ChatMessageMedia: { image: { accept: IMAGES, maxBytes: 5 * MB }, video: VIDEO },
  InChat: { icon: ICON },
  MainPage: {
    icon: ICON,
    image: { accept: IMAGES, maxBytes: 50 * KB, image: { minWidth: 128, minHeight: 128 } },
  },
};

/** The server's hard limits of the ad texts (over the preview's limit is only a warning; over these an error). */
export const AD_TEXT_HARD = { title: 100, subtitle: 300, buttonText: 30, advertiserName: 100 } as const;
/** The server's limits of an ad's ERID and landing link, and of the campaign's name. */
export const ERID_MAX = 64;
export const LINK_MAX = 2_048;
export const NAME_MAX = 200;

/**
 * Where a text field of the editor cuts typing and pasting (the native `maxlength`, TextField's `hardMaxLength`):
 * four times the larger of the server's limit and the preview's, so a long paste still lands whole enough to be
 * edited down (the field then says it is too long), while a megabyte pasted by mistake is cut at once: counted and
 * previewed on every key, it froze the editor.
 */
export const hardCut = (limit: number, preview = 0) => 4 * Math.max(limit, preview);

/** What each type requires of an ad besides its link (mirrors the server). `oneOf`: at least one of those. */
export const AD_NEEDS: Readonly<
  Record<CampaignType, { all: readonly (keyof AdValues)[]; oneOf?: readonly MediaField[] }>
> = {
  FullscreenMedia: { all: [], oneOf: ['image', 'video'] },
  RewardedVideo: { all: ['video'] },
  Task: { all: ['title'] },
  BotMessageMedia: { all: ['title'] },
  ChatMessageMedia: { all: ['title'] },
  InChat: { all: ['title'] },
  MainPage: { all: ['title', 'image'] },
};

/** Whether a landing link may be used: an absolute https URL with a host (never `javascript:`, `data:`, `http:`). */
export function isLandingLink(value: string): boolean {
  const trimmed = value.trim();
  if (!isHttpsLink(trimmed)) return false;
  try {
    return new URL(trimmed).hostname.length > 0 && !/\s/.test(trimmed);
  } catch {
    return false;
  }
}

/** The budget's range, the contract's (the server refuses the rest). */
export const BUDGET_RANGE = { min: MIN_CAMPAIGN_BUDGET, max: MAX_MONEY } as const;

/** The range of a shape's price, the contract's: a cpm's for cpm, a cpc's for cpc and tcpc (priced per click). */
export const bidRange = (shape: BillingType) =>
  shape === 'cpm' ? ({ min: MIN_CPM, max: MAX_CPM } as const) : ({ min: MIN_CPC, max: MAX_CPC } as const);

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;
const moneyField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.regex(MONEY, 'editor.errors.money'),
  v.check((s) => Number(s) > 0, 'editor.errors.money'),
);
const inRange = (text: string, { min, max }: { min: number; max: number }) =>
  Number(text) >= min && Number(text) <= max;

const media = v.nullable(v.object({ cloudId: v.string(), url: v.nullable(v.string()), name: v.string() }));
const adSchema = v.object({
  id: v.nullable(v.number()),
  erid: v.pipe(v.string(), v.maxLength(ERID_MAX, 'editor.errors.tooLong')),
  title: v.string(),
  subtitle: v.string(),
  buttonText: v.string(),
  advertiserName: v.pipe(v.string(), v.maxLength(AD_TEXT_HARD.advertiserName, 'editor.errors.tooLong')),
  icon: media,
  image: media,
  video: media,
  link: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.check(isLandingLink, 'editor.errors.httpsOnly'),
  ),
  directLink: v.nullable(v.string()),
  hasBlacklistedLink: v.boolean(),
  verifiedLink: v.boolean(),
  transcoded: v.boolean(),
});

/** The form's rules; messages are translation keys. Per-type rules run over the whole value. */
export const editorSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('validation.required'),
      v.maxLength(NAME_MAX, 'editor.errors.tooLong'),
    ),
    campaignType: v.picklist(CAMPAIGN_TYPES),
    ads: v.pipe(v.array(adSchema), v.minLength(1), v.maxLength(MAX_ADS)),
    regions: v.array(v.number()),
    languages: v.array(v.string()),
    platformType: v.picklist(PLATFORM_TYPES),
    premium: v.picklist(TRI_STATES),
    vpn: v.picklist(TRI_STATES),
    wallet: v.picklist(TRI_STATES),
    segments: v.object({ included: v.array(v.number()), excluded: v.array(v.number()) }),
    categories: v.array(v.string()),
    publishers: v.pipe(
      v.string(),
      v.check((s) => /^[\d,\s]*$/.test(s) && publisherIds(s).every((n) => n > 0), 'editor.errors.publishers'),
    ),
    billingType: v.picklist(BILLING_TYPES),
    budget: v.pipe(
      moneyField,
      v.check((s) => inRange(s, BUDGET_RANGE), 'editor.errors.budgetRange'),
    ),
    bid: moneyField,
    legalMode: v.picklist(LEGAL_MODES),
    legalInfoId: v.string(),
    legalType: v.picklist(LEGAL_INFO_TYPES),
    legalName: v.string(),
    regNumber: v.string(),
    vat: v.string(),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const value = dataset.value;
    const type = value.campaignType;
    const limits = adTextLimits[type];
    // The price's range depends on the shape, so it is judged here, over the whole value (once it is an amount).
    if (MONEY.test(value.bid.trim()) && !inRange(value.bid.trim(), bidRange(value.billingType)))
      addIssue({
        message: 'editor.errors.bidRange',
        path: [{ type: 'object', origin: 'value', input: value, key: 'bid', value: value.bid }],
      });
    const fields = new Set<string>(adFieldsByType[type]);
    value.ads.forEach((ad, i) => {
      const issue = (field: string, message: string) =>
        addIssue({
          message,
          path: [
            { type: 'object', origin: 'value', input: value, key: 'ads', value: value.ads },
            { type: 'array', origin: 'value', input: value.ads, key: i, value: ad },
            { type: 'object', origin: 'value', input: ad, key: field, value: ad[field as keyof AdValues] },
          ],
        });
      for (const field of AD_NEEDS[type].all) if (!ad[field]) issue(field, 'validation.required');
      const oneOf = AD_NEEDS[type].oneOf;
      if (oneOf && !oneOf.some((f) => ad[f])) issue(oneOf[0]!, 'editor.errors.mediaNeeded');
      for (const field of ['title', 'subtitle', 'buttonText'] as const) {
        // Over the preview's limit is a warning (the text is cut), over the server's hard limit an error.
        const hard = AD_TEXT_HARD[field];
        if (fields.has(field) && ad[field].trim().length > Math.max(hard, limits[field] ?? 0))
          issue(field, 'editor.errors.tooLong');
      }
    });
    if (value.legalMode === 'details' && legalRules)
      for (const [field, message] of Object.entries(legalRules(value, vatOf(value))))
        addIssue({
          message,
          path: [
            { type: 'object', origin: 'value', input: value, key: field, value: value[field as LegalField] },
          ],
        });
  }),
);

/** The fields of the typed legal details a rule can refuse. */
export type LegalField = 'legalName' | 'regNumber' | 'vat';
/** The typed legal details' rules: their messages (translation keys) by field, given the VAT rate as a number. */
export type LegalRules = (values: EditorValues, vat: number | null) => Partial<Record<LegalField, string>>;
let legalRules: LegalRules | null = null;
/**
 * The Legal section's chunk brings the rules of the typed details with it (`legalProblems` of `legal-section.tsx`,
 * over the client's `checkCampaignLegal`), so the editor's first paint and accounts without `ru_ad_marking` carry
 * none of them. The form waits for that chunk before it checks a submit (`CampaignEditorForm`).
 */
export const setLegalRules = (rules: LegalRules) => {
  legalRules = rules;
};

export type EditorOutput = v.InferOutput<typeof editorSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Sections and server fields
// ---------------------------------------------------------------------------------------------------------------

export const SECTIONS = ['ads', 'targeting', 'strategy', 'legal', 'review'] as const;
export type Section = (typeof SECTIONS)[number];

/** The form's legal fields (named as the wire names them). */
export const LEGAL_FIELDS: readonly string[] = [
  'legalMode',
  'legalInfoId',
  'legalType',
  'legalName',
  'regNumber',
  'vat',
];

/** The form field a server field path lands on (`strategy.cpm` -> `bid`, `ads[0].link` -> `ads.0.link`). */
export function formFieldOf(path: string): string | null {
  if (path === 'name' || path === 'campaignType' || LEGAL_FIELDS.includes(path)) return path;
  if (path === 'strategy.budget') return 'budget';
  if (path === 'strategy.billingType') return 'billingType';
  if (path.startsWith('strategy.')) return 'bid';
  const ad = /^ads\[(\d+)]\.(\w+)$/.exec(path);
  if (ad) return `ads.${ad[1]}.${ad[2] === 'id' ? 'title' : ad[2]}`;
  if (path === 'ads') return 'ads.0.link';
  const targeting = /^targeting\.(\w+)/.exec(path)?.[1];
  if (!targeting) return null;
  const map: Record<string, string> = {
    isTelegramPremium: 'premium',
    walletTargeting: 'wallet',
    excludedSegments: 'segments',
  };
  return map[targeting] ?? targeting;
}

/** Which section holds a form field. */
export function sectionOf(field: string): Section {
  if (field.startsWith('ads') || field === 'name' || field === 'campaignType') return 'ads';
  if (['budget', 'bid', 'billingType'].includes(field)) return 'strategy';
  if (LEGAL_FIELDS.includes(field)) return 'legal';
  return 'targeting';
}

// ---------------------------------------------------------------------------------------------------------------
// Draft kept in the browser
// ---------------------------------------------------------------------------------------------------------------

/**
 * The edit-campaign draft of spec section 3 (campaignId, adsIds, campaignType, the original values, the mobile
 * preview flag), kept in localStorage per user and campaign (`adnet-campaign-draft:<userId>:<campaignId>`), and
 * for a new campaign per user and type (`adnet-campaign-draft:<userId>:new:<campaignType>`), so that a reload or a
 * crash can offer it back. It holds what the user typed and media cloud ids, never a token, a cookie or a media URL
 * (those may be signed); a draft of another user has another key and is never read.
 *
 * A new campaign's draft is filed under the type of its values, and offered only on that type's form
 * (`/campaigns/new?campaignType=<its type>`): restoring it never changes the form's type under the URL. Another
 * type's form names it and links there ({@link otherNewDrafts}).
 */
export interface StoredDraft {
  version: 1;
  userId: number;
  campaignId: number | null;
  adsIds: number[];
  campaignType: CampaignType;
  original: EditorValues;
  values: EditorValues;
  mobilePreviewOpen: boolean;
  savedAt: number;
}

/** Where a draft is kept: a saved campaign by its id, a new one by its type. */
export const draftKey = (userId: number, campaignId: number | null, campaignType: CampaignType) =>
  `adnet-campaign-draft:${userId}:${campaignId ?? `new:${campaignType}`}`;

const withoutUrls = (values: EditorValues): EditorValues => ({
  ...values,
  ads: values.ads.map((ad) => ({
    ...ad,
    icon: ad.icon && { ...ad.icon, url: null },
    image: ad.image && { ...ad.image, url: null },
    video: ad.video && { ...ad.video, url: null },
  })),
});

/**
 * Stores the draft; a new campaign's under the type of its values (`campaignType` is that type). A new form whose
 * type was changed in the form moves its draft: the one under the form's first type is dropped, as any change of
 * the form overwrites its draft.
 */
export function saveDraft(
  draft: Omit<StoredDraft, 'version' | 'savedAt' | 'adsIds' | 'campaignType'>,
  now = Date.now(),
) {
  const campaignType = draft.values.campaignType;
  const stored: StoredDraft = {
    ...draft,
    campaignType,
    version: 1,
    savedAt: now,
    adsIds: draft.values.ads.map((a) => a.id).filter((id): id is number => id !== null),
    original: withoutUrls(draft.original),
    values: withoutUrls(draft.values),
  };
  try {
    if (draft.campaignId === null && draft.original.campaignType !== campaignType)
      localStorage.removeItem(draftKey(draft.userId, null, draft.original.campaignType));
    localStorage.setItem(draftKey(draft.userId, draft.campaignId, campaignType), JSON.stringify(stored));
  } catch {
    // Storage full or off: the form still works, only the restore offer is lost.
  }
}

/**
 * A draft's values with a billing shape: drafts stored before the form offered shapes hold the wire's billing type,
 * which that form read as cpm (pay per show) or cpc (pay per click).
 */
function withShape(values: EditorValues): EditorValues {
  const stored = values.billingType as string;
  if ((BILLING_TYPES as readonly string[]).includes(stored)) return values;
  return { ...values, billingType: stored === 'PAY_PER_CLICK' ? 'cpc' : 'cpm' };
}

/**
 * The stored draft of this user and campaign (a new one: of this type), or null (absent, unreadable, someone
 * else's, or of another type).
 */
export function loadDraft(
  userId: number,
  campaignId: number | null,
  campaignType: CampaignType,
): StoredDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(userId, campaignId, campaignType));
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    if (draft.version !== 1 || draft.userId !== userId || draft.campaignId !== campaignId) return null;
    if (!CAMPAIGN_TYPES.includes(draft.values.campaignType)) return null;
    if (campaignId === null && draft.values.campaignType !== campaignType) return null;
    return { ...draft, original: withShape(draft.original), values: withShape(draft.values) };
  } catch {
    return null;
  }
}

/** The user's drafts of new campaigns of the other types, newest first: what a new form of `campaignType` names. */
export function otherNewDrafts(userId: number, campaignType: CampaignType): StoredDraft[] {
  return CAMPAIGN_TYPES.filter((c) => c !== campaignType)
    .map((c) => loadDraft(userId, null, c))
    .filter((d): d is StoredDraft => d !== null)
    .sort((a, b) => b.savedAt - a.savedAt);
}

export function clearDraft(userId: number, campaignId: number | null, campaignType: CampaignType) {
  try {
    localStorage.removeItem(draftKey(userId, campaignId, campaignType));
  } catch {
    // Nothing to clear.
  }
}

export const isCampaignType = (value: string | null): value is CampaignType =>
  value !== null && (CAMPAIGN_TYPES as readonly string[]).includes(value);
