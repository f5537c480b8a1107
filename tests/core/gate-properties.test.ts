/** Properties of the gate over arbitrary suites (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import type { BenchmarkEntry } from '../../src/core/model.js';
import { sourced } from '../helpers/documents.js';

const positive = fc.double({ min: 1e-6, max: 1e9, noNaN: true, noDefaultInfinity: true });
const entry = fc.oneof(
  positive.map((v) => ({ ops_per_sec: v })),
  positive.map((v) => ({ time_ms: v })),
  positive.map((v) => ({ value: v, unit: 'ns' })),
);
const suiteArb = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 30 }).chain((names) =>
  fc.tuple(...names.map((name) => entry.map((e) => ({ name, ...e }) as BenchmarkEntry))),
);

function scaled(entries: BenchmarkEntry[], factor: number): BenchmarkEntry[] {
  // "factor" times better: more ops, less time.
  return entries.map((e) =>
    e.ops_per_sec !== undefined ? { ...e, ops_per_sec: e.ops_per_sec * factor } : e.time_ms !== undefined ? { ...e, time_ms: e.time_ms / factor } : { ...e, value: e.value! / factor },
  );
}

describe('gate properties', () => {
  it('a suite compared with itself is unchanged everywhere and passes', () => {
    fc.assert(
      fc.property(suiteArb, (entries) => {
        const r = runGate(sourced('b', entries), [sourced('c', entries)], DEFAULT_GATE_OPTIONS);
        expect(r.verdict).toBe('pass');
        expect(r.summary.unchanged).toBe(entries.length);
        expect(r.geomean.ratio).toBeCloseTo(1, 12);
      }),
    );
  });

  it('a uniform change by a factor gives that factor as every ratio and as the geomean, and the matching verdict', () => {
    fc.assert(
      fc.property(suiteArb, fc.double({ min: 0.5, max: 2, noNaN: true }), (entries, factor) => {
        const r = runGate(sourced('b', entries), [sourced('c', scaled(entries, factor))], DEFAULT_GATE_OPTIONS);
        for (const b of r.benchmarks) expect(b.ratio).toBeCloseTo(factor, 9);
        expect(r.geomean.ratio).toBeCloseTo(factor, 9);
        const worsePct = (1 - factor) * 100;
        if (worsePct > 8 + 1e-6) expect(r.verdict).toBe('fail');
        if (worsePct < 3 - 1e-6) expect(r.verdict).toBe('pass');
      }),
    );
  });

  it('the order of benchmarks in the runs does not change any result', () => {
    fc.assert(
      fc.property(suiteArb, fc.double({ min: 0.8, max: 1.2, noNaN: true }), (entries, factor) => {
        const cur = scaled(entries, factor);
        const a = runGate(sourced('b', entries), [sourced('c', cur)], DEFAULT_GATE_OPTIONS);
        const b = runGate(sourced('b', entries), [sourced('c', [...cur].reverse())], DEFAULT_GATE_OPTIONS);
        expect(b.verdict).toBe(a.verdict);
        expect(b.geomean.ratio).toBeCloseTo(a.geomean.ratio!, 12);
        const byName = (r: typeof a) => Object.fromEntries(r.benchmarks.map((x) => [x.name, x.status]));
        expect(byName(b)).toEqual(byName(a));
      }),
    );
  });

  it('pairs each benchmark by name whatever the order: baseline-only ones are missing, run-only ones new, after the baseline\'s', () => {
    fc.assert(
      fc.property(suiteArb, fc.array(fc.constantFrom('both', 'baseline', 'runs')), fc.integer({ min: 0, max: 29 }), (entries, sides, rotate) => {
        const side = (i: number) => sides[i % Math.max(1, sides.length)] ?? 'both';
        const base = entries.filter((_, i) => side(i) !== 'runs');
        const inRuns = entries.filter((_, i) => side(i) !== 'baseline');
        // The runs in another order than the baseline (rotated), so that some pairs are found by name.
        const shift = inRuns.length === 0 ? 0 : rotate % inRuns.length;
        const cur = [...inRuns.slice(shift), ...inRuns.slice(0, shift)];
        fc.pre(base.length > 0 && cur.length > 0);
        const r = runGate(sourced('b', base), [sourced('c', cur)], { ...DEFAULT_GATE_OPTIONS, allowMissing: true });
        const runNames = new Set(cur.map((e) => e.name));
        const baseNames = new Set(base.map((e) => e.name));
        const expected = [...base.map((e) => [e.name, runNames.has(e.name) ? 'unchanged' : 'missing']), ...cur.filter((e) => !baseNames.has(e.name)).map((e) => [e.name, 'new'])];
        expect(r.benchmarks.map((b) => [b.name, b.status])).toEqual(expected);
        for (const b of r.benchmarks) if (b.status === 'unchanged') expect(b.ratio).toBe(1);
      }),
    );
  });

  it('adding a worse run never changes the best-of-N result', () => {
    fc.assert(
      fc.property(suiteArb, fc.double({ min: 0.1, max: 0.99, noNaN: true }), (entries, factor) => {
        const one = runGate(sourced('b', entries), [sourced('c1', entries)], DEFAULT_GATE_OPTIONS);
        const two = runGate(sourced('b', entries), [sourced('c1', entries), sourced('c2', scaled(entries, factor))], DEFAULT_GATE_OPTIONS);
        expect(two.benchmarks.map((x) => x.current)).toEqual(one.benchmarks.map((x) => x.current));
      }),
    );
  });

  it('never fails with anything but an InputError on arbitrary documents', () => {
    const anyEntry = fc.record(
      { name: fc.string({ maxLength: 3 }), ops_per_sec: fc.double(), time_ms: fc.double(), value: fc.double(), unit: fc.constantFrom('ns', 'ops/s', 'x', ''), success: fc.boolean(), direction: fc.constantFrom('higher', 'lower') },
      { requiredKeys: ['name'] },
    ) as fc.Arbitrary<BenchmarkEntry>;
    const anyDoc = fc.array(anyEntry, { maxLength: 5 });
    fc.assert(
      fc.property(anyDoc, fc.array(anyDoc, { minLength: 1, maxLength: 3 }), fc.constantFrom('best', 'median', 'p90', 'worst', 'mean'), (base, runs, aggregate) => {
        try {
          const r = runGate(sourced('b', base), runs.map((e, i) => sourced(`r${i}`, e)), { ...DEFAULT_GATE_OPTIONS, aggregate: aggregate as never });
          expect(['pass', 'fail']).toContain(r.verdict);
        } catch (error) {
          expect(error, String(error)).toBeInstanceOf(InputError);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
