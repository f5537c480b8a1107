/**
 * The dashboard's data (src/report/dashboard/): the order of the page, the chunks of points, and the
 * scripts that carry the store's data, which must stay inert whatever the names hold. The page itself
 * is tested in Chromium (dashboard.browser.test.ts).
 */
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChangePointReport } from '../../src/core/history/detect.js';
import type { HistoryEntry } from '../../src/core/history/entry.js';
import { DASHBOARD_HTML, dashboardDataScript, dashboardValuesScript } from '../../src/report/dashboard/html.js';
import { DASHBOARD_DATA_GLOBAL, DASHBOARD_VALUES_GLOBAL } from '../../src/report/dashboard/names.js';
import { dashboardData, type DashboardData } from '../../src/report/dashboard/model.js';

function entry(i: number, benchmarks: Array<[string, number]>): HistoryEntry {
  return {
    schema_version: 1,
    commit: `c${i}`,
    branch: 'main',
    date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    message: `Commit ${i}\n\nbody`,
    benchmarks: benchmarks.map(([name, value]) => ({ name, unit: 'ms', direction: 'lower' as const, values: [value, value * 1.1] })),
  };
}

function report(changes: Array<{ benchmark: string; index: number; pct: number }>): ChangePointReport {
  return {
    schema_version: 1,
    branch: 'main',
    commits: 10,
    benchmarks: 4,
    settings: { alpha: 0.01, min_change_pct: 2, window: 50, permutations: 199, min_segment: 5, seed: 1, aggregate: 'best' },
    change_points: changes.map((c) => ({
      benchmark: c.benchmark,
      unit: 'ms',
      direction: 'lower',
      index: c.index,
      commit: `c${c.index}`,
      date: '',
      mean_before: 10,
      mean_after: 10 * (1 + c.pct / 100),
      change_pct: c.pct,
      verdict: c.pct > 0 ? 'worse' : 'better',
      p_value: 0.005,
    })),
  };
}

/** Runs data.js and values/N.js as a browser would, and returns what they set. */
function load(script: string, global: string): unknown {
  const window: Record<string, unknown> = {};
  runInNewContext(script, { window, JSON });
  return window[global];
}

describe('the dashboard data', () => {
  const entries = Array.from({ length: 10 }, (_, i) =>
    entry(i, i < 3 ? [['steady', 5], ['old-slow', 7]] : [['steady', 5], ['old-slow', 7], ['new-slow', 3], ['faster', 9], ['zeta', 1]]),
  );
  const cps = report([
    { benchmark: 'old-slow', index: 4, pct: 30 },
    { benchmark: 'new-slow', index: 8, pct: 5 },
    { benchmark: 'faster', index: 9, pct: -20 },
  ]);

  it('orders the latest slowdowns first (newest first), then improvements, then the rest by name', () => {
    const { data } = dashboardData(entries, cps, { detection: 'E-Divisive' });
    expect(data.benchmarks.map((b) => b.name)).toEqual(['new-slow', 'old-slow', 'faster', 'steady', 'zeta']);
  });

  it('puts every point on the commit axis, null where a commit lacks the benchmark, in chunks of the page order', () => {
    const { data, chunks } = dashboardData(entries, cps, { detection: 'E-Divisive', chunkSize: 2 });
    expect(data.chunks).toBe(3);
    expect(chunks.map((c) => c.length)).toEqual([2, 2, 1]);
    const valuesOf = (name: string) => {
      const i = data.benchmarks.findIndex((b) => b.name === name);
      return chunks[Math.floor(i / 2)]![i % 2]!;
    };
    expect(valuesOf('new-slow')).toEqual([null, null, null, 3, 3, 3, 3, 3, 3, 3]); // best of the runs: the lower
    expect(valuesOf('steady')).toEqual(new Array(10).fill(5));
    expect(data.benchmarks.find((b) => b.name === 'new-slow')!.points).toBe(7);
    expect(data.commits.subject[0]).toBe('Commit 0');
    expect(data.benchmarks.find((b) => b.name === 'old-slow')!.changes).toEqual([{ commit: 4, before: 10, after: 13, change_pct: 30, verdict: 'worse', p_value: 0.005 }]);
    expect(data.repo_url).toBeUndefined();
  });

  it('holds every text from the store with its invisible, bidi and control characters as escapes, the subject cut before it is escaped', () => {
    const hostile: HistoryEntry[] = [0, 1].map((i) => ({
      ...entry(i, [['pa\u200brse', 1]]),
      commit: `c${i}\u202e`,
      branch: 'release\u202e1.0',
      date: `2026-01-0${i + 1}T00:00:00Z\u0007`,
      message: `${'x'.repeat(198)}\u200b\u200b tail`,
    }));
    hostile[0]!.benchmarks[0]!.unit = 'ms\u001b[31m';
    hostile[1]!.benchmarks[0]!.unit = 'ms\u001b[31m';
    const { data } = dashboardData(hostile, { ...report([{ benchmark: 'pa\u200brse', index: 1, pct: 10 }]), branch: 'release\u202e1.0' }, { detection: 'E-Divisive' });
    expect(data.branch).toBe('release\\u202e1.0');
    expect(data.benchmarks.map((b) => [b.name, b.unit, b.changes.length])).toEqual([['pa\\u200brse', 'ms\\u001b[31m', 1]]);
    expect(data.commits.sha).toEqual(['c0\\u202e', 'c1\\u202e']);
    expect(data.commits.date).toEqual(['2026-01-01T00:00:00Z\\u0007', '2026-01-02T00:00:00Z\\u0007']);
    // 199 characters and the ellipsis, then escaped: the cut never leaves half an escape.
    expect(data.commits.subject[0]).toBe(`${'x'.repeat(198)}\\u200b…`);
  });
});

describe('the data scripts', () => {
  it('give back exactly the data, whatever the names hold, with no character that could end a script or a line', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 30 }), { minLength: 1, maxLength: 5 }), fc.string({ maxLength: 20 }), (names, branch) => {
        const unique = [...new Set(names)];
        const data: DashboardData = {
          version: 1,
          branch,
          commits: { sha: unique, date: unique, subject: unique },
          benchmarks: unique.map((name) => ({ name, unit: name, direction: 'lower', points: 1, changes: [] })),
          chunk_size: 25,
          chunks: 1,
          detection: branch,
        };
        const script = dashboardDataScript(data);
        expect(script).not.toMatch(/[<>&\u2028\u2029]/);
        expect(load(script, DASHBOARD_DATA_GLOBAL)).toEqual(data);
      }),
    );
  });

  it('a values chunk adds itself to the chunks already loaded', () => {
    const window: Record<string, unknown> = {};
    runInNewContext(dashboardValuesScript(0, [[1, null]]) + dashboardValuesScript(1, [[2.5]]), { window, JSON });
    expect(window[DASHBOARD_VALUES_GLOBAL]).toEqual({ 0: [[1, null]], 1: [[2.5]] });
  });

  it('index.html holds no data, no inline script, and forbids loading from anywhere else', () => {
    expect(DASHBOARD_HTML).toContain(`content="default-src 'none'; script-src 'self';`);
    expect(DASHBOARD_HTML).not.toMatch(/<script>|<script [^>]*>[^<]|https?:\/\//);
  });
});
