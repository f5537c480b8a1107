/**
 * What `bench-diff run --measure KIND` adds to each run: one benchmark named after the command, beside
 * whatever benchmarks the command printed itself (README, "Measuring a command").
 *
 *  - instructions: the shape of a Cachegrind profile (formats/shared/valgrind.ts), summed over every
 *    process the command ran: value and metric `Ir` the total instruction count, metrics `Ir <fn>`
 *    the largest self costs. Counted instructions are the same in every run of a deterministic
 *    program, so the metric `Ir` is gated exactly (any change beyond 0% fails).
 *  - resources: value the run's wall time (ms), metrics `peak_rss` (bytes), `user_time` and
 *    `system_time` (ms, to 10 ms as GNU time reports them), all lower is better; the wall time and
 *    `peak_rss` gated like time, the CPU times only reported unless configured (metric-rules.ts).
 */
import { inputError } from '../core/errors.js';
import type { BenchmarkDocument, BenchmarkEntry } from '../core/model.js';
import { readCachegrind } from '../formats/cachegrind.js';
import { addCost, profileDocument, type Profile } from '../formats/shared/valgrind.js';
import { fileInputFromText } from '../io/read-input.js';
import { MEASURE_KINDS, readProfiles, readRusage, type MeasureKind } from '../io/measure-command.js';

/** The value of --measure, or undefined when absent. */
export function parseMeasure(text: string | undefined): MeasureKind | undefined {
  if (text === undefined) return undefined;
  if ((MEASURE_KINDS as readonly string[]).includes(text)) return text as MeasureKind;
  throw inputError('--measure', `"${text}" is not something bench-diff can measure`, `Use one of: ${MEASURE_KINDS.join(', ')} (one at a time: resources under Valgrind would measure Valgrind)`);
}

/** The command's instruction counts: one profile per process it ran, summed; or why there are none. */
function instructionsEntry(name: string, dir: string): BenchmarkEntry | string {
  const profiles = readProfiles(dir);
  if (profiles.length === 0) return 'left no Cachegrind profile (did valgrind start it?)';
  const sum: Profile = { command: name, total: 0, functions: new Map() };
  for (const { path, text } of profiles) {
    const profile = readCachegrind(fileInputFromText(path, text));
    if (profile.total === undefined) return `left a Cachegrind profile without a total (${path}): the run was cut short`;
    sum.total! += profile.total;
    for (const [fn, ir] of profile.functions) addCost(sum.functions, fn, ir);
  }
  const entry = profileDocument(name, sum, 'cachegrind').benchmarks[0]!;
  return { ...entry, name };
}

function resourcesEntry(name: string, dir: string, elapsedMs: number): BenchmarkEntry | string {
  const usage = readRusage(dir);
  if (usage === undefined) return 'left no resource usage (GNU time wrote no line)';
  return {
    name,
    value: elapsedMs,
    unit: 'ms',
    direction: 'lower',
    metrics: {
      peak_rss: { value: usage.peakRssBytes, unit: 'B', direction: 'lower' },
      user_time: { value: usage.userMs, unit: 'ms', direction: 'lower' },
      system_time: { value: usage.systemMs, unit: 'ms', direction: 'lower' },
    },
  };
}

/** The measurement of one run as a benchmark named `name`, or what went wrong. */
export function measurementEntry(kind: MeasureKind, name: string, dir: string, elapsedMs: number): BenchmarkEntry | string {
  return kind === 'instructions' ? instructionsEntry(name, dir) : resourcesEntry(name, dir, elapsedMs);
}

/** The run's document with the measurement added (the command's own benchmarks first), or what went wrong. */
export function withMeasurement(document: BenchmarkDocument | undefined, entry: BenchmarkEntry, kind: MeasureKind): BenchmarkDocument | string {
  if (document === undefined) return { schema_version: 1, benchmarks: [entry], metadata: { tool: { name: 'bench-diff', measure: kind } } };
  if (document.benchmarks.some((b) => b.name === entry.name)) return `printed a benchmark named "${entry.name}" too, the name --measure gives the command's own measurement`;
  return { ...document, benchmarks: [...document.benchmarks, entry] };
}
