/**
 * `bench-diff run [--runs N] [--out-dir DIR] [--baseline PATH] -- COMMAND...`: runs the benchmark N
 * times, reads each run's stdout (any supported format), writes the runs and/or gates them. Nothing is
 * written until every run succeeded, so a failure or Ctrl-C leaves no partial files.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { withEnvironment } from '../core/environment.js';
import { InputError, inputError } from '../core/errors.js';
import type { BenchmarkDocument, SourcedDocument } from '../core/model.js';
import { parseInput } from '../formats/index.js';
import { machineEnvironment } from '../io/environment.js';
import { fileInputFromText, loadDocument } from '../io/read-input.js';
import { runOnce, type RunOutcome } from '../io/run-command.js';
import { ensureDirectory, writeFilesAtomic } from '../io/write-file.js';
import { humanValue, plural } from '../report/humanize.js';
import { baselineFile, COMPARE_OPTIONS, compareRuns, gateSettings, type GateSettings } from './compare.js';
import type { CliContext } from './context.js';

/** The command as a person would type it: arguments with spaces or shell characters quoted. */
function shellWords(command: readonly string[]): string {
  return command.map((word) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`)).join(' ');
}

const USAGE = 'Usage: bench-diff run [--runs N] [--out-dir DIR] [--baseline PATH] -- COMMAND [ARGS...]';
const RUN_OPTIONS = { ...COMPARE_OPTIONS, runs: { type: 'string' }, 'out-dir': { type: 'string' } } as const;
const DEFAULT_RUNS = 5;
/** The exit code of a process ended by Ctrl-C, as shells report it. */
const INTERRUPTED = 130;
const RUN_FILE_RE = /^run-(\d+)\.json$/;

function parseRunCount(text: string | undefined): number {
  if (text === undefined) return DEFAULT_RUNS;
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || n < 1 || n > 10_000) throw inputError('--runs', `"${text}" is not a number of runs`, 'Give a whole number from 1, e.g. --runs 5');
  return n;
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

function reportFailure(ctx: CliContext, what: string, outcome: RunOutcome, hint?: string): number {
  ctx.stderr(`bench-diff: error: ${what}. Nothing was written\n`);
  if (hint) ctx.stderr(`  ${hint}\n`);
  if (outcome.stderrTail.length > 0) {
    ctx.stderr(`  its stderr (last ${plural(outcome.stderrTail.length, 'line')}):\n`);
    for (const line of outcome.stderrTail) ctx.stderr(`  | ${line}\n`);
  } else {
    ctx.stderr('  (it wrote nothing to stderr)\n');
  }
  return 2;
}

/** Parses one run's stdout; the InputError's message (file, line, what) goes into the failure report. */
function parseRun(outcome: RunOutcome, label: string, settings: GateSettings): BenchmarkDocument | string {
  if (outcome.stdout.trim() === '') return 'printed nothing on stdout; bench-diff reads the results from stdout';
  try {
    return parseInput(fileInputFromText(label, outcome.stdout), settings.from, settings.parseOptions);
  } catch (error) {
    if (error instanceof InputError) return `printed no benchmark result on ${error.message}`;
    throw error;
  }
}

interface Plan {
  command: string[];
  count: number;
  outDir: string | undefined;
  settings: GateSettings;
}

/** The N runs, or the exit code to stop with (2 on a failed run, 130 when interrupted). */
async function runAll(plan: Plan, ctx: CliContext): Promise<BenchmarkDocument[] | number> {
  const shown = `\`${plan.command.length === 1 ? plan.command[0] : shellWords(plan.command)}\``;
  const controller = new AbortController();
  const onSignal = (): void => controller.abort();
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  const started = performance.now();
  const documents: BenchmarkDocument[] = [];
  const interrupted = (i: number): number => {
    ctx.stderr(`bench-diff: interrupted during run ${i}/${plan.count}; nothing was written\n`);
    return INTERRUPTED;
  };
  try {
    for (let i = 1; i <= plan.count; i++) {
      if (controller.signal.aborted) return interrupted(i);
      ctx.stderr(`bench-diff: run ${i}/${plan.count}: ${shown}\n`);
      const outcome = await runOnce(plan.command, { cwd: ctx.cwd, env: ctx.env, signal: controller.signal });
      if (outcome.interrupted || controller.signal.aborted) return interrupted(i);
      const problem = exitProblem(outcome);
      if (problem) return reportFailure(ctx, `run ${i}/${plan.count}: ${shown} ${problem}`, outcome);
      const document = parseRun(outcome, 'stdout', plan.settings);
      if (typeof document === 'string') {
        return reportFailure(ctx, `run ${i}/${plan.count}: ${shown} ${document}`, outcome, 'bench-diff reads one result from the command\'s stdout: print logs to stderr, and name the format with --from if it is not detected');
      }
      documents.push(document);
      const total = performance.now() - started;
      ctx.stderr(`bench-diff: run ${i}/${plan.count} done: ${plural(document.benchmarks.length, 'benchmark')} in ${humanValue(outcome.elapsedMs, 'ms')} (elapsed ${humanValue(total, 'ms')})\n`);
    }
    return documents;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** Writes run-1.json ... run-N.json together, and removes run-K.json left over from a run with more. */
function writeRuns(outDir: string, runs: readonly SourcedDocument[], ctx: CliContext): void {
  writeFilesAtomic(runs.map((r) => ({ path: r.source, content: `${JSON.stringify(r.document, null, 2)}\n` })));
  const stale = readdirSync(outDir).filter((name) => Number(RUN_FILE_RE.exec(name)?.[1] ?? 0) > runs.length);
  for (const name of stale) rmSync(join(outDir, name), { force: true });
  const removed = stale.length > 0 ? `; removed ${stale.join(', ')} of an earlier run` : '';
  ctx.stderr(`bench-diff: wrote ${plural(runs.length, 'run')} to ${outDir}${removed}\n`);
}

export async function runCommand(args: string[], ctx: CliContext): Promise<number> {
  const end = args.indexOf('--');
  if (end === -1 || end === args.length - 1) throw inputError('bench-diff run', 'needs the benchmark command after --', USAGE);
  const { values, positionals } = parseArgs({ args: args.slice(0, end), options: RUN_OPTIONS, allowPositionals: true, strict: true });
  if (positionals.length > 0) throw inputError('bench-diff run', `unexpected argument "${positionals[0]}" before --`, USAGE);
  const plan: Plan = { command: args.slice(end + 1), count: parseRunCount(values.runs), outDir: values['out-dir'], settings: gateSettings(values) };
  const baselinePath = values.baseline ?? (plan.outDir === undefined ? plan.settings.config.baseline : undefined);
  if (plan.outDir === undefined && baselinePath === undefined) {
    throw inputError('bench-diff run', 'has nowhere to put the runs', 'Give --out-dir DIR to keep them, --baseline PATH to gate them, or both');
  }
  // Check what can be checked before spending minutes on the benchmark. The baseline may be in any
  // format; --from names the format of the command's output.
  const baseline = baselinePath === undefined ? undefined : loadDocument(baselineFile(values, baselinePath));
  if (plan.outDir !== undefined) ensureDirectory(plan.outDir);

  const documents = await runAll(plan, ctx);
  if (typeof documents === 'number') return documents;
  const environment = machineEnvironment();
  const runs: SourcedDocument[] = documents.map((document, i) => ({
    source: plan.outDir === undefined ? `run ${i + 1}` : join(plan.outDir, `run-${i + 1}.json`),
    document: withEnvironment(document, environment),
  }));
  if (plan.outDir !== undefined) writeRuns(plan.outDir, runs, ctx);
  return baseline ? compareRuns(baseline, runs, plan.settings, values.output, ctx) : 0;
}
