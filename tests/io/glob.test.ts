import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expandBraces, expandPaths, glob } from '../../src/io/glob.js';
import { workspace } from '../helpers/workspace.js';

describe('glob', () => {
  let cwd: string;
  const start = process.cwd();
  beforeEach(() => {
    cwd = workspace({ 'bench/results/run-1.json': '{}', 'bench/results/run-2.json': '{}', 'bench/results/run-10.json': '{}', 'bench/results/old/run-0.json': '{}', 'bench/results/.hidden.json': '{}', 'other/x.txt': '' });
    mkdirSync(join(cwd, 'target/criterion/fib'), { recursive: true });
    writeFileSync(join(cwd, 'target/criterion/fib/estimates.json'), '{}');
    process.chdir(cwd);
  });
  afterEach(() => process.chdir(start));

  it('expands *, ?, [..], ** and {a,b}, sorted, without hidden files', () => {
    expect(glob('bench/results/*.json')).toEqual(['bench/results/run-1.json', 'bench/results/run-10.json', 'bench/results/run-2.json']);
    expect(glob('bench/results/run-?.json')).toEqual(['bench/results/run-1.json', 'bench/results/run-2.json']);
    expect(glob('bench/results/run-[12].json')).toEqual(['bench/results/run-1.json', 'bench/results/run-2.json']);
    expect(glob('bench/**/run-*.json')).toEqual(['bench/results/old/run-0.json', 'bench/results/run-1.json', 'bench/results/run-10.json', 'bench/results/run-2.json']);
    expect(glob('./bench/results/run-{1,2}.json')).toEqual(['bench/results/run-1.json', 'bench/results/run-2.json']);
    expect(glob('bench/results/.*.json')).toEqual(['bench/results/.hidden.json']);
    expect(glob('target/*')).toEqual(['target/criterion']);
    expect(glob(`${cwd}/bench/results/run-1*.json`)).toEqual([`${cwd}/bench/results/run-1.json`, `${cwd}/bench/results/run-10.json`]);
  });

  it('expands braces, nested, and leaves a brace without a comma alone', () => {
    expect(expandBraces('a{b,c{d,e}}f')).toEqual(['abf', 'acdf', 'acef']);
    expect(expandBraces('a{b}c')).toEqual(['a{b}c']);
  });

  it('takes literal paths as they are, excludes with !, and names a pattern that matches nothing', () => {
    expect(expandPaths(['bench/results/*.json', '!bench/results/run-1*.json', 'target/criterion', 'bench/results/run-2.json'], 'current')).toEqual(['bench/results/run-2.json', 'target/criterion']);
    expect(expandPaths(['bench/**/*.json', '!**/old/**'], 'current')).toEqual(['bench/results/run-1.json', 'bench/results/run-10.json', 'bench/results/run-2.json']);
    expect(expandPaths(['missing.json'], 'current')).toEqual(['missing.json']);
    expect(() => expandPaths(['bench/*.jsn'], 'current')).toThrow('input `current`: "bench/*.jsn" matches no file. Check that the benchmarks ran and wrote their results there (paths are relative to the workspace)');
    expect(() => expandPaths(['bench/results/run-1.json', '!bench/results/*.json'], 'current')).toThrow('input `current`: the "!" patterns exclude every file the others match (1). Check the exclusions: at least one file must remain');
    expect(expandPaths([], 'current')).toEqual([]);
  });
});
