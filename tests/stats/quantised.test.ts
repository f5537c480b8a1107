/**
 * `--method stats` never shows a verdict its own interval contradicts: the point estimate is the ratio
 * of the medians, the interval that of the Hodges–Lehmann shift, and on samples quantised to a timer's
 * steps the medians can jump a whole step (+50%) while most pairs of observations differ by nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import validateReport from '../../generated/report-validator.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../../src/core/gate-options.js';
import type { BenchmarkEntry, SourcedDocument } from '../../src/core/model.js';
import { betterThan, worseThan } from '../../src/core/ratio.js';
import type { Report } from '../../src/core/report.js';
import { cli } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

const FIXTURE = join(ROOT, 'fixtures/stats-quantised');
const stats: GateOptions = { ...DEFAULT_GATE_OPTIONS, method: 'stats' };

function fixture(name: string): SourcedDocument {
  return { source: name, document: JSON.parse(readFileSync(join(FIXTURE, name), 'utf8')) as SourcedDocument['document'] };
}

const NOTE =
  'the medians are 33.3% worse, over the 8% limit, but the shift of the whole distribution is ±0.0% (99% interval ±0.0%…±0.0%), within it: ' +
  "the 4000 observations take only 3 distinct values (a timer's steps), so a median jumps a whole step while most pairs of observations differ by none; " +
  'a longer-running benchmark, or more iterations per sample, measures the change';

/**
 * The invariant: a tested row's status and the geomean's never contradict the interval shown beside
 * them. `regressed` (or a failing geomean) only when the interval's worse end is past the limit, and
 * `improved` only when its better end is; `unchanged` (or a passing geomean) only when the interval
 * does not lie wholly past the limit on either side (on the worse side, for the geomean).
 */
function contradictions(report: Report): string[] {
  const out: string[] = [];
  for (const r of report.benchmarks) {
    const ci = r.stats?.test === 'mann-whitney' ? r.stats.ci_pct : undefined;
    if (!ci || r.change_pct == null) continue;
    const limit = r.threshold_pct;
    const [low, high] = ci;
    if (r.status === 'regressed' && !(worseThan(r.change_pct, limit) && worseThan(low, limit))) out.push(`${r.name} regressed with interval ${low}…${high}`);
    if (r.status === 'improved' && !(betterThan(r.change_pct, limit) && betterThan(high, limit))) out.push(`${r.name} improved with interval ${low}…${high}`);
    if (r.status === 'unchanged' && (worseThan(high, limit) || betterThan(low, limit))) out.push(`${r.name} unchanged with interval ${low}…${high}`);
  }
  const g = report.geomean;
  const limit = report.thresholds.geomean_pct;
  if (g.ci_pct && g.change_pct !== null) {
    const [low, high] = g.ci_pct;
    if (g.status === 'fail' && !(worseThan(g.change_pct, limit) && worseThan(low, limit))) out.push(`geomean fails with interval ${low}…${high}`);
    if (g.status === 'pass' && (worseThan(g.change_pct, limit) || worseThan(high, limit))) out.push(`geomean passes with interval ${low}…${high}`);
  }
  return out;
}

describe('--method stats on samples quantised to a timer\'s steps', () => {
  it('calls a median that jumps a whole step while the shift is 0 inconclusive, and says why', () => {
    const report = runGate(fixture('base.json'), [fixture('current.json')], stats);
    const row = report.benchmarks[0]!;
    // The medians: 20 ns -> 30 ns; the shift of the whole distribution and its interval: none.
    expect([row.baseline, row.current]).toEqual([20, 30]);
    expect(row.value_change_pct).toBeCloseTo(50, 9);
    expect(row.stats!.ci_pct).toEqual([0, 0]);
    expect(row.stats!.significant).toBe(true);
    expect(row.status).toBe('inconclusive');
    expect(row.note).toBe(NOTE);
    // The geomean of this one benchmark is that benchmark: shown with its interval, not gated, and the
    // row's note alone says why it is inconclusive.
    expect(report.geomean).toMatchObject({ count: 1, status: 'skipped', gated: false, ci_pct: [0, 0] });
    expect(report.warnings.filter((w) => w.includes('geomean'))).toEqual([]);
    expect(report.verdict).toBe('pass');
    expect(contradictions(report)).toEqual([]);
    expect(validateReport(JSON.parse(JSON.stringify(report)))).toBe(true);
  });

  it('says why a geomean of several such benchmarks is inconclusive: its interval lies within the limit', () => {
    const twice = (d: SourcedDocument): SourcedDocument => {
      const entry = d.document.benchmarks[0]!;
      return { ...d, document: { ...d.document, benchmarks: [entry, { ...entry, name: 'hash large key' }] } };
    };
    const report = runGate(twice(fixture('base.json')), [twice(fixture('current.json'))], stats);
    expect(report.benchmarks.map((r) => r.status)).toEqual(['inconclusive', 'inconclusive']);
    expect(report.geomean).toMatchObject({ count: 2, status: 'inconclusive', ci_pct: [0, 0] });
    // Not "not significant ... more runs would tell": thousands of samples on three values give [0%, 0%].
    expect(report.warnings).toContain(
      'the geomean, 33.3% worse, is over the 3% limit but the shift of the whole distributions is within it (its 99% interval, ±0.0%…±0.0%), so it is inconclusive: ' +
        "the medians moved differently from the bulk of the observations (the benchmarks' notes say where); more runs, or longer-running benchmarks when the observations are a timer's few steps, would tell",
    );
    expect(contradictions(report)).toEqual([]);
  });

  it('still regresses a whole step that moves the whole distribution', () => {
    // Every sample one step slower: 10/20/30 -> 20/30/40, the medians and the shift agree.
    const base = fixture('base.json');
    const entry = base.document.benchmarks[0]!;
    const slower: BenchmarkEntry = { ...entry, samples: entry.samples!.map((v) => v + 10) };
    const current: SourcedDocument = { source: 'slower.json', document: { ...base.document, benchmarks: [slower] } };
    const report = runGate(base, [current], stats);
    expect(report.benchmarks[0]!.status).toBe('regressed');
    expect(report.geomean).toMatchObject({ status: 'skipped', gated: false });
    expect(report.verdict).toBe('fail');
    expect(contradictions(report)).toEqual([]);
  });

  it('never shows a status or a geomean verdict that its interval contradicts, whatever the samples', () => {
    // Quantised samples: counts of 10, 20 and 30 ns on each side; or spread ones of a few distinct values.
    const quantised = fc
      .tuple(fc.nat({ max: 120 }), fc.nat({ max: 120 }), fc.nat({ max: 120 }))
      .filter(([a, b, c]) => a + b + c >= 2)
      .map(([a, b, c]) => [...Array<number>(a).fill(10), ...Array<number>(b).fill(20), ...Array<number>(c).fill(30)]);
    const spread = fc.array(fc.integer({ min: 50, max: 150 }), { minLength: 2, maxLength: 40 });
    const side = fc.oneof(quantised, spread);
    const benchmark = fc.record({ baseline: side, current: side, direction: fc.constantFrom('lower', 'higher') });
    fc.assert(
      fc.property(fc.array(benchmark, { minLength: 1, maxLength: 3 }), (list) => {
        const entries = (pick: 'baseline' | 'current'): BenchmarkEntry[] =>
          list.map((b, i) => ({ name: `b${i}`, value: [...b[pick]].sort((x, y) => x - y)[b[pick].length >> 1]!, unit: b.direction === 'lower' ? 'ns' : 'ops/s', samples: b[pick] }));
        const baseline: SourcedDocument = { source: 'base.json', document: { schema_version: 1, samples_of: 'iterations', benchmarks: entries('baseline') } };
        const current: SourcedDocument = { source: 'run.json', document: { schema_version: 1, samples_of: 'iterations', benchmarks: entries('current') } };
        const report = runGate(baseline, [current], stats);
        expect(contradictions(report)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});

describe('bench-diff --method stats on the quantised fixture', () => {
  it('prints the row as inconclusive, with the note that says why, and passes', () => {
    const r = cli(['--method', 'stats', 'base.json', 'current.json'], FIXTURE);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('bench-gate PASS: no regressions, 1 inconclusive; geomean 33.3% worse [99% CI ±0.0%…±0.0%] (1 benchmark, not gated)');
    expect(r.stdout).toMatch(/^hash small key +20 ns +30 ns +\+50\.0% \(1\.50× slower\) +±37\.1% baseline +inconclusive$/m);
    expect(r.stdout).toContain(`  hash small key: ${NOTE}; 99% CI ±0.0%…±0.0%, p = 1.5e-15 (Holm 1.5e-15), 2000 vs 2000 observations;`);
    expect(r.stdout).toMatch(/^geomean 33\.3% worse \[99% CI ±0\.0%…±0\.0%\] over 1 benchmark: not gated \(a geomean of one benchmark is that benchmark, held to its own limit\)$/m);
    expect(r.stdout).not.toMatch(/regressed|FAIL/);
  });

  it('writes the same status and note in the JSON report', () => {
    const r = cli(['--method', 'stats', '--format', 'json', 'base.json', 'current.json'], FIXTURE);
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as Report;
    expect(report.benchmarks[0]).toMatchObject({ status: 'inconclusive', note: NOTE, value_change_pct: 50, stats: { ci_pct: [0, 0], significant: true } });
    expect(report.geomean).toMatchObject({ status: 'skipped', gated: false, ci_pct: [0, 0] });
    expect(report.verdict).toBe('pass');
  });
});
