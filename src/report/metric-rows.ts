/**
 * How every rendering shows a benchmark's metric rows (`metric` set; core/metric-gate.ts): grouped
 * under their benchmark, the benchmark's name once, "from 0" instead of a percentage, "exact" for a
 * metric without noise, and one geomean line per metric. A report without metrics renders exactly
 * as before.
 */
import type { BenchmarkResult, GeomeanResult, Report } from '../core/report.js';
import { changeInWords } from '../core/ratio.js';
import { geomeanGates, isSmallGeomean } from '../core/verdict.js';
import { humanPct, plural } from './humanize.js';

/** "BenchmarkParse · B/op" for a metric row, the name alone for a primary row: names a row in a list. */
export function rowName(r: BenchmarkResult): string {
  return r.metric ? `${r.name} · ${r.metric}` : r.name;
}

/** Whether the row just above shows the same benchmark, so this metric row need not repeat its name. */
export function sameBenchmarkAbove(r: BenchmarkResult, above: BenchmarkResult | undefined): boolean {
  return r.metric != null && above !== undefined && above.name === r.name;
}

/**
 * A name as the text shows it: one that is only spaces in quotes (`"   "`), so that its row and its
 * notes do not seem to name nothing. Markdown shows every name in a code span, whose box shows spaces.
 */
export function textName(name: string): string {
  return name.trim() === '' ? JSON.stringify(name) : name;
}

/** The name cell of a text table: the metric indented under its benchmark when that is the row above. */
export function textRowLabel(r: BenchmarkResult, above: BenchmarkResult | undefined): string {
  if (r.metric == null) return textName(r.name);
  return sameBenchmarkAbove(r, above) ? `  ${textName(r.metric)}` : `${textName(r.name)} · ${textName(r.metric)}`;
}

/** "from 0" / "to 0" where a zero leaves no ratio; undefined for every other row. */
export function zeroChange(r: BenchmarkResult): string | undefined {
  if (r.ratio !== null || r.metric == null || r.baseline === null || r.current === null) return undefined;
  return r.from_zero ? 'from 0' : r.current === 0 ? 'to 0' : undefined;
}

/** The noise cell of a metric that has none: "exact". */
export function exactNoise(r: BenchmarkResult): string | undefined {
  return r.exact ? 'exact' : undefined;
}

/** " (reported only)" after the status of a metric that is only reported. */
export function notGated(r: BenchmarkResult): string {
  return r.gated === false ? ' (reported only)' : '';
}

/**
 * The status of a metric that is only reported and moved past its limit: "worse (reported only)",
 * "better (reported only)". Not "regressed (limit 0%) (not gated)", which read as a contradiction and
 * named a limit that decides nothing. Undefined for every other row (its status and notGated say it).
 */
export function reportedOnlyStatus(r: BenchmarkResult): string | undefined {
  if (r.gated !== false) return undefined;
  if (r.status === 'regressed') return 'worse (reported only)';
  if (r.status === 'improved') return 'better (reported only)';
  return undefined;
}

/**
 * Rows grouped by benchmark: each benchmark where its most urgent row is (so a benchmark whose
 * allocations regressed comes first), its primary row first, then its metric rows in urgency order.
 * `ordered` is already in urgency order; without metric rows it is returned as it is.
 */
export function groupMetricRows(ordered: readonly BenchmarkResult[]): BenchmarkResult[] {
  if (!ordered.some((r) => r.metric != null)) return [...ordered];
  const groups = new Map<string, { primary?: BenchmarkResult; metrics: BenchmarkResult[] }>();
  for (const r of ordered) {
    let g = groups.get(r.name);
    if (!g) groups.set(r.name, (g = { metrics: [] }));
    if (r.metric == null) g.primary = r;
    else g.metrics.push(r);
  }
  const out: BenchmarkResult[] = [];
  for (const g of groups.values()) {
    if (g.primary) out.push(g.primary);
    for (const m of g.metrics) out.push(m);
  }
  return out;
}

/**
 * Why a metric has no geomean: no row with a nonzero value on both sides (a ratio), or rows with one
 * that were all left out of it, by their protection or by the metric's rule (`geomean: false`).
 */
function noMetricGeomeanReason(report: Report, name: string): string {
  const withRatio = report.benchmarks.filter((r) => r.metric === name && r.ratio !== null && r.baseline !== 0 && r.current !== 0);
  if (withRatio.length === 0) return 'no nonzero values on both sides';
  if (withRatio.every((r) => r.status === 'protected')) return 'every benchmark with it is protected, and protected benchmarks are left out of it';
  return 'its rule leaves it out: geomean false';
}

/**
 * What a geomean over a single benchmark is, in every rendering: shown, but never gated
 * (core/verdict.ts, ungateSmallGeomean), so no limit is named beside it.
 */
export const SMALL_GEOMEAN = 'not gated (a geomean of one benchmark is that benchmark, held to its own limit)';

/**
 * "geomean B/op 66.7% worse (limit 3%) over 4 benchmarks: fail"; "reported only" when not gated;
 * over one benchmark, without a limit, "not gated" and why (SMALL_GEOMEAN).
 */
export function metricGeomeanLine(report: Report, name: string, g: GeomeanResult): string {
  if (g.change_pct === null) return `geomean ${name}: not computed (${noMetricGeomeanReason(report, name)})`;
  if (isSmallGeomean(g)) return `geomean ${name} ${changeInWords(g.change_pct)} over ${plural(g.count, 'benchmark')}: ${SMALL_GEOMEAN}`;
  // A limit that decides nothing is not named, as on a reported-only row (reportedOnlyStatus).
  if (g.gated === false) return `geomean ${name} ${changeInWords(g.change_pct)} over ${plural(g.count, 'benchmark')}: reported only`;
  const verdict = g.status;
  const limit = g.threshold_pct ?? report.thresholds.geomean_pct;
  return `geomean ${name} ${changeInWords(g.change_pct, limit)} (limit ${humanPct(limit)}) over ${plural(g.count, 'benchmark')}: ${verdict}`;
}

/**
 * The metrics whose runs were combined by their own aggregate (the row's `aggregate`, set where it is
 * not the report's), by aggregate, each metric once, in the report's order: `[["median", ["latency p99"]]]`.
 * None for a single run, where every aggregate is that run.
 */
export function ownAggregates(report: Report): Array<[aggregate: string, metrics: string[]]> {
  if (report.runs < 2) return [];
  const out = new Map<string, Set<string>>();
  for (const r of report.benchmarks) {
    if (r.metric == null || r.aggregate === undefined) continue;
    let metrics = out.get(r.aggregate);
    if (!metrics) out.set(r.aggregate, (metrics = new Set()));
    metrics.add(r.metric);
  }
  return [...out].map(([aggregate, metrics]) => [aggregate, [...metrics]]);
}

/**
 * metricGeomeanLine of each metric, but a metric one benchmark alone has: its geomean is that row
 * again, shown but not gated (the JSON keeps it), and a one-benchmark load test's five latency
 * figures made five lines that each repeated its row.
 */
export function metricGeomeanLines(report: Report): string[] {
  return (Object.entries(report.metric_geomeans ?? {}) as Array<[string, GeomeanResult]>)
    .filter(([, g]) => g.change_pct === null || geomeanGates(g.count))
    .map(([name, g]) => metricGeomeanLine(report, name, g));
}
