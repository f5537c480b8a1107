/**
 * The dashboard's charts in words (src/report/dashboard/text.ts), their text alternative for a screen
 * reader: pure, tested here; the page that uses it is tested in Chromium (dashboard.browser.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { DashboardBenchmark, DashboardData } from '../../src/report/dashboard/model.js';
import { chartLabel } from '../../src/report/dashboard/text.js';

describe('a chart in words', () => {
  const data: DashboardData = {
    version: 1,
    branch: 'main',
    commits: { sha: ['a'.repeat(40), 'b'.repeat(40), 'c'.repeat(40), 'd'.repeat(40)], date: ['2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z', '2026-01-03T00:00:00Z', '2026-01-04T00:00:00Z'], subject: ['', '', '', ''] },
    benchmarks: [],
    chunk_size: 25,
    chunks: 1,
    detection: '',
  };
  const slow: DashboardBenchmark = { name: 'pa\\u200brse', unit: 'ms', direction: 'lower', points: 3, changes: [{ commit: 2, before: 1, after: 1.18, change_pct: 18, verdict: 'worse', p_value: 0.001 }] };

  it('names the benchmark, its commits, its latest value with its unit, and its latest change point with its direction', () => {
    expect(chartLabel(data, slow, [1, null, 1.18, null])).toBe('pa\\u200brse: chart of 3 commits, latest 1.18 ms (2026-01-03); latest change point up 18.0%, worse, at cccccccccc (2026-01-03): 1 ms to 1.18 ms');
    const faster: DashboardBenchmark = { name: 'sort', unit: 'ops/s', direction: 'higher', points: 1, changes: [{ commit: 1, before: 2000, after: 1000, change_pct: -50, verdict: 'worse', p_value: 0.001 }] };
    expect(chartLabel(data, faster, [null, null, null, 1000])).toBe('sort: chart of 1 commit, latest 1k ops/s (2026-01-04); latest change point down 50.0%, worse, at bbbbbbbbbb (2026-01-02): 2k ops/s to 1k ops/s');
  });

  it('says when there is no change point, and leaves out the latest value until the points are loaded', () => {
    expect(chartLabel(data, { ...slow, changes: [] }, [1, 2, 3, 4])).toBe('pa\\u200brse: chart of 3 commits, latest 4 ms (2026-01-04); no change point');
    expect(chartLabel(data, { ...slow, changes: [] })).toBe('pa\\u200brse: chart of 3 commits; no change point');
  });
});
