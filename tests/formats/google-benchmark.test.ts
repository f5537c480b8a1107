/** Google Benchmark JSON: repetitions and aggregates, time units, counters, errors, bare NaN/Infinity. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { formats, parseInput } from '../../src/formats/index.js';
import { googleBenchmark, nonFiniteToNull } from '../../src/formats/google-benchmark.js';
import { readFileSync } from 'node:fs';
import { fileInputFromText, readInput } from '../../src/io/read-input.js';
import { inputErrorOf, parsesOrInputError } from '../helpers/input-error.js';

const CONTEXT = { date: '2026-01-02T03:04:05+00:00', host_name: 'ci-runner-17', executable: './bench', num_cpus: 4, mhz_per_cpu: 3000, cpu_scaling_enabled: false, caches: [], load_avg: [1, 2, 3], library_build_type: 'release' };

function iteration(name: string, real: number, extra: Record<string, unknown> = {}) {
  return { name, run_name: name, run_type: 'iteration', repetitions: 1, repetition_index: 0, threads: 1, iterations: 1000, real_time: real, cpu_time: real / 2, time_unit: 'ns', ...extra };
}
function aggregate(run: string, which: string, real: number, extra: Record<string, unknown> = {}) {
  return { name: `${run}_${which}`, run_name: run, run_type: 'aggregate', repetitions: 3, threads: 1, aggregate_name: which, iterations: 3, real_time: real, cpu_time: real / 2, time_unit: 'ns', ...extra };
}
function doc(benchmarks: unknown[], context: Record<string, unknown> = CONTEXT): string {
  return JSON.stringify({ context, benchmarks }, null, 2);
}
function convert(text: string) {
  return parseInput(fileInputFromText('gb.json', text), 'google-benchmark');
}
const errorOf = (text: string): string => inputErrorOf(() => convert(text));

describe('google-benchmark', () => {
  it('gates a single run\'s real_time in its time_unit, lower is better, with counters kept', () => {
    const b = convert(doc([iteration('BM_A/64', 1.5, { time_unit: 'us', items_per_second: 1e9, bytes_per_second: 4e9, elements: 64, label: 'x' })])).benchmarks[0]!;
    expect(b).toMatchObject({ name: 'BM_A/64', value: 1.5, unit: 'us', direction: 'lower', cpu_time: 0.75, iterations: 1000, label: 'x' });
    expect(b.counters).toEqual({ items_per_second: 1e9, bytes_per_second: 4e9, elements: 64 });
    expect(b.samples).toBeUndefined();
  });

  it('with repetitions: the median aggregate is the value, iterations are the samples, aggregates are kept', () => {
    const rows = [
      iteration('BM_R', 30, { repetitions: 3 }), iteration('BM_R', 10, { repetitions: 3, repetition_index: 1 }), iteration('BM_R', 26, { repetitions: 3, repetition_index: 2 }),
      aggregate('BM_R', 'mean', 22), aggregate('BM_R', 'median', 26), aggregate('BM_R', 'stddev', 10.6), aggregate('BM_R', 'cv', 0.48, { aggregate_unit: 'percentage' }),
    ];
    const b = convert(doc(rows)).benchmarks[0]!;
    expect(b).toMatchObject({ name: 'BM_R', value: 26, samples: [30, 10, 26], aggregates: { mean: 22, median: 26, stddev: 10.6, cv: 0.48 }, cpu_time: 13 });
  });

  it('computes the median itself when repetitions have no median aggregate, and uses it alone with aggregates only', () => {
    const noAggregates = [iteration('BM_R', 3), iteration('BM_R', 1), iteration('BM_R', 2)];
    expect(convert(doc(noAggregates)).benchmarks[0]).toMatchObject({ value: 2, samples: [3, 1, 2] });
    const onlyAggregates = [aggregate('BM_R', 'mean', 5), aggregate('BM_R', 'median', 4)];
    const b = convert(doc(onlyAggregates)).benchmarks[0]!;
    expect(b).toMatchObject({ value: 4, aggregates: { mean: 5, median: 4 } });
    expect(b.samples).toBeUndefined();
  });

  it('converts samples and aggregates to the unit of the headline row', () => {
    const rows = [iteration('BM_U', 2000, { time_unit: 'ns' }), iteration('BM_U', 4000, { time_unit: 'ns' }), aggregate('BM_U', 'median', 3, { time_unit: 'us' })];
    expect(convert(doc(rows)).benchmarks[0]).toMatchObject({ value: 3, unit: 'us', samples: [2, 4] });
  });

  it('turns error_occurred into a failed entry with the message, once for all repetitions', () => {
    const rows = [iteration('BM_E', 0, { error_occurred: true, error_message: 'no input' }), iteration('BM_E', 0, { error_occurred: true, error_message: 'no input' }), iteration('BM_Ok', 5)];
    expect(convert(doc(rows)).benchmarks).toEqual([
      { name: 'BM_E', success: false, error: 'no input' },
      expect.objectContaining({ name: 'BM_Ok', success: true }),
    ]);
  });

  it('reads bare NaN, Infinity and -Infinity as null counters, and leaves such words inside strings alone', () => {
    const text = doc([iteration('BM_NaN/Infinity "quoted" \\ NaN', 5, { ratio: 1 }), iteration('BM_B', 6, { a: 1, b: 2, c: 3 })])
      .replace('"ratio": 1', '"ratio": NaN').replace('"a": 1', '"a": Infinity').replace('"b": 2', '"b": -Infinity').replace('"c": 3', '"c": -NaN');
    const input = fileInputFromText('gb.json', text);
    expect(input.json).toBeUndefined();
    expect(googleBenchmark.detect(input)).toBe(true);
    const [a, b] = parseInput(input, 'auto').benchmarks;
    expect(a).toMatchObject({ name: 'BM_NaN/Infinity "quoted" \\ NaN', counters: { ratio: null } });
    expect(b!.counters).toEqual({ a: null, b: null, c: null });
  });

  it('nonFiniteToNull: only bare tokens outside strings, escapes respected', () => {
    expect(nonFiniteToNull('{"a": NaN, "b": "x\\" NaN", "c": [inf, -inf, +Infinity], "NaN": 1}')).toBe('{"a": null, "b": "x\\" NaN", "c": [null, null, null], "NaN": 1}');
    expect(nonFiniteToNull('[NaNa, Infinityx]')).toBe('[NaNa, Infinityx]');
  });

  it('a NaN real_time is an error at its key path', () => {
    const text = doc([iteration('BM_A', 5), iteration('BM_B', 1)]).replace('"real_time": 1,', '"real_time": NaN,');
    expect(errorOf(text)).toMatch(/^gb\.json: benchmarks\[1\]\.real_time: is NaN or infinite/);
  });

  it('names the key path of a bad time_unit and of a missing real_time', () => {
    expect(errorOf(doc([iteration('BM_A', 5, { time_unit: 'fortnights' })]))).toMatch(/^gb\.json: benchmarks\[0\]\.time_unit: is "fortnights", expected ns, us, ms or s/);
    expect(errorOf(doc([iteration('BM_A', 5, { real_time: undefined })]))).toMatch(/^gb\.json: benchmarks\[0\]\.real_time: expected a number, found nothing/);
  });

  it('a file cut short is an error with its line', () => {
    const text = doc([iteration('BM_A', 5)]).replace('"ratio"', '').slice(0, -20) + '\n  NaN';
    expect(errorOf(text)).toMatch(/^gb\.json: line \d+, column \d+: invalid JSON/);
  });

  it('records context as metadata: date, library_version as the tool version, host only in the environment', () => {
    const meta = convert(doc([iteration('BM_A', 5)], { ...CONTEXT, library_version: 'v1.8.3' })).metadata!;
    expect(meta).toMatchObject({ tool: { name: 'Google Benchmark', version: 'v1.8.3' }, timestamp: CONTEXT.date, executable: './bench' });
    expect(meta.environment).toMatchObject({ cpu_count: 4, mhz_per_cpu: 3000, host_name: 'ci-runner-17', library_build_type: 'release' });
    expect(convert(doc([iteration('BM_A', 5)])).metadata!.tool).toEqual({ name: 'Google Benchmark' });
  });

  it('skips complexity rows (BigO, RMS) and skipped runs, and fails clearly when nothing remains', () => {
    const rows = [iteration('BM_C/8', 5), { name: 'BM_C_BigO', run_name: 'BM_C', run_type: 'aggregate', aggregate_name: 'BigO', cpu_coefficient: 1, real_coefficient: 1, big_o: 'N', time_unit: 'ns' }, { name: 'BM_C_RMS', run_name: 'BM_C', run_type: 'aggregate', aggregate_name: 'RMS', rms: 0.1 }];
    expect(convert(doc(rows)).benchmarks.map((b) => b.name)).toEqual(['BM_C/8']);
    expect(errorOf(doc([]))).toMatch(/^gb\.json: no benchmarks found/);
  });

  it('fails a benchmark whose runs have 0 iterations and no skip mark, naming the row, rather than leaving it out as missing', () => {
    // Google Benchmark marks every run it skips ("skipped" or "error_occurred"): a bare 0 iterations
    // measured nothing. Left out, it read as `missing` in a comparison, with advice to pass --allow-missing.
    const read = convert(doc([iteration('BM_A', 5), iteration('BM_S', 0, { iterations: 0 })]));
    expect(read.benchmarks.map((b) => [b.name, b.success])).toEqual([['BM_A', true], ['BM_S', false]]);
    expect(read.benchmarks[1]!.error).toBe('benchmarks[1] ran 0 iterations and is marked neither "skipped" nor "error_occurred", as Google Benchmark marks a run it skips: nothing was measured. Give the unchanged output of the benchmark binary');
    expect(read.metadata!.skipped).toBeUndefined();
    const baseline = { schema_version: 1 as const, benchmarks: [{ name: 'BM_A', value: 5, unit: 'ns' }, { name: 'BM_S', value: 5, unit: 'ns' }] };
    const report = runGate({ source: 'baseline.json', document: baseline }, [{ source: 'run.json', document: read }], DEFAULT_GATE_OPTIONS);
    expect(report.benchmarks.find((r) => r.name === 'BM_S')).toMatchObject({ status: 'failed' });
    expect(report.summary).toMatchObject({ missing: 0 });
    // Repetitions: one with 0 iterations among measured ones measured nothing and is left out of the samples.
    const reps = convert(doc([iteration('BM_R', 4, { repetitions: 3 }), iteration('BM_R', 0, { repetitions: 3, repetition_index: 1, iterations: 0 }), iteration('BM_R', 6, { repetitions: 3, repetition_index: 2 })]));
    expect(reps.benchmarks[0]).toMatchObject({ name: 'BM_R', success: true, value: 5, samples: [4, 6] });
    // A skip marked as such keeps the tool's message, whatever its iteration count.
    expect(convert(doc([iteration('BM_A', 5), iteration('BM_K', 0, { iterations: 0, skipped: true, skip_message: 'no GPU' })])).benchmarks[1]).toMatchObject({ success: false, error: 'skipped (SkipWithMessage): no GPU' });
  });

  it('fails a benchmark that called SkipWithMessage (Google Benchmark 1.8 on), with its message, rather than leaving it out', () => {
    // Real output of Google Benchmark 1.9.5 (fixtures/generate/google-benchmark.sh): BM_NeedsGpu calls
    // state.SkipWithMessage("no GPU found"), written as "skipped" and "skip_message"; BM_Failing calls
    // SkipWithError, still "error_occurred". Left out, BM_NeedsGpu read as `missing` in a comparison,
    // with advice to pass --allow-missing and no word of the skip.
    for (const file of ['v1.9-skipped.json', 'v1.9-skipped-repetitions.json']) {
      const read = parseInput(readInput(`fixtures/formats/google-benchmark/${file}`), 'google-benchmark');
      expect(read.benchmarks.map((b) => [b.name, b.success, b.error])).toEqual([
        ['BM_StringCopy', true, null],
        ['BM_NeedsGpu', false, 'skipped (SkipWithMessage): no GPU found'],
        ['BM_Failing', false, 'could not open input.dat'],
      ]);
      expect(read.metadata!.skipped).toBeUndefined();
      expect(read.metadata!.tool).toEqual({ name: 'Google Benchmark', version: 'v1.9.5' });
      const baseline = { schema_version: 1 as const, benchmarks: read.benchmarks.map((b) => ({ name: b.name, value: 5, unit: 'ns' })) };
      const report = runGate({ source: 'baseline.json', document: baseline }, [{ source: file, document: read }], DEFAULT_GATE_OPTIONS);
      expect(report.benchmarks.find((r) => r.name === 'BM_NeedsGpu')).toMatchObject({ status: 'failed', error: `skipped (SkipWithMessage): no GPU found (in ${file})` });
    }
    // A repetition that measured is compared as usual; a skip without a message says so.
    const some = convert(doc([iteration('BM_P', 0, { skipped: true, skip_message: 'warming up' }), iteration('BM_P', 7, { repetition_index: 1 }), iteration('BM_P', 9, { repetition_index: 2 })])).benchmarks[0]!;
    expect(some).toMatchObject({ success: true, value: 8, samples: [7, 9] });
    expect(convert(doc([iteration('BM_A', 5), iteration('BM_S', 0, { skipped: true })])).benchmarks[1]).toEqual({ name: 'BM_S', success: false, error: 'skipped (SkipWithMessage), without a message' });
  });

  it('groups aggregates of old versions without run_name by their name suffix', () => {
    const rows = [{ name: 'BM_Old', iterations: 10, real_time: 4, cpu_time: 4, time_unit: 'ns' }, { name: 'BM_Old', iterations: 10, real_time: 6, cpu_time: 6, time_unit: 'ns' }, { name: 'BM_Old_median', aggregate_name: 'median', iterations: 2, real_time: 5, cpu_time: 5, time_unit: 'ns' }];
    expect(convert(doc(rows)).benchmarks).toEqual([expect.objectContaining({ name: 'BM_Old', value: 5, samples: [4, 6] })]);
  });

  it('reads the aggregates of Google Benchmark 1.4 and older (BM_x_mean, no run_type) as aggregates, not benchmarks', () => {
    // Real output of Google Benchmark 1.4.1 (fixtures/generate/google-benchmark.sh): aggregate rows are
    // named <run>_mean, _median, _stddev and carry neither run_type nor aggregate_name.
    const read = (file: string) => parseInput(readInput(`fixtures/formats/google-benchmark/${file}`), 'google-benchmark').benchmarks;
    const raw = JSON.parse(readFileSync('fixtures/formats/google-benchmark/v1.4-repetitions.json', 'utf8')) as { benchmarks: Array<{ name: string; real_time: number }> };
    const row = (name: string) => raw.benchmarks.find((r) => r.name === name)!.real_time;
    for (const file of ['v1.4-repetitions.json', 'v1.4-aggregates-only.json']) {
      const benchmarks = read(file);
      expect(benchmarks.map((b) => b.name)).toEqual(['BM_StringCopy', 'BM_Sum/64', 'BM_Sum/4096']);
      expect(Object.keys(benchmarks[0]!.aggregates as object).sort()).toEqual(['mean', 'median', 'stddev']);
    }
    const [copy] = read('v1.4-repetitions.json');
    expect(copy).toMatchObject({ value: row('BM_StringCopy_median'), aggregates: { mean: row('BM_StringCopy_mean'), stddev: row('BM_StringCopy_stddev') } });
    expect(copy!.samples).toHaveLength(3);
  });

  it('in an old file, takes a name ending in _mean for an aggregate only when its run has the mean and the stddev', () => {
    const old = (name: string, real: number) => ({ name, iterations: 10, real_time: real, cpu_time: real, time_unit: 'ns' });
    // BM_x_y is a benchmark of its own beside BM_x's aggregates; BM_q_mean without BM_q_stddev is one too.
    const rows = [old('BM_x', 4), old('BM_x', 6), old('BM_x_mean', 5), old('BM_x_median', 5), old('BM_x_stddev', 1), old('BM_x_y', 9), old('BM_q_mean', 7)];
    const names = convert(doc(rows)).benchmarks.map((b) => b.name);
    expect(names).toEqual(['BM_x', 'BM_x_y', 'BM_q_mean']);
    // From version 1.5 on every row says its run_type: an iteration named BM_a_mean is a benchmark.
    const modern = [iteration('BM_a', 4), iteration('BM_a_mean', 5), iteration('BM_a_stddev', 1)];
    expect(convert(doc(modern)).benchmarks.map((b) => b.name)).toEqual(['BM_a', 'BM_a_mean', 'BM_a_stddev']);
  });

  it('a benchmark that measured 0 time is failed, with its NaN cv left out, and the others are read', () => {
    // Real output: a manual-time benchmark that called SetIterationTime(0), with 3 repetitions. Its cv
    // is 0 / 0, written as a bare NaN.
    const benchmarks = parseInput(readInput('fixtures/formats/google-benchmark/zero-time.json'), 'google-benchmark').benchmarks;
    expect(benchmarks.map((b) => [b.name, b.success])).toEqual([['BM_Zero/iterations:10/manual_time', false], ['BM_Ok', true]]);
    expect(benchmarks[0]!.error).toMatch(/^real_time is 0 ns: nothing to compare/);
    expect(benchmarks[0]!.aggregates).toEqual({ mean: 0, median: 0, stddev: 0 });
    expect(benchmarks[1]!.value).toBeGreaterThan(0);
    // Without repetitions, the same.
    expect(convert(doc([iteration('BM_Z', 0), iteration('BM_A', 5)])).benchmarks.map((b) => b.success)).toEqual([false, true]);
  });

  it('detects its JSON and no other', () => {
    const claims = (text: string) => formats().filter((f) => f.detect(fileInputFromText('x.json', text))).map((f) => f.id);
    expect(claims(doc([iteration('BM_A', 5)]))).toEqual(['google-benchmark']);
    expect(claims(JSON.stringify({ machine_info: {}, benchmarks: [] }))).toEqual([]);
    expect(claims(JSON.stringify({ context: {}, benchmarks: [] }))).toEqual([]);
    expect(claims('{"context": {"num_cpus": 2, "x": NaN}, "benchmarks": [')).toEqual(['google-benchmark']);
  });
});

describe('google-benchmark never crashes', () => {
  const keys = ['name', 'run_name', 'run_type', 'repetitions', 'threads', 'iterations', 'real_time', 'cpu_time', 'time_unit', 'error_occurred', 'error_message', 'aggregate_name', 'label', 'big_o', 'skipped', 'skip_message', 'items_per_second'];
  const value = fc.oneof(fc.constantFrom('iteration', 'aggregate', 'ns', 'us', 'median', 'mean', 'BM_A', 'BM_B', true, false, null, 0, 1, 2.5, -1), fc.anything());
  it('on rows of known keys with values of any type', () => {
    fc.assert(fc.property(fc.array(fc.dictionary(fc.constantFrom(...keys), value), { maxLength: 6 }), fc.anything(), (rows, context) => {
      parsesOrInputError(() => googleBenchmark.parse(fileInputFromText('gb.json', JSON.stringify({ context, benchmarks: rows })), {}), 'gb.json');
    }), { numRuns: 500 });
  });
});
