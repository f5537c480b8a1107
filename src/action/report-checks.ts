/**
 * What every report read back from a job that ran a pull request's code must pass, besides its schema:
 * a bound on its size, and counts and a verdict that follow from the benchmarks it lists. Used by
 * mode comment's artifact (artifact.ts) and by input `report` (gate-report.ts).
 */
import type { InputError } from '../core/errors.js';
import { STATUSES, type Report } from '../core/report.js';
import { countStatuses, failingCounts, gateVerdict, geomeansStatus } from '../core/verdict.js';
import { readFileText } from '../io/read-input.js';

/** Larger than any real report (5,000 benchmarks are about 2.5 MB); a bound on what we parse. */
export const MAX_REPORT_FILE_BYTES = 64 * 1024 * 1024;

/**
 * The report file's text, within MAX_REPORT_FILE_BYTES. The file is read as every input is, so a
 * gzip-compressed one is decompressed: its size on disk bounds nothing, and a few hundred kilobytes of
 * gzip were decompressed to 512 MiB before a bound on the text applied. The bound is on the reading
 * itself (readFileText's limit): a large plain file is refused unread, a gzip or a pipe is read no
 * further than the bound. `invalid` makes the error.
 */
export function boundedReportText(path: string, invalid: (what: string) => InputError): string {
  return readFileText(path, { maxBytes: MAX_REPORT_FILE_BYTES, tooLarge: () => invalid(`it is larger than ${MAX_REPORT_FILE_BYTES / 1024 / 1024} MiB`) });
}

/**
 * Why a report's counts and verdict do not follow from the benchmarks it lists (a report edited by hand
 * rarely keeps them in step), or undefined when they do.
 */
export function reportInconsistency(report: Report): string | undefined {
  // Counted as the gate counts them: a metric that is only reported (gated: false) in no status.
  const counts = countStatuses(report.benchmarks);
  for (const status of STATUSES) {
    if (counts[status] !== report.summary[status]) return `its summary says ${report.summary[status]} ${status} but it lists ${counts[status]}`;
  }
  const { failed, missing } = failingCounts(counts, report.allow_missing);
  const broken = failed + missing;
  // A gated metric geomean over its limit fails the verdict too, as in the gate.
  const failing = gateVerdict(counts, report.allow_missing, geomeansStatus(report.geomean, report.metric_geomeans)) === 'fail';
  if ((report.verdict !== 'pass') !== failing) return `its verdict "${report.verdict}" does not follow from its benchmarks`;
  // Only regressions can be accepted (core/accept.ts): a failed or missing benchmark still fails.
  if (report.verdict === 'accepted' && broken > 0) return 'its verdict "accepted" is not possible with failed or missing benchmarks';
  return undefined;
}
