/**
 * The emulators' seeded randomness: the same seed gives the same numbers on every machine. The emulators
 * import nothing of ours (ARCHITECTURE.md), so this is their own copy of what `@hiber/hub-sdk/random` gives
 * the other packages; `random.test.ts` holds both to the same sequence.
 */

/** Mulberry32: a small, fast generator of numbers uniform in [0, 1), seeded with a 32-bit integer. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 32-bit FNV-1a hash of `text`, to derive per-item seeds. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
