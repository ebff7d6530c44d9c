import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scryptCb) as (pw: string, salt: Buffer, len: number) => Promise<Buffer>;

let hashes = 0;
/** Every password hash goes through here, counted. */
const scrypt = (password: string, salt: Buffer, length: number) => {
  hashes += 1;
  return scryptAsync(password, salt, length);
};

/**
 * How many password hashes this process has computed: what the brute-force and timing tests count (a limit checked
 * after the hash, or an unknown e-mail answered without one, shows in the count, not on a clock).
 */
export const passwordHashes = () => hashes;

/** `scrypt$<salt b64>$<hash b64>`; N=16384 (node's default), 64-byte key. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, 64);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length);
  return timingSafeEqual(expected, actual);
}

export const newToken = () => randomBytes(32).toString('base64url');
/** Tokens are stored only as hashes, so a leaked database does not leak live sessions. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
