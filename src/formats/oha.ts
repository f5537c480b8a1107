/**
 * oha's JSON output (`--output-format json`; `--json` before oha 1.5). Like hey, oha writes neither
 * the URL nor the concurrency into it, so the name is fixed and one file holds one run, one benchmark:
 *
 *   oha                                requests/s (req/s, higher is better: summary.requestsPerSec)
 *     latency mean, latency max        metrics in ms, lower is better (summary.average, slowest)
 *     latency p10 ... p99.99           ms, lower (latencyPercentiles; percentiles are reported,
 *                                      gated when configured)
 *     transfer/s                       B/s, higher (summary.sizePerSec)
 *     error rate                       %, lower: the failed requests (errorDistribution,
 *                                      summed, without the requests oha itself cut off at the end
 *                                      of -z ("aborted due to deadline"), plus the responses with a
 *                                      status outside 200-399: oha counts those as successes, wrk
 *                                      counts them as errors) as a share of all (every response
 *                                      plus those errors); the count is the field failed_requests
 *
 * The same metric names and units as the hey and wrk adapters, so a switch of tool reads alike.
 * Fastest, the success rate, status codes and errors by message are fields. oha counts failed
 * requests in requestsPerSec. With no successful request oha writes null (its NaN) for the latencies,
 * and the benchmark is failed.
 */
import type { BenchmarkDocument, BenchmarkEntry } from '../core/model.js';
import { errorRatePct, failedResponses, failLoad, loadEntry, percentileLabel, toMs } from './shared/http.js';
import { isObject, type JsonObject, JsonReader, keyPath } from './shared/json-reader.js';
import type { FormatAdapter, FormatInput } from './types.js';

const HINT = 'Run oha again with --output-format json';
const DEADLINE = 'aborted due to deadline';

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

function entryOf(f: JsonReader, root: JsonObject): BenchmarkEntry {
  const summary = f.object(root.summary, 'summary');
  const rps = f.numberAt(summary, 'summary', 'requestsPerSec');
  const successRate = summary.successRate === null ? 0 : f.numberAt(summary, 'summary', 'successRate');
  const errors = counts(f, root, 'errorDistribution');
  const statusCodes = counts(f, root, 'statusCodeDistribution');
  let requestErrors = 0;
  // Requests still in flight when -z ran out are cut off by oha itself, not failed by the server.
  for (const [message, n] of Object.entries(errors)) if (message !== DEADLINE) requestErrors += n;
  const failed = failedResponses(statusCodes) + requestErrors;
  const responses = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  const transfer = f.optionalNumber(summary.sizePerSec, 'summary.sizePerSec');
  const entry = loadEntry('oha', rps, {
    latency: [
      ['latency mean', msAt(f, summary, 'summary', 'average')], ['latency max', msAt(f, summary, 'summary', 'slowest')],
      ...percentilesOf(f, root).map(([p, ms]): [string, number] => [`latency ${percentileLabel(p)}`, ms]),
    ],
    ...(transfer !== undefined ? { transferPerSec: transfer } : {}),
    failures: { failed, pct: errorRatePct(failed, responses + requestErrors) },
    unmeasured: 'no request succeeded, so oha measured no latency',
  }, {
    success_rate: successRate,
    total_s: f.optionalNumber(summary.total, 'summary.total'),
    total_data_bytes: f.optionalNumber(summary.totalData, 'summary.totalData'),
    latency_fastest_ms: msAt(f, summary, 'summary', 'fastest'),
    status_codes: statusCodes,
    ...(Object.keys(errors).length > 0 ? { errors } : {}),
  });
  if (!(successRate > 0)) failLoad(entry, `no request succeeded (${Object.keys(errors)[0] ?? 'no error reported'})`);
  // JSON has no NaN: what oha could not measure is null in a field.
  return JSON.parse(JSON.stringify(entry, (_k, v: unknown) => (typeof v === 'number' && Number.isNaN(v) ? null : v))) as BenchmarkEntry;
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
    return { schema_version: 1, benchmarks: [entryOf(f, root)], metadata: { tool: { name: 'oha' } } };
  },
};
