import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchmarkJs } from '../../src/formats/benchmark-js.js';
import { parseInput } from '../../src/formats/index.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { ROOT } from '../helpers/fixtures.js';
import { inputErrorOf } from '../helpers/input-error.js';
import { convertText, mega } from './hostile-input.js';

const PATH = 'logs/bench.txt';
const convert = (text: string) => parseInput(fileInputFromText(PATH, text), 'benchmark-js');
const errorOf = (text: string): string => inputErrorOf(() => convert(text));

describe('benchmark-js', () => {
  it('reads ops/sec, the ± as rme_pct and the runs sampled', () => {
    const doc = convert('RegExp#test x 4,161,532 ops/sec ±0.99% (59 runs sampled)\nFastest is RegExp#test\n');
    expect(doc.benchmarks).toEqual([{ name: 'RegExp#test', value: 4161532, unit: 'ops/s', direction: 'higher', rme_pct: 0.99, runs_sampled: 59 }]);
    expect(doc.metadata).toEqual({ tool: { name: 'benchmark.js' } });
  });

  it('reads slow benchmarks (two decimals), one run, CRLF, colours and names with " x "', () => {
    const text = '\u001b[32mslow x 1 x 45.23 ops/sec ±12.10% (1 run sampled)\u001b[39m\r\nSlowest is slow x 1\r\n';
    expect(convert(text).benchmarks[0]).toMatchObject({ name: 'slow x 1', value: 45.23, runs_sampled: 1 });
  });

  it('ignores other output but keeps failures', () => {
    const text = ['Node: v20.1.0', 'Results:', 'ok x 10 ops/sec ±1.00% (5 runs sampled)', 'broken: ', 'typed: TypeError: x is not a function', 'Fastest is ok'].join('\n');
    expect(convert(text).benchmarks).toEqual([
      { name: 'ok', value: 10, unit: 'ops/s', direction: 'higher', rme_pct: 1, runs_sampled: 5 },
      { name: 'broken', unit: 'ops/s', direction: 'higher', success: false, error: 'the benchmark threw an error (benchmark.js printed no message)' },
      { name: 'typed', unit: 'ops/s', direction: 'higher', success: false, error: 'TypeError: x is not a function' },
    ]);
  });

  it('keeps ": " inside the name of a benchmark that threw, and reads thrown objects with a code', () => {
    // Real benchmark.js 2.1.4 output: fixtures/formats/benchmark-js/failing-names.txt.
    const text = readFileSync(join(ROOT, 'fixtures/formats/benchmark-js/failing-names.txt'), 'utf8');
    const failed = (name: string, error: string) => ({ name, unit: 'ops/s', direction: 'higher', success: false, error });
    expect(convert(text).benchmarks.slice(1)).toEqual([
      failed('router: GET /users/:id', 'the benchmark threw an error (benchmark.js printed no message)'),
      failed('fs: read', 'code: ENOENT'),
    ]);
    expect(convert('route: GET /x: TypeError: x is not a function\nsys: open: errno: -2,code: ENOENT,syscall: open\nConfig: threshold: 5\n').benchmarks).toEqual([
      failed('route: GET /x', 'TypeError: x is not a function'),
      failed('sys: open', 'errno: -2,code: ENOENT,syscall: open'),
    ]);
  });

  it('reports a broken result line with the file and line', () => {
    expect(errorOf('a x 1 ops/sec ±1.00% (5 runs sampled)\nb x lots ops/sec ±1.00% (5 runs sampled)\n')).toMatch(/^logs\/bench\.txt: line 2: looks like a benchmark\.js result/);
    expect(errorOf('a x 0.00 ops/sec ±0.00% (5 runs sampled)')).toMatch(/^logs\/bench\.txt: line 1: "a" has 0\.00 ops\/sec/);
  });

  it('rejects a name seen twice, and output without benchmarks', () => {
    expect(errorOf('a x 1 ops/sec ±1.00% (5 runs sampled)\n\na x 2 ops/sec ±1.00% (5 runs sampled)')).toContain('logs/bench.txt: line 3: benchmark "a" appears twice (also on line 1)');
    expect(() => benchmarkJs.parse(fileInputFromText(PATH, 'Fastest is nothing\n'), {})).toThrow(/logs\/bench\.txt: no benchmarks found/);
  });

  it('detects only text with a benchmark.js result line', () => {
    expect(benchmarkJs.detect(fileInputFromText(PATH, 'x x 1 ops/sec ±1.00% (5 runs sampled)'))).toBe(true);
    expect(benchmarkJs.detect(fileInputFromText(PATH, 'BenchmarkFoo-8  1000  1234 ns/op'))).toBe(false);
    expect(benchmarkJs.detect(fileInputFromText(PATH, '["x x 1 ops/sec ±1.00% (5 runs sampled)"]'))).toBe(false);
  });

  it('reads the same numbers as `[\\d,]*\\.?\\d+` did', () => {
    const number = fc.array(fc.constantFrom('0', '1', '7', ',', '.'), { minLength: 1, maxLength: 8 }).map((cs) => cs.join(''));
    fc.assert(fc.property(number, (n) => {
      let read: boolean;
      try {
        convert(`a x ${n} ops/sec ±1.00% (5 runs sampled)`);
        read = true;
      } catch (error) {
        read = !String(error).includes('does not read as');
      }
      expect(read).toBe(/^[\d,]*\.?\d+$/.test(n));
    }), { numRuns: 2000 });
  });

  it('gives up at once on a long run of digits that is not a result (no quadratic backtracking)', () => {
    const text = `a x ${mega('1')} \u00b1\n`;
    expect(convertText(text)).toMatchObject({ code: 2, stderr: expect.stringContaining('hostile.txt: is in no format') as unknown });
    expect(convertText(text, 'benchmark-js')).toMatchObject({ code: 2, stderr: expect.stringContaining('hostile.txt: no benchmarks found') as unknown });
  });
});
