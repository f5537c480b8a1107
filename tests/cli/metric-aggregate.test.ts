/**
 * A metric's own aggregate through the CLI: bench-gate.json's `"latency p99": {"aggregate": "median"}`
 * gates the p99 of runs at 10, 30 and 20 ms by its median (20), requests/s by the best run, whatever
 * --aggregate says; promote writes the median too; a bad one is refused in one line.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BenchmarkDocument, Metric } from '../../src/core/model.js';
import type { Report } from '../../src/core/report.js';
import { runCli, tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

const DIR = join(ROOT, 'fixtures/metric-aggregate');
const CONFIG = join(DIR, 'bench-gate.json');
const RUNS = [1, 2, 3].map((i) => join(DIR, `run-${i}.json`));

const rows = (stdout: string) => (JSON.parse(stdout) as Report).benchmarks;

describe('a metric\'s own aggregate on the command line', () => {
  it('gates the p99 by its median and requests/s by the best run', () => {
    const r = runCli([join(DIR, 'baseline.json'), ...RUNS, '--config', CONFIG, '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const [primary, p99] = rows(r.stdout);
    expect(primary).toMatchObject({ current: 1100 });
    expect(p99).toMatchObject({ metric: 'latency p99', baseline: 20, current: 20, aggregate: 'median' });
    expect((JSON.parse(r.stdout) as Report).aggregate).toBe('best');
  });

  it('keeps it over --aggregate, and says so in the text', () => {
    const r = runCli([join(DIR, 'baseline.json'), ...RUNS, '--config', CONFIG, '--aggregate', 'worst', '--format', 'json']);
    // The worst run's requests/s, 10% below the baseline's, fails.
    expect(r.code).toBe(1);
    const [primary, p99] = rows(r.stdout);
    expect(primary).toMatchObject({ current: 900, status: 'regressed' });
    expect(p99).toMatchObject({ current: 20, aggregate: 'median' });
    const text = runCli([join(DIR, 'baseline.json'), ...RUNS, '--config', CONFIG]);
    expect(text.stdout).toMatch(/^best of 3 runs, median for latency p99$/m);
  });

  it('promote writes the p99\'s median', () => {
    const dir = tempDir();
    const out = join(dir, 'baseline.json');
    const r = runCli(['promote', ...RUNS, '--baseline', out, '--config', CONFIG]);
    expect(r.code).toBe(0);
    const entry = (JSON.parse(readFileSync(out, 'utf8')) as BenchmarkDocument).benchmarks[0]!;
    expect(entry.value).toBe(1100);
    expect(entry.metrics!['latency p99'] as Metric).toMatchObject({ value: 20, samples: [10, 30, 20] });
  });

  it('refuses an unknown aggregate in one line, exit code 2', () => {
    const dir = tempDir();
    const config = join(dir, 'bench-gate.json');
    writeFileSync(config, '{"metrics": {"latency p99": {"aggregate": "middle"}}}\n');
    copyFileSync(join(DIR, 'baseline.json'), join(dir, 'baseline.json'));
    const r = runCli([join(dir, 'baseline.json'), ...RUNS, '--config', config]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`bench-diff: error: ${config}: metrics.latency p99.aggregate: unknown aggregate "middle". Use best, worst, median, mean or pNN (e.g. p75)\n`);
  });
});
