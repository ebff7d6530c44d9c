/**
 * Deterministic randomness. The seed and the statistics must come out the same on every machine and every run, so
 * nothing here touches `Math.random`.
 */

/** A 32-bit hash of any mix of strings and numbers (FNV-1a, then a murmur finaliser for avalanche). */
export function hash32(...parts: (string | number)[]): number {
  let h = HASH_START;
  for (const part of parts) h = hashPart(h, part);
  return hashEnd(h);
}

/**
 * `hash32` in steps, for hot loops whose parts share a prefix: `hashEnd(hashPart(hashPart(HASH_START, a), b))` is
 * `hash32(a, b)`, and the state after the shared parts is computed once.
 */
export const HASH_START = 0x811c9dc5;

/** Feeds one part (as `hash32` writes it: its text, then a separator). */
export function hashPart(state: number, part: string | number): number {
  let h = state;
  const text = `${part}\u0001`;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

/** The finished hash of a state, as `hash32` returns it. */
export function hashEnd(state: number): number {
  let h = state;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) that depends only on `parts`. */
export const unit = (...parts: (string | number)[]): number => hash32(...parts) / 2 ** 32;

/** A seeded generator (mulberry32) with the helpers the seed needs. */
export function createRng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** One element of a non-empty list. */
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    /** True with probability `p`. */
    chance: (p: number) => next() < p,
    /** A money amount in [min, max] with two decimals. */
    money: (min: number, max: number) => Math.round((min + next() * (max - min)) * 100) / 100,
  };
}

export type Rng = ReturnType<typeof createRng>;
