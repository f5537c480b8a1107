/**
 * Bencher Metric Format (BMF) JSON: { "<benchmark>": { "<measure>": { value, lower_value?,
 * upper_value? } } }. Every measure becomes one entry named `<benchmark> [<measure>]`, always with
 * the measure, so that adding a measure to a benchmark later does not rename the existing entry.
 * BMF carries no direction: Bencher's built-in measures have a fixed one (latency in ns and
 * build-time in s: lower; throughput in ops/s: higher; file-size in bytes and the Iai adapter's
 * counts: lower; by slug or by name, `Latency`); any other
 * measure takes --direction (ParseOptions.direction), else it has none here, and the gate takes it
 * from the config's `benchmarks` (per `<benchmark> [<measure>]`) or says that nothing gives one. A
 * per-benchmark direction in the config still overrides both.
 */
import { duplicateKey, duplicateLines } from '../core/json-text.js';
import { pointerParts } from '../core/schema-errors.js';
import type { BenchmarkDocument, BenchmarkEntry, Direction } from '../core/model.js';
import { compact } from './shared/compact.js';
import { noBenchmarks } from './shared/input-errors.js';
import { isFiniteNumber, isObject, JsonReader } from './shared/json-reader.js';
import { repeatedAt, uniqueNames } from './shared/unique-names.js';
import type { FormatAdapter, ParseOptions } from './types.js';

interface KnownMeasure {
  unit: string;
  direction: Direction;
}

/**
 * Bencher's built-in measures, by slug and by name (Bencher identifies a measure by either): every
 * project's Latency and Throughput, its adapters' Build Time and File Size, and the counts of its
 * Iai adapter. A Map, so that no measure named like an Object property is taken for one.
 */
const KNOWN_MEASURES: ReadonlyMap<string, KnownMeasure> = new Map(
  ([
    ['latency', 'Latency', { unit: 'ns', direction: 'lower' }],
    ['throughput', 'Throughput', { unit: 'ops/s', direction: 'higher' }],
    ['build-time', 'Build Time', { unit: 's', direction: 'lower' }],
    ['file-size', 'File Size', { unit: 'B', direction: 'lower' }],
    ['instructions', 'Instructions', { unit: 'instructions', direction: 'lower' }],
    ['l1-accesses', 'L1 Accesses', { unit: 'accesses', direction: 'lower' }],
    ['l2-accesses', 'L2 Accesses', { unit: 'accesses', direction: 'lower' }],
    ['ram-accesses', 'RAM Accesses', { unit: 'accesses', direction: 'lower' }],
    ['total-accesses', 'Total Accesses', { unit: 'accesses', direction: 'lower' }],
    ['estimated-cycles', 'Estimated Cycles', { unit: 'cycles', direction: 'lower' }],
  ] as const).flatMap(([slug, name, known]): Array<[string, KnownMeasure]> => [[slug, known], [name, known]]),
);

const METRIC_KEYS = new Set(['value', 'lower_value', 'upper_value']);

function isMetric(m: unknown): boolean {
  return isObject(m) && isFiniteNumber(m.value) && Object.entries(m).every(([k, v]) => METRIC_KEYS.has(k) && isFiniteNumber(v));
}

function isMeasures(b: unknown): boolean {
  return isObject(b) && Object.keys(b).length > 0 && Object.values(b).every(isMetric);
}

function toEntry(r: JsonReader, benchmark: string, measure: string, metric: unknown, options: ParseOptions): BenchmarkEntry {
  const place = `${JSON.stringify(benchmark)}.${JSON.stringify(measure)}`;
  const m = r.object(metric, place);
  const known = KNOWN_MEASURES.get(measure);
  // Without one, the entry says none, so that the config's direction for it can still apply: the
  // gate's error names the benchmark and every way to give one when nothing does.
  const direction = known?.direction ?? options.direction;
  return compact({
    name: `${benchmark} [${measure}]`,
    value: r.gated(m.value, `${place}.value`),
    unit: known?.unit ?? measure,
    direction,
    lower_value: r.optionalNumber(m.lower_value, `${place}.lower_value`),
    upper_value: r.optionalNumber(m.upper_value, `${place}.upper_value`),
  });
}

export const bencher: FormatAdapter = {
  id: 'bencher',
  title: 'Bencher Metric Format (BMF) JSON',
  producedBy: 'your benchmark harness, writing BMF JSON for `bencher run --adapter json`',
  detect(input) {
    if (input.kind !== 'file' || !isObject(input.json)) return false;
    const values = Object.values(input.json);
    return values.length > 0 && values.every(isMeasures);
  },
  parse(input, options): BenchmarkDocument {
    const r = new JsonReader(input.path, 'Write Bencher Metric Format: {"<benchmark>": {"<measure>": {"value": <number>}}}');
    const doc = r.object(r.document(input, 'Bencher Metric Format JSON'), '');
    // Its keys are the benchmarks' and measures' names, and JSON.parse keeps the last of a key given
    // twice: a benchmark written twice would lose its first values without a word.
    const text = input.kind === 'file' ? input.text : '';
    const duplicate = duplicateKey(text);
    if (duplicate !== undefined) {
      const keys = [...pointerParts(duplicate.path), duplicate.key];
      throw r.error(keys.map((k) => JSON.stringify(k)).join('.'), `is given twice (${duplicateLines(text, duplicate)}), and JSON keeps only the last`, 'Write each benchmark, and each measure of one, once');
    }
    const entries: BenchmarkEntry[] = [];
    const places: string[] = [];
    for (const [benchmark, measures] of Object.entries(doc)) {
      if (benchmark.trim() === '') throw r.error('""', 'a benchmark has an empty name');
      for (const [measure, metric] of Object.entries(r.object(measures, JSON.stringify(benchmark)))) {
        entries.push(toEntry(r, benchmark, measure, metric, options));
        places.push(`${JSON.stringify(benchmark)}.${JSON.stringify(measure)}`);
      }
    }
    if (entries.length === 0) throw noBenchmarks(input.path, 'BMF JSON: {"<benchmark>": {"<measure>": {"value": <number>}}}');
    const benchmarks = uniqueNames(entries, (e) => e.name, repeatedAt(r, places));
    return { schema_version: 1, benchmarks, metadata: { tool: { name: 'bencher' } } };
  },
};
