/**
 * What every report read back from a job that ran a pull request's code must pass, besides its schema:
 * a bound on its size, and counts and a verdict that follow from the benchmarks it lists. Used by
 * mode comment's artifact (artifact.ts) and by input `report` (gate-report.ts).
 */
import { STATUSES, type Report, type Status } from '../core/report.js';
import { failingCounts, gateVerdict } from '../core/verdict.js';

/** Larger than any real report (5,000 benchmarks are about 2.5 MB); a bound on what we parse. */
export const MAX_REPORT_FILE_BYTES = 64 * 1024 * 1024;

/**
 * Why a report's counts and verdict do not follow from the benchmarks it lists (a report edited by hand
 * rarely keeps them in step), or undefined when they do.
 */
export function reportInconsistency(report: Report): string | undefined {
  const counts = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<Status, number>;
  for (const b of report.benchmarks) counts[b.status] += 1;
  for (const status of STATUSES) {
    if (counts[status] !== report.summary[status]) return `its summary says ${report.summary[status]} ${status} but it lists ${counts[status]}`;
  }
  const { failed, missing } = failingCounts(counts, report.allow_missing);
  const broken = failed + missing;
  const failing = gateVerdict(counts, report.allow_missing, report.geomean.status) === 'fail';
  if ((report.verdict !== 'pass') !== failing) return `its verdict "${report.verdict}" does not follow from its benchmarks`;
  // Only regressions can be accepted (core/accept.ts): a failed or missing benchmark still fails.
  if (report.verdict === 'accepted' && broken > 0) return 'its verdict "accepted" is not possible with failed or missing benchmarks';
  return undefined;
}
