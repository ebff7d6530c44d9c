/**
 * What each campaign type shows, its text limits and the safety rules of the previews. Framework-free so that the
 * campaign form can use the same limits for its counters.
 */

import { graphemes, textLength } from '../../internal/text-length';

export { textLength };

/** The campaign types, in the UI's own values (the API's FULLSCREEN_MEDIA … MAIN_PAGE map onto these). */
export const campaignTypes = [
  'FullscreenMedia',
  'RewardedVideo',
  'Task',
  'BotMessageMedia',
  'ChatMessageMedia',
  'InChat',
  'MainPage',
] as const;
/** One campaign type. */
export type CampaignType = (typeof campaignTypes)[number];

/** The fields of an ad a preview can show. Every one is optional: the form previews a half-filled ad. */
export interface AdPreviewAd {
  title?: string;
  subtitle?: string;
  buttonText?: string;
  advertiserName?: string;
  /** URL of a square icon (Task, InChat, MainPage). */
  icon?: string;
  /** URL of the picture. */
  image?: string;
  /** URL of the video (FullscreenMedia, RewardedVideo, and messages that carry a video). */
  video?: string;
  /**
   * The landing link (the tracking link when there is one). Where a user would see it, the preview shows only its
   * host, and only when it is https (see {@link linkHost}).
   */
  link?: string;
  /** Ad identifier of the Russian ad marking, shown beside the «Ad» label. */
  erid?: string;
}

/** The text fields whose length is limited. */
export type AdTextField = 'title' | 'subtitle' | 'buttonText' | 'advertiserName';

/**
 * Characters (grapheme clusters) of each text field a Telegram user sees before the text is cut, by type.
 *
 * - FullscreenMedia, RewardedVideo: title 60 and description 160, as a comparable Mini App interstitial network
 *   documents; a button fits about 24 characters on a 360 px screen.
 * - Task: the task row is about 328 px wide with a 50 px icon and a button, so a title of 14 px text fits about
 *   40 characters on two lines, the reward line 60, the button 12.
 * - BotMessageMedia, ChatMessageMedia: a media caption holds 1024 characters (Telegram Bot API); the linked title
 *   and the brand line are one line each (64); an inline button shows about 32 characters.
 * - InChat: no public spec; modelled on Telegram's own sponsored messages (text at most 160 characters, one
 *   button) with a one-line title of 40.
 * - MainPage: a comparable native block allows title 30 and description 60.
 */
export const adTextLimits: Readonly<Record<CampaignType, Readonly<Partial<Record<AdTextField, number>>>>> = {
  FullscreenMedia: { title: 60, subtitle: 160, buttonText: 24 },
  RewardedVideo: { title: 60, subtitle: 160, buttonText: 24 },
  Task: { title: 40, subtitle: 60, buttonText: 12 },
  BotMessageMedia: { title: 64, advertiserName: 64, subtitle: 1024, buttonText: 32 },
  ChatMessageMedia: { title: 64, advertiserName: 64, subtitle: 1024, buttonText: 32 },
  InChat: { title: 40, subtitle: 160, buttonText: 24 },
  MainPage: { title: 30, subtitle: 60, buttonText: 20 },
};

/** Cuts a text to `limit` characters with an ellipsis, as the client would show it; shorter texts pass through. */
export function truncateText(text: string, limit: number | undefined): string {
  if (limit === undefined) return text;
  const parts = graphemes(text);
  return parts.length <= limit ? text : `${parts.slice(0, limit).join('').trimEnd()}…`;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** True only for an absolute https URL: the previews never show other links as text. */
export function isHttpsLink(value: string | undefined): value is string {
  return value !== undefined && parseUrl(value.trim())?.protocol === 'https:';
}

/**
 * What a Telegram user reads of a landing link: its host (`shop.example`, without `www.`), never its path or query,
 * where tracking macros (`{click_id}`) and parameters live until the network fills them in at the click. Undefined
 * for a link that is not https or whose host is itself a macro.
 */
export function linkHost(value: string | undefined): string | undefined {
  if (!isHttpsLink(value)) return undefined;
  const host = new URL(value.trim()).hostname;
  return /^[a-z0-9.-]+$/i.test(host) ? host.replace(/^www\./i, '') : undefined;
}

const SAFE_DATA_MEDIA = /^data:(image\/(png|jpeg|gif|webp|avif)|video\/(mp4|webm));/i;

/**
 * Where an ad's stored media come from. A network's API may answer media links relative to itself
 * (`/api/public/files/…`): they are resolved against `base` (the API's base URL, absolute), and only links that
 * then point at one of `origins` (the base's own origin when absent; its scheme as it is, so an http API in
 * development works) are loaded. Other hosts and schemes are refused.
 */
export interface AdMediaSource {
  /** The absolute URL media links are resolved against: the API's base URL. */
  base: string;
  /** Origins that serve the network's media (`https://cdn.example`); the base's own when absent. */
  origins?: readonly string[];
}

/**
 * Returns a media URL the preview may load, or undefined. Always allowed: blob (a file the user just picked) and
 * data URLs of raster images or video. Refused: `javascript:` and SVG data (an ad's SVG must never be inlined; as
 * a served file it is still only drawn through `<img>`). The rest depends on `source`:
 * - with a {@link AdMediaSource}: the link resolved against its base, when it points at one of its origins (so a
 *   link relative to the API is shown, and a link to any other host is not);
 * - without one: any absolute https URL (never http: mixed content).
 */
export function safeMediaUrl(value: string | undefined, source?: AdMediaSource): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (SAFE_DATA_MEDIA.test(trimmed)) return trimmed;
  if (!source) {
    const url = parseUrl(trimmed);
    return url && (url.protocol === 'https:' || url.protocol === 'blob:') ? trimmed : undefined;
  }
  if (trimmed.startsWith('blob:')) return parseUrl(trimmed) ? trimmed : undefined;
  let url: URL;
  try {
    url = new URL(trimmed, source.base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const origins = source.origins ?? [parseUrl(source.base)?.origin];
  return origins.includes(url.origin) ? url.href : undefined;
}

/** The ad with each media link as {@link safeMediaUrl} allows it (a refused one left out). */
export function withSafeMedia(ad: AdPreviewAd, source?: AdMediaSource): AdPreviewAd {
  const out: AdPreviewAd = { ...ad };
  for (const field of ['icon', 'image', 'video'] as const) {
    const safe = safeMediaUrl(ad[field], source);
    if (safe) out[field] = safe;
    else delete out[field];
  }
  return out;
}

/** Which fields each type shows; warnings speak only of those. */
export const adFieldsByType: Readonly<Record<CampaignType, readonly (keyof AdPreviewAd)[]>> = {
  FullscreenMedia: ['image', 'video', 'title', 'subtitle', 'buttonText', 'link'],
  RewardedVideo: ['video', 'image', 'title', 'subtitle', 'buttonText', 'link'],
  Task: ['icon', 'title', 'subtitle', 'buttonText', 'link'],
  BotMessageMedia: ['title', 'advertiserName', 'subtitle', 'image', 'video', 'buttonText', 'link'],
  ChatMessageMedia: ['title', 'advertiserName', 'subtitle', 'image', 'video', 'buttonText', 'link'],
  InChat: ['icon', 'title', 'subtitle', 'buttonText', 'link'],
  MainPage: ['icon', 'image', 'title', 'subtitle', 'buttonText', 'link'],
};

/** Something the advertiser should know before saving: a text that will be cut, or a link that is not shown. */
export type AdPreviewWarning =
  | { kind: 'truncated'; field: AdTextField; length: number; limit: number }
  | { kind: 'insecureLink' }
  | { kind: 'unsafeMedia'; field: 'icon' | 'image' | 'video' };

/** The warnings of an ad shown as the given type, in field order; media as {@link safeMediaUrl} judges them. */
export function adPreviewWarnings(
  type: CampaignType,
  ad: AdPreviewAd,
  source?: AdMediaSource,
): AdPreviewWarning[] {
  const warnings: AdPreviewWarning[] = [];
  const limits = adTextLimits[type];
  for (const field of adFieldsByType[type]) {
    const value = ad[field];
    if (!value) continue;
    if (field === 'link') {
      if (!isHttpsLink(value)) warnings.push({ kind: 'insecureLink' });
    } else if (field === 'icon' || field === 'image' || field === 'video') {
      if (!safeMediaUrl(value, source)) warnings.push({ kind: 'unsafeMedia', field });
    } else if (field !== 'erid') {
      const limit = limits[field];
      const length = textLength(value);
      if (limit !== undefined && length > limit) warnings.push({ kind: 'truncated', field, length, limit });
    }
  }
  return warnings;
}
