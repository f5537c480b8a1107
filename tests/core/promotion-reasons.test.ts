import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { promotionReasons } from '../../src/core/promotion-reasons.js';
import { opsRun } from '../helpers/documents.js';

const baseline = opsRun('base.json', { a: 100, b: 100, c: 100, d: 100 });
const gate = (values: Record<string, number>, options = {}) => runGate(baseline, [opsRun('run.json', values)], { ...DEFAULT_GATE_OPTIONS, ...options });

describe('promotion reasons', () => {
  it('are none within noise, so that a merged promotion does not start the next one', () => {
    expect(promotionReasons(gate({ a: 101, b: 99, c: 100, d: 102 }))).toEqual([]);
  });

  it('name what changed beyond its limit', () => {
    expect(promotionReasons(undefined)).toEqual(['there is no baseline yet']);
    expect(promotionReasons(gate({ a: 120, b: 100, c: 100, d: 100 }))).toEqual(['1 improved', 'geomean 4.7% better']);
    expect(promotionReasons(gate({ a: 80, b: 100, c: 100, d: 100, e: 5 }))).toEqual(['1 regressed', '1 new', 'geomean 5.4% worse']);
    expect(promotionReasons(gate({ a: 100, b: 100, c: 100 }, { allowMissing: true }))).toEqual(['1 dropped']);
    expect(promotionReasons(gate({ a: 97, b: 96, c: 96, d: 96 }))).toEqual(['geomean 3.8% worse']);
  });

  it('are none for a suite of one benchmark within its limit, whose geomean is not gated', () => {
    // One load test 3.8% slower: unchanged within its 8%, and its geomean (itself) decides nothing.
    const one = runGate(opsRun('base.json', { a: 100 }), [opsRun('run.json', { a: 96 })], DEFAULT_GATE_OPTIONS);
    expect(one.benchmarks[0]!.status).toBe('unchanged');
    expect(promotionReasons(one)).toEqual([]);
    const past = runGate(opsRun('base.json', { a: 100 }), [opsRun('run.json', { a: 90 })], DEFAULT_GATE_OPTIONS);
    expect(promotionReasons(past)).toEqual(['1 regressed']);
  });

  it('count a protected benchmark beyond its limit, and another machine', () => {
    expect(promotionReasons(gate({ a: 50, b: 100, c: 100, d: 100 }, { protected: [{ name: 'a' }], protectedInGeomean: false }))).toEqual(['1 protected beyond the limit']);
    const machineA = { environment: { cpu_model: 'A', cpu_count: 4 } };
    const other = runGate(opsRun('base.json', { a: 100 }, machineA), [opsRun('run.json', { a: 100 }, { environment: { cpu_model: 'B', cpu_count: 4 } })], DEFAULT_GATE_OPTIONS);
    expect(promotionReasons(other)).toEqual(['measured on a different machine']);
  });
});
