/**
 * Input `report`: a report the gate already made, published by mode check or report instead of
 * comparing `current` with a baseline. Its use is the paired A/B of a pull request
 * (examples/workflows/bench-gate-ab.yml): the job checks out the base and the head side by side,
 * builds both, runs `bench-diff ab ... --format json -o report.json` with the base's config, and
 * hands the report to the Action, which publishes it as it publishes its own comparisons.
 *
 * The file was written in a job that ran the pull request's code, so it is checked as the artifact
 * of mode comment is (artifact.ts): bounded size, the report schema, counts and verdict that follow
 * from its benchmarks; and it is only ever rendered through the escaping renderers.
 *
 * Nor does it decide its own acceptance: a report made with `bench-diff ab --accept` (or edited to say
 * so) says "accepted", which in the Action only the accept label may say, as in mode comment. Its
 * regressions count as its underlying verdict, fail, unless the pull request carries the label.
 */
import { statSync } from 'node:fs';
import { acceptRegressions } from '../core/accept.js';
import { inputError, type InputError } from '../core/errors.js';
import type { Report } from '../core/report.js';
import { describeSchemaError } from '../core/schema-errors.js';
import validateReport from '../../generated/report-validator.js';
import { parseJsonText } from '../core/json-text.js';
import { boundedReportText, reportInconsistency } from './report-checks.js';

const WHERE = 'input `report`';

function invalid(path: string, what: string): InputError {
  return inputError(`${WHERE} (${path})`, what, 'Give the JSON report that `bench-diff ab ... --format json -o FILE` wrote in this job');
}

/**
 * Why a report's own "accepted" was not taken, for the step's notice: what accepts here, and why it did
 * not. The report's `accepted_by` is not quoted: it is the untrusted side's text.
 */
export function disownedAcceptance(path: string, acceptLabel: string, pullRequest: boolean): string {
  const why =
    acceptLabel.trim() === ''
      ? 'accepting is off here (accept-label is empty)'
      : `only the label "${acceptLabel}" on the pull request accepts them here, and ${pullRequest ? 'it does not carry it' : 'this run is not for a pull request'}`;
  return `bench-gate: ${WHERE} (${path}) says its regressions were accepted, but ${why}; they count as regressions`;
}

/**
 * Reads, validates and, when the pull request carries the accept label (`acceptedBy`), accepts the
 * report's regressions. The report's own acceptance is undone first; `disowned` is called when that
 * leaves it failing, the label absent.
 */
export function readGateReport(path: string, acceptedBy?: string, disowned?: () => void): Report {
  try {
    statSync(path);
  } catch {
    throw inputError(WHERE, `"${path}" does not exist`, 'Run `bench-diff ab ... --format json -o FILE` before this step, or check the path');
  }
  const json = parseJsonText(boundedReportText(path, (what) => invalid(path, what)), path);
  if (!validateReport(json)) throw invalid(path, `it is not a valid bench-gate report (${describeSchemaError(validateReport.errors![0]!, json)})`);
  const report = json as Report;
  const why = reportInconsistency(report);
  if (why !== undefined) throw invalid(path, why);
  // reportInconsistency holds an "accepted" report to regressions only: its verdict without them is fail.
  if (report.verdict === 'accepted') {
    report.verdict = 'fail';
    delete report.accepted_by;
    if (acceptedBy === undefined) disowned?.();
  }
  if (acceptedBy !== undefined) acceptRegressions(report, acceptedBy);
  return report;
}
