/**
 * The one publishing step of every mode (publishOutcome): the report files, the report in the log, the
 * job summary, the mode's own delivery (the comment, the pull-request report, the promotion), the
 * outputs, the annotations and the step's result, always in that order. Through StepIO, so that the
 * modes do not depend on @actions/core.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Report } from '../core/report.js';
import { failingResults, metricGeomeanFails } from '../core/verdict.js';
import { writeFileAtomic } from '../io/write-file.js';
import { clip, renderLimited, utf8Bytes, JOB_SUMMARY_LIMIT_BYTES, COMMENT_LIMIT_BYTES, type RunProvenance } from '../report/size-limit.js';
import { humanPct, humanValue, humanValueChange } from '../report/humanize.js';
import { renderJsonChunks } from '../report/json.js';
import { renderNoBaseline, type NoBaselineInfo } from '../report/no-baseline.js';
import { renderText } from '../report/text.js';
import { geomeanPhrase, verdictPhrase } from '../report/phrasing.js';
import type { Evaluation } from './evaluate.js';
import { leftOutLine, logRows } from './log-rows.js';
import { noBaselineNote, noBaselineWarning } from './no-baseline-hint.js';
import { outputPairs, type ActionOutputs, type CommentOutcome, type PromotionOutputs } from './outputs.js';
import type { StepIO } from './step-io.js';
import { encodeCommentKey } from '../github/sticky-comment.js';
import { metricGeomeanLine, rowName, zeroChange } from '../report/metric-rows.js';

/** A folder of the runner's temp folder for bench-gate's files, e.g. `record`. */
export function stepDir(env: NodeJS.ProcessEnv, name: string): string {
  const dir = join(env.RUNNER_TEMP || tmpdir(), 'bench-gate', name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Characters of a key's folder name: file systems take 255 bytes, and a key is encoded up to 5
 * characters a character (`%21` for `!`), so the 100 characters a pull request's report file may give
 * (`!!!…`) made a name of 304, and mode comment ended in "internal error: ENAMETOOLONG".
 */
const MAX_KEY_FOLDER_CHARS = 200;

/** FNV-1a of the text's UTF-16 units from `seed`, as 8 hex digits (not node:crypto, whose loading costs start-up time). */
function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/**
 * A key's folder: `key-` and the encoded key; a longer one cut and told apart by a 64-bit hash of the
 * whole key after a `~`, which no encoded key holds.
 */
function keyFolder(commentKey: string): string {
  const name = `key-${encodeCommentKey(commentKey)}`;
  if (name.length <= MAX_KEY_FOLDER_CHARS) return name;
  return `${name.slice(0, MAX_KEY_FOLDER_CHARS - 17)}~${fnv1a(commentKey, 0x811c9dc5)}${fnv1a(commentKey, 0x050c5d1f)}`;
}

/**
 * Where the report files go: one folder per comment key. The key may come from the pull request's
 * artifact (mode comment): encoded and prefixed, so that no key (`..`, `.`, `record`, `a/b` and
 * `a_b`) names another folder than its own.
 */
export function reportDir(env: NodeJS.ProcessEnv, commentKey: string): string {
  return stepDir(env, commentKey === '' ? 'default' : keyFolder(commentKey));
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

/**
 * Characters of each path when the message's paths would make it longer than its limit. The message
 * clips a path to 500 characters before escaping it, and shows the baseline's four times and ten runs:
 * a pull request's file names (or a fork's report file) in characters that escape to 10 or 12 made a
 * message of 78,000 characters, which GitHub refuses as a comment.
 */
const SHORT_PATH_CHARS = 100;

/** How to create the baseline, with what the step knows of why there is none (no-baseline-hint.ts); within `limitBytes`. */
function noBaselineMarkdown(evaluation: Extract<Evaluation, { kind: 'no-baseline' }>, options: { marker?: string; provenance: RunProvenance }, limitBytes: number): string {
  const render = (info: NoBaselineInfo): string => {
    // Not in mode promote, which is about to create it.
    const note = evaluation.hint === undefined ? undefined : noBaselineNote(info.baseline, evaluation.hint);
    return renderNoBaseline(info, { ...options, ...(note ? { note } : {}) });
  };
  const full = render(evaluation.noBaseline);
  if (utf8Bytes(full) <= limitBytes) return full;
  const { baseline, runs } = evaluation.noBaseline;
  // Every run is kept, for their count; only the first few are shown.
  return render({ ...evaluation.noBaseline, baseline: clip(baseline, SHORT_PATH_CHARS), runs: runs.map((run) => clip(run, SHORT_PATH_CHARS)) });
}

/** The full report as Markdown for the job summary and the report-markdown file (within 1 MiB). */
export function fullMarkdown(evaluation: Evaluation, provenance: RunProvenance, preface?: string): string {
  if (evaluation.kind === 'no-baseline') return withPreface(noBaselineMarkdown(evaluation, { provenance }, JOB_SUMMARY_LIMIT_BYTES - bytes(preface)), preface, undefined);
  // GitHub's limit is per step, so the budget is ours; a little is kept back for the separator.
  const limitBytes = JOB_SUMMARY_LIMIT_BYTES - 1024 - bytes(preface);
  return withPreface(renderLimited(evaluation.report, { limitBytes, detailsIn: 'the report JSON (output `report-json`)', provenance }).body, preface, undefined);
}

/**
 * The most of the comment the preface may take. Its values are clipped in characters before they are
 * escaped, and an escape is up to 12 characters (`\udb40\udc41` for one tag character): a pull
 * request's config of 30 changed rules made a note of 136,000 characters, over GitHub's limit on its
 * own, so the comment could not be posted and the old one, with its old verdict, stayed. An honest
 * note is a few kilobytes.
 */
export const PREFACE_LIMIT_BYTES = COMMENT_LIMIT_BYTES / 2;

/**
 * The preface within PREFACE_LIMIT_BYTES: its first lines, whole (each is a line of its own block or a
 * table row, so no block is left open), and a line that says the rest is in the job summary.
 */
function commentPreface(preface: string | undefined): string | undefined {
  if (preface === undefined || bytes(preface) <= PREFACE_LIMIT_BYTES) return preface;
  const tail = ['', '*The rest of this note is left out to stay within the size limit (see the job summary).*', ''];
  let size = bytes(tail.join('\n'));
  const kept: string[] = [];
  for (const line of preface.split('\n')) {
    size += bytes(line);
    if (size > PREFACE_LIMIT_BYTES) break;
    kept.push(line);
  }
  return [...kept, ...tail].join('\n');
}

/** The sticky comment's body (within GitHub's 65,536 characters). */
export function commentBody(evaluation: Evaluation, marker: string, provenance: RunProvenance, fullPreface?: string): string {
  const preface = commentPreface(fullPreface);
  if (evaluation.kind === 'no-baseline') return withPreface(noBaselineMarkdown(evaluation, { marker, provenance }, COMMENT_LIMIT_BYTES - bytes(preface)), preface, marker);
  const limitBytes = COMMENT_LIMIT_BYTES - bytes(preface);
  return withPreface(renderLimited(evaluation.report, { marker, limitBytes, detailsIn: 'the job summary', provenance }).body, preface, marker);
}

export function writeReportFiles(evaluation: Evaluation, markdown: string, dir: string): { json: string; markdown: string } {
  const markdownPath = join(dir, 'report.md');
  writeFileAtomic(markdownPath, markdown);
  if (evaluation.kind === 'no-baseline') return { json: '', markdown: markdownPath };
  const jsonPath = join(dir, 'report.json');
  // In pieces: at a million benchmarks the whole JSON text would be ~600 MB in one string.
  writeFileAtomic(jsonPath, renderJsonChunks(evaluation.report));
  return { json: jsonPath, markdown: markdownPath };
}

/**
 * The report as the CLI prints it, folded in the step's log; of a large report only the rows
 * log-rows.ts picks, and a line that says where the rest is (`reportJson`: the report JSON's path).
 */
export function logReport(evaluation: Evaluation, io: StepIO, reportJson: string): void {
  if (evaluation.kind !== 'report') return;
  const { shown, leftOut } = logRows(evaluation.report);
  const text = renderText(shown, { color: false });
  io.group('bench-gate report', leftOut === 0 ? text : `${text}\n${leftOutLine(leftOut, evaluation.report.benchmarks.length, reportJson)}\n`);
}

/**
 * GitHub shows at most 10 error (and 10 warning) annotations of a step, and drops the rest without a
 * word: with 50 allowed, 12 regressions pushed the geomean and the verdict's own line out of view.
 */
const STEP_ANNOTATIONS = 10;

function describeFailure(r: Report['benchmarks'][number]): string {
  if (r.status === 'failed') return `${r.name}: failed: ${r.error ?? 'no error message'}`;
  if (r.status === 'missing') return `${r.name}: missing from the runs. ${r.note ?? ''}`.trim();
  return `${rowName(r)}: ${zeroChange(r) ?? humanValueChange(r)} (limit ${humanPct(r.threshold_pct)}): ${humanValue(r.baseline, r.unit)} -> ${humanValue(r.current, r.unit)}`;
}

/**
 * One error annotation per regressed (or failed, or missing) benchmark, and one for the geomean. When
 * the regressions were accepted, they are warnings: still shown, but the check passes.
 */
export function annotateFailures(report: Report, io: StepIO): void {
  const failing = failingResults(report);
  const accepted = report.verdict === 'accepted';
  const emit = (message: string, title: string) => (accepted ? io.warning(message, `${title} (accepted)`) : io.error(message, title));
  const titles = { regressed: 'bench-gate: benchmark regressed', failed: 'bench-gate: benchmark failed', missing: 'bench-gate: benchmark missing' } as Record<string, string>;
  const geomeans: Array<[string, string]> = [];
  if (report.geomean.status === 'fail') geomeans.push([geomeanPhrase(report), 'bench-gate: geomean regressed']);
  // A gated metric geomean fails the verdict as the suite's does (geomeansStatus): said as well.
  for (const [name, g] of Object.entries(report.metric_geomeans ?? {})) {
    if (metricGeomeanFails(g)) geomeans.push([metricGeomeanLine(report, name, g), 'bench-gate: metric geomean regressed']);
  }
  // Room for the geomeans and the verdict's own line (setFailed, an error annotation too); the
  // benchmarks past it are counted in one more line, so that every one of these is seen.
  const room = Math.max(1, STEP_ANNOTATIONS - geomeans.length - 1);
  const shown = failing.length > room ? room - 1 : failing.length;
  failing.slice(0, shown).forEach((r) => emit(describeFailure(r), titles[r.status]!));
  if (failing.length > shown) {
    emit(`${failing.length - shown} more failing benchmark${failing.length - shown === 1 ? '' : 's'}: see the job summary`, 'bench-gate: more failing benchmarks');
  }
  for (const [message, title] of geomeans) emit(message, title);
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
  io.setOutputs(outputPairs(outputs));
}

/** The verdict as the step's one-line result. */
export function verdictMessage(evaluation: Evaluation): string {
  if (evaluation.kind === 'no-baseline') return `bench-gate: no baseline at ${evaluation.noBaseline.baseline} yet; nothing compared (see the job summary for how to create one)`;
  const report = evaluation.report;
  if (report.verdict === 'accepted') return `bench-gate: ${verdictPhrase(report)}; accepted by ${report.accepted_by ?? 'a label'}, so the check passes`;
  return `bench-gate: ${verdictPhrase(report)}`;
}

/**
 * How check and report end the step: a failing verdict fails it (or warns, with fail-on-regression:
 * false), accepted regressions warn, no baseline warns with where it was looked for (a misspelt path
 * passes as no-baseline for ever otherwise), and the rest is a line in the log.
 */
export function endWithVerdict(evaluation: Evaluation, io: StepIO, failOnRegression: boolean): void {
  const message = verdictMessage(evaluation);
  if (evaluation.verdict === 'fail' && failOnRegression) io.setFailed(message);
  else if (evaluation.verdict === 'fail') io.warning(`${message} (fail-on-regression is false)`);
  else if (evaluation.verdict === 'accepted') io.warning(message);
  else if (evaluation.kind === 'no-baseline') io.warning(typeof evaluation.hint === 'object' ? noBaselineWarning(evaluation.noBaseline.baseline, evaluation.hint) : message);
  else io.info(message);
}

/** What a mode's own delivery did, for the outputs and the end of the step. */
export interface Delivery {
  comment: CommentOutcome;
  promotion?: PromotionOutputs;
  /** The mode's own job summary (promote), written after the delivery instead of the report's. */
  jobSummary?: string;
  /** What ends the step once the outputs are set (they are set first, for `if: always()` steps). */
  error?: unknown;
}

/** An evaluation and how one mode publishes it (see publishOutcome). */
export interface StepOutcome {
  evaluation: Evaluation;
  provenance: RunProvenance;
  /** Markdown above the report (already escaped): a change of the rules (report/rules-change.ts). */
  preface?: string;
  /** The `comment-key` input: the report files' folder. */
  commentKey: string;
  /** The text report folded in the log (not in mode comment, which reads an artifact). */
  logReport: boolean;
  /** The report's Markdown as the job summary, before the delivery (the `summary` input). */
  jobSummary: boolean;
  /** Error or warning annotations for the failing benchmarks (modes check and report). */
  annotate: boolean;
  /**
   * The mode's own delivery, once the files and the summary are written: the sticky comment, the
   * pull-request report, the promotion. `markdown`: the report as the job summary has it.
   */
  deliver(markdown: string): Promise<Delivery>;
  /** The step's result once the outputs are set: endWithVerdict, or the mode's own line. */
  end(delivery: Delivery): void;
}

/**
 * The one publishing step every mode ends with, in this order: the report files, the report in the
 * log (which names the JSON file when it leaves rows out), the job summary, the delivery, the
 * outputs, the annotations, the step's result.
 */
export async function publishOutcome(outcome: StepOutcome, io: StepIO, env: NodeJS.ProcessEnv): Promise<void> {
  const { evaluation } = outcome;
  const markdown = fullMarkdown(evaluation, outcome.provenance, outcome.preface);
  const files = writeReportFiles(evaluation, markdown, reportDir(env, outcome.commentKey));
  if (outcome.logReport) logReport(evaluation, io, files.json);
  if (outcome.jobSummary) io.appendJobSummary(markdown);
  const delivery = await outcome.deliver(markdown);
  if (delivery.jobSummary !== undefined) io.appendJobSummary(delivery.jobSummary);
  const outputs = outputsOf(evaluation, files, delivery.comment);
  if (delivery.promotion) outputs.promotion = delivery.promotion;
  setOutputs(outputs, io);
  if (delivery.error !== undefined) throw delivery.error;
  if (outcome.annotate && evaluation.kind === 'report') annotateFailures(evaluation.report, io);
  outcome.end(delivery);
}
