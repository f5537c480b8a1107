/** A row decided on its change (regressed, improved) never shows two values or a change that read the same. */
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { humanValueChange, humanValuesOfDecided } from '../../src/report/humanize.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { sourced } from '../helpers/documents.js';

const count = (value: number) => [{ name: 'parse', value, unit: 'instructions' }];

describe('a decided row', () => {
  it('shows an exact count that failed at 0% with the digits its change takes', () => {
    const report = runGate(sourced('base.json', count(100_000_000)), [sourced('run.json', count(100_040_000)), sourced('run2.json', count(100_040_000))], DEFAULT_GATE_OPTIONS);
    expect(report.benchmarks[0]!.status).toBe('regressed');
    const text = renderText(report, { color: false });
    expect(text).toMatch(/^parse +100M instructions +100\.04M instructions +\+0\.04% \(1\.0004× worse\) +exact +regressed \(limit 0%\)$/m);
    expect(renderMarkdown(report)).toContain('| 100M instructions | 100.04M instructions | +0.04% (1.0004× worse) |');
  });

  it('keeps four digits and "same" for rows that were not decided on the change', () => {
    const r = { ratio: 1 / 1.0004, value_change_pct: 0.04, unit: 'instructions' };
    expect(humanValueChange({ ...r, status: 'unchanged' })).toBe('±0.0% (same)');
    expect(humanValueChange({ ...r, status: 'regressed' })).toBe('+0.04% (1.0004× worse)');
    expect(humanValuesOfDecided(2, 2, 'ms')).toEqual(['2 ms', '2 ms']);
    expect(humanValuesOfDecided(1_234_100, 1_234_200, 'ops/s')).toEqual(['1.2341M ops/s', '1.2342M ops/s']);
  });
});
