import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { sourced } from '../helpers/documents.js';

const baseline = sourced('b.json', [
  { name: 'steady', value: 100, unit: 'ops/s', samples: [99, 100, 101, 100, 100.5] },
  { name: 'shaky', value: 112, unit: 'ops/s', samples: [80, 100, 120, 95, 105] },
]);
const runs = [0, 1, 2, 3, 4].map((i) =>
  sourced(`r${i}.json`, [
    { name: 'steady', value: 99 + i * 0.5, unit: 'ops/s' },
    { name: 'shaky', value: 90 + i * 5, unit: 'ops/s' },
  ]),
);

describe('renderings with noise', () => {
  const report = runGate(baseline, runs, DEFAULT_GATE_OPTIONS);

  it('adds a noise column to the text table, with the CV as ±x%', () => {
    const text = renderText(report, { color: false });
    expect(text).toMatch(/benchmark\s+baseline\s+current\s+change\s+noise\s+status/);
    expect(text).toMatch(/steady .* ±0\.8% current\s+unchanged/);
    expect(text).toMatch(/shaky .* ±14\.6% baseline\s+inconclusive/);
    expect(text).toMatch(/shaky: noise of 14\.6% is larger than the 8% limit; current 90 ops\/s–110 ops\/s \(±7\.9%, 5 runs\); baseline 80 ops\/s–120 ops\/s \(±14\.6%, 5 samples\)/);
    expect(text).toMatch(/no regressions, 1 inconclusive/);
  });

  it('adds a Noise column to the Markdown tables', () => {
    const md = renderMarkdown(report);
    expect(md).toContain('| Change | Noise | Status |');
    expect(md).toMatch(/\| 🌫️ \| `shaky` \|.*\| ±14\.6% baseline \| inconclusive \(limit 8%\) \|/);
    expect(md).toMatch(/- `shaky`: noise of 14\.6%/);
  });

  it('carries the dispersion in the JSON report', () => {
    const json = JSON.parse(renderJson(report));
    expect(json.benchmarks.find((b: { name: string }) => b.name === 'shaky').dispersion.baseline).toMatchObject({ n: 5, min: 80, max: 120, of: 'samples' });
  });

  it('shows the interval and p-value with --method stats', () => {
    const stats = runGate(baseline, runs, { ...DEFAULT_GATE_OPTIONS, method: 'stats' });
    const text = renderText(stats, { color: false });
    expect(text).toMatch(/geomean (?:±0\.0%|\d+\.\d% (?:better|worse)) \(limit 3%\) \[99% CI (?:±0\.0%|\d+\.\d% (?:better|worse))…(?:±0\.0%|\d+\.\d% (?:better|worse))\]/);
    expect(text).toMatch(/shaky: noise of 14\.6% .*; 99% CI .*, p = [\d.]+ \(Holm [\d.]+\), 5 vs 5 observations/);
    expect(renderMarkdown(stats)).toContain('stats: medians, Mann–Whitney U with Holm at α = 0.01 (else best of 5 runs)');
  });
});

describe('the notes under the table', () => {
  it('follow the table\'s order, worst first, not the input\'s', () => {
    // An inconclusive benchmark first in the files, a regressed one after it: the table shows the regression first.
    const base = sourced('b.json', [
      { name: 'shaky', value: 100, unit: 'ops/s', samples: [80, 100, 120, 95, 105] },
      { name: 'slower', value: 100, unit: 'ops/s', samples: [99, 100, 101, 100, 100.5] },
    ]);
    const current = [0, 1, 2].map((i) => sourced(`r${i}.json`, [{ name: 'shaky', value: 100 + i, unit: 'ops/s' }, { name: 'slower', value: 80 + i, unit: 'ops/s' }]));
    const report = runGate(base, current, DEFAULT_GATE_OPTIONS);
    const text = renderText(report, { color: false });
    expect(text.indexOf('\n  slower: ')).toBeGreaterThan(0);
    expect(text.indexOf('\n  slower: ')).toBeLessThan(text.indexOf('\n  shaky: '));
    const md = renderMarkdown(report);
    expect(md.indexOf('- `slower`: ')).toBeGreaterThan(0);
    expect(md.indexOf('- `slower`: ')).toBeLessThan(md.indexOf('- `shaky`: '));
  });
});

describe('renderings without noise data', () => {
  const plain = runGate(sourced('b.json', [{ name: 'x', value: 100, unit: 'ops/s' }]), [sourced('r.json', [{ name: 'x', value: 120, unit: 'ops/s' }])], DEFAULT_GATE_OPTIONS);

  it('keep the table as it was: no noise column', () => {
    const text = renderText(plain, { color: false });
    expect(text).toMatch(/^benchmark\s+baseline\s+current\s+change\s+status$/m);
    expect(text).not.toContain('noise');
    expect(renderMarkdown(plain)).not.toContain('Noise');
    expect(renderJson(plain)).not.toContain('dispersion');
  });
});
