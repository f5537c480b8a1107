/**
 * oha's JSON output (`--output-format json`; `--json` before oha 1.5). Like hey, oha writes neither
 * the URL nor the concurrency into it, so the names are fixed and one file holds one run:
 *
 *   oha requests/sec                   req/s, higher is better (summary.requestsPerSec)
 *   oha latency avg, oha latency max   ms, lower is better (summary.average, summary.slowest)
 *   oha latency p50 ... p99.99         ms, lower (latencyPercentiles from p50 up)
 *
 * The same names and units as the hey and wrk adapters, so a switch of tool reads alike. fastest, p10
 * and p25 are kept as fields of the avg entry, as for hey. oha counts failed requests in
 * requestsPerSec; the success rate, status codes and errors are fields. With no successful request
 * oha writes null (its NaN) for the latencies, and every entry is failed.
 */
import type { BenchmarkDocument, BenchmarkEntry } from '../core/model.js';
import { latencyEntry, percentileLabel, throughputEntry, toMs } from './shared/http.js';
import { isObject, type JsonObject, JsonReader, keyPath } from './shared/json-reader.js';
import type { FormatAdapter, FormatInput } from './types.js';

const HINT = 'Run oha again with --output-format json';
const GATED_FROM = 50;

/** Seconds (or null: not measured) as ms, NaN for null so the entry is failed. */
function msAt(f: JsonReader, obj: JsonObject, parent: string, key: string): number {
  const v = obj[key];
  return v === null ? Number.NaN : toMs(f.numberAt(obj, parent, key), 's');
}

function percentilesOf(f: JsonReader, root: JsonObject): Array<[number, number]> {
  if (root.latencyPercentiles === undefined) return [];
  const map = f.object(root.latencyPercentiles, 'latencyPercentiles');
  return Object.keys(map).map((key): [number, number] => {
    const m = /^p(\d+(?:\.\d+)?)$/.exec(key);
    if (!m) f.fail(keyPath('latencyPercentiles', key), 'is not a percentile key like p50 or p99.9');
    return [Number(m[1]), msAt(f, map, 'latencyPercentiles', key)];
  }).sort((a, b) => a[0] - b[0]);
}

function counts(f: JsonReader, root: JsonObject, key: string): Record<string, number> {
  if (root[key] === undefined) return {};
  const map = f.object(root[key], key);
  return Object.fromEntries(Object.keys(map).map((k) => [k, f.numberAt(map, key, k)]));
}

function entriesOf(f: JsonReader, root: JsonObject): BenchmarkEntry[] {
  const summary = f.object(root.summary, 'summary');
  const rps = f.numberAt(summary, 'summary', 'requestsPerSec');
  const successRate = summary.successRate === null ? 0 : f.numberAt(summary, 'summary', 'successRate');
  const percentiles = percentilesOf(f, root);
  const low = Object.fromEntries(percentiles.filter(([p]) => p < GATED_FROM).map(([p, ms]) => [percentileLabel(p), ms]));
  const errors = counts(f, root, 'errorDistribution');
  const requestFields = {
    success_rate: successRate,
    total_s: f.optionalNumber(summary.total, 'summary.total'),
    total_data_bytes: f.optionalNumber(summary.totalData, 'summary.totalData'),
    status_codes: counts(f, root, 'statusCodeDistribution'),
    ...(Object.keys(errors).length > 0 ? { errors } : {}),
  };
  const entries = [
    throughputEntry('oha requests/sec', rps, requestFields),
    latencyEntry('oha latency avg', msAt(f, summary, 'summary', 'average'), { fastest: msAt(f, summary, 'summary', 'fastest'), ...low }),
    latencyEntry('oha latency max', msAt(f, summary, 'summary', 'slowest')),
    ...percentiles.filter(([p]) => p >= GATED_FROM).map(([p, ms]) => latencyEntry(`oha latency ${percentileLabel(p)}`, ms)),
  ];
  if (!(successRate > 0)) {
    const why = Object.keys(errors)[0] ?? 'no error reported';
    for (const e of entries) Object.assign(e, { success: false, error: `no request succeeded (${why})` });
  }
  // JSON has no NaN: what oha could not measure is 0 on a failed entry and null in a field.
  return JSON.parse(JSON.stringify(entries, (k, v: unknown) => (typeof v === 'number' && Number.isNaN(v) ? (k === 'value' ? 0 : null) : v))) as BenchmarkEntry[];
}

function detect(input: FormatInput): boolean {
  if (input.kind !== 'file' || !isObject(input.json)) return false;
  const { summary } = input.json;
  return isObject(summary) && 'successRate' in summary && 'requestsPerSec' in summary && 'slowest' in summary;
}

export const oha: FormatAdapter = {
  id: 'oha',
  title: 'oha JSON output',
  producedBy: 'oha -z 10s -c 50 --output-format json URL > oha.json (older oha: --json)',
  detect,
  parse(input): BenchmarkDocument {
    const f = new JsonReader(input.path, HINT);
    const root = f.object(f.document(input, 'oha JSON output'), '');
    return { schema_version: 1, benchmarks: entriesOf(f, root), metadata: { tool: { name: 'oha' } } };
  },
};
