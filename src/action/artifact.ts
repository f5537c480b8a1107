/**
 * The pull-request report file (schemas/pr-report-v1.schema.json): written by `mode: report` in the
 * pull request's own run (read-only token, fork code), uploaded as an artifact, and read back by
 * `mode: comment` in a workflow_run workflow. What is read back is untrusted: validated against the
 * schema, checked for consistency, and only ever rendered through the escaping Markdown renderers.
 */
import { lstatSync, type Stats } from 'node:fs';
import { inputError, type InputError } from '../core/errors.js';
import type { Report } from '../core/report.js';
import { describeSchemaError } from '../core/schema-errors.js';
import validatePrReport from '../../generated/pr-report-validator.js';
import { parseJsonText } from '../core/json-text.js';
import { writeFileAtomic } from '../io/write-file.js';
import type { NoBaselineInfo } from '../report/no-baseline.js';
import type { RulesChange } from '../report/rules-change.js';
import type { Evaluation, ActionVerdict } from './evaluate.js';
import { boundedReportText, reportInconsistency } from './report-checks.js';

export interface PrReport {
  schema_version: 1;
  kind: 'bench-gate-pr-report';
  pull_request: { number: number; head_sha: string; head_repo?: string | null };
  comment_key?: string;
  verdict: ActionVerdict;
  report?: Report;
  no_baseline?: NoBaselineInfo;
  /** Set when the pull request changes the rules it is judged by: mode comment shows it above the report, as mode check does. */
  rules_change?: PrRulesChange;
}

/** RulesChange (report/rules-change.ts) as the file has it. */
interface PrRulesChange {
  base_sha: string;
  applied: boolean;
  config?: { path: string; base?: unknown; head?: unknown };
  baseline?: { path: string; base: 'absent' | 'present'; head: 'absent' | 'present' };
  workflow?: { path: string; base: 'absent' | 'present' };
}

function rulesChangeJson(change: RulesChange): PrRulesChange {
  const out: PrRulesChange = { base_sha: change.baseSha, applied: change.applied };
  if (change.config) {
    out.config = { path: change.config.path };
    if (change.config.base !== undefined) out.config.base = change.config.base;
    if (change.config.head !== undefined) out.config.head = change.config.head;
  }
  if (change.baseline) out.baseline = change.baseline;
  if (change.workflow) out.workflow = change.workflow;
  return out;
}

/** The rules change of a pull-request report, named with this workflow's accept label (the one that decides). */
export function rulesChangeOf(file: PrReport, acceptLabel: string): RulesChange | undefined {
  const change = file.rules_change;
  if (!change) return undefined;
  const out: RulesChange = { baseSha: change.base_sha, applied: change.applied, acceptLabel };
  if (change.config) out.config = { path: change.config.path, base: change.config.base, head: change.config.head };
  if (change.baseline) out.baseline = change.baseline;
  if (change.workflow) out.workflow = change.workflow;
  return out;
}


export function buildPrReport(evaluation: Evaluation, pr: { number: number; headSha: string; headRepo: string | null }, commentKey: string, change?: RulesChange): PrReport {
  const file: PrReport = {
    schema_version: 1,
    kind: 'bench-gate-pr-report',
    pull_request: { number: pr.number, head_sha: pr.headSha, head_repo: pr.headRepo },
    verdict: evaluation.verdict,
  };
  if (commentKey !== '') file.comment_key = commentKey;
  if (evaluation.kind === 'report') file.report = evaluation.report;
  else file.no_baseline = evaluation.noBaseline;
  if (change) file.rules_change = rulesChangeJson(change);
  return file;
}

export function writePrReport(path: string, file: PrReport): void {
  writeFileAtomic(path, `${JSON.stringify(file)}\n`);
}

function invalid(path: string, what: string): InputError {
  return inputError(`input \`report-file\` (${path})`, `${what}; it comes from the pull request's run and is not trusted, so nothing was posted`, 'Make sure it is the artifact that `mode: report` wrote for this workflow run');
}

function checkConsistency(path: string, file: PrReport): void {
  const report = file.report;
  if (!report) return;
  if (report.verdict !== file.verdict) throw invalid(path, `its verdict "${file.verdict}" differs from its report's "${report.verdict}"`);
  const why = reportInconsistency(report);
  if (why !== undefined) throw invalid(path, why);
}

export function readPrReport(path: string): PrReport {
  let stat: Stats;
  try {
    stat = lstatSync(path);
  } catch {
    throw inputError(
      `input \`report-file\``,
      `"${path}" does not exist`,
      'Download the artifact of the pull request\'s run first (actions/download-artifact with run-id: ${{ github.event.workflow_run.id }}), ' +
        'and give report-file the path of the file in it: the mode report step\'s report-file, under the download\'s path: if it has one',
    );
  }
  // actions/download-artifact writes files only, but a zip unpacked by another tool (unzip) can hold a
  // link to any file of the runner, which would be read, and quoted in errors, as the pull request's report.
  if (stat.isSymbolicLink()) throw invalid(path, 'it is a symbolic link, which a pull request\'s artifact can point at any file of this runner');
  const json = parseJsonText(boundedReportText(path, (what) => invalid(path, what)), path);
  if (!validatePrReport(json)) {
    throw invalid(path, `it is not a valid bench-gate report (${describeSchemaError(validatePrReport.errors![0]!, json)})`);
  }
  const file = json as PrReport;
  checkConsistency(path, file);
  return file;
}
