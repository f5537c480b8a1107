/**
 * `--method stats` says why a row or a geomean is decided while the change shown beside it lies
 * outside its own interval: on samples on a timer's steps the medians jump a step (400 -> 410 ns,
 * 2.4% worse) while the shift of the whole distribution and its interval are [0%, 0%]. Unchanged and
 * passing are right (both are within the limits), but unexplained they read as a contradiction.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import validateReport from '../../generated/report-validator.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../../src/core/gate-options.js';
import type { BenchmarkEntry, SourcedDocument } from '../../src/core/model.js';
import { cli } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

const FIXTURE = join(ROOT, 'fixtures/stats-quantised-within');
const stats: GateOptions = { ...DEFAULT_GATE_OPTIONS, method: 'stats' };

function fixture(name: string): SourcedDocument {
  return { source: name, document: JSON.parse(readFileSync(join(FIXTURE, name), 'utf8')) as SourcedDocument['document'] };
}

const ROW_NOTE =
  'the medians are 2.4% worse, outside the 99% interval of the shift of the whole distribution (±0.0%…±0.0%); ' +
  'the medians are within the 8% limit and the interval does not lie wholly past it, so it is unchanged: ' +
  "the 200 observations take only 2 distinct values (a timer's steps), so a median jumps a whole step while most pairs of observations differ by none; " +
  'a longer-running benchmark, or more iterations per sample, measures the change';

const GEOMEAN_WARNING =
  'the geomean, 2.4% worse, lies outside the shift of the whole distributions (its 99% interval, ±0.0%…±0.0%); ' +
  'it is not worse than the 3% limit and its interval does not lie wholly past it, so it passes: ' +
  "the medians moved differently from the bulk of the observations (the benchmarks' notes say where); more runs, or longer-running benchmarks when the observations are a timer's few steps, would tell";

describe('--method stats: a change shown outside its own interval', () => {
  it('gives an unchanged row a note that says why it is unchanged', () => {
    const report = runGate(fixture('base.json'), [fixture('current.json')], stats);
    const row = report.benchmarks[0]!;
    expect(row).toMatchObject({ status: 'unchanged', baseline: 400, current: 410, stats: { ci_pct: [0, 0] } });
    expect(row.note).toBe(ROW_NOTE);
    expect(validateReport(JSON.parse(JSON.stringify(report)))).toBe(true);
  });

  it('gives a geomean that passes outside its interval a warning that says why', () => {
    const report = runGate(fixture('base.json'), [fixture('current.json')], stats);
    expect(report.geomean).toMatchObject({ count: 2, status: 'pass', ci_pct: [0, 0] });
    expect(report.warnings).toContain(GEOMEAN_WARNING);
    expect(report.verdict).toBe('pass');
    const text = cli(['--method', 'stats', 'base.json', 'current.json'], FIXTURE);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain(`warning: ${GEOMEAN_WARNING}`);
  });

  it('gives a geomean that fails outside its interval, both past the limit, a warning that says why', () => {
    // Every sample of one benchmark four steps slower (400/410 -> 440/450 ns): regressed, its medians and
    // its shift agree. With the other's medians a step apart (shift 0), the geomean of the medians is
    // 5.8% worse, its interval about 4.6% worse: both past the 3% limit, and the one outside the other.
    const base = fixture('base.json');
    const current = fixture('current.json');
    const a = base.document.benchmarks[0]!;
    const slower: BenchmarkEntry = { ...a, value: 440, samples: a.samples!.map((v) => v + 40) };
    const run: SourcedDocument = { ...current, document: { ...current.document, benchmarks: [slower, current.document.benchmarks[1]!] } };
    const report = runGate(base, [run], stats);
    expect(report.benchmarks.map((r) => r.status)).toEqual(['regressed', 'unchanged']);
    expect(report.geomean.status).toBe('fail');
    expect(report.warnings).toContain(
      'the geomean, 5.8% worse, lies outside the shift of the whole distributions (its 99% interval, 4.7% worse…4.6% worse); both reach past the 3% limit, so it fails: ' +
        "the medians moved differently from the bulk of the observations (the benchmarks' notes say where); more runs, or longer-running benchmarks when the observations are a timer's few steps, would tell",
    );
  });
});

describe('--method stats: the row notes in the renderings', () => {
  it('shows an unchanged row its note in the text notes and in the Markdown fold, once each', () => {
    const text = cli(['--method', 'stats', 'base.json', 'current.json'], FIXTURE);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain(`  hash small key: ${ROW_NOTE}; 99% CI`);
    expect(text.stdout.split(ROW_NOTE)).toHaveLength(3); // one per benchmark
    const markdown = cli(['--method', 'stats', 'base.json', 'current.json', '--format', 'markdown'], FIXTURE).stdout;
    const fold = markdown.slice(markdown.indexOf('<details>'), markdown.indexOf('</details>'));
    expect(fold).toContain(`- \`hash small key\`: ${ROW_NOTE}; 99% CI`);
    expect(markdown.split(ROW_NOTE)).toHaveLength(3);
  });
});
