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
export declare function mulberry32(seed: number): Random;
/**
 * Mixes a text (a benchmark's name) into a seed with FNV-1a, so each benchmark draws its own stream:
 * its interval does not depend on which other benchmarks are in the suite or in what order.
 */
export declare function seedFor(text: string, seed: number): number;
/** An integer in [0, n). */
export declare function randomIndex(random: Random, n: number): number;
/** A standard normal deviate (Box–Muller; one of the pair is dropped for simplicity). */
export declare function normal(random: Random): number;
