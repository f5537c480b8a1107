/** criterion's terminal output: estimates, intervals, throughput, change lines, long names, errors. */
import { describe, expect, it } from 'vitest';
import { formats, parseInput } from '../../src/formats/index.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';

const convert = (text: string) => parseInput(fileInputFromText('bench.txt', text), 'criterion-text');

describe('criterion-text', () => {
  it('takes the middle figure in ns, the outer two as its interval, and the throughput in base units', () => {
    const [b] = convert('sum/64                  time:   [1.5 µs 2 µs 2.5 µs]\n                        thrpt:  [1.0 GiB/s 1.5 GiB/s 2.0 GiB/s]\n').benchmarks;
    expect(b).toMatchObject({ name: 'sum/64', value: 2000, unit: 'ns', direction: 'lower', confidence_interval: { lower: 1500, upper: 2500 }, metrics: { 'B/s': { value: 1.5 * 1024 ** 3, unit: 'B/s', direction: 'higher' } } });
  });

  it('reads a long name from the line above, and keeps change lines apart from the time', () => {
    const text = [
      'a name longer than the column of names',
      '                        time:   [10.0 ns 11.0 ns 12.0 ns]',
      '                        thrpt:  [1.0 Melem/s 2.0 Melem/s 3.0 Melem/s]',
      '                 change:',
      '                        time:   [-5.0% -2.5% +1.0%] (p = 0.30 > 0.05)',
      '                        thrpt:  [-1.0% +2.6% +5.3%]',
      '                        No change in performance detected.',
      'Found 1 outliers among 10 measurements (10.00%)',
      '  1 (10.00%) high mild',
    ].join('\n');
    const [b] = convert(text).benchmarks;
    expect(b).toMatchObject({
      name: 'a name longer than the column of names', value: 11, metrics: { 'elem/s': { value: 2e6, unit: 'elem/s', direction: 'higher' } },
      criterion_change: { percent: { lower: -5, estimate: -2.5, upper: 1 }, p_value: 0.3, verdict: 'No change in performance detected' },
    });
  });

  it('errors name the line: a repeated name, a garbled time line, no benchmarks', () => {
    const line = 'x                       time:   [1 ns 2 ns 3 ns]\n';
    expect(inputErrorOf(() => convert(`${line}${line}`))).toMatch(/^bench\.txt: line 2: benchmark "x" was already reported at line 1/);
    expect(inputErrorOf(() => convert(`${line}y    time:   [1 ns 2 ns]\n`))).toMatch(/^bench\.txt: line 2: time line is not/);
    expect(inputErrorOf(() => convert(`${line}                        thrpt:  [1 furlong/s 2 furlong/s 3 furlong/s]\n`))).toMatch(/^bench\.txt: line 2: unknown throughput unit/);
    expect(inputErrorOf(() => convert('running 0 tests\n'))).toMatch(/^bench\.txt: no benchmarks found/);
  });

  it('is claimed alone; libtest-style (--output-format bencher) lines stay libtest', () => {
    const claims = (text: string) => formats().filter((f) => f.detect(fileInputFromText('x.txt', text))).map((f) => f.id);
    expect(claims('fib 10                  time:   [1.0841 µs 1.2023 µs 1.2803 µs]\n')).toEqual(['criterion-text']);
    expect(claims('test fib 10 ... bench:        1202 ns/iter (+/- 82)\n')).toEqual(['libtest']);
  });
});
