/**
 * BenchmarkDotNet's JSON exporter (JsonExporter.Full / Brief and their -compressed variants): the
 * same document with or without Measurements and Metrics. Statistics are in nanoseconds per
 * operation. Names are the exporter's FullName (namespace, type, method and parameters), which is
 * stable across runs; when several jobs ran the same benchmark, the job is appended as
 * ` [<job>]`, without the random `Job-XXXXXX` id that BenchmarkDotNet gives unnamed jobs.
 *
 * Metrics, from the `Memory` block that the export has when the MemoryDiagnoser ran: `Allocated`
 * (bytes allocated per operation, B/op, deterministic: gated exactly) and `Gen0`, `Gen1`, `Gen2`
 * (garbage collections per 1000 operations, as BenchmarkDotNet's columns of those names show them;
 * reported, not gated by default). Like BenchmarkDotNet's table, a generation with no collection is
 * left out rather than shown as 0.
 */
import type { BenchmarkDocument, BenchmarkEntry, Metadata, Metric } from '../core/model.js';
import { metricOf, metricsField } from './shared/metrics.js';
import { compact } from './shared/compact.js';
import { noBenchmarks } from './shared/input-errors.js';
import { isObject, JsonReader, type JsonObject } from './shared/json-reader.js';
import { repeatedAt, uniqueNames } from './shared/unique-names.js';
import type { FormatAdapter } from './types.js';

function nameOf(r: JsonReader, b: JsonObject, place: string): string {
  const full = r.optionalString(b.FullName, `${place}.FullName`);
  if (full) return full;
  // Exports older than 0.11 have no FullName: rebuild it the way BenchmarkDotNet does.
  const type = r.string(b.Type, `${place}.Type`);
  const method = r.string(b.Method, `${place}.Method`);
  const ns = r.optionalString(b.Namespace, `${place}.Namespace`);
  const params = r.optionalString(b.Parameters, `${place}.Parameters`);
  return `${ns ? `${ns}.` : ''}${type}.${method}${params ? `(${params})` : ''}`;
}

/**
 * DisplayInfo is `Type.Method: <job>` or `Type.Method: <job> [params]`, and a job reads
 * `<id>(<settings>)` or just `<id>` (DefaultJob). A named job is told apart by its id; an unnamed
 * one gets a random `Job-ABCDEF` id that changes from run to run, so its settings stand in for it.
 */
export function jobLabel(displayInfo: string | undefined): string | undefined {
  if (!displayInfo) return undefined;
  const colon = displayInfo.indexOf(': ');
  if (colon < 0) return undefined;
  const job = withoutTrailingBrackets(displayInfo.slice(colon + 2)).trim();
  // `<id>(<settings>)`: up to the first "(", when the text ends with ")".
  const open = job.endsWith(')') ? job.indexOf('(') : -1;
  if (open < 0) return job === '' ? undefined : job;
  const id = job.slice(0, open);
  const settings = job.slice(open + 1, -1);
  return /^Job-[A-Z0-9]{6}$/.test(id) || id === '' ? settings || undefined : id;
}

/**
 * The text without its last `[...]` (the parameters, which are not part of the job), found with
 * indexOf: the regular expressions `\s*\[[^\]]*\]$` and `^(.*?)\((.*)\)$` tried every "[", blank or
 * "(" as a start and scanned to the end from each, quadratic in a long DisplayInfo.
 */
function withoutTrailingBrackets(text: string): string {
  if (!text.endsWith(']')) return text;
  const open = text.indexOf('[', text.lastIndexOf(']', text.length - 2) + 1);
  return open >= 0 && open < text.length - 1 ? text.slice(0, open) : text;
}

/** The MemoryDiagnoser's figures as metrics: Allocated in B/op, GenN collections per 1000 operations. */
function memoryMetrics(r: JsonReader, memory: unknown, place: string): Record<string, Metric | undefined> {
  if (!isObject(memory)) return {};
  const at = (key: string) => `${place}.Memory.${key}`;
  const out: Record<string, Metric | undefined> = { Allocated: metricOf('Allocated', r.optionalNumber(memory.BytesAllocatedPerOperation, at('BytesAllocatedPerOperation')), 'B/op') };
  const operations = r.optionalNumber(memory.TotalOperations, at('TotalOperations'));
  for (const gen of [0, 1, 2]) {
    const collections = r.optionalNumber(memory[`Gen${gen}Collections`], at(`Gen${gen}Collections`));
    if (collections !== undefined && collections > 0 && operations !== undefined && operations > 0) {
      out[`Gen${gen}`] = metricOf(`Gen${gen}`, (collections * 1000) / operations, 'collections/1k op', undefined, 'lower');
    }
  }
  return out;
}

function toEntry(r: JsonReader, b: JsonObject, place: string, name: string): BenchmarkEntry {
  const extras = compact({
    method_title: r.optionalString(b.MethodTitle, `${place}.MethodTitle`),
    parameters: r.optionalString(b.Parameters, `${place}.Parameters`),
    job: jobLabel(r.optionalString(b.DisplayInfo, `${place}.DisplayInfo`)),
    memory: isObject(b.Memory) ? b.Memory : undefined,
  });
  if (b.Statistics === null || b.Statistics === undefined) {
    // BenchmarkDotNet exports a case whose run failed (it threw, or did not build) without statistics.
    return { name, unit: 'ns', direction: 'lower', success: false, error: 'BenchmarkDotNet reported no statistics (the benchmark failed; see its log)', ...extras };
  }
  const s = r.object(b.Statistics, `${place}.Statistics`);
  const value = r.gated(s.Median ?? s.Mean, `${place}.Statistics.${s.Median === undefined ? 'Mean' : 'Median'}`);
  const samples = r.optionalNumbers(s.OriginalValues, `${place}.Statistics.OriginalValues`);
  return compact({
    name,
    value,
    unit: 'ns',
    direction: 'lower' as const,
    samples: samples && samples.length > 0 ? samples : undefined,
    mean: r.optionalNumber(s.Mean, `${place}.Statistics.Mean`),
    stddev: r.optionalNumber(s.StandardDeviation, `${place}.Statistics.StandardDeviation`),
    n: r.optionalNumber(s.N, `${place}.Statistics.N`),
    ...extras,
    ...metricsField(memoryMetrics(r, b.Memory, place)),
  });
}

function metadataOf(r: JsonReader, host: unknown): Metadata {
  const h = isObject(host) ? host : {};
  const at = (key: string) => `HostEnvironmentInfo.${key}`;
  const cores = r.optionalNumber(h.LogicalCoreCount, at('LogicalCoreCount')) ?? r.optionalNumber(h.ProcessorCount, at('ProcessorCount'));
  // Very old exports (0.9) wrapped the processor name in a Lazy: { IsValueCreated, Value }.
  const cpu = isObject(h.ProcessorName) ? r.optionalString(h.ProcessorName.Value, at('ProcessorName.Value')) : r.optionalString(h.ProcessorName, at('ProcessorName'));
  const environment = compact({
    cpu_model: cpu,
    cpu_count: cores !== undefined && Number.isInteger(cores) && cores >= 1 ? cores : undefined,
    physical_cores: r.optionalNumber(h.PhysicalCoreCount, at('PhysicalCoreCount')),
    os: r.optionalString(h.OsVersion, at('OsVersion')),
    arch: r.optionalString(h.Architecture, at('Architecture')),
    runtime: r.optionalString(h.RuntimeVersion, at('RuntimeVersion')) ?? r.optionalString(h.ClrVersion, at('ClrVersion')),
  });
  return compact({
    tool: compact({ name: 'BenchmarkDotNet', version: r.optionalString(h.BenchmarkDotNetVersion, at('BenchmarkDotNetVersion')) }),
    environment: Object.keys(environment).length > 0 ? environment : undefined,
  });
}

export const benchmarkdotnet: FormatAdapter = {
  id: 'benchmarkdotnet',
  title: 'BenchmarkDotNet JSON export',
  producedBy: 'dotnet run -c Release -- --exporters json  (BenchmarkDotNet.Artifacts/results/*-report-full.json)',
  detect(input) {
    if (input.kind !== 'file' || !isObject(input.json)) return false;
    const doc = input.json;
    return isObject(doc.HostEnvironmentInfo) && 'BenchmarkDotNetVersion' in doc.HostEnvironmentInfo && Array.isArray(doc.Benchmarks);
  },
  parse(input): BenchmarkDocument {
    const r = new JsonReader(input.path, 'Give the file BenchmarkDotNet wrote (BenchmarkDotNet.Artifacts/results/*-report-full.json)');
    const doc = r.object(r.document(input, 'a BenchmarkDotNet JSON export'), '');
    const list = r.array(doc.Benchmarks, 'Benchmarks');
    if (list.length === 0) throw noBenchmarks(input.path, 'entries in "Benchmarks" (BenchmarkDotNet JsonExporter.Full or Brief)');
    const places = list.map((_, i) => `Benchmarks[${i}]`);
    const items = list.map((b, i) => r.object(b, places[i]!));
    const bases = items.map((b, i) => nameOf(r, b, places[i]!));
    const names = bases.map((base, i) => {
      if (bases.indexOf(base) === bases.lastIndexOf(base)) return base;
      const job = jobLabel(r.optionalString(items[i]!.DisplayInfo, `${places[i]!}.DisplayInfo`));
      return job ? `${base} [${job}]` : base;
    });
    const entries = items.map((b, i) => toEntry(r, b, places[i]!, names[i]!));
    const benchmarks = uniqueNames(entries, (e) => e.name, repeatedAt(r, places, 'Give the jobs distinct names (Job.WithId) so their results can be told apart'));
    return { schema_version: 1, benchmarks, metadata: metadataOf(r, doc.HostEnvironmentInfo) };
  },
};
