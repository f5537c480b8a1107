/**
 * `bench-diff run --measure`: instruction counts under the real Valgrind (Cachegrind), exact from run
 * to run and gated at 0%; peak memory and CPU time from GNU time. .ci/run installs both, so on CI
 * (CI set) these tests run; elsewhere the Valgrind ones are skipped, saying so, when it is missing.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BenchmarkDocument } from '../../src/core/model.js';
import { validateDocument } from '../../src/core/validate.js';
import { cli, tempDir } from '../helpers/cli.js';

const hasValgrind = spawnSync('valgrind', ['--version']).status === 0;
if (!hasValgrind) console.warn('run --measure instructions tests skipped: valgrind is not installed (apt-get install valgrind)');
const withValgrind = describe.skipIf(!hasValgrind && !process.env.CI);

/** A shell loop of N steps: its instruction count grows with N and is the same in every run. */
const loop = (n: number) => `i=0; while [ $i -lt ${n} ]; do i=$((i+1)); done`;
const runOf = (dir: string, k: number): BenchmarkDocument => validateDocument(JSON.parse(readFileSync(join(dir, `run-${k}.json`), 'utf8')), `run-${k}`);

withValgrind('bench-diff run --measure instructions', () => {
  it('records the command as a benchmark: its total instruction count, identical in every run', () => {
    const dir = tempDir();
    const r = cli(['run', '--runs', '3', '--measure', 'instructions', '--out-dir', 'runs', '--', loop(300)], dir);
    expect(r.stderr).toContain('under Valgrind (Cachegrind), counting instructions');
    expect(r.status).toBe(0);
    const entries = [1, 2, 3].map((k) => runOf(join(dir, 'runs'), k).benchmarks);
    for (const [entry] of entries) {
      expect(entry).toMatchObject({ name: loop(300), unit: 'instructions', direction: 'lower' });
      expect(entry!.metrics!.Ir).toEqual({ value: entry!.value, unit: 'instructions', direction: 'lower' });
    }
    expect(new Set(entries.map(([e]) => e!.value)).size).toBe(1);
    // A longer loop counts more: the count is the program's, not a constant of Valgrind's.
    const longer = cli(['run', '--runs', '1', '--measure', 'instructions', '--out-dir', 'long', '--', loop(600)], dir);
    expect(longer.status).toBe(0);
    expect(runOf(join(dir, 'long'), 1).benchmarks[0]!.value).toBeGreaterThan(entries[0]![0]!.value!);
  });

  it('gates the count exactly: the same program passes, a little more work fails on Ir', () => {
    const dir = tempDir();
    // The same command (so the same benchmark) with its work from the environment, as long either way.
    const command = ['sh', '-c', loop(Number.NaN).replace('NaN', '$WORK')];
    const base = cli(['run', '--runs', '2', '--measure', 'instructions', '--out-dir', 'base', '--', ...command], dir, { WORK: '400' });
    expect(base.status).toBe(0);
    const [entry] = runOf(join(dir, 'base'), 1).benchmarks;
    writeFileSync(join(dir, 'baseline.json'), JSON.stringify({ schema_version: 1, benchmarks: [entry] }));
    const gate = (work: string) => cli(['run', '--runs', '2', '--measure', 'instructions', '--baseline', 'baseline.json', '--format', 'json', '--', ...command], dir, { WORK: work });
    const same = gate('400');
    expect(same.status, same.stderr).toBe(0);
    const more = gate('404');
    expect(more.status, more.stderr).toBe(1);
    const report = JSON.parse(more.stdout);
    const ir = report.benchmarks.find((b: { metric?: string }) => b.metric === 'Ir');
    expect(ir).toMatchObject({ status: 'regressed', exact: true, threshold_pct: 0 });
    expect(ir.value_change_pct).toBeGreaterThan(0);
    expect(ir.value_change_pct).toBeLessThan(1);
  });

  it('keeps the benchmarks the command prints beside its count; other stdout is the program\'s own', () => {
    const dir = tempDir();
    const own = `printf '%s' '{"schema_version":1,"benchmarks":[{"name":"a","time_ms":2}]}'`;
    const r = cli(['run', '--runs', '1', '--measure', 'instructions', '--out-dir', 'runs', '--', own], dir);
    expect(r.status, r.stderr).toBe(0);
    expect(runOf(join(dir, 'runs'), 1).benchmarks.map((b) => b.name)).toEqual(['a', own]);
    const chatty = cli(['run', '--runs', '1', '--measure', 'instructions', '--out-dir', 'chatty', '--', 'echo', 'hello'], dir);
    expect(chatty.status, chatty.stderr).toBe(0);
  });

  it('a command that fails is reported as before, and nothing is written', () => {
    const dir = tempDir();
    const r = cli(['run', '--runs', '2', '--measure', 'instructions', '--out-dir', 'runs', '--', 'echo broken >&2; exit 3'], dir);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/run 1\/2: `echo broken >&2; exit 3` exited with code 3\. Nothing was written/);
    expect(r.stderr).toContain('| broken');
  });
});

describe('bench-diff run --measure, the flag', () => {
  it('says what to install when valgrind is missing, in one line, exit 2', () => {
    const dir = tempDir();
    const r = cli(['run', '--measure', 'instructions', '--out-dir', 'runs', '--', 'true'], dir, { PATH: dir });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/--measure instructions: needs Valgrind, and `valgrind` was not found on the PATH\. Install it \(Debian and Ubuntu: apt-get install valgrind/);
  });

  it('names the kinds it knows', () => {
    const r = cli(['run', '--measure', 'cycles', '--out-dir', 'runs', '--', 'true'], tempDir());
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--measure: "cycles" is not something bench-diff can measure\. Use one of: instructions, resources/);
  });
});

describe('bench-diff run --measure resources', () => {
  it('says which signal killed the command, as without --measure (GNU time exits 128 + N)', () => {
    const dir = tempDir();
    const killed = cli(['run', '--runs', '1', '--measure', 'resources', '--out-dir', 'runs', '--', 'sh', '-c', 'kill -SEGV $$'], dir);
    expect(killed.status).toBe(2);
    expect(killed.stderr).toContain("`sh -c 'kill -SEGV $$'` was killed by SIGSEGV. Nothing was written");
    const exited = cli(['run', '--runs', '1', '--measure', 'resources', '--out-dir', 'runs', '--', 'sh', '-c', 'exit 139'], dir);
    expect(exited.stderr).toContain("`sh -c 'exit 139'` exited with code 139. Nothing was written");
  });


  it('records wall time, peak memory and CPU time of the command', () => {
    const dir = tempDir();
    // 64 MiB touched, and some CPU work.
    const program = 'const b = Buffer.alloc(64 * 1024 * 1024, 1); let x = 0; for (let i = 0; i < 2e8; i++) x += i % 7; console.error(b[5] + x)';
    const r = cli(['run', '--runs', '2', '--measure', 'resources', '--out-dir', 'runs', '--', process.execPath, '-e', program], dir);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toContain('recording peak memory and CPU time');
    for (const k of [1, 2]) {
      const [entry] = runOf(join(dir, 'runs'), k).benchmarks;
      expect(entry).toMatchObject({ unit: 'ms', direction: 'lower' });
      expect(entry!.value).toBeGreaterThan(0);
      const m = entry!.metrics as Record<string, { value: number; unit: string }>;
      expect(m.peak_rss!.unit).toBe('B');
      expect(m.peak_rss!.value).toBeGreaterThan(64 * 1024 * 1024);
      expect(m.peak_rss!.value).toBeLessThan(2 * 1024 ** 3);
      expect(m.user_time!.value).toBeGreaterThanOrEqual(50);
      expect(m.user_time!.value + m.system_time!.value).toBeLessThanOrEqual(entry!.value! * 2 + 20);
    }
  });
});
