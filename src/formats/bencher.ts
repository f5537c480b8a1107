/**
 * Bencher Metric Format (BMF) JSON: { "<benchmark>": { "<measure>": { value, lower_value?,
 * upper_value? } } }. Every measure becomes one entry named `<benchmark> [<measure>]`, always with
 * the measure, so that adding a measure to a benchmark later does not rename the existing entry.
 * BMF carries no direction: Bencher's documented measures have a fixed one (latency in ns and
 * build-time in s: lower; throughput in ops/s: higher; file-size in bytes: lower); any other
 * measure takes --direction (ParseOptions.direction), else it is an error. A per-benchmark
 * direction in the config still overrides both.
 */
import type { BenchmarkDocument, BenchmarkEntry, Direction } from '../core/model.js';
import { assertUniqueNames, compact, isFiniteNumber, isObject, jsonOf, JsonReader, noBenchmarks } from './misc-shared.js';
import type { FormatAdapter, ParseOptions } from './types.js';

const KNOWN_MEASURES: Readonly<Record<string, { unit: string; direction: Direction }>> = {
  latency: { unit: 'ns', direction: 'lower' },
  throughput: { unit: 'ops/s', direction: 'higher' },
  'build-time': { unit: 's', direction: 'lower' },
  'file-size': { unit: 'B', direction: 'lower' },
};

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
  const known = KNOWN_MEASURES[measure];
  const direction = known?.direction ?? options.direction;
  if (!direction) {
    throw r.error(place, `Bencher measure "${measure}" does not say whether higher or lower is better`, 'Pass --direction higher|lower (or set it in the config)');
  }
  return compact({
    name: `${benchmark} [${measure}]`,
    value: r.gated(m.value, `${place}.value`),
    unit: known?.unit ?? measure,
    direction,
    lower_value: r.optionalNumber(m.lower_value),
    upper_value: r.optionalNumber(m.upper_value),
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
    const doc = r.object(jsonOf(input, 'Bencher Metric Format JSON'), '');
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
    assertUniqueNames(entries, places, r);
    return { schema_version: 1, benchmarks: entries, metadata: { tool: { name: 'bencher' } } };
  },
};
