import { RECOMMENDED_COST_DECIMALS } from '../constants';
import type {
  Ad,
  AdInput,
  BillingType,
  Campaign,
  CampaignInput,
  CampaignLegal,
  CampaignLegalKey,
  CampaignListRow,
  CampaignPatch,
  CampaignType,
  Forecast,
} from '../domain';
import type {
  AdWire,
  CampaignInputWire,
  CampaignListRowWire,
  CampaignPatchWire,
  CampaignTypeWire,
  CampaignWire,
  ForecastWire,
  StrategyWire,
} from '../wire';
import { isForeignParty, isIndividualParty, normalizeInn } from '../rules/legal-info';
import { fromEpoch, fromEpochOrNull } from './common';

/** Domain sort fields of a campaign list row that the wire names differently. */
export const CAMPAIGN_SORT_WIRE: Readonly<Record<string, string>> = { createdAt: 'createdEpoch' };

/** Server value -> UI value of every campaign type (spec section 3). */
export const CAMPAIGN_TYPE_FROM_WIRE: Readonly<Record<CampaignTypeWire, CampaignType>> = {
  FULLSCREEN_MEDIA: 'FullscreenMedia',
  REWARDED_VIDEO: 'RewardedVideo',
  TASK: 'Task',
  BOT: 'BotMessageMedia',
  CHAT: 'ChatMessageMedia',
  IN_CHAT_PAGE: 'InChat',
  MAIN_PAGE: 'MainPage',
};

/** The server value of a UI campaign type. */
export function toCampaignTypeWire(type: CampaignType): CampaignTypeWire {
  return (Object.keys(CAMPAIGN_TYPE_FROM_WIRE) as CampaignTypeWire[]).find(
    (wire) => CAMPAIGN_TYPE_FROM_WIRE[wire] === type,
  )!;
}

/** The UI value of a server campaign type. */
export const toCampaignType = (type: CampaignTypeWire): CampaignType => CAMPAIGN_TYPE_FROM_WIRE[type];

/** A percent from the server (2.5) as a fraction (0.025), as the statistics and list rows need it. */
export const ctrFromPercent = (percent: number): number => percent / 100;

/** Rounds a recommended cost to {@link RECOMMENDED_COST_DECIMALS} decimals (1.005 -> 1.01, not 1). */
export function roundCost(value: number): number {
  const factor = 10 ** RECOMMENDED_COST_DECIMALS;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/**
 * The billing type of a campaign (spec section 3): pay-per-click is `cpc`; pay-per-show combined with a cpc, or
 * without a cpm, is `tcpc`; pay-per-show with only a cpm is `cpm`.
 */
export function toBillingType(strategy: Pick<StrategyWire, 'billingType' | 'cpm' | 'cpc'>): BillingType {
  if (strategy.billingType === 'PAY_PER_CLICK') return 'cpc';
  return strategy.cpc !== null || strategy.cpm === null ? 'tcpc' : 'cpm';
}

/** An ad as shown: a tracking link (`afLink`) becomes the shown link and the original the direct link. */
export function toAd({ link, afLink, ...ad }: AdWire): Ad {
  return afLink ? { ...ad, link: afLink, directLink: link } : { ...ad, link, directLink: null };
}

/** An ad as the edit call takes it back: the advertiser's own link, never the tracking link; assets by id. */
export function toAdInput(ad: Ad): AdInput {
  return {
    id: ad.id,
    erid: ad.erid,
    title: ad.title,
    subtitle: ad.subtitle,
    buttonText: ad.buttonText,
    advertiserName: ad.advertiserName,
    icon: ad.icon?.cloudId ?? null,
    image: ad.image?.cloudId ?? null,
    video: ad.video?.cloudId ?? null,
    link: ad.directLink ?? ad.link,
  };
}

/** A campaign detail with UI type, dates, mapped ads and derived billing type. */
export function toCampaign({
  campaignType,
  createdEpoch,
  sla,
  latestModerationDate,
  ads,
  ...rest
}: CampaignWire): Campaign {
  return {
    ...rest,
    campaignType: toCampaignType(campaignType),
    createdAt: fromEpoch(createdEpoch),
    sla: fromEpochOrNull(sla),
    latestModerationDate: fromEpochOrNull(latestModerationDate),
    ads: ads.map(toAd),
    billingType: toBillingType(rest.strategy),
  };
}

/** A list row with UI type, dates, ctr as a fraction and derived billing type. */
export function toCampaignListRow({
  campaignType,
  createdEpoch,
  sla,
  billingType,
  ctr,
  ...rest
}: CampaignListRowWire): CampaignListRow {
  return {
    ...rest,
    campaignType: toCampaignType(campaignType),
    createdAt: fromEpoch(createdEpoch),
    sla: fromEpochOrNull(sla),
    billingType: toBillingType({ billingType, cpm: rest.cpm, cpc: rest.cpc }),
    ctr: ctrFromPercent(ctr),
  };
}

/** The wire's legal fields as they are sent: all five, the unused ones null. */
export type CampaignLegalWire = { [K in CampaignLegalKey]-?: NonNullable<CampaignInputWire[K]> | null };

/**
 * The legal entity of a campaign as the wire's five fields, always all of them (so an edit that switches from a
 * saved legal info to typed details, or back, leaves nothing of the other behind): a saved one as `legalInfoId`;
 * typed details trimmed, a resident's ИНН as digits, an individual's VAT null (individuals never pay it); null as
 * none.
 */
export function toCampaignLegalWire(legal: CampaignLegal | null): CampaignLegalWire {
  const none: CampaignLegalWire = {
    legalInfoId: null,
    legalType: null,
    legalName: null,
    regNumber: null,
    vat: null,
  };
  if (legal === null) return none;
  if ('legalInfoId' in legal) return { ...none, legalInfoId: legal.legalInfoId };
  const { legalType, legalName, regNumber, vat } = legal;
  return {
    ...none,
    legalType,
    legalName: legalName.trim(),
    regNumber: isForeignParty(legalType) ? regNumber.trim() : normalizeInn(regNumber),
    vat: isIndividualParty(legalType) ? null : vat,
  };
}

/** The create body from the UI input. */
export function toCampaignInputWire(input: CampaignInput): CampaignInputWire {
  return toCampaignPatchWire(input) as CampaignInputWire;
}

/** The edit body from the UI patch (the type, when it changes, in its server value; the legal entity as fields). */
export function toCampaignPatchWire({ campaignType, legal, ...patch }: CampaignPatch): CampaignPatchWire {
  return {
    ...patch,
    ...(campaignType && { campaignType: toCampaignTypeWire(campaignType) }),
    ...(legal !== undefined && toCampaignLegalWire(legal)),
  };
}

/** The forecast with its recommendation (cpm or cpc, whichever came) rounded to 2 decimals. */
export function toForecast(wire: ForecastWire): Forecast {
  const cost = wire.recommendedCpm ?? wire.recommendedCpc;
  return {
    recommendedCost: cost === undefined ? null : roundCost(cost),
    showBudgetWarning: wire.showBudgetWarning,
    dailyImpressions: wire.dailyImpressions ?? null,
    narrowTargeting: wire.narrowTargeting ?? false,
  };
}
