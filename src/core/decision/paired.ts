/**
 * The paired decision of an interleaved A/B run (`bench-diff ab`) as a decision method: the gate
 * compares the head's rounds with a baseline made of the base's rounds (core/ab.ts), and this method
 * decides each benchmark by comparePaired (stats/paired.ts) on its round-aligned values, so the
 * report, its statuses, the verdict and every rendering are the gate's own.
 *
 * From the gate's compared result it takes the threshold, the protection and whether the benchmark
 * counts in the geomean; it replaces the change with the paired estimate (Hodges–Lehmann of the
 * per-round ratios) and records the interval and the signed-rank test in `stats`. A protected
 * benchmark stays out of Holm's family and keeps its status; `over_threshold` says whether the
 * paired rule would have called it regressed.
 */
import { median } from '../aggregate.js';
import { valueChangePct } from '../ratio.js';
import { comparePaired, type PairedBenchmark, type PairedGeomean, type PairedInput } from '../stats/paired.js';
import type { GeomeanResult, PairedRecord } from '../report.js';
import type { Compared, DecisionMethod } from './method.js';

/** One benchmark's values of each round: `base[i]` and `head[i]` were measured in round i + 1. */
export interface RoundValues {
  base: readonly number[];
  head: readonly number[];
}

export interface PairedMethodOptions extends PairedRecord {
  alpha: number;
  /** Every compared benchmark's round values, by name. */
  pairs: ReadonlyMap<string, RoundValues>;
}

function apply({ result, obs }: Compared, b: PairedBenchmark): void {
  // Medians of each side's rounds for the value columns; the change is the paired estimate.
  result.baseline = median(obs.baseline);
  result.current = median(obs.current);
  result.ratio = b.ratio;
  result.change_pct = b.change_pct;
  // The measured value's change goes with the ratio it is shown beside ("+22.5% (1.22× slower)"), not
  // with the medians above, from which the threshold rule had worked it out.
  result.value_change_pct = b.ratio === null ? null : valueChangePct(b.ratio, result.direction);
  const worse = (b.change_pct ?? 0) < 0;
  result.stats = {
    test: 'signed-rank',
    baseline_n: b.rounds,
    current_n: b.rounds,
    // One round's interval covers nothing (coverage 0): none is recorded.
    ...(b.ci_pct !== null && b.coverage !== null && b.coverage > 0 ? { ci_pct: b.ci_pct, confidence: b.coverage } : {}),
    p_value: worse ? b.p_worse : b.p_better,
    significant: b.significant,
    exact: b.test === 'exact',
  };
  if (result.status === 'protected') {
    result.over_threshold = b.status === 'regressed';
    return;
  }
  result.stats.p_holm = b.p_holm;
  result.status = b.status;
  if (b.note !== undefined) result.note = b.note;
}

function geomeanOf(g: PairedGeomean): GeomeanResult {
  if (g.ratio === null || g.change_pct === null) return { ratio: null, change_pct: null, count: 0, status: 'skipped' };
  // As for the rows: the interval with the coverage it has (a few rounds cannot give 1 − alpha), and
  // none for one round, whose interval covers nothing.
  const interval = g.ci_pct !== null && g.coverage !== null && g.coverage > 0 ? { ci_pct: g.ci_pct, confidence: g.coverage } : {};
  return { ratio: g.ratio, change_pct: g.change_pct, count: g.count, status: g.status, ...interval, significant: g.significant };
}

/** The paired method over the given rounds; a compared benchmark without round values is a caller's bug. */
export function pairedMethod(options: PairedMethodOptions): DecisionMethod {
  return {
    decide(compared, _results, context) {
      const inputs: PairedInput[] = compared.map(({ result }) => {
        const values = options.pairs.get(result.name);
        if (!values) throw new Error(`paired method: no round values for benchmark "${result.name}"`);
        return {
          name: result.name,
          direction: result.direction,
          threshold_pct: result.threshold_pct,
          base: values.base,
          head: values.head,
          in_geomean: result.in_geomean,
          family: result.status !== 'protected',
        };
      });
      // Results the gate did not compare (new, missing, failed) are never in the geomean.
      const comparison = comparePaired(inputs, { alpha: options.alpha, geomeanThreshold: context.geomeanThreshold });
      comparison.benchmarks.forEach((b, i) => apply(compared[i]!, b));
      return {
        geomean: geomeanOf(comparison.geomean),
        warnings: comparison.warnings,
        reported: { method: 'paired', alpha: options.alpha, paired: { rounds: options.rounds, seed: options.seed } },
      };
    },
  };
}
