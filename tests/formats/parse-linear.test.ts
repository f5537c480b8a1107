/**
 * Parsers of text formats on lines crafted against their regular expressions: a megabyte of blanks
 * (or digits) where a name (or a number) ends, without the ending the expression waits for. Run by
 * the CLI under a watchdog (see hostile-input.ts); each must be answered as it would be for a short
 * line, at once.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORMAT_FIXTURES } from '../helpers/fixtures.js';
import { convertText, mega } from './hostile-input.js';

const names = (stdout: string): string[] => (JSON.parse(stdout) as { benchmarks: Array<{ name: string }> }).benchmarks.map((b) => b.name);
const error = (what: string) => expect.stringContaining(`hostile.txt: ${what}`) as unknown;

describe('parsing lines crafted against a parser', () => {
  it('libtest: blanks after a test name with no bench result or FAILED after them', () => {
    const ok = 'test a ... bench:  1 ns/iter (+/- 1)\n';
    expect(convertText(`${ok}test b${mega(' ')}... bench:\n`, 'libtest')).toMatchObject({ code: 2, stderr: error('line 2: bench line is not') });
    const failedLike = convertText(`${ok}test b${mega(' ')}... FAILEDx\n`, 'libtest');
    expect(failedLike.code).toBe(0);
    expect(names(failedLike.stdout)).toEqual(['a']);
  });

  it('criterion-text: blanks after a name with no time: figures after them', () => {
    const r = convertText(`a   time:   [1 ns 2 ns 3 ns]\nx${mega(' ')}time:\n`, 'criterion-text');
    expect(r.code).toBe(0);
    expect(names(r.stdout)).toEqual(['a']);
  });

  it('catch2-console: blanks or digits in a row that is not a result', () => {
    const header = readFileSync(`${FORMAT_FIXTURES}/catch2-console/v3-console.txt`, 'utf8').split('fib 15')[0]!;
    for (const row of [`x${mega(' ')}1${mega(' ')}y`, `x${mega(' ')}Benchmark failed y`, `x 1 1 ${mega('1')}z`]) {
      expect(convertText(`${header}${row}\n`, 'catch2-console')).toMatchObject({ code: 2, stderr: error('no benchmarks found') });
    }
  });

  it('go-test: digits after a pending benchmark that do not make a result', () => {
    // A benchmark printed its name and then output of its own: the next line that starts with a
    // count is read as its result only when a number and a unit follow.
    const r = convertText(`pkg: m\nBenchmarkA\n123 ${mega('4')}x\nBenchmarkB-2 1 5 ns/op\n`, 'go-test');
    expect(r.code).toBe(0);
    expect(names(r.stdout)).toEqual(['BenchmarkB']);
  });
});
