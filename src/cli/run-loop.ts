/**
 * What `run` and `ab` share: running a benchmark command once and reading its result (stdout, or a
 * file the tool writes), the failure report, and Ctrl-C handling (the caller stops with exit 128 + the
 * signal's number, 130 for Ctrl-C, and writes nothing).
 */
import { existsSync, rmSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { join, resolve } from 'node:path';
import { InputError, inputError } from '../core/errors.js';
import type { BenchmarkDocument } from '../core/model.js';
import { printable } from '../core/printable.js';
import { pathWord } from '../core/shell-word.js';
import { withName } from '../core/rename.js';
import { formats, isJmhTextLog, JMH_JSON_HINT, parseInput } from '../formats/index.js';
import { isValgrindCacheNote, measuredCommand, removeMeasureDir, rusageSignal, type MeasureKind } from '../io/measure-command.js';
import { fileInputFromText, readInput } from '../io/read-input.js';
import { snapshotFolder, writtenSince, type FolderSnapshot } from '../io/written-files.js';
import type { DirectoryInput } from '../formats/types.js';
import { runOnce, TAIL_GAP, tailLines, type RunOutcome } from '../io/run-command.js';
import { sameFile } from '../io/same-file.js';
import { checkWritable, ensureDirectory, removeCreatedDirectories } from '../io/write-file.js';
import { humanValue, plural } from '../report/humanize.js';
import type { GateSettings } from './compare.js';
import type { CliContext } from './context.js';
import { NAME_SEVERAL_HINT } from './options.js';
import { measurementEntry, withMeasurement } from './run-measure.js';

/**
 * The exit code of a command stopped by a signal, as shells report one ended by it: 128 + the
 * signal's number (SIGINT 130, SIGTERM 143, SIGHUP 129, SIGQUIT 131), so that a supervisor or a
 * timeout's kill is not taken for a Ctrl-C. `signal` is withInterruption's: its reason is the name of
 * the first signal that came.
 */
export function interruptedExit(signal: AbortSignal): number {
  const number = constants.signals[signal.reason as NodeJS.Signals] as number | undefined;
  return 128 + (number ?? constants.signals.SIGINT);
}

/** The command as a person would type it: arguments with spaces or shell characters quoted. */
function shellWords(command: readonly string[]): string {
  return command.map((word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`)).join(' ');
}

/** The command as typed: a shell command line as it is, argv words quoted where a shell needs it. */
export function commandText(command: readonly string[]): string {
  return command.length === 1 ? command[0]! : shellWords(command);
}

/** The command in backquotes for progress and error lines. */
export function shownCommand(command: readonly string[]): string {
  return `\`${commandText(command)}\``;
}

/** Refuses a command whose program is empty (`-- ''`, `-- '' --json`): there is nothing to run. */
export function checkCommand(command: readonly string[], place: string, usage: string): void {
  if ((command[0] ?? '').trim() === '') throw inputError(place, command.length === 1 ? 'the command after -- is empty' : 'the program after -- is empty', `Give the benchmark command after --. ${usage}`);
}

/**
 * Refuses a results file (--results, --base-results) that is a file the command keeps: it is
 * removed before each run (so that a stale one is never read), so the baseline or the report named
 * there would be deleted, and then replaced by the tool's output.
 */
export function refuseResultsOver(resultsFlag: string, resultsPath: string | undefined, kept: ReadonlyArray<{ what: string; path: string | undefined }>): void {
  if (resultsPath === undefined) return;
  const clash = kept.find((k) => k.path !== undefined && sameFile(k.path, resultsPath));
  if (clash) {
    throw inputError(resultsFlag, `${resultsPath} is also ${clash.what}, and the results file is removed before each run (so that a stale one is never read)`, 'Give the results file a name of its own');
  }
}

/** Why a run failed to produce output, or undefined when it exited 0. */
function exitProblem(outcome: RunOutcome): string | undefined {
  if (outcome.stdoutLimitBytes !== undefined) {
    return `printed more than ${humanValue(outcome.stdoutLimitBytes, 'B')} on stdout and was stopped; bench-diff reads one benchmark report from stdout, so print logs to stderr`;
  }
  if (outcome.spawnError) return `could not be started: ${outcome.spawnError}`;
  if (outcome.signal) return `was killed by ${outcome.signal}`;
  if (outcome.exitCode !== 0) return `exited with code ${outcome.exitCode}`;
  return undefined;
}

/**
 * A line of what the command printed, quoted in the failure report: as text, never as terminal codes
 * (a progress bar's carriage returns, colours, a clear-screen), so the report cannot be redrawn or
 * recoloured by it; a tab as spaces.
 */
const quotedLine = (line: string): string => `  | ${printable(line.replaceAll('\t', '    '))}\n`;

/**
 * What a tail of the command's output is: its last lines, or (tailLines) the message above a stack
 * trace and the trace's last lines, when the last lines alone would be frames without it.
 */
function tailHeading(stream: string, tail: readonly string[]): string {
  if (tail.length > 2 && tail[1] === TAIL_GAP) return `its ${stream} (the line above its stack trace, then the last ${plural(tail.length - 2, 'line')})`;
  return `its ${stream} (last ${plural(tail.length, 'line')})`;
}

function reportFailure(ctx: CliContext, what: string, outcome: RunOutcome, hint?: string): number {
  ctx.stderr(`bench-diff: error: ${what}. Nothing was written\n`);
  if (hint) ctx.stderr(`  ${hint}\n`);
  if (outcome.stderrTail.length > 0) {
    ctx.stderr(`  ${tailHeading('stderr', outcome.stderrTail)}:\n`);
    for (const line of outcome.stderrTail) ctx.stderr(quotedLine(line));
    return 2;
  }
  // Tools that print their errors on stdout (go test: a failed test, an unknown flag) would
  // otherwise fail without a word of why.
  const stdoutTail = outcome.stdout.trim() === '' || outcome.stdoutLimitBytes !== undefined ? [] : tailLines(outcome.stdout.trimEnd());
  if (exitProblem(outcome) !== undefined && stdoutTail.length > 0) {
    ctx.stderr(`  it wrote nothing to stderr; ${tailHeading('stdout', stdoutTail)}:\n`);
    for (const line of stdoutTail) ctx.stderr(quotedLine(line));
  } else {
    ctx.stderr('  (it wrote nothing to stderr)\n');
  }
  return 2;
}

/**
 * A results folder as the run left it, with only the files the command wrote during the run
 * (writtenSince); a folder format's warnings go to this command's stderr.
 */
function resultsFolder(input: DirectoryInput, before: FolderSnapshot | undefined, ctx: CliContext): DirectoryInput {
  const shown: DirectoryInput = { ...input, warn: (message) => ctx.stderr(`bench-diff: warning: ${printable(message)}\n`) };
  return before === undefined ? shown : writtenSince(shown, before);
}

/**
 * Parses one run's result; the InputError's message (file, line, what) goes into the failure report.
 * A measured run (--measure) needs no result of its own: then stdout that is empty, or in no format
 * bench-diff knows (and --from names none), is the program's own business, and undefined comes back.
 * `before`: the results folder's files before the run (snapshotFolder), of which only those the
 * command wrote are read.
 */
function parseResult(outcome: RunOutcome, resultsPath: string | undefined, settings: GateSettings, measured: boolean, before: FolderSnapshot | undefined, ctx: CliContext): BenchmarkDocument | string | SaysWhere | undefined {
  if (measured && resultsPath === undefined && settings.from === 'auto') {
    const stdout = fileInputFromText('stdout', outcome.stdout);
    if (outcome.stdout.trim() === '' || !formats().some((f) => f.detect(stdout))) return undefined;
  }
  if (resultsPath !== undefined && !existsSync(resultsPath)) return `wrote no ${resultsPath}`;
  if (resultsPath === undefined && outcome.stdout.trim() === '') return 'printed nothing on stdout; bench-diff reads the results from stdout';
  let older = '';
  try {
    // A results file, or a folder such as criterion's target/criterion.
    let input = resultsPath === undefined ? fileInputFromText('stdout', outcome.stdout) : readInput(resultsPath);
    if (input.kind === 'dir') {
      const all = input.list().length;
      input = resultsFolder(input, before, ctx);
      const read = input.list().length;
      if (read === 0) {
        const why = all === 0 ? 'it is empty' : `the ${plural(all, 'file')} there ${all === 1 ? 'is' : 'are all'} from before this run, and only what the command writes during the run is read`;
        return `wrote no results under ${resultsPath}: ${why} (does it write them elsewhere, or did a filter leave out every benchmark?)`;
      }
      if (read < all) older = ` in the ${plural(read, 'file')} it wrote during the run (the ${all - read} from before it are not read)`;
    }
    return parseInput(input, settings.from, settings.parseOptions);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    // A table or a "report written to FILE" line on stdout (vitest bench, pytest): the tool's results
    // are in a file it writes, which --results reads; --from names a format stdout does not have.
    if (resultsPath === undefined && (error.message.startsWith('stdout: is in no format') || isJmhTextLog(outcome.stdout))) {
      const saved = savedResultsFile(outcome.stdout, ctx.cwd);
      if (isJmhTextLog(outcome.stdout)) {
        // JMH says where it saved its results only when -rf or -rff is given, and reads as JSON only with -rf json.
        if (saved !== undefined && /\.json$/i.test(saved)) return new SaysWhere(`printed JMH's console output, and says it saved its results to ${printable(saved)}: read them with --results ${pathWord(saved)}`);
        return new SaysWhere(`printed JMH's console output, which bench-gate does not read. ${JMH_JSON_HINT} with --results FILE`);
      }
      if (saved !== undefined) return new SaysWhere(`printed no benchmark result bench-gate reads on stdout, and says it saved its results to ${printable(saved)}: read them with --results ${pathWord(saved)} (or name the format of stdout with --from)`);
      return 'printed no benchmark result bench-gate reads on stdout (a table, or a line saying where the report went?). If the tool writes its results to a file, give it with --results FILE (vitest bench --outputJson FILE, or in vitest 5 --reporter=json --outputFile FILE; pytest --benchmark-json=FILE); else name the format of stdout with --from';
    }
    return `${resultsPath === undefined ? 'printed' : 'wrote'} no benchmark result${older} on ${error.message}`;
  }
}

/**
 * A run without a result whose message already says where its results are (the tool said where it
 * saved them, or printed JMH's log): reported without the hint to name stdout's format with --from,
 * which would send the user the wrong way.
 */
class SaysWhere {
  constructor(readonly problem: string) {}
}

/** The most of a line looked at for a "saved to FILE" line. */
const SAVED_LINE_LENGTH = 1000;

/**
 * The file a tool's stdout says it saved or wrote its results to, as its last line saying so has it:
 * JMH's `Benchmark result is saved to jmh-result.json`, or `... written to FILE` (quotes and a final
 * full stop taken off; or only its first word, `x.json (3 benchmarks)`). Only a file that is there
 * (from `cwd`) in a format bench-gate reads: "debug log written to app.log" names no results.
 * Undefined when no line names one. Lines longer than SAVED_LINE_LENGTH are not looked at.
 */
export function savedResultsFile(stdout: string, cwd: string): string | undefined {
  const lines = stdout.split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (line.length > SAVED_LINE_LENGTH) continue;
    const said = /\b(?:saved|written) to:? +/i.exec(line);
    if (said === null) continue;
    const rest = line.slice(said.index + said[0].length).trim().replace(/\.$/, '').replace(/^(['"`])(.+)\1$/, '$2');
    for (const file of new Set([rest, rest.split(/\s+/)[0]!.replace(/[.,;:]$/, '')])) if (file !== '' && readsAsResults(resolve(cwd, file))) return file;
  }
  return undefined;
}

/** Whether `path` is a file in a format bench-gate detects. */
function readsAsResults(path: string): boolean {
  try {
    const input = readInput(path);
    return input.kind !== 'dir' && formats().some((f) => f.detect(input));
  } catch {
    return false;
  }
}

const NAME_MEASURE_HINT = "--name names the one benchmark of the command's own result (hey's, oha's); the benchmark --measure adds is named after the command";

export interface Step {
  /** How progress and errors name this run, e.g. "run 2/5" or "round 3/20, base". */
  label: string;
  command: readonly string[];
  /** A file the command writes its result to, read instead of stdout (removed before the run, so a stale one is never read). */
  resultsPath?: string;
  /** The caller printed the command once already: no line per run. */
  quiet?: boolean;
  /** Run the command under a measuring tool and add what it measured (run --measure). */
  measure?: MeasureKind;
  /** The name the one benchmark of the command's result gets (run --name, core/rename.ts); --measure's keeps the command's. */
  name?: string;
}

interface StepResult {
  document: BenchmarkDocument;
  elapsedMs: number;
}

/** Runs one step: its document, or the exit code to stop with (2 on a failure, interruptedExit when interrupted). */
export async function runStep(step: Step, settings: GateSettings, ctx: CliContext, signal: AbortSignal): Promise<StepResult | number> {
  const shown = shownCommand(step.command);
  const interrupted = (): number => {
    ctx.stderr(`bench-diff: interrupted during ${step.label}; nothing was written\n`);
    return interruptedExit(signal);
  };
  if (signal.aborted) return interrupted();
  if (!step.quiet) ctx.stderr(`bench-diff: ${step.label}: ${shown}\n`);
  // A stale results file is never read; a results folder (criterion's) is the tool's to keep.
  if (step.resultsPath !== undefined && existsSync(step.resultsPath) && !statSync(step.resultsPath).isDirectory()) rmSync(step.resultsPath, { force: true });
  // Of a results folder, only what the command writes is this run's result (src/io/written-files.ts).
  const before = step.resultsPath === undefined ? undefined : snapshotFolder(step.resultsPath);
  const measured = step.measure === undefined ? undefined : measuredCommand(step.measure, step.command);
  try {
    const notTheCommands = step.measure === 'instructions' ? isValgrindCacheNote : undefined;
    let outcome = await runOnce(measured?.command ?? step.command, { cwd: ctx.cwd, env: ctx.env, signal, ...(notTheCommands ? { notTheCommands } : {}) });
    if (outcome.interrupted || signal.aborted) return interrupted();
    if (outcome.outputHeldOpen) {
      ctx.stderr(`bench-diff: warning: ${step.label}: ${shown} exited, but a process it left running still held its stdout or stderr open; bench-diff read what was there and did not wait for that process\n`);
    }
    // GNU time exits 128 + N for a command killed by signal N: say which signal, as without it.
    const killedBy = step.measure === 'resources' && outcome.exitCode !== 0 ? rusageSignal(measured!.dir) : undefined;
    if (killedBy !== undefined) outcome = { ...outcome, exitCode: null, signal: killedBy };
    const problem = exitProblem(outcome);
    if (problem) return reportFailure(ctx, `${step.label}: ${shown} ${problem}`, outcome);
    const parsed = parseResult(outcome, step.resultsPath, settings, measured !== undefined, before, ctx);
    if (parsed instanceof SaysWhere) return reportFailure(ctx, `${step.label}: ${shown} ${parsed.problem}`, outcome);
    let document = parsed;
    if (step.name !== undefined && typeof document !== 'string') {
      // Before --measure adds its benchmark: --name names what the command itself gave.
      if (document === undefined) return reportFailure(ctx, `${step.label}: ${shown} printed no result of its own for --name to name`, outcome, NAME_MEASURE_HINT);
      const named = withName(document, step.name);
      if (typeof named === 'string') return reportFailure(ctx, `${step.label}: ${shown}: its result ${named}`, outcome, NAME_SEVERAL_HINT);
      document = named;
    }
    if (measured && typeof document !== 'string') {
      const entry = measurementEntry(step.measure!, commandText(step.command), measured.dir, outcome.elapsedMs);
      document = typeof entry === 'string' ? entry : withMeasurement(document, entry, step.measure!);
      if (typeof document === 'string') return reportFailure(ctx, `${step.label}: ${shown} ${document}`, outcome);
    }
    return resultOf(step, ctx, shown, outcome, document!);
  } finally {
    if (measured) removeMeasureDir(measured.dir);
  }
}

function resultOf(step: Step, ctx: CliContext, shown: string, outcome: RunOutcome, document: BenchmarkDocument | string): StepResult | number {
  if (typeof document === 'string') {
    const hint =
      step.resultsPath === undefined
        ? "bench-diff reads one result from the command's stdout: print logs to stderr, and name the format with --from if it is not detected"
        : `bench-diff reads the result from ${step.resultsPath} after the command exits 0; name the format with --from if it is not detected`;
    return reportFailure(ctx, `${step.label}: ${shown} ${document}`, outcome, hint);
  }
  return { document, elapsedMs: outcome.elapsedMs };
}

/**
 * The signals that end bench-diff while a command runs: Ctrl-C, kill, a closed terminal or SSH
 * session (SIGHUP), Ctrl-\ (SIGQUIT). The command runs in a process group of its own, which the
 * terminal does not signal, so each of them has to stop it here: Node's default action would end
 * bench-diff alone and leave the benchmark running.
 */
const INTERRUPTING: readonly NodeJS.Signals[] = process.platform === 'win32' ? ['SIGINT', 'SIGTERM'] : ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];

/**
 * Whether a stop was asked for by now. A signal reaches bench-diff as an event, handled only when
 * the event loop next polls: one that came while it was busy (reading and parsing the last run's
 * result, writing the runs) is still waiting, and would be lost when withInterruption stops
 * listening. Two turns of the loop make sure a poll has run since the call, whatever phase it is in;
 * then the signal says whether one came. The caller checks before it writes anything.
 */
async function stopAsked(signal: AbortSignal): Promise<boolean> {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
  return signal.aborted;
}

/**
 * Runs `body` with those signals turned into an abort of its signal, whose reason is the name of the
 * first one (the child is stopped, the caller exits interruptedExit: a later signal changes neither). What the caller writes belongs inside, after stopAsked: outside, a signal is lost (one
 * that came just before) or ends bench-diff in the middle of the write (Node's default action).
 */
async function withInterruption<T>(body: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  // A second abort is a no-op: the first signal's name stays the reason.
  const onSignal = (name: NodeJS.Signals): void => controller.abort(name);
  for (const signal of INTERRUPTING) process.on(signal, onSignal);
  try {
    return await body(controller.signal);
  } finally {
    for (const signal of INTERRUPTING) process.off(signal, onSignal);
  }
}

/**
 * Whether a stop was asked for by now (stopAsked); if so, says so on stderr: `bench-diff: interrupted
 * <said>`. Run and ab ask before their write (nothing written) and after it (files kept, not decided on).
 */
export async function stoppedWith(signal: AbortSignal, ctx: CliContext, said: string): Promise<boolean> {
  if (!(await stopAsked(signal))) return false;
  ctx.stderr(`bench-diff: interrupted ${said}\n`);
  return true;
}

/**
 * `body` under withInterruption, with --out-dir made first (and `firstFile` in it checked writable,
 * with the other `checks`), so that where the files go is known good before the first run; the
 * directory, and any parents made for it, are removed again when the command leaves it empty (a
 * failed or interrupted run leaves nothing behind that was not there before). From the moment the
 * directory is made a Ctrl-C is bench-diff's to handle, never ending it in between.
 */
export async function inOutDir<T>(outDir: string | undefined, firstFile: string, checks: () => void, body: (signal: AbortSignal) => Promise<T>): Promise<T> {
  let created: string | undefined;
  try {
    return await withInterruption((signal) => {
      if (outDir !== undefined) {
        created = ensureDirectory(outDir);
        checkWritable(join(outDir, firstFile), 'tool');
      }
      checks();
      return body(signal);
    });
  } finally {
    if (outDir !== undefined) removeCreatedDirectories(outDir, created);
  }
}
