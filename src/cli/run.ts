/**
 * `bench-diff run [--runs N] [--name NAME] [--out-dir DIR] [--baseline PATH] -- COMMAND...`: runs the
 * benchmark N times, reads each run's stdout (any supported format), writes the runs and/or gates them.
 * Nothing is written until every run succeeded, so a failure or Ctrl-C leaves no partial files. --name
 * names the one benchmark of each run's result (hey, oha: core/rename.ts).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { withEnvironment } from '../core/environment.js';
import { inputError } from '../core/errors.js';
import { printable } from '../core/printable.js';
import type { BenchmarkDocument, SourcedDocument } from '../core/model.js';
import { machineEnvironment } from '../io/environment.js';
import { checkMeasureTool, type MeasureKind } from '../io/measure-command.js';
import { loadBaseline } from '../io/read-input.js';
import { checkWritable } from '../io/write-file.js';
import { humanValue, plural } from '../report/humanize.js';
import { baselineFile, COMPARE_OPTIONS, compareRuns, gateSettings, refuseReportOverInputs, type GateSettings } from './compare.js';
import type { CliContext } from './context.js';
import { liveProgress, progressLine } from './progress.js';
import { checkCommand, inOutDir, interruptedExit, refuseResultsOver, runStep, shownCommand, stoppedWith } from './run-loop.js';
import { parseNameFlag, parseRunCount } from './options.js';
import { parseMeasure } from './run-measure.js';
import { writeNumberedFiles } from './run-files.js';

const USAGE = 'Usage: bench-diff run [--runs N] [--name NAME] [--results PATH] [--measure instructions|resources] [--out-dir DIR] [--baseline PATH] -- COMMAND [ARGS...]';
const RUN_OPTIONS = { ...COMPARE_OPTIONS, runs: { type: 'string' }, measure: { type: 'string' }, 'out-dir': { type: 'string' }, results: { type: 'string' }, name: { type: 'string' } } as const;
const DEFAULT_RUNS = 5;

interface Plan {
  command: string[];
  count: number;
  outDir: string | undefined;
  /** The file the command writes its result to (--results), read after each run instead of stdout. */
  resultsPath: string | undefined;
  settings: GateSettings;
  /** What --measure adds to each run. */
  measure: MeasureKind | undefined;
  /** --name: the name each run's one benchmark gets. */
  name: string | undefined;
}

/** The N runs, or the exit code to stop with (2 on a failed run, 128 + the signal's number when interrupted). */
async function runAll(plan: Plan, ctx: CliContext, signal: AbortSignal): Promise<BenchmarkDocument[] | number> {
  const started = performance.now();
  const documents: BenchmarkDocument[] = [];
  // The command once; then, on a terminal, one progress line rewritten after each run.
  const measuring = plan.measure === undefined ? '' : plan.measure === 'instructions' ? ' under Valgrind (Cachegrind), counting instructions' : ', recording peak memory and CPU time';
  ctx.stderr(`bench-diff: running ${shownCommand(plan.command)} ${plural(plan.count, 'time')}${measuring}${plan.resultsPath === undefined ? '' : `, reading ${plan.resultsPath} after each run`}${plan.name === undefined ? '' : `, naming its benchmark "${printable(plan.name)}"`}\n`);
  const progress = liveProgress(ctx);
  try {
    for (let i = 1; i <= plan.count; i++) {
      const step = await runStep({ label: `run ${i}/${plan.count}`, command: plan.command, quiet: true, ...(plan.measure ? { measure: plan.measure } : {}), ...(plan.resultsPath !== undefined ? { resultsPath: plan.resultsPath } : {}), ...(plan.name !== undefined ? { name: plan.name } : {}) }, plan.settings, progress.ctx, signal);
      if (typeof step === 'number') return step;
      documents.push(step.document);
      progress.show(progressLine('run', i, plan.count, performance.now() - started, `${plural(step.document.benchmarks.length, 'benchmark')} in ${humanValue(step.elapsedMs, 'ms')}`));
    }
  } finally {
    progress.end();
  }
  return documents;
}

/** Writes run-1.json ... run-N.json together, and removes run-K.json left over from a run with more. */
function writeRuns(outDir: string, runs: readonly SourcedDocument[], ctx: CliContext): void {
  const removed = writeNumberedFiles(outDir, [{ prefix: 'run', runs }]);
  ctx.stderr(`bench-diff: wrote ${plural(runs.length, 'run')} to ${outDir}${removed}\n`);
}

/**
 * The runs, written to --out-dir when it is given; or the exit code to stop with. A Ctrl-C that came
 * before the write started (while the last result was read) stops it: nothing is written, exit 130
 * (another signal: 128 + its number). One that came during the write is not lost either: the runs
 * are kept, but not gated.
 */
async function runAndWrite(plan: Plan, ctx: CliContext, signal: AbortSignal, gating: boolean): Promise<SourcedDocument[] | number> {
  const documents = await runAll(plan, ctx, signal);
  if (typeof documents === 'number') return documents;
  if (await stoppedWith(signal, ctx, `after run ${plan.count}/${plan.count}; nothing was written`)) return interruptedExit(signal);
  const environment = machineEnvironment();
  const runs: SourcedDocument[] = documents.map((document, i) => ({
    source: plan.outDir === undefined ? `run ${i + 1}` : join(plan.outDir, `run-${i + 1}.json`),
    document: withEnvironment(document, environment),
  }));
  if (plan.outDir === undefined) return runs;
  writeRuns(plan.outDir, runs, ctx);
  if (await stoppedWith(signal, ctx, `while the runs were written; they are in ${plan.outDir}${gating ? ', not gated' : ''}`)) return interruptedExit(signal);
  return runs;
}

export async function runCommand(args: string[], ctx: CliContext): Promise<number> {
  const end = args.indexOf('--');
  if (end === -1 || end === args.length - 1) throw inputError('bench-diff run', 'needs the benchmark command after --', USAGE);
  const { values, positionals } = parseArgs({ args: args.slice(0, end), options: RUN_OPTIONS, allowPositionals: true, strict: true });
  checkCommand(args.slice(end + 1), 'bench-diff run', USAGE);
  const settings = gateSettings(values);
  if (positionals.length > 0) throw inputError('bench-diff run', `unexpected argument "${positionals[0]}" before --`, USAGE);
  // The runs calibrate --write-config chose are what the thresholds were calibrated for.
  const count = parseRunCount(values.runs, '--runs', settings.config.runs ?? DEFAULT_RUNS);
  const measure = parseMeasure(values.measure);
  const plan: Plan = { command: args.slice(end + 1), count, outDir: values['out-dir'], resultsPath: values.results, settings, measure, name: parseNameFlag(values.name) };
  const baselinePath = values.baseline ?? (plan.outDir === undefined ? plan.settings.config.baseline : undefined);
  if (plan.outDir === undefined && baselinePath === undefined) {
    throw inputError('bench-diff run', 'has nowhere to put the runs', 'Give --out-dir DIR to keep them, --baseline PATH to gate them, or both');
  }
  // Check what can be checked before spending minutes on the benchmark. The baseline may be in any
  // format; --from names the format of the command's output.
  const baseline = baselinePath === undefined ? undefined : loadBaseline(baselineFile(values, baselinePath));
  if (baselinePath !== undefined) refuseReportOverInputs(values.output, [baselinePath]);
  refuseResultsOver('--results', plan.resultsPath, [
    { what: 'the baseline', path: baselinePath },
    { what: 'the report (--output)', path: values.output },
  ]);
  // Where the runs and the report go must take them: found now, not after the last run (inOutDir).
  const runs = await inOutDir(plan.outDir, 'run-1.json', () => {
    if (values.output !== undefined) checkWritable(values.output);
    if (measure !== undefined) checkMeasureTool(measure, ctx.env);
  }, (signal) => runAndWrite(plan, ctx, signal, baseline !== undefined));
  if (typeof runs === 'number') return runs;
  return baseline ? compareRuns(baseline, runs, plan.settings, values.output, ctx) : 0;
}
