import { hash32 } from './prng';

/**
 * Domains the network refuses in ad links (designed, examples only). An ad linking to one is saved with
 * `hasBlacklistedLink: true`, which a moderator sees; it never gets `verifiedLink`.
 */
export const BLACKLISTED_DOMAINS = [
  'free-crypto-giveaway.example',
  'casino-bonus.example',
  'phish-login.example',
];

export function isBlacklisted(link: string | null | undefined): boolean {
  if (!link) return false;
  try {
    const host = new URL(link).hostname.toLowerCase();
    return BLACKLISTED_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`));
  } catch {
    return false;
  }
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** A TRON address: `T` and 33 base58 characters. */
export const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** A TRON-shaped deposit address derived from a seed string (the sandbox holds no keys; nothing is on chain). */
export function tronAddress(seed: string): string {
  let out = 'T';
  for (let i = 0; out.length < 34; i++) out += BASE58[hash32(seed, i) % BASE58.length];
  return out;
}

/** Telegram usernames: 5-32 characters, letters, digits and underscores, starting with a letter. */
export const TELEGRAM_USERNAME = /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/;
