/**
 * One result of a hyperfine export, 1.x or 2.x, read into the one shape the hyperfine adapter gates.
 * The 2.x reader was written from hyperfine 2.0.0's source (src/export/json.rs,
 * src/benchmark/measurement.rs, src/metric.rs) and its CHANGELOG: that release needs a newer Rust
 * than this project's machines have, so no 2.x export could be made here.
 */
import { type Fields, isObject, type JsonObject, keyPath } from './json-fields.js';

/** What one result boils down to, whichever format it came in. */
export interface HyperfineRun {
  name: string;
  value: number;
  unit: string;
  statistic: 'median' | 'mean';
  samples?: number[];
  fields: JsonObject;
  exitCodes?: Array<number | null>;
}

export function exitCodeAt(f: Fields, value: unknown, path: string): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value)) f.fail(path, 'expected an integer exit code or null');
  return value;
}

export function readV1Result(f: Fields, r: JsonObject, path: string): HyperfineRun {
  const fields: JsonObject = { mean: f.numberAt(r, path, 'mean') };
  for (const key of ['stddev', 'median', 'min', 'max', 'user', 'system']) {
    const v = f.optionalNumber(r[key], keyPath(path, key));
    if (v !== undefined) fields[key] = v;
  }
  if (r.parameters !== undefined) fields.parameters = f.object(r.parameters, keyPath(path, 'parameters'));
  else if (r.parameter !== undefined) fields.parameters = { value: r.parameter }; // hyperfine < 1.11
  if (r.memory_usage_byte !== undefined) fields.memory_usage_byte = f.numbers(r.memory_usage_byte, keyPath(path, 'memory_usage_byte'));
  const statistic = fields.median === undefined ? 'mean' : 'median';
  const exitCodes = r.exit_codes === undefined ? undefined
    : f.array(r.exit_codes, keyPath(path, 'exit_codes')).map((c, i) => exitCodeAt(f, c, keyPath(keyPath(path, 'exit_codes'), i)));
  return {
    name: f.stringAt(r, path, 'command'),
    value: fields[statistic] as number,
    unit: 's',
    statistic,
    ...(r.times === undefined || r.times === null ? {} : { samples: f.numbers(r.times, keyPath(path, 'times')) }),
    fields,
    ...(exitCodes ? { exitCodes } : {}),
  };
}

/** hyperfine's summary units; hardware counters have none and are counts of their metric. */
const UNITS: Record<string, string> = { second: 's', byte: 'B' };
const COUNTER_UNITS: Record<string, string> = { cpu_cycles: 'cycles', instructions: 'instructions' };

function unitOf(f: Fields, summary: JsonObject, path: string, metric: string): string {
  if (summary.unit === undefined) return COUNTER_UNITS[metric] ?? 'count';
  const unit = f.string(summary.unit, keyPath(path, 'unit'));
  const mapped = UNITS[unit];
  if (!mapped) f.fail(keyPath(path, 'unit'), `is "${unit}"; hyperfine's units are second and byte`);
  return mapped;
}

/** `{"duration": {"value": "1"}}` -> `{"duration": "1"}`, as 1.x wrote parameters. */
function parametersOf(f: Fields, raw: unknown, path: string): Record<string, unknown> {
  const params = f.object(raw, path);
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, isObject(v) && 'value' in v ? v.value : v]));
}

/** 2.x: the primary metric's median from `summary`, its per-run values from `measurements`. */
export function readV2Result(f: Fields, r: JsonObject, path: string, primary: string): HyperfineRun {
  const command = f.stringAt(r, path, 'command');
  const name = r.name === undefined || r.name === null ? command : f.stringAt(r, path, 'name');
  const summaries = f.object(r.summary, keyPath(path, 'summary'));
  const summaryPath = keyPath(keyPath(path, 'summary'), primary);
  if (summaries[primary] === undefined) f.fail(summaryPath, `is missing: the primary metric "${primary}" was not measured`);
  const summary = f.object(summaries[primary], summaryPath);
  const measurementsPath = keyPath(path, 'measurements');
  const measurements = f.array(r.measurements, measurementsPath).map((m, i) => f.object(m, keyPath(measurementsPath, i)));
  const samples = measurements.map((m, i) => {
    const at = keyPath(keyPath(measurementsPath, i), primary);
    return f.number(f.object(m[primary], at).value, keyPath(at, 'value'));
  });
  const exitCodes = measurements.map((m, i) => exitCodeAt(f, m.exit_code, keyPath(keyPath(measurementsPath, i), 'exit_code')));
  const fields: JsonObject = { metric: primary, mean: f.numberAt(summary, summaryPath, 'mean') };
  for (const key of ['stddev', 'min', 'max']) {
    const v = f.optionalNumber(summary[key], keyPath(summaryPath, key));
    if (v !== undefined) fields[key] = v;
  }
  if (name !== command) fields.command = command;
  if (r.parameters !== undefined) fields.parameters = parametersOf(f, r.parameters, keyPath(path, 'parameters'));
  if (r.environment !== undefined) fields.environment = f.object(r.environment, keyPath(path, 'environment'));
  const others = Object.fromEntries(Object.entries(summaries).filter(([k]) => k !== primary));
  if (Object.keys(others).length > 0) fields.other_metrics = others;
  return {
    name,
    value: f.numberAt(summary, summaryPath, 'median'),
    unit: unitOf(f, summary, summaryPath, primary),
    statistic: 'median',
    samples,
    fields,
    exitCodes,
  };
}
