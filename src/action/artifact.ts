/**
 * The pull-request report file (schemas/pr-report-v1.schema.json): written by `mode: report` in the
 * pull request's own run (read-only token, fork code), uploaded as an artifact, and read back by
 * `mode: comment` in a workflow_run workflow. What is read back is untrusted: validated against the
 * schema, checked for consistency, and only ever rendered through the escaping Markdown renderers.
 */
import { statSync } from 'node:fs';
import { inputError } from '../core/errors.js';
import type { Report, Status } from '../core/report.js';
import { STATUSES } from '../core/report.js';
import { describeSchemaError } from '../core/schema-errors.js';
import validatePrReport from '../../generated/pr-report-validator.js';
import { parseJsonText, readFileText } from '../io/read-input.js';
import { failingCounts, gateVerdict } from '../core/verdict.js';
import { writeFileAtomic } from '../io/write-file.js';
import type { NoBaselineInfo } from '../report/no-baseline.js';
import type { Evaluation, Verdict } from './evaluate.js';

export interface PrReport {
  schema_version: 1;
  kind: 'bench-gate-pr-report';
  pull_request: { number: number; head_sha: string; head_repo?: string | null };
  comment_key?: string;
  verdict: Verdict;
  report?: Report;
  no_baseline?: NoBaselineInfo;
}

/** Larger than any real report (5,000 benchmarks are about 2.5 MB); a bound on what we parse. */
export const MAX_REPORT_FILE_BYTES = 64 * 1024 * 1024;

export function buildPrReport(evaluation: Evaluation, pr: { number: number; headSha: string; headRepo: string | null }, commentKey: string): PrReport {
  const file: PrReport = {
    schema_version: 1,
    kind: 'bench-gate-pr-report',
    pull_request: { number: pr.number, head_sha: pr.headSha, head_repo: pr.headRepo },
    verdict: evaluation.verdict,
  };
  if (commentKey !== '') file.comment_key = commentKey;
  if (evaluation.kind === 'report') file.report = evaluation.report;
  else file.no_baseline = evaluation.noBaseline;
  return file;
}

export function writePrReport(path: string, file: PrReport): void {
  writeFileAtomic(path, `${JSON.stringify(file)}\n`);
}

function invalid(path: string, what: string): Error {
  return inputError(`input \`report-file\` (${path})`, `${what}; it comes from the pull request's run and is not trusted, so nothing was posted`, 'Make sure it is the artifact that `mode: report` wrote for this workflow run');
}

/**
 * Why a report's counts and verdict do not follow from the benchmarks it lists (a report edited by hand
 * rarely keeps them in step), or undefined when they do. Also what input `report` checks (gate-report.ts).
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

function checkConsistency(path: string, file: PrReport): void {
  const report = file.report;
  if (!report) return;
  if (report.verdict !== file.verdict) throw invalid(path, `its verdict "${file.verdict}" differs from its report's "${report.verdict}"`);
  const why = reportInconsistency(report);
  if (why !== undefined) throw invalid(path, why);
}

export function readPrReport(path: string): PrReport {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw inputError(
      `input \`report-file\``,
      `"${path}" does not exist`,
      'Download the artifact of the pull request\'s run first (actions/download-artifact with run-id: ${{ github.event.workflow_run.id }})',
    );
  }
  if (size > MAX_REPORT_FILE_BYTES) throw invalid(path, `it is larger than ${MAX_REPORT_FILE_BYTES / 1024 / 1024} MiB`);
  const json = parseJsonText(readFileText(path), path);
  if (!validatePrReport(json)) {
    throw invalid(path, `it is not a valid bench-gate report (${describeSchemaError(validatePrReport.errors![0]!, json)})`);
  }
  const file = json as PrReport;
  checkConsistency(path, file);
  return file;
}
