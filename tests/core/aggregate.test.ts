import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregate, parseAggregate, quantile } from '../../src/core/aggregate.js';

describe('aggregate', () => {
  const values = [5, 1, 4, 2, 3];

  it('best and worst follow the direction', () => {
    expect(aggregate(values, 'best', 'higher')).toBe(5);
    expect(aggregate(values, 'best', 'lower')).toBe(1);
    expect(aggregate(values, 'worst', 'higher')).toBe(1);
    expect(aggregate(values, 'worst', 'lower')).toBe(5);
  });

  it('median and mean', () => {
    expect(aggregate(values, 'median', 'higher')).toBe(3);
    expect(aggregate([1, 2, 3, 10], 'median', 'lower')).toBe(2.5);
    expect(aggregate(values, 'mean', 'lower')).toBe(3);
  });

  it('pNN interpolates between the closest ranks, also on few runs', () => {
    expect(aggregate([10], 'p75', 'higher')).toBe(10);
    expect(aggregate([10, 20], 'p75', 'higher')).toBe(17.5);
    expect(aggregate([10, 20], 'p0', 'higher')).toBe(10);
    expect(aggregate([10, 20], 'p100', 'higher')).toBe(20);
    expect(aggregate([3, 1, 2], 'p50', 'lower')).toBe(2);
    expect(aggregate([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'p90', 'lower')).toBeCloseTo(9.1);
  });

  it('one run is that run, whatever the method', () => {
    for (const m of ['best', 'worst', 'median', 'mean', 'p99'] as const) expect(aggregate([7], m, 'lower')).toBe(7);
  });

  it('always lies between the smallest and the largest run', () => {
    const method = fc.constantFrom('best', 'worst', 'median', 'mean', 'p10', 'p75', 'p99.9');
    fc.assert(
      fc.property(fc.array(fc.double({ min: 1e-9, max: 1e12, noNaN: true }), { minLength: 1, maxLength: 30 }), method, fc.constantFrom('higher', 'lower'), (vs, m, d) => {
        const v = aggregate(vs, m as never, d as never);
        expect(v).toBeGreaterThanOrEqual(Math.min(...vs) * (1 - 1e-12));
        expect(v).toBeLessThanOrEqual(Math.max(...vs) * (1 + 1e-12));
      }),
    );
  });

  it('quantile is monotone in q', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 20 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (vs, a, b) => {
        const sorted = [...vs].sort((x, y) => x - y);
        const [lo, hi] = a < b ? [a, b] : [b, a];
        expect(quantile(sorted, lo)).toBeLessThanOrEqual(quantile(sorted, hi) + 1e-9);
      }),
    );
  });
});

describe('parseAggregate', () => {
  it('accepts the documented methods', () => {
    for (const m of ['best', 'worst', 'median', 'mean', 'p0', 'p75', 'p99.9', 'p100']) expect(parseAggregate(m, '--aggregate')).toBe(m);
  });

  it('rejects anything else with a message naming the flag', () => {
    for (const m of ['max', 'p101', 'p', 'p-1', 'P75', '']) expect(() => parseAggregate(m, '--aggregate')).toThrow(/--aggregate: unknown aggregate/);
  });
});
