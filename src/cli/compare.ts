/**
 * `bench-diff BASELINE CURRENT...`: compare runs with the baseline, print the report, exit 0/1.
 * Its gate flags are shared with `run` and `promote` (COMPARE_OPTIONS, gateSettings).
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_CONFIG_PATH, type Config } from '../core/config.js';
import { inputError } from '../core/errors.js';
import { runGate } from '../core/gate.js';
import type { GateOptions } from '../core/gate-options.js';
import type { Direction, SourcedDocument } from '../core/model.js';
import type { Method, Report } from '../core/report.js';
import { passes } from '../core/verdict.js';
import { gateOptions } from '../core/settings.js';
import type { ParseOptions } from '../formats/types.js';
import { today } from '../io/clock.js';
import { loadConfig } from '../io/config-file.js';
import { fileAtRef } from '../io/file-at-ref.js';
import { collectGarbage } from '../io/full-gc.js';
import { printFile } from '../io/print-file.js';
import { baselineAmongRuns, refuseOutputOverInputs, sameFile } from '../io/same-file.js';
import { loadDocument } from '../io/read-input.js';
import { gateFiles } from './gate-files.js';
import { writeFileAtomic } from '../io/write-file.js';
import { loadHistoryGate } from './history-baseline-loader.js';
import { HISTORY_GATE_OPTIONS, type HistoryGateValues } from './history-options.js';
import { renderJsonChunks } from '../report/json.js';
import { loadMarkdown } from '../report/markdown-loader.js';
import { renderTextChunks } from '../report/text.js';
import { checkOutputFlag, parseAlpha, parseBooleanFlag, parseChoice, parseMetricThresholds, parseNumberFlag, splitList } from './options.js';
import type { CliContext } from './context.js';

const REPORT_FORMATS = ['text', 'markdown', 'json'] as const;
type ReportFormat = (typeof REPORT_FORMATS)[number];

export const COMPARE_OPTIONS = {
  threshold: { type: 'string' },
  'geomean-threshold': { type: 'string' },
  protect: { type: 'string', multiple: true },
  'protected-in-geomean': { type: 'string' },
  aggregate: { type: 'string' },
  'allow-missing': { type: 'boolean' },
  accept: { type: 'boolean' },
  format: { type: 'string' },
  config: { type: 'string' },
  'config-ref': { type: 'string' },
  'baseline-ref': { type: 'string' },
  output: { type: 'string', short: 'o' },
  baseline: { type: 'string' },
  from: { type: 'string' },
  direction: { type: 'string' },
  method: { type: 'string' },
  alpha: { type: 'string' },
  metrics: { type: 'string', multiple: true },
  'metric-threshold': { type: 'string', multiple: true },
} as const;

/** The parsed values of COMPARE_OPTIONS; commands that add flags of their own pass a superset. */
type CompareValues = ReturnType<typeof parseArgs<{ options: typeof COMPARE_OPTIONS; strict: true; allowPositionals: true }>>['values'];

/** Everything the gate flags and the config decide. */
export interface GateSettings {
  config: Config;
  options: GateOptions;
  format: ReportFormat;
  from: string;
  parseOptions: ParseOptions;
}

/** The config: --config (or bench-gate.json), as the checkout has it or, with --config-ref, as that commit has it. */
function configOf(values: CompareValues): Config {
  const ref = values['config-ref'];
  if (ref === undefined) return loadConfig(values.config).config;
  const copy = fileAtRef('--config-ref', ref, values.config ?? DEFAULT_CONFIG_PATH);
  if (copy === undefined && values.config !== undefined) throw inputError('--config-ref', `${values.config} does not exist at ${ref}`, 'Name a commit that has the config, or leave --config-ref out');
  return copy === undefined ? {} : loadConfig(copy).config;
}

/** The baseline's path to read: as given, or with --baseline-ref a copy of that commit's version. */
export function baselineFile(values: CompareValues, path: string): string {
  const ref = values['baseline-ref'];
  if (ref === undefined) return path;
  const copy = fileAtRef('--baseline-ref', ref, path);
  if (copy === undefined) throw inputError('--baseline-ref', `${path} does not exist at ${ref}`, 'Name a commit that has the baseline, or leave --baseline-ref out');
  return copy;
}

export function gateSettings(values: CompareValues): GateSettings {
  checkOutputFlag(values.output);
  const config = configOf(values);
  const direction = parseChoice<Direction>('--direction', values.direction, ['higher', 'lower']);
  const options = gateOptions(config, {
    threshold: parseNumberFlag('--threshold', values.threshold),
    geomeanThreshold: parseNumberFlag('--geomean-threshold', values['geomean-threshold']),
    aggregate: values.aggregate,
    protect: splitList(values.protect),
    protectedInGeomean: parseBooleanFlag('--protected-in-geomean', values['protected-in-geomean']),
    allowMissing: values['allow-missing'],
    acceptedBy: values.accept ? '--accept' : undefined,
    today: today(),
    method: parseChoice<Method>('--method', values.method, ['best', 'stats']),
    alpha: parseAlpha(values.alpha),
    metrics: splitList(values.metrics),
    metricThresholds: parseMetricThresholds(values['metric-threshold']),
  });
  return {
    config,
    options,
    format: parseChoice('--format', values.format, REPORT_FORMATS) ?? 'text',
    from: values.from ?? 'auto',
    parseOptions: direction ? { direction } : {},
  };
}

/** The report in the format asked for, in pieces whose concatenation is the whole (text and JSON can be ~60 MB). */
function reportPieces(report: Report, format: ReportFormat, color: boolean): Iterable<string> {
  if (format === 'json') return renderJsonChunks(report);
  if (format === 'text') return renderTextChunks(report, { color });
  return [loadMarkdown()(report)];
}

/**
 * Prints the report (and writes it to --output); the exit code: 0 pass or accepted, 1 fail. The
 * report is rendered in pieces, so that the text of a large one never exists whole. With --output
 * the file is written first, complete (or untouched, on an error) before anything is printed, and
 * what is printed is read back from it: rendering again cost as much as the first time. A device or
 * a FIFO (`-o /dev/stderr`) cannot be read back, and the report is rendered again for the terminal.
 */
/** Refuses an --output that names a file the command reads (its baseline, a run): the report would replace it. */
/** Refuses a report file (-o) that is one of the comparison's inputs. */
export function refuseReportOverInputs(output: string | undefined, inputs: readonly string[]): void {
  refuseOutputOverInputs(output, inputs, 'the report');
}

/** Refuses a baseline file that is also one of several runs (baselineAmongRuns). */
export function refuseBaselineAsRun(baselinePath: string, runPaths: readonly string[]): void {
  const asRun = baselineAmongRuns(baselinePath, runPaths);
  if (asRun !== undefined) throw inputError(baselinePath, `is the baseline and also given as a run (${asRun})`, 'Leave the baseline out of the runs (a glob such as runs/*.json may match it), or keep it in another folder');
}

export function printReport(report: Report, settings: GateSettings, output: string | undefined, ctx: CliContext): number {
  if (output) writeFileAtomic(output, reportPieces(report, settings.format, ctx.color));
  if (!output || !printFile(output, ctx.stdout)) for (const piece of reportPieces(report, settings.format, ctx.color)) ctx.stdout(piece);
  return passes(report) ? 0 : 1;
}

/** Runs the gate on already loaded runs and prints the report. */
export function compareRuns(baseline: SourcedDocument, runs: readonly SourcedDocument[], settings: GateSettings, output: string | undefined, ctx: CliContext): number {
  return printReport(runGate(baseline, runs, settings.options), settings, output, ctx);
}

/**
 * The command line's flags and files. Without a word that starts with '-' every word is a file and
 * there is no flag, which is what parseArgs would say too; it is asked only otherwise, as running it
 * costs a millisecond or two of a start that is measured (bench/).
 */
export function parseCompareArgs(args: string[]) {
  const options = { ...COMPARE_OPTIONS, ...HISTORY_GATE_OPTIONS };
  // parseArgs's values have no prototype either.
  type Values = ReturnType<typeof parseArgs<{ options: typeof options; strict: true; allowPositionals: true }>>['values'];
  if (args.every((word) => !word.startsWith('-'))) return { values: Object.create(null) as Values, positionals: [...args] };
  return parseArgs({ args, options, allowPositionals: true, strict: true });
}

export function compareCommand(args: string[], ctx: CliContext): number {
  const { values, positionals } = parseCompareArgs(args);
  // `bench-diff compare --help` shows this command's help, so `bench-diff compare a.json b.json` is
  // what a person types next: the comparison has no command word, and a file named so is rare.
  if (positionals[0] === 'compare' && !existsSync('compare')) {
    throw inputError('compare', 'is not a file, and the comparison takes no command word', 'Write bench-diff BASELINE CURRENT... (bench-diff compare --help is its help)');
  }
  const settings = gateSettings(values);
  if (values.history !== undefined) return compareWithHistory(values, positionals, settings, ctx);
  for (const flag of ['window', 'base-commit', 'history-branch'] as const) {
    if (values[flag] !== undefined) throw inputError(`--${flag}`, 'only applies with --history PATH', 'Add --history PATH, or leave it out');
  }

  // BASELINE CURRENT...; or --baseline with only runs; or one run against the config's baseline.
  let baselinePath = values.baseline;
  let runPaths = positionals;
  let firstFile: string | undefined;
  const configured = settings.config.baseline;
  if (baselinePath === undefined) {
    if (positionals.length === 1 && configured !== undefined) baselinePath = configured;
    else {
      [baselinePath, ...runPaths] = positionals;
      firstFile = baselinePath;
      // `bench-diff runs/*.json` in a project whose config names the baseline compares the runs with
      // the first of them: say so, since the verdict is then not the one the config's baseline gives.
      if (configured !== undefined && baselinePath !== undefined && runPaths.length > 0 && !sameFile(baselinePath, configured)) {
        ctx.stderr(`bench-diff: warning: the baseline is ${baselinePath}, the first file given, not ${configured}, the one the config names; to compare every file given with ${configured}, add --baseline ${configured}\n`);
      }
    }
  }
  if (baselinePath === undefined || runPaths.length === 0) {
    throw inputError('bench-diff', 'needs a baseline and at least one run', 'Usage: bench-diff BASELINE CURRENT [CURRENT...] (see --help)');
  }
  refuseReportOverInputs(values.output, [baselinePath, ...runPaths]);
  // With --baseline-ref too: the working tree's copy of the baseline may be the pull request's own.
  refuseBaselineAsRun(baselinePath, runPaths);
  // The documents are out of reach once the gate has run: the report renders without them.
  const report = gateFiles(baselineFile(values, baselinePath), runPaths, settings, firstFile);
  if (settings.format !== 'json' && report.benchmarks.length >= COLLECT_BEFORE_TABLE_ROWS) collectGarbage();
  return printReport(report, settings, values.output, ctx);
}

/**
 * From this many rows, the memory of the documents the gate has let go of is collected before a
 * table (text or Markdown) is rendered, so that the rendering reuses it rather than comes on top
 * (src/io/full-gc.ts). go test logs of 10,000 benchmarks x 10 counts (30,000 rows): peak RSS
 * 103 -> 98 MiB (median of 20 runs each), CPU the same within noise; a collection then takes ~10
 * ms. Smaller tables skip it. JSON is written in pieces from the report alone and is left as it was.
 */
const COLLECT_BEFORE_TABLE_ROWS = 10_000;

/** `bench-diff RUN... --history PATH`: every positional is a run; the baseline comes from the store. */
function compareWithHistory(values: CompareValues & HistoryGateValues, runPaths: string[], settings: GateSettings, ctx: CliContext): number {
  if (values.baseline !== undefined || values['baseline-ref'] !== undefined) {
    throw inputError('--history', 'replaces the baseline file', 'Give either --history PATH or a baseline (--baseline, --baseline-ref), not both');
  }
  if (runPaths.length === 0) throw inputError('bench-diff', 'needs at least one run', 'Usage: bench-diff RUN [RUN...] --history PATH [--window K] [--base-commit SHA]');
  refuseReportOverInputs(values.output, runPaths);
  const readRuns = () => runPaths.map((p) => loadDocument(p, settings.from, settings.parseOptions));
  return printReport(loadHistoryGate()(values, readRuns, settings.options, ctx.cwd), settings, values.output, ctx);
}
