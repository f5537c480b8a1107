/**
 * The custom JSON of benchmark-action/github-action-benchmark (tools `customBiggerIsBetter` and
 * `customSmallerIsBetter`): an array of { name, unit, value, range?, extra? }. The file does not say
 * which of the two it is (the workflow names the tool), so the direction comes from --direction
 * (ParseOptions.direction) for the whole file, else from a well-known unit, else it is an error.
 */
import type { BenchmarkDocument, BenchmarkEntry, Direction } from '../core/model.js';
import { directionOfUnit } from '../core/units.js';
import { compact } from './shared/compact.js';
import { noBenchmarks } from './shared/input-errors.js';
import { isFiniteNumber, isObject, JsonReader, type JsonObject } from './shared/json-reader.js';
import { repeatedAt, uniqueNames } from './shared/unique-names.js';
import type { FormatAdapter, ParseOptions } from './types.js';

const KEYS = new Set(['name', 'unit', 'value', 'range', 'extra']);

/** Exactly the Action's fields, so that arrays of other tools' objects are not taken for it. */
function isCustomItem(item: unknown): boolean {
  if (!isObject(item)) return false;
  if (typeof item.name !== 'string' || typeof item.unit !== 'string' || !isFiniteNumber(item.value)) return false;
  if (item.range !== undefined && typeof item.range !== 'string' && !isFiniteNumber(item.range)) return false;
  if (item.extra !== undefined && typeof item.extra !== 'string') return false;
  return Object.keys(item).every((k) => KEYS.has(k));
}

const DIRECTION_HINT = 'Pass --direction higher (customBiggerIsBetter) or --direction lower (customSmallerIsBetter), with --from github-action-benchmark';

function toEntry(r: JsonReader, item: JsonObject, place: string, options: ParseOptions): BenchmarkEntry {
  const name = r.string(item.name, `${place}.name`);
  if (typeof item.unit !== 'string') throw r.error(`${place}.unit`, 'expected a string unit');
  const unit = item.unit.trim();
  const direction: Direction | undefined = options.direction ?? directionOfUnit(unit);
  if (!direction) throw r.error(`${place}.unit`, `the file does not say whether a higher or lower "${unit}" is better`, DIRECTION_HINT);
  const value = r.gated(item.value, `${place}.value`);
  return compact({
    name,
    value,
    unit,
    direction,
    range: typeof item.range === 'string' || isFiniteNumber(item.range) ? item.range : undefined,
    extra: typeof item.extra === 'string' ? item.extra : undefined,
  });
}

export const githubActionBenchmark: FormatAdapter = {
  id: 'github-action-benchmark',
  title: 'github-action-benchmark custom JSON (customBiggerIsBetter / customSmallerIsBetter)',
  producedBy: 'your benchmark script, writing [{"name": ..., "unit": ..., "value": ...}] for benchmark-action/github-action-benchmark',
  detect(input) {
    if (input.kind !== 'file' || !Array.isArray(input.json) || input.json.length === 0) return false;
    return input.json.every(isCustomItem);
  },
  parse(input, options): BenchmarkDocument {
    const r = new JsonReader(input.path, 'Write an array of {"name", "unit", "value"} objects, as github-action-benchmark documents');
    const list = r.array(r.document(input, 'github-action-benchmark custom JSON'), '');
    if (list.length === 0) throw noBenchmarks(input.path, 'an array of {"name", "unit", "value"} objects');
    const places = list.map((_, i) => `[${i}]`);
    const entries = list.map((item, i) => toEntry(r, r.object(item, places[i]!), places[i]!, options));
    const benchmarks = uniqueNames(entries, (e) => e.name, repeatedAt(r, places));
    return { schema_version: 1, benchmarks, metadata: { tool: { name: 'github-action-benchmark' } } };
  },
};
