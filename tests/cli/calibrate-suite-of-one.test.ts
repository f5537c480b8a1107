/**
 * `bench-diff calibrate` on A/A runs of one benchmark. Its geomean is that benchmark and is never
 * gated (README "How the gate decides"), yet calibrate chose N "to catch a uniform 5% slowdown through
 * the geomean", printed "geomean: threshold 3%" and wrote geomean_threshold to the config; and with
 * the benchmark protected (too noisy), nothing gated the suite and calibrate did not warn.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/core/config.js';
import { INVISIBLE_SOURCE } from '../../src/core/printable.js';
import { mulberry32, normal } from '../../src/core/stats/random.js';
import { cli, tempDir } from '../helpers/cli.js';

/** 30 A/A runs of one benchmark, 100 ms × (1 + cv × noise), a file each. */
function aaDir(name: string, cv: number): { dir: string; files: string[] } {
  const dir = tempDir('bench-calibrate-one-');
  const random = mulberry32(7);
  const files = Array.from({ length: 30 }, (_, r) => {
    const file = `run-${String(r).padStart(2, '0')}.json`;
    writeFileSync(join(dir, file), JSON.stringify({ schema_version: 1, benchmarks: [{ name, time_ms: 100 * Math.max(0.05, 1 + cv * normal(random)) }] }));
    return file;
  });
  return { dir, files };
}

describe('bench-diff calibrate on a suite of one benchmark', () => {
  it('chooses N by what the benchmark catches on its own, says the geomean is not gated, and writes no geomean threshold', () => {
    const { dir, files } = aaDir('solo', 0.02);
    const r = cli(['calibrate', '--write-config', 'bench-gate.json', ...files], dir);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain('through the geomean');
    expect(r.stdout).not.toMatch(/geomean: threshold/);
    expect(r.stdout).toMatch(/^Recommended: \d+ runs per comparison \(the fewest with which its benchmark catches a slowdown of 8% on its own; the geomean is not gated\)/m);
    expect(r.stdout).toContain('geomean: not gated (a geomean over 1 benchmark is that benchmark, so its own threshold alone decides; no geomean threshold is recommended)');
    expect(r.stdout).not.toContain('warning:');
    const config = parseConfig(JSON.parse(readFileSync(join(dir, 'bench-gate.json'), 'utf8')), 'bench-gate.json');
    expect(config.geomean_threshold).toBeUndefined();
    expect(config.protected_in_geomean).toBeUndefined();
    expect(config.benchmarks!.solo!.threshold).toBeGreaterThan(0);
  });

  it('warns that nothing would be gated when the benchmark is protected, its name escaped', () => {
    const { dir, files } = aaDir('solo\u009b2J', 0.3);
    const text = cli(['calibrate', ...files], dir);
    expect(text.status).toBe(0);
    expect(RegExp(INVISIBLE_SOURCE).exec(text.stdout.replace(/\n/g, ''))?.[0]).toBeUndefined();
    expect(text.stdout).toMatch(/^solo\\u009b2J .*protect/m);
    expect(text.stdout).toMatch(/^warning: nothing would be gated: solo\\u009b2J is protected \(too noisy for a threshold of 25% or less\) and a geomean over 1 benchmark is not gated, so the gate would pass any change; /m);
    const json = cli(['calibrate', '--format', 'json', ...files], dir);
    const { calibration, config } = JSON.parse(json.stdout);
    expect(calibration.geomean.gated).toBe(false);
    expect(calibration.warnings.some((w: string) => w.startsWith('nothing would be gated: solo\u009b2J is protected'))).toBe(true);
    expect(config.geomean_threshold).toBeUndefined();
  });
});
