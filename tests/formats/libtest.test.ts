/** Rust libtest / bencher text: grouped numbers, MB/s, failures, several bench targets, errors. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGroupedNumber } from '../../src/formats/shared/harness.js';
import { formats, parseInput } from '../../src/formats/index.js';
import { libtest } from '../../src/formats/libtest.js';
import type { ParseOptions } from '../../src/formats/types.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { inputErrorOf, parsesOrInputError } from '../helpers/input-error.js';

function convert(text: string) {
  return parseInput(fileInputFromText('bench.txt', text), 'libtest');
}
const errorOf = (text: string): string => inputErrorOf(() => convert(text));

describe('libtest', () => {
  it('reads whole and decimal nanoseconds with thousands separators, the +/- spread and MB/s', () => {
    const text = '\nrunning 3 tests\ntest a ... bench:       1,234 ns/iter (+/- 56)\ntest m::b ... bench:      17,873.65 ns/iter (+/- 14,984.42) = 123 MB/s\ntest c   ... bench:           0.25 ns/iter (+/- 0)\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 3 measured\n';
    expect(convert(text).benchmarks).toEqual([
      { name: 'a', value: 1234, unit: 'ns', direction: 'lower', deviation: 56, success: true, error: null },
      { name: 'm::b', value: 17873.65, unit: 'ns', direction: 'lower', deviation: 14984.42, metrics: { 'MB/s': { value: 123, unit: 'MB/s', direction: 'higher' } }, success: true, error: null },
      { name: 'c', value: 0.25, unit: 'ns', direction: 'lower', deviation: 0, success: true, error: null },
    ]);
  });

  it('parseGroupedNumber accepts harness numbers and nothing else', () => {
    expect(parseGroupedNumber('1,234,567.5')).toBe(1234567.5);
    expect(parseGroupedNumber('12')).toBe(12);
    expect(parseGroupedNumber('1234,5')).toBeUndefined();
    expect(parseGroupedNumber('1e3')).toBeUndefined();
    expect(parseGroupedNumber('')).toBeUndefined();
  });

  it('turns FAILED benchmarks into failed entries with the panic message, not the backtrace', () => {
    const text = 'running 2 tests\ntest ok_one ... bench:          12 ns/iter (+/- 1)\ntest bad    ... FAILED\n\nfailures:\n\n---- bad stdout ----\n\nthread \'main\' panicked at benches/b.rs:8:79:\nindex out of bounds\nstack backtrace:\n   0: rust_begin_unwind\nnote: run with `RUST_BACKTRACE=1`\n\n\nfailures:\n    bad\n\ntest result: FAILED. 0 passed; 1 failed; 0 ignored; 1 measured\n';
    expect(convert(text).benchmarks[1]).toEqual({ name: 'bad', success: false, error: "thread 'main' panicked at benches/b.rs:8:79: index out of bounds" });
  });

  it('reads the --quiet form of a failure', () => {
    const text = 'running 2 tests\ni 1/2\nbroken --- FAILED\ntest fine ... bench:          12 ns/iter (+/- 1)\n';
    expect(convert(text).benchmarks.map((b) => [b.name, b.success])).toEqual([['broken', false], ['fine', true]]);
  });

  it('qualifies names shared by several bench targets with the target, from cargo\'s Running lines', () => {
    const text = '     Running benches/alpha.rs (target/release/deps/alpha-1a2b)\ntest fib ... bench:  10 ns/iter (+/- 1)\ntest only_a ... bench:  5 ns/iter (+/- 1)\n     Running benches/beta.rs (target/release/deps/beta-3c4d)\ntest fib ... bench:  20 ns/iter (+/- 1)\n';
    expect(convert(text).benchmarks.map((b) => [b.name, b.value, b.target])).toEqual([['alpha::fib', 10, 'alpha'], ['only_a', 5, 'alpha'], ['beta::fib', 20, 'beta']]);
  });

  it('refuses the same name twice without Running lines to tell them apart, naming the line', () => {
    expect(errorOf('test fib ... bench:  10 ns/iter (+/- 1)\ntest fib ... bench:  11 ns/iter (+/- 1)\n'))
      .toMatch(/^bench\.txt: line 2: benchmark "fib" was already reported at line 1/);
  });

  it('names the line of a malformed bench line', () => {
    expect(errorOf('test a ... bench:  10 ns/iter (+/- 1)\ntest b ... bench:  fast ns/iter (+/- 1)\n')).toMatch(/^bench\.txt: line 2: bench line is not/);
    expect(errorOf('test a ... bench:  10,00 ns/iter (+/- 1)\n')).toMatch(/^bench\.txt: line 1: "10,00" is not a number/);
  });

  it('says what it expected when there are no benchmarks, and a 0 ns/iter is a clear error', () => {
    expect(errorOf('running 0 tests\n\ntest result: ok. 0 passed\n')).toMatch(/^bench\.txt: no benchmarks found/);
    expect(errorOf('test trivial ... bench:           0 ns/iter (+/- 0)\n')).toMatch(/bench\.txt.*trivial.*zero/);
  });

  it('detects bench output and not plain cargo test output or Go benchmarks', () => {
    const claims = (text: string) => formats().filter((f) => f.detect(fileInputFromText('x.txt', text))).map((f) => f.id);
    expect(claims('test a ... bench:       1,234 ns/iter (+/- 56)\n')).toEqual(['libtest']);
    expect(claims('running 1 test\ntest tests::it_works ... ok\n\ntest result: ok. 1 passed\n')).toEqual([]);
    expect(libtest.detect(fileInputFromText('x.txt', 'BenchmarkA-2  10  5 ns/op\n'))).toBe(false);
  });
});

describe('libtest never crashes', () => {
  const line = fc.oneof(
    fc.constantFrom('running 2 tests', 'test a ... bench:  1,234 ns/iter (+/- 56)', 'test a ... bench:  0 ns/iter (+/- 0)', 'test b ... bench:  12.5 ns/iter (+/- 1.5) = 12 MB/s',
      'test b ... FAILED', 'b --- FAILED', '---- b stdout ----', 'thread \'main\' panicked', 'stack backtrace:', 'failures:', '    b',
      'test result: FAILED. 0 passed', '     Running benches/x.rs (target/x)', '     Running benches/y.rs (target/y)', 'test c ... bench: 1,2 ns/iter (+/- 1)', 'test d ... ok'),
    fc.string({ maxLength: 12 }).map((s) => `test ${s} ... bench: `),
    fc.string({ maxLength: 12 }),
  );
  it('on sequences of cargo bench lines and junk', () => {
    fc.assert(fc.property(fc.array(line, { maxLength: 14 }), (lines) => {
      parsesOrInputError(() => libtest.parse(fileInputFromText('bench.txt', lines.join('\n')), {}), 'bench.txt');
    }), { numRuns: 500 });
  });
});

describe('libtest lines with other units', () => {
  const parse = (text: string, options: ParseOptions = {}) => libtest.parse(fileInputFromText('bench.txt', text), options).benchmarks;

  it('takes the unit before /iter, or the whole rate, with the direction the unit says', () => {
    const [cycles, rate, micro] = parse('test cmov ... bench:       2835 cycles/iter (+/- 14)\ntest fill ... bench:       1911 MS/s (+/- 420)\ntest slow ... bench:  12.5 µs/iter (+/- 1)\n');
    expect(cycles).toMatchObject({ name: 'cmov', value: 2835, unit: 'cycles', direction: 'lower', deviation: 14 });
    expect(rate).toMatchObject({ name: 'fill', value: 1911, unit: 'MS/s', direction: 'higher', deviation: 420 });
    expect(micro).toMatchObject({ value: 12.5, unit: 'us', direction: 'lower' });
  });

  it('asks for --direction when the unit does not say, and takes it when given', () => {
    const text = 'test hits ... bench:       97 widgets/iter (+/- 3)\n';
    expect(inputErrorOf(() => parse(text))).toBe('bench.txt: line 1: the unit "widgets/iter" does not say whether higher or lower is better. Give --direction higher or --direction lower');
    expect(parse(text, { direction: 'higher' })[0]).toMatchObject({ unit: 'widgets', direction: 'higher' });
    // A unit that says its direction is not overridden by --direction.
    expect(parse('test t ... bench: 5 ns/iter (+/- 1)\n', { direction: 'higher' })[0]!.direction).toBe('lower');
  });

  it('rejects a unit that is neither per iteration nor a rate, naming the line', () => {
    expect(inputErrorOf(() => parse('test a ... bench: 5 ns/iter (+/- 1)\ntest b ... bench: 5 widgets (+/- 1)\n'))).toMatch(/^bench\.txt: line 2: "widgets" is neither a unit per iteration/);
  });

  it('is claimed by libtest alone, also inside a Catch2 host application\'s log', () => {
    const text = 'host is a Catch v2.13.10 host application.\nRun with -? for options\n\ntest cmov ... bench:  2835 cycles/iter (+/- 14)\n';
    expect(formats().filter((f) => f.detect(fileInputFromText('x.txt', text))).map((f) => f.id)).toEqual(['libtest']);
  });
});
