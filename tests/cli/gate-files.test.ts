/**
 * gateFiles reads the runs one at a time and lets each document go; whatever path it takes, its
 * report (or its error) must be the one of runGate on every document read first.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gateFiles } from '../../src/cli/gate-files.js';
import type { GateSettings } from '../../src/cli/compare.js';
import { runGate } from '../../src/core/gate.js';
import type { Report } from '../../src/core/report.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { loadDocument } from '../../src/io/read-input.js';
import { opsDocument } from '../helpers/documents.js';
import { inputErrorOf } from '../helpers/input-error.js';

const settings: GateSettings = { config: {}, options: { ...DEFAULT_GATE_OPTIONS, allowMissing: false }, format: 'json', from: 'auto', parseOptions: {} };
const dir = mkdtempSync(join(tmpdir(), 'gate-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

/** The gate as it was: every document read, then runGate. */
function allRead(baseline: string, runs: readonly string[]) {
  return runGate(loadDocument(baseline), runs.map((p) => loadDocument(p)), settings.options);
}

describe('gateFiles', () => {
  it('gives runGate\'s report on the microbench example', () => {
    const runs = [1, 2, 3, 4, 5].map((i) => `examples/microbench/run-${i}.json`);
    expect(gateFiles('examples/microbench/baseline.json', runs, settings)).toEqual(allRead('examples/microbench/baseline.json', runs));
  });

  it('gives runGate\'s report for runs in different orders, with metadata', () => {
    const base = file('base.json', opsDocument({ a: 100, b: 200, c: 50 }, { environment: { cpu_model: 'A', cpu_count: 4 } }));
    const runs = [
      file('r1.json', opsDocument({ a: 101, b: 150, c: 55 }, { environment: { cpu_model: 'B', cpu_count: 4 } })),
      file('r2.json', opsDocument({ c: 52, a: 99, b: 160 })),
    ];
    const report = gateFiles(base, runs, settings);
    expect(report).toEqual(allRead(base, runs));
    expect(report.environment_mismatch).toBeDefined();
  });

  it('gives runGate\'s report when the baseline has metrics (the runs\' entries are kept)', () => {
    const withMetrics = (ns: number, bytes: number) => ({ schema_version: 1, benchmarks: [{ name: 'a', value: ns, unit: 'ns', metrics: { 'B/op': { value: bytes, unit: 'B/op' } } }] });
    const base = file('mbase.json', withMetrics(100, 64));
    const runs = [file('m1.json', withMetrics(101, 128)), file('m2.json', withMetrics(99, 128))];
    const report = gateFiles(base, runs, settings);
    expect(report).toEqual(allRead(base, runs));
    expect(report.benchmarks.filter((b) => b.name === 'a')).toHaveLength(2);
  });

  it('gives runGate\'s report against a baseline in the older HTTP load shape', () => {
    const base = 'fixtures/http-old-shape/wrk/single.txt.json';
    const runs = ['fixtures/formats/wrk/single.txt'];
    const report = gateFiles(base, runs, settings);
    expect(report).toEqual(allRead(base, runs));
    expect(report.warnings.join('\n')).toContain('wrk');
  });

  it('reads a run given as a pipe once, even where the gate needs the runs\' entries again', () => {
    // `bench-diff base.json <(cat run)`: a pipe can be read once. Against the older HTTP shape the
    // regular-file path would read the run a second time and wait for a writer that never comes, so
    // the CLI runs in a child process that a hang cannot take the test run down with.
    const base = 'fixtures/http-old-shape/wrk/single.txt.json';
    const run = 'fixtures/formats/wrk/single.txt';
    const fifo = join(dir, 'run.pipe');
    execFileSync('mkfifo', [fifo]);
    const writer = spawn('sh', ['-c', 'cat "$1" > "$2"', 'sh', run, fifo], { stdio: 'ignore' });
    try {
      const cli = (input: string) => spawnSync(process.execPath, ['dist/cli.js', base, input, '--format', 'json'], { encoding: 'utf8', timeout: 15_000 });
      const piped = cli(fifo);
      expect(piped.signal).toBeNull();
      const fromFile = cli(run);
      const report = JSON.parse(piped.stdout) as Report;
      const expected = JSON.parse(fromFile.stdout) as Report;
      expect(report.current.sources).toEqual([fifo]);
      expect([piped.status, report.verdict, report.benchmarks, report.geomean]).toEqual([fromFile.status, expected.verdict, expected.benchmarks, expected.geomean]);
      expect(report.benchmarks.length).toBeGreaterThan(0);
    } finally {
      writer.kill();
    }
  }, 40_000);

  it('reads every file before refusing a run, so the first error is runGate\'s', () => {
    const base = file('ebase.json', opsDocument({ a: 100, b: 200 }));
    const lost = file('e1.json', opsDocument({ a: 100 }));
    const broken = file('e2.json', '{"schema_version": 1, "benchmarks": [');
    const expected = inputErrorOf(() => allRead(base, [lost, broken]));
    expect(expected).toContain('e2.json');
    expect(inputErrorOf(() => gateFiles(base, [lost, broken], settings))).toBe(expected);
    const other = file('e3.json', opsDocument({ a: 100, c: 3 }));
    expect(inputErrorOf(() => gateFiles(base, [file('e4.json', opsDocument({ a: 1, b: 2 })), other], settings))).toBe(inputErrorOf(() => allRead(base, [join(dir, 'e4.json'), other])));
  });
});
