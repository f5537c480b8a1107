/**
 * calibrate's noise column for instruction counts. An exact count (the same in every A/A run) is
 * "exact", as every other rendering's noise column says it; a count that varies a little (another
 * environment in some runs: 1,400 instructions in 6.3 million) has its CV shown with the digits it
 * takes. Both read "0.0%" before, so a count given a 2% threshold looked as quiet as one kept at 0%.
 */
import { describe, expect, it } from 'vitest';
import { calibrate } from '../../src/core/calibrate/calibrate.js';
import type { SourcedDocument } from '../../src/core/model.js';
import { renderCalibration } from '../../src/report/calibration.js';

const runsOf = (values: number[]): SourcedDocument[] =>
  values.map((value, r) => ({ source: `aa${r}.json`, document: { schema_version: 1 as const, benchmarks: [{ name: './work', value, unit: 'instructions', direction: 'lower' as const }] } }));

const rowOf = (text: string) => text.split('\n').find((line) => line.startsWith('./work'))!;

describe('calibrate: the noise of instruction counts', () => {
  it('says "exact" of a count that was the same in every A/A run', () => {
    const c = calibrate(runsOf(Array.from({ length: 12 }, () => 6354814)));
    expect(c.benchmarks[0]!.exact).toBe(true);
    expect(rowOf(renderCalibration(c))).toMatch(/^\.\/work\s+exact\s/);
  });

  it('shows the small CV of a count that varied, not 0.0%', () => {
    const values = Array.from({ length: 12 }, (_, i) => [6356045, 6356237, 6357262, 6357454][i % 4]!);
    const c = calibrate(runsOf(values));
    expect(c.benchmarks[0]!.exact).toBeUndefined();
    const row = rowOf(renderCalibration(c));
    expect(row).not.toMatch(/\s0\.0%\s/);
    expect(row).toMatch(/^\.\/work\s+0\.0\d+%\s/);
  });

  it('keeps one decimal for ordinary noise', () => {
    const values = Array.from({ length: 12 }, (_, i) => 100 * (1 + 0.05 * Math.sin(i)));
    const c = calibrate(runsOf(values));
    expect(rowOf(renderCalibration(c))).toMatch(/^\.\/work\s+\d+\.\d%\s/);
  });
});
