/**
 * Seeded randomness (`@hiber/hub-sdk/random`): the same seed gives the same numbers on every machine and in
 * every browser, for layouts, bootstrap samples and anything else that must repeat. Not for secrets. No
 * dependencies, no I/O.
 *
 * ```ts
 * const random = seededRandom(hashSeed("meta-llama/Llama-3.1-8B-Instruct"));
 * random(); // a number in [0, 1), the same one every time for this name
 * ```
 */

/** Mulberry32: a small, fast generator of numbers uniform in [0, 1), seeded with a 32-bit integer. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The 32-bit FNV-1a hash of a string (of its UTF-16 code units): a seed for {@link seededRandom}. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
