/**
 * A metric row that is only reported names no limit, whatever its status: the limit decides nothing
 * (src/report/metric-rows.ts, reportedOnlyStatus for the rows that moved past it). A gated row still does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import type { BenchmarkEntry, Metric } from '../../src/core/model.js';
import type { Report } from '../../src/core/report.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { sourced } from '../helpers/documents.js';

const ms = (value: number, samples?: number[]): Metric => ({ value, unit: 'ms', direction: 'lower', ...(samples ? { samples } : {}) });
const mbs = (value: number, samples?: number[]): Metric => ({ value, unit: 'MB/s', direction: 'higher', ...(samples ? { samples } : {}) });
const entry = (name: string, metrics: Record<string, Metric>): BenchmarkEntry => ({ name, value: 100, unit: 'ns', direction: 'lower', metrics });

/** `quiet`'s p99 unchanged, `noisy`'s within its limit but noisier than it (inconclusive); both reported only, beside gated MB/s. */
function report(p99Quiet: number, p99Noisy: number): Report {
  const base = sourced('base.json', [
    entry('quiet', { 'latency p99': ms(10), 'MB/s': mbs(50) }),
    entry('noisy', { 'latency p99': ms(10, [6, 10, 14, 8, 12]), 'MB/s': mbs(50, [30, 50, 70, 40, 60]) }),
  ]);
  const head = sourced('head.json', [
    entry('quiet', { 'latency p99': ms(p99Quiet), 'MB/s': mbs(50.5) }),
    entry('noisy', { 'latency p99': ms(p99Noisy, [6, 10, 14, 8, 12].map((v) => (v * p99Noisy) / 10)), 'MB/s': mbs(51, [30, 50, 70, 40, 60].map((v) => v * 1.02)) }),
  ]);
  return runGate(base, [head], DEFAULT_GATE_OPTIONS);
}

const row = (r: Report, name: string, metric: string) => r.benchmarks.find((b) => b.name === name && b.metric === metric)!;

describe('a reported-only metric row', () => {
  it('names no limit in Markdown or text when unchanged or inconclusive', () => {
    const r = report(10.1, 10.2);
    expect(row(r, 'quiet', 'latency p99')).toMatchObject({ status: 'unchanged', gated: false });
    expect(row(r, 'noisy', 'latency p99')).toMatchObject({ status: 'inconclusive', gated: false });
    expect(row(r, 'quiet', 'MB/s').status).toBe('unchanged');
    expect(row(r, 'quiet', 'MB/s').gated).toBeUndefined();
    // Markdown's table of changes has a status cell (its unchanged rows are folded away, without one).
    const markdown = renderMarkdown(r);
    expect(markdown).toMatch(/^\| 🌫️ \| (?:`noisy` · |↳ )`latency p99` \| .* \| inconclusive \(reported only\) \|$/m);
    expect(markdown.split('\n').filter((l) => l.startsWith('|') && l.includes('latency p99') && l.includes('limit'))).toEqual([]);
    // A gated metric, as noisy, still names the limit it is held to.
    expect(row(r, 'noisy', 'MB/s')).toMatchObject({ status: 'inconclusive' });
    expect(markdown).toMatch(/^\| 🌫️ \| (?:`noisy` · |↳ )`MB\/s` \| .* \| inconclusive \(limit 8%\) \|$/m);
    // The text's table rows (its notes below say why a row is inconclusive, the limit included).
    const textRows = renderText(r, { color: false }).split('\n').filter((l) => /latency p99 {2,}\d/.test(l));
    expect(textRows).toHaveLength(2);
    for (const line of textRows) {
      expect(line).not.toContain('limit');
      expect(line).toMatch(/(unchanged|inconclusive) \(reported only\)$/);
    }
  });

  it('never names a limit in its Markdown row, whatever it moved by, while a gated row does', () => {
    fc.assert(
      fc.property(fc.double({ min: 5, max: 20, noNaN: true }), fc.double({ min: 8, max: 12.5, noNaN: true }), (quiet, noisy) => {
        const markdown = renderMarkdown(report(quiet, noisy));
        const rows = markdown.split('\n').filter((l) => l.startsWith('|') && l.includes('latency p99'));
        expect(rows.length).toBe(2);
        for (const line of rows) expect(line).not.toContain('limit');
        expect(markdown).toMatch(/`MB\/s` \|.*\(limit 8%\) \|$/m);
      }),
      { numRuns: 50 },
    );
  });
});
