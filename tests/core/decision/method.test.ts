/** The seam between the gate and its decision methods: a method is a value, and the verdict follows it. */
import { describe, expect, it } from 'vitest';
import type { DecisionMethod } from '../../../src/core/decision/method.js';
import { decisionMethodFor } from '../../../src/core/decision/methods.js';
import { thresholdMethod } from '../../../src/core/decision/threshold.js';
import { runGate } from '../../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../../src/core/gate-options.js';
import { STATUSES, type Status } from '../../../src/core/report.js';
import { failingCounts, failingResults, failsGate, gateVerdict } from '../../../src/core/verdict.js';
import { opsRun } from '../../helpers/documents.js';

const base = opsRun('b', { a: 100, b: 100, c: 100 });
const runs = [opsRun('c', { a: 95, b: 100, c: 104 })];

describe('decision methods', () => {
  it('the option names the method: best is the threshold rule, stats a method of its own', () => {
    expect(decisionMethodFor(DEFAULT_GATE_OPTIONS)).toBe(thresholdMethod);
    expect(decisionMethodFor({ ...DEFAULT_GATE_OPTIONS, method: 'stats' })).not.toBe(thresholdMethod);
  });

  it('runGate decides with the method it is given, and the verdict follows its statuses and geomean', () => {
    const calls: number[] = [];
    const strict: DecisionMethod = {
      decide(compared, results) {
        calls.push(compared.length);
        for (const { result } of compared) result.status = result.change_pct! < 0 ? 'regressed' : 'unchanged';
        return { geomean: { ratio: null, change_pct: null, count: results.length, status: 'skipped' }, warnings: ['decided strictly'] };
      },
    };
    const report = runGate(base, runs, DEFAULT_GATE_OPTIONS, strict);
    expect(calls).toEqual([3]);
    expect(report.benchmarks.map((b) => b.status)).toEqual(['regressed', 'unchanged', 'unchanged']);
    expect(report.verdict).toBe('fail');
    expect(report.warnings).toEqual(['decided strictly']);
    expect(report.method).toBeUndefined();
    // The default method decides the same suite by the 8% threshold: a 5% slowdown passes.
    expect(runGate(base, runs, DEFAULT_GATE_OPTIONS).verdict).toBe('pass');
  });
});

describe('the verdict rule', () => {
  it('counts, lists and decides the same benchmarks as failing, missing ones only when not allowed', () => {
    for (const allowMissing of [false, true]) {
      const summary = Object.fromEntries(STATUSES.map((s, i) => [s, i + 1])) as Record<Status, number>;
      const counts = failingCounts(summary, allowMissing);
      const listed = STATUSES.filter((s) => failsGate(s, allowMissing)).reduce((n, s) => n + summary[s], 0);
      expect(counts.regressed + counts.failed + counts.missing).toBe(listed);
      expect(gateVerdict(summary, allowMissing, 'pass')).toBe('fail');
    }
    const clean = Object.fromEntries(STATUSES.map((s) => [s, s === 'missing' ? 2 : s === 'regressed' || s === 'failed' ? 0 : 1])) as Record<Status, number>;
    expect(gateVerdict(clean, true, 'pass')).toBe('pass');
    expect(gateVerdict(clean, false, 'pass')).toBe('fail');
    expect(gateVerdict(clean, true, 'fail')).toBe('fail');
  });

  it('lists the failing benchmarks of a report', () => {
    const report = runGate(base, [opsRun('c', { a: 50, c: 100 })], DEFAULT_GATE_OPTIONS);
    expect(failingResults(report).map((b) => `${b.name} ${b.status}`)).toEqual(['a regressed', 'b missing']);
    expect(failingResults({ ...report, allow_missing: true }).map((b) => b.name)).toEqual(['a']);
  });
});
