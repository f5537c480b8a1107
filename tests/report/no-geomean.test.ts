/** The geomean line when there is no geomean: it says why, in every rendering. */
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { sourced } from '../helpers/documents.js';

describe('a geomean that could not be computed', () => {
  const base = sourced('b.json', [{ name: 'a', value: 1000, unit: 'ops/s' }, { name: 'b', value: 1000, unit: 'ops/s' }]);

  it('says why: every compared benchmark protected and left out of it, or none on both sides', () => {
    const left = runGate(base, [sourced('r.json', [{ name: 'a', value: 969.6, unit: 'ops/s' }, { name: 'b', value: 969.6, unit: 'ops/s' }])], {
      ...DEFAULT_GATE_OPTIONS,
      protected: [{ name: 'a' }, { name: 'b' }],
      protectedInGeomean: false,
    });
    expect(left.geomean.status).toBe('skipped');
    const reason = 'geomean not computed (every compared benchmark is protected, and protected benchmarks are left out of it)';
    const text = renderText(left, { color: false }).split('\n');
    expect(text[0]).toBe(`bench-gate PASS: no regressions; ${reason}`);
    expect(text).toContain(reason);
    expect(text.join('\n')).not.toMatch(/over 0 benchmarks/);
    expect(renderMarkdown(left)).toContain(`**Geomean:** not computed (every compared benchmark is protected, and protected benchmarks are left out of it).`);

    const none = runGate(base, [sourced('r.json', [{ name: 'a', success: false, error: 'x' }, { name: 'b', success: false, error: 'y' }])], DEFAULT_GATE_OPTIONS);
    // Both benchmarks are in the baseline and the runs: they failed, which the reason must say (it read
    // "no benchmark is in both the baseline and the runs", which was not true).
    expect(renderText(none, { color: false }).split('\n')[0]).toBe('bench-gate FAIL: 2 failed; geomean not computed (every benchmark the baseline and the runs have in common failed)');
    expect(renderMarkdown(none)).toContain('**Geomean:** not computed (every benchmark the baseline and the runs have in common failed).');

    const disjoint = runGate(base, [sourced('r.json', [{ name: 'c', value: 5, unit: 'ops/s' }])], { ...DEFAULT_GATE_OPTIONS, allowMissing: true });
    expect(renderText(disjoint, { color: false }).split('\n')[0]).toBe('bench-gate PASS: no regressions; geomean not computed (no benchmark is in both the baseline and the runs)');
  });
});

describe('a metric geomean that could not be computed', () => {
  const names = ['a', 'b'];
  const side = (source: string, mbs: number) => sourced(source, names.map((n) => ({ name: n, value: 10, unit: 'ns', metrics: { 'MB/s': { value: mbs, unit: 'MB/s' } } })));
  const line = (report: ReturnType<typeof runGate>) => renderText(report, { color: false }).split('\n').find((l) => l.startsWith('geomean MB/s'));

  it('says why: its values are 0, its benchmarks are protected, or its rule leaves it out', () => {
    expect(line(runGate(side('b.json', 0), [side('r.json', 5)], DEFAULT_GATE_OPTIONS))).toBe('geomean MB/s: not computed (no nonzero values on both sides)');
    const protectedOut = runGate(side('b.json', 100), [side('r.json', 95)], { ...DEFAULT_GATE_OPTIONS, protected: names.map((name) => ({ name })), protectedInGeomean: false });
    expect(line(protectedOut)).toBe('geomean MB/s: not computed (every benchmark with it is protected, and protected benchmarks are left out of it)');
    const ruled = runGate(side('b.json', 100), [side('r.json', 95)], { ...DEFAULT_GATE_OPTIONS, metricRules: { 'MB/s': { geomean: false } } });
    expect(line(ruled)).toBe('geomean MB/s: not computed (its rule leaves it out: geomean false)');
  });
});
