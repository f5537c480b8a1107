/**
 * The threshold rule (the contract's default): a benchmark regresses when its aggregated value is
 * more than its threshold worse, the suite when the geomean of the ratios is more than its limit worse.
 */
import type { BenchmarkResult, GeomeanResult } from '../report.js';
import { betterThan, changePct, geometricMean, worseThan } from '../ratio.js';
import { markTooNoisy } from '../stats/noise-status.js';
import type { DecisionMethod } from './method.js';

/** Decides one compared benchmark by its change alone (a protected one keeps its status). */
export function thresholdDecide(result: BenchmarkResult): void {
  const change = result.change_pct!;
  const worse = worseThan(change, result.threshold_pct);
  if (result.status === 'protected') {
    result.over_threshold = worse;
    return;
  }
  result.status = worse ? 'regressed' : betterThan(change, result.threshold_pct) ? 'improved' : 'unchanged';
  markTooNoisy(result);
}

/** The results the geomean counts: in it, and compared. */
export function inGeomean(results: readonly BenchmarkResult[]): BenchmarkResult[] {
  return results.filter((r) => r.in_geomean && r.ratio !== null);
}

/** The geomean of the counted ratios, failing when it is more than `limit` percent worse. */
export function thresholdGeomean(results: readonly BenchmarkResult[], limit: number): GeomeanResult {
  const ratios = inGeomean(results).map((r) => r.ratio!);
  if (ratios.length === 0) return { ratio: null, change_pct: null, count: 0, status: 'skipped' };
  const ratio = geometricMean(ratios);
  const change = changePct(ratio);
  return { ratio, change_pct: change, count: ratios.length, status: worseThan(change, limit) ? 'fail' : 'pass' };
}

export const thresholdMethod: DecisionMethod = {
  decide(compared, results, context) {
    for (const { result } of compared) thresholdDecide(result);
    return { geomean: thresholdGeomean(results, context.geomeanThreshold), warnings: [] };
  },
};
