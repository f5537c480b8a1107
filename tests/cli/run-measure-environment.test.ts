/**
 * `run --measure instructions` counts the environment: one more variable moves a program's count
 * by hundreds of instructions, the same in every run. So a baseline promoted with other variables
 * than the runs' is not "gated at the benchmark threshold like any noisy metric" (what the README
 * said): both sides are exact, and the difference fails at 0%. The README now says so, and how to
 * measure both sides alike.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';

const hasValgrind = spawnSync('valgrind', ['--version']).status === 0;
const withValgrind = describe.skipIf(!hasValgrind && !process.env.CI);

/** A deterministic command: the same work whatever the environment holds. */
const COMMAND = ['sh', '-c', 'i=0; while [ $i -lt 300 ]; do i=$((i+1)); done'];

withValgrind('run --measure instructions and the environment', () => {
  it('counts one more variable in every run alike: exact on both sides, and gated at 0%', () => {
    const dir = tempDir();
    const run = (args: string[], env: Record<string, string>) => runCli(['run', '--measure', 'instructions', ...args, '--', ...COMMAND], { cwd: dir, env });
    const base = run(['--runs', '2', '--out-dir', 'base'], {});
    expect(base.code, base.stderr).toBe(0);
    const [entry] = JSON.parse(readFileSync(join(dir, 'base', 'run-1.json'), 'utf8')).benchmarks;
    writeFileSync(join(dir, 'baseline.json'), JSON.stringify({ schema_version: 1, benchmarks: [entry] }));
    const gate = (env: Record<string, string>) => run(['--runs', '2', '--baseline', 'baseline.json', '--format', 'json'], env);

    const same = gate({});
    expect(same.code, same.stderr).toBe(0);
    const other = gate({ BENCH_GATE_TEST_EXTRA: '1', BENCH_GATE_TEST_MORE: '2' });
    expect(other.code, other.stderr).toBe(1);
    const ir = JSON.parse(other.stdout).benchmarks.find((b: { metric?: string }) => b.metric === 'Ir');
    expect(ir).toMatchObject({ status: 'regressed', exact: true, threshold_pct: 0 });
    expect(ir.value_change_pct).toBeGreaterThan(0.001);
    expect(ir.value_change_pct).toBeLessThan(1);
  });

  it('the README says so, and no longer that a changed environment is gated like a noisy metric', () => {
    const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
    expect(readme).not.toContain("whose environment changes (the size of the environment and the path are part of what the C library's start-up counts) count differently from run to run, and then `Ir` is gated at the benchmark threshold");
    expect(readme).toContain('a baseline promoted in a job with other variables than the pull request\'s');
    expect(readme).toContain('env -i PATH="$PATH" bench-diff run --measure instructions');
  });
});
