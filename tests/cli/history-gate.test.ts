import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import validateReport from '../../generated/report-validator.js';
import { cli, tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

const STORE = join(ROOT, 'examples/history/store');
/** The example history's levels (ops/s, higher is better), with jsonRoundTrip 10% slower. */
const LEVELS: Record<string, number> = { stringConcat: 85000, jsonRoundTrip: 70000, arraySort: 11900, mapInsert: 22000, regexMatch: 780000 };

function runs(dir: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const path = join(dir, `run-${i}.json`);
    const benchmarks = Object.entries(LEVELS).map(([name, v]) => ({ name, value: v * (1 + (i - 1) / 500), unit: 'ops/s', direction: 'higher' }));
    writeFileSync(path, JSON.stringify({ schema_version: 1, benchmarks }));
    return path;
  });
}

describe('bench-diff RUN... --history', () => {
  it('gates against the history and says which commits the baseline came from, in every format', () => {
    const dir = tempDir();
    const files = runs(dir, 3);
    const json = cli([...files, '--history', STORE, '--method', 'stats', '--format', 'json'], dir);
    expect(json.status).toBe(1);
    const report = JSON.parse(json.stdout);
    expect(validateReport(report), JSON.stringify(validateReport.errors)).toBe(true);
    expect(report.baseline.history).toMatchObject({ branch: 'main', to_commit: 'cb179757079940f3a11952ac889dd1c39901cea8', window: 30 });
    const regressed = report.benchmarks.find((b: { name: string }) => b.name === 'jsonRoundTrip');
    expect(regressed).toMatchObject({ status: 'regressed', stats: { test: 'mann-whitney', baseline_n: 90, significant: true } });
    expect(regressed.trend).toHaveLength(30);
    expect(report.benchmarks.filter((b: { status: string }) => b.status === 'regressed')).toHaveLength(1);

    const text = cli([...files, '--history', STORE], dir);
    expect(text.stdout).toMatch(/^baseline: history of main, \d+ commits 268f7c8d9fa5\.\.cb1797570799$/m);
    const markdown = cli([...files, '--history', STORE, '--format', 'markdown'], dir);
    expect(markdown.stdout).toContain('baseline: history of main,');
  });

  it('ends the baseline at the base commit', () => {
    const dir = tempDir();
    // Commit 30 is before arraySort's 18% step at commit 41: today's arraySort is a regression against it.
    const json = cli([...runs(dir, 3), '--history', STORE, '--base-commit', 'cb179757079940f3a11952ac889dd1c39901cea8', '--format', 'json'], dir);
    expect(JSON.parse(json.stdout).baseline.history.to_commit).toBe('cb179757079940f3a11952ac889dd1c39901cea8');
    const early = cli([...runs(dir, 3), '--history', STORE, '--base-commit', '5294ecc17ef7', '--format', 'json'], dir);
    const report = JSON.parse(early.stdout);
    expect(report.baseline.history).toMatchObject({ from_commit: '5294ecc17ef74b8f13af7622bfa848eec1c6149b', to_commit: '5294ecc17ef74b8f13af7622bfa848eec1c6149b', commits: 1 });
    expect(report.benchmarks.find((b: { name: string }) => b.name === 'arraySort').status).toBe('regressed');
  });

  it('refuses a baseline file together with --history, and --window without it', () => {
    const dir = tempDir();
    const [run] = runs(dir, 1);
    const both = cli([run!, '--history', STORE, '--baseline', run!], dir);
    expect(both.status).toBe(2);
    expect(both.stderr).toContain('--history');
    const alone = cli([run!, run!, '--window', '5'], dir);
    expect(alone.status).toBe(2);
    expect(alone.stderr).toContain('--window');
  });

  it('says which branches the store holds for a --history-branch it does not, as history detect and prune do', () => {
    const dir = tempDir();
    const [run] = runs(dir, 1);
    const expected = `bench-diff: error: ${join(STORE, 'TYPO.jsonl')}: does not exist. The store holds: main\n`;
    const gate = cli([run!, '--history', STORE, '--history-branch', 'TYPO'], dir);
    expect(gate.status).toBe(2);
    expect(gate.stderr).toBe(expected);
    // The same message; a history subcommand's lines start with its name.
    expect(cli(['history', 'detect', '--store', STORE, '--branch', 'TYPO'], dir).stderr).toBe(expected.replace('bench-diff:', 'bench-diff history detect:'));
    expect(cli(['history', 'prune', '--store', STORE, '--branch', 'TYPO', '--keep', '1'], dir).stderr).toBe(expected.replace('bench-diff:', 'bench-diff history prune:'));
  });

  it('names the store when it holds nothing', () => {
    const dir = tempDir();
    const [run] = runs(dir, 1);
    const empty = cli([run!, '--history', join(dir, 'none')], dir);
    expect(empty.status).toBe(2);
    expect(empty.stderr).toContain('holds no history');
  });
});
