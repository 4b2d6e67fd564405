/**
 * Mulberry32: small, fast, and the same sequence on every platform for a given seed, so a
 * generated corpus is the same everywhere (no Math.random). The audit's built-in corpus draws
 * from it; the tests, the bench and the mutation sampler use it too (test/support/random.ts).
 */

/** A function returning the next number in [0, 1) of the Mulberry32 sequence for `seed`. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
