/**
 * A small seeded pseudo-random generator, so that every resampling and every simulation gives the same
 * numbers on every machine and every run: a verdict must not change between two runs of the same data.
 */

/** A generator of uniform numbers in [0, 1). */
export type Random = () => number;

/**
 * mulberry32: 32 bits of state, fast, and good enough for resampling indices (it passes the
 * gjrand/PractRand tests that matter at this size). Not for cryptography.
 */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Mixes a text (a benchmark's name) into a seed with FNV-1a, so each benchmark draws its own stream:
 * its interval does not depend on which other benchmarks are in the suite or in what order.
 */
export function seedFor(text: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** An integer in [0, n). */
export function randomIndex(random: Random, n: number): number {
  return Math.floor(random() * n);
}

/** A standard normal deviate (Box–Muller; one of the pair is dropped for simplicity). */
export function normal(random: Random): number {
  let u = random();
  while (u === 0) u = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
