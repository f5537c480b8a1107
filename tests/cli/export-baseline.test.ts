/**
 * A tool's own export as the baseline of N runs, through the CLI: compared by its value, not by testing
 * its thousands of iterations against the runs' few values, and the report says how to get the test.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/core/stats/random.js';
import { ROOT } from '../helpers/fixtures.js';

const CLI = join(ROOT, 'dist/cli.js');
const NAMES = ['test_a', 'test_b', 'test_c', 'test_d', 'test_e', 'test_f', 'test_g'];

/** A pytest-benchmark export: per test, `rounds` rounds of about `seconds` (±2%) with a pause of 1 to 10 ms every 200 rounds. */
function pytestExport(seconds: number, rounds: number, seed: number): string {
  const random = mulberry32(seed);
  const benchmarks = NAMES.map((name) => {
    const data = Array.from({ length: rounds }, (_, i) => (i % 200 === 17 ? (1 + 9 * random()) * 1e-3 : seconds * (1 + 0.04 * (random() - 0.5))));
    const sorted = [...data].sort((a, b) => a - b);
    const median = sorted[rounds >> 1]!;
    const mean = data.reduce((s, v) => s + v, 0) / rounds;
    return { name, fullname: `tests/test_x.py::${name}`, stats: { min: sorted[0], max: sorted[rounds - 1], mean, median, rounds, ops: 1 / mean, data } };
  });
  return JSON.stringify({ machine_info: {}, commit_info: {}, benchmarks, datetime: '2026-01-01T00:00:00', version: '5.1.0' });
}

describe('a tool export as the baseline of N runs', () => {
  it('--method stats calls a 20% regression regressed, and says how to test it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-export-'));
    writeFileSync(join(dir, 'base.json'), pytestExport(10e-6, 3000, 1));
    for (let i = 1; i <= 3; i++) writeFileSync(join(dir, `pr-${i}.json`), pytestExport(12e-6, 3000, 1 + i));
    const result = spawnSync(process.execPath, [CLI, '--method', 'stats', '--format', 'json', 'base.json', 'pr-1.json', 'pr-2.json', 'pr-3.json'], { cwd: dir, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(1);
    const report = JSON.parse(result.stdout);
    const primary = report.benchmarks.filter((b: { metric?: string }) => b.metric === undefined);
    expect(primary).toHaveLength(NAMES.length);
    for (const b of primary) {
      expect(b.status).toBe('regressed');
      expect(b.change_pct).toBeLessThan(-15);
      // The baseline's iterations are not observations of what a run's value is: not tested, not its noise.
      expect(b.stats.test).toBe('none');
      expect(b.dispersion.baseline).toBeUndefined();
      expect(b.dispersion.current.of).toBe('runs');
    }
    const warning = report.warnings.find((w: string) => w.includes("baseline's value alone"));
    expect(warning).toMatch(/^7 benchmarks are compared with the baseline's value alone: its samples are the iterations of one run \(a tool's own export/);
    expect(warning).toMatch(/bench-diff promote run-\*\.json --baseline base\.json/);
  });
});
