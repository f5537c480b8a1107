/**
 * The go test reader finds and reads result lines with one regular expression
 * (src/formats/shared/go-test-line.ts) and groups values per unit as it goes; the line-splitting reader it replaced (go-test-reference.ts) is the
 * reference. On generated logs, both give the same document, key order included, or the same error.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goTest } from '../../src/formats/go-test.js';
import { MAX_PAIRS, ResultLineFinder } from '../../src/formats/shared/go-test-line.js';
import type { ParseOptions } from '../../src/formats/types.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { referenceGoTest } from './go-test-reference.js';

function outcome(parse: () => unknown): { document: string; value: unknown } | { error: string } {
  try {
    const value = parse();
    return { document: JSON.stringify(value), value };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function sameAsReference(text: string, options: ParseOptions = {}): void {
  const input = () => fileInputFromText('bench.txt', text);
  const fast = outcome(() => goTest.parse(input(), options));
  const reference = outcome(() => referenceGoTest.parse(input(), options));
  expect(fast).toStrictEqual(reference);
}

const space = fc.constantFrom(' ', '\t', '  ', ' \t ', '    \t', '\u00a0', '\u3000', '\v');
const name = fc.constantFrom('BenchmarkA', 'BenchmarkA-2', 'BenchmarkA-1', 'BenchmarkA-4', 'BenchmarkA/x-2', 'BenchmarkA/x', 'BenchmarkB-8', 'BenchmarkA-2-4', 'Benchmark', 'Benchmarkñ-2');
const number = fc.oneof(
  fc.double({ min: 0, max: 1e7, noNaN: true }).chain((d) => fc.constantFrom(d.toFixed(2), d.toFixed(0), String(d), d.toPrecision(3), d.toExponential(2))),
  fc.stringMatching(/^[-+]?\d{0,18}\.?\d{0,18}(?:[eE][-+]?\d{1,3})?$/),
  fc.constantFrom('NaN', '+Inf', '-Inf', 'Inf', '-0', '.5', '5.', '.', '1.2.3', 'x', '0', '1e400', '0.1', '123456789012345.6', '1234567890123456'),
);
const unit = fc.constantFrom('ns/op', 'B/op', 'allocs/op', 'MB/s', 'frames/op', 'µs/op', 'sec/op', 'ns/op');
const pair = fc.tuple(space, number, space, unit).map((p) => p.join(''));
const iterations = fc.oneof(fc.nat({ max: 100000 }).map(String), fc.constantFrom('1000000', '12345678901234567890', '10x', '00'));
const resultLine = fc
  .tuple(name, space, iterations, fc.array(pair, { maxLength: 4 }), fc.constantFrom('', ' ', '\t', '\r', ' \r'))
  .map(([n, s, i, pairs, end]) => `${n}${s}${i}${pairs.join('')}${end}`);
const otherLine = fc.constantFrom(
  'goos: linux', 'goarch: amd64', 'pkg: example.com/m/a', 'pkg: example.com/m/b', 'cpu: X', 'PASS', 'FAIL', 'ok  \texample.com/m/a\t0.1s',
  'ok  \texample.com/m/b\t0.1s', 'ok  \texample.com/m/empty\t0.1s [no tests to run]', 'FAIL\texample.com/m/b\t0.1s', 'FAIL\texample.com/m/c [build failed]',
  '--- FAIL: BenchmarkA', '--- FAIL: BenchmarkA/x-2', '--- FAIL: BenchmarkA-4', '--- SKIP: BenchmarkB', '--- BENCH: BenchmarkA-2', '    a_test.go:3: why',
  '\tb_test.go:9: log', 'panic: boom', 'BenchmarkA', 'BenchmarkA-2  \thello', '     100\t  5 ns/op', '  7  9 ns/op  1 B/op', 'Unit ns/op better=higher',
  'Unit frames/op better=higher', 'Unit x/op better=up', 'Unit', '',
);
const log = fc.array(fc.oneof({ weight: 3, arbitrary: resultLine }, { weight: 2, arbitrary: otherLine }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) }), { maxLength: 30 });

describe('go-test reads like the line-splitting reference', () => {
  it('on generated logs: the same document, key order included, or the same error', () => {
    fc.assert(fc.property(log, fc.constantFrom('\n', '\r\n'), fc.constantFrom(undefined, 'higher' as const), (lines, eol, direction) => {
      sameAsReference(lines.join(eol), direction ? { direction } : {});
    }), { numRuns: 2000 });
  });

  it('on a -count log of several packages and -cpu variants', () => {
    const lines: string[] = [];
    for (const pkg of ['a', 'b']) {
      lines.push(`pkg: example.com/${pkg}`);
      for (let r = 0; r < 3; r++) {
        for (const procs of ['', '-2', '-4']) lines.push(`BenchmarkX/n=${r % 2}${procs}  \t 1000\t ${100 + r}.5 ns/op\t 16 B/op\t 1 allocs/op`);
      }
      lines.push(`ok  \texample.com/${pkg}\t1.0s`);
    }
    sameAsReference(lines.join('\n'));
  });
});

/** The fields of the one result line in `line`, as the finder reads them, or null when it passes the line over. */
function found(line: string, layout: string[] = []): string[] | null {
  const match = new ResultLineFinder(layout).expression.exec(line);
  return match && match.filter((field) => field !== undefined).slice(1);
}

describe('the result line finder', () => {
  const reference = (text: string): number | undefined => {
    if (text === 'NaN' || text === '+Inf' || text === '-Inf') return Number.NaN;
    return /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(text) ? Number(text) : undefined;
  };
  it('reads every number go test can print to the double the general path gives, and passes over the rest', () => {
    fc.assert(fc.property(number, (text) => {
      const fields = found(`BenchmarkA 10 ${text} ns/op`);
      const expected = reference(text);
      if (expected === undefined) expect(fields).toBeNull();
      else expect(Object.is(Number(fields?.[2]), expected)).toBe(true);
    }), { numRuns: 5000 });
  });

  it('passes over what only the general path may read: a bare name, no pairs, an odd field, other whitespace, more pairs than it holds', () => {
    const pairs = (n: number) => ' 1 ns/op'.repeat(n);
    for (const line of ['BenchmarkA', 'BenchmarkA 10', 'BenchmarkA 10 5', 'BenchmarkA 10 x ns/op', 'BenchmarkA 1x 5 ns/op', 'Bench 10 5 ns/op', ' BenchmarkA 10 5 ns/op',
      'BenchmarkA\u00a010 5 ns/op', 'BenchmarkA 10\v5 ns/op', 'BenchmarkA 10 5 ns/op\u3000', 'BenchmarkA 10 5 ns/op\rx', `BenchmarkA 10${pairs(MAX_PAIRS + 1)}`]) {
      expect(found(line), JSON.stringify(line)).toBeNull();
    }
    expect(found('BenchmarkA-2\t 10\t 5.5 ns/op\t 16 B/op \r')).toEqual(['BenchmarkA-2', '10', '5.5', 'ns/op', '16', 'B/op']);
    expect(found(`BenchmarkA 10${pairs(MAX_PAIRS)}`)).toHaveLength(2 + 2 * MAX_PAIRS);
  });

  it('finds result lines only at line starts, and a line ends only at a \\n', () => {
    const text = 'x BenchmarkA 1 2 ns/op\rBenchmarkB 1 2 ns/op\nBenchmarkC 1 2 ns/op\u2028BenchmarkD 1 2 ns/op\nBenchmarkE 1 2 ns/op';
    const finder = new ResultLineFinder().expression;
    const names: string[] = [];
    for (let match = finder.exec(text); match; match = finder.exec(text)) names.push(match[1]!);
    expect(names).toEqual(['BenchmarkE']);
  });

  it('with a layout, leaves out the units of a line that has exactly those, in that order, and reads any other line as without', () => {
    const layout = ['ns/op', 'B/op', 'a.b+(c)/op'];
    const match = new ResultLineFinder(layout).expression.exec('BenchmarkA-2 10 5 ns/op 16 B/op 1 a.b+(c)/op\r');
    expect(match?.slice(1, 6)).toEqual(['BenchmarkA-2', '10', '5', '16', '1']);
    for (const line of ['BenchmarkA 10 5 ns/op 16 B/op', 'BenchmarkA 10 5 ns/op 16 B/op 1 a.b+(c)/opx', 'BenchmarkA 10 16 B/op 5 ns/op 1 a.b+(c)/op', 'BenchmarkA 10 5 ns/op 16 B/op 1 aXb+(c)/op 2 MB/s']) {
      const other = new ResultLineFinder(layout).expression.exec(line);
      expect(other?.[3], line).toBeUndefined();
      expect(found(line, layout), line).toEqual(found(line));
    }
  });

  it('reads a log whose lines change units like the reference', () => {
    const lines = ['BenchmarkA 10 5 ns/op 16 B/op', 'BenchmarkB 10 16 B/op 5 ns/op', 'BenchmarkB 10 6 ns/op 17 B/op', 'BenchmarkC 10 7 ns/op', 'BenchmarkC 10 8 ns/op 1 B/op',
      'BenchmarkA 10 9 ns/op 18 B/op 3 MB/s', 'BenchmarkA 10 9 ns/op 18 B/op', 'BenchmarkD 10 1 ns/op 1 ns/op', 'BenchmarkD 10 2 ns/op 2 B/op'];
    sameAsReference(lines.join('\n'));
    sameAsReference(['BenchmarkZ 10 1 x/op 1 x/op', ...lines].join('\n'));
  });
});
