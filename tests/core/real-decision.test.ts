/** The real decisions of the project this gate grew from (fixtures/real/zigttp). */
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { loadDocument } from '../../src/io/read-input.js';
import { zigttp } from '../helpers/fixtures.js';

describe('zigttp baselines', () => {
  const load = (commit: string) => loadDocument(zigttp(commit));

  it('84afb44f as baseline vs 04182b5e as current passes', () => {
    const report = runGate(load('84afb44f'), [load('04182b5e')], DEFAULT_GATE_OPTIONS);
    expect(report.verdict).toBe('pass');
    expect(report.summary.regressed).toBe(0);
    expect(report.benchmarks.find((b) => b.name === 'functionCalls')).toMatchObject({ status: 'improved' });
    expect(report.benchmarks.find((b) => b.name === 'functionCalls')!.change_pct).toBeCloseTo(46.9, 1);
  });

  it('the reverse fails on functionCalls and stringOps while its geomean passes', () => {
    const report = runGate(load('04182b5e'), [load('84afb44f')], DEFAULT_GATE_OPTIONS);
    expect(report.verdict).toBe('fail');
    const regressed = report.benchmarks.filter((b) => b.status === 'regressed');
    expect(regressed.map((b) => [b.name, Number(b.change_pct!.toFixed(1))])).toEqual([
      ['stringOps', -8.3],
      ['functionCalls', -31.9],
    ]);
    expect(report.geomean.count).toBe(13);
    expect(Number(report.geomean.change_pct!.toFixed(1))).toBe(-2.8);
    expect(report.geomean.status).toBe('pass');
  });

  it('every file compares with itself as unchanged, extra fields and all', () => {
    for (const commit of ['10684c0d', '84afb44f', 'f1913a85', '04182b5e', 'a0188ee1']) {
      const report = runGate(load(commit), [load(commit)], DEFAULT_GATE_OPTIONS);
      expect(report.summary.unchanged).toBe(13);
      expect(report.geomean.ratio).toBe(1);
    }
  });

  it('five runs of one suite: the best of each benchmark is taken', () => {
    const runs = ['84afb44f', 'f1913a85', '04182b5e', 'a0188ee1'].map(load);
    const report = runGate(load('84afb44f'), runs, DEFAULT_GATE_OPTIONS);
    const best = Math.max(...runs.map((r) => r.document.benchmarks.find((b) => b.name === 'functionCalls')!.ops_per_sec!));
    expect(report.benchmarks.find((b) => b.name === 'functionCalls')).toMatchObject({ current: best, runs: 4 });
  });
});
