/** Instances of the synthetic model (model.ts) for the engine. */
import { mulberry32, type Random } from '../../src/core/stats/random.js';
import type { Instance } from './engine.js';
import { makeSuite, runValues, type ModelParams } from './model.js';

export const AA_RUNS = 30;
/** Commits in the simulated history of the base branch (the `--window` the history-fed baseline takes). */
export const HISTORY_COMMITS = 30;

export function syntheticInstance(params: ModelParams, seed: number): Instance {
  const random: Random = mulberry32(seed);
  const suite = makeSuite(params, random);
  return {
    benchmarks: suite.benchmarks,
    noisy: suite.benchmarks.map((b) => b.cv > 0.05 || b.mode !== 0),
    quiet: suite.benchmarks.map((b) => b.cv <= 0.03),
    aaRuns: Array.from({ length: AA_RUNS }, () => runValues(suite, random)),
    // Its own random stream: the other configurations see exactly the draws they saw before it existed.
    history: (runs) => {
      const own = mulberry32(seed ^ 0x5eed_4157);
      return Array.from({ length: HISTORY_COMMITS }, () => Array.from({ length: runs }, () => runValues(suite, own)));
    },
    pullRequest: (runs, injection) => ({
      baseline: Array.from({ length: runs }, () => runValues(suite, random)),
      current: Array.from({ length: runs }, () => runValues(suite, random, injection)),
    }),
  };
}
