/**
 * A geomean worse than its limit whose test did not reach alpha is `inconclusive` (methods stats and
 * paired), as a row is, and every rendering says so; the ", not significant" pass is left only for a
 * report an earlier bench-diff wrote, which the Action still renders (input `report`).
 */
import { describe, expect, it } from 'vitest';
import validateReport from '../../generated/report-validator.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import type { Report } from '../../src/core/report.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { geomeanPhrase } from '../../src/report/phrasing.js';
import { renderText } from '../../src/report/text.js';
import { sourced as doc } from '../helpers/documents.js';

/** fixtures/stats-geomean's numbers: the geomean 5.2% worse, its 99% interval 10.3% worse…1.4% better. */
function statsReport(): Report {
  const base = [[100.2, 97.1, 103.5, 99.0, 101.4], [50.3, 52.0, 48.9, 49.6, 51.1]];
  const head = [[104.0, 114.3, 98.2, 109.9, 106.1], [52.9, 50.1, 55.8, 49.4, 53.5]];
  const names = ['parse', 'render'];
  const baseline = doc('base.json', names.map((name, k) => ({ name, value: Math.min(...base[k]!), unit: 'ms', samples: base[k]! })));
  const runs = [0, 1, 2, 3, 4].map((r) => doc(`run${r}.json`, names.map((name, k) => ({ name, value: head[k]![r]!, unit: 'ms' }))));
  return runGate(baseline, runs, { ...DEFAULT_GATE_OPTIONS, method: 'stats' });
}

describe('a geomean worse than its limit but not significant', () => {
  it('renders as inconclusive, with why, in text, Markdown and JSON, never as a pass', () => {
    const report = statsReport();
    expect(report.geomean.status).toBe('inconclusive');
    const text = renderText(report, { color: false });
    expect(text.split('\n')[0]).toBe('bench-gate PASS: no regressions; geomean 5.2% worse (limit 3%) [99% CI 10.3% worse…1.4% better], inconclusive');
    expect(text).toContain('geomean 5.2% worse (limit 3%) [99% CI 10.3% worse…1.4% better] over 2 benchmarks: inconclusive\n');
    expect(text).toContain('is over the 3% limit but not significant (its 99% interval, 10.3% worse…1.4% better, includes no change), so it is inconclusive');
    const markdown = renderMarkdown(report);
    expect(markdown).toContain('**Geomean** over 2 benchmarks: 5.2% worse (limit 3%) &#91;99% CI 10.3% worse…1.4% better&#93;, inconclusive 🌫️');
    for (const out of [text, markdown]) expect(out).not.toMatch(/, not significant|: pass\b/);
    const json = JSON.parse(renderJson(report)) as Report;
    expect(validateReport(json)).toBe(true);
    expect(json.geomean).toMatchObject({ status: 'inconclusive', significant: false });
    expect(json.warnings.join('\n')).toMatch(/the geomean, 5\.2% worse, is over the 3% limit but not significant/);
  });

  it('still says ", not significant" after a pass an earlier bench-diff wrote into a report read back', () => {
    const earlier = statsReport();
    earlier.geomean.status = 'pass';
    earlier.warnings = [];
    expect(validateReport(JSON.parse(renderJson(earlier)))).toBe(true);
    expect(geomeanPhrase(earlier)).toBe('geomean 5.2% worse (limit 3%) [99% CI 10.3% worse…1.4% better], not significant');
    expect(renderText(earlier, { color: false })).toContain('over 2 benchmarks: pass, not significant\n');
    expect(renderMarkdown(earlier)).toContain('&#93;, not significant ✅');
  });
});
