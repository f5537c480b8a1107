/**
 * mitata JSON, both report shapes:
 * - mitata 1.x `run({ format: 'json' })`: { layout, benchmarks[].runs[].stats, context }.
 * - mitata 0.1.x `run({ json: true })`: { cpu, runtime, benchmarks[].stats }.
 * Times are in ns. The gated value is p50 (lower is better): mitata's avg is pulled up by a few
 * slow iterations (GC, JIT), the median much less. Names are `<group> > <name>` for benchmarks in a
 * named group, else `<name>`; a run of an args benchmark whose name has no `$arg` placeholder gets
 * its arguments appended, ` (size=10)`, to keep runs apart. Metrics: the latency percentiles mitata
 * reports besides p50 (p25, p75, p99, p99.9; 0.1.x has no p25), in ns, and `heap`: the bytes the heap
 * grew by per iteration, on average (`stats.heap.avg`, which mitata 1.x measures where the runtime
 * lets it, Node and Bun, and prints beside the time), in B, lower is better; an estimate that moves
 * by tens of percent between runs, so reported and gated only when configured (core/metric-rules.ts).
 * mitata reports no rate.
 */
import type { BenchmarkDocument, BenchmarkEntry, Environment, Metadata, Metric } from '../core/model.js';
import { compact } from './shared/compact.js';
import { noBenchmarks } from './shared/input-errors.js';
import { isObject, JsonReader, type JsonObject } from './shared/json-reader.js';
import { percentileMetrics } from './shared/latency-metrics.js';
import { metricOf, metricsField } from './shared/metrics.js';
import { repeatedAt, uniqueNames } from './shared/unique-names.js';
import type { FormatAdapter } from './types.js';
import { isoFromEpochMs } from '../core/iso-time.js';

function isV1(json: unknown): json is JsonObject {
  return isObject(json) && Array.isArray(json.layout) && Array.isArray(json.benchmarks) && isObject(json.context);
}

function isV0(json: unknown): json is JsonObject {
  if (!isObject(json) || typeof json.cpu !== 'string' || typeof json.runtime !== 'string' || !Array.isArray(json.benchmarks)) return false;
  const first: unknown = json.benchmarks[0];
  return isObject(first) && typeof first.name === 'string' && 'group' in first && ('stats' in first || 'error' in first);
}

function errorText(error: unknown): string {
  if (isObject(error) && typeof error.message === 'string' && error.message !== '') return error.message;
  return 'the benchmark threw an error';
}

function statsEntry(r: JsonReader, name: string, stats: unknown, place: string): BenchmarkEntry {
  const s = r.object(stats, place);
  const samples = r.optionalNumbers(s.samples, `${place}.samples`);
  return compact({
    name,
    value: r.gated(s.p50, `${place}.p50`),
    unit: 'ns',
    direction: 'lower' as const,
    samples: samples && samples.length > 0 ? samples : undefined,
    avg: r.optionalNumber(s.avg, `${place}.avg`),
    min: r.optionalNumber(s.min, `${place}.min`),
    p99: r.optionalNumber(s.p99, `${place}.p99`),
    max: r.optionalNumber(s.max, `${place}.max`),
    ...metricsField({ ...percentileMetrics(s, 'ns'), heap: heapMetric(r, s.heap, `${place}.heap`) }),
  });
}

/** mitata 1.x's `heap` ({ _, total, min, max, avg }, bytes per iteration) as the metric `heap`: its avg, in B. */
function heapMetric(r: JsonReader, heap: unknown, place: string): Metric | undefined {
  if (!isObject(heap)) return undefined;
  // An average of no sample (every one shrank the heap) is NaN, which JSON.stringify writes as null.
  return metricOf('heap', r.optionalNumber(heap.avg, `${place}.avg`), 'B', undefined, 'lower');
}

function runEntry(r: JsonReader, name: string, run: JsonObject, place: string): BenchmarkEntry {
  if (run.error !== undefined && run.error !== null) return { name, unit: 'ns', direction: 'lower', success: false, error: errorText(run.error) };
  return statsEntry(r, name, run.stats, `${place}.stats`);
}

function argsLabel(args: unknown): string {
  if (!isObject(args)) return '';
  return Object.entries(args).map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join(', ');
}

function parseV1(r: JsonReader, doc: JsonObject, entries: BenchmarkEntry[], places: string[]): void {
  const layout = r.array(doc.layout, 'layout');
  r.array(doc.benchmarks, 'benchmarks').forEach((b, bi) => {
    const bp = `benchmarks[${bi}]`;
    const bench = r.object(b, bp);
    const group: unknown = typeof bench.group === 'number' && isObject(layout[bench.group]) ? (layout[bench.group] as JsonObject).name : undefined;
    const prefix = typeof group === 'string' && group !== '' ? `${group} > ` : '';
    const runs = r.array(bench.runs, `${bp}.runs`).map((run, ri) => r.object(run, `${bp}.runs[${ri}]`));
    const runNames = runs.map((run, ri) => r.string(run.name, `${bp}.runs[${ri}].name`));
    const distinct = new Set(runNames).size === runNames.length;
    runs.forEach((run, ri) => {
      const args = distinct ? '' : argsLabel(run.args);
      const name = `${prefix}${runNames[ri]!}${args === '' ? '' : ` (${args})`}`;
      entries.push(runEntry(r, name, run, `${bp}.runs[${ri}]`));
      places.push(`${bp}.runs[${ri}]`);
    });
  });
}

function parseV0(r: JsonReader, doc: JsonObject, entries: BenchmarkEntry[], places: string[]): void {
  r.array(doc.benchmarks, 'benchmarks').forEach((b, bi) => {
    const bp = `benchmarks[${bi}]`;
    const bench = r.object(b, bp);
    // Unnamed groups are called `$mitata_group<N>`: a counter, not a name anyone chose.
    const group = typeof bench.group === 'string' && !bench.group.startsWith('$mitata_group') ? `${bench.group} > ` : '';
    const name = `${group}${r.string(bench.name, `${bp}.name`)}`;
    entries.push(runEntry(r, name, bench, bp));
    places.push(bp);
  });
}

function metadataOf(r: JsonReader, doc: JsonObject, v1: boolean): Metadata {
  if (!v1) {
    const environment: Environment = compact({ cpu_model: r.optionalString(doc.cpu, 'cpu'), runtime: r.optionalString(doc.runtime, 'runtime') });
    return { tool: { name: 'mitata' }, environment };
  }
  const ctx = isObject(doc.context) ? doc.context : {};
  const runtime = [r.optionalString(ctx.runtime, 'context.runtime'), r.optionalString(ctx.version, 'context.version')].filter(Boolean).join(' ');
  const environment: Environment = compact({
    cpu_model: isObject(ctx.cpu) ? r.optionalString(ctx.cpu.name, 'context.cpu.name') : undefined,
    arch: r.optionalString(ctx.arch, 'context.arch'),
    runtime: runtime === '' ? undefined : runtime,
  });
  const now = r.optionalNumber(ctx.now, 'context.now');
  return compact({
    tool: { name: 'mitata' },
    timestamp: isoFromEpochMs(now),
    environment: Object.keys(environment).length > 0 ? environment : undefined,
  });
}

export const mitata: FormatAdapter = {
  id: 'mitata',
  title: 'mitata JSON',
  producedBy: "node bench.mjs  (await run({ format: 'json' }); mitata 0.1: run({ json: true }))",
  detect(input) {
    return input.kind === 'file' && (isV1(input.json) || isV0(input.json));
  },
  parse(input): BenchmarkDocument {
    const r = new JsonReader(input.path, "Give the output of mitata's run({ format: 'json' })");
    const doc = r.object(r.document(input, 'mitata JSON'), '');
    const v1 = Array.isArray(doc.layout);
    const entries: BenchmarkEntry[] = [];
    const places: string[] = [];
    if (v1) parseV1(r, doc, entries, places);
    else parseV0(r, doc, entries, places);
    if (entries.length === 0) throw noBenchmarks(input.path, 'entries in "benchmarks" (mitata run({ format: "json" }))');
    const benchmarks = uniqueNames(entries, (e) => e.name, repeatedAt(r, places));
    return { schema_version: 1, benchmarks, metadata: metadataOf(r, doc, v1) };
  },
};
