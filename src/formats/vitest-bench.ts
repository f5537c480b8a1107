/**
 * vitest bench JSON, from both majors:
 * - vitest 4 (and 1-3): `vitest bench --outputJson out.json`: files[].groups[].benchmarks[], with
 *   tinybench statistics in milliseconds (hz, mean, median, p75, p99, ..., sampleCount).
 * - vitest 5: `vitest bench --reporter=json --outputFile out.json`: the JSON test report, whose
 *   assertionResults[].benchmarks[].tasks[] carry latency (ms) and throughput (ops/s) statistics.
 * Names are `<file> > <describe...> > <bench>` (vitest 5 adds the test's name before the task's).
 * vitest 4 writes the file relative to the project root, kept as it is. vitest 5 only writes absolute
 * paths and no root, so there a file is named by its basename, and files that share a basename by the
 * shortest end of their paths that tells them apart (shortFileNames): a file's name then depends on no
 * file of another basename, so adding a bench file, a filtered run (`vitest bench validate`) or a shard
 * (`--shard 1/2`) renames nothing unless a file of the same basename comes or goes. (Taking paths relative to the files' common directory, as before,
 * renamed every benchmark when a file was added in another directory.)
 * The gated value is the median latency in ms (lower is better): like the other adapters it takes
 * the tool's median, which a GC pause or a JIT tier-up moves far less than the mean (or hz = 1/mean).
 * Metrics: `hz` (ops/s; vitest 5: the mean throughput, with its samples when kept) and the latency
 * percentiles p75, p99, p99.5 and p99.9 in ms (shared/latency-metrics.ts).
 */
import type { BenchmarkDocument, BenchmarkEntry, Metadata } from '../core/model.js';
import { compact } from './shared/compact.js';
import { noBenchmarks } from './shared/input-errors.js';
import { isObject, JsonReader, type JsonObject } from './shared/json-reader.js';
import { hzMetric, percentileMetrics } from './shared/latency-metrics.js';
import { metricsField } from './shared/metrics.js';
import { repeatedAt, uniqueNames } from './shared/unique-names.js';
import { medianLatency } from './tinybench.js';
import type { FormatAdapter, FormatInput } from './types.js';
import { isoFromEpochMs } from '../core/iso-time.js';

function isV4(json: unknown): json is JsonObject {
  if (!isObject(json) || !Array.isArray(json.files) || json.files.length === 0) return false;
  const first: unknown = json.files[0];
  return isObject(first) && typeof first.filepath === 'string' && Array.isArray(first.groups);
}

function isV5(json: unknown): json is JsonObject {
  if (!isObject(json) || !Array.isArray(json.testResults) || typeof json.numTotalTests !== 'number') return false;
  return json.testResults.some((file) => isObject(file) && Array.isArray(file.assertionResults)
    && file.assertionResults.some((a) => isObject(a) && Array.isArray(a.benchmarks)));
}

interface Collected { entries: BenchmarkEntry[]; places: string[] }

// ---- vitest 4 ----------------------------------------------------------------------------------

/** vitest 4 writes a benchmark that threw as `{ id, name, rank, rme: 0, samples: [] }`, with no statistics. */
const V4_STATISTICS = ['median', 'mean', 'hz', 'period', 'sampleCount'] as const;

function v4Entry(r: JsonReader, b: JsonObject, place: string, group: string): BenchmarkEntry {
  const name = `${group} > ${r.string(b.name, `${place}.name`)}`;
  if (V4_STATISTICS.every((key) => b[key] === undefined)) {
    // vitest 4 neither prints the error nor fails the run (it exits 0): this entry is the only sign.
    return { name, unit: 'ms', direction: 'lower', success: false, error: 'the benchmark threw an error (vitest 4 records no statistics and no message for it)' };
  }
  const hasMedian = b.median !== undefined;
  const value = r.gated(hasMedian ? b.median : b.mean, `${place}.${hasMedian ? 'median' : 'mean'}`);
  const samples = r.optionalNumbers(b.samples, `${place}.samples`);
  return compact({
    name, value, unit: 'ms', direction: 'lower' as const,
    samples: samples && samples.length > 0 ? samples : undefined,
    mean: r.optionalNumber(b.mean, `${place}.mean`),
    hz: r.optionalNumber(b.hz, `${place}.hz`),
    rme_pct: r.optionalNumber(b.rme, `${place}.rme`),
    p99: r.optionalNumber(b.p99, `${place}.p99`),
    sample_count: r.optionalNumber(b.sampleCount, `${place}.sampleCount`),
    ...metricsField({ ...hzMetric(b.hz), ...percentileMetrics(b, 'ms') }),
  });
}

function parseV4(r: JsonReader, doc: JsonObject): Collected {
  const out: Collected = { entries: [], places: [] };
  r.array(doc.files, 'files').forEach((f, fi) => {
    const file = r.object(f, `files[${fi}]`);
    r.array(file.groups, `files[${fi}].groups`).forEach((g, gi) => {
      const gp = `files[${fi}].groups[${gi}]`;
      const group = r.object(g, gp);
      const fullName = r.string(group.fullName, `${gp}.fullName`);
      r.array(group.benchmarks, `${gp}.benchmarks`).forEach((b, bi) => {
        const place = `${gp}.benchmarks[${bi}]`;
        out.entries.push(v4Entry(r, r.object(b, place), place, fullName));
        out.places.push(place);
      });
    });
  });
  return out;
}

// ---- vitest 5 ----------------------------------------------------------------------------------

/**
 * Names for test files given by absolute path (vitest 5 writes no project root): each file by its
 * basename (`validate.bench.ts`), and files that share a basename by the shortest end of their path that
 * no other of them has (`router/parse.bench.ts`, `query/parse.bench.ts`), as editors label tabs. A file's
 * name depends only on the files of its basename in the report, and distinct paths get distinct names.
 * The end a path needs is one component more than it shares with any other path; sorted by their
 * components read from the end, the path sharing the most with it is a neighbour, so this costs a sort.
 */
export function shortFileNames(paths: readonly string[]): string[] {
  const distinct = [...new Set(paths.map((p) => p.replaceAll('\\', '/')))];
  const reversed = distinct.map((p) => p.split('/').reverse());
  const order = reversed.map((_, i) => i).sort((a, b) => compareParts(reversed[a]!, reversed[b]!));
  const shared = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? 0 : commonStart(reversed[a]!, reversed[b]!));
  const names = new Map<string, string>();
  order.forEach((i, at) => {
    const keep = 1 + Math.max(shared(i, order[at - 1]), shared(i, order[at + 1]));
    names.set(distinct[i]!, reversed[i]!.slice(0, keep).reverse().join('/'));
  });
  return paths.map((p) => names.get(p.replaceAll('\\', '/'))!);
}

function compareParts(a: readonly string[], b: readonly string[]): number {
  const n = commonStart(a, b);
  if (n === a.length || n === b.length) return a.length - b.length;
  return a[n]! < b[n]! ? -1 : 1;
}

function commonStart(a: readonly string[], b: readonly string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

function v5Entry(r: JsonReader, t: JsonObject, place: string, prefix: string): BenchmarkEntry {
  const name = `${prefix} > ${r.string(t.name, `${place}.name`)}`;
  const latency = r.object(t.latency, `${place}.latency`);
  const throughput = isObject(t.throughput) ? t.throughput : {};
  const value = medianLatency(r, latency.p50, `${place}.latency.p50`, name);
  const samples = r.optionalNumbers(latency.samples, `${place}.latency.samples`);
  return compact({
    name, value, unit: 'ms', direction: 'lower' as const,
    samples: samples && samples.length > 0 ? samples : undefined,
    mean: r.optionalNumber(latency.mean, `${place}.latency.mean`),
    hz: r.optionalNumber(throughput.mean, `${place}.throughput.mean`),
    rme_pct: r.optionalNumber(latency.rme, `${place}.latency.rme`),
    p99: r.optionalNumber(latency.p99, `${place}.latency.p99`),
    sample_count: r.optionalNumber(latency.samplesCount, `${place}.latency.samplesCount`),
    ...metricsField({ ...hzMetric(throughput.mean, r.optionalNumbers(throughput.samples, `${place}.throughput.samples`)), ...percentileMetrics(latency, 'ms') }),
  });
}

/** The first line of an error message, for `error` fields (stacks stay out of reports). */
function firstLine(text: string): string {
  const line = text.split('\n').find((l) => l.trim() !== '');
  return line === undefined ? '' : line.trim();
}

/**
 * A test's describe blocks and title joined by " > ", as vitest names its benchmarks; `fullName` joins
 * them with spaces (`validate throws`), so it is only the fallback.
 */
function testPath(r: JsonReader, a: JsonObject, place: string): string {
  const titles = a.ancestorTitles;
  if (Array.isArray(titles) && titles.every((t) => typeof t === 'string') && typeof a.title === 'string') return [...titles, a.title].join(' > ');
  return r.string(a.fullName, `${place}.fullName`);
}

function v5Assertion(r: JsonReader, a: JsonObject, place: string, file: string, out: Collected): void {
  const benchmarks = Array.isArray(a.benchmarks) ? a.benchmarks : [];
  if (benchmarks.length === 0) {
    // A benchmark that throws fails its test before any result is recorded; report it, or the gate
    // would only see the benchmark as missing, without the error.
    if (a.status === 'failed') {
      const messages = Array.isArray(a.failureMessages) ? a.failureMessages : [];
      const error = typeof messages[0] === 'string' ? firstLine(messages[0]) : 'the test failed';
      out.entries.push({ name: `${file} > ${testPath(r, a, place)}`, unit: 'ms', direction: 'lower', success: false, error });
      out.places.push(place);
    }
    return;
  }
  benchmarks.forEach((b, bi) => {
    const bp = `${place}.benchmarks[${bi}]`;
    const bench = r.object(b, bp);
    const prefix = `${file} > ${r.string(bench.name, `${bp}.name`)}`;
    r.array(bench.tasks, `${bp}.tasks`).forEach((t, ti) => {
      const tp = `${bp}.tasks[${ti}]`;
      const task = r.object(t, tp);
      if (task.fromStore === true) return; // bench.from(): a stored reference, not measured in this run
      out.entries.push(v5Entry(r, task, tp, prefix));
      out.places.push(tp);
    });
  });
}

function parseV5(r: JsonReader, doc: JsonObject): Collected {
  const out: Collected = { entries: [], places: [] };
  const files = r.array(doc.testResults, 'testResults').map((f, fi) => r.object(f, `testResults[${fi}]`));
  const names = shortFileNames(files.map((f, fi) => r.string(f.name, `testResults[${fi}].name`)));
  files.forEach((file, fi) => {
    const fp = `testResults[${fi}].assertionResults`;
    r.array(file.assertionResults, fp).forEach((a, ai) => v5Assertion(r, r.object(a, `${fp}[${ai}]`), `${fp}[${ai}]`, names[fi]!, out));
  });
  return out;
}

function metadataOf(doc: JsonObject): Metadata {
  const timestamp = isoFromEpochMs(doc.startTime);
  return compact({ tool: { name: 'vitest' }, timestamp });
}

export const vitestBench: FormatAdapter = {
  id: 'vitest-bench',
  title: 'vitest bench JSON',
  producedBy: 'vitest bench --run --outputJson bench.json  (vitest 5: vitest bench --run --reporter=json --outputFile bench.json)',
  detect(input: FormatInput) {
    return input.kind === 'file' && (isV4(input.json) || isV5(input.json));
  },
  parse(input): BenchmarkDocument {
    const r = new JsonReader(input.path, 'Give the file vitest wrote (vitest bench --outputJson, or --reporter=json in vitest 5)');
    const doc = r.object(r.document(input, 'vitest bench JSON'), '');
    const v5 = Array.isArray(doc.testResults);
    if (!v5 && !Array.isArray(doc.files)) {
      throw r.error('', 'has neither "files" (vitest bench --outputJson) nor "testResults" (vitest 5 --reporter=json)', 'Give the JSON file vitest wrote');
    }
    const { entries, places } = v5 ? parseV5(r, doc) : parseV4(r, doc);
    if (entries.length === 0) throw noBenchmarks(input.path, v5 ? 'tests that ran bench() (vitest bench --reporter=json)' : 'benchmarks in files[].groups[] (vitest bench --outputJson)');
    const benchmarks = uniqueNames(entries, (e) => e.name, repeatedAt(r, places));
    return { schema_version: 1, benchmarks, metadata: metadataOf(doc) };
  },
};
