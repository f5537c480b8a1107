/**
 * Which rows of the report the step's log shows. The log gets the text report (as the CLI prints it)
 * in a folded group; at a million benchmarks that is ~100 MB of log, which GitHub truncates and which
 * makes the job's page unusable. So past LOG_ROWS rows the log shows the first LOG_ROWS rows in the
 * report's order (the most urgent first: regressed, failed, missing, inconclusive, ...), and every row
 * after them that is not passing, up to LOG_MORE_NOT_PASSING of those; one line under the report says
 * how many were left out and where every row is. The verdict line, the geomean lines and the notes of
 * the rows shown are the renderer's (report/text.ts), made from the same report with fewer rows.
 */
import type { BenchmarkResult, Report, Status } from '../core/report.js';
import { metricGeomeanLines } from '../report/metric-rows.js';
import { geomeanPhrase, orderedResults } from '../report/phrasing.js';

/** The rows a log shows in any case (~100 KB of text). */
export const LOG_ROWS = 1000;
/** The rows that are not passing shown beyond LOG_ROWS (~500 KB more at most, with their notes). */
export const LOG_MORE_NOT_PASSING = 5000;

/** What a reader of the log looks for first: each of these is shown, up to LOG_MORE_NOT_PASSING. */
const NOT_PASSING: ReadonlySet<Status> = new Set<Status>(['regressed', 'failed', 'missing', 'inconclusive']);

export interface LogRows {
  /** The report with the rows the log shows (the report itself when it shows them all). */
  shown: Report;
  /** How many rows were left out. */
  leftOut: number;
}

/**
 * Rows without which the reason the renderer gives for a geomean it could not compute would change
 * (report/phrasing.ts noGeomeanReason, report/metric-rows.ts noMetricGeomeanReason read the rows):
 * a primary row with a ratio, else a failed one with a baseline; per metric without a geomean, a row
 * of it with a ratio that is not protected, and one that is.
 */
function geomeanWitnesses(ordered: readonly BenchmarkResult[], report: Report): number[] {
  const picks: Array<(r: BenchmarkResult) => boolean> = [];
  if (report.geomean.change_pct === null) {
    picks.push((r) => r.metric == null && r.ratio !== null);
    picks.push((r) => r.metric == null && r.status === 'failed' && r.baseline !== null);
  }
  for (const [name, g] of Object.entries(report.metric_geomeans ?? {})) {
    if (g.change_pct !== null) continue;
    const withRatio = (r: BenchmarkResult) => r.metric === name && r.ratio !== null && r.baseline !== 0 && r.current !== 0;
    picks.push((r) => withRatio(r) && r.status !== 'protected');
    picks.push((r) => withRatio(r) && r.status === 'protected');
  }
  const out: number[] = [];
  for (const pick of picks) {
    const i = ordered.findIndex(pick);
    if (i >= 0) out.push(i);
  }
  return out;
}

/** The rows the log shows (see the top of this file); all of them for a report of at most LOG_ROWS rows. */
export function logRows(report: Report): LogRows {
  const total = report.benchmarks.length;
  if (total <= LOG_ROWS) return { shown: report, leftOut: 0 };
  const ordered = orderedResults(report);
  const show = new Uint8Array(total);
  let count = 0;
  let more = 0;
  for (let i = 0; i < total; i++) {
    if (i >= LOG_ROWS) {
      if (more === LOG_MORE_NOT_PASSING || !NOT_PASSING.has(ordered[i]!.status)) continue;
      more++;
    }
    show[i] = 1;
    count++;
  }
  if (count === total) return { shown: report, leftOut: 0 };
  const rows = (): BenchmarkResult[] => ordered.filter((_, i) => show[i] === 1);
  let shown: Report = { ...report, benchmarks: rows() };
  // The lines about the geomean say the same as for the whole report.
  const same = (a: Report, b: Report): boolean => geomeanPhrase(a) === geomeanPhrase(b) && metricGeomeanLines(a).join('\n') === metricGeomeanLines(b).join('\n');
  if (!same(shown, report)) {
    for (const i of geomeanWitnesses(ordered, report)) show[i] = 1;
    shown = { ...report, benchmarks: rows() };
  }
  return { shown, leftOut: total - shown.benchmarks.length };
}

/** The log's last line when rows were left out: how many, and where every row is. `reportJson`: the report JSON's path. */
export function leftOutLine(leftOut: number, total: number, reportJson: string): string {
  const n = (x: number): string => x.toLocaleString('en-US');
  return (
    `... ${n(leftOut)} of ${n(total)} rows are not shown in this log (it shows the first ${n(LOG_ROWS)} and at most ${n(LOG_MORE_NOT_PASSING)} more that are not passing). ` +
    `Every row is in the report JSON, output report-json (${reportJson}), for the job's later steps (actions/upload-artifact keeps it).`
  );
}
