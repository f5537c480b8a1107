/**
 * Huge valid input renders: a million benchmarks through the text, Markdown and JSON renderings. Not
 * timed (performance lives in bench/); with input-sized arrays spread into calls (`Math.max(...rows)`,
 * `push(...section)`) these threw "Maximum call stack size exceeded" past ~125,000 rows.
 */
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import type { Report } from '../../src/core/report.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { sourced } from '../helpers/documents.js';

const MILLION = 1_000_000;

/** A gate report of two benchmarks (one regressed, one unchanged) with its rows repeated to a million. */
function millionRows(): Report {
  const report = runGate(
    sourced('baseline.json', [{ name: 'slow', ops_per_sec: 100, samples: [99, 100, 101] }, { name: 'same', ops_per_sec: 100 }]),
    [sourced('run.json', [{ name: 'slow', ops_per_sec: 50 }, { name: 'same', ops_per_sec: 100 }])],
    DEFAULT_GATE_OPTIONS,
  );
  const [regressed, unchanged] = report.benchmarks;
  report.benchmarks = Array.from({ length: MILLION }, (_, i) => ({ ...(i % 100_000 === 0 ? regressed! : unchanged!), name: `b${i}` }));
  report.summary.regressed = 10;
  report.summary.unchanged = MILLION - 10;
  return report;
}

describe('a million benchmarks', () => {
  const report = millionRows();

  it('render as text', () => {
    const text = renderText(report, { color: false });
    expect(text.split('\n').length).toBeGreaterThan(MILLION);
    expect(text).toContain('b999999');
  }, 300_000);

  it('render as Markdown', () => {
    const markdown = renderMarkdown(report);
    expect(markdown).toContain('<details><summary>999990 unchanged benchmarks</summary>');
    expect(markdown).toContain('`b999999`');
  }, 300_000);

  it('render as JSON', () => {
    expect((JSON.parse(renderJson(report)) as { benchmarks: unknown[] }).benchmarks).toHaveLength(MILLION);
  }, 300_000);
});
