/** compare's lifecycle flags end to end: --accept, stale protections, machine changes. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { cli, tempDir } from '../helpers/cli.js';

describe('bench-diff compare: lifecycle', () => {
  let dir: string;
  const file = (name: string, values: Record<string, number>, environment?: object) =>
    writeFileSync(join(dir, name), JSON.stringify({ schema_version: 1, benchmarks: Object.entries(values).map(([n, v]) => ({ name: n, ops_per_sec: v })), ...(environment ? { metadata: { environment } } : {}) }));

  beforeEach(() => {
    dir = tempDir();
  });

  it('--accept passes a regression with the verdict accepted and says how to undo it', () => {
    file('base.json', { a: 100, b: 100 });
    file('run.json', { a: 50, b: 100 });
    expect(cli(['base.json', 'run.json'], dir).status).toBe(1);
    const accepted = cli(['base.json', 'run.json', '--accept'], dir);
    expect(accepted.status).toBe(0);
    expect(accepted.stdout).toMatch(/^bench-gate ACCEPTED: 1 regression.*\nRegressions accepted by --accept: they are reported, but the check passes\. To gate them again, remove --accept\.\n/);
    expect(accepted.stdout).toMatch(/a\s+100 ops\/s\s+50 ops\/s\s+-50\.0% \(2\.00× slower\)\s+regressed/);
  });

  it('refuses the baseline given after the runs, rather than gating the runs against the first of them', () => {
    file('run-1.json', { a: 100, b: 100 });
    file('run-2.json', { a: 50, b: 100 });
    expect(cli(['promote', 'run-1.json', '--baseline', 'baseline.json'], dir).status).toBe(0);
    const swapped = cli(['run-1.json', 'run-2.json', 'baseline.json'], dir);
    expect(swapped.status).toBe(2);
    expect(swapped.stdout).toBe('');
    expect(swapped.stderr).toBe('bench-diff: error: baseline.json: is a baseline (bench-diff promote wrote it), given as a run of run-1.json, the first file. Give the baseline first: bench-diff BASELINE RUN... (or with --baseline PATH)\n');
    // Runs with metrics are read as documents (another path), and refused the same way.
    writeFileSync(join(dir, 'go.txt'), 'BenchmarkA-8  1000  100 ns/op  16 B/op  1 allocs/op\n');
    expect(cli(['promote', 'go.txt', '--baseline', 'go-baseline.json'], dir).status).toBe(0);
    writeFileSync(join(dir, 'go-2.txt'), 'BenchmarkA-8  1000  101 ns/op  16 B/op  1 allocs/op\n');
    expect(cli(['go.txt', 'go-2.txt', 'go-baseline.json'], dir).stderr).toMatch(/^bench-diff: error: go-baseline\.json: is a baseline \(bench-diff promote wrote it\), given as a run of go\.txt, the first file\./);
    // The right order, two baselines compared, or --baseline with a promoted run: as asked.
    expect(cli(['baseline.json', 'run-1.json', 'run-2.json'], dir).status).toBe(0);
    expect(cli(['baseline.json', 'baseline.json'], dir).status).toBe(0);
    expect(cli(['--baseline', 'run-1.json', 'baseline.json'], dir).status).toBe(0);
  });

  it('--accept does not pass a failed benchmark', () => {
    file('base.json', { a: 100 });
    writeFileSync(join(dir, 'run.json'), JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'a', success: false, error: 'crash' }] }));
    const result = cli(['base.json', 'run.json', '--accept'], dir);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('warning: --accept accepts regressions only: 1 failed benchmark still fails the gate');
  });

  it('warns about a stale protection from the config, which still protects', () => {
    writeFileSync(join(dir, 'bench-gate.json'), JSON.stringify({
      geomean_threshold: 50,
      protected: [
        { name: 'a', reason: 'flaky on shared runners', until: '2000-01-01' },
        { name: 'b', reason: 'until the allocator lands', until: '2999-12-31' },
      ],
    }));
    file('base.json', { a: 100, b: 100 });
    file('run.json', { a: 50, b: 50 });
    const result = cli(['base.json', 'run.json'], dir);
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n')[1]).toBe('warning: the protection of "a" expired on 2000-01-01 (flaky on shared runners); it still applies, but review it: remove it from "protected" in the config, or extend its "until"');
    expect(result.stdout).not.toContain('protection of "b"');
    const json = JSON.parse(cli(['base.json', 'run.json', '--format', 'json'], dir).stdout);
    expect(json.benchmarks.find((r: { name: string }) => r.name === 'a')).toMatchObject({ status: 'protected', protection_stale: true, protected_until: '2000-01-01' });
    expect(json.benchmarks.find((r: { name: string }) => r.name === 'b')).toMatchObject({ status: 'protected', protected_until: '2999-12-31' });
  });

  it('warns in every format when baseline and runs come from different machines', () => {
    file('base.json', { a: 100 }, { cpu_model: 'Intel Xeon Platinum 8370C', cpu_count: 2 });
    file('run.json', { a: 100 }, { cpu_model: 'Apple M2', cpu_count: 8 });
    const text = cli(['base.json', 'run.json'], dir);
    expect(text.status).toBe(0);
    expect(text.stdout.split('\n')[1]).toMatch(/^warning: baseline and runs were measured on different machines \(CPU "Intel Xeon Platinum 8370C" in the baseline, "Apple M2" in the runs; 2 cores in the baseline, 8 in the runs\)/);
    const markdown = cli(['base.json', 'run.json', '--format', 'markdown'], dir).stdout.split('\n');
    expect(markdown[2]).toBe('> [!WARNING]');
    expect(markdown[3]).toMatch(/^> baseline and runs were measured on different machines/);
    const json = JSON.parse(cli(['base.json', 'run.json', '--format', 'json'], dir).stdout);
    expect(json.environment_mismatch.fields).toEqual(['cpu_model', 'cpu_count']);
    expect(json.warnings[0]).toMatch(/the comparison may say more about the machine than the code/);
  });
});
