import { describe, expect, it } from 'vitest';
import { baseCommitIndex, historyBaseline } from '../../../src/core/history/baseline.js';
import { describeHistoryBaseline } from '../../../src/report/history-baseline.js';
import type { HistoryEntry } from '../../../src/core/history/entry.js';
import { DEFAULT_GATE_OPTIONS } from '../../../src/core/gate-options.js';
import { runGate } from '../../../src/core/gate.js';

/** `n` commits of "parse" (ms, lower is better) with a step to `after` at commit `step`, small deterministic noise. */
function entries(n: number, step: number, before = 10, after = 12): HistoryEntry[] {
  return Array.from({ length: n }, (_, i) => {
    const level = i < step ? before : after;
    const wobble = (k: number) => level * (1 + (((i * 7 + k * 3) % 5) - 2) / 400);
    return {
      schema_version: 1,
      commit: `c${i}`,
      branch: 'main',
      date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      benchmarks: [
        { name: 'parse', unit: 'ms', direction: 'lower', values: [wobble(0), wobble(1), wobble(2)] },
        ...(i < n - 40 ? [{ name: 'gone', unit: 'ms', direction: 'lower' as const, values: [1] }] : []),
      ],
    };
  });
}

const base = { branch: 'main', window: 30, aggregate: 'best' as const, source: 'store/main.jsonl' };

describe('historyBaseline', () => {
  it('takes at most the window, with every run value as a sample', () => {
    const h = historyBaseline(entries(100, 1000), base)!;
    const parse = h.baseline.document.benchmarks.find((b) => b.name === 'parse')!;
    expect(parse.samples).toHaveLength(90);
    expect(h.info).toMatchObject({ branch: 'main', from_commit: 'c70', to_commit: 'c99', commits: 30, window: 30 });
    expect(parse.value).toBeCloseTo(10, 0);
  });

  it('starts after the last change point: the old level is not the baseline', () => {
    const h = historyBaseline(entries(100, 90), base)!;
    const parse = h.baseline.document.benchmarks.find((b) => b.name === 'parse')!;
    expect(parse.samples).toHaveLength(30); // commits 90..99
    for (const v of parse.samples!) expect(v).toBeGreaterThan(11.5);
    expect(h.info.from_commit).toBe('c90');
  });

  it('ignores the entries after the base commit', () => {
    const h = historyBaseline(entries(100, 90), { ...base, baseCommit: 'c80' })!;
    const parse = h.baseline.document.benchmarks.find((b) => b.name === 'parse')!;
    expect(h.info.to_commit).toBe('c80');
    for (const v of parse.samples!) expect(v).toBeLessThan(10.5);
    expect(h.warnings).toEqual([]);
  });

  it('ends at the ancestor the front end found, or the newest entry, with a warning, when the base commit is not recorded', () => {
    const atAncestor = historyBaseline(entries(100, 1000), { ...base, baseCommit: 'zzz', ancestorIndex: 50 })!;
    expect(atAncestor.info).toMatchObject({ to_commit: 'c50', base_commit: 'zzz' });
    expect(atAncestor.warnings[0]).toContain('zzz');
    const newest = historyBaseline(entries(100, 1000), { ...base, baseCommit: 'zzz' })!;
    expect(newest.info.to_commit).toBe('c99');
    expect(newest.warnings[0]).toContain('newest entry');
  });

  it('leaves out a benchmark the last window no longer has', () => {
    const h = historyBaseline(entries(100, 1000), base)!;
    expect(h.baseline.document.benchmarks.map((b) => b.name)).toEqual(['parse']);
  });

  it('gives --method stats the samples it needs: a 10% regression is significant', () => {
    const h = historyBaseline(entries(100, 1000), base)!;
    const run = (v: number) => ({ source: 'r', document: { schema_version: 1 as const, benchmarks: [{ name: 'parse', value: v, unit: 'ms', direction: 'lower' as const }] } });
    const report = runGate(h.baseline, [run(11), run(11.02), run(10.99)], { ...DEFAULT_GATE_OPTIONS, method: 'stats' });
    const parse = report.benchmarks.find((b) => b.name === 'parse')!;
    expect(parse.status).toBe('regressed');
    expect(parse.stats).toMatchObject({ test: 'mann-whitney', baseline_n: 90, significant: true });
  });

  it('says its samples are run values: one run\'s iterations are compared by the run\'s value, with the history\'s spread', () => {
    const h = historyBaseline(entries(100, 1000), base)!;
    expect(h.baseline.document.samples_of).toBe('runs');
    // One run of a tool whose 1,000 iterations spread ±20% around 10 ms (the history's runs: ±0.5%).
    const samples = Array.from({ length: 1000 }, (_, i) => 10 * (0.8 + (0.4 * ((i * 37) % 1000)) / 1000));
    const run = { source: 'r', document: { schema_version: 1 as const, benchmarks: [{ name: 'parse', value: 10, unit: 'ms', direction: 'lower' as const, samples }] } };
    const report = runGate(h.baseline, [run], { ...DEFAULT_GATE_OPTIONS, method: 'stats' });
    const parse = report.benchmarks.find((b) => b.name === 'parse')!;
    expect(parse.stats).toMatchObject({ test: 'none', baseline_n: 90, current_n: 1 });
    expect(parse.dispersion).toEqual({ baseline: expect.objectContaining({ of: 'runs', n: 90 }) });
    expect(parse.status).toBe('unchanged');
    // The marker is the baseline's, not the report's: its metadata is as before.
    expect(report.baseline.metadata).toEqual({ commit: 'c99', branch: 'main', timestamp: new Date(Date.UTC(2026, 0, 100)).toISOString() });
  });

  it('is undefined for an empty history', () => {
    expect(historyBaseline([], base)).toBeUndefined();
  });
});

describe('baseCommitIndex', () => {
  it('finds full and abbreviated SHAs, newest first', () => {
    const sha = 'a'.repeat(40);
    const list = [{ commit: 'b'.repeat(40) }, { commit: sha }] as HistoryEntry[];
    expect(baseCommitIndex(list, sha)).toBe(1);
    expect(baseCommitIndex(list, 'aaaaaaa')).toBe(1);
    expect(baseCommitIndex(list, 'aaa')).toBeUndefined();
  });
});

describe('describeHistoryBaseline', () => {
  it('names the branch, the count and the range', () => {
    expect(describeHistoryBaseline({ branch: 'main', from_commit: 'c1', to_commit: 'c9', commits: 9, window: 30 })).toBe('history of main, 9 commits c1..c9');
  });
});
