/**
 * What every rendering says the same way: the order of rows and the one-line verdict.
 */
import { STATUSES, type BenchmarkResult, type Report } from '../core/report.js';
import { failingCounts } from '../core/verdict.js';
import { changeInWords } from '../core/ratio.js';
import { humanPct, plural } from './humanize.js';
import { groupMetricRows } from './metric-rows.js';

const RANK = new Map(STATUSES.map((s, i) => [s, i]));

/**
 * Rows in order of urgency (regressed, failed, missing, improved, ...), worst change first within each;
 * a benchmark's metric rows grouped under it (metric-rows.ts).
 */
export function orderedResults(report: Report): BenchmarkResult[] {
  // Sort keys in typed arrays and indices instead of an object per row: a million rows sort in a second.
  const results = report.benchmarks;
  const rank = new Uint8Array(results.length);
  const change = new Float64Array(results.length);
  const order = new Array<number>(results.length);
  for (let i = 0; i < results.length; i++) {
    rank[i] = RANK.get(results[i]!.status)!;
    change[i] = results[i]!.change_pct ?? 0;
    order[i] = i;
  }
  order.sort((a, b) => rank[a]! - rank[b]! || change[a]! - change[b]! || a - b);
  return groupMetricRows(order.map((i) => results[i]!));
}

/** "2 regressions, 1 missing" — the reasons for a failing verdict, or undefined when none. */
function failureCounts(report: Report): string | undefined {
  const s = failingCounts(report.summary, report.allow_missing);
  const parts: string[] = [];
  if (s.regressed) parts.push(plural(s.regressed, 'regression'));
  if (s.failed) parts.push(`${s.failed} failed`);
  if (s.missing) parts.push(`${s.missing} missing`);
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** " [99% CI 4.1% worse…1.5% worse]" with --method stats; nothing otherwise. In words, as the geomean is. */
export function geomeanInterval(report: Report): string {
  const ci = report.geomean.ci_pct;
  if (!ci || report.alpha === undefined) return '';
  return ` [${Math.round((1 - report.alpha) * 100)}% CI ${changeInWords(ci[0])}…${changeInWords(ci[1])}]`;
}

/**
 * "geomean 2.8% worse (limit 3%)" or the reason there is none. In words, not with a sign: the
 * benchmarks of a suite need not all go the same way (times and ops/s), so no sign could follow
 * the measured values the way each row's change does.
 */
export function geomeanPhrase(report: Report): string {
  const g = report.geomean;
  if (g.change_pct === null) return 'geomean not computed (no benchmark to compare)';
  return `geomean ${changeInWords(g.change_pct)} (limit ${humanPct(report.thresholds.geomean_pct)})${geomeanInterval(report)}`;
}

/** The verdict in words, without decoration: "2 regressions · geomean 2.8% worse (limit 3%)". */
export function verdictPhrase(report: Report, separator = ' · '): string {
  const failures = failureCounts(report);
  const improved = report.summary.improved > 0 ? plural(report.summary.improved, 'improvement') : undefined;
  const inconclusive = report.summary.inconclusive ? `, ${report.summary.inconclusive} inconclusive` : '';
  const lead = (failures ?? (improved ? `no regressions, ${improved}` : 'no regressions')) + inconclusive;
  return `${lead}${separator}${geomeanPhrase(report)}`;
}

/** What accepting means and how to undo it, for every rendering. */
export function acceptedNote(acceptedBy: string): string {
  return `Regressions accepted by ${acceptedBy}: they are reported, but the check passes. To gate them again, remove ${acceptedBy}.`;
}
