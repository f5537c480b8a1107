/**
 * promoteFiles reads the runs one at a time and keeps of each only the entries the new baseline
 * copies; whatever path it takes, its new baseline (byte for byte), comparison and errors must be
 * those of promote() on every document read first.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { promoteFiles } from '../../src/cli/promote-files.js';
import type { Aggregate } from '../../src/core/aggregate.js';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../../src/core/gate-options.js';
import { promote, type BaselineProvenance, type PromoteResult } from '../../src/core/promote.js';
import { loadDocument } from '../../src/io/read-input.js';
import { opsDocument } from '../helpers/documents.js';
import { inputErrorOf } from '../helpers/input-error.js';

const PROVENANCE: BaselineProvenance = { commit: 'c0ffee', branch: 'main', date: '2026-01-02T03:04:05.000Z', toolVersion: '1.2.3', environment: { cpu_count: 2, os: 'Linux', arch: 'x64' } };
const dir = mkdtempSync(join(tmpdir(), 'promote-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function settings(overrides: Partial<GateOptions> = {}) {
  return { options: { ...DEFAULT_GATE_OPTIONS, allowMissing: false, ...overrides }, from: 'auto', parseOptions: {} };
}

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

/** What the CLI writes and prints of a promotion. */
function written(result: PromoteResult) {
  return { file: `${JSON.stringify(result.baseline, null, 2)}\n`, comparison: result.comparison, dropped: result.dropped };
}

/** promote() as it was: the previous baseline and every run read, then promoted. */
function allRead(previous: string | undefined, runs: readonly string[], s = settings()) {
  return written(promote(previous === undefined ? undefined : loadDocument(previous), runs.map((p) => loadDocument(p)), s.options, PROVENANCE));
}

function byFiles(previous: string | undefined, runs: readonly string[], s = settings()) {
  return written(promoteFiles(previous, runs, s, () => PROVENANCE));
}

describe('promoteFiles', () => {
  const microbench = [1, 2, 3, 4, 5].map((i) => `examples/microbench/run-${i}.json`);

  it.each<Aggregate>(['best', 'worst', 'median', 'mean', 'p75'])('writes promote()\'s baseline and comparison on the microbench example (%s of 5)', (aggregate) => {
    const s = settings({ aggregate });
    const result = byFiles('examples/microbench/baseline.json', microbench, s);
    expect(result).toEqual(allRead('examples/microbench/baseline.json', microbench, s));
    expect(result.comparison?.benchmarks.length).toBeGreaterThan(0);
  });

  it('writes promote()\'s baseline for a first promotion, with runs in different orders, top-level fields and odd keys kept in place', () => {
    const entry = (name: string, ops: number, run: number) => JSON.parse(`{"name": "${name}", "ops_per_sec": ${ops}, "__proto__": {"run": ${run}}, "extra": [${run}]}`) as unknown;
    const run = (n: number, values: Array<[string, number]>) => ({ tool_output: { n }, schema_version: 1, benchmarks: values.map(([name, ops]) => entry(name, ops, n)), metadata: { environment: { cpu_model: `cpu ${n}`, cpu_count: 4 } }, trailer: true });
    const runs = [
      file('o1.json', run(1, [['a', 100], ['b', 200], ['c', 50]])),
      file('o2.json', run(2, [['c', 55], ['a', 120], ['b', 150]])),
      file('o3.json', run(3, [['a', 120], ['b', 210], ['c', 40]])),
    ];
    for (const aggregate of ['best', 'worst', 'median'] as const) {
      const result = byFiles(undefined, runs, settings({ aggregate }));
      expect(result.file).toBe(allRead(undefined, runs, settings({ aggregate })).file);
      // samples_of: what the samples are (runs), written by promote after the first run's own fields.
      expect(Object.keys(JSON.parse(result.file) as object)).toEqual(['tool_output', 'schema_version', 'benchmarks', 'metadata', 'trailer', 'samples_of']);
    }
    // Best of 3 takes each benchmark's entry from the first run with the best value: a from run 2 (a tie with run 3), b from run 3, c from run 2.
    const best = JSON.parse(byFiles(undefined, runs).file) as { benchmarks: Array<{ extra: number[] }> };
    expect(best.benchmarks.map((b) => b.extra[0])).toEqual([2, 3, 2]);
  });

  it('writes promote()\'s result when the previous baseline has metrics (the runs\' entries are kept)', () => {
    const withMetrics = (ns: number, bytes: number) => ({ schema_version: 1, benchmarks: [{ name: 'a', value: ns, unit: 'ns', metrics: { 'B/op': { value: bytes, unit: 'B/op' } } }] });
    const previous = file('mbase.json', withMetrics(100, 64));
    const runs = [file('m1.json', withMetrics(101, 128)), file('m2.json', withMetrics(99, 128))];
    const result = byFiles(previous, runs);
    expect(result).toEqual(allRead(previous, runs));
    expect(result.comparison?.benchmarks.filter((b) => b.name === 'a')).toHaveLength(2);
  });

  it('writes promote()\'s result against a previous baseline in the older HTTP load shape', () => {
    const previous = 'fixtures/http-old-shape/wrk/single.txt.json';
    const runs = ['fixtures/formats/wrk/single.txt'];
    const result = byFiles(previous, runs);
    expect(result).toEqual(allRead(previous, runs));
    expect(result.comparison?.warnings.join('\n')).toContain('wrk');
  });

  it('reads every file before refusing a run, so the first error is promote()\'s', () => {
    const previous = file('ebase.json', opsDocument({ a: 100, b: 200 }));
    const lost = file('e1.json', opsDocument({ a: 100 }));
    const broken = file('e2.json', '{"schema_version": 1, "benchmarks": [');
    const expected = inputErrorOf(() => allRead(previous, [file('e0.json', opsDocument({ a: 1, b: 2 })), lost, broken]));
    expect(expected).toContain('e2.json');
    expect(inputErrorOf(() => byFiles(previous, [join(dir, 'e0.json'), lost, broken]))).toBe(expected);
    const other = file('e3.json', opsDocument({ a: 100, c: 3 }));
    expect(inputErrorOf(() => byFiles(previous, [join(dir, 'e0.json'), other]))).toBe(inputErrorOf(() => allRead(previous, [join(dir, 'e0.json'), other])));
  });

  it('refuses a failed benchmark and the dropping of benchmarks as promote() does', () => {
    const previous = file('fbase.json', opsDocument({ a: 100, b: 200 }));
    const failed = file('f1.json', { schema_version: 1, benchmarks: [{ name: 'a', ops_per_sec: 1 }, { name: 'b', success: false, error: 'boom' }] });
    const ok = file('f2.json', opsDocument({ a: 100, b: 200 }));
    expect(inputErrorOf(() => byFiles(previous, [ok, failed]))).toBe(inputErrorOf(() => allRead(previous, [ok, failed])));
    const fewer = file('f3.json', opsDocument({ a: 100 }));
    const message = inputErrorOf(() => byFiles(previous, [fewer]));
    expect(message).toContain('promoting would drop it');
    expect(message).toBe(inputErrorOf(() => allRead(previous, [fewer])));
  });

  it('reads a run given as a pipe once', () => {
    // `bench-diff promote <(cat run)`: a pipe can be read once, so the runs are all read first.
    const run = 'examples/microbench/run-1.json';
    const fifo = join(dir, 'run.pipe');
    execFileSync('mkfifo', [fifo]);
    const writer = spawn('sh', ['-c', 'cat "$1" > "$2"', 'sh', run, fifo], { stdio: 'ignore' });
    try {
      const baseline = join(dir, 'piped-baseline.json');
      const piped = spawnSync(process.execPath, ['dist/cli.js', 'promote', fifo, '--baseline', baseline], { encoding: 'utf8', timeout: 15_000 });
      expect([piped.signal, piped.status]).toEqual([null, 0]);
      const promoted = JSON.parse(readFileSync(baseline, 'utf8')) as { benchmarks: unknown[] };
      expect(promoted.benchmarks).toHaveLength((loadDocument(run).document.benchmarks).length);
    } finally {
      writer.kill();
    }
  }, 40_000);
});
