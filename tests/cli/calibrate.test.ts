import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/core/config.js';
import { mulberry32, normal } from '../../src/core/stats/random.js';
import { ROOT } from '../helpers/fixtures.js';

const CLI = join(ROOT, 'dist/cli.js');
const run = (args: string[], cwd: string) => spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

function aaDir(count: number): { dir: string; files: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-calibrate-'));
  const random = mulberry32(8);
  const files = Array.from({ length: count }, (_, r) => {
    const file = `aa${String(r).padStart(2, '0')}.json`;
    const benchmarks = [
      { name: 'parse', time_ms: 2 * Math.exp(0.01 * normal(random)) },
      { name: 'render', ops_per_sec: 5e5 * Math.exp(0.03 * normal(random)) },
      { name: 'network', time_ms: 40 * Math.exp(0.35 * normal(random)) },
    ];
    writeFileSync(join(dir, file), JSON.stringify({ schema_version: 1, benchmarks }));
    return file;
  });
  return { dir, files };
}

describe('bench-diff calibrate', () => {
  it('prints the noise, thresholds and runs needed, and writes a valid bench-gate.json', () => {
    const { dir, files } = aaDir(30);
    writeFileSync(join(dir, 'bench-gate.json'), JSON.stringify({ baseline: 'base.json' }));
    const result = run(['calibrate', '--runs', '5', '--write-config', 'bench-gate.json', ...files], dir);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/bench-diff calibrate: 30 A\/A runs, 3 benchmarks/);
    expect(result.stdout).toMatch(/^benchmark\s+noise \(CV\)\s+range\s+threshold\s+detectable \(5 runs\)\s+runs for 8%$/m);
    expect(result.stdout).toMatch(/^network .*protect/m);
    expect(result.stdout).toContain('Wrote bench-gate.json.');
    const written = JSON.parse(readFileSync(join(dir, 'bench-gate.json'), 'utf8'));
    const config = parseConfig(written, 'bench-gate.json');
    expect(config.baseline).toBe('base.json');
    expect(config.runs).toBe(5);
    expect(config.protected![0]!.name).toBe('network');
    expect(config.benchmarks!.parse!.threshold).toBeLessThan(config.benchmarks!.render!.threshold!);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('says "1 run" in the table head for one run per comparison', () => {
    const { dir, files } = aaDir(30);
    const result = run(['calibrate', '--runs', '1', ...files], dir);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^benchmark\s+noise \(CV\)\s+range\s+threshold\s+detectable \(1 run\)\s+runs for 8%$/m);
  });

  it('gates with the written config, and warns when given another number of runs', () => {
    const { dir, files } = aaDir(30);
    expect(run(['calibrate', '--runs', '5', '--write-config', 'bench-gate.json', ...files], dir).status).toBe(0);
    const result = run([files[0]!, files[1]!, files[2]!], dir);
    expect(result.stdout).toMatch(/warning: the config expects 5 runs but 2 were given/);
  });

  it('prints JSON with the calibration and the config', () => {
    const { dir, files } = aaDir(12);
    const result = run(['calibrate', '--format', 'json', ...files], dir);
    const out = JSON.parse(result.stdout);
    expect(out.calibration.aa_runs).toBe(12);
    expect(out.calibration.warnings[0]).toMatch(/only 12 A\/A runs/);
    expect(out.config.runs).toBe(out.calibration.runs);
  });

  it('gives, to the bit, the numbers of the calibration that kept every resample in memory', () => {
    // Pinned from the build before calibrate resampled one benchmark at a time: N searched up to 10,
    // median chosen, one benchmark protected and the geomean taken without it.
    const { dir, files } = aaDir(12);
    const { calibration } = JSON.parse(run(['calibrate', '--format', 'json', ...files], dir).stdout);
    expect(calibration).toMatchObject({
      runs: 10,
      aggregate: 'median',
      aggregates: [
        { aggregate: 'best', detectable_pct: 18.12382362112888 },
        { aggregate: 'median', detectable_pct: 16.525307550290396 },
      ],
      geomean: { threshold_pct: 5.5, detectable_pct: 7.6754545258630795, protected_in_geomean: false },
    });
    const numbers = calibration.benchmarks.map((b: Record<string, unknown>) => [b.name, b.threshold_pct, b.detectable_pct, b.runs_for_target, b.extrapolated, b.protected]);
    expect(numbers).toEqual([
      ['parse', 2.5, 3.4446917301578006, 1, false, false],
      ['render', 12, 16.00503982542294, 17, true, false],
      ['network', 71, 81.8543060441994, 2052, true, true],
    ]);
  });

  it('refuses too few runs and bad flags in one line, exit 2, writing nothing', () => {
    const { dir, files } = aaDir(4);
    const few = run(['calibrate', '--write-config', 'out.json', ...files], dir);
    expect(few.status).toBe(2);
    expect(few.stderr).toMatch(/^bench-diff calibrate: error: needs at least 6 runs of unchanged code, got 4\. /);
    expect(few.stderr.trim().split('\n')).toHaveLength(1);
    expect(existsSync(join(dir, 'out.json'))).toBe(false);
    const bad = run(['calibrate', '--runs', '0', ...files], dir);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--runs: "0" is not a whole number from 1 to 100/);
  });

  it('says what to do when --write-config names a directory or nothing', () => {
    const { dir, files } = aaDir(6);
    mkdirSync(join(dir, 'conf'));
    const folder = run(['calibrate', '--write-config', 'conf', ...files], dir);
    expect(folder.status).toBe(2);
    expect(folder.stderr).toBe('bench-diff: error: conf: is a directory, and --write-config writes the config as a file. Name the file, e.g. --write-config conf/bench-gate.json\n');
    const empty = run(['calibrate', '--write-config', '', ...files], dir);
    expect(empty.status).toBe(2);
    expect(empty.stderr).toBe('bench-diff: error: --write-config: is empty. Name the config file to write, e.g. --write-config bench-gate.json\n');
    expect(readdirSync(join(dir, 'conf'))).toEqual([]);
  });
});
