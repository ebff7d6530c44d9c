import { createHash } from 'node:crypto';
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
/** A TRON address's shape: `T` and 33 base58 characters (the checksum is {@link isTronAddress}'s). */
export const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

const doubleSha = (bytes: Uint8Array) =>
  createHash('sha256').update(createHash('sha256').update(bytes).digest()).digest();

function base58(bytes: Uint8Array): string {
  let n = BigInt(`0x${Buffer.from(bytes).toString('hex')}`);
  let out = '';
  for (; n > 0n; n /= 58n) out = BASE58[Number(n % 58n)]! + out;
  for (const b of bytes) {
    if (b !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/**
 * Whether the text is a TRON mainnet address: base58check of `0x41` + 20 bytes, the last 4 bytes the start of
 * SHA-256(SHA-256(the first 21)). The same rule as `tronAddressProblem` of `@adnet/api-client` (the sandbox takes
 * only types from the client, so it is written here again over node:crypto).
 */
export function isTronAddress(text: string): boolean {
  if (!TRON_ADDRESS.test(text)) return false;
  let n = 0n;
  for (const char of text) n = n * 58n + BigInt(BASE58.indexOf(char));
  const hex = n.toString(16).padStart(50, '0');
  if (hex.length !== 50) return false;
  const bytes = Buffer.from(hex, 'hex');
  return bytes[0] === 0x41 && doubleSha(bytes.subarray(0, 21)).subarray(0, 4).equals(bytes.subarray(21));
}

/**
 * A valid TRON address (base58check, checksum holds) derived from a seed string: the sandbox holds no keys and
 * nothing is on chain, but a wallet that checks the checksum accepts it.
 */
export function tronAddress(seed: string): string {
  const body = Buffer.alloc(21);
  body[0] = 0x41;
  for (let i = 0; i < 20; i++) body[i + 1] = hash32(seed, i) & 0xff;
  return base58(Buffer.concat([body, doubleSha(body).subarray(0, 4)]));
}

/** Telegram usernames: 5-32 characters, letters, digits and underscores, starting with a letter. */
export const TELEGRAM_USERNAME = /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/;
