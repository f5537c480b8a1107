/**
 * ONE run whose entries carry per-iteration samples against a baseline of run values, through the
 * CLI: a baseline promoted from three pytest-benchmark exports, and a history store's baseline. The
 * run's iterations are not tested against the baseline's runs: its value is compared with them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/core/stats/random.js';
import { cli, tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

const NAMES = ['test_a', 'test_b', 'test_c'];

/** A pytest-benchmark export: per test, `rounds` rounds of about `seconds` (±`spreadPct`%) with a pause of 1 to 10 ms every 200 rounds. */
function pytestExport(seconds: number, rounds: number, seed: number, spreadPct = 2): string {
  const random = mulberry32(seed);
  const benchmarks = NAMES.map((name) => {
    const data = Array.from({ length: rounds }, (_, i) => (i % 200 === 17 ? (1 + 9 * random()) * 1e-3 : seconds * (1 + (spreadPct / 50) * (random() - 0.5))));
    const sorted = [...data].sort((a, b) => a - b);
    const mean = data.reduce((s, v) => s + v, 0) / rounds;
    return { name, fullname: `tests/test_x.py::${name}`, stats: { min: sorted[0], max: sorted[rounds - 1], mean, median: sorted[rounds >> 1], rounds, ops: 1 / mean, data } };
  });
  return JSON.stringify({ machine_info: {}, commit_info: {}, benchmarks, datetime: '2026-01-01T00:00:00', version: '5.1.0' });
}

interface Row {
  name: string;
  metric?: string;
  status: string;
  stats?: { test: string; baseline_n: number; current_n: number; fallback?: string };
  dispersion?: { baseline?: { of: string; n: number }; current?: unknown };
}

describe('one run with per-iteration samples against a baseline of run values', () => {
  it('against a promoted baseline: compared by the run value, with the runs\' spread, and the report says to give several runs', () => {
    const dir = tempDir();
    for (let i = 1; i <= 3; i++) writeFileSync(join(dir, `base-${i}.json`), pytestExport(10e-6 * (1 + i / 200), 3000, i));
    expect(cli(['promote', 'base-1.json', 'base-2.json', 'base-3.json', '--baseline', 'p.json'], dir).status).toBe(0);
    writeFileSync(join(dir, 'pr-1.json'), pytestExport(12e-6, 3000, 9));
    const stats = cli(['--method', 'stats', '--format', 'json', 'p.json', 'pr-1.json'], dir);
    expect(stats.stderr).toBe('');
    expect(stats.status).toBe(1);
    const report = JSON.parse(stats.stdout) as { benchmarks: Row[]; warnings: string[] };
    const primary = report.benchmarks.filter((b) => b.metric === undefined);
    expect(primary).toHaveLength(3);
    for (const b of primary) {
      expect(b.status).toBe('regressed');
      expect(b.stats).toMatchObject({ test: 'none', baseline_n: 3, current_n: 1 });
      expect(b.stats!.fallback).toMatch(/^the single run's samples are its own iterations/);
      expect(b.dispersion).toEqual({ baseline: expect.objectContaining({ of: 'runs', n: 3 }) });
    }
    expect(report.warnings).toContainEqual(expect.stringMatching(/^3 benchmarks are compared by the single run's value alone: .*Give several runs \(bench-diff base\.json run-\*\.json\)/));

    // The default method, an unchanged run whose rounds spread ±20%: the noise is the runs' (±0.5%), not the rounds'.
    writeFileSync(join(dir, 'pr-2.json'), pytestExport(10.1e-6, 3000, 10, 20));
    const plain = cli(['p.json', 'pr-2.json'], dir);
    expect(plain.status).toBe(0);
    expect(plain.stdout).toMatch(/^bench-gate PASS: no regressions/);
    for (const name of NAMES) expect(plain.stdout).toMatch(new RegExp(`^tests/test_x\\.py::${name} .* ±0\\.\\d% baseline +unchanged$`, 'm'));
  });

  it('against a history store: its run values are known as such, so the run is not tested by its iterations', () => {
    const dir = tempDir();
    // The example store's jsonRoundTrip is at about 70,000 ops/s; one run at that level whose 1,000 samples spread ±20%.
    const samples = Array.from({ length: 1000 }, (_, i) => 70000 * (0.8 + (0.4 * ((i * 37) % 1000)) / 1000));
    writeFileSync(join(dir, 'run.json'), JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'jsonRoundTrip', value: 70000, unit: 'ops/s', direction: 'higher', samples }] }));
    const json = cli(['run.json', '--history', join(ROOT, 'examples/history/store'), '--method', 'stats', '--format', 'json', '--allow-missing'], dir);
    expect(json.stderr).toBe('');
    const report = JSON.parse(json.stdout) as { benchmarks: Row[]; baseline: { metadata: Record<string, unknown> } };
    const row = report.benchmarks.find((b) => b.name === 'jsonRoundTrip')!;
    expect(row.stats).toMatchObject({ test: 'none', current_n: 1 });
    expect(row.dispersion).toEqual({ baseline: expect.objectContaining({ of: 'runs' }) });
    // The marker is not in the report.
    expect(Object.keys(report.baseline.metadata).sort()).toEqual(['branch', 'commit', 'timestamp']);
  });
});
