/**
 * A unit written beside values, as a header (the dashboard's card) or an axis (the trend chart),
 * spells microseconds as the values do: `µs`, never the `us` a run file or an import recorded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BenchmarkResult, Report } from '../../src/core/report.js';
import { humanValue, shownUnit } from '../../src/report/humanize.js';
import { renderTrends } from '../../src/report/trend-chart.js';

describe('shownUnit', () => {
  it('spells microseconds as humanValue does, also before a slash, and leaves other units alone', () => {
    expect(shownUnit('us')).toBe('µs');
    expect(shownUnit('\u03bcs')).toBe('µs');
    expect(shownUnit('µs')).toBe('µs');
    expect(shownUnit('us/op')).toBe('µs/op');
    for (const unit of ['ns', 'ms', 's', 'ops/s', 'users', 'us-east', 'bus', 'B', '']) expect(shownUnit(unit)).toBe(unit);
    // The header's unit is the one the values of a time in it are shown in, at its own magnitude.
    for (const unit of ['us', '\u03bcs', 'us/op']) expect(humanValue(5, unit)).toBe(`5 ${shownUnit(unit)}`);
  });

  it('changes no unit but a microsecond one', () => {
    fc.assert(
      fc.property(fc.string(), (unit) => {
        const shown = shownUnit(unit);
        if (shown !== unit) expect(unit).toMatch(/^(us|\u03bcs)(\/|$)/);
        expect(shown.slice(2)).toBe(unit.slice(2));
      }),
    );
  });
});

describe('the trend chart of a benchmark in us', () => {
  it('labels its y-axis µs, as the report shows the values', () => {
    const result: BenchmarkResult = {
      name: 'BM_Copy/64',
      unit: 'us',
      direction: 'lower',
      baseline: 10,
      current: 11,
      runs: 3,
      ratio: 1.1,
      change_pct: 10,
      value_change_pct: 10,
      status: 'regressed',
      threshold_pct: 8,
      in_geomean: true,
      trend: [{ commit: 'a'.repeat(40), value: 10 }, { commit: 'b'.repeat(40), value: 10.2 }],
    };
    const report = {
      schema_version: 1,
      verdict: 'fail',
      thresholds: { benchmark_pct: 8, geomean_pct: 3 },
      aggregate: 'best',
      runs: 3,
      protected_in_geomean: true,
      allow_missing: false,
      geomean: { ratio: 1.1, change_pct: 10, count: 1, status: 'fail' },
      summary: { regressed: 1, failed: 0, missing: 0, inconclusive: 0, improved: 0, protected: 0, new: 0, unchanged: 0 },
      benchmarks: [result],
      baseline: { source: 'bench-gate-data:main.jsonl', history: { branch: 'main', from_commit: 'a', to_commit: 'b', commits: 2, window: 30 } },
      current: { sources: ['r.json'] },
      warnings: [],
    } as unknown as Report;
    const text = renderTrends(report);
    expect(text).toContain('  y-axis "µs"\n');
    expect(text).not.toContain('"us"');
  });
});
