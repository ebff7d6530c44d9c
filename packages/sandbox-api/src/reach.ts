import type { CampaignTypeWire, PlatformTypeWire } from '@adnet/api-client';
import { COUNTRIES, GEO_TREE, REGION_BY_ID } from './geo';

/**
 * The forecast's reach estimate (designed): the shows a day a targeting can get, from the network's daily shows of
 * the format times the share of them in the chosen places, languages and platform (taken as independent). A
 * targeting below {@link NARROW_REACH} shows a day is "too narrow": a campaign there serves in fits or not at all.
 */

/** Shows a day across the whole network, per format. */
export const DAILY_SHOWS: Record<CampaignTypeWire, number> = {
  FULLSCREEN_MEDIA: 4_000_000,
  REWARDED_VIDEO: 1_500_000,
  TASK: 6_000_000,
  BOT: 3_000_000,
  CHAT: 5_000_000,
  IN_CHAT_PAGE: 8_000_000,
  MAIN_PAGE: 2_000_000,
};

/** Below this many shows a day the forecast says the targeting is too narrow. */
export const NARROW_REACH = 5_000;

/** Share of the network's audience per country: tier-one markets are larger than the rest. */
export const TIER_ONE: ReadonlySet<string> = new Set([
  'US',
  'GB',
  'DE',
  'FR',
  'NL',
  'CA',
  'AU',
  'NZ',
  'SG',
  'AE',
  'HK',
]);
const countryShare = (code: string) => (TIER_ONE.has(code) ? 0.03 : 0.015);

/** Share of the audience per language; languages not listed have 2 %. */
const LANGUAGE_SHARE: Record<string, number> = {
  en: 0.35,
  ru: 0.25,
  es: 0.08,
  pt: 0.07,
  tr: 0.05,
  fa: 0.05,
  uk: 0.04,
  de: 0.03,
};

const PLATFORM_SHARE: Record<PlatformTypeWire, number> = {
  ALL: 1,
  ANDROID: 0.55,
  IOS: 0.3,
  DESKTOP: 0.1,
  WEB: 0.05,
};

/** The share of the audience in some region tree nodes: a world region, a country or a region of a country. */
function geoShare(regionIds: readonly number[]): number {
  if (regionIds.length === 0) return 1;
  let share = 0;
  for (const id of new Set(regionIds)) {
    if (GEO_TREE.some((root) => root.id === id)) {
      for (const country of REGION_BY_ID.get(id)?.children ?? []) share += countryShare(country.getCode);
      continue;
    }
    const country = COUNTRIES.find((c) => c.id === id);
    if (country) {
      share += countryShare(country.getCode);
      continue;
    }
    const parent = COUNTRIES.find((c) => c.children?.some((r) => r.id === id));
    if (parent) share += countryShare(parent.getCode) / (parent.children?.length ?? 1);
  }
  return Math.min(share, 1);
}

function languageShare(languages: readonly string[]): number {
  if (languages.length === 0) return 1;
  return Math.min(
    [...new Set(languages)].reduce((sum, code) => sum + (LANGUAGE_SHARE[code] ?? 0.02), 0),
    1,
  );
}

/** Shows a day the targeting can reach. */
export function dailyReach(q: {
  type: CampaignTypeWire;
  regions?: readonly number[];
  languages?: readonly string[];
  platformType?: PlatformTypeWire;
}): number {
  return Math.round(
    DAILY_SHOWS[q.type] *
      geoShare(q.regions ?? []) *
      languageShare(q.languages ?? []) *
      PLATFORM_SHARE[q.platformType ?? 'ALL'],
  );
}
