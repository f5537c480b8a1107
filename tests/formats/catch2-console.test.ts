/** Catch2's console reporter: values, wrapped names, qualified names, failures, v3 header, errors. */
import { describe, expect, it } from 'vitest';
import { formats, parseInput } from '../../src/formats/index.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';

const RULE = '-'.repeat(79);
const HEAD = (estimated = 'estimated') => [
  `benchmark name                       samples       iterations    ${estimated}`,
  '                                     mean          low mean      high mean',
  '                                     std dev       low std dev   high std dev',
  RULE,
];
const testCase = (names: string[], rows: string[], estimated?: string) => [RULE, ...names, RULE, 'x.cpp:1', '.'.repeat(79), '', ...HEAD(estimated), ...rows, ''];
const bench = (name: string, mean = '1.5 us') => [
  `${name.padEnd(37)}         100             2    1.2 ms `,
  `                                        ${mean}    1.4 us    1.6 us `,
  '                                        20 ns    10 ns    30 ns ',
  '',
];
const convert = (lines: string[]) => parseInput(fileInputFromText('bench.txt', `${lines.join('\n')}\n`), 'catch2-console');

describe('catch2-console', () => {
  it('takes the mean in ns with its interval, the std dev and the sample counts', () => {
    const [b] = convert(testCase(['t'], bench('fib'))).benchmarks;
    expect(b).toMatchObject({ name: 'fib', value: 1500, unit: 'ns', direction: 'lower', sample_count: 100, iterations: 2, estimated_duration: 1.2e6, confidence_interval: { lower: 1400, upper: 1600 }, stddev: 20, stddev_confidence_interval: { lower: 10, upper: 30 }, test_case: 't' });
  });

  it('reads durations of a minute or more, which Catch2 prints in minutes ("1.31 m")', () => {
    // Catch2 v2.13's Duration: ns, us, ms, s, then m from 60 s; the estimated run time of a slow benchmark reaches it first.
    const rows = [
      `${'slow'.padEnd(37)}         100             1     1.3102 m `,
      '                                        786.1 ms    780.2 ms    791.9 ms ',
      '                                        3.4 ms      2.9 ms      4.1 ms ',
      '',
      `${'slower'.padEnd(37)}           2             1    2.5 m `,
      '                                        1.25 m      1.2 m       1.3 m ',
      '                                        1.5 s       1 s         2 s ',
      '',
    ];
    expect(convert(testCase(['t'], rows)).benchmarks.map((b) => [b.name, b.value, b.estimated_duration, b.confidence_interval])).toEqual([
      ['slow', 786.1e6, 78.612e9, { lower: 780.2e6, upper: 791.9e6 }],
      ['slower', 75e9, 150e9, { lower: 72e9, upper: 78e9 }],
    ]);
  });

  it('joins wrapped names, qualifies a name used twice, keeps failures; v3 header too', () => {
    const doc = convert([
      ...testCase(['strings', '  small'], bench('copy'), 'est run time'),
      ...testCase(['strings', '  large'], ['a name wrapped over', ...bench('two lines'), ...bench('copy'), 'needs a db                           Benchmark failed (no database) ']),
    ]);
    expect(doc.benchmarks.map((b) => [b.name, b.success ?? true])).toEqual([
      ['strings / small / copy', true], ['a name wrapped over two lines', true], ['strings / large / copy', true], ['needs a db', false],
    ]);
    expect(doc.benchmarks[3]!.error).toBe('no database');
  });

  it('errors name the line: a missing mean, a mean that is not a number, no benchmarks', () => {
    expect(inputErrorOf(() => convert(testCase(['t'], bench('fib').slice(0, 1))))).toMatch(/^bench\.txt: line 12: expected the mean, low mean and high mean of "fib"/);
    expect(inputErrorOf(() => convert(testCase(['t'], bench('fib', 'nan ns'))))).toMatch(/^bench\.txt: line 11: the mean of "fib" is nan/);
    expect(inputErrorOf(() => convert(testCase(['t'], [])))).toMatch(/^bench\.txt: no benchmarks found/);
  });

  it('is the only format to claim console output; the XML reporter stays catch2', () => {
    const claims = (text: string) => formats().filter((f) => f.detect(fileInputFromText('x.txt', text))).map((f) => f.id);
    expect(claims(testCase(['t'], bench('fib')).join('\n'))).toEqual(['catch2-console']);
    expect(claims('<?xml version="1.0"?>\n<Catch name="t"><Group/></Catch>\n')).toEqual(['catch2']);
  });
});
