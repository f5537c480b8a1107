/** go test -bench text: samples, names (packages, GOMAXPROCS), metrics, Unit lines, failures, errors. */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formats, parseInput } from '../../src/formats/index.js';
import { splitProcs } from '../../src/core/go-names.js';
import { goTest } from '../../src/formats/go-test.js';
import type { ParseOptions } from '../../src/formats/types.js';
import { fileInputFromText, readInput } from '../../src/io/read-input.js';
import { inputErrorOf, parsesOrInputError } from '../helpers/input-error.js';
import { validateDocument } from '../../src/core/validate.js';

const HEADER = 'goos: linux\ngoarch: amd64\npkg: example.com/m/a\ncpu: Test CPU @ 2.00GHz\n';

function convert(text: string, options: ParseOptions = {}) {
  return parseInput(fileInputFromText('bench.txt', text), 'go-test', options);
}
function byName(text: string, options: ParseOptions = {}) {
  return new Map(convert(text, options).benchmarks.map((b) => [b.name, b]));
}
const errorOf = (text: string): string => inputErrorOf(() => convert(text));

describe('go-test', () => {
  it('takes the median of -count repeats as the value and keeps all of them as samples', () => {
    const b = byName(`${HEADER}BenchmarkX-8   1000   30 ns/op\nBenchmarkX-8   1000   10 ns/op\nBenchmarkX-8   1000   20 ns/op\nPASS\nok  \texample.com/m/a\t0.1s\n`).get('BenchmarkX')!;
    expect(b).toMatchObject({ value: 20, unit: 'ns', direction: 'lower', samples: [30, 10, 20], iterations: 1000, count: 3, procs: 8, package: 'example.com/m/a' });
  });

  it('ends a package at the next package\'s header when no `ok` line does (test binaries run by hand)', () => {
    const part = (pkg: string, ns: number) => `goos: linux\npkg: ${pkg}\nBenchmarkParse-2   1000   ${ns} ns/op\nBenchmarkParse-2   1000   ${ns + 2} ns/op\nPASS\n`;
    const b = byName(part('example.com/m/a', 100) + part('example.com/m/b', 900));
    expect([...b.keys()]).toEqual(['example.com/m/a.BenchmarkParse', 'example.com/m/b.BenchmarkParse']);
    expect(b.get('example.com/m/a.BenchmarkParse')).toMatchObject({ value: 101, samples: [100, 102], package: 'example.com/m/a' });
    expect(b.get('example.com/m/b.BenchmarkParse')).toMatchObject({ value: 901, samples: [900, 902], package: 'example.com/m/b' });
    // A benchmark whose result never came before the next package's header failed there.
    const cut = `goos: linux\npkg: example.com/m/a\nBenchmarkParse-2   1000   100 ns/op\nBenchmarkDies-2   \n` + part('example.com/m/b', 900);
    expect(byName(cut).get('example.com/m/a.BenchmarkDies')).toMatchObject({ success: false, error: 'did not finish: the next package began before its result' });
    // The same package's header again (its binary run twice) keeps one benchmark.
    expect([...byName(part('example.com/m/a', 100) + part('example.com/m/a', 104)).values()].map((e) => [e.name, e.samples])).toEqual([['BenchmarkParse', [100, 102, 104, 106]]]);
  });

  it('keeps B/op, allocs/op, MB/s and custom metrics as metrics (median, unit, direction, samples), not as gated values', () => {
    const text = `${HEADER}BenchmarkS-2  100  50 ns/op  20.5 MB/s  5.000 widgets/op  0 B/op  0 allocs/op\nBenchmarkS-2  100  60 ns/op  17.1 MB/s  7.000 widgets/op  0 B/op  0 allocs/op\n`;
    const b = byName(text).get('BenchmarkS')!;
    expect(b.value).toBe(55);
    expect(b.metrics).toEqual({
      'MB/s': { value: 18.8, unit: 'MB/s', direction: 'higher', samples: [20.5, 17.1] },
      // A b.ReportMetric unit says nothing about its direction: none is guessed (a Unit line or --direction says).
      'widgets/op': { value: 6, unit: 'widgets/op', samples: [5, 7] },
      'B/op': { value: 0, unit: 'B/op', direction: 'lower', samples: [0, 0] },
      'allocs/op': { value: 0, unit: 'allocs/op', direction: 'lower', samples: [0, 0] },
    });
  });

  it('strips the GOMAXPROCS suffix, also from sub-benchmarks, so names do not depend on the core count', () => {
    expect(splitProcs('BenchmarkFoo/size=10-16')).toEqual({ base: 'BenchmarkFoo/size=10', procs: 16 });
    expect(splitProcs('BenchmarkFoo')).toEqual({ base: 'BenchmarkFoo', procs: 1 });
    const on8 = convert(`${HEADER}BenchmarkFoo/size=10-8  10  5 ns/op\n`).benchmarks.map((b) => b.name);
    const on2 = convert(`${HEADER}BenchmarkFoo/size=10-2  10  5 ns/op\n`).benchmarks.map((b) => b.name);
    expect(on8).toEqual(['BenchmarkFoo/size=10']);
    expect(on2).toEqual(on8);
  });

  it('keeps -cpu 1,2 variants apart as <name>-<procs>, -1 included', () => {
    const names = convert(`${HEADER}BenchmarkA  10  5 ns/op\nBenchmarkA-2  10  4 ns/op\nBenchmarkB-2  10  3 ns/op\n`).benchmarks.map((b) => [b.name, b.procs]);
    expect(names).toEqual([['BenchmarkA-1', 1], ['BenchmarkA-2', 2], ['BenchmarkB', 2]]);
  });

  it('qualifies every name with its package when benchmarks of several packages are in the output', () => {
    const two = `${HEADER}BenchmarkCommon-2  10  5 ns/op\nok  \texample.com/m/a\t0.1s\npkg: example.com/m/b\nBenchmarkCommon-2  10  7 ns/op\nBenchmarkOnlyB-2  10  9 ns/op\nok  \texample.com/m/b\t0.1s\n`;
    expect(convert(two).benchmarks.map((b) => b.name)).toEqual([
      'example.com/m/a.BenchmarkCommon', 'example.com/m/b.BenchmarkCommon', 'example.com/m/b.BenchmarkOnlyB',
    ]);
    expect(convert(`${HEADER}BenchmarkCommon-2  10  5 ns/op\n`).benchmarks[0]!.name).toBe('BenchmarkCommon');
  });

  it('reads goos, goarch and cpu into metadata.environment', () => {
    expect(convert(`${HEADER}BenchmarkA-2  10  5 ns/op\n`).metadata).toEqual({
      tool: { name: 'go test' },
      environment: { os: 'linux', arch: 'amd64', cpu_model: 'Test CPU @ 2.00GHz' },
    });
  });

  it('honours Unit better= lines, and gates the first other metric when there is no ns/op', () => {
    const text = `${HEADER}Unit frames/op better=higher assume=exact\nBenchmarkRender-2  10  60 frames/op  3 B/op\n`;
    const b = byName(text).get('BenchmarkRender')!;
    expect(b).toMatchObject({ value: 60, unit: 'frames/op', direction: 'higher', metrics: { 'B/op': { value: 3, unit: 'B/op', direction: 'lower' } } });
    expect(convert(text).metadata!.unit_directions).toEqual({ 'frames/op': 'higher' });
  });

  it('leaves the direction of an unknown custom unit open, or takes it from --direction', () => {
    const text = `${HEADER}BenchmarkRender-2  10  60 frames/op\n`;
    expect(byName(text).get('BenchmarkRender')!.direction).toBeUndefined();
    expect(byName(text, { direction: 'higher' }).get('BenchmarkRender')!.direction).toBe('higher');
  });

  it('rejects a Unit line with a direction that is neither higher nor lower, naming the line', () => {
    expect(errorOf(`${HEADER}Unit ns/op better=sideways\nBenchmarkA-2  10  5 ns/op\n`)).toMatch(/^bench\.txt: line 5: better=sideways/);
  });

  it('turns --- FAIL into a failed entry with the logged reason, folding a parent into its failed sub-benchmark', () => {
    const text = `${HEADER}BenchmarkOk-2  10  5 ns/op\n--- FAIL: BenchmarkSub/bad\n    x_test.go:6: no fixture\n    x_test.go:7: giving up\n--- FAIL: BenchmarkSub\nFAIL\nexit status 1\nFAIL\texample.com/m/a\t0.02s\n`;
    const benchmarks = convert(text).benchmarks;
    expect(benchmarks.map((b) => b.name)).toEqual(['BenchmarkOk', 'BenchmarkSub/bad']);
    expect(benchmarks[1]).toMatchObject({ success: false, error: 'x_test.go:6: no fixture; x_test.go:7: giving up' });
  });

  it('attributes a failure printed before its package header to that package', () => {
    const text = `${HEADER}BenchmarkA-2  10  5 ns/op\nok  \texample.com/m/a\t0.1s\n--- FAIL: BenchmarkBroken\n    b_test.go:6: boom\ngoos: linux\npkg: example.com/m/b\nBenchmarkB-2  10  5 ns/op\nFAIL\nFAIL\texample.com/m/b\t0.1s\n`;
    const broken = convert(text).benchmarks.find((b) => b.success === false)!;
    expect(broken).toMatchObject({ name: 'example.com/m/b.BenchmarkBroken', package: 'example.com/m/b', error: 'b_test.go:6: boom' });
  });

  it('reports a benchmark that panicked mid-run as failed with the panic', () => {
    const text = `${HEADER}BenchmarkOk-2      \t     100\t        10.02 ns/op\nBenchmarkPanic-2   \tpanic: boom\n\ngoroutine 8 [running]:\nexit status 2\nFAIL\texample.com/m/a\t0.041s\nFAIL\n`;
    expect(byName(text).get('BenchmarkPanic')).toMatchObject({ success: false, error: 'panic: boom' });
  });

  it('reports a benchmark that printed NaN ns/op before it panicked as failed with the panic, not as a bad value', () => {
    // Real go 1.26 output (panic-nan.txt): the result line of 0 iterations sometimes comes before the panic.
    const text = `${HEADER}BenchmarkOk-2      \t     100\t        10.02 ns/op\nBenchmarkPanic-2   \t       0\t               NaN ns/op\t       0 B/op\t       0 allocs/op\npanic: kaboom\n\ngoroutine 11 [running]:\nexit status 2\nFAIL\texample.com/m/a\t0.058s\nFAIL\n`;
    expect(byName(text).get('BenchmarkPanic')).toEqual({ name: 'BenchmarkPanic', package: 'example.com/m/a', success: false, error: 'panic: kaboom' });
    expect(byName(text).get('BenchmarkOk')).toMatchObject({ value: 10.02, success: true });
    // Without the panic (a log cut short), the failure says what go printed.
    expect(byName(`${HEADER}BenchmarkPanic-2  0  NaN ns/op\n`).get('BenchmarkPanic')).toMatchObject({ success: false, error: 'go test printed NaN ns/op after 0 iterations: the benchmark did not finish' });
  });

  it('reports a package that failed to build as a failed entry named by the package', () => {
    const text = `${HEADER}BenchmarkOk-2  10  5 ns/op\nok  \texample.com/m/a\t0.1s\nFAIL\texample.com/m/c [build failed]\nFAIL\n`;
    expect(byName(text).get('example.com/m/c')).toMatchObject({ success: false, error: 'package failed: [build failed]' });
  });

  it('reads a result that the benchmark\'s own stdout pushed onto the next line', () => {
    const text = `${HEADER}BenchmarkPrint-2   \thello\n     100\t       142.6 ns/op\n`;
    expect(byName(text).get('BenchmarkPrint')).toMatchObject({ value: 142.6, iterations: 100 });
  });

  it('reads such a result when its iteration count, nine digits or more, starts the line', () => {
    // Go pads the count to eight characters: a longer one leaves no space before it (real go 1.26 output).
    const text = `${HEADER}BenchmarkPrint-2   \thello from bench\nhello from bench\n421426903\t         0.2580 ns/op\nBenchmarkPrint-2   \thello from bench\n505700508\t         0.2352 ns/op\nBenchmarkNext-2  \t100\t5 ns/op\nPASS\nok  \texample.com/m/a\t1.5s\n`;
    expect(convert(text).benchmarks.map((b) => [b.name, b.samples, b.iterations])).toEqual([
      ['BenchmarkPrint', [0.258, 0.2352], undefined],
      ['BenchmarkNext', undefined, 100],
    ]);
    expect(byName(text).get('BenchmarkPrint')!.value).toBeCloseTo(0.2466, 12);
    // A line the benchmark printed that starts with a number is still what it printed, not a result.
    const printed = `${HEADER}BenchmarkPrint-2   \thello\n42 is the answer\n     100\t       142.6 ns/op\n`;
    expect(byName(printed).get('BenchmarkPrint')).toMatchObject({ value: 142.6, iterations: 100 });
  });

  it('reads -v output: bare names, log lines, --- BENCH and --- SKIP blocks', () => {
    const text = `${HEADER}BenchmarkLog\n    p_test.go:4: logged\nBenchmarkLog-2     \t     100\t       641.5 ns/op\n--- BENCH: BenchmarkLog-2\n    p_test.go:4: logged\nBenchmarkSkip\n    p_test.go:5: no gpu\n--- SKIP: BenchmarkSkip\nBenchmarkSub\nBenchmarkSub/a\nBenchmarkSub/a-2   \t     100\t         2.610 ns/op\nPASS\nok  \texample.com/m/a\t0.054s\n`;
    expect(convert(text).benchmarks.map((b) => [b.name, b.value])).toEqual([['BenchmarkLog', 641.5], ['BenchmarkSub/a', 2.61]]);
  });

  it('names the file and line of a malformed result line', () => {
    expect(errorOf(`${HEADER}BenchmarkA-2  10  5 ns/op\nBenchmarkB-2  10  fast ns/op\n`)).toMatch(/^bench\.txt: line 6: "fast" is not a number/);
    expect(errorOf(`${HEADER}BenchmarkB-2  10  5 ns/op 7\n`)).toMatch(/^bench\.txt: line 5: benchmark result has no "<value> <unit>" pairs/);
  });

  it('says what it expected when there are no benchmarks', () => {
    expect(errorOf(`${HEADER}PASS\nok  \texample.com/m/a\t0.1s\n`)).toMatch(/^bench\.txt: no benchmarks found/);
  });

  it('a zero ns/op is a clear error, not a silent skip', () => {
    expect(errorOf(`${HEADER}BenchmarkA-2  10  0 ns/op\n`)).toMatch(/bench\.txt.*BenchmarkA.*zero/);
  });

  it('detects go test output, with or without headers, and nothing that merely says "Benchmark"', () => {
    const claims = (text: string) => formats().filter((f) => f.detect(fileInputFromText('x.txt', text))).map((f) => f.id);
    expect(claims(`${HEADER}BenchmarkA-2  10  5 ns/op\n`)).toEqual(['go-test']);
    expect(claims('BenchmarkA-2  10  5 ns/op\n')).toEqual(['go-test']);
    expect(claims(`${HEADER}--- FAIL: BenchmarkA\n    a_test.go:3: no\nFAIL\n`)).toEqual(['go-test']);
    // Real go 1.26 logs without a result: no -bench, and a test that failed (go then runs no benchmark).
    expect(claims('ok  \texample.com/gobench\t0.002s [no tests to run]\n')).toEqual(['go-test']);
    expect(claims('?   \texample.com/gobench/cmd\t[no test files]\nok  \texample.com/gobench\t(cached)\n')).toEqual(['go-test']);
    expect(claims('--- FAIL: TestBroken (0.00s)\n    fail_test.go:5: boom\nFAIL\nexit status 1\nFAIL\texample.com/gobench\t0.002s\nFAIL\n')).toEqual(['go-test']);
    expect(inputErrorOf(() => parseInput(fileInputFromText('bench.txt', 'ok  \texample.com/gobench\t0.002s [no tests to run]\n'), 'auto'))).toBe(
      'bench.txt: no benchmarks found (expected lines like "BenchmarkFoo-8  1000  123 ns/op"). Run `go test -run \'^$\' -bench .` and give its output',
    );
    expect(goTest.detect(fileInputFromText('x.txt', 'ok: 3 passed\nFAIL: none\n'))).toBe(false);
    expect(goTest.detect(fileInputFromText('x.txt', 'Benchmark 1: sleep 0.1\n  Time (mean ± σ):     101.2 ms ±   0.3 ms\n'))).toBe(false);
    expect(goTest.detect(fileInputFromText('x.txt', 'test fib ... bench:       1,234 ns/iter (+/- 56)\n'))).toBe(false);
    expect(goTest.detect(fileInputFromText('x.json', '{"benchmarks": []}'))).toBe(false);
  });
});

describe('go-test never crashes', () => {
  const line = fc.oneof(
    fc.constantFrom('goos: linux', 'pkg: example.com/m/a', 'pkg: example.com/m/b', 'cpu: X', 'PASS', 'FAIL', 'ok  \texample.com/m/a\t0.1s',
      'FAIL\texample.com/m/b\t0.1s', 'FAIL\texample.com/m/c [build failed]', '--- FAIL: BenchmarkA', '--- FAIL: BenchmarkA/x-2', '--- SKIP: BenchmarkB',
      '    a_test.go:3: why', 'panic: boom', 'BenchmarkA', 'BenchmarkA-2  \thello', '     100\t  5 ns/op', 'Unit ns/op better=higher', 'Unit x/op better=up',
      'BenchmarkA-2  10  5 ns/op  3 B/op', 'BenchmarkA  10  7 ns/op', 'BenchmarkA/x-2  10  NaN ns/op', 'BenchmarkC-4  10  2 frames/op', 'BenchmarkD-2  10  0 ns/op'),
    fc.string({ maxLength: 12 }).map((s) => `Benchmark${s}`),
    fc.string({ maxLength: 12 }),
  );
  it('on sequences of go test lines and junk', () => {
    fc.assert(fc.property(fc.array(line, { maxLength: 14 }), (lines) => {
      parsesOrInputError(() => goTest.parse(fileInputFromText('bench.txt', lines.join('\n')), {}), 'bench.txt');
    }), { numRuns: 500 });
  });
});

describe('go-test memory', () => {
  it('keeps no slice of the log in the document: names, units, packages and the CPU model are strings of their own', () => {
    // In a process of its own, to collect garbage: the heap with the document and the log, then with the
    // document alone, must differ by the log's size. The log's strings are all 13 characters or more
    // (V8 copies shorter slices anyway). What else could hold the log is kept out: the input object is
    // made in a function that has returned, --single-threaded has no compilation running beside, and a
    // regular expression run last resets V8's last match, which holds its subject until the next one.
    const script = `
      const { ADAPTERS } = require(${JSON.stringify(resolve(import.meta.dirname, '../../dist/formats.cjs'))});
      const goTest = ADAPTERS.find((a) => a.id === 'go-test');
      const held = {};
      function parse() {
        const lines = ['goos: linux', 'cpu: A long generated CPU model name'];
        for (let r = 0; r < 5; r++) for (let i = 0; i < 20000; i++) lines.push('BenchmarkSomething' + i + '/size=' + i + '-8  1000  ' + (100 + r) + ' ns/op  16 B/op  1 a-long-custom-unit/op');
        lines.push('ok  \\texample.com/module/package\\t1.0s');
        held.text = lines.join('\\n');
        return goTest.parse({ kind: 'file', path: 'bench.txt', text: held.text, json: undefined }, {});
      }
      const document = parse();
      const heap = () => { /x/.exec('x'); globalThis.gc(); return process.memoryUsage().heapUsed; };
      const withLog = heap();
      const length = held.text.length;
      held.text = undefined;
      const entry = document.benchmarks[0];
      console.log(JSON.stringify({ freed: (withLog - heap()) / length, entry: [entry.name, entry.package, Object.keys(entry.metrics)], cpu: document.metadata.environment.cpu_model }));`;
    const out = JSON.parse(execFileSync(process.execPath, ['--expose-gc', '--single-threaded', '-e', script], { encoding: 'utf8' })) as { freed: number; entry: unknown; cpu: string };
    expect(out.entry).toEqual(['BenchmarkSomething0/size=0', 'example.com/module/package', ['B/op', 'a-long-custom-unit/op']]);
    expect(out.cpu).toBe('A long generated CPU model name');
    expect(out.freed).toBeGreaterThan(0.95);
  });
});

describe('go-test: units Go takes that a unit field cannot hold', () => {
  it('keeps a b.ReportMetric unit with # or @ as a metric named by it, and the document is valid', () => {
    const text = `${HEADER}BenchmarkJoin-2  100  29 ns/op  12.50 hits#cache/op  3.000 p50@lat-ns  8 B/op  1 allocs/op\nBenchmarkJoin-2  100  27 ns/op  12.50 hits#cache/op  3.000 p50@lat-ns  8 B/op  1 allocs/op\n`;
    const doc = convert(text);
    expect(() => validateDocument(doc, 'bench.txt')).not.toThrow();
    expect(doc.benchmarks[0]).toMatchObject({ name: 'BenchmarkJoin', value: 28, unit: 'ns' });
    expect(doc.benchmarks[0]!.metrics).toMatchObject({ 'hits#cache/op': { value: 12.5, samples: [12.5, 12.5] }, 'p50@lat-ns': { value: 3 } });
    expect(doc.benchmarks[0]!.metrics!['hits#cache/op']).not.toHaveProperty('unit');
  });

  it('gates a unit a benchmark may have when ns/op is gone (b.ReportMetric(0, "ns/op")), before one it may not', () => {
    const doc = convert(`${HEADER}BenchmarkQ-2  100  7 hits#q  40 req/s\n`);
    expect(() => validateDocument(doc, 'bench.txt')).not.toThrow();
    expect(doc.benchmarks[0]).toMatchObject({ value: 40, unit: 'req/s' });
    expect(doc.benchmarks[0]!.metrics).toMatchObject({ 'hits#q': { value: 7 } });
  });

  it('reads any unit without spaces into a valid document, or a one-line input error', () => {
    const unit = fc.stringMatching(/^[!-~]{1,12}$/).filter((u) => !/^\d/.test(u) && u !== 'ns/op');
    fc.assert(fc.property(unit, (u) => {
      parsesOrInputError(() => convert(`${HEADER}BenchmarkU-2  100  5 ns/op  3 ${u}\n`), 'bench.txt');
      const doc = convert(`${HEADER}BenchmarkU-2  100  5 ns/op  3 ${u}\n`);
      expect(() => validateDocument(doc, 'bench.txt')).not.toThrow();
    }), { numRuns: 300 });
  });
});

describe('go-test: a sub-benchmark named like a GOMAXPROCS suffix', () => {
  it('keeps b.Run("-64") at GOMAXPROCS 1 as BenchmarkNeg/-64, the name it has at any other GOMAXPROCS', () => {
    expect(splitProcs('BenchmarkNeg/-64')).toEqual({ base: 'BenchmarkNeg/-64', procs: 1 });
    expect(splitProcs('BenchmarkNeg/-64-2')).toEqual({ base: 'BenchmarkNeg/-64', procs: 2 });
    const one = convert(`${HEADER}BenchmarkNeg/-64  10  31 ns/op\nBenchmarkNeg/64  10  44 ns/op\n`).benchmarks.map((b) => [b.name, b.procs]);
    const two = convert(`${HEADER}BenchmarkNeg/-64-2  10  31 ns/op\nBenchmarkNeg/64-2  10  44 ns/op\n`).benchmarks.map((b) => [b.name, b.procs]);
    expect(one).toEqual([['BenchmarkNeg/-64', 1], ['BenchmarkNeg/64', 1]]);
    expect(two.map(([n]) => n)).toEqual(one.map(([n]) => n));
    // -cpu 1,2: one benchmark at two GOMAXPROCS values, each named with its own.
    const cpus = convert(`${HEADER}BenchmarkNeg/-64  10  31 ns/op\nBenchmarkNeg/-64-2  10  32 ns/op\n`).benchmarks.map((b) => [b.name, b.procs]);
    expect(cpus).toEqual([['BenchmarkNeg/-64-1', 1], ['BenchmarkNeg/-64-2', 2]]);
    // Its failure at GOMAXPROCS 1 is its own.
    const failed = convert(`${HEADER}--- FAIL: BenchmarkNeg/-64\n    x_test.go:9: boom\nBenchmarkNeg/64  10  44 ns/op\nFAIL\nFAIL\texample.com/m/a\t0.1s\n`).benchmarks;
    expect(failed.find((b) => b.name === 'BenchmarkNeg/-64')).toMatchObject({ success: false, error: 'x_test.go:9: boom' });
  });
});

describe('go-test: a unit named like a property every object has', () => {
  it('reads b.ReportMetric units such as constructor and toString as units, not as time per op', () => {
    for (const unit of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const doc = convert(`${HEADER}BenchmarkQ-2  100  7 ${unit}\nBenchmarkQ-2  100  8 ${unit}\n`);
      expect(() => validateDocument(doc, 'bench.txt')).not.toThrow();
      expect(doc.benchmarks[0]).toMatchObject({ name: 'BenchmarkQ', value: 7.5, unit });
      expect(doc.benchmarks[0]).not.toHaveProperty('direction');
    }
  });
});

describe('go-test: a benchmark that fails under -cpu 1,2,4', () => {
  it('is named as its run at the GOMAXPROCS it failed at, as the baseline of that log names it', () => {
    const ok = (name: string) => `${name}  100  5 ns/op\n`;
    const log = (failure: string) => `${HEADER}${ok('BenchmarkA')}${ok('BenchmarkA-2')}${ok('BenchmarkA-4')}${failure}    x_test.go:9: connection refused\nFAIL\nexit status 1\nFAIL\texample.com/m/a\t0.1s\n`;
    const names = (text: string) => convert(text).benchmarks.map((b) => [b.name, b.success]);
    // Go runs it at GOMAXPROCS 1 first, prints no suffix for 1, and runs it no further after it failed.
    expect(names(log('--- FAIL: BenchmarkFails\n'))).toEqual([['BenchmarkA-1', true], ['BenchmarkA-2', true], ['BenchmarkA-4', true], ['BenchmarkFails-1', false]]);
    // -cpu 2,4: it failed at 2.
    const at2 = `${HEADER}${ok('BenchmarkA-2')}${ok('BenchmarkA-4')}--- FAIL: BenchmarkFails-2\n    x_test.go:9: boom\nFAIL\nFAIL\texample.com/m/a\t0.1s\n`;
    expect(names(at2)).toEqual([['BenchmarkA-2', true], ['BenchmarkA-4', true], ['BenchmarkFails-2', false]]);
    expect(convert(at2).benchmarks[2]).toMatchObject({ error: 'x_test.go:9: boom' });
    // At one GOMAXPROCS value, names have no suffix, failures included.
    expect(names(`${HEADER}${ok('BenchmarkA-8')}--- FAIL: BenchmarkFails-8\n    x_test.go:9: boom\nFAIL\nFAIL\texample.com/m/a\t0.1s\n`)).toEqual([['BenchmarkA', true], ['BenchmarkFails', false]]);
  });
});

describe('go-test: a benchmark that passes at one GOMAXPROCS value and fails at the next', () => {
  it('keeps its result at the first and fails under the name of the second, as the baseline names both', () => {
    // go test -cpu 1,2: Go runs BenchmarkFlaky at 1, then at 2, where it fails and stops.
    const failed = `${HEADER}BenchmarkA  100  5 ns/op\nBenchmarkA-2  100  5 ns/op\nBenchmarkFlaky  100  7 ns/op\n--- FAIL: BenchmarkFlaky-2\n    x_test.go:9: boom\nFAIL\nexit status 1\nFAIL\texample.com/m/a\t0.1s\n`;
    const passed = `${HEADER}BenchmarkA  100  5 ns/op\nBenchmarkA-2  100  5 ns/op\nBenchmarkFlaky  100  7 ns/op\nBenchmarkFlaky-2  100  7 ns/op\nPASS\nok  \texample.com/m/a\t0.1s\n`;
    const rows = (text: string) => convert(text).benchmarks.map((b) => [b.name, b.success, b.value]);
    expect(rows(passed)).toEqual([['BenchmarkA-1', true, 5], ['BenchmarkA-2', true, 5], ['BenchmarkFlaky-1', true, 7], ['BenchmarkFlaky-2', true, 7]]);
    expect(rows(failed)).toEqual([['BenchmarkA-1', true, 5], ['BenchmarkA-2', true, 5], ['BenchmarkFlaky-1', true, 7], ['BenchmarkFlaky-2', false, undefined]]);
    expect(convert(failed).benchmarks[3]).toMatchObject({ error: 'x_test.go:9: boom' });
    // The only benchmark of its package: its own two GOMAXPROCS values name it.
    const alone = `${HEADER}BenchmarkFlaky  100  7 ns/op\n--- FAIL: BenchmarkFlaky-2\n    x_test.go:9: boom\nFAIL\nFAIL\texample.com/m/a\t0.1s\n`;
    expect(rows(alone)).toEqual([['BenchmarkFlaky-1', true, 7], ['BenchmarkFlaky-2', false, undefined]]);
  });
});

describe('go-test: a benchmark whose only figure has a unit a unit field cannot hold', () => {
  it('is read with its value and no unit, not refused with the whole log', () => {
    // b.ReportMetric(0, "ns/op") and b.ReportMetric(n, "hits#q"): the one figure go test prints.
    const doc = convert(`${HEADER}BenchmarkQ-2  100  7 hits#q\nBenchmarkQ-2  100  8 hits#q\nBenchmarkR-2  100  3 p50@lat  9 B/op\n`);
    expect(() => validateDocument(doc, 'bench.txt')).not.toThrow();
    expect(doc.benchmarks[0]).toMatchObject({ name: 'BenchmarkQ', value: 7.5, samples: [7, 8] });
    expect(doc.benchmarks[0]).not.toHaveProperty('unit');
    expect(doc.benchmarks[1]).toMatchObject({ name: 'BenchmarkR', value: 3, metrics: { 'B/op': { value: 9 } } });
    expect(doc.benchmarks[1]).not.toHaveProperty('unit');
  });

  it('reads any lone unit without spaces into a valid document, or a one-line input error', () => {
    const unit = fc.stringMatching(/^[!-~]{1,12}$/).filter((u) => !/^\d/.test(u));
    fc.assert(fc.property(unit, (u) => {
      const text = `${HEADER}BenchmarkU-2  100  5 ${u}\n`;
      parsesOrInputError(() => convert(text), 'bench.txt');
      expect(() => validateDocument(convert(text), 'bench.txt')).not.toThrow();
    }), { numRuns: 300 });
  });
});

describe('go-test -v: a benchmark that fails at several GOMAXPROCS values', () => {
  // -v prints a run's log lines before its `--- FAIL:` line and nothing after it (the logs are streamed).
  const failures = (text: string) => convert(text).benchmarks.filter((b) => !b.success).map((b) => [b.name, b.error]);

  it('gives each failed run its own log lines, not the next run\'s (real output: fixtures/formats/go-test/cpu-1-2-4-failing-v.txt)', () => {
    const text = readInput(resolve(import.meta.dirname, '../../fixtures/formats/go-test/cpu-1-2-4-failing-v.txt'));
    const doc = parseInput(text, 'go-test');
    expect(doc.benchmarks.filter((b) => !b.success).map((b) => [b.name, b.error])).toEqual([
      ['BenchmarkFlaky1-1', 'procs_test.go:13: fails at GOMAXPROCS 1'],
      ['BenchmarkFlaky2-2', 'procs_test.go:21: fails at GOMAXPROCS 2'],
      ['BenchmarkFlaky12-1', 'procs_test.go:29: fails at GOMAXPROCS 1'],
      ['BenchmarkFlaky12-2', 'procs_test.go:29: fails at GOMAXPROCS 2'],
    ]);
  });

  it('reads the same failures from -v output as from plain output of the same runs', () => {
    // One benchmark that fails on its 2nd call (GOMAXPROCS 1) and its 3rd and 4th (GOMAXPROCS 2: the
    // first run, then the timed one), as go 1.26 prints it with and without -v.
    const log = (call: number, procs: number) => `    x_test.go:13: call ${call} fails at GOMAXPROCS ${procs}\n`;
    const end = 'BenchmarkF-4   \t    1000\t         0.45 ns/op\nFAIL\nexit status 1\nFAIL\texample.com/m/a\t0.1s\n';
    const verbose = `${HEADER}BenchmarkF\n${log(2, 1)}--- FAIL: BenchmarkF\n${log(3, 2)}--- FAIL: BenchmarkF\n${log(4, 2)}--- FAIL: BenchmarkF-2\n${end}`;
    const plain = `${HEADER}BenchmarkF     \t--- FAIL: BenchmarkF\n${log(2, 1)}BenchmarkF-2   \t--- FAIL: BenchmarkF\n${log(3, 2)}--- FAIL: BenchmarkF-2\n${log(3, 2)}${log(4, 2)}${end}`;
    const expected = [
      ['BenchmarkF-1', 'x_test.go:13: call 2 fails at GOMAXPROCS 1'],
      ['BenchmarkF-2', 'x_test.go:13: call 3 fails at GOMAXPROCS 2; x_test.go:13: call 4 fails at GOMAXPROCS 2'],
    ];
    expect(failures(plain)).toEqual(expected);
    expect(failures(verbose)).toEqual(expected);
  });
});
