/**
 * A report whose benchmarks regressed with a recent trend from a history baseline: what the trend
 * charts (src/report/trend-chart.ts) draw. For the tests of those charts and of their units.
 */
import type { BenchmarkResult, Report } from '../../src/core/report.js';

/** A benchmark 10% slower (10 -> 11 ms) with a trend of `points` commits. */
export function regressedRow(name: string, points = 30): BenchmarkResult {
  return {
    name,
    unit: 'ms',
    direction: 'lower',
    baseline: 10,
    current: 11,
    runs: 3,
    ratio: 1.1,
    change_pct: 10,
    value_change_pct: 10,
    status: 'regressed',
    threshold_pct: 8,
    in_geomean: true,
    trend: Array.from({ length: points }, (_, i) => ({ commit: `${i}`.padStart(40, 'a'), value: 10 + (i % 3) / 10 })),
  };
}

/** A failed report of `benchmarks` against the history of branch main. */
export function trendReport(benchmarks: BenchmarkResult[]): Report {
  return {
    schema_version: 1,
    verdict: 'fail',
    thresholds: { benchmark_pct: 8, geomean_pct: 3 },
    aggregate: 'best',
    runs: 3,
    protected_in_geomean: true,
    allow_missing: false,
    geomean: { ratio: 1.1, change_pct: 10, count: benchmarks.length, status: 'fail' },
    summary: { regressed: benchmarks.length, failed: 0, missing: 0, inconclusive: 0, improved: 0, protected: 0, new: 0, unchanged: 0 },
    benchmarks,
    baseline: { source: 'bench-gate-data:main.jsonl', history: { branch: 'main', from_commit: 'a', to_commit: 'b', commits: 30, window: 30 } },
    current: { sources: ['r.json'] },
    warnings: [],
  };
}
