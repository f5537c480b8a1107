/**
 * Everything the step shows besides the comment: the report files, the job summary, the annotations,
 * the outputs, the step's result. Through StepIO, so that the modes do not depend on @actions/core.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Report } from '../core/report.js';
import { failingResults } from '../core/verdict.js';
import { writeFileAtomic } from '../io/write-file.js';
import { renderLimited, SUMMARY_LIMIT_BYTES, COMMENT_LIMIT_BYTES, type Provenance } from '../report/comment.js';
import { humanChange, humanPct, humanValue } from '../report/humanize.js';
import { renderJson } from '../report/json.js';
import { renderNoBaseline } from '../report/no-baseline.js';
import { renderText } from '../report/text.js';
import { geomeanPhrase, verdictPhrase } from '../report/summary.js';
import type { Evaluation } from './evaluate.js';
import { outputPairs, type ActionOutputs } from './outputs.js';
import { rowName, zeroChange } from '../report/metric-rows.js';

export interface StepIO {
  info(message: string): void;
  debug(message: string): void;
  notice(message: string): void;
  /** A warning annotation, with a title when given. */
  warning(message: string, title?: string): void;
  /** An error annotation (does not fail the step). */
  error(message: string, title?: string): void;
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
  /** Appends to the job summary; a no-op outside a runner. */
  appendSummary(markdown: string): void;
  /** Text folded in the log under a title. */
  group(title: string, text: string): void;
}

/** Where the report files go: the runner's temp folder, one folder per comment key. */
export function reportDir(env: NodeJS.ProcessEnv, commentKey: string): string {
  const key = commentKey === '' ? 'default' : commentKey.replace(/[^A-Za-z0-9._-]/g, '_');
  const dir = join(env.RUNNER_TEMP || tmpdir(), 'bench-gate', key);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * `preface` (Markdown, already escaped): what goes above the report, e.g. that the pull request changes
 * its rules (report/rules-change.ts). It is placed after the marker line, within the same budget.
 */
function withPreface(body: string, preface: string | undefined, marker: string | undefined): string {
  if (!preface) return body;
  if (marker === undefined) return `${preface}\n${body}`;
  const rest = body.startsWith(`${marker}\n`) ? body.slice(marker.length + 1) : body;
  return `${marker}\n${preface}\n${rest}`;
}

function bytes(text: string | undefined): number {
  return text ? Buffer.byteLength(text, 'utf8') + 1 : 0;
}

/** The full report as Markdown for the job summary and the report-markdown file (within 1 MiB). */
export function fullMarkdown(evaluation: Evaluation, provenance: Provenance, preface?: string): string {
  if (evaluation.kind === 'no-baseline') return withPreface(renderNoBaseline(evaluation.noBaseline, { provenance }), preface, undefined);
  // GitHub's limit is per step, so the budget is ours; a little is kept back for the separator.
  const limitBytes = SUMMARY_LIMIT_BYTES - 1024 - bytes(preface);
  return withPreface(renderLimited(evaluation.report, { limitBytes, detailsIn: 'the report JSON (output `report-json`)', provenance }).body, preface, undefined);
}

/** The sticky comment's body (within GitHub's 65,536 characters). */
export function commentBody(evaluation: Evaluation, marker: string, provenance: Provenance, preface?: string): string {
  if (evaluation.kind === 'no-baseline') return withPreface(renderNoBaseline(evaluation.noBaseline, { marker, provenance }), preface, marker);
  const limitBytes = COMMENT_LIMIT_BYTES - bytes(preface);
  return withPreface(renderLimited(evaluation.report, { marker, limitBytes, detailsIn: 'the job summary', provenance }).body, preface, marker);
}

export function writeReportFiles(evaluation: Evaluation, markdown: string, dir: string): { json: string; markdown: string } {
  const markdownPath = join(dir, 'report.md');
  writeFileAtomic(markdownPath, markdown);
  if (evaluation.kind === 'no-baseline') return { json: '', markdown: markdownPath };
  const jsonPath = join(dir, 'report.json');
  writeFileAtomic(jsonPath, renderJson(evaluation.report));
  return { json: jsonPath, markdown: markdownPath };
}

/** The report as the CLI prints it, folded in the step's log. */
export function logReport(evaluation: Evaluation, io: StepIO): void {
  if (evaluation.kind === 'report') io.group('bench-gate report', renderText(evaluation.report, { color: false }));
}

/** GitHub shows at most 10 error annotations of a step and 50 of a job: more would only be noise. */
export const MAX_ANNOTATIONS = 50;

function describeFailure(r: Report['benchmarks'][number]): string {
  if (r.status === 'failed') return `${r.name}: failed: ${r.error ?? 'no error message'}`;
  if (r.status === 'missing') return `${r.name}: missing from the runs. ${r.note ?? ''}`.trim();
  return `${rowName(r)}: ${zeroChange(r) ?? humanChange(r.change_pct)} (limit ${humanPct(r.threshold_pct)}): ${humanValue(r.baseline, r.unit)} -> ${humanValue(r.current, r.unit)}`;
}

/**
 * One error annotation per regressed (or failed, or missing) benchmark, and one for the geomean. When
 * the regressions were accepted, they are warnings: still shown, but the check passes.
 */
export function annotate(report: Report, io: StepIO): void {
  const failing = failingResults(report);
  const accepted = report.verdict === 'accepted';
  const emit = (message: string, title: string) => (accepted ? io.warning(message, `${title} (accepted)`) : io.error(message, title));
  const titles = { regressed: 'bench-gate: benchmark regressed', failed: 'bench-gate: benchmark failed', missing: 'bench-gate: benchmark missing' } as Record<string, string>;
  failing.slice(0, MAX_ANNOTATIONS).forEach((r) => emit(describeFailure(r), titles[r.status]!));
  if (failing.length > MAX_ANNOTATIONS) {
    emit(`${failing.length - MAX_ANNOTATIONS} more failing benchmarks: see the job summary`, 'bench-gate: more failing benchmarks');
  }
  if (report.geomean.status === 'fail') emit(geomeanPhrase(report), 'bench-gate: geomean regressed');
}

export function outputsOf(evaluation: Evaluation, files: { json: string; markdown: string }, comment: ActionOutputs['comment']): ActionOutputs {
  const report = evaluation.kind === 'report' ? evaluation.report : undefined;
  return {
    verdict: evaluation.verdict,
    regressions: report?.summary.regressed ?? 0,
    improvements: report?.summary.improved ?? 0,
    geomeanRatio: report?.geomean.ratio ?? null,
    reportJson: files.json,
    reportMarkdown: files.markdown,
    comment,
  };
}

export function setOutputs(outputs: ActionOutputs, io: StepIO): void {
  for (const [name, value] of outputPairs(outputs)) io.setOutput(name, value);
}

/** The verdict as the step's one-line result. */
export function verdictMessage(evaluation: Evaluation): string {
  if (evaluation.kind === 'no-baseline') return `bench-gate: no baseline at ${evaluation.noBaseline.baseline} yet; nothing compared (see the job summary for how to create one)`;
  const report = evaluation.report;
  if (report.verdict === 'accepted') return `bench-gate: ${verdictPhrase(report)}; accepted by ${report.accepted_by ?? 'a label'}, so the check passes`;
  return `bench-gate: ${verdictPhrase(report)}`;
}
