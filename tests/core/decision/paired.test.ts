/** The paired decision inside the gate: `bench-diff ab`'s report is the gate's report, decided on the rounds. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import validateReport from '../../../generated/report-validator.js';
import { abReport, baselineOfRounds } from '../../../src/core/ab.js';
import { DEFAULT_GATE_OPTIONS } from '../../../src/core/gate-options.js';
import type { BenchmarkEntry, SourcedDocument } from '../../../src/core/model.js';
import { betterThan, worseThan } from '../../../src/core/ratio.js';
import { comparePaired } from '../../../src/core/stats/paired.js';
import { renderMarkdown } from '../../../src/report/markdown.js';
import { renderText } from '../../../src/report/text.js';
import { sourced } from '../../helpers/documents.js';

/** A load shared by both sides of a round that swings 2x between rounds, as a busy runner gives. */
const LOAD = [1, 1.9, 1.2, 2.3, 1.05, 1.6, 1.1, 2.0, 1.3, 1.7];
const wiggle = (i: number, k: number) => 1 + 0.004 * (((i + k) % 3) - 1);

function rounds(side: string, values: (round: number) => Record<string, number | null>): SourcedDocument[] {
  return LOAD.map((_, i) => {
    const entries: BenchmarkEntry[] = Object.entries(values(i)).map(([name, v]) => (v === null ? { name, success: false, error: 'crashed' } : { name, value: v, unit: 'ms' }));
    return sourced(`${side}-${i + 1}.json`, entries);
  });
}

const base = rounds('base', (i) => ({ slow: 100 * LOAD[i]! * wiggle(i, 0), same: 40 * LOAD[i]! * wiggle(i, 1) }));
const head = (slow: number) => rounds('head', (i) => ({ slow: 100 * slow * LOAD[i]! * wiggle(i, 1), same: 40 * LOAD[i]! * wiggle(i, 2) }));

describe('the paired method in the gate', () => {
  it('decides as comparePaired does on the same rounds, and records the pairing in a valid report', () => {
    const report = abReport(base, head(1.12), DEFAULT_GATE_OPTIONS, 7);
    expect(validateReport(report)).toBe(true);
    const direct = comparePaired(
      ['slow', 'same'].map((name) => ({
        name,
        direction: 'lower' as const,
        threshold_pct: 8,
        base: base.map((d) => d.document.benchmarks.find((b) => b.name === name)!.value!),
        head: head(1.12).map((d) => d.document.benchmarks.find((b) => b.name === name)!.value!),
      })),
      { alpha: 0.01, geomeanThreshold: 3 },
    );
    expect(report.method).toBe('paired');
    expect(report.alpha).toBe(0.01);
    expect(report.paired).toEqual({ rounds: 10, seed: 7 });
    expect(report.aggregate).toBe('median');
    expect(report.benchmarks.map((b) => b.status)).toEqual(direct.benchmarks.map((b) => b.status));
    expect(report.benchmarks.map((b) => b.status)).toEqual(['regressed', 'unchanged']);
    expect(report.verdict).toBe('fail');
    const [slow, same] = report.benchmarks;
    expect(slow!.change_pct).toBe(direct.benchmarks[0]!.change_pct);
    expect(slow!.stats).toMatchObject({ test: 'signed-rank', baseline_n: 10, current_n: 10, exact: true, significant: true });
    expect(slow!.stats!.ci_pct).toEqual(direct.benchmarks[0]!.ci_pct);
    expect(slow!.stats!.p_holm).toBe(direct.benchmarks[0]!.p_holm);
    expect(same!.stats!.p_value).toBe((same!.change_pct! < 0 ? direct.benchmarks[1]!.p_worse : direct.benchmarks[1]!.p_better));
    expect(report.geomean).toMatchObject({ change_pct: direct.geomean.change_pct, ci_pct: direct.geomean.ci_pct, status: direct.geomean.status, count: 2 });
    // The value columns are each side's median over the rounds.
    expect(slow!.baseline).toBe(baselineOfRounds(base, DEFAULT_GATE_OPTIONS).document.benchmarks[0]!.value);
    // The measured value's change is the paired ratio's, times going up as it says "slower".
    for (const b of report.benchmarks) expect(b.value_change_pct).toBeCloseTo((1 / b.ratio! - 1) * 100, 10);
    expect(slow!.value_change_pct).toBeGreaterThan(8);
  });

  it('shows the paired change, not the medians\' change, when the two disagree', () => {
    // The head is slower in 4 rounds of 10: its median is the base's, its paired change is not.
    const flat = (side: string, f: (i: number) => number) => rounds(side, (i) => ({ a: 100 * f(i) }));
    const report = abReport(flat('base', () => 1), flat('head', (i) => (i % 2 === 1 && i < 8 ? 1.5 : 1)), DEFAULT_GATE_OPTIONS, 1);
    const [a] = report.benchmarks;
    expect(a!.baseline).toBe(a!.current);
    expect(a!.ratio).toBeLessThan(1);
    expect(a!.value_change_pct).toBeCloseTo((1 / a!.ratio! - 1) * 100, 10);
    expect(renderText(report, { color: false })).toMatch(new RegExp(`\\+${a!.value_change_pct!.toFixed(1).replace('.', '\\.')}% \\(1\\.\\d\\d× slower\\)`));
  });

  it('passes unchanged code despite the load swings that an unpaired comparison could not see through', () => {
    const report = abReport(base, head(1), DEFAULT_GATE_OPTIONS, 1);
    expect(report.verdict).toBe('pass');
    expect(report.benchmarks.map((b) => b.status)).toEqual(['unchanged', 'unchanged']);
    // The same runs through the threshold rule: the median of each side moves with the load draw, not the code.
    expect(report.benchmarks[0]!.dispersion!.current!.cv_pct).toBeGreaterThan(25);
  });

  it('keeps a protected benchmark protected, out of Holm\'s family, and says whether it was over its limit', () => {
    const options = { ...DEFAULT_GATE_OPTIONS, protected: [{ name: 'slow', reason: 'known' }], protectedInGeomean: false };
    const report = abReport(base, head(1.2), options, 1);
    const slow = report.benchmarks[0]!;
    expect(slow.status).toBe('protected');
    expect(slow.over_threshold).toBe(true);
    expect(slow.in_geomean).toBe(false);
    expect(slow.stats!.p_holm).toBeUndefined();
    expect(report.verdict).toBe('pass');
    expect(report.geomean.count).toBe(1);
    // The family is one benchmark, so the other one's corrected p-value is its own.
    expect(report.benchmarks[1]!.stats!.p_holm).toBe(report.benchmarks[1]!.stats!.p_value);
    expect(validateReport(report)).toBe(true);
  });

  it('accepts regressions like compare does', () => {
    const report = abReport(base, head(1.2), { ...DEFAULT_GATE_OPTIONS, acceptedBy: '--accept' }, 1);
    expect(report.verdict).toBe('accepted');
    expect(report.accepted_by).toBe('--accept');
  });

  it('reports failed, missing and new benchmarks with the gate\'s statuses', () => {
    const b = rounds('base', (i) => ({ a: 10 * LOAD[i]!, gone: 5, broken_base: i === 3 ? null : 7, broken_head: 3 }));
    const h = rounds('head', (i) => ({ a: 10 * LOAD[i]!, broken_base: 7, broken_head: i === 5 ? null : 3, added: 1 }));
    const report = abReport(b, h, DEFAULT_GATE_OPTIONS, 1);
    const status = Object.fromEntries(report.benchmarks.map((r) => [r.name, r.status]));
    expect(status).toEqual({ a: 'unchanged', gone: 'missing', broken_base: 'new', broken_head: 'failed', added: 'new' });
    expect(report.benchmarks.find((r) => r.name === 'broken_head')!.error).toContain('crashed (in head-6.json)');
    expect(report.verdict).toBe('fail');
    expect(validateReport(report)).toBe(true);
  });

  it('renders through the text and Markdown renderers with each benchmark\'s interval and the pairing named', () => {
    const report = abReport(base, head(1.12), DEFAULT_GATE_OPTIONS, 7);
    const text = renderText(report, { color: false });
    expect(text).toMatch(/^bench-gate FAIL: 1 regression/);
    expect(text).toMatch(/benchmark\s+baseline\s+current\s+change\s+interval\s+status/);
    expect(text).toMatch(/slow .* \+\d+\.\d% \(1\.\d\d× slower\)\s+\+1\d\.\d%…\+1\d\.\d%\s+regressed \(limit 8%\)/);
    expect(text).toContain('paired: 10 interleaved rounds (order seed 7), change = Hodges–Lehmann estimate of the per-round ratios, Wilcoxon signed-rank with Holm at α = 0.01');
    expect(text).toMatch(/slow: 99% CI .*, p = .* \(Holm .*\), 10 rounds/);
    const markdown = renderMarkdown(report);
    expect(markdown).toContain('| Interval | Status |');
    expect(markdown).toContain('<sub>paired: 10 interleaved rounds (order seed 7)');
  });

  it('makes a valid report from one or two rounds, with the warning that they cannot reach the level', () => {
    for (const n of [1, 2]) {
      const report = abReport(base.slice(0, n), head(1.5).slice(0, n), DEFAULT_GATE_OPTIONS, 1);
      expect(validateReport(report), `${n} rounds`).toBe(true);
      expect(report.benchmarks[0]!.status).toBe('inconclusive');
      expect(report.warnings.join('\n')).toMatch(/signed-rank test cannot reach p <= 0\.005/);
      expect(renderText(report, { color: false })).toMatch(/slow .* \+\d+\.\d% \(1\.\d\d× slower\)/);
    }
  });

  it('gives the geomean the coverage its interval has, and calls a geomean over its limit that its test cannot back inconclusive, not a pass', () => {
    // 3 rounds: the exact interval of 3 pairs covers 75% at best, and the smallest one-sided p is 1/8.
    const few = abReport(base.slice(0, 3), head(1.5).slice(0, 3), DEFAULT_GATE_OPTIONS, 1);
    expect(validateReport(few)).toBe(true);
    expect(few.geomean.confidence).toBe(0.75);
    expect(few.geomean.status).toBe('inconclusive');
    expect(few.verdict).toBe('pass');
    expect(few.warnings.join('\n')).toMatch(
      /and the geomean cannot fail, whatever its change \(its test needs 7 rounds to reach p <= 0\.01\); the geomean, \d+\.\d% worse, is over the 3% limit but not significant \(p = 0\.125; needs <= 0\.01\), so it is inconclusive\. Give --runs 8 or more$/,
    );
    const text = renderText(few, { color: false });
    expect(text.split('\n')[0]).toMatch(/^bench-gate PASS: .*geomean \d+\.\d% worse \(limit 3%\) \[75% CI [^\]]*\], inconclusive$/);
    expect(text).toMatch(/over 2 benchmarks: inconclusive\n/);
    expect(text).toMatch(/, 3 rounds;/);
    expect(text).not.toMatch(/not significant$|: pass/m);
    const markdown = renderMarkdown(few);
    expect(markdown).toMatch(/\*\*Geomean\*\* over 2 benchmarks: .*&#91;75% CI .*&#93;, inconclusive 🌫️/);
    expect(markdown).toMatch(/is over the 3% limit but not significant \(p = 0\.125; needs &#60;= 0\.01\), so it is inconclusive/);
    expect(markdown).not.toMatch(/, not significant ✅/);
    // One round: an interval that covers nothing is not shown; the note says "1 round".
    const one = abReport(base.slice(0, 1), head(1.5).slice(0, 1), DEFAULT_GATE_OPTIONS, 1);
    expect(validateReport(one)).toBe(true);
    expect(one.geomean.ci_pct).toBeUndefined();
    expect(renderText(one, { color: false })).not.toMatch(/% CI .*worse…/);
    expect(renderText(one, { color: false })).toMatch(/, 1 round\n/);
    // Enough rounds: the confidence asked for, no caveat, and a geomean over its limit fails.
    const full = abReport(base, head(1.5), DEFAULT_GATE_OPTIONS, 1);
    expect(full.geomean.confidence).toBeGreaterThanOrEqual(0.99);
    expect(full.geomean.status).toBe('fail');
    expect(renderText(full, { color: false })).not.toMatch(/not significant/);
    expect(full.warnings.join('\n')).not.toMatch(/geomean cannot fail/);
  });

  it('does not suggest promoting an improvement: ab compares two commands and has no baseline', () => {
    const faster = abReport(base, head(0.8), DEFAULT_GATE_OPTIONS, 1);
    expect(faster.summary.improved).toBe(1);
    expect(faster.verdict).toBe('pass');
    expect(renderText(faster, { color: false })).not.toMatch(/promot/);
    expect(renderMarkdown(faster)).not.toMatch(/promot/);
    // The same report against a baseline (compare) suggests it.
    const compared = { ...faster, method: 'best' as const };
    expect(renderText(compared, { color: false })).toContain('consider promoting the runs as the new baseline');
    expect(renderMarkdown(compared)).toContain('consider promoting these runs as the new baseline');
  });

  it('shows no noise in the interval column for a benchmark only one side has', () => {
    const withNew = head(1).map((d) => ({ ...d, document: { ...d.document, benchmarks: [...d.document.benchmarks, { name: 'fresh', value: 5 + d.document.benchmarks[0]!.value! / 1000, unit: 'ms' }] } }));
    const report = abReport(base, withNew, DEFAULT_GATE_OPTIONS, 1);
    expect(report.benchmarks.find((r) => r.name === 'fresh')!.status).toBe('new');
    expect(renderText(report, { color: false })).toMatch(/^fresh +— +\S+ ms +— +— +new$/m);
    expect(renderMarkdown(report)).not.toMatch(/±[\d.]+% current/);
  });

  it('keeps the exact-count rule for instruction counts: decided at 0% before the paired method, never inconclusive', () => {
    const counts = (side: string, f: (i: number) => number) => rounds(side, (i) => ({ ins: f(i) }));
    // Within 0.001% on each side and between the sides: exact and unchanged, though an interval at 0% would reach past 0.
    const same = abReport(counts('base', (i) => 1e8 + (i % 2) * 40), counts('head', (i) => 1e8 + (i % 3) * 40), DEFAULT_GATE_OPTIONS, 1);
    const ins = (r: typeof same) => r.benchmarks[0]!;
    const withUnit = (docs: SourcedDocument[]) => docs.map((d) => ({ ...d, document: { ...d.document, benchmarks: d.document.benchmarks.map((b) => ({ ...b, unit: 'instructions' })) } }));
    const exact = abReport(withUnit(counts('base', (i) => 1e8 + (i % 2) * 40)), withUnit(counts('head', (i) => 1e8 + (i % 3) * 40)), DEFAULT_GATE_OPTIONS, 1);
    expect(ins(exact)).toMatchObject({ status: 'unchanged', threshold_pct: 0, exact: true });
    expect(ins(exact).note).toBeUndefined();
    expect(exact.warnings.join('\n')).not.toMatch(/interval/);
    const more = abReport(withUnit(counts('base', () => 1e8)), withUnit(counts('head', () => 1.01e8)), DEFAULT_GATE_OPTIONS, 1);
    expect(ins(more)).toMatchObject({ status: 'regressed', threshold_pct: 0, exact: true });
    // The same values as times are the paired method's, and tight enough to be unchanged at 8%.
    expect(ins(same).status).toBe('unchanged');
  });

  it('renders a benchmark within its limit whose interval reaches past it as inconclusive, with why, in a valid report', () => {
    const wobble = [0.84, 1.2, 0.97, 1.41, 0.9, 1.05, 1.02, 0.95, 1.1, 0.92];
    const report = abReport(base, rounds('head', (i) => ({ slow: 100 * LOAD[i]! * wobble[i]!, same: 40 * LOAD[i]! * wiggle(i, 2) })), DEFAULT_GATE_OPTIONS, 1);
    expect(validateReport(report)).toBe(true);
    expect(report.verdict).toBe('pass');
    const [slow, same] = report.benchmarks;
    expect(Math.abs(slow!.change_pct!)).toBeLessThan(8);
    expect(slow!.status).toBe('inconclusive');
    expect(slow!.note).toMatch(/is within the 8% limit, but its 99% interval reaches past it on (both sides|the worse side|the better side): the rounds cannot rule out a change that large$/);
    expect(same!.status).toBe('unchanged');
    expect(report.summary.inconclusive).toBe(1);
    const text = renderText(report, { color: false });
    expect(text).toMatch(/^bench-gate PASS: no regressions, 1 inconclusive; geomean/);
    expect(text).toMatch(/^slow .*inconclusive$/m);
    expect(text).toContain(`  slow: ${slow!.note}; 99% CI`);
    expect(renderMarkdown(report)).toContain(`- \`slow\`: ${slow!.note}; 99% CI`);
  });

  it('calls a geomean within its limit whose interval reaches past it inconclusive, says why, and passes', () => {
    // Both benchmarks within 8% and their intervals too, but their geomean's interval reaches past 3%.
    const wobble = [0.96, 1.05, 0.99, 1.06, 0.97, 1.02, 1.01, 0.98, 1.04, 0.97];
    const report = abReport(base, rounds('head', (i) => ({ slow: 100 * LOAD[i]! * wobble[i]!, same: 40 * LOAD[i]! * wobble[(i + 3) % 10]! })), { ...DEFAULT_GATE_OPTIONS, threshold: 15 }, 1);
    expect(validateReport(report)).toBe(true);
    expect(report.benchmarks.map((b) => b.status)).toEqual(['unchanged', 'unchanged']);
    expect(report.geomean.status).toBe('inconclusive');
    expect(report.verdict).toBe('pass');
    expect(report.geomean.ci_pct![0]).toBeLessThan(-3);
    expect(report.warnings).toEqual([expect.stringMatching(/^the geomean, \d\.\d% (worse|better), is within the 3% limit, but its 99% interval \([^)]+\) reaches past it on (both sides|the worse side), so it is inconclusive: more rounds \(a larger --runs\) would tell$/)]);
    const text = renderText(report, { color: false });
    expect(text).toContain(`warning: ${report.warnings[0]}\n`);
    expect(text).toMatch(/\] over 2 benchmarks: inconclusive\n/);
    expect(renderMarkdown(report)).toContain(`> ${report.warnings[0]}`);
    expect(text.split('\n')[0]).toMatch(/^bench-gate PASS: no regressions; geomean .*\], inconclusive$/);
    expect(renderMarkdown(report)).toMatch(/\*\*Geomean\*\* over 2 benchmarks: .*&#93;, inconclusive 🌫️/);
  });

  it('never passes a geomean that its interval cannot back, and never fails the verdict for it (through the gate)', () => {
    // One to three benchmarks, one to 12 rounds, each round's head a worse-positive log-ratio off its base.
    const suite = fc.integer({ min: 1, max: 12 }).chain((n) => fc.array(fc.array(fc.double({ min: -0.12, max: 0.12, noNaN: true }), { minLength: n, maxLength: n }), { minLength: 1, maxLength: 3 }));
    fc.assert(
      fc.property(suite, fc.double({ min: -0.08, max: 0.08, noNaN: true }), fc.integer({ min: 1, max: 8 }), (logs, shift, limit) => {
        const n = logs[0]!.length;
        const side = (name: string, value: (k: number, i: number) => number) =>
          Array.from({ length: n }, (_, i) => sourced(`${name}-${i + 1}.json`, logs.map((_, k) => ({ name: `b${k}`, value: value(k, i), unit: 'ms' }))));
        const load = (i: number) => LOAD[i % LOAD.length]!;
        const report = abReport(side('base', (_, i) => 100 * load(i)), side('head', (k, i) => 100 * load(i) * Math.exp(logs[k]![i]! + shift)), { ...DEFAULT_GATE_OPTIONS, threshold: 50, geomeanThreshold: limit }, 1);
        expect(validateReport(report)).toBe(true);
        const g = report.geomean;
        if (logs.length === 1) {
          // A geomean over one benchmark is that benchmark: shown, never gated, and nothing said about it.
          expect(g).toMatchObject({ count: 1, status: 'skipped', gated: false });
          expect(report.warnings.join('\n')).not.toMatch(/the geomean, /);
          expect(report.verdict).toBe('pass');
          return;
        }
        const within = (pct: number) => !worseThan(pct, limit) && !betterThan(pct, limit);
        if (g.status === 'pass') {
          // The report's interval (absent for one round) backs it: within the limit, or past it on the better side only.
          expect(g.ci_pct).toBeDefined();
          expect(worseThan(g.ci_pct![0], limit)).toBe(false);
          if (within(g.change_pct!)) expect(within(g.ci_pct![1])).toBe(true);
        }
        if (g.status === 'inconclusive') expect(report.warnings.join('\n')).toMatch(/the geomean, .*, so it is inconclusive/);
        if (worseThan(g.change_pct!, limit)) {
          // Worse than its limit: fails when significant, else inconclusive, as a row; never a pass.
          expect(g.status).toBe(g.significant ? 'fail' : 'inconclusive');
          if (g.status === 'inconclusive') expect(report.verdict).toBe('pass');
          return;
        }
        if (g.ci_pct && within(g.ci_pct[0]) && within(g.ci_pct[1]) && within(g.change_pct!)) expect(g.status).toBe('pass');
        expect(['pass', 'inconclusive']).toContain(g.status);
        // Threshold 50: no benchmark regresses, so nothing fails the verdict.
        expect(report.verdict).toBe('pass');
      }),
    );
  });

  it('refuses sides that do not make rounds', () => {
    expect(() => abReport(base, head(1).slice(1), DEFAULT_GATE_OPTIONS, 1)).toThrow(/10 base and 9 head runs do not make rounds/);
  });
});
