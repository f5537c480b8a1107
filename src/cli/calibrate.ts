/**
 * `bench-diff calibrate RUNS... [--runs N] [--write-config PATH]`: recommend the gate's config from
 * repeated runs of unchanged code. The runs' folders are their batches: runs of several CI jobs,
 * a folder each (aa/job-1/run-*.json aa/job-2/run-*.json), let calibrate see the drift between jobs.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { calibrate, DEFAULT_CALIBRATE_OPTIONS } from '../core/calibrate/calibrate.js';
import { recommendedConfig } from '../core/calibrate/to-config.js';
import { parseConfig, type Config } from '../core/config.js';
import { inputError } from '../core/errors.js';
import { printableJson } from '../core/printable.js';
import { loadConfig } from '../io/config-file.js';
import { loadDocument } from '../io/read-input.js';
import { checkWritable, namesDirectory, writeFileAtomic } from '../io/write-file.js';
import { renderCalibration } from '../report/calibration.js';
import type { CliContext } from './context.js';
import { printReadWarnings } from './read-warnings.js';
import { parseChoice, parseNumberFlag, parseWholeFlag } from './options.js';

const OPTIONS = {
  runs: { type: 'string' },
  'max-runs': { type: 'string' },
  'false-alarms': { type: 'string' },
  'write-config': { type: 'string' },
  format: { type: 'string' },
  from: { type: 'string' },
  seed: { type: 'string' },
} as const;

/** --write-config: a file that can be written (found before the runs are read and resampled). */
function checkConfigTarget(target: string): void {
  if (target.trim() === '') throw inputError('--write-config', 'is empty', 'Name the config file to write, e.g. --write-config bench-gate.json');
  if (namesDirectory(target)) throw inputError(target, 'is a directory, and --write-config writes the config as a file', `Name the file, e.g. --write-config ${join(target, 'bench-gate.json')}`);
  checkWritable(target);
}

/** The runs' batches: the indices of the runs of each folder, folders in the order first given. */
function batchesByFolder(paths: readonly string[]): number[][] {
  const byFolder = new Map<string, number[]>();
  paths.forEach((p, i) => {
    const folder = resolve(dirname(p));
    const batch = byFolder.get(folder);
    if (batch) batch.push(i);
    else byFolder.set(folder, [i]);
  });
  return [...byFolder.values()];
}

export function calibrateCommand(args: string[], ctx: CliContext): number {
  const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  const format = parseChoice('--format', values.format, ['text', 'json'] as const) ?? 'text';
  const falseAlarm = parseNumberFlag('--false-alarms', values['false-alarms']);
  if (falseAlarm !== undefined && (falseAlarm <= 0 || falseAlarm > 50)) throw inputError('--false-alarms', `"${values['false-alarms']}" is not a percentage above 0 and at most 50`, 'e.g. --false-alarms 1');
  const maxRuns = parseWholeFlag('--max-runs', values['max-runs'], 1, 100);
  const runs = parseWholeFlag('--runs', values.runs, 1, 100);
  const seed = parseWholeFlag('--seed', values.seed, 1, 2 ** 31);
  if (positionals.length === 0) throw inputError('bench-diff calibrate', 'no runs given', 'Usage: bench-diff calibrate RUN.json RUN.json ... (30 runs of unchanged code)');
  const target = values['write-config'];
  if (target !== undefined) checkConfigTarget(target);
  const docs = positionals.map((p) => loadDocument(p, values.from ?? 'auto', {}));
  printReadWarnings(ctx, docs);
  const calibration = calibrate(docs, {
    ...(runs !== undefined ? { runs } : {}),
    ...(maxRuns !== undefined ? { maxRuns } : {}),
    ...(falseAlarm !== undefined ? { falseAlarmPct: falseAlarm } : {}),
    ...(seed !== undefined ? { seed } : { seed: DEFAULT_CALIBRATE_OPTIONS.seed }),
    batches: batchesByFolder(positionals),
  });
  const existing: Config = target !== undefined && existsSync(target) ? loadConfig(target).config : {};
  const config = recommendedConfig(calibration, existing);
  if (target !== undefined) {
    const text = `${JSON.stringify(config, null, 2)}\n`;
    parseConfig(JSON.parse(text), target); // what we write must be a valid bench-gate.json
    writeFileAtomic(target, text);
  }
  // Benchmark names from the runs: what JSON.stringify leaves raw (C1 controls, bidi) as JSON escapes.
  if (format === 'json') ctx.stdout(`${printableJson(JSON.stringify({ calibration, config }, null, 2))}\n`);
  else ctx.stdout(renderCalibration(calibration) + (target !== undefined ? `Wrote ${target}.\n` : ''));
  return 0;
}
