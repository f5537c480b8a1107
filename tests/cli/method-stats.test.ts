import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import validateReport from '../../generated/report-validator.js';
import type { Report } from '../../src/core/report.js';
import { ROOT } from '../helpers/fixtures.js';

const CLI = join(ROOT, 'dist/cli.js');
const run = (args: string[], cwd: string) => spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

function files(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-stats-'));
  const samples = Array.from({ length: 30 }, (_, i) => 1000 + ((i * 7) % 11) - 5);
  writeFileSync(join(dir, 'base.json'), JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'a', value: 1005, unit: 'ops/s', samples }, { name: 'b', value: 1005, unit: 'ops/s', samples }] }));
  for (let i = 0; i < 5; i++) {
    writeFileSync(join(dir, `run${i}.json`), JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'a', value: 800 + i, unit: 'ops/s' }, { name: 'b', value: 998 + i, unit: 'ops/s' }] }));
  }
  return dir;
}

describe('bench-diff --method stats', () => {
  it('fails on a significant regression and prints the test', () => {
    const dir = files();
    const result = run(['--method', 'stats', 'base.json', 'run0.json', 'run1.json', 'run2.json', 'run3.json', 'run4.json'], dir);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/a .*regressed/);
    expect(result.stdout).toMatch(/p = 3\.1e-6/);
  });

  it('reads the method from bench-gate.json, and the JSON report says it', () => {
    const dir = files();
    writeFileSync(join(dir, 'bench-gate.json'), JSON.stringify({ method: 'stats', alpha: 0.05 }));
    const result = run(['--format', 'json', 'base.json', 'run0.json', 'run1.json'], dir);
    const report = JSON.parse(result.stdout);
    expect(report.method).toBe('stats');
    expect(report.alpha).toBe(0.05);
  });

  it('calls a geomean worse than its limit but not significant inconclusive, not a pass, says why in text, Markdown and JSON, and passes', () => {
    // fixtures/stats-geomean: the geomean 5.2% worse, its 99% interval 10.3% worse…1.4% better.
    const dir = join(ROOT, 'fixtures/stats-geomean');
    const args = ['--method', 'stats', 'base.json', 'run0.json', 'run1.json', 'run2.json', 'run3.json', 'run4.json'];
    const why = 'the geomean, 5.2% worse, is over the 3% limit but not significant (its 99% interval, 10.3% worse…1.4% better, includes no change), so it is inconclusive: more runs, or a baseline promoted from more runs, would tell';
    const text = run(args, dir);
    expect(text.status).toBe(0);
    expect(text.stdout.split('\n').slice(0, 2)).toEqual(['bench-gate PASS: no regressions; geomean 5.2% worse (limit 3%) [99% CI 10.3% worse…1.4% better], inconclusive', `warning: ${why}`]);
    expect(text.stdout).toContain('\ngeomean 5.2% worse (limit 3%) [99% CI 10.3% worse…1.4% better] over 2 benchmarks: inconclusive\n');
    expect(text.stdout).not.toMatch(/not significant\n|: pass/);
    const markdown = run(['--format', 'markdown', ...args], dir);
    expect(markdown.status).toBe(0);
    expect(markdown.stdout).toContain('**Geomean** over 2 benchmarks: 5.2% worse (limit 3%) &#91;99% CI 10.3% worse…1.4% better&#93;, inconclusive 🌫️');
    expect(markdown.stdout).toContain(`> ${why}`);
    const json = run(['--format', 'json', ...args], dir);
    expect(json.status).toBe(0);
    const report = JSON.parse(json.stdout) as Report;
    expect(validateReport(report)).toBe(true);
    expect(report).toMatchObject({ verdict: 'pass', geomean: { status: 'inconclusive', significant: false, count: 2 } });
    expect(report.warnings).toContain(why);
  });

  it('rejects a bad --alpha and an unknown --method in one line, exit 2', () => {
    const dir = files();
    const alpha = run(['--alpha', '2', 'base.json', 'run0.json'], dir);
    expect(alpha.status).toBe(2);
    expect(alpha.stderr.trim().split('\n')).toHaveLength(1);
    expect(alpha.stderr).toMatch(/--alpha: "2" is not a significance level/);
    const method = run(['--method', 'magic', 'base.json', 'run0.json'], dir);
    expect(method.status).toBe(2);
    expect(method.stderr).toMatch(/--method: "magic" is not one of best, stats/);
  });
});
