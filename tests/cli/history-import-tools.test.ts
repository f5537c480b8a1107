/**
 * A github-action-benchmark history imported, then gated against with the runs of the same tools as
 * bench-gate reads them: the imported units are the readers' own, so the two meet.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBranch } from '../../src/io/history-store.js';
import { cli, tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

const DATA_JS = join(ROOT, 'fixtures/history/github-action-benchmark-tools/data.js');
const LAST = `001f${'c0ffee'.repeat(6)}`;

describe('history import of the go, cargo and googlecpp tools, then the gate', () => {
  it('imports each tool\'s time in the unit bench-gate\'s reader of that tool gives it', () => {
    const dir = tempDir();
    const r = cli(['history', 'import', '--from', 'github-action-benchmark', DATA_JS, '--store', 's', '--suite', 'Go Benchmark', '--suite', 'Rust Benchmark', '--suite', 'C++ Benchmark'], dir);
    expect(r.stderr).toContain('imported 32 commits from 3 suites');
    const last = readBranch(join(dir, 's'), 'main').at(-1)!;
    const unitOf = (name: string) => last.benchmarks.find((b) => b.name === name)?.unit;
    expect([unitOf('BenchmarkFib10'), unitOf('bench_parse'), unitOf('BM_Copy/64')]).toEqual(['ns', 'ns', 'us']);
  });

  it('gates go test and libtest runs against the imported history: a 25% slowdown fails, nothing is an error', () => {
    const dir = tempDir();
    expect(cli(['history', 'import', '--from', 'github-action-benchmark', DATA_JS, '--store', 's', '--suite', 'Go Benchmark', '--suite', 'Rust Benchmark', '--suite', 'C++ Benchmark'], dir).status).toBe(0);
    writeFileSync(join(dir, 'go.txt'), 'goos: linux\npkg: example.com/p\nBenchmarkFib10-4   3000000   500 ns/op   0 B/op   0 allocs/op\nPASS\nok  \texample.com/p\t1.0s\n');
    const go = cli(['go.txt', '--history', 's', '--base-commit', LAST, '--allow-missing', '--format', 'json'], dir);
    expect(go.stderr).toBe('');
    expect(go.status).toBe(1);
    expect(JSON.parse(go.stdout).benchmarks.find((b: { name: string }) => b.name === 'BenchmarkFib10')).toMatchObject({ unit: 'ns', status: 'regressed' });
    writeFileSync(join(dir, 'cargo.txt'), 'running 1 test\ntest bench_parse ... bench:      34,100 ns/iter (+/- 2,802)\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 1 measured\n');
    const cargo = cli(['cargo.txt', '--history', 's', '--base-commit', LAST, '--allow-missing', '--format', 'json'], dir);
    expect(cargo.stderr).toBe('');
    expect(cargo.status).toBe(0);
    expect(JSON.parse(cargo.stdout).benchmarks.find((b: { name: string }) => b.name === 'bench_parse')).toMatchObject({ unit: 'ns', status: 'unchanged' });
  });

  it('leaves out the go tool\'s "<benchmark> - <unit>" copies, so a Go suite\'s gate has nothing missing', () => {
    const dir = tempDir();
    const r = cli(['history', 'import', '--from', 'github-action-benchmark', DATA_JS, '--store', 's', '--suite', 'Go Benchmark'], dir);
    expect(r.stderr).toBe(
      'bench-diff history import: imported 32 commits from 1 suite into s/main.jsonl (32 new, 0 replaced; now 32 entries)\n' +
        'bench-diff history import: left out 96 Go benches named "<benchmark> - <unit>" (such as "BenchmarkX - B/op"): github-action-benchmark\'s copies of a benchmark\'s figures, which bench-gate\'s runs keep as the benchmark\'s metrics\n',
    );
    expect(readBranch(join(dir, 's'), 'main').every((e) => e.benchmarks.map((b) => b.name).join() === 'BenchmarkFib10')).toBe(true);
    writeFileSync(join(dir, 'go.txt'), 'goos: linux\npkg: example.com/p\nBenchmarkFib10-4   3000000   401 ns/op   0 B/op   0 allocs/op\nPASS\nok  \texample.com/p\t1.0s\n');
    const gate = cli(['go.txt', '--history', 's', '--base-commit', LAST], dir);
    expect(gate.stdout).toMatch(/^bench-gate PASS/);
    expect(gate.status).toBe(0);
  });
});
