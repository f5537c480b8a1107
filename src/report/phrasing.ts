/**
 * What every rendering says the same way: the order of rows and the one-line verdict.
 */
import { STATUSES, type BenchmarkResult, type Report } from '../core/report.js';
import { failingCounts, isSmallGeomean, metricGeomeanFails } from '../core/verdict.js';
import { changeInWords, worseThan } from '../core/ratio.js';
import { humanPct, plural } from './humanize.js';
import { groupMetricRows, SMALL_GEOMEAN } from './metric-rows.js';

const RANK = new Map(STATUSES.map((s, i) => [s, i]));

/**
 * Rows in order of urgency (regressed, failed, missing, improved, ...), worst change first within each,
 * the rows that are only reported after all gated ones; a benchmark's metric rows grouped under it
 * (metric-rows.ts).
 */
export function orderedResults(report: Report): BenchmarkResult[] {
  // Sort keys in typed arrays and indices instead of an object per row: a million rows sort in a second.
  const results = report.benchmarks;
  const rank = new Uint8Array(results.length);
  const change = new Float64Array(results.length);
  let metrics = false;
  for (let i = 0; i < results.length; i++) {
    const r = results[i]!;
    // A row only reported (a metric not gated) after every gated one: 50 tinybench benchmarks' p99.9
    // swings, reported only, came above the one regression that failed the check.
    rank[i] = RANK.get(r.status)! + (r.gated === false ? STATUSES.length : 0);
    change[i] = r.change_pct ?? 0;
    if (r.metric != null) metrics = true;
  }
  const before = (a: number, b: number): number => rank[a]! - rank[b]! || change[a]! - change[b]! || a - b;
  if (metrics) {
    const grouped = groupedOrder(results, before);
    if (grouped) return grouped;
  }
  const order = new Array<number>(results.length);
  for (let i = 0; i < results.length; i++) order[i] = i;
  order.sort(before);
  const sorted = order.map((i) => results[i]!);
  return metrics ? groupMetricRows(sorted) : sorted;
}

/**
 * What groupMetricRows makes of the rows sorted by `before`, sorting benchmarks rather than rows:
 * a benchmark goes where its most urgent row would, its primary row first, then its metric rows in
 * order. Undefined when a name has two primary rows (groupMetricRows keeps the last one).
 */
function groupedOrder(results: readonly BenchmarkResult[], before: (a: number, b: number) => number): BenchmarkResult[] | undefined {
  const groupOf = new Map<string, number>();
  const group = new Int32Array(results.length);
  // Per benchmark: its most urgent row, its primary row (-1 for none), how many metric rows.
  const first: number[] = [];
  const primary: number[] = [];
  const metricCount: number[] = [];
  for (let i = 0; i < results.length; i++) {
    const r = results[i]!;
    let g = groupOf.get(r.name);
    if (g === undefined) {
      groupOf.set(r.name, (g = first.length));
      first.push(i);
      primary.push(-1);
      metricCount.push(0);
    } else if (before(i, first[g]!) < 0) {
      first[g] = i;
    }
    group[i] = g;
    if (r.metric != null) metricCount[g]! += 1;
    else if (primary[g]! >= 0) return undefined;
    else primary[g] = i;
  }
  // Each benchmark's metric rows, side by side in one array.
  const start = new Int32Array(first.length + 1);
  for (let g = 0; g < first.length; g++) start[g + 1] = start[g]! + metricCount[g]!;
  const next = start.slice(0, first.length);
  const metricRows = new Int32Array(start[first.length]!);
  for (let i = 0; i < results.length; i++) if (results[i]!.metric != null) metricRows[next[group[i]!]!++] = i;
  const benchmarks = first.map((_, g) => g).sort((a, b) => before(first[a]!, first[b]!));
  const out: BenchmarkResult[] = [];
  for (const g of benchmarks) {
    if (primary[g]! >= 0) out.push(results[primary[g]!]!);
    const rows = metricRows.subarray(start[g]!, start[g + 1]!);
    if (rows.length > 1) rows.sort(before);
    for (const i of rows) out.push(results[i]!);
  }
  return out;
}

/** "2 regressions, 1 missing, 1 metric geomean over its limit" — the reasons for a failing verdict, or undefined when none. */
function failureCounts(report: Report): string | undefined {
  const s = failingCounts(report.summary, report.allow_missing);
  const parts: string[] = [];
  if (s.regressed) parts.push(plural(s.regressed, 'regression'));
  if (s.failed) parts.push(`${s.failed} failed`);
  if (s.missing) parts.push(`${s.missing} missing`);
  // A metric's geomean fails the gate too (README, "Metrics"); its line under the table names it.
  const metricGeomeans = Object.values(report.metric_geomeans ?? {}).filter(metricGeomeanFails).length;
  if (metricGeomeans) parts.push(`${plural(metricGeomeans, 'metric geomean')} over ${metricGeomeans === 1 ? 'its limit' : 'their limit'}`);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/**
 * " [99% CI 4.1% worse…1.5% worse]" with --method stats and paired; nothing otherwise. In words, as the
 * geomean is. The coverage the interval has: a paired run of a few rounds gets less than it asked for.
 */
export function geomeanInterval(report: Report): string {
  const ci = report.geomean.ci_pct;
  if (!ci || report.alpha === undefined) return '';
  const confidence = report.geomean.confidence ?? 1 - report.alpha;
  return ` [${Math.round(confidence * 100)}% CI ${changeInWords(ci[0])}…${changeInWords(ci[1])}]`;
}

/**
 * Why a report has no geomean: every compared benchmark was left out of it (protected, with
 * protected_in_geomean false: the only way a compared benchmark leaves it), every benchmark on both
 * sides failed in the runs, or no benchmark is on both sides.
 */
export function noGeomeanReason(report: Report): string {
  const primary = report.benchmarks.filter((r) => r.metric == null);
  if (primary.some((r) => r.ratio !== null)) return 'every compared benchmark is protected, and protected benchmarks are left out of it';
  // A failed benchmark of the baseline is in both: saying that none is would send its reader looking
  // for a mismatch of names.
  if (primary.some((r) => r.status === 'failed' && r.baseline !== null)) return 'every benchmark the baseline and the runs have in common failed';
  return 'no benchmark is in both the baseline and the runs';
}

/**
 * "geomean 2.8% worse (limit 3%)" or the reason there is none, and whether a pass over the limit was
 * not significant (`significance` false: the caller says it after the status). In words, not with a sign: the
 * benchmarks of a suite need not all go the same way (times and ops/s), so no sign could follow
 * the measured values the way each row's change does.
 */
export function geomeanPhrase(report: Report, significance = true): string {
  const g = report.geomean;
  if (g.change_pct === null) return `geomean not computed (${noGeomeanReason(report)})`;
  // Over one benchmark it is not gated (SMALL_GEOMEAN): no limit is named, as none applies.
  if (isSmallGeomean(g)) return `geomean ${changeInWords(g.change_pct)}${geomeanInterval(report)} (${plural(g.count, 'benchmark')}, not gated)`;
  const limit = report.thresholds.geomean_pct;
  return `geomean ${changeInWords(g.change_pct, limit)} (limit ${humanPct(limit)})${geomeanInterval(report)}${significance ? geomeanNotSignificant(report) + geomeanInconclusive(report) : ''}`;
}

/** The text's geomean line for one over a single benchmark: "geomean 4.8% worse over 1 benchmark: not gated (...)" (SMALL_GEOMEAN). */
export function smallGeomeanLine(report: Report): string {
  const g = report.geomean;
  return `geomean ${changeInWords(g.change_pct!)}${geomeanInterval(report)} over ${plural(g.count, 'benchmark')}: ${SMALL_GEOMEAN}`;
}

/**
 * ", not significant" for a geomean over its limit that passed because its test did not reach alpha: a
 * pass that is no evidence of "no regression" says so. Methods stats and paired no longer make one (such
 * a geomean is inconclusive, as a row is), but the Action renders reports made elsewhere (input
 * `report`, written by whichever `bench-diff ab` the workflow installed), and an earlier version's says it.
 */
export function geomeanNotSignificant(report: Report): string {
  const g = report.geomean;
  return g.change_pct !== null && g.significant === false && g.status === 'pass' && worseThan(g.change_pct, report.thresholds.geomean_pct) ? ', not significant' : '';
}

/**
 * ", inconclusive" for a geomean that could neither pass nor fail (the warnings say why): over its limit
 * but not significant (methods stats and paired), or within it with an interval that cannot back a pass
 * (paired). Beside a PASS verdict, not hidden by it.
 */
export function geomeanInconclusive(report: Report): string {
  return report.geomean.status === 'inconclusive' ? ', inconclusive' : '';
}

/** The verdict in words, without decoration: "2 regressions · geomean 2.8% worse (limit 3%)". */
export function verdictPhrase(report: Report, separator = ' · '): string {
  const failures = failureCounts(report);
  const improved = report.summary.improved > 0 ? plural(report.summary.improved, 'improvement') : undefined;
  const inconclusive = report.summary.inconclusive ? `, ${report.summary.inconclusive} inconclusive` : '';
  // A fail with no failing benchmark is the geomean's, which follows: "FAIL: no regressions" read as a contradiction.
  const none = report.verdict === 'fail' ? 'no benchmark regressed' : 'no regressions';
  const lead = (failures ?? (improved ? `${none}, ${improved}` : none)) + inconclusive;
  return `${lead}${separator}${geomeanPhrase(report)}`;
}

/**
 * Whether to suggest promoting the runs: improvements and a pass, against a baseline. `bench-diff ab`
 * (method paired) compares two commands and has no baseline to promote into.
 */
export function suggestsPromotion(report: Report): boolean {
  return report.summary.improved > 0 && report.verdict === 'pass' && report.method !== 'paired';
}

/** What accepting means and how to undo it, for every rendering. */
export function acceptedNote(acceptedBy: string): string {
  return `Regressions accepted by ${acceptedBy}: they are reported, but the check passes. To gate them again, remove ${acceptedBy}.`;
}
