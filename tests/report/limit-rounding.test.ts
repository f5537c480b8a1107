/**
 * A figure shown next to the limit it was compared with is never rounded onto or across that limit:
 * a benchmark 8.004% worse fails an 8% limit, and "-8.0% regressed (limit 8%)" would say it sat
 * exactly at the limit, which passes ("more than 8% worse" fails). The same holds for the geomean
 * against its limit and for the noise that makes a row inconclusive.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../../src/core/gate-options.js';
import { changeInWords, pctDigitsBeside } from '../../src/core/ratio.js';
import type { Report } from '../../src/core/report.js';
import { humanChange, humanPct } from '../../src/report/humanize.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { sourced } from '../helpers/documents.js';

/** The reference: is |pct| over the limit, as the gate decides ("more than", with 1e-9 of slack)? */
const over = (pct: number, limit: number): boolean => Math.abs(pct) > limit + 1e-9;

/** The number a text shows, without sign or unit. */
const shown = (text: string): number => Number(/(\d+(?:\.\d+)?(?:e[-+]?\d+)?)%/.exec(text)![1]);

const limitArb = fc.constantFrom(0, 0.5, 1, 2.5, 3, 5, 8, 10, 12.5, 25);
/** Changes at and around a limit (the rounding matters there), and anywhere else. */
const pctNear = (limit: number) =>
  fc.oneof(
    fc.double({ min: limit - 0.1, max: limit + 0.1, noNaN: true }),
    fc.constantFrom(limit, limit + 0.004, limit + 0.0004, limit + 0.04, limit - 0.04, limit + 2e-9),
    fc.double({ min: 0, max: 200, noNaN: true }),
  ).map((p) => Math.abs(p));

describe('a percentage beside its limit', () => {
  it('is on the same side of the limit as the value, and within rounding of it', () => {
    fc.assert(
      fc.property(limitArb.chain((limit) => fc.tuple(fc.constant(limit), pctNear(limit), fc.boolean())), ([limit, abs, negative]) => {
        const pct = negative ? -abs : abs;
        for (const text of [pctDigitsBeside(pct, limit), changeInWords(pct, limit), humanChange(pct, '-', over(pct, limit), limit)]) {
          if (text === '±0.0%') {
            expect(over(pct, limit)).toBe(false);
            continue;
          }
          const figure = shown(text.endsWith('%') || text.includes('% ') ? text : `${text}%`);
          expect(figure > limit).toBe(over(pct, limit));
          expect(Math.abs(figure - abs)).toBeLessThanOrEqual(0.05 + 1e-12);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps one decimal when rounding does not cross the limit', () => {
    expect(changeInWords(-2.84, 3)).toBe('2.8% worse');
    expect(changeInWords(-3.04, 3)).toBe('3.04% worse');
    expect(changeInWords(-3, 3)).toBe('3.0% worse');
    expect(changeInWords(-0.04, 0)).toBe('0.04% worse');
    expect(humanChange(-8.004, '-', true, 8)).toBe('-8.004%');
    expect(humanChange(8.01, '+', true, 8)).toBe('+8.01%');
    expect(humanChange(-7.96, '-', false, 8)).toBe('-8.0%');
  });
});

describe('the renderings', () => {
  const gate = (base: number[], run: number[], options: Partial<GateOptions> = {}): Report =>
    runGate(
      sourced('b.json', base.map((v, i) => ({ name: `b${i}`, value: v, unit: 'ops/s' }))),
      [sourced('r.json', run.map((v, i) => ({ name: `b${i}`, value: v, unit: 'ops/s' })))],
      { ...DEFAULT_GATE_OPTIONS, ...options },
    );

  it('never show a failing row or geomean at exactly its limit', () => {
    // 919.95 against 1000 ops/s is 8.005% worse: regressed. 969.6 is 3.04% worse: under 8%, and two of
    // them are a geomean over its 3%.
    const report = gate([1000, 1000], [919.95, 969.6]);
    expect(report.benchmarks[0]!.status).toBe('regressed');
    const text = renderText(report, { color: false });
    const md = renderMarkdown(report);
    expect(text).toMatch(/-8\.005% \(1\.09× slower\)\s+regressed \(limit 8%\)/);
    expect(md).toMatch(/−8\.005% \(1\.09× slower\) \| regressed \(limit 8%\)/);
    const only = gate([1000, 1000], [969.6, 969.6]);
    expect(only.geomean.status).toBe('fail');
    expect(renderText(only, { color: false })).toMatch(/^bench-gate FAIL: no benchmark regressed; geomean 3\.04% worse \(limit 3%\)/);
    expect(renderMarkdown(only)).toMatch(/geomean 3\.04% worse \(limit 3%\)/);
  });

  it("never show a row's own change across its limit, which applies to the normalised change", () => {
    // A time 8.00001% longer is 7.4% worse: within an 8% limit. It read "+8.00001% ... unchanged", the
    // digits that would put an 8% change over the limit; the limit of a time's own change lies at
    // +8.6957% (100/0.92) on the worse side and -7.4074% (100/1.08) on the better one.
    const times = runGate(
      sourced('b.json', [{ name: 't', value: 100, unit: 'ns' }]),
      [sourced('r.json', [{ name: 't', value: 108.00001, unit: 'ns' }])],
      DEFAULT_GATE_OPTIONS,
    );
    expect(times.benchmarks[0]!.status).toBe('unchanged');
    expect(renderText(times, { color: false })).toMatch(/\+8\.0% \(1\.08× slower\)\s+unchanged/);
    const limitAt = (direction: 'ns' | 'ops/s', limit: number): number[] =>
      direction === 'ns' ? [1 / (1 - limit / 100), 1 / (1 + limit / 100), 1 + limit / 100, 1 - limit / 100] : [1 - limit / 100, 1 + limit / 100];
    const arb = fc
      .tuple(fc.constantFrom<'ns' | 'ops/s'>('ns', 'ops/s'), fc.constantFrom(0.5, 3, 8, 12.5, 25), fc.double({ min: 1, max: 1e6, noNaN: true }))
      .chain(([unit, limit, base]) =>
        fc.tuple(
          fc.constant(unit),
          fc.constant(limit),
          fc.constant(base),
          fc.constantFrom(...limitAt(unit, limit)),
          fc.oneof(fc.constantFrom(0, 1e-7, -1e-7, 1e-9, -1e-9, 1e-12), fc.double({ min: -1e-4, max: 1e-4, noNaN: true })),
        ),
      );
    fc.assert(
      fc.property(arb, ([unit, limit, base, factor, nudge]) => {
        const current = base * factor * (1 + nudge);
        const report = runGate(
          sourced('b.json', [{ name: 'x', value: base, unit }]),
          [sourced('r.json', [{ name: 'x', value: current, unit }])],
          { ...DEFAULT_GATE_OPTIONS, threshold: limit, geomeanThreshold: 100 },
        );
        const r = report.benchmarks[0]!;
        const overLimit = Math.abs(r.change_pct!) > limit + 1e-9;
        for (const out of [renderText(report, { color: false }), renderMarkdown(report)]) {
          const m = /(?<![±\w])([-+−])(\d+(?:\.\d+)?)% \(/.exec(out);
          expect(m, out).not.toBeNull();
          const figure = (m![1] === '+' ? 1 : -1) * Number(m![2]);
          // The normalised change the figure shown means, as the gate computes it.
          const normalised = unit === 'ns' ? (100 / (100 + figure) - 1) * 100 : figure;
          expect(Math.abs(normalised) > limit, `${m![0]} beside a limit of ${limit}% (${r.status}, change_pct ${r.change_pct})`).toBe(overLimit);
          expect(Math.abs(figure - r.value_change_pct!)).toBeLessThanOrEqual(0.05 + 1e-12);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('show a limit with its own digits, never rounded onto the figure beside it', () => {
    // A 12.25% limit read "12.3%", and a row 12.26% worse "-12.3% regressed (limit 12.3%)": at its
    // limit, which passes. The limit is a number someone wrote; it is shown as written.
    const report = gate([100, 100], [87.74, 87.74], { threshold: 12.25, geomeanThreshold: 12.25 });
    expect(report.benchmarks[0]!.status).toBe('regressed');
    const text = renderText(report, { color: false });
    expect(text).toMatch(/-12\.3% \(1\.14× slower\)\s+regressed \(limit 12\.25%\)/);
    expect(text.split('\n')[0]).toBe('bench-gate FAIL: 2 regressions; geomean 12.3% worse (limit 12.25%)');
    const md = renderMarkdown(report);
    expect(md).toContain('| regressed (limit 12.25%) |');
    expect(md).toContain('(limit 12.25%)');
    expect(md).toContain('limits: 12.25% per benchmark, 12.25% geomean');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999 }), (hundredths) => {
        const limit = hundredths / 100;
        expect(humanPct(limit)).toBe(`${limit}%`);
      }),
    );
  });

  it('never show the noise that makes a row inconclusive at exactly its limit', () => {
    // Two samples 8.04% apart in CV: noisier than the 8% limit.
    const d = 0.0804 * 100 * Math.SQRT2;
    const report = runGate(
      sourced('b.json', [{ name: 'noisy', value: 100, unit: 'ops/s', samples: [100 + d / 2, 100 - d / 2] }]),
      [sourced('r.json', [{ name: 'noisy', value: 100, unit: 'ops/s' }])],
      DEFAULT_GATE_OPTIONS,
    );
    expect(report.benchmarks[0]!.status).toBe('inconclusive');
    const text = renderText(report, { color: false });
    expect(text).toContain('±8.04% baseline');
    expect(text).toContain('noise of 8.04% is larger than the 8% limit');
    expect(text).toContain('(±8.04%, 2 samples)');
  });

  it('word a change that is over the limit but not significant as worse or better, not with the sign of a normalised change', () => {
    // A time 8.7% longer (normalised: 8.0% worse) on 10 baseline samples against 2 runs: not significant at 0.01.
    const samples = [100, 101, 99, 100.5, 99.5, 100.2, 99.8, 100.1, 99.9, 100.3];
    const report = runGate(
      sourced('b.json', [{ name: 't', value: 100, unit: 'ms', samples }]),
      [sourced('r1.json', [{ name: 't', value: 108.75, unit: 'ms' }]), sourced('r2.json', [{ name: 't', value: 108.8, unit: 'ms' }])],
      { ...DEFAULT_GATE_OPTIONS, method: 'stats' },
    );
    const t = report.benchmarks[0]!;
    expect(t.status).toBe('inconclusive');
    expect(t.note).toMatch(/^8\.0\d*% worse is over the 8% limit but not significant/);
  });
});
