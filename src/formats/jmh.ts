/**
 * JMH `-rf json` results: an array with one entry per benchmark method, parameter combination and
 * mode. Names are `<benchmark> (<param>=<value>, ...) [<mode>]`: the mode is always part of the
 * name, so that a method measured in two modes stays two benchmarks and adding a mode later does
 * not rename the existing ones. Parameters are listed in the order JMH wrote them.
 */
import { metricOf, metricsField } from './shared/metrics.js';
import type { BenchmarkDocument, BenchmarkEntry, Direction, Metadata, Metric } from '../core/model.js';
import { directionOfUnit } from '../core/units.js';
import { compact } from './shared/compact.js';
import { noBenchmarks } from './shared/input-errors.js';
import { isObject, JsonReader, type JsonObject } from './shared/json-reader.js';
import { repeatedAt, uniqueNames } from './shared/unique-names.js';
import type { FormatAdapter } from './types.js';

/** When the unit says nothing we know (a custom unit), the mode still does. */
const MODE_DIRECTION: Readonly<Record<string, Direction>> = { thrpt: 'higher', avgt: 'lower', sample: 'lower', ss: 'lower' };

function isJmhEntry(value: unknown): boolean {
  return isObject(value) && typeof value.benchmark === 'string' && typeof value.mode === 'string' && isObject(value.primaryMetric);
}

function paramsLabel(r: JsonReader, params: unknown, place: string): string {
  if (params === undefined || params === null) return '';
  const obj = r.object(params, place);
  return Object.entries(obj)
    .map(([k, v]) => {
      if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') throw r.error(`${place}.${k}`, 'expected a parameter value (string)');
      return `${k}=${String(v)}`;
    })
    .join(', ');
}

/** rawData: per fork, per iteration scores. */
function flattenRawData(r: JsonReader, raw: unknown, place: string): number[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  return r.array(raw, place).flatMap((fork, f) => r.optionalNumbers(fork, `${place}[${f}]`) ?? []);
}

/**
 * Sample mode writes a histogram per iteration ([value, count] pairs) instead of rawData; expanding
 * it would be hundreds of thousands of values, so each iteration contributes its mean, the same
 * per-iteration score that rawData holds in the other modes.
 */
function histogramIterationMeans(r: JsonReader, histogram: unknown, place: string): number[] {
  const means: number[] = [];
  r.array(histogram, place).forEach((fork, f) => {
    r.array(fork, `${place}[${f}]`).forEach((iteration, i) => {
      let sum = 0;
      let count = 0;
      r.array(iteration, `${place}[${f}][${i}]`).forEach((pair, p) => {
        const at = `${place}[${f}][${i}][${p}]`;
        const [value, n] = r.array(pair, at);
        sum += r.number(value, `${at}[0]`) * r.number(n, `${at}[1]`);
        count += r.number(n, `${at}[1]`);
      });
      if (count > 0) means.push(sum / count);
    });
  });
  return means;
}

function secondaryMetrics(r: JsonReader, value: unknown, place: string): Record<string, { value: number; unit: string }> | undefined {
  if (value === undefined || value === null) return undefined;
  const out: Record<string, { value: number; unit: string }> = {};
  for (const [name, metric] of Object.entries(r.object(value, place))) {
    if (!isObject(metric)) continue;
    // JMH writes "NaN" (a string) for metrics it could not compute; those carry no information.
    if (typeof metric.score === 'number' && Number.isFinite(metric.score)) {
      out[name] = { value: metric.score, unit: typeof metric.scoreUnit === 'string' ? metric.scoreUnit : '' };
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

function toEntry(r: JsonReader, item: JsonObject, place: string): BenchmarkEntry {
  const benchmark = r.string(item.benchmark, `${place}.benchmark`);
  const mode = r.string(item.mode, `${place}.mode`);
  const params = paramsLabel(r, item.params, `${place}.params`);
  const name = `${benchmark}${params === '' ? '' : ` (${params})`} [${mode}]`;
  const pm = r.object(item.primaryMetric, `${place}.primaryMetric`);
  const unit = r.string(pm.scoreUnit, `${place}.primaryMetric.scoreUnit`);
  const direction = directionOfUnit(unit) ?? MODE_DIRECTION[mode];
  if (!direction) throw r.error(`${place}.primaryMetric.scoreUnit`, `cannot tell whether more or less "${unit}" is better in mode "${mode}"`, 'Set the direction of this benchmark in the config');
  const value = r.gated(pm.score, `${place}.primaryMetric.score`);
  const samples = pm.rawDataHistogram !== undefined && pm.rawData === undefined
    ? histogramIterationMeans(r, pm.rawDataHistogram, `${place}.primaryMetric.rawDataHistogram`)
    : flattenRawData(r, pm.rawData, `${place}.primaryMetric.rawData`);
  const secondary = secondaryMetrics(r, item.secondaryMetrics, `${place}.secondaryMetrics`);
  return compact({
    name,
    value,
    unit,
    direction,
    samples: samples && samples.length > 0 ? samples : undefined,
    mode,
    params: isObject(item.params) && Object.keys(item.params).length > 0 ? item.params : undefined,
    // JMH writes "NaN" (a string) for an error it could not compute (one iteration).
    score_error: pm.scoreError === 'NaN' ? undefined : r.optionalNumber(pm.scoreError, `${place}.primaryMetric.scoreError`),
    threads: r.optionalNumber(item.threads, `${place}.threads`),
    forks: r.optionalNumber(item.forks, `${place}.forks`),
    secondary_metrics: secondary,
    ...metricsField(secondaryAsMetrics(secondary)),
  });
}

/**
 * The figures of JMH's profilers that are not compared; they stay in `secondary_metrics`.
 * - gc: `gc.alloc.rate` and `gc.churn.<space>` (MB/sec) are the throughput times their `.norm` (B/op),
 *   so a faster benchmark would regress on them, and `gc.count` and `gc.time` count what happened
 *   during an iteration, which depends on its length and the heap. The `.norm` figures are compared.
 * - cl (`class.load`, `class.unload` and their `.norm`), comp (`compiler.time.*`), safepoints
 *   (`safepoints.*`), pauses (`pauses`, `pauses.*`) and mempool (`mempool.*`): class loading, JIT time,
 *   safepoint and GC pauses and pool sizes over an iteration or the whole run, diagnostics of the JVM
 *   rather than of the code, and as different in two runs of the same code as the pauses that fall in
 *   them (two such runs failed the gate with 11 "regressions"). Class loading per operation is a
 *   fraction that is 0 until a lazily loaded class lands in the measurement.
 */
const NOT_COMPARED = /^(?:gc\.(?!.*\.norm$)|class\.(?:load|unload)(?:\.norm)?$|compiler\.|safepoints\.|pauses(?:\.|$)|mempool\.)/;

/**
 * `gc.alloc.rate.norm` is compared in whole bytes per operation (the raw figure stays in
 * `secondary_metrics`): JMH divides all the bytes allocated in an iteration, the harness's own
 * included, by its operations, so code that allocates nothing shows about 10⁻⁵ B/op and 56 bytes
 * show as 56.0135, fractions that change with each run's operation count. As an exact count (0%),
 * they failed the gate on every run; a real allocation is whole bytes, and a change of one still fails.
 */
const comparedValue = (name: string, value: number): number => (name === 'gc.alloc.rate.norm' ? Math.round(value) : value);

/**
 * `-prof perfnorm` counts hardware events (cycles, instructions, cache misses) in JMH's unit `#/op`,
 * which a schema unit cannot spell: they are `events/op`, and fewer per operation is better.
 */
const EVENTS_PER_OP = '#/op';
/**
 * A bare `#` is a total, not a cost per operation: an `@AuxCounters(EVENTS)` counter summed over the
 * iterations (cache hits and misses alike), or a profiler's count of pauses. A benchmark that got
 * faster counts more of them, and whether more is better depends on what the user counts; compared as
 * "events, fewer is better", a run 20% faster failed on its cache hits. Kept in `secondary_metrics`.
 */
const TOTAL = '#';

/** JMH's secondary metrics (`-prof gc`: ·gc.alloc.rate.norm in B/op, ...) as metrics, named without the profiler's dot. */
function secondaryAsMetrics(secondary: Record<string, { value: number; unit: string }> | undefined): Record<string, Metric | undefined> {
  const out: Record<string, Metric | undefined> = {};
  for (const [raw, m] of Object.entries(secondary ?? {})) {
    const name = raw.replace(/^·/, '');
    if (NOT_COMPARED.test(name) || m.unit === TOTAL) continue;
    if (m.unit === EVENTS_PER_OP) out[name] = metricOf(raw, m.value, 'events/op', undefined, 'lower');
    else out[name] = metricOf(raw, comparedValue(name, m.value), m.unit || raw);
  }
  return out;
}

function metadataOf(r: JsonReader, first: JsonObject): Metadata {
  const jdk = r.optionalString(first.jdkVersion, '[0].jdkVersion');
  const vm = [r.optionalString(first.vmName, '[0].vmName'), r.optionalString(first.vmVersion, '[0].vmVersion')].filter(Boolean).join(' ');
  const runtime = jdk ? `JDK ${jdk}${vm ? ` (${vm})` : ''}` : vm || undefined;
  return compact({
    tool: compact({ name: 'JMH', version: r.optionalString(first.jmhVersion, '[0].jmhVersion') }),
    environment: runtime ? { runtime } : undefined,
  });
}

export const jmh: FormatAdapter = {
  id: 'jmh',
  title: 'JMH JSON results',
  producedBy: 'java -jar benchmarks.jar -rf json -rff jmh-result.json',
  detect(input) {
    if (input.kind !== 'file' || !Array.isArray(input.json) || input.json.length === 0) return false;
    return isJmhEntry(input.json[0]);
  },
  parse(input): BenchmarkDocument {
    const r = new JsonReader(input.path, 'Give the file JMH wrote with -rf json');
    const list = r.array(r.document(input, 'JMH JSON'), '');
    if (list.length === 0) throw noBenchmarks(input.path, 'a JSON array of JMH results (java -jar benchmarks.jar -rf json)');
    const places = list.map((_, i) => `[${i}]`);
    const entries = list.map((item, i) => toEntry(r, r.object(item, places[i]!), places[i]!));
    const benchmarks = uniqueNames(entries, (e) => e.name, repeatedAt(r, places));
    return { schema_version: 1, benchmarks, metadata: metadataOf(r, list[0] as JsonObject) };
  },
};
