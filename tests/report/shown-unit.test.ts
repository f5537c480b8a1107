/**
 * A unit written beside values, as a header (the dashboard's card) or an axis (the trend chart),
 * spells microseconds as the values do: `µs`, never the `us` a run file or an import recorded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { humanValue, shownUnit } from '../../src/report/humanize.js';
import { renderTrends } from '../../src/report/trend-chart.js';
import { regressedRow, trendReport } from '../helpers/trend-report.js';

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
    const report = trendReport([{ ...regressedRow('BM_Copy/64', 2), unit: 'us' }]);
    const text = renderTrends(report);
    expect(text).toContain('  y-axis "µs"\n');
    expect(text).not.toContain('"us"');
  });
});
