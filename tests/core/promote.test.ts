import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAggregate } from '../../src/core/aggregate.js';
import { InputError } from '../../src/core/errors.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../../src/core/gate-options.js';
import type { BenchmarkEntry, SourcedDocument } from '../../src/core/model.js';
import { promote, type BaselineProvenance } from '../../src/core/promote.js';
import { baselineSamplesOf } from '../../src/core/stats/observations.js';
import { validateDocument } from '../../src/core/validate.js';
import { opsRun, sourced } from '../helpers/documents.js';
import { inputErrorOf } from '../helpers/input-error.js';
import { zigttp } from '../helpers/fixtures.js';

const PROVENANCE: BaselineProvenance = {
  commit: 'abc123',
  branch: 'main',
  date: '2025-03-01T12:00:00.000Z',
  toolVersion: '9.9.9',
  environment: { cpu_model: 'Promoter CPU', cpu_count: 8, os: 'Linux 6.1', arch: 'x64' },
};

function options(overrides: Partial<GateOptions> = {}): GateOptions {
  return { ...DEFAULT_GATE_OPTIONS, ...overrides };
}

function entry(result: ReturnType<typeof promote>, name: string) {
  return result.baseline.benchmarks.find((b) => b.name === name)!;
}

describe('promote: the new baseline', () => {
  const runs = [
    sourced('run-1.json', [{ name: 'ops', ops_per_sec: 100, perf: { run: 1 } }, { name: 'time', time_ms: 5, perf: { run: 1 } }]),
    sourced('run-2.json', [{ name: 'ops', ops_per_sec: 130, perf: { run: 2 } }, { name: 'time', time_ms: 4, perf: { run: 2 } }]),
    sourced('run-3.json', [{ name: 'ops', ops_per_sec: 120, perf: { run: 3 } }, { name: 'time', time_ms: 6, perf: { run: 3 } }]),
  ];

  it('takes the best of N for each direction, with the N values as samples in run order', () => {
    const result = promote(undefined, runs, options(), PROVENANCE);
    expect(entry(result, 'ops')).toMatchObject({ value: 130, unit: 'ops/s', direction: 'higher', samples: [100, 130, 120] });
    expect(entry(result, 'time')).toMatchObject({ value: 4, unit: 'ms', direction: 'lower', samples: [5, 4, 6] });
  });

  it('keeps the unknown fields of the run that gave the value', () => {
    const result = promote(undefined, runs, options(), PROVENANCE);
    expect(entry(result, 'ops').perf).toEqual({ run: 2 });
    expect(entry(result, 'time').perf).toEqual({ run: 2 });
    expect(entry(result, 'ops').ops_per_sec).toBe(130);
  });

  it('with the median, keeps the fields of the run closest to it', () => {
    const result = promote(undefined, runs, options({ aggregate: 'median' }), PROVENANCE);
    expect(entry(result, 'ops')).toMatchObject({ value: 120, perf: { run: 3 }, samples: [100, 130, 120] });
    expect(entry(result, 'time')).toMatchObject({ value: 5, perf: { run: 1 } });
  });

  it('records samples in the first run\'s unit when runs use different time units', () => {
    const mixed = [
      sourced('a.json', [{ name: 'parse', value: 2, unit: 'ms' }]),
      sourced('b.json', [{ name: 'parse', value: 1500, unit: 'us' }]),
    ];
    const result = promote(undefined, mixed, options(), PROVENANCE);
    const parse = entry(result, 'parse');
    expect(parse).toMatchObject({ unit: 'ms', direction: 'lower' });
    expect(parse.value).toBeCloseTo(1.5, 12);
    expect(parse.samples![0]).toBe(2);
    expect(parse.samples![1]).toBeCloseTo(1.5, 12);
  });

  it('records metadata.promoted and the environment', () => {
    const result = promote(undefined, runs, options({ aggregate: 'p75' as GateOptions['aggregate'] }), PROVENANCE);
    expect(result.baseline.metadata?.promoted).toEqual({
      commit: 'abc123',
      branch: 'main',
      date: '2025-03-01T12:00:00.000Z',
      runs: 3,
      aggregate: 'p75',
      tool_version: '9.9.9',
      environment: PROVENANCE.environment,
    });
    expect(result.baseline.metadata?.environment).toEqual(PROVENANCE.environment);
  });

  it('prefers the environment the runs recorded (where they ran) for metadata.environment', () => {
    const measured = { cpu_model: 'Runner CPU', cpu_count: 4 };
    const result = promote(undefined, [opsRun('r.json', { a: 1 }, { environment: measured, tool: { name: 'x' } })], options(), PROVENANCE);
    expect(result.baseline.metadata?.environment).toEqual(measured);
    expect(result.baseline.metadata?.tool).toEqual({ name: 'x' });
    expect((result.baseline.metadata?.promoted as { environment: unknown }).environment).toEqual(PROVENANCE.environment);
  });

  it('leaves out commit and branch when they are not known', () => {
    const result = promote(undefined, runs, options(), { date: 'd', toolVersion: 'v' });
    expect(result.baseline.metadata?.promoted).toEqual({ date: 'd', runs: 3, aggregate: 'best', tool_version: 'v' });
  });

  it('writes a valid schema v1 document that a second promote can read back', () => {
    const result = promote(undefined, runs, options(), PROVENANCE);
    const reread = JSON.parse(JSON.stringify(result.baseline));
    expect(validateDocument(reread, 'baseline.json')).toEqual(result.baseline);
    expect(() => promote({ source: 'baseline.json', document: reread }, runs, options(), PROVENANCE)).not.toThrow();
  });

  it('keeps the first run\'s other fields but not what it says its samples are: the baseline\'s are run values', () => {
    const first = sourced('run-1.json', [{ name: 'parse', value: 2, unit: 'ms', samples: [1.9, 2, 2.1] }]);
    const said = { ...first, document: { ...first.document, samples_of: 'iterations', suite: 'parsers' } };
    const result = promote(undefined, [said, sourced('run-2.json', [{ name: 'parse', value: 2.2, unit: 'ms' }])], options(), PROVENANCE);
    expect(result.baseline.samples_of).toBe('runs');
    expect(result.baseline.suite).toBe('parsers');
    expect(baselineSamplesOf(result.baseline)).toBe('runs');
  });

  it('gives nothing to compare on the first promotion', () => {
    const result = promote(undefined, runs, options(), PROVENANCE);
    expect(result.comparison).toBeUndefined();
    expect(result.dropped).toEqual([]);
  });
});

describe('promote: the comparison with the previous baseline', () => {
  it('compares the runs with the previous baseline as the gate does', () => {
    const previous = opsRun('baseline.json', { a: 100, b: 100 });
    const result = promote(previous, [opsRun('r1.json', { a: 80, b: 100 }), opsRun('r2.json', { a: 85, b: 101 })], options(), PROVENANCE);
    expect(result.comparison?.verdict).toBe('fail');
    expect(result.comparison?.benchmarks.find((b) => b.name === 'a')).toMatchObject({ baseline: 100, current: 85, status: 'regressed' });
    expect(result.comparison?.current.sources).toEqual(['r1.json', 'r2.json']);
  });

  it('refuses to drop benchmarks of the previous baseline, naming them', () => {
    const previous = opsRun('bench/baseline.json', { a: 100, gone: 50, alsoGone: 10 });
    const attempt = () => promote(previous, [opsRun('r.json', { a: 100 })], options(), PROVENANCE);
    expect(attempt).toThrow(InputError);
    expect(attempt).toThrow(/^bench\/baseline\.json: 2 benchmarks are not in the runs \("gone", "alsoGone"\).*--allow-missing/);
  });

  it('drops them with allowMissing, and says so in the result and the comparison', () => {
    const previous = opsRun('baseline.json', { a: 100, gone: 50 });
    const result = promote(previous, [opsRun('r.json', { a: 100, fresh: 3 })], options({ allowMissing: true }), PROVENANCE);
    expect(result.dropped).toEqual(['gone']);
    expect(result.baseline.benchmarks.map((b) => b.name)).toEqual(['a', 'fresh']);
    expect(result.comparison?.benchmarks.find((b) => b.name === 'gone')?.status).toBe('missing');
    expect(result.comparison?.benchmarks.find((b) => b.name === 'fresh')?.status).toBe('new');
    expect(result.comparison?.verdict).toBe('pass');
  });

  it('refuses a benchmark that failed in a run', () => {
    const runs = [opsRun('r1.json', { a: 1 }), sourced('r2.json', [{ name: 'a', success: false, error: 'segfault' }])];
    expect(() => promote(undefined, runs, options(), PROVENANCE)).toThrow(/^r2\.json: benchmark "a": failed \(segfault\), and a failed benchmark cannot become a baseline/);
  });

  it('does not compare a benchmark whose unit changed, and warns instead of refusing', () => {
    const previous = sourced('baseline.json', [{ name: 'x', ops_per_sec: 100 }, { name: 'y', ops_per_sec: 10 }]);
    const runs = [sourced('r.json', [{ name: 'x', time_ms: 3 }, { name: 'y', ops_per_sec: 10 }])];
    expect(() => runGate(previous, runs, options())).toThrow(InputError);
    const result = promote(previous, runs, options(), PROVENANCE);
    expect(result.comparison?.benchmarks.find((b) => b.name === 'x')?.status).toBe('new');
    expect(result.comparison?.warnings.join('\n')).toMatch(/"x" is now measured in ms \(lower is better\), was ops\/s \(higher is better\)/);
    expect(result.baseline.benchmarks[0]).toMatchObject({ name: 'x', value: 3, unit: 'ms', direction: 'lower' });
  });
});

describe('promote: property', () => {
  const aggregates = fc.constantFrom('best', 'worst', 'median', 'mean', 'p90').map((a) => parseAggregate(a, 'test'));
  const suite = fc.uniqueArray(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 1, maxLength: 6 });

  it('the promoted baseline compared with the same runs changes nothing (ratio 1 for every benchmark)', () => {
    fc.assert(
      fc.property(suite, fc.integer({ min: 1, max: 5 }), aggregates, fc.infiniteStream(fc.double({ min: 1e-3, max: 1e9, noNaN: true })), (names, n, aggregate, values) => {
        const runs: SourcedDocument[] = Array.from({ length: n }, (_, i) =>
          sourced(`run-${i}.json`, names.map((name, j) => (j % 2 === 0 ? { name, ops_per_sec: values.next().value } : { name, time_ms: values.next().value }))),
        );
        const result = promote(undefined, runs, options({ aggregate }), PROVENANCE);
        const report = runGate({ source: 'new.json', document: result.baseline }, runs, options({ aggregate }));
        for (const b of report.benchmarks) {
          expect(b.ratio).toBe(1);
          // Runs that scatter more than the threshold are honestly inconclusive, never a change.
          expect(['unchanged', 'inconclusive']).toContain(b.status);
        }
        for (const b of result.baseline.benchmarks) expect(b.samples).toHaveLength(n);
      }),
    );
  });
  it('copies each benchmark\'s entry from the first run whose value is closest to the aggregate, whatever the ties, orders and time units', () => {
    // Values from a small set, so that ties are common; times in ms or us; each run in its own order.
    const value = fc.constantFrom(1, 2, 3, 5, 8);
    fc.assert(
      fc.property(suite, fc.integer({ min: 1, max: 5 }), aggregates, fc.infiniteStream(value), fc.infiniteStream(fc.boolean()), (names, n, aggregate, values, flags) => {
        const runs: SourcedDocument[] = Array.from({ length: n }, (_, run) => {
          const entries = names.map((name, j): BenchmarkEntry => (j % 2 === 0 ? { name, ops_per_sec: values.next().value, run } : flags.next().value ? { name, value: values.next().value, unit: 'ms', run } : { name, value: values.next().value * 1000, unit: 'us', run }));
          return sourced(`run-${run}.json`, flags.next().value ? entries.reverse() : entries);
        });
        const result = promote(undefined, runs, options({ aggregate }), PROVENANCE);
        names.forEach((name, j) => {
          const promoted = result.baseline.benchmarks.find((b) => b.name === name)!;
          // What a reader expects: among the runs' values (in the first run's unit), the first one nearest the promoted value.
          const samples = promoted.samples!;
          const distances = samples.map((v) => Math.abs(v - promoted.value!));
          expect(promoted.run).toBe(distances.indexOf(Math.min(...distances)));
          expect(samples).toHaveLength(n);
          if (j % 2 === 0) expect(promoted.ops_per_sec).toBe(runs[promoted.run as number]!.document.benchmarks.find((b) => b.name === name)!.ops_per_sec);
        });
      }),
    );
  });
  it('writes a baseline that validates, from any valid runs, or refuses it with the validator\'s error', () => {
    // Times in units far apart and values near the ends of the doubles: a conversion can overflow or underflow.
    const number = fc.oneof(fc.double({ min: 5e-324, max: 1.7e308, noNaN: true }), fc.constantFrom(5e-324, 1e-300, 1e300, 1.7e308, 1));
    const timeUnit = fc.constantFrom('s', 'ms', 'us', 'ns', 'ps', 'h');
    const extra = fc.record({ extra: fc.jsonValue({ maxDepth: 2 }), samples: fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), { maxLength: 3 }), iterations: fc.integer() }, { requiredKeys: [] });
    const entryOf = (kind: number): fc.Arbitrary<Omit<BenchmarkEntry, 'name'>> =>
      kind === 0 ? fc.oneof(fc.record({ value: number, unit: timeUnit }), fc.record({ time_ms: number }))
        : kind === 1 ? fc.record({ ops_per_sec: number })
          : fc.record({ value: number, unit: fc.constant('B'), direction: fc.constantFrom('higher' as const, 'lower' as const) });
    const runs = suite.chain((names) => fc.tuple(fc.constant(names), fc.array(fc.integer({ min: 0, max: 2 }), { minLength: names.length, maxLength: names.length })))
      .chain(([names, kinds]) => fc.array(fc.tuple(fc.tuple(...kinds.map(entryOf)), fc.array(extra, { minLength: names.length, maxLength: names.length }), fc.option(fc.record({ environment: fc.record({ cpu_count: fc.integer({ min: 1, max: 64 }) }) }), { nil: undefined })), { minLength: 1, maxLength: 4 })
        .map((drawn) => drawn.map(([entries, extras, metadata], run) => sourced(`run-${run}.json`, entries.map((e, i) => ({ name: names[i]!, ...e, ...extras[i] })), metadata))));
    const environment = fc.record({ cpu_count: fc.integer({ min: 0, max: 8 }), os: fc.constant('Linux') });
    fc.assert(
      fc.property(runs, aggregates, environment, (given, aggregate, env) => {
        for (const run of given) validateDocument(run.document, run.source);
        let result: ReturnType<typeof promote>;
        try {
          result = promote(undefined, given, options({ aggregate }), { ...PROVENANCE, environment: env });
        } catch (error) {
          expect(error).toBeInstanceOf(InputError);
          return;
        }
        expect(() => validateDocument(JSON.parse(JSON.stringify(result.baseline)), 'promoted.json')).not.toThrow();
      }),
    );
  });

  it('refuses a run whose value a change of time unit takes past the largest number or to zero, naming the run, or a provenance that is not valid', () => {
    const huge = [sourced('run-1.json', [{ name: 'a', value: 2, unit: 'ns' }]), sourced('run-2.json', [{ name: 'a', value: 1e300, unit: 's' }])];
    const beyond = /^run-2\.json: benchmarks\[0\] \("a"\): is 1e\+300 s, which is beyond what a number can hold in ns, the unit of another run/;
    expect(inputErrorOf(() => promote(undefined, huge, options({ aggregate: 'worst' }), PROVENANCE))).toMatch(beyond);
    expect(inputErrorOf(() => promote(undefined, huge, options(), PROVENANCE))).toMatch(beyond);
    const tiny = [sourced('run-1.json', [{ name: 'a', value: 1, unit: 's' }]), sourced('run-2.json', [{ name: 'a', value: 5e-324, unit: 'ps' }])];
    expect(inputErrorOf(() => promote(undefined, tiny, options(), PROVENANCE))).toMatch(/^run-2\.json: benchmarks\[0\] \("a"\): is 5e-324 ps, which is beyond what a number can hold in s/);
    const run = [sourced('run-1.json', [{ name: 'a', value: 2, unit: 'ns' }])];
    expect(inputErrorOf(() => promote(undefined, run, options(), { ...PROVENANCE, environment: { cpu_count: 0 } }))).toMatch(/^the promoted baseline: .*cpu_count/);
  });
});

describe('promote: real zigttp baselines', () => {
  const load = (commit: string): SourcedDocument => ({ source: commit, document: validateDocument(JSON.parse(readFileSync(zigttp(commit), 'utf8')), commit) });

  it('promotes best of three real files, keeping perf counters and opt stats of the best run', () => {
    const runs = ['f1913a85', '04182b5e', 'a0188ee1'].map(load);
    const result = promote(load('84afb44f'), runs, options(), PROVENANCE);
    for (const promoted of result.baseline.benchmarks) {
      const candidates = runs.map((r) => r.document.benchmarks.find((b) => b.name === promoted.name)!);
      const best = Math.max(...candidates.map((c) => c.ops_per_sec!));
      expect(promoted.value).toBe(best);
      expect(promoted.samples).toEqual(candidates.map((c) => c.ops_per_sec));
      const source = candidates.find((c) => c.ops_per_sec === best)!;
      expect(promoted.perf).toEqual(source.perf);
      expect(promoted.opt_stats).toEqual(source.opt_stats);
    }
    expect(result.comparison?.benchmarks).toHaveLength(13);
  });
});

describe('promote: the representative entry, copied', () => {
  it('takes the representative run\'s own entry when the runs list their benchmarks in different orders', () => {
    const runs = [
      sourced('run-1.json', [{ name: 'a', ops_per_sec: 100, tag: 'a1' }, { name: 'b', ops_per_sec: 50, tag: 'b1' }]),
      sourced('run-2.json', [{ name: 'b', ops_per_sec: 70, tag: 'b2' }, { name: 'a', ops_per_sec: 90, tag: 'a2' }]),
    ];
    const result = promote(undefined, runs, options(), PROVENANCE);
    expect(result.baseline.benchmarks.map((b) => [b.name, b.tag, b.value])).toEqual([['a', 'a1', 100], ['b', 'b2', 70]]);
  });

  it('keeps an own "__proto__" key of an entry as a plain field, not as its prototype', () => {
    const entryWithProto = JSON.parse('{"name": "a", "ops_per_sec": 100, "__proto__": {"x": 1}}') as BenchmarkEntry;
    const result = promote(undefined, [sourced('run-1.json', [entryWithProto])], options(), PROVENANCE);
    const promoted = result.baseline.benchmarks[0]!;
    expect(Object.getPrototypeOf(promoted)).toBe(Object.prototype);
    expect(Object.hasOwn(promoted, '__proto__')).toBe(true);
    expect(JSON.stringify(promoted)).toContain('"__proto__":{"x":1}');
  });

  it('compares with the previous baseline from the series it promoted (the same report as the gate on its own)', () => {
    const previous = opsRun('baseline.json', { a: 100, b: 100 });
    const runs = [opsRun('run-1.json', { a: 101, b: 80 }), opsRun('run-2.json', { a: 99, b: 85 })];
    const result = promote(previous, runs, options(), PROVENANCE);
    expect(result.comparison).toEqual(runGate(previous, runs, options()));
  });
});
