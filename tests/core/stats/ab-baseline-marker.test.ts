/** The baselines bench-gate builds from runs say that their samples are run values. */
import { describe, expect, it } from 'vitest';
import { baselineOfRounds } from '../../../src/core/ab.js';
import { runGate } from '../../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../../src/core/gate-options.js';
import { baselineSamplesOf } from '../../../src/core/stats/observations.js';
import { sourced } from '../../helpers/documents.js';

const STATS = { ...DEFAULT_GATE_OPTIONS, method: 'stats' as const };

describe('the samples of an A/B baseline', () => {
  it("an A/B's base rounds are marked as run values, whatever the runs say", () => {
    const base = [1, 2, 3].map((i) => sourced(`base-${i}.json`, [{ name: 'a', value: 10 + i, unit: 'ns' }], { tool: { name: 'go test' }, ab: { side: 'base', round: i, order: 1, seed: 1 } }));
    const baseline = baselineOfRounds(base, DEFAULT_GATE_OPTIONS);
    expect(baseline.document.samples_of).toBe('runs');
    expect(baseline.document.metadata).toEqual({ tool: { name: 'go test' } });
    expect(baselineSamplesOf(baseline.document)).toBe('runs');
    // A run that was once a head round says nothing about another baseline: a tool's export stays per-iteration.
    const head = sourced('head.json', [{ name: 'a', value: 11, unit: 'ns' }], { ab: { side: 'head', round: 1, order: 2, seed: 1 } });
    const exported = sourced('export.json', [{ name: 'a', value: 10, unit: 'ns', samples: [9, 10, 11] }], { tool: { name: 'go test' } });
    const report = runGate(exported, [head, head], STATS);
    expect(report.benchmarks[0]!.stats!.fallback).toMatch(/^the baseline's samples are the iterations of one run/);
  });
});
