/**
 * `history import` of a data.js that holds several suites: without --suite it used to put them all in
 * one store, where each suite's gate then reports the others' benchmarks missing (and a pytest suite's
 * iter/sec sits beside the times). It refuses, naming the suites; --suite, repeatable, chooses.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBranch } from '../../src/io/history-store.js';
import { cli, tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

const DATA_JS = join(ROOT, 'fixtures/history/github-action-benchmark/data.js');
const TOOLS_JS = join(ROOT, 'fixtures/history/github-action-benchmark-tools/data.js');

describe('history import of a data.js with several suites', () => {
  it('refuses without --suite, in one line naming the suites and how to import each, and writes nothing', () => {
    const dir = tempDir();
    const r = cli(['history', 'import', '--from', 'github-action-benchmark', DATA_JS, '--store', 's'], dir);
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n')).toHaveLength(2);
    expect(r.stderr).toMatch(/: error: .*data\.js: holds 2 suites \("Rust Benchmark", "Python Benchmark"\), which one store would mix\. Import each into a store of its own: --suite NAME --store PATH, once per suite/);
    expect(existsSync(join(dir, 's'))).toBe(false);
    const tools = cli(['history', 'import', '--from', 'github-action-benchmark', TOOLS_JS, '--store', 's'], dir);
    expect(tools.status).toBe(2);
    expect(tools.stderr).toContain('holds 3 suites ("Go Benchmark", "Rust Benchmark", "C++ Benchmark")');
    expect(existsSync(join(dir, 's'))).toBe(false);
  });

  it('imports each suite into a store of its own, whose gate has nothing missing', () => {
    const dir = tempDir();
    for (const [suite, store] of [['Rust Benchmark', 'rust'], ['Python Benchmark', 'python']]) {
      const r = cli(['history', 'import', '--from', 'github-action-benchmark', DATA_JS, '--store', store!, '--suite', suite!], dir);
      expect(r.status, suite).toBe(0);
    }
    expect(readBranch(join(dir, 'rust'), 'main').flatMap((e) => e.benchmarks.map((b) => b.suite))).toEqual(Array(8).fill('Rust Benchmark'));
    expect(readBranch(join(dir, 'python'), 'main')).toHaveLength(3);
    writeFileSync(join(dir, 'run.json'), JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'bench_tokenize', value: 1900, unit: 'ns', direction: 'lower' }, { name: 'bench_parse', value: 34000, unit: 'ns', direction: 'lower' }] }));
    const gate = cli(['run.json', '--history', 'rust', '--format', 'json'], dir);
    expect(gate.status).toBe(0);
    expect(JSON.parse(gate.stdout).benchmarks.map((b: { status: string }) => b.status)).not.toContain('missing');
  });

  it('joins the suites named by repeated --suite, and a data.js of one suite needs none', () => {
    const dir = tempDir();
    const both = cli(['history', 'import', '--from', 'github-action-benchmark', DATA_JS, '--store', 's', '--suite', 'Rust Benchmark', '--suite', 'Python Benchmark', '--suite', 'Rust Benchmark'], dir);
    expect(both.status).toBe(0);
    expect(both.stderr).toContain('imported 4 commits from 2 suites');
    writeFileSync(join(dir, 'one.js'), `window.BENCHMARK_DATA = ${JSON.stringify({ entries: { Go: [{ commit: { id: 'a', timestamp: '2025-01-01T00:00:00Z' }, date: 0, tool: 'go', benches: [{ name: 'X', value: 5, unit: 'ns/op' }] }] } })}`);
    expect(cli(['history', 'import', '--from', 'github-action-benchmark', 'one.js', '--store', 't'], dir).status).toBe(0);
    expect(cli(['history', 'import', '--from', 'github-action-benchmark', DATA_JS, '--store', 'u', '--suite', 'Rust Benchmark', '--suite', 'Go'], dir).stderr).toContain('has no suite "Go"');
  });
});
