/** Instances of the synthetic model (model.ts) for the engine. */
import { mulberry32, type Random } from '../../src/core/stats/random.js';
import type { Instance } from './engine.js';
import { makeSuite, runValues, type ModelParams } from './model.js';

export const AA_RUNS = 30;

export function syntheticInstance(params: ModelParams, seed: number): Instance {
  const random: Random = mulberry32(seed);
  const suite = makeSuite(params, random);
  return {
    benchmarks: suite.benchmarks,
    noisy: suite.benchmarks.map((b) => b.cv > 0.05 || b.mode !== 0),
    quiet: suite.benchmarks.map((b) => b.cv <= 0.03),
    aaRuns: Array.from({ length: AA_RUNS }, () => runValues(suite, random)),
    pullRequest: (runs, injection) => ({
      baseline: Array.from({ length: runs }, () => runValues(suite, random)),
      current: Array.from({ length: runs }, () => runValues(suite, random, injection)),
    }),
  };
}
