/**
 * A million benchmarks through the built CLI as a user runs it (issue 11 item 5): generated files,
 * the text and JSON reports, the right exit code. Not timed (performance lives in bench/), but it
 * must finish well within CI's patience: a quadratic step or an input-sized spread would not.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, tempDir } from '../helpers/cli.js';

const MILLION = 1_000_000;

/** A schema v1 file of a million benchmarks, written as text (no million-entry array of objects here). */
function suite(path: string, valueOf: (i: number) => number): void {
  const lines: string[] = [];
  for (let i = 0; i < MILLION; i++) lines.push(`{"name":"b${i}","value":${valueOf(i)},"unit":"ns"}`);
  writeFileSync(path, `{"schema_version":1,"benchmarks":[\n${lines.join(',\n')}\n]}\n`);
}

function bench(args: string[]): { code: number; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '' }, stdio: ['ignore', 'ignore', 'pipe'] });
  return { code: r.status ?? -1, stderr: r.stderr };
}

describe('a million benchmarks through the CLI', () => {
  const dir = tempDir('million-');
  const baseline = join(dir, 'baseline.json');
  const run = join(dir, 'run.json');
  // Every benchmark the same but one, which is twice as slow: one regression in a million.
  suite(baseline, (i) => 100 + (i % 50));
  suite(run, (i) => (i === 777_777 ? 2 : 1) * (100 + (i % 50)));

  it('fails with exit 1 and names the regression in the JSON report', () => {
    const out = join(dir, 'report.json');
    const r = bench([baseline, run, '--format', 'json', '-o', out]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const report = JSON.parse(readFileSync(out, 'utf8')) as { verdict: string; summary: Record<string, number>; benchmarks: Array<{ name: string; status: string }> };
    expect(report.verdict).toBe('fail');
    expect(report.benchmarks).toHaveLength(MILLION);
    expect(report.summary.regressed).toBe(1);
    expect(report.summary.unchanged).toBe(MILLION - 1);
    expect(report.benchmarks.filter((b) => b.status === 'regressed').map((b) => b.name)).toEqual(['b777777']);
  }, 300_000);

  it('fails with exit 1 and prints every benchmark in the text report', () => {
    const out = join(dir, 'report.txt');
    const r = bench([baseline, run, '-o', out]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(1);
    const text = readFileSync(out, 'utf8');
    expect(text.split('\n', 1)[0]).toMatch(/^bench-gate FAIL: 1 regression/);
    expect(text).toMatch(/^b777777 +\S+ ns +\S+ ns +\+\d+\.\d% \(\d+\.\d+× slower\) +.*regressed/m);
    expect(text).toMatch(/^b999999 /m);
  }, 300_000);
});
