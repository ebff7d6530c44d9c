/**
 * TRON USDT (TRC-20) rules of the wallet a caller checks before sending a withdraw. A TRON address is base58check:
 * `0x41` and a 20-byte account id, then the first 4 bytes of SHA-256(SHA-256(those 21 bytes)), written in base58
 * as 34 characters starting with `T`.
 *
 * SHA-256 is written here (not WebCrypto, not a library): WebCrypto's digest is asynchronous and missing on plain
 * http origins, and this package has no runtime dependencies and a 12 KB budget; the test checks it against
 * Node's own SHA-256.
 */

/** The base58 alphabet (no 0, O, I, l). */
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Length of a TRON address as text. */
export const TRON_ADDRESS_LENGTH = 34;
/** USDT on TRON has 6 decimals: an amount with more cannot be sent. */
export const USDT_DECIMALS = 6;
/** How long the network fee (`GET /api/tron/fee`) is kept before it is asked again (spec section 9): 1800 s. */
export const TRON_FEE_MAX_AGE_MS = 1_800_000;

/** What is wrong with a TRON address, or null when it is one. */
export type TronAddressProblem = 'required' | 'length' | 'alphabet' | 'prefix' | 'checksum';

const K = Uint32Array.from(
  '428a2f98 71374491 b5c0fbcf e9b5dba5 3956c25b 59f111f1 923f82a4 ab1c5ed5 d807aa98 12835b01 243185be 550c7dc3 72be5d74 80deb1fe 9bdc06a7 c19bf174 e49b69c1 efbe4786 0fc19dc6 240ca1cc 2de92c6f 4a7484aa 5cb0a9dc 76f988da 983e5152 a831c66d b00327c8 bf597fc7 c6e00bf3 d5a79147 06ca6351 14292967 27b70a85 2e1b2138 4d2c6dfc 53380d13 650a7354 766a0abb 81c2c92e 92722c85 a2bfe8a1 a81a664b c24b8b70 c76c51a3 d192e819 d6990624 f40e3585 106aa070 19a4c116 1e376c08 2748774c 34b0bcb5 391c0cb3 4ed8aa4a 5b9cca4f 682e6ff3 748f82ee 78a5636f 84c87814 8cc70208 90befffa a4506ceb bef9a3f7 c67178f2'
    .split(' ')
    .map((h) => parseInt(h, 16)),
);

/** SHA-256 of bytes (FIPS 180-4). */
export function sha256(data: Uint8Array): Uint8Array {
  const bitLength = data.length * 8;
  const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 2 ** 32));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  const h = Uint32Array.from([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h as unknown as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    [a, b, c, d, e, f, g, hh].forEach((x, i) => (h[i] = (h[i]! + x) >>> 0));
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  h.forEach((x, i) => outView.setUint32(i * 4, x));
  return out;
}

/** Decodes base58 text to bytes (leading `1`s are zero bytes), or null when a character is not base58. */
export function base58Decode(text: string): Uint8Array | null {
  const bytes: number[] = [];
  for (const char of text) {
    let carry = BASE58.indexOf(char);
    if (carry < 0) return null;
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i]! * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    for (; carry > 0; carry >>= 8) bytes.push(carry & 0xff);
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.push(0);
  }
  return Uint8Array.from(bytes.reverse());
}

/**
 * What is wrong with a TRON address as typed (surrounding spaces ignored): none given, not 34 characters, a
 * character outside base58, not a TRON mainnet address (`T`, version byte 0x41), or a checksum that does not hold
 * (a typo). Null when it can be sent.
 */
export function tronAddressProblem(input: string): TronAddressProblem | null {
  const address = input.trim();
  if (address === '') return 'required';
  if (address.length !== TRON_ADDRESS_LENGTH) return 'length';
  const bytes = base58Decode(address);
  if (!bytes) return 'alphabet';
  if (bytes.length !== 25 || bytes[0] !== 0x41) return 'prefix';
  const check = sha256(sha256(bytes.subarray(0, 21)));
  for (let i = 0; i < 4; i++) if (check[i] !== bytes[21 + i]) return 'checksum';
  return null;
}

/** Whether the text is a TRON mainnet address whose checksum holds. */
export const isTronAddress = (input: string): boolean => tronAddressProblem(input) === null;

/** Whether an amount has at most {@link USDT_DECIMALS} decimals (what a TRC-20 USDT transfer can carry). */
export function fitsUsdtDecimals(amount: number): boolean {
  const scaled = amount * 10 ** USDT_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * The most that can be withdrawn: what is available minus the network fee (the fee is booked on top of the amount),
 * rounded down to {@link USDT_DECIMALS} decimals; 0 when the fee eats it all.
 */
export function maxWithdrawAmount(available: number, fee: number): number {
  const scale = 10 ** USDT_DECIMALS;
  return Math.max(0, Math.floor(Math.round((available - fee) * scale * 10) / 10) / scale);
}
