/**
 * `bench-diff ab --runs N --base 'CMD_A' -- CMD_B`: runs the base and the head alternately, N rounds,
 * the order within each round drawn from a seeded generator, and decides on the paired ratios of
 * each round (src/core/decision/paired.ts): the report is the gate's, rendered as `compare` renders
 * it. `--plan` runs a few rounds and says how many a comparison needs (src/core/stats/paired-plan.ts). Progress, failures and Ctrl-C behave as in `run`: nothing
 * is written unless every run succeeded.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { abReport, pairRuns, withAbPlace } from '../core/ab.js';
import { withEnvironment } from '../core/environment.js';
import { inputError } from '../core/errors.js';
import { printableJson } from '../core/printable.js';
import type { AbPlace, BenchmarkDocument, SourcedDocument } from '../core/model.js';
import { planPaired } from '../core/stats/paired-plan.js';
import { logRatiosOf } from '../core/stats/paired.js';
import { mulberry32 } from '../core/stats/random.js';
import { machineEnvironment } from '../io/environment.js';
import { checkWritable, writeFileAtomic } from '../io/write-file.js';
import { plural } from '../report/humanize.js';
import { renderPlanText } from '../report/paired.js';
import { COMPARE_OPTIONS, gateSettings, printReport, type GateSettings } from './compare.js';
import type { CliContext } from './context.js';
import { parseNumberFlag, parseRunCount, parseWholeFlag } from './options.js';
import { liveProgress, progressLine } from './progress.js';
import { checkCommand, inOutDir, interruptedExit, refuseResultsOver, runStep, shownCommand, stoppedWith, type Step } from './run-loop.js';
import { writeNumberedFiles } from './run-files.js';

const USAGE = "Usage: bench-diff ab [--runs N] [--warmup K] [--out-dir DIR] --base 'BASE COMMAND' -- HEAD COMMAND [ARGS...]";
const AB_OPTIONS = {
  ...COMPARE_OPTIONS,
  runs: { type: 'string' },
  warmup: { type: 'string' },
  seed: { type: 'string' },
  base: { type: 'string' },
  'base-results': { type: 'string' },
  results: { type: 'string' },
  'out-dir': { type: 'string' },
  plan: { type: 'boolean' },
  rounds: { type: 'string' },
  detect: { type: 'string' },
} as const;
// Measured in docs/decision-quality.md: 20 rounds met the targets on a quiet 2-core machine; 10 could barely reject.
const DEFAULT_ROUNDS = 20;
const DEFAULT_PLAN_ROUNDS = 5;
const DEFAULT_SEED = 1;

interface Side {
  side: AbPlace['side'];
  command: readonly string[];
  resultsPath?: string;
}

interface AbRun {
  base: Side;
  head: Side;
  rounds: number;
  warmup: number;
  seed: number;
  settings: GateSettings;
}

function step(side: Side, label: string): Step {
  return { label: `${label}, ${side.side}`, command: side.command, quiet: true, ...(side.resultsPath !== undefined ? { resultsPath: side.resultsPath } : {}) };
}

/** The two commands, once, before the rounds (the progress lines then name only rounds). */
function announce(ab: AbRun, ctx: CliContext): void {
  const warmup = ab.warmup > 0 ? `, after ${plural(ab.warmup, 'warmup round')}` : '';
  ctx.stderr(`bench-diff: running base ${shownCommand(ab.base.command)} and head ${shownCommand(ab.head.command)} alternately, ${plural(ab.rounds, 'round')}${warmup}\n`);
}

/** Every round's two documents with their places, or the exit code to stop with. */
async function runRounds(ab: AbRun, ctx: CliContext, signal: AbortSignal): Promise<{ document: BenchmarkDocument; place: AbPlace }[] | number> {
  const random = mulberry32(ab.seed);
  announce(ab, ctx);
  const started = performance.now();
  const progress = liveProgress(ctx);
  try {
    for (let w = 1; w <= ab.warmup; w++) {
      for (const side of [ab.base, ab.head]) {
        const r = await runStep(step(side, `warmup ${w}/${ab.warmup}`), ab.settings, progress.ctx, signal);
        if (typeof r === 'number') return r;
      }
      progress.show(progressLine('warmup round', w, ab.warmup, performance.now() - started));
    }
    const roundsStarted = performance.now();
    const out: { document: BenchmarkDocument; place: AbPlace }[] = [];
    for (let round = 1; round <= ab.rounds; round++) {
      // A fair coin per round: neither side always runs first, so a trend within a round (turbo, caches) cancels.
      const order = random() < 0.5 ? [ab.base, ab.head] : [ab.head, ab.base];
      for (const [i, side] of order.entries()) {
        const r = await runStep(step(side, `round ${round}/${ab.rounds}`), ab.settings, progress.ctx, signal);
        if (typeof r === 'number') return r;
        out.push({ document: r.document, place: { side: side.side, round, order: i === 0 ? 1 : 2, seed: ab.seed } });
      }
      progress.show(progressLine('round', round, ab.rounds, performance.now() - roundsStarted, `${order[0]!.side} first`));
    }
    return out;
  } finally {
    progress.end();
  }
}

function sourced(runs: { document: BenchmarkDocument; place: AbPlace }[], side: AbPlace['side'], outDir: string | undefined): SourcedDocument[] {
  const environment = machineEnvironment();
  return runs
    .filter((r) => r.place.side === side)
    .sort((x, y) => x.place.round - y.place.round)
    .map((r) => {
      const document = withEnvironment(r.document, environment);
      return {
        source: outDir === undefined ? `${side} round ${r.place.round}` : join(outDir, `${side}-${r.place.round}.json`),
        document: { ...document, metadata: withAbPlace(document.metadata, r.place) },
      };
    });
}

/**
 * `--base ./bench -count 5 -- ./bench`: the base command's words after the first are taken for
 * bench-diff's own (`unknown option -c`), or for stray arguments. A word after --base's value that is
 * neither a long flag nor a short one of ab's is the base command going on: say to quote it.
 */
function refuseUnquotedBase(options: readonly string[]): void {
  const at = options.indexOf('--base');
  if (at === -1 || at + 2 >= options.length) return;
  const next = options[at + 2]!;
  const shorts = Object.values(AB_OPTIONS).map((o) => ('short' in o ? `-${o.short}` : undefined));
  if (next.startsWith('--') || shorts.includes(next) || next.startsWith('-o')) return;
  const words = [options[at + 1]!];
  for (let i = at + 2; i < options.length && !options[i]!.startsWith('--'); i++) words.push(options[i]!);
  const command = words.join(' ');
  throw inputError('--base', `takes the base command as one word, and "${next}" follows it`, command.includes("'") ? 'Quote the whole base command' : `Quote the whole base command: --base '${command}'`);
}

export async function abCommand(args: string[], ctx: CliContext): Promise<number> {
  const end = args.indexOf('--');
  if (end === -1 || end === args.length - 1) throw inputError('bench-diff ab', 'needs the head command after --', USAGE);
  refuseUnquotedBase(args.slice(0, end));
  const { values, positionals } = parseArgs({ args: args.slice(0, end), options: AB_OPTIONS, allowPositionals: true, strict: true });
  if (positionals.length > 0) throw inputError('bench-diff ab', `unexpected argument "${positionals[0]}" before --`, USAGE);
  if (values.base === undefined || values.base.trim() === '') throw inputError('bench-diff ab', 'needs the base command: --base \'COMMAND\'', USAGE);
  checkCommand(args.slice(end + 1), 'bench-diff ab', USAGE);
  const ignored = (['method', 'aggregate', 'baseline', 'baseline-ref'] as const).find((flag) => values[flag] !== undefined);
  if (ignored) throw inputError(`--${ignored}`, 'does not apply to bench-diff ab, which decides on the paired rounds (medians and Hodges–Lehmann) without a baseline', USAGE);
  const settings = gateSettings(values);
  const plan = values.plan === true;
  if (plan && settings.format === 'markdown') throw inputError('--format', 'markdown is not available for ab --plan', 'Use --format text or --format json');
  if (!plan && (values.rounds !== undefined || values.detect !== undefined)) throw inputError(values.rounds !== undefined ? '--rounds' : '--detect', 'only applies with --plan', 'Add --plan, or give --runs for a comparison');
  const rounds = plan ? parseRunCount(values.rounds, '--rounds', DEFAULT_PLAN_ROUNDS) : parseRunCount(values.runs, '--runs', DEFAULT_ROUNDS);
  // The plan rests on the spread of the rounds' ratios, which one round does not have (it read as 0%).
  if (plan && rounds < 2) throw inputError('--rounds', 'one round has no spread to plan from', `Give --rounds ${DEFAULT_PLAN_ROUNDS} (the default) or more`);
  const ab: AbRun = {
    base: { side: 'base', command: [values.base], ...(values['base-results'] !== undefined ? { resultsPath: values['base-results'] } : {}) },
    head: { side: 'head', command: args.slice(end + 1), ...(values.results !== undefined ? { resultsPath: values.results } : {}) },
    rounds,
    warmup: parseWholeFlag('--warmup', values.warmup, 0, 1000) ?? 0,
    seed: parseWholeFlag('--seed', values.seed, 0, 2 ** 32 - 1) ?? DEFAULT_SEED,
    settings,
  };
  if (ab.base.resultsPath !== undefined && ab.base.resultsPath === ab.head.resultsPath) {
    throw inputError('--results', 'is the same file as --base-results', 'Give each side its own results file');
  }
  refuseResultsOver('--results', ab.head.resultsPath, [{ what: 'the report (--output)', path: values.output }]);
  refuseResultsOver('--base-results', ab.base.resultsPath, [{ what: 'the report (--output)', path: values.output }]);
  const detect = parseNumberFlag('--detect', values.detect);
  const outDir = values['out-dir'];
  // Where the runs and the report go must take them: found now, not after the last round (inOutDir).
  const sides = await inOutDir(outDir, 'base-1.json', () => {
    if (values.output !== undefined) checkWritable(values.output);
  }, (signal) => roundsAndWrite(ab, outDir, ctx, signal));
  if (typeof sides === 'number') return sides;
  return decide(sides, { plan, detect, output: values.output, settings, seed: ab.seed }, ctx);
}

/**
 * The rounds, written to --out-dir when it is given; or the exit code to stop with. A Ctrl-C that
 * came before the write started (while the last result was read) stops it with nothing written;
 * one during the write keeps the files but compares nothing (as in run).
 */
async function roundsAndWrite(ab: AbRun, outDir: string | undefined, ctx: CliContext, signal: AbortSignal): Promise<{ base: SourcedDocument[]; head: SourcedDocument[] } | number> {
  const runs = await runRounds(ab, ctx, signal);
  if (typeof runs === 'number') return runs;
  if (await stoppedWith(signal, ctx, `after round ${ab.rounds}/${ab.rounds}; nothing was written`)) return interruptedExit(signal);
  const base = sourced(runs, 'base', outDir);
  const head = sourced(runs, 'head', outDir);
  if (outDir === undefined) return { base, head };
  const removed = writeNumberedFiles(outDir, [
    { prefix: 'base', runs: base },
    { prefix: 'head', runs: head },
  ]);
  ctx.stderr(`bench-diff: wrote ${plural(ab.rounds, 'round')} to ${outDir} (base-K.json, head-K.json)${removed}\n`);
  if (await stoppedWith(signal, ctx, `while the rounds were written; they are in ${outDir}, not compared`)) return interruptedExit(signal);
  return { base, head };
}

interface Decision {
  plan: boolean;
  detect: number | undefined;
  output: string | undefined;
  settings: GateSettings;
  seed: number;
}

/** The plan (--plan) or the paired report of the rounds. */
function decide({ base, head }: { base: SourcedDocument[]; head: SourcedDocument[] }, { plan, detect, output, settings, seed }: Decision, ctx: CliContext): number {
  if (plan) {
    const paired = pairRuns(base, head, settings.options);
    const alpha = settings.options.alpha;
    const result = planPaired(
      paired.inputs.map((input) => ({ name: input.name, threshold_pct: input.threshold_pct, logRatios: logRatiosOf(input) })),
      { alpha, ...(detect !== undefined ? { detectPct: detect } : {}) },
    );
    // Benchmark names from the commands' output: what JSON.stringify leaves raw (C1 controls, bidi) as JSON escapes.
    const rendered = settings.format === 'json' ? `${printableJson(JSON.stringify({ plan: result }, null, 2))}\n` : renderPlanText(result);
    if (output) writeFileAtomic(output, rendered);
    ctx.stdout(rendered);
    return 0;
  }
  return printReport(abReport(base, head, settings.options, seed), settings, output, ctx);
}
