/**
 * tinybench results, which tinybench itself never writes to a file: users save them as JSON in one
 * of two ways, and both are accepted.
 * 1. Task results: `JSON.stringify(bench.tasks.map(({ name, result }) => ({ name, result })))`.
 *    - v3 to v6: result.latency / result.throughput statistics; latency in ms. value = latency.p50.
 *    - v2: a flat result { hz, mean, p75, p99, samples, ... } in ms, no median. value = mean.
 *    samples are latency samples in ms (v6 keeps them only with `retainSamples: true`).
 * 2. The console table: `JSON.stringify(bench.table())`.
 *    - v3 to v6: rows { "Task name", "Latency med (ns)": "218695 ± 1343.0", ... }. value = the
 *      median latency in ns.
 *    - v2: rows { "Task Name", "ops/sec", "Average Time (ns)", "Margin", "Samples" }. value = the
 *      average time in ns.
 * Lower is better in every case; names are the task names.
 * Metrics: `hz` in ops/s (the mean throughput; with its samples where kept) and, from task results,
 * the latency percentiles p75, p99, p99.5 and p99.9 in ms (shared/latency-metrics.ts).
 */
import type { BenchmarkDocument, BenchmarkEntry, Metadata } from '../core/model.js';
import { compact } from './shared/compact.js';
import { noBenchmarks } from './shared/input-errors.js';
import { isObject, JsonReader, type JsonObject } from './shared/json-reader.js';
import { hzMetric, percentileMetrics } from './shared/latency-metrics.js';
import { metricsField } from './shared/metrics.js';
import { repeatedAt, uniqueNames } from './shared/unique-names.js';
import type { FormatAdapter } from './types.js';

function isResultsShape(json: unknown): json is unknown[] {
  if (!Array.isArray(json) || json.length === 0) return false;
  const ok = json.every((t) => isObject(t) && typeof t.name === 'string' && (t.result === undefined || isObject(t.result)));
  return ok && json.some((t) => isObject((t as JsonObject).result) && isTinybenchResult((t as JsonObject).result as JsonObject));
}

function isTinybenchResult(result: JsonObject): boolean {
  return isObject(result.latency) || (typeof result.hz === 'number' && 'period' in result) || typeof result.state === 'string' || 'error' in result;
}

function tableNameKey(row: unknown): string | undefined {
  if (!isObject(row)) return undefined;
  if (typeof row['Task name'] === 'string') return 'Task name';
  if (typeof row['Task Name'] === 'string') return 'Task Name';
  return undefined;
}

function isTableShape(json: unknown): json is unknown[] {
  return Array.isArray(json) && json.length > 0 && json.every((row) => tableNameKey(row) !== undefined);
}

function errorMessage(error: unknown): string {
  // JSON.stringify turns an Error into {}: the message is lost unless the user kept it.
  if (isObject(error) && typeof error.message === 'string' && error.message !== '') return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return 'the task threw an error (its message was not saved)';
}

/**
 * The median latency, gated: a median of 0 means at least half the iterations measured 0, faster than
 * the timer tells apart, or clamped to 0 by tinybench's `subtractTimerOverhead` (6.2+; vitest 5 runs
 * tinybench too). Said so, with what to do, instead of the bare "is zero".
 */
export function medianLatency(r: JsonReader, value: unknown, place: string, name: string): number {
  if (value === 0) {
    throw r.error(place, `is zero (0): at least half the iterations of ${JSON.stringify(name)} took no measurable time (faster than the timer, or clamped to 0 by subtractTimerOverhead)`,
      'Give each iteration more work (a loop inside the task), or turn subtractTimerOverhead off');
  }
  return r.gated(value, place);
}

function failed(name: string, unit: string, error: string): BenchmarkEntry {
  return { name, unit, direction: 'lower', success: false, error };
}

// ---- 1. task results ---------------------------------------------------------------------------

function resultEntry(r: JsonReader, task: JsonObject, place: string): BenchmarkEntry {
  const name = r.string(task.name, `${place}.name`);
  if (!isObject(task.result)) return failed(name, 'ms', 'no result: the task did not run');
  const res = task.result;
  if (res.error !== undefined || res.state === 'errored') return failed(name, 'ms', errorMessage(res.error));
  if (typeof res.state === 'string' && res.state !== 'completed') return failed(name, 'ms', `the task did not complete (state "${res.state}")`);
  if (isObject(res.latency)) {
    const lat = res.latency;
    const samples = r.optionalNumbers(lat.samples, `${place}.result.latency.samples`);
    return compact({
      name, value: medianLatency(r, lat.p50, `${place}.result.latency.p50`, name), unit: 'ms', direction: 'lower' as const,
      samples: samples && samples.length > 0 ? samples : undefined,
      mean: r.optionalNumber(lat.mean, `${place}.result.latency.mean`),
      hz: isObject(res.throughput) ? r.optionalNumber(res.throughput.mean, `${place}.result.throughput.mean`) : undefined,
      rme_pct: r.optionalNumber(lat.rme, `${place}.result.latency.rme`),
      p99: r.optionalNumber(lat.p99, `${place}.result.latency.p99`),
      sample_count: r.optionalNumber(lat.samplesCount, `${place}.result.latency.samplesCount`) ?? samples?.length,
      ...metricsField({
        ...(isObject(res.throughput) ? hzMetric(res.throughput.mean, r.optionalNumbers(res.throughput.samples, `${place}.result.throughput.samples`)) : {}),
        ...percentileMetrics(lat, 'ms'),
      }),
    });
  }
  const samples = r.optionalNumbers(res.samples, `${place}.result.samples`);
  return compact({
    name, value: r.gated(res.mean, `${place}.result.mean`), unit: 'ms', direction: 'lower' as const,
    samples: samples && samples.length > 0 ? samples : undefined,
    hz: r.optionalNumber(res.hz, `${place}.result.hz`),
    rme_pct: r.optionalNumber(res.rme, `${place}.result.rme`),
    p99: r.optionalNumber(res.p99, `${place}.result.p99`),
    sample_count: samples?.length,
    ...metricsField({ ...hzMetric(res.hz), ...percentileMetrics(res, 'ms') }),
  });
}

function runtimeOf(tasks: unknown[]): string | undefined {
  for (const t of tasks) {
    const res = isObject(t) && isObject(t.result) ? t.result : undefined;
    if (res && typeof res.runtime === 'string') return typeof res.runtimeVersion === 'string' ? `${res.runtime} ${res.runtimeVersion}` : res.runtime;
  }
  return undefined;
}

// ---- 2. console table --------------------------------------------------------------------------

/**
 * "218695 ± 1343.0" -> 218695; "4398 ± 1.62%" -> [4398, 1.62]. The number is `[\d,]*\.?\d+` written to split
 * a run of digits one way only (as `[\d,]*\.?\d+`, a long run not followed by what the cell allows was
 * tried at every split, quadratic in its length).
 */
function parseCell(r: JsonReader, cell: unknown, place: string): { value: number; spread?: number } {
  if (typeof cell === 'number' && Number.isFinite(cell)) return { value: cell };
  const m = typeof cell === 'string' ? /^([-+]?[\d,]*(?:\.\d+|(?<=\d))(?:e[-+]?\d+)?)(?:\s*[±\u00b1]\s*([\d.]+)%?)?$/i.exec(cell.trim()) : null;
  if (!m) throw r.error(place, `expected a number such as "218695 ± 1343.0", found ${JSON.stringify(cell)}`);
  return { value: Number(m[1]!.replaceAll(',', '')), spread: m[2] === undefined ? undefined : Number(m[2]) };
}

/**
 * tinybench 2's "ops/sec" cell: the rate cut to an integer and formatted for the machine's locale, so
 * any of , . ' and spaces may group its thousands ("1,234", "1.234", "1 234"): being an integer, it
 * has no decimal separator to mistake for one.
 */
function opsPerSec(cell: unknown): number | undefined {
  if (typeof cell === 'number') return cell;
  const text = typeof cell === 'string' ? cell.trim() : '';
  return /^\d{1,3}(?:[,.'\s\u00a0\u202f]\d{3})*$|^\d+$/.test(text) ? Number(text.replace(/\D/g, '')) : undefined;
}

function tableEntry(r: JsonReader, row: JsonObject, place: string): BenchmarkEntry {
  const key = tableNameKey(row);
  if (key === undefined) throw r.error(place, 'expected a row of bench.table(), with a "Task name"', 'Save all rows of one bench.table() call');
  const name = r.string(row[key], `${place}["${key}"]`);
  if (typeof row.Error === 'string') return failed(name, 'ns', row.Error || 'the task threw an error');
  if (key === 'Task Name') {
    // tinybench 2 writes "NaN" into every cell of a task that threw.
    if (row['Average Time (ns)'] === 'NaN') return failed(name, 'ns', 'the task threw an error (tinybench 2 tables keep no message)');
    const value = r.gated(parseCell(r, row['Average Time (ns)'], `${place}["Average Time (ns)"]`).value, `${place}["Average Time (ns)"]`);
    const margin = typeof row.Margin === 'string' ? /([\d.]+)%/.exec(row.Margin) : null;
    const hz = opsPerSec(row['ops/sec']);
    return compact({
      name, value, unit: 'ns', direction: 'lower' as const, rme_pct: margin ? Number(margin[1]) : undefined, sample_count: r.optionalNumber(row.Samples, `${place}.Samples`),
      ...metricsField(hzMetric(hz)),
    });
  }
  if (row['Latency med (ns)'] === 'N/A') return failed(name, 'ns', `the task did not complete (${typeof row.Remarks === 'string' ? row.Remarks : 'no statistics'})`);
  const med = parseCell(r, row['Latency med (ns)'], `${place}["Latency med (ns)"]`);
  const avg = row['Latency avg (ns)'] === undefined ? undefined : parseCell(r, row['Latency avg (ns)'], `${place}["Latency avg (ns)"]`);
  const thr = row['Throughput avg (ops/s)'] === undefined ? undefined : parseCell(r, row['Throughput avg (ops/s)'], `${place}["Throughput avg (ops/s)"]`);
  return compact({
    name, value: medianLatency(r, med.value, `${place}["Latency med (ns)"]`, name), unit: 'ns', direction: 'lower' as const,
    mean: avg?.value, rme_pct: avg?.spread, hz: thr?.value, sample_count: r.optionalNumber(row.Samples, `${place}.Samples`),
    ...metricsField(hzMetric(thr?.value)),
  });
}

// ---- adapter -----------------------------------------------------------------------------------

export const tinybench: FormatAdapter = {
  id: 'tinybench',
  title: 'tinybench results JSON',
  producedBy: 'JSON.stringify(bench.tasks.map(({ name, result }) => ({ name, result })))  or  JSON.stringify(bench.table())',
  detect(input) {
    return input.kind === 'file' && (isResultsShape(input.json) || isTableShape(input.json));
  },
  parse(input): BenchmarkDocument {
    const r = new JsonReader(input.path, 'Save JSON.stringify(bench.tasks.map(({ name, result }) => ({ name, result }))) or JSON.stringify(bench.table())');
    const list = r.array(r.document(input, 'tinybench results JSON'), '');
    if (list.length === 0) throw noBenchmarks(input.path, 'an array of {name, result} or the rows of bench.table()');
    const table = tableNameKey(list[0]) !== undefined;
    const places = list.map((_, i) => `[${i}]`);
    const entries = list.map((item, i) => {
      const obj = r.object(item, places[i]!);
      return table ? tableEntry(r, obj, places[i]!) : resultEntry(r, obj, places[i]!);
    });
    const benchmarks = uniqueNames(entries, (e) => e.name, repeatedAt(r, places));
    const runtime = table ? undefined : runtimeOf(list);
    const metadata: Metadata = compact({ tool: { name: 'tinybench' }, environment: runtime ? { runtime } : undefined });
    return { schema_version: 1, benchmarks, metadata };
  },
};
