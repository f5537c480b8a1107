/**
 * The verdict rule, in one place: the gate fails on regressed and failed benchmarks, on missing ones
 * unless they are allowed, and on the geomean. Accepting (accept.ts) can pass regressions only.
 */
import type { BenchmarkResult, GeomeanResult, GeomeanStatus, Report, Status } from './report.js';

/** The benchmarks that fail the gate, by kind; `failed + missing` are broken, not slower. */
interface FailingCounts {
  regressed: number;
  failed: number;
  missing: number;
}

/** The report's summary of its rows: how many of each status. A metric that is only reported (gated: false) neither fails nor counts. */
export function countStatuses(results: readonly BenchmarkResult[]): Record<Status, number> {
  const summary: Record<Status, number> = { regressed: 0, failed: 0, missing: 0, inconclusive: 0, improved: 0, protected: 0, new: 0, unchanged: 0 };
  for (const r of results) if (r.gated !== false) summary[r.status] += 1;
  return summary;
}

/** Whether a benchmark of this status fails the gate. */
export function failsGate(status: Status, allowMissing: boolean): boolean {
  return status === 'regressed' || status === 'failed' || (status === 'missing' && !allowMissing);
}

export function failingCounts(summary: Readonly<Record<Status, number>>, allowMissing: boolean): FailingCounts {
  return { regressed: summary.regressed, failed: summary.failed, missing: allowMissing ? 0 : summary.missing };
}

/**
 * The fewest benchmarks a geomean gates over (README, "How the gate decides"): a geomean over one
 * benchmark is that benchmark, so it would hold a single slowdown to the geomean's limit (3%) in place
 * of the benchmark's own (8%, or its calibrated or configured one), and count it twice.
 */
export const GEOMEAN_MIN_COUNT = 2;

/** Whether a geomean taken over `count` benchmarks can fail the verdict. */
export function geomeanGates(count: number): boolean {
  return count >= GEOMEAN_MIN_COUNT;
}

/**
 * The rule for a geomean over fewer than GEOMEAN_MIN_COUNT benchmarks, applied once to whatever a
 * decision method decided (the suite's geomean and each metric's): still shown, with its numbers, but
 * `skipped` and `gated: false`, so that its benchmark's own limit alone decides. A geomean over none
 * (no ratio) is left as it is: `skipped`, with nothing to show.
 */
export function ungateSmallGeomean<G extends GeomeanResult>(g: G): G {
  if (g.ratio === null || geomeanGates(g.count)) return g;
  return { ...g, status: 'skipped', gated: false };
}

/** Whether a geomean was shown but not gated for being over fewer than GEOMEAN_MIN_COUNT benchmarks (ungateSmallGeomean). */
export function isSmallGeomean(g: GeomeanResult): boolean {
  return g.change_pct !== null && g.status === 'skipped' && !geomeanGates(g.count);
}

/**
 * The geomeans' part in the verdict: `fail` when a gated metric geomean (metric_geomeans) fails, as the
 * suite's geomean does; else the suite geomean's status. The gate and the check of a report read back
 * (action/report-checks.ts) both go by it.
 */
export function geomeansStatus(geomean: GeomeanResult, metricGeomeans: Readonly<Record<string, GeomeanResult>> | undefined): GeomeanStatus {
  return Object.values(metricGeomeans ?? {}).some(metricGeomeanFails) ? 'fail' : geomean.status;
}

/**
 * Whether a metric's geomean fails the verdict: over its limit and gated. Gated unless it says
 * `gated: false`, as a row is (the report schema; a report read back may leave it out).
 */
export function metricGeomeanFails(g: GeomeanResult): boolean {
  return g.gated !== false && g.status === 'fail';
}

/** The verdict before any acceptance: `fail` when a benchmark or the geomean fails the gate. */
export function gateVerdict(summary: Readonly<Record<Status, number>>, allowMissing: boolean, geomean: GeomeanStatus): 'pass' | 'fail' {
  const c = failingCounts(summary, allowMissing);
  return c.regressed + c.failed + c.missing > 0 || geomean === 'fail' ? 'fail' : 'pass';
}

/** Whether the check passes: a pass, or regressions that were accepted. */
export function passes(report: Report): boolean {
  return report.verdict !== 'fail';
}

/** Benchmarks that make the verdict fail (missing ones only when they are not allowed). */
export function failingResults(report: Report): BenchmarkResult[] {
  return report.benchmarks.filter((b) => b.gated !== false && failsGate(b.status, report.allow_missing));
}
