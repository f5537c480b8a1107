/** criterion target/criterion folders: slope or median, per-iteration samples, new/ only, errors. */
import { cpSync, readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { validateDocument } from '../../src/core/validate.js';
import { criterion } from '../../src/formats/criterion.js';
import { earlierRuns } from '../../src/formats/shared/earlier-runs.js';
import { formats, parseInput } from '../../src/formats/index.js';
import type { DirectoryInput } from '../../src/formats/types.js';
import { fileInputFromText, readInput } from '../../src/io/read-input.js';
import { runCli, tempDir } from '../helpers/cli.js';
import { FORMAT_FIXTURES } from '../helpers/fixtures.js';
import { inputErrorOf } from '../helpers/input-error.js';

function dir(files: Record<string, unknown>): DirectoryInput {
  const texts = new Map(Object.entries(files).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  return {
    kind: 'dir',
    path: 'target/criterion',
    list: () => [...texts.keys()].sort(),
    read: (rel) => texts.get(rel)!,
  };
}
const est = (point: number) => ({ confidence_interval: { confidence_level: 0.95, lower_bound: point * 0.9, upper_bound: point * 1.1 }, point_estimate: point, standard_error: point / 100 });
const estimates = (slope: number | null, median = 12) => ({ mean: est(11), median: est(median), median_abs_dev: est(1), slope: slope === null ? null : est(slope), std_dev: est(2) });
const bench = (full_id: string) => ({ group_id: full_id.split('/')[0], function_id: null, value_str: null, throughput: null, full_id, directory_name: full_id, title: full_id });

function convert(input: DirectoryInput) {
  return parseInput(input, 'criterion');
}
const errorOf = (input: DirectoryInput): string => inputErrorOf(() => convert(input));

describe('criterion', () => {
  it('gates the slope estimate in ns and keeps per-iteration sample times', () => {
    const b = convert(dir({
      'fib/new/benchmark.json': bench('fib'),
      'fib/new/estimates.json': estimates(10),
      'fib/new/sample.json': { sampling_mode: 'Linear', iters: [1, 2, 4], times: [12, 20, 44] },
    })).benchmarks[0]!;
    expect(b).toMatchObject({ name: 'fib', value: 10, unit: 'ns', direction: 'lower', estimate: 'slope', samples: [12, 10, 11], standard_error: 0.1 });
    expect(b.confidence_interval).toEqual({ lower: 9, upper: 11, level: 0.95 });
    expect(b.estimates).toEqual({ slope: 10, mean: 11, median: 12, std_dev: 2, median_abs_dev: 1 });
  });

  it('uses the median when criterion fitted no slope (flat sampling), and says so', () => {
    const b = convert(dir({ 'slow/new/estimates.json': estimates(null, 900) })).benchmarks[0]!;
    expect(b).toMatchObject({ name: 'slow', value: 900, estimate: 'median' });
    expect(b.samples).toBeUndefined();
  });

  it('names benchmarks by full id, reads only new/ (not base/ or change/), and keeps the throughput', () => {
    const doc = convert(dir({
      'sum/iter/64/base/estimates.json': estimates(99),
      'sum/iter/64/change/estimates.json': { mean: est(0.1), median: est(0.1) },
      'sum/iter/64/new/benchmark.json': { ...bench('sum/iter/64'), function_id: 'iter', value_str: '64', throughput: { Elements: 64 } },
      'sum/iter/64/new/estimates.json': estimates(7),
      'report/index.html': '<html></html>',
    }));
    expect(doc.benchmarks).toEqual([expect.objectContaining({ name: 'sum/iter/64', value: 7, throughput: { Elements: 64 } })]);
    expect(doc.metadata).toEqual({ tool: { name: 'criterion' } });
  });

  it('turns a declared throughput into a rate at the value\'s time per iteration, with a sample per criterion sample', () => {
    const withThroughput = (throughput: unknown) => convert(dir({
      'sum/new/benchmark.json': { ...bench('sum'), throughput },
      'sum/new/estimates.json': estimates(8),
      'sum/new/sample.json': { sampling_mode: 'Linear', iters: [1, 2], times: [10, 16] },
    })).benchmarks[0]!.metrics;
    // 64 elements in 8 ns: 8e9 elements per second; the samples took 10 and 8 ns per iteration.
    expect(withThroughput({ Elements: 64 })).toEqual({ 'elem/s': { value: 8e9, unit: 'elem/s', direction: 'higher', samples: [6.4e9, 8e9] } });
    expect(withThroughput({ Bytes: 1024 })).toEqual({ 'B/s': { value: 128e9, unit: 'B/s', direction: 'higher', samples: [102.4e9, 128e9] } });
    expect(withThroughput({ BytesDecimal: 1000 })).toMatchObject({ 'B/s': { value: 125e9 } });
    expect(Object.keys(withThroughput({ ElementsAndBytes: { elements: 8, bytes: 64 } })!)).toEqual(['elem/s', 'B/s']);
    expect(withThroughput(null)).toBeUndefined();
    expect(withThroughput({ Elements: 0 })).toBeUndefined();
  });

  it('names its throughput metrics as the criterion-text format does, so the two compare', () => {
    const text = 'sum/iter/64             time:   [7.9 ns 8.0 ns 8.1 ns]\n                        thrpt:  [7.9 Gelem/s 8.0 Gelem/s 8.1 Gelem/s]\n';
    const fromText = parseInput(fileInputFromText('bench.txt', text), 'criterion-text').benchmarks[0]!.metrics!;
    const fromDir = convert(dir({ 'sum/iter/64/new/benchmark.json': { ...bench('sum/iter/64'), throughput: { Elements: 64 } }, 'sum/iter/64/new/estimates.json': estimates(8) })).benchmarks[0]!.metrics!;
    expect(Object.keys(fromDir)).toEqual(Object.keys(fromText));
    expect(fromDir['elem/s']).toMatchObject({ unit: (fromText['elem/s'] as { unit: string }).unit, direction: 'higher' });
  });

  it('falls back to the folder path without benchmark.json, and reads a single benchmark folder', () => {
    expect(convert(dir({ 'a/b/new/estimates.json': estimates(3) })).benchmarks[0]!.name).toBe('a/b');
    expect(convert(dir({ 'new/benchmark.json': bench('solo'), 'new/estimates.json': estimates(3) })).benchmarks[0]!.name).toBe('solo');
  });

  it('names the file and key of broken estimates and samples', () => {
    expect(errorOf(dir({ 'x/new/estimates.json': { mean: est(1), median: { point_estimate: 'fast' } } })))
      .toMatch(/^target\/criterion\/x\/new\/estimates\.json: median\.point_estimate: expected a number, found string "fast"/);
    expect(errorOf(dir({ 'x/new/estimates.json': { mean: est(1) } }))).toMatch(/^target\/criterion\/x\/new\/estimates\.json: median\.point_estimate: is missing/);
    expect(errorOf(dir({ 'x/new/estimates.json': estimates(1), 'x/new/sample.json': { iters: [1, 2], times: [1] } })))
      .toMatch(/^target\/criterion\/x\/new\/sample\.json: "iters" and "times" must be arrays of the same length/);
    expect(errorOf(dir({ 'x/new/estimates.json': estimates(1), 'x/new/sample.json': { iters: [1, 0], times: [1, 2] } })))
      .toMatch(/^target\/criterion\/x\/new\/sample\.json: iters\[1\]: is not a positive number/);
    expect(errorOf(dir({ 'x/new/estimates.json': '{"mean": ' }))).toMatch(/^target\/criterion\/x\/new\/estimates\.json: .*invalid JSON/);
  });

  it('detects a folder with */new/estimates.json only, and refuses a file', () => {
    expect(formats().filter((f) => f.detect(dir({ 'x/new/estimates.json': estimates(1) }))).map((f) => f.id)).toEqual(['criterion']);
    expect(criterion.detect(dir({ 'x/base/estimates.json': estimates(1) }))).toBe(false);
    expect(criterion.detect(fileInputFromText('estimates.json', JSON.stringify(estimates(1))))).toBe(false);
    expect(() => criterion.parse(fileInputFromText('estimates.json', '{}'), {})).toThrow(/estimates\.json: is a file; criterion results are a folder/);
    expect(errorOf(dir({ 'x/base/estimates.json': estimates(1) }))).toMatch(/^target\/criterion: no benchmarks found/);
  });
});

describe('criterion never crashes', () => {
  const fixture = readInput(join(FORMAT_FIXTURES, 'criterion/two-runs')) as DirectoryInput;
  const files = Object.fromEntries(fixture.list().map((rel) => [rel, fixture.read(rel)]));
  const names = Object.keys(files);

  it('on fixture folders with one file garbled, cut short or removed', () => {
    const damage = fc.record({
      file: fc.nat(names.length - 1),
      op: fc.constantFrom('cut', 'garble', 'remove'),
      at: fc.nat(2000),
      text: fc.string({ maxLength: 8 }),
    });
    fc.assert(fc.property(damage, ({ file, op, at, text }) => {
      const copy: Record<string, string> = { ...files };
      const rel = names[file]!;
      const content = copy[rel]!;
      const i = at % (content.length + 1);
      if (op === 'remove') delete copy[rel];
      else copy[rel] = op === 'cut' ? content.slice(0, i) : content.slice(0, i) + text + content.slice(i + text.length);
      try {
        validateDocument(criterion.parse(dir(copy), {}), 'target/criterion');
      } catch (error) {
        expect(error, String((error as Error).stack)).toBeInstanceOf(InputError);
        expect((error as Error).message).toContain('target/criterion');
        expect((error as Error).message).not.toContain('\n');
      }
    }), { numRuns: 300 });
  });
});

/** A folder as `dir` builds it, with each file's modification time (ms) by benchmark folder, and the warnings it is given. */
function dated(files: Record<string, unknown>, at: (rel: string) => number | undefined): DirectoryInput & { warnings: string[] } {
  const warnings: string[] = [];
  return { ...dir(files), modified: at, warn: (message) => warnings.push(message), warnings };
}
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A benchmark's new/ files; its samples took `measuringMs` in all. */
function benchmarkFiles(id: string, measuringMs = 5000): Record<string, unknown> {
  return {
    [`${id}/new/benchmark.json`]: bench(id),
    [`${id}/new/estimates.json`]: estimates(10),
    [`${id}/new/sample.json`]: { sampling_mode: 'Linear', iters: [1, 2], times: [measuringMs * 1e6 * 0.25, measuringMs * 1e6 * 0.75] },
  };
}

describe('criterion results left by an earlier cargo bench', () => {
  const T = Date.UTC(2026, 0, 10, 12);

  it('warns of the benchmarks last run long before the others, naming a few, and still reads them', () => {
    const ids = ['fib 20', 'sum/iter/64', 'sum/iter/1024', 'sum/fold/64', 'sum/fold/1024', 'parse', 'fib 10'];
    const files = Object.assign({}, ...ids.map((id) => benchmarkFiles(id)));
    // fib 10 ran just now; the others three days ago (a CI cache of target/), a few seconds apart.
    const input = dated(files, (rel) => (rel.startsWith('fib 10/') ? T : T - 3 * DAY + ids.indexOf(rel.split('/new/')[0]!) * 10_000));
    expect(criterion.parse(input, {}).benchmarks).toHaveLength(7);
    expect(input.warnings).toEqual([
      'target/criterion: 6 of 7 benchmarks ("fib 20", "sum/iter/64", "sum/iter/1024", and 3 more) were last run more than 2 days before the others, by an earlier cargo bench, and are read as if they had just run (criterion keeps every benchmark it has run in its folder, a renamed or removed one and one a filter left out too). To compare only what ran, remove the folder before measuring (rm -rf target/criterion && cargo bench), or give cargo bench\'s output with --from criterion-text',
    ]);
  });

  it('does not warn of one fresh run, however long, nor of a folder whose times are unknown', () => {
    // 200 benchmarks of 5 minutes' measuring each, written one after the other: a run of 16 hours.
    const ids = Array.from({ length: 200 }, (_, i) => `g/b${i}`);
    const files = Object.assign({}, ...ids.map((id) => benchmarkFiles(id, 5 * MINUTE)));
    const input = dated(files, (rel) => T + ids.indexOf(rel.split('/new/')[0]!) * 5.5 * MINUTE);
    criterion.parse(input, {});
    expect(input.warnings).toEqual([]);
    const unknown = dated(files, () => undefined);
    criterion.parse(unknown, {});
    expect(unknown.warnings).toEqual([]);
  });

  it('tells one run from results older than the last gap between runs, whatever the sizes and gaps (property)', () => {
    // A fresh run: each result within 5 minutes of the one before, beyond the next one's measuring
    // time. Results of earlier runs: at least that long before the fresh run's first.
    const gap = fc.integer({ min: 0, max: 5 * MINUTE });
    const result = fc.record({ measuringMs: fc.integer({ min: 0, max: 60 * MINUTE }), gap });
    fc.assert(
      fc.property(fc.array(result, { minLength: 1, maxLength: 20 }), fc.array(result, { maxLength: 20 }), fc.integer({ min: 1, max: 30 * DAY }), (fresh, older, past) => {
        const at: number[] = [];
        let t = T;
        for (let i = fresh.length - 1; i >= 0; i--) {
          at.unshift(t);
          t -= fresh[i]!.measuringMs + fresh[i]!.gap;
        }
        const firstFresh = fresh[0]!;
        t = at[0]! - firstFresh.measuringMs - 5 * MINUTE - past;
        const earlierAt: number[] = [];
        for (const o of older) {
          earlierAt.unshift(t);
          t -= o.gap;
        }
        const written = [...fresh.map((f, i) => ({ name: `fresh ${i}`, at: at[i], measuringMs: f.measuringMs })), ...older.map((o, i) => ({ name: `old ${i}`, at: earlierAt[i], measuringMs: o.measuringMs }))];
        expect(earlierRuns(written).map((w) => w.name).sort()).toEqual(older.map((_, i) => `old ${i}`).sort());
      }),
    );
  });
});

describe('bench-diff on a criterion folder with results of an earlier run', () => {
  const FOLDER = join(FORMAT_FIXTURES, 'criterion/two-runs');

  it('warns in the report (the PR comment too), once, when some benchmarks were last run days before the others; on stderr for commands without one', () => {
    const copy = join(tempDir(), 'criterion');
    cpSync(FOLDER, copy, { recursive: true });
    const old = new Date(Date.now() - 3 * DAY);
    for (const rel of readdirSync(join(copy, 'sum'), { recursive: true, encoding: 'utf8' })) utimesSync(join(copy, 'sum', rel), old, old);
    const warning = `${copy}: 4 of 5 benchmarks ("sum/fold/1024", "sum/fold/64", "sum/iter/1024", and 1 more) were last run more than 2 days before the others, by an earlier cargo bench, and are read as if they had just run (criterion keeps every benchmark it has run in its folder, a renamed or removed one and one a filter left out too). To compare only what ran, remove the folder before measuring (rm -rf target/criterion && cargo bench), or give cargo bench's output with --from criterion-text`;
    // The baseline and the run are the one folder: said once.
    const text = runCli([copy, copy]);
    expect(text.code).toBe(0);
    expect(text.stderr).toBe('');
    expect(text.stdout.split(`warning: ${warning}\n`)).toHaveLength(2);
    const json = runCli([copy, copy, '--format', 'json']);
    expect((JSON.parse(json.stdout) as { warnings: string[] }).warnings.filter((w) => w === warning)).toHaveLength(1);
    expect(runCli([copy, copy, '--format', 'markdown']).stdout).toContain('4 of 5 benchmarks');
    // convert has no report: stderr.
    const converted = runCli(['convert', copy]);
    expect(converted.code).toBe(0);
    expect(converted.stderr).toBe(`bench-diff: warning: ${warning}\n`);
  });

  it('does not warn on the fixture folder, which a checkout writes all at once', () => {
    const result = runCli([FOLDER, FOLDER]);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
  });
});
