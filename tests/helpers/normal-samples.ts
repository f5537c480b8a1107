/** Samples for the noise tests: n normal samples around `centre` with the given CV (Box–Muller on a seeded generator). */
import { mulberry32 } from '../../src/core/stats/random.js';

export function normalSamples(n: number, centre: number, cvPct: number, seed: number): number[] {
  const random = mulberry32(seed);
  return Array.from({ length: n }, () => {
    const z = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    return centre * (1 + (cvPct / 100) * z);
  });
}
