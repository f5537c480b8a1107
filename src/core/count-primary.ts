/**
 * A benchmark whose primary value is itself a count (the instructions of `--from cachegrind`,
 * `callgrind` or `iai-callgrind`, allocations per op) is gated as a count metric is (metric-gate.ts,
 * README "Metrics"): when every observation on each side lies within COUNT_TOLERANCE of the others it
 * is exact, decided by the threshold rule alone at 0% (or the threshold an override gives the
 * benchmark), never inconclusive, and its noise column says "exact". A count that varies, and every
 * time or throughput, is left to the decision method exactly as before.
 */
import { decideExact, withinTolerance } from './metric-gate.js';
import { isCountUnit } from './metric-rules.js';
import type { BenchmarkResult } from './report.js';
import type { Observations } from './stats/observations.js';

/** Decides `result` when it is an exact count and returns true; false leaves it to the decision method. */
export function decideExactCount(result: BenchmarkResult, obs: Observations, overrideThreshold: number | undefined): boolean {
  if (!isCountUnit(result.unit) || !withinTolerance(obs.baseline) || !withinTolerance(obs.current)) return false;
  result.threshold_pct = overrideThreshold ?? 0;
  result.exact = true;
  decideExact(result, true);
  return true;
}
