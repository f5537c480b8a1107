/**
 * Text adapters look for a literal their format always holds before running their line regexes over
 * the whole input (a large log of another tool then costs one substring search, not a regex scan).
 * The literal must never change an answer: each detector here, as it was before (the regexes alone),
 * is the reference, on every fixture, on generated `go test` logs, and on random mixtures of the
 * lines these formats print.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { benchmarkJs } from '../../src/formats/benchmark-js.js';
import { benchmarkLuau } from '../../src/formats/benchmark-luau.js';
import { catch2Console } from '../../src/formats/catch2-console.js';
import { hey } from '../../src/formats/hey.js';
import { libtest } from '../../src/formats/libtest.js';
import type { FileInput, FormatAdapter } from '../../src/formats/types.js';
import { wrk } from '../../src/formats/wrk.js';
import { wrk2 } from '../../src/formats/wrk2.js';
import { fileInputFromText, readFileText } from '../../src/io/read-input.js';

const plainText = (input: FileInput) => input.json === undefined && !input.jsonError;
const WRK2_MARK = /^\s+Latency Distribution \(HdrHistogram - |^\s+Detailed Percentile spectrum:|^\s+Thread calibration: mean lat\.:/m;
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const BENCHMARK_JS_RESULT = /^(.+) x ([\d,]*\.?\d+) ops\/sec [±\u00b1]([\d.]+)% \((\d+) runs? sampled\)$/;

/** The detectors as they were before the literal checks: the regexes alone. */
const REFERENCE: ReadonlyArray<[FormatAdapter, (input: FileInput) => boolean]> = [
  [benchmarkJs, (input) => input.json === undefined
    && input.text.replace(ANSI, '').split(/\r?\n/).some((l) => BENCHMARK_JS_RESULT.test(l.trimStart().trimEnd()))],
  [libtest, (input) => plainText(input) && /^test \S.*? \.\.\. bench: +[\d,.]+ (?:\S+\/iter\b|\S+\/s \(\+\/- )/m.test(input.text)],
  [wrk, (input) => plainText(input) && /^Running \S+ test @ \S+\s*$/m.test(input.text)
    && /^\s*\d+ threads? and \d+ connections?\s*$/m.test(input.text) && !WRK2_MARK.test(input.text)],
  [wrk2, (input) => plainText(input) && /^Running \S+ test @ \S+\s*$/m.test(input.text) && WRK2_MARK.test(input.text)],
  [catch2Console, (input) => plainText(input) && /^benchmark name\s+samples\s+iterations\s+(?:estimated|est run time)\s*$/m.test(input.text)
    && /^\s+mean\s+low mean\s+high mean\s*$/m.test(input.text)],
  // Its blanks stay within the line (a result line is one line; `\s` ran on into the next lines).
  [benchmarkLuau, (input) => plainText(input)
    && /^SUCCESS:[^\S\r\n]+\S.*?[^\S\r\n]+:[^\S\r\n]+\d[\d.]*[a-zµ]+[^\S\r\n]+\+\/-[^\S\r\n]+[\d.]+%[^\S\r\n]+on[^\S\r\n]+\S+/m.test(input.text)],
  [hey, (input) => plainText(input) && /^Summary:\s*$/m.test(input.text) && /^\s+Total:\s+\S+ secs\s*$/m.test(input.text)
    && /^\s+Requests\/sec:\s/m.test(input.text)],
];

function sameAnswers(input: FileInput): void {
  for (const [adapter, reference] of REFERENCE) {
    expect({ format: adapter.id, path: input.path, detected: adapter.detect(input) })
      .toStrictEqual({ format: adapter.id, path: input.path, detected: reference(input) });
  }
}

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
}

describe('literal checks before the line regexes', () => {
  it('give the same answers on every fixture file', () => {
    const files = filesBelow('fixtures/formats');
    expect(files.length).toBeGreaterThan(100);
    let claimed = 0;
    for (const file of files) {
      const input = fileInputFromText(file, readFileText(file));
      sameAnswers(input);
      if (REFERENCE.some(([adapter]) => adapter.detect(input))) claimed++;
    }
    // The fixtures of these seven formats are claimed, so the comparison covers "yes" answers too.
    expect(claimed).toBeGreaterThanOrEqual(REFERENCE.length);
  });

  it('give the same answers on go test logs', () => {
    const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/large', 'cpu: generated'];
    for (let i = 0; i < 2000; i++) {
      lines.push(`BenchmarkCase${i}/size=${i % 64}-2    \t 1000000\t${(100 + i / 7).toFixed(2).padStart(12)} ns/op\t      16 B/op\t       1 allocs/op`);
    }
    lines.push('PASS', 'ok  \texample.com/large\t12.345s', '');
    sameAnswers(fileInputFromText('go.txt', lines.join('\n')));
  });

  it('give the same answers on random mixtures of these formats\' lines', () => {
    const line = fc.constantFrom(
      'RegExp#test x 4,161,532 ops/sec ±0.99% (59 runs sampled)',
      '\u001b[32mRegExp#test\u001b[0m x 4,161,532 ops/sec \u00b10.99% (59 runs sampled)',
      'a x 1 ops/sec ±1% (1 run sampled)', 'ops/sec', '±', '\u001b[0m',
      'test bench_a ... bench:       1,234 ns/iter (+/- 56)', 'test b ... bench:  12 MB/s (+/- 3)', 'bench:', 'test x ... bench: ', 'test a ... bench: 5 ns/iter',
      'Running 10s test @ http://127.0.0.1:8080/', '  2 threads and 10 connections', '  Latency Distribution (HdrHistogram - Recorded Latency)',
      '  Thread calibration: mean lat.: 1.2ms', 'test @', 'Running  test @ x', 'Running 5s test @ x', '1 thread and 1 connection',
      'benchmark name                       samples       iterations    estimated', '                                     mean          low mean      high mean',
      'benchmark name', 'SUCCESS: base64 : 15.041ms +/- 0.636% on luau', 'SUCCESS:', 'SUCCESS: a : 1ms +/- 1% on',
      'Summary:', '  Total:\t1.0023 secs', '  Requests/sec:\t4990.1', 'Summary: ',
      'BenchmarkA-2 \t 100 \t 12.5 ns/op', 'goos: linux', '', ' ', '{', '[1]',
    );
    const text = fc.tuple(fc.array(line, { maxLength: 12 }), fc.constantFrom('\n', '\r\n')).map(([ls, eol]) => ls.join(eol));
    fc.assert(fc.property(text, (t) => sameAnswers(fileInputFromText('mixed.txt', t))), { numRuns: 2000 });
  });
});
