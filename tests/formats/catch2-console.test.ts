/** Catch2's console reporter: values, wrapped names, qualified names, failures, v3 header, errors. */
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formats, parseInput } from '../../src/formats/index.js';
import { fileInputFromText, readInput } from '../../src/io/read-input.js';
import { FORMAT_FIXTURES } from '../helpers/fixtures.js';
import { inputErrorOf } from '../helpers/input-error.js';
import { expectRunsOfOneDeclaration, runLikeCatch2, runValue, sectionTree, type SectionItem } from '../helpers/catch2-sections.js';

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

  it('reads a benchmark that Catch2 re-ran once per leaf section as one benchmark (real output)', () => {
    // fixtures/generate/catch2-console.sh: "setup" and "teardown" outside the sections of a test case
    // with three leaves, "copy" in a section with two; each is printed once per leaf below it.
    const doc = parseInput(readInput(join(FORMAT_FIXTURES, 'catch2-console/v2-sections-console.txt')), 'catch2-console');
    expect(doc.benchmarks.map((b) => [b.name, (b.rerun_means as number[] | undefined)?.length ?? 0])).toEqual([
      ['setup', 2], ['sections / small / copy', 0], ['teardown', 2], ['sections / large / copy', 1], ['append', 0], ['find', 0],
    ]);
    expect(doc.benchmarks[0]!.rerun_means).toEqual([82.4392, 80.4608]);
  });

  it('reads a repeat it cannot place (sections that print nothing, GENERATE) as another benchmark, never merging two (real output)', () => {
    // "outside" re-run by two sections without benchmarks is one benchmark, "fib n" of two GENERATE
    // values two; the console output shows both alike, and the reading that cannot merge two
    // benchmarks into one names the repeat #2. Its value is its own run's: fib(10) takes longer than fib(5).
    const doc = parseInput(readInput(join(FORMAT_FIXTURES, 'catch2-console/v2-unclear-console.txt')), 'catch2-console');
    expect(doc.benchmarks.map((b) => [b.name, b.rerun_means])).toEqual([
      ['empty sections / outside', undefined], ['empty sections / outside #2', undefined], ['generate / fib n', undefined], ['generate / fib n #2', undefined],
    ]);
    expect(doc.benchmarks[3]!.value).toBeGreaterThan(doc.benchmarks[2]!.value! * 2);
  });

  it('reads a benchmark between two sections, printed after one and before the other, as one', () => {
    const doc = convert([
      ...testCase(['t', '  a'], bench('in a', '10 ns')), ...testCase(['t'], bench('x', '20 ns')),
      ...testCase(['t'], bench('x', '21 ns')), ...testCase(['t', '  b'], bench('in b', '30 ns')),
    ]);
    expect(doc.benchmarks.map((b) => [b.name, b.value, b.rerun_means])).toEqual([['in a', 10, undefined], ['x', 20, [21]], ['in b', 30, undefined]]);
  });

  it('keeps two benchmarks of one name in one table apart', () => {
    const doc = convert([...testCase(['t'], [...bench('x', '1 ns'), ...bench('x', '2 ns')]), ...testCase(['t', '  a'], bench('y')), ...testCase(['t'], [...bench('x', '3 ns'), ...bench('x', '4 ns')]), ...testCase(['t', '  b'], bench('z'))]);
    expect(doc.benchmarks.map((b) => [b.name, b.value, b.rerun_means])).toEqual([['t / x', 1, [3]], ['t / x #2', 2, [4]], ['y', 1500, undefined], ['z', 1500, undefined]]);
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

describe('catch2-console over any tree of sections', () => {
  // runLikeCatch2 (tests/helpers/catch2-sections.ts); the console reporter prints a new table after each
  // section's start and end, under the names of the sections it is in. A mean says which declaration
  // and which run printed it.
  function output(items: SectionItem[]): { lines: string[]; declared: number[] } {
    const lines: string[] = [];
    const names = ['t'];
    let header = false;
    const declared = runLikeCatch2(items, {
      run: () => (header = false),
      enter: (section) => {
        names.push(section);
        header = false;
      },
      leave: () => {
        names.pop();
        header = false;
      },
      bench: (name, declaration, pass) => {
        if (!header) lines.push(RULE, ...names.map((n, depth) => `${'  '.repeat(depth)}${n}`), RULE, 'x.cpp:1', '.'.repeat(79), '', ...HEAD());
        header = true;
        lines.push(...bench(name, `${runValue(declaration, pass)} ns`));
      },
    });
    return { lines, declared };
  }

  it('never merges two benchmarks into one, and reads every one of them', () => {
    // Where the output cannot tell a re-run from another benchmark, the re-run is read as one (#2):
    // every benchmark read holds runs of one declaration only, in the order they ran, and every
    // declaration is read.
    fc.assert(fc.property(sectionTree, (items) => {
      const { lines, declared } = output(items);
      expectRunsOfOneDeclaration(convert(lines).benchmarks, declared, false);
    }), { numRuns: 500 });
  });

  it('always tells when every section prints a benchmark of its own and no block repeats a name', () => {
    const clear = (items: SectionItem[]): boolean => {
      const benches = items.filter((i): i is { bench: string } => 'bench' in i).map((i) => i.bench);
      return new Set(benches).size === benches.length && items.every((i) => 'bench' in i || (i.items.some((c) => 'bench' in c) && clear(i.items)));
    };
    fc.assert(fc.property(sectionTree.filter(clear), (items) => {
      const { lines, declared } = output(items);
      expectRunsOfOneDeclaration(convert(lines).benchmarks, declared, true);
    }), { numRuns: 300 });
  });
});
