import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInput } from '../../src/formats/index.js';
import { shortFileNames, vitestBench } from '../../src/formats/vitest-bench.js';
import { fileInputFromText, readInput } from '../../src/io/read-input.js';
import { ROOT } from '../helpers/fixtures.js';
import { inputErrorOf } from '../helpers/input-error.js';

const PATH = 'bench.json';
const convert = (doc: unknown) => parseInput(fileInputFromText(PATH, JSON.stringify(doc)), 'vitest-bench');
const errorOf = (doc: unknown): string => inputErrorOf(() => convert(doc));

const v4bench = (over: Record<string, unknown> = {}) => ({ id: '1_0', name: 'sort', rank: 1, rme: 1.5, samples: [], hz: 1000, mean: 1, median: 0.9, p99: 2, sampleCount: 100, ...over });
const v4 = (...benchmarks: unknown[]) => ({ files: [{ filepath: '/ci/repo/bench/a.bench.ts', groups: [{ fullName: 'bench/a.bench.ts > arrays', benchmarks }] }] });

const stats = (over: Record<string, unknown> = {}) => ({ mean: 1, p50: 0.8, p99: 3, rme: 2, samplesCount: 10, ...over });
const task = (over: Record<string, unknown> = {}) => ({ name: 'sort', latency: stats(), throughput: stats({ mean: 1000 }), period: 1, totalTime: 10, rank: 1, ...over });
const assertion = (over: Record<string, unknown> = {}) => ({ fullName: 'arrays compare', status: 'passed', failureMessages: [], benchmarks: [{ name: 'arrays > compare', tasks: [task()] }], ...over });
const v5 = (...files: Array<[string, unknown[]]>) => ({
  numTotalTests: 1, startTime: 0, success: true,
  testResults: files.map(([name, assertionResults]) => ({ name, status: 'passed', assertionResults })),
});

describe('vitest-bench, vitest 4 (--outputJson)', () => {
  it('names <group fullName> > <bench> and takes the median in ms', () => {
    const doc = convert(v4(v4bench()));
    expect(doc.benchmarks).toEqual([{
      name: 'bench/a.bench.ts > arrays > sort', value: 0.9, unit: 'ms', direction: 'lower', mean: 1, hz: 1000, rme_pct: 1.5, p99: 2, sample_count: 100,
      metrics: { hz: { value: 1000, unit: 'ops/s', direction: 'higher' }, p99: { value: 2, unit: 'ms', direction: 'lower' } },
    }]);
  });

  it('keeps hz and the percentiles p75, p99, p995 (as p99.5) and p999 (as p99.9) as metrics', () => {
    const doc = convert(v4(v4bench({ p75: 1.1, p995: 2.5, p999: 3 })));
    expect(doc.benchmarks[0]!.metrics).toEqual({
      hz: { value: 1000, unit: 'ops/s', direction: 'higher' },
      p75: { value: 1.1, unit: 'ms', direction: 'lower' },
      p99: { value: 2, unit: 'ms', direction: 'lower' },
      'p99.5': { value: 2.5, unit: 'ms', direction: 'lower' },
      'p99.9': { value: 3, unit: 'ms', direction: 'lower' },
    });
  });

  it('falls back to the mean without a median, and keeps samples when present', () => {
    expect(convert(v4(v4bench({ median: undefined, samples: [1, 1.1] }))).benchmarks[0]).toMatchObject({ value: 1, samples: [1, 1.1] });
  });

  it('reads a benchmark that threw (no statistics at all) as a failed benchmark, not an error of the file', () => {
    // What vitest 4.1 writes for a bench() whose function throws: fixtures/formats/vitest-bench/vitest4-failure.json.
    const thrown = { id: '1_1', name: 'throws', rank: 2, rme: 0, samples: [] };
    const doc = convert(v4(v4bench(), thrown));
    expect(doc.benchmarks[1]).toEqual({
      name: 'bench/a.bench.ts > arrays > throws', unit: 'ms', direction: 'lower', success: false,
      error: 'the benchmark threw an error (vitest 4 records no statistics and no message for it)',
    });
    const real = parseInput(readInput(join(ROOT, 'fixtures/formats/vitest-bench/vitest4-failure.json')), 'vitest-bench');
    expect(real.benchmarks.map((b) => [b.name, b.success ?? true])).toEqual([
      ['bench/broken.bench.ts > parse > JSON.parse', true], ['bench/broken.bench.ts > parse > throws', false],
    ]);
  });

  it('still refuses a benchmark with statistics but no value', () => {
    expect(errorOf(v4(v4bench({ median: undefined, mean: undefined })))).toBe('bench.json: files[0].groups[0].benchmarks[0].mean: expected a number, found nothing. Give the file vitest wrote (vitest bench --outputJson, or --reporter=json in vitest 5)');
  });

  it('reports errors with the key path', () => {
    expect(errorOf(v4(v4bench({ median: 0 })))).toBe('bench.json: files[0].groups[0].benchmarks[0].median: is zero (0). A gated value must be a positive finite number');
    expect(errorOf(v4(v4bench(), v4bench()))).toContain('files[0].groups[0].benchmarks[1]: benchmark name "bench/a.bench.ts > arrays > sort" is used twice');
    expect(errorOf({ files: [{ filepath: 'x', groups: [] }] })).toContain('bench.json: no benchmarks found');
  });
});

describe('vitest-bench, vitest 5 (--reporter=json)', () => {
  it('names <file> > <test benchmark> > <task>, each file by its basename', () => {
    const doc = convert(v5(['/ci/repo/bench/a.bench.ts', [assertion()]], ['/ci/repo/bench/deep/b.bench.ts', [assertion()]]));
    expect(doc.benchmarks.map((b) => b.name)).toEqual(['a.bench.ts > arrays > compare > sort', 'b.bench.ts > arrays > compare > sort']);
    expect(doc.benchmarks[0]).toMatchObject({ value: 0.8, unit: 'ms', direction: 'lower', hz: 1000, mean: 1, sample_count: 10 });
    expect(doc.benchmarks[0]!.metrics).toEqual({ hz: { value: 1000, unit: 'ops/s', direction: 'higher' }, p99: { value: 3, unit: 'ms', direction: 'lower' } });
    expect(doc.metadata).toEqual({ tool: { name: 'vitest' }, timestamp: '1970-01-01T00:00:00.000Z' });
  });

  it('says what a median latency of 0 means (tinybench underneath clamps sub-overhead samples to 0)', () => {
    expect(errorOf(v5(['/r/a.bench.ts', [assertion({ benchmarks: [{ name: 'arrays > compare', tasks: [task({ latency: stats({ p50: 0 }) })] }] })]])))
      .toBe('bench.json: testResults[0].assertionResults[0].benchmarks[0].tasks[0].latency.p50: is zero (0): at least half the iterations of "a.bench.ts > arrays > compare > sort" took no measurable time (faster than the timer, or clamped to 0 by subtractTimerOverhead). Give each iteration more work (a loop inside the task), or turn subtractTimerOverhead off');
  });

  it('names a failed test by its describe blocks and title joined by " > ", as its benchmarks are named', () => {
    // vitest 5's fullName joins them with spaces: "validate string parse" would match no benchmark's prefix.
    const failed = assertion({ ancestorTitles: ['validate', 'string'], title: 'parse', fullName: 'validate string parse', status: 'failed', failureMessages: ['Error: boom'], benchmarks: [] });
    expect(convert(v5(['/r/bench/a.bench.ts', [assertion(), failed]])).benchmarks.map((b) => b.name)).toEqual([
      'a.bench.ts > arrays > compare > sort', 'a.bench.ts > validate > string > parse',
    ]);
  });

  it('skips bench.from() references and plain tests, and reports a failed benchmark test', () => {
    const doc = convert(v5(['/r/a.bench.ts', [
      assertion({ benchmarks: [{ name: 'cmp', tasks: [task(), task({ name: 'stored', fromStore: true })] }] }),
      assertion({ fullName: 'plain test', benchmarks: [] }),
      assertion({ fullName: 'broken', status: 'failed', failureMessages: ['Error: boom\n    at x.ts:1:1'], benchmarks: [] }),
    ]]));
    expect(doc.benchmarks.map((b) => [b.name, b.success, b.error])).toEqual([
      ['a.bench.ts > cmp > sort', undefined, undefined],
      ['a.bench.ts > broken', false, 'Error: boom'],
    ]);
  });

  it('reports errors with the key path, and a report without benchmarks', () => {
    expect(errorOf(v5(['/r/a.bench.ts', [assertion({ benchmarks: [{ name: 'c', tasks: [task({ latency: stats({ p50: 'x' }) })] }] })]])))
      .toContain('bench.json: testResults[0].assertionResults[0].benchmarks[0].tasks[0].latency.p50: expected a number, found string "x"');
    expect(errorOf(v5(['/r/a.test.ts', [assertion({ benchmarks: [] })]]))).toContain('bench.json: no benchmarks found');
  });

  it('names files by basename, and files of one basename by the shortest end of their paths that tells them apart', () => {
    expect(shortFileNames(['/a/b/c.ts'])).toEqual(['c.ts']);
    expect(shortFileNames(['/r/b/c.ts', '/r/d/e.ts'])).toEqual(['c.ts', 'e.ts']);
    expect(shortFileNames(['/r/src/router/parse.bench.ts', '/r/src/query/parse.bench.ts', '/r/bench/x.ts']))
      .toEqual(['router/parse.bench.ts', 'query/parse.bench.ts', 'x.ts']);
    // Only as much as it takes: a/x/f.ts and b/x/f.ts share x/, c/y/f.ts does not.
    expect(shortFileNames(['/r/a/x/f.ts', '/r/b/x/f.ts', '/r/c/y/f.ts'])).toEqual(['a/x/f.ts', 'b/x/f.ts', 'y/f.ts']);
    // Windows paths, and a path that ends another one whole.
    expect(shortFileNames(['C:\\r\\x.ts', 'C:\\r\\y\\x.ts'])).toEqual(['r/x.ts', 'y/x.ts']);
    expect(shortFileNames(['/a/f.ts', '/x/a/f.ts'])).toEqual(['/a/f.ts', 'x/a/f.ts']);
    expect(shortFileNames(['/r/f.ts', '/r/f.ts'])).toEqual(['f.ts', 'f.ts']);
  });
});

describe('vitest 5 names do not depend on the other files of the report', () => {
  const FIXTURES = join(ROOT, 'fixtures/formats/vitest-bench');
  const real = (name: string) => parseInput(readInput(join(FIXTURES, name)), 'vitest-bench').benchmarks.map((b) => b.name);

  it('names real vitest 5 output of four files the same as a run filtered to one of them', () => {
    // vitest5-files.json: bench/strings.bench.ts, src/router/route.bench.ts and two src/*/parse.bench.ts;
    // vitest5-one-file.json: `vitest bench strings` in the same project (fixtures/generate/vitest-bench.sh).
    expect(real('vitest5-files.json')).toEqual([
      'strings.bench.ts > concat > two ways > template literal',
      'strings.bench.ts > concat > two ways > Array#join',
      'strings.bench.ts > single indexOf > indexOf',
      'query/parse.bench.ts > query parse > JSON.parse',
      'router/parse.bench.ts > router parse > JSON.parse',
      'route.bench.ts > router > split',
    ]);
    expect(real('vitest5-one-file.json')).toEqual([
      'strings.bench.ts > concat > two ways > template literal',
      'strings.bench.ts > concat > two ways > Array#join',
      'strings.bench.ts > single indexOf > indexOf',
    ]);
  });

  // Paths from few components, so that basenames and whole directories often clash.
  const part = fc.constantFrom('a', 'b', 'src', 'bench', 'x.bench.ts', 'y.bench.ts');
  const path = fc.tuple(fc.constantFrom('/ci/repo', 'C:\\repo', '/r'), fc.array(part, { maxLength: 4 }), part)
    .map(([root, dirs, base]) => [root, ...dirs, base].join(root.startsWith('C:') ? '\\' : '/'));
  const base = (p: string) => p.split(/[\\/]/).at(-1)!;
  const namesOf = (paths: string[]): Map<string, string> => {
    const doc = convert(v5(...paths.map((p): [string, unknown[]] => [p, [assertion({ benchmarks: [{ name: 'g', tasks: [task({ name: p })] }] })]])));
    return new Map(doc.benchmarks.map((b) => [b.name.slice(b.name.lastIndexOf(' > ') + 3), b.name.slice(0, b.name.indexOf(' > '))]));
  };

  it('gives a file the same name whether or not files of other basenames are in the report, and distinct files distinct names', () => {
    fc.assert(fc.property(fc.uniqueArray(path, { minLength: 1, maxLength: 8 }), fc.uniqueArray(path, { maxLength: 8 }), fc.nat(), (own, others, seed) => {
      const added = others.filter((o) => !own.some((p) => base(p) === base(o)));
      const mixed = [...own, ...added];
      for (let i = mixed.length - 1; i > 0; i--) { const j = (seed + i * 7919) % (i + 1); [mixed[i], mixed[j]] = [mixed[j]!, mixed[i]!]; }
      const alone = namesOf(own);
      const among = namesOf(mixed);
      for (const p of own) expect(among.get(p)).toBe(alone.get(p));
      expect(new Set(among.values()).size).toBe(mixed.length);
      for (const p of mixed) expect(base(p)).toBe(among.get(p)!.split('/').at(-1));
    }), { numRuns: 300 });
  });
});

describe('vitest-bench detection', () => {
  it('claims both shapes and not a jest-style report without benchmarks', () => {
    expect(vitestBench.detect(fileInputFromText(PATH, JSON.stringify(v4(v4bench()))))).toBe(true);
    expect(vitestBench.detect(fileInputFromText(PATH, JSON.stringify(v5(['/r/a.ts', [assertion()]]))))).toBe(true);
    const jest = { numTotalTests: 1, testResults: [{ name: '/r/a.test.ts', assertionResults: [{ fullName: 'x', status: 'passed' }] }] };
    expect(vitestBench.detect(fileInputFromText(PATH, JSON.stringify(jest)))).toBe(false);
  });
});

describe('vitest 5 hz samples', () => {
  it('keeps them: the hz it reports is their mean (tinybench averages 1000 / latency per sample), not 1000 / mean latency', () => {
    const text = readFileSync(join(ROOT, 'fixtures/formats/vitest-bench/vitest5-samples-and-failure.json'), 'utf8');
    const doc = parseInput(fileInputFromText(PATH, text), 'vitest-bench');
    const withSamples = doc.benchmarks.filter((b) => typeof b.metrics?.hz === 'object' && b.metrics.hz?.samples);
    expect(withSamples.length).toBeGreaterThan(0);
    for (const b of withSamples) {
      const hz = b.metrics!.hz as { value: number; samples: number[] };
      const mean = hz.samples.reduce((s, v) => s + v, 0) / hz.samples.length;
      // Unlike pytest-benchmark's ops (1 / mean, whose per-round reciprocals were dropped): the samples are of the value.
      expect(hz.value).toBeCloseTo(mean, 6);
      expect(Math.abs(hz.value - 1000 / (b.mean as number)) / hz.value).toBeGreaterThan(0.01);
    }
  });
});
