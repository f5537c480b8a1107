/**
 * A baseline written by the older HTTP load adapters (one benchmark per figure, kept as real goldens
 * under fixtures/http-old-shape/) against runs in today's shape (one benchmark per URL or scenario,
 * latencies as metrics): the same figures are compared, with the same verdicts, and nothing is lost
 * on the way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { legacyEntries, legacyFigures, runsInBaselineShape } from '../../src/core/http-legacy-names.js';
import type { BenchmarkDocument, BenchmarkEntry, Metric, SourcedDocument } from '../../src/core/model.js';
import { promote } from '../../src/core/promote.js';
import type { Report } from '../../src/core/report.js';
import { parseInput } from '../../src/formats/index.js';
import { readInput } from '../../src/io/read-input.js';

const OLD = 'fixtures/http-old-shape';

/** Every old-shape golden with the fixture it was written from. */
const goldens = readdirSync(OLD, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).flatMap((format) => readdirSync(`${OLD}/${format}`).map((file) => ({
  format,
  name: file.replace(/\.json$/, ''),
  old: JSON.parse(readFileSync(`${OLD}/${format}/${file}`, 'utf8')) as BenchmarkDocument,
  input: `fixtures/formats/${format}/${file.replace(/\.json$/, '')}`,
})));

const figure = (e: BenchmarkEntry) => ({ name: e.name, value: e.value, unit: e.unit, direction: e.direction, failed: e.success === false });
const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** A copy of a document with the values of its figures scaled: requests/s by `rate`, every latency by `latency`. */
function scaledNew(doc: BenchmarkDocument, rate: number, latency: number): BenchmarkDocument {
  const benchmarks = doc.benchmarks.map((b) => ({
    ...b,
    value: b.value! * rate,
    metrics: Object.fromEntries(Object.entries(b.metrics ?? {}).map(([n, m]) => [n, { ...(m as Metric), value: (m as Metric).value * ((m as Metric).unit === 'ms' ? latency : rate) }])),
  }));
  return { ...doc, benchmarks };
}

function scaledOld(doc: BenchmarkDocument, rate: number, latency: number): BenchmarkDocument {
  return { ...doc, benchmarks: doc.benchmarks.map((b) => ({ ...b, value: b.value! * (b.unit === 'ms' ? latency : rate) })) };
}

/** The older names of the figures a (not failed) benchmark of `doc` names in `unmeasured_metrics`. */
function unmeasuredFigures(doc: BenchmarkDocument): Set<string> {
  return new Set(doc.benchmarks.flatMap((b) => (b.success === false ? [] : legacyFigures(b)!
    .filter((f) => f.metric !== undefined && Object.hasOwn((b.unmeasured_metrics ?? {}) as object, f.metric))
    .map((f) => f.name))));
}

const rows = (r: Report) => r.benchmarks.map((b) => ({ name: b.name, status: b.status, baseline: b.baseline, current: b.current, ratio: b.ratio, metric: b.metric }));
const gate = (baseline: BenchmarkDocument, run: BenchmarkDocument) =>
  runGate({ source: 'baseline.json', document: baseline }, [{ source: 'run.json', document: run }], DEFAULT_GATE_OPTIONS);

describe('HTTP load benchmarks against a baseline in the older shape', () => {
  it('has an old-shape golden for every HTTP fixture', () => {
    expect(goldens.map((g) => g.format).sort()).toEqual(expect.arrayContaining(['hey', 'hey-csv', 'k6', 'oha', 'wrk', 'wrk2']));
    expect(goldens.length).toBeGreaterThanOrEqual(16);
  });

  it.each(goldens)('$format/$name: the new shape rebuilds every figure of the old golden', ({ format, old, input }) => {
    const doc = parseInput(readInput(input), format);
    for (const b of doc.benchmarks) expect(b.metrics, b.name).toBeDefined();
    const rebuilt = doc.benchmarks.flatMap((b) => legacyEntries(b)!);
    expect(rebuilt.map((e) => e.name).sort()).toEqual(old.benchmarks.map((e) => e.name).sort());
    // Every figure with its value, but those the run leaves unmeasured (which the gate sets aside):
    // hey's latencies under 1.25 ms, where one step of its 0.1 ms is more than 8%.
    const unmeasured = unmeasuredFigures(doc);
    // and k6's latency of the successful requests alone, which `latency` and `error rate` already gate.
    const setAside = (name: string) => format === 'k6' && name.startsWith('k6 http_req_duration{expected_response:true} ');
    for (const name of unmeasured) expect({ name, value: setAside(name) || (old.benchmarks.find((e) => e.name === name)!.value! < 1.25 && format.startsWith('hey')) }).toEqual({ name, value: true });
    const measured = (e: BenchmarkEntry) => !unmeasured.has(e.name);
    expect(rebuilt.filter(measured).map(figure).sort(byName)).toEqual(old.benchmarks.filter(measured).map(figure).sort(byName));
  });

  it.each(goldens)('$format/$name: an old-shape baseline against a new-shape run compares the same figures with the same verdicts', ({ format, old, input }) => {
    const doc = parseInput(readInput(input), format);
    const unmeasured = unmeasuredFigures(doc);
    // The figures the run measured, as the older shape compared them.
    const oldMeasured = { ...old, benchmarks: old.benchmarks.filter((e) => !unmeasured.has(e.name)) };
    for (const [rate, latency] of [[1, 1], [0.8, 1], [1, 1.5], [1.2, 0.7]] as const) {
      const asNew = gate(old, scaledNew(doc, rate, latency));
      const asOld = gate(oldMeasured, scaledOld(oldMeasured, rate, latency));
      expect(rows(asNew)).toEqual(rows(asOld));
      expect(asNew.verdict).toBe(asOld.verdict);
      expect(asNew.geomean).toEqual(asOld.geomean);
      expect(asNew.summary).toEqual(asOld.summary);
      expect(asNew.warnings.some((w) => w.includes('older shape'))).toBe(true);
      expect(asNew.warnings.some((w) => w.includes('not measured in the runs'))).toBe(unmeasured.size > 0);
      expect(asOld.warnings.some((w) => w.includes('older shape'))).toBe(false);
    }
  });

  it('fails the gate on a latency regression in the old shape as it always did', () => {
    const { old, input, format } = goldens.find((g) => g.format === 'wrk' && g.name === 'latency.txt')!;
    const report = gate(old, scaledNew(parseInput(readInput(input), format), 1, 1.5));
    expect(report.verdict).toBe('fail');
    expect(report.benchmarks.find((b) => b.name === 'wrk /items?page=2 c=10 t=2 latency p99')).toMatchObject({ status: 'regressed' });
    expect(report.benchmarks.find((b) => b.name === 'wrk /items?page=2 c=10 t=2 requests/sec')).toMatchObject({ status: 'unchanged' });
  });

  it('leaves runs alone when the baseline has the new names, and compares their metrics', () => {
    const doc = parseInput(readInput('fixtures/formats/wrk/latency.txt'), 'wrk');
    expect(runsInBaselineShape(doc.benchmarks, [{ source: 'r', document: doc }]).rewritten).toEqual([]);
    const report = gate(doc, scaledNew(doc, 1, 1.5));
    expect(report.benchmarks.map((b) => [b.metric ?? '', b.status])).toContainEqual(['latency mean', 'regressed']);
    // Percentiles are reported, not gated, unless configured.
    expect(report.benchmarks.find((b) => b.metric === 'latency p99')).toMatchObject({ gated: false });
  });

  it('sets aside, with a warning, a figure of the old baseline that the run did not measure: not failed, not missing', () => {
    const { old, input, format } = goldens.find((g) => g.format === 'hey' && g.name === 'single.txt')!;
    const doc = parseInput(readInput(input), format);
    // The run could not measure its mean (as hey's resolution leaves out a latency under 1.25 ms).
    const unmeasured = (d: BenchmarkDocument): BenchmarkDocument => ({
      ...d,
      benchmarks: d.benchmarks.map(({ metrics, ...b }) => {
        const { 'latency mean': _mean, ...rest } = metrics as Record<string, Metric>;
        return { ...b, metrics: rest, unmeasured_metrics: { ...(b.unmeasured_metrics as object), 'latency mean': 'below the tool\'s resolution' } };
      }),
    });
    const report = gate(old, unmeasured(doc));
    expect(report.verdict).toBe('pass');
    expect(report.benchmarks.find((b) => b.name === 'hey latency avg')).toBeUndefined();
    expect(report.summary).toMatchObject({ failed: 0, missing: 0 });
    expect(report.warnings).toContain('benchmark "hey latency avg" of the baseline (the older shape) is not measured in the runs (below the tool\'s resolution), so it is not compared; promote a new baseline to compare each run as one benchmark');
    // Every other figure is compared as it was.
    const aside = unmeasuredFigures(unmeasured(doc));
    expect(aside.has('hey latency avg')).toBe(true);
    const oldMeasured = { ...old, benchmarks: old.benchmarks.filter((b) => !aside.has(b.name)) };
    const asOld = gate(oldMeasured, oldMeasured);
    expect(rows(report)).toEqual(rows(asOld));
    // Measured in one run and not in another: set aside in both, and the runs are still one suite.
    const two = runGate({ source: 'baseline.json', document: old }, [{ source: 'a.json', document: doc }, { source: 'b.json', document: unmeasured(doc) }], DEFAULT_GATE_OPTIONS);
    expect(two.verdict).toBe('pass');
    expect(two.benchmarks.find((b) => b.name === 'hey latency avg')).toBeUndefined();
    // A failed run still fails every figure.
    const failed = gate(old, { ...doc, benchmarks: unmeasured(doc).benchmarks.map((b) => ({ ...b, success: false, error: 'no request completed' })) });
    expect(failed.verdict).toBe('fail');
    expect(failed.benchmarks.find((b) => b.name === 'hey latency avg')).toMatchObject({ status: 'failed' });
    // Promoting such a run moves the suite to the new shape: the figure is not dropped, nor failed.
    const promoted = promote({ source: 'baseline.json', document: old }, [{ source: 'run.json', document: unmeasured(doc) }], DEFAULT_GATE_OPTIONS, { date: '2026-11-24T00:00:00Z', toolVersion: 'test' });
    expect(promoted.dropped).toEqual([]);
    expect(promoted.comparison?.summary).toMatchObject({ failed: 0, missing: 0 });
  });

  it('promotes new-shape runs over an old-shape baseline without calling its figures dropped', () => {
    const { old, input, format } = goldens.find((g) => g.format === 'k6' && g.name === 'summary-export.json')!;
    const run: SourcedDocument = { source: 'run.json', document: parseInput(readInput(input), format) };
    const result = promote({ source: 'baseline.json', document: old }, [run], DEFAULT_GATE_OPTIONS, { date: '2026-11-24T00:00:00Z', toolVersion: 'test' });
    expect(result.dropped).toEqual([]);
    expect(result.baseline.benchmarks.map((b) => b.name)).toEqual(['k6']);
    // The six figures of http_req_duration{expected_response:true} are set aside (not compared), not dropped.
    expect(result.comparison?.summary.unchanged).toBe(old.benchmarks.length - 6);
  });
});

/** New-shape HTTP load entries as the adapters write them, with any figures. */
const percentile = fc.constantFrom('p10', 'p25', 'p50', 'p75', 'p90', 'p95', 'p99', 'p99.9', 'p99.99', 'p99.999');
const positive = fc.double({ min: 1e-6, max: 1e9, noNaN: true });
const latencyStat = fc.oneof(fc.constantFrom('mean', 'max', 'min'), percentile);
const k6Metric = fc.oneof(
  fc.tuple(fc.constantFrom('latency', 'iteration'), fc.constantFrom('', '{expected_response:true}', '{scenario:a b}'), latencyStat).map(([m, t, s]) => `${m}${t} ${s}`),
  fc.constantFrom('iterations/s', 'transfer/s', 'error rate'),
);
const suffixMetric = fc.oneof(latencyStat.filter((s) => s !== 'min').map((s) => `latency ${s}`), fc.constantFrom('transfer/s', 'error rate'));
const entryArb = fc.record({
  name: fc.oneof(
    fc.tuple(fc.constantFrom('wrk', 'wrk2'), fc.webPath(), fc.nat(1000), fc.nat(64)).map(([t, p, c, n]) => `${t} ${(p || '/').replace(/\s/g, '')} c=${c} t=${n}`),
    fc.constantFrom('hey', 'oha', 'k6'),
  ),
  value: positive,
  failed: fc.boolean(),
  unit: fc.constantFrom('req/s', 'iterations/s'),
}).chain((b) => fc.record({
  base: fc.constant(b),
  metrics: fc.dictionary(b.name === 'k6' ? k6Metric : suffixMetric, fc.tuple(positive, fc.option(fc.array(positive, { minLength: 2, maxLength: 4 }), { nil: undefined })), { maxKeys: 12 }),
  unmeasured: fc.uniqueArray(b.name === 'k6' ? k6Metric : suffixMetric, { maxLength: 3 }),
})).map(({ base, metrics, unmeasured }): BenchmarkEntry => {
  const entry: BenchmarkEntry = {
    name: base.name, value: base.value, unit: base.name === 'k6' ? base.unit : 'req/s', direction: 'higher',
    metrics: Object.fromEntries(Object.entries(metrics).map(([n, [value, samples]]) => [n, { value, unit: n.includes('/s') ? n : n === 'error rate' ? '%' : 'ms', direction: n.includes('/s') ? 'higher' : 'lower', ...(samples ? { samples } : {}) }])),
  };
  const notMeasured = unmeasured.filter((n) => !(n in metrics));
  if (notMeasured.length > 0) entry.unmeasured_metrics = Object.fromEntries(notMeasured.map((n) => [n, `why ${n}`]));
  if (base.failed) Object.assign(entry, { success: false, error: 'no request completed' });
  return entry;
});

/** What the older adapters made a benchmark of (their doc comments): the rest were fields or absent. */
function olderShapeHad(benchmark: string, unit: string | undefined, metric: string): boolean {
  if (metric === 'transfer/s' || metric === 'error rate') return false;
  if (benchmark === 'k6') return !metric.startsWith('iteration{') && !(metric === 'iterations/s' && unit === 'iterations/s');
  const p = /^latency p(.+)$/.exec(metric)?.[1];
  if (p === undefined) return true;
  if (benchmark === 'hey') return ['50', '75', '90', '95', '99'].includes(p);
  if (benchmark === 'oha') return Number(p) >= 50;
  if (benchmark.startsWith('wrk2 ')) return ['50', '75', '90', '99', '99.9'].includes(p);
  return true;
}

describe('the mapping to the older names', () => {
  it('is lossless: every figure the older shape had is there once, under its own name, with its value, unit, direction, samples and failure', () => {
    fc.assert(fc.property(entryArb, (entry) => {
      const figures = legacyFigures(entry)!;
      const old = legacyEntries(entry)!;
      expect(old).toHaveLength(figures.length);
      // Injective: no two figures share an older name.
      expect(new Set(old.map((e) => e.name)).size).toBe(old.length);
      const [primary, ...rest] = old;
      expect(figures[0]!.metric).toBeUndefined();
      expect(primary).toMatchObject({ value: entry.value, unit: entry.unit, direction: 'higher' });
      expect(primary!.metrics).toBeUndefined();
      const mapped = new Set(figures.slice(1).map((f) => f.metric!));
      rest.forEach((e, i) => {
        const name = figures[i + 1]!.metric!;
        const m = (entry.metrics as Record<string, Metric>)[name];
        if (m) expect(e).toMatchObject({ value: m.value, unit: m.unit, direction: m.direction, ...(m.samples ? { samples: m.samples } : {}) });
        else expect(e).toMatchObject({ value: 0, success: false, error: entry.success === false ? 'no request completed' : (entry.unmeasured_metrics as Record<string, string>)[name] });
        if (entry.success === false) expect(e).toMatchObject({ success: false, error: 'no request completed' });
      });
      // What is left out is exactly what the older shape did not have.
      for (const name of [...Object.keys(entry.metrics ?? {}), ...Object.keys(entry.unmeasured_metrics ?? {})]) {
        expect(mapped.has(name), `${entry.name}: ${name}`).toBe(olderShapeHad(entry.name, entry.unit, name));
      }
    }));
  });

  it('is not applied to other benchmarks', () => {
    for (const name of ['wrk', 'wrk /a', 'hey there', 'BenchmarkHey', 'k6 http_reqs rate']) expect(legacyFigures({ name, value: 1 })).toBeUndefined();
  });
});
