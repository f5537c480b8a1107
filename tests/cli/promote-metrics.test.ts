/**
 * `bench-diff promote` then `bench-diff --method stats`: a promoted baseline's metrics hold the runs'
 * values, so the statistical test reaches metrics as it reaches the benchmarks' values.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from '../helpers/cli.js';

/** Run files of two benchmarks whose p99 is `p99` times a run's own small jitter, and 64 B/op. */
function writeRuns(dir: string, prefix: string, p99: number): string[] {
  const jitter = [1, 1.01, 0.99, 1.005, 0.995, 1.002, 0.998, 1.003];
  return jitter.map((j, i) => {
    const name = `${prefix}-${i}.json`;
    const benchmarks = ['parse', 'render'].map((b, k) => ({
      name: b,
      value: 1000 * (1 + k) * (1 + (j - 1) / 2),
      unit: 'ops/s',
      metrics: { p99: { value: (10 + k) * p99 * j, unit: 'ms' }, 'B/op': { value: 64, unit: 'B/op' } },
    }));
    writeFileSync(join(dir, name), JSON.stringify({ schema_version: 1, benchmarks }));
    return name;
  });
}

describe('bench-diff promote, then --method stats, with metrics', () => {
  it('tests the metrics against the promoted baseline (runs on both sides), and its advice does not send the user to promote again', () => {
    const dir = tempDir();
    const promoted = cli(['promote', ...writeRuns(dir, 'run', 1), '--baseline', 'baseline.json'], dir);
    expect(promoted.status).toBe(0);
    const baseline = JSON.parse(readFileSync(join(dir, 'baseline.json'), 'utf8')) as { samples_of: string; benchmarks: Array<{ metrics: Record<string, { value: number; samples: number[] }> }> };
    expect(baseline.samples_of).toBe('runs');
    expect(baseline.benchmarks[0]!.metrics.p99!.samples).toHaveLength(8);
    expect(baseline.benchmarks[0]!.metrics.p99!.value).toBe(Math.min(...baseline.benchmarks[0]!.metrics.p99!.samples));

    const result = cli(['--method', 'stats', '--format', 'json', 'baseline.json', ...writeRuns(dir, 'new', 1.2)], dir);
    const report = JSON.parse(result.stdout) as { warnings: string[]; benchmarks: Array<{ name: string; metric?: string; status: string; stats?: { test: string; baseline_n: number; current_n: number } }> };
    const p99 = report.benchmarks.filter((b) => b.metric === 'p99');
    expect(p99).toHaveLength(2);
    for (const row of p99) {
      expect(row.stats).toMatchObject({ test: 'mann-whitney', baseline_n: 8, current_n: 8 });
      expect(row.status).toBe('regressed');
    }
    expect(report.warnings.filter((w) => w.startsWith('metric "p99"'))).toEqual([]);

    const text = cli(['--method', 'stats', 'baseline.json', ...writeRuns(dir, 'new', 1.2)], dir);
    expect(text.stdout).not.toMatch(/metric "p99".*could not be tested statistically/);
    expect(text.stdout).not.toMatch(/the baseline holds a single value/);
  });

  it('takes a metric\'s direction from the config, as the gate does', () => {
    // "bytecodes" says no direction; the config says higher is better, so best of 3 is the largest.
    const dir = tempDir();
    writeFileSync(join(dir, 'bench-gate.json'), JSON.stringify({ metrics: { bytecodes: { direction: 'higher' } } }));
    const runs = [100, 300, 200].map((v, i) => {
      writeFileSync(join(dir, `r${i}.json`), JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'a', value: 10, unit: 'ms', metrics: { bytecodes: { value: v, unit: 'bytecodes' } } }] }));
      return `r${i}.json`;
    });
    expect(cli(['promote', ...runs, '--baseline', 'baseline.json'], dir).status).toBe(0);
    const baseline = JSON.parse(readFileSync(join(dir, 'baseline.json'), 'utf8')) as { benchmarks: Array<{ metrics: Record<string, { value: number; samples: number[] }> }> };
    expect(baseline.benchmarks[0]!.metrics.bytecodes).toMatchObject({ value: 300, samples: [100, 300, 200] });
  });
});
