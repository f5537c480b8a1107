/**
 * `run --results DIR`: of a results folder that the tool keeps (criterion's target/criterion), each run
 * reads only the files the command wrote, never the results of benchmarks it did not run.
 */
import { cpSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { cli, tempDir } from '../helpers/cli.js';
import { FORMAT_FIXTURES } from '../helpers/fixtures.js';

/** Every file below `dir` dated `when`, as a folder left by an earlier `cargo bench` (or a CI cache of it). */
function dateAll(dir: string, when: Date): void {
  for (const rel of readdirSync(dir, { recursive: true, encoding: 'utf8' })) utimesSync(join(dir, rel), when, when);
}

/**
 * A stand-in for `cargo bench -- FILTER`: rewrites the new/ files of the benchmark folders whose name
 * contains the filter (criterion writes them again on each run), and leaves the others as they are.
 * NEW=1 also writes a benchmark that was not in the folder before (a renamed one).
 */
const BENCH = `
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
const root = 'target/criterion';
const filter = process.argv[2] ?? '';
for (const rel of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
  if (/\\/new\\/[a-z]+\\.json$/.test(rel) && rel.includes(filter)) writeFileSync(root + '/' + rel, readFileSync(root + '/' + rel));
}
if (process.env.NEW === '1') {
  cpSync(root + '/fib 10/new', root + '/fib 11/new', { recursive: true });
  const path = root + '/fib 11/new/benchmark.json';
  writeFileSync(path, readFileSync(path, 'utf8').replaceAll('fib 10', 'fib 11'));
}
`;

const names = (dir: string, file: string): string[] => (JSON.parse(readFileSync(join(dir, 'runs', file), 'utf8')) as { benchmarks: Array<{ name: string }> }).benchmarks.map((b) => b.name);

describe('bench-diff run --results FOLDER', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir();
    cpSync(join(FORMAT_FIXTURES, 'criterion/two-runs'), join(dir, 'target/criterion'), { recursive: true });
    dateAll(join(dir, 'target/criterion'), new Date('2020-01-01T00:00:00Z'));
    writeFileSync(join(dir, 'bench.mjs'), BENCH);
  });

  it('records only the benchmarks the command wrote during each run', () => {
    const result = cli(['run', '--runs', '2', '--out-dir', 'runs', '--results', 'target/criterion', '--', 'node', 'bench.mjs', 'fib'], dir);
    expect(result.stderr).toBe('bench-diff: running `node bench.mjs fib` 2 times, reading target/criterion after each run\nbench-diff: wrote 2 runs to runs\n');
    expect(result.status).toBe(0);
    // Not the four sum/* benchmarks of the earlier run, in either run (the second sees the first's files as old).
    expect(names(dir, 'run-1.json')).toEqual(['fib 10']);
    expect(names(dir, 'run-2.json')).toEqual(['fib 10']);
  });

  it('reads every benchmark the command wrote, one that was not there before too', () => {
    const result = cli(['run', '--runs', '1', '--out-dir', 'runs', '--results', 'target/criterion', '--', 'node', 'bench.mjs', 'sum/'], dir, { NEW: '1' });
    expect(result.status).toBe(0);
    expect(names(dir, 'run-1.json').sort()).toEqual(['fib 11', 'sum/fold/1024', 'sum/fold/64', 'sum/iter/1024', 'sum/iter/64']);
  });

  it('fails, writing nothing, when the command wrote nothing under the folder', () => {
    const result = cli(['run', '--runs', '1', '--out-dir', 'runs', '--results', 'target/criterion', '--', 'node', 'bench.mjs', 'no such benchmark'], dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      "bench-diff: error: run 1/1: `node bench.mjs 'no such benchmark'` wrote no results under target/criterion: the 45 files there are all from before this run, and only what the command writes during the run is read (does it write them elsewhere, or did a filter leave out every benchmark?). Nothing was written\n",
    );
    expect(readdirSync(dir)).not.toContain('runs');
  });

  it('says that the older files were not read when what the command wrote is no result', () => {
    writeFileSync(join(dir, 'notes.mjs'), "import { writeFileSync } from 'node:fs'; writeFileSync('target/criterion/report.txt', 'done');");
    const result = cli(['run', '--runs', '1', '--out-dir', 'runs', '--results', 'target/criterion', '--from', 'criterion', '--', 'node', 'notes.mjs'], dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('bench-diff: error: run 1/1: `node notes.mjs` wrote no benchmark result in the 1 file it wrote during the run (the 45 from before it are not read) on target/criterion: no benchmarks found');
  });
});
