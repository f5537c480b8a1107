/**
 * `bench-diff history chart` end to end through the built CLI: the files it writes, where its links
 * point, and its errors. What the page does with them is dashboard.browser.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../../src/report/dashboard/model.js';
import { cli, tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

const EXAMPLE = join(ROOT, 'examples/history/store');
const NO_GITHUB = { GITHUB_SERVER_URL: '', GITHUB_REPOSITORY: '' };

function readData(dir: string): DashboardData {
  const window: Record<string, unknown> = {};
  runInNewContext(readFileSync(join(dir, 'data.js'), 'utf8'), { window, JSON });
  return window.BENCH_GATE_DASHBOARD as DashboardData;
}

/** A store of `benchmarks` benchmarks over 3 commits. */
function store(dir: string, benchmarks: number): string {
  const path = join(dir, 'store');
  mkdirSync(path, { recursive: true });
  const lines = [0, 1, 2].map((c) =>
    JSON.stringify({ schema_version: 1, commit: `c${c}`, branch: 'main', date: `2026-01-0${c + 1}T00:00:00Z`, benchmarks: Array.from({ length: benchmarks }, (_, b) => ({ name: `b${b}`, unit: 'ms', direction: 'lower', values: [1 + b] })) }),
  );
  writeFileSync(join(path, 'main.jsonl'), `${lines.join('\n')}\n`);
  return path;
}

describe('bench-diff history chart', () => {
  it('names the store\'s other branches when it chose main itself', () => {
    const dir = tempDir();
    const s = store(dir, 2);
    const main = readFileSync(join(s, 'main.jsonl'), 'utf8');
    writeFileSync(join(s, 'feature%2Fx.jsonl'), main.replaceAll('"branch":"main"', '"branch":"feature/x"'));
    const chosen = cli(['history', 'chart', '--store', s, '-o', join(dir, 'site')], dir, NO_GITHUB);
    expect(chosen.status).toBe(0);
    expect(chosen.stdout).toMatch(/^bench-diff history chart: branch main \(also in the store: feature\/x; choose one with --branch NAME\): 2 benchmarks over 3 commits/);
    const given = cli(['history', 'chart', '--store', s, '--branch', 'feature/x', '-o', join(dir, 'site2')], dir, NO_GITHUB);
    expect(given.status).toBe(0);
    expect(given.stdout).toMatch(/^bench-diff history chart: branch feature\/x: /);
  });

  it('writes index.html, the page, data.js and the points of the bundled example, and says what it drew', () => {
    const out = join(tempDir(), 'site');
    const r = cli(['history', 'chart', '--store', EXAMPLE, '-o', out, '--repo-url', 'https://github.com/OWNER/REPO/'], ROOT, NO_GITHUB);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^bench-diff history chart: branch main: 5 benchmarks over 60 commits, 1 change point: wrote .*index\.html\n$/);
    expect(readdirSync(out).sort()).toEqual(['dashboard.css', 'dashboard.js', 'data.js', 'index.html', 'values']);
    expect(readFileSync(join(out, 'dashboard.js'), 'utf8')).toBe(readFileSync(join(ROOT, 'dist/dashboard.js'), 'utf8'));
    expect(readFileSync(join(out, 'dashboard.js'), 'utf8')).toContain('uPlot');
    const data = readData(out);
    expect(data.repo_url).toBe('https://github.com/OWNER/REPO');
    expect(data.commits.sha).toHaveLength(60);
    expect(data.benchmarks[0]!.name).toBe('arraySort'); // the one slowdown first
    expect(readdirSync(join(out, 'values'))).toEqual(['0.js']);
  });

  it('links to the Actions run\'s repository, else to the origin remote, and to nothing with --repo-url \'\'', () => {
    const dir = tempDir();
    const s = store(dir, 1);
    const run = (env: Record<string, string>, args: string[] = [], cwd = dir) => {
      const out = join(dir, 'site');
      expect(cli(['history', 'chart', '--store', s, '-o', out, ...args], cwd, env).status).toBe(0);
      return readData(out).repo_url;
    };
    expect(run({ GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/fast' })).toBe('https://github.com/acme/fast');
    expect(run({ GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/fast' }, ['--repo-url', ''])).toBeUndefined();
    expect(run(NO_GITHUB)).toBeUndefined(); // not a git checkout
    execFileSync('git', ['init', '-q'], { cwd: dir });
    execFileSync('git', ['remote', 'add', 'origin', 'https://user:secret@github.example.com/acme/fast.git'], { cwd: dir });
    expect(run(NO_GITHUB)).toBe('https://github.example.com/acme/fast');
    // A server on its own port serves its web pages there too; the credentials still go.
    execFileSync('git', ['remote', 'set-url', 'origin', 'https://user:secret@git.example.com:8443/team/proj.git'], { cwd: dir });
    expect(run(NO_GITHUB)).toBe('https://git.example.com:8443/team/proj');
    // An ssh remote's port is ssh's, not the web server's.
    execFileSync('git', ['remote', 'set-url', 'origin', 'ssh://git@git.example.com:2222/team/proj.git'], { cwd: dir });
    expect(run(NO_GITHUB)).toBe('https://git.example.com/team/proj');
    execFileSync('git', ['remote', 'set-url', 'origin', 'git@github.com:acme/fast.git'], { cwd: dir });
    expect(run(NO_GITHUB)).toBe('https://github.com/acme/fast');
  });

  it('writes the points in chunks, and removes the chunks of an earlier, larger dashboard', () => {
    const dir = tempDir();
    const out = join(dir, 'site');
    expect(cli(['history', 'chart', '--store', store(join(dir, 'big'), 60), '-o', out], dir, NO_GITHUB).status).toBe(0);
    expect(readdirSync(join(out, 'values')).sort()).toEqual(['0.js', '1.js', '2.js']);
    expect(readData(out).chunks).toBe(3);
    expect(cli(['history', 'chart', '--store', store(join(dir, 'small'), 2), '-o', out], dir, NO_GITHUB).status).toBe(0);
    expect(readdirSync(join(out, 'values'))).toEqual(['0.js']);
  });

  it.each([[[]], [['--min-change', '25']], [['--min-change', '0.5', '--alpha', '0.05', '--window', '20', '--seed', '7']], [['--alpha', '0.001']]])(
    'marks the change points history detect finds with the same settings: %j',
    (flags) => {
      const dir = tempDir();
      const detected = cli(['history', 'detect', '--store', EXAMPLE, '--format', 'json', ...flags], dir, NO_GITHUB);
      expect(detected.status).toBe(0);
      const report = JSON.parse(detected.stdout) as { change_points: Array<{ benchmark: string; index: number; change_pct: number }> };
      const out = join(dir, 'site');
      const r = cli(['history', 'chart', '--store', EXAMPLE, '-o', out, ...flags], dir, NO_GITHUB);
      expect(r.stderr).toBe('');
      expect(r.stdout).toContain(`${report.change_points.length} change point`);
      const data = readData(out);
      const marked = data.benchmarks.flatMap((b) => b.changes.map((c) => `${b.name}@${c.commit}`)).sort();
      expect(marked).toEqual(report.change_points.map((cp) => `${cp.benchmark}@${cp.index}`).sort());
      const minChange = flags.includes('--min-change') ? flags[flags.indexOf('--min-change') + 1] : '2';
      expect(data.detection).toContain(`changes under ${minChange}% not reported`);
    },
  );

  it('takes the detect settings: a 25% minimum hides the example\'s 18% step that the default marks', () => {
    const dir = tempDir();
    const changes = (flags: string[]) => {
      const out = join(dir, 'site');
      expect(cli(['history', 'chart', '--store', EXAMPLE, '-o', out, ...flags], dir, NO_GITHUB).status).toBe(0);
      return readData(out).benchmarks.reduce((n, b) => n + b.changes.length, 0);
    };
    expect(changes([])).toBe(1);
    expect(changes(['--min-change', '25'])).toBe(0);
  });

  // Pointed by mistake at another site (a docs folder), it would replace that site's index.html and
  // remove files in its values/: it refuses, writing nothing, unless --force.
  it('refuses a folder that holds other files and no dashboard, unless --force', () => {
    const dir = tempDir();
    const s = store(dir, 1);
    const docs = join(dir, 'docs');
    mkdirSync(join(docs, 'values'), { recursive: true });
    writeFileSync(join(docs, 'index.html'), '<!doctype html><title>Our docs</title>');
    writeFileSync(join(docs, 'values', '7.js'), 'their script');
    const before = (): string[] => readdirSync(docs, { recursive: true }).map(String).sort();
    const listed = before();
    const r = cli(['history', 'chart', '--store', s, '-o', docs], dir, NO_GITHUB);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`bench-diff history chart: error: ${docs}: holds an index.html that history chart did not write, and the dashboard would replace its index.html and values/. Give a new or empty folder, or --force to write there anyway; nothing was written\n`);
    expect(r.stdout).toBe('');
    expect(before()).toEqual(listed);
    expect(readFileSync(join(docs, 'index.html'), 'utf8')).toBe('<!doctype html><title>Our docs</title>');
    // Other files and no index.html at all: the same.
    const other = join(dir, 'other');
    mkdirSync(other);
    writeFileSync(join(other, 'README.md'), 'notes');
    const r2 = cli(['history', 'chart', '--store', s, '-o', other], dir, NO_GITHUB);
    expect(r2.status).toBe(2);
    expect(r2.stderr).toMatch(/other: is a folder that holds other files and no dashboard, .*nothing was written\n$/);
    expect(readdirSync(other)).toEqual(['README.md']);
    // --force writes there as asked.
    expect(cli(['history', 'chart', '--store', s, '-o', docs, '--force'], dir, NO_GITHUB).status).toBe(0);
    expect(readFileSync(join(docs, 'index.html'), 'utf8')).toContain('<meta name="generator" content="bench-diff history chart">');
  });

  it('writes into an empty folder, and over its own dashboard (one with other files beside it too)', () => {
    const dir = tempDir();
    const s = store(dir, 1);
    const site = join(dir, 'site');
    mkdirSync(site);
    expect(cli(['history', 'chart', '--store', s, '-o', site], dir, NO_GITHUB).status).toBe(0);
    writeFileSync(join(site, 'CNAME'), 'bench.example.com');
    const again = cli(['history', 'chart', '--store', s, '-o', site], dir, NO_GITHUB);
    expect(again.stderr).toBe('');
    expect(again.status).toBe(0);
    expect(readFileSync(join(site, 'CNAME'), 'utf8')).toBe('bench.example.com');
    // A dashboard written before the generator tag: its title and script still say what it is.
    const page = readFileSync(join(site, 'index.html'), 'utf8');
    writeFileSync(join(site, 'index.html'), page.replace(/<meta name="generator"[^>]*>\n/, ''));
    expect(readFileSync(join(site, 'index.html'), 'utf8')).not.toContain('generator');
    expect(cli(['history', 'chart', '--store', s, '-o', site], dir, NO_GITHUB).status).toBe(0);
  });

  it.each([
    [['--store', EXAMPLE, '-o', 'x', '--min-change', 'lots'], /^bench-diff history chart: error: --min-change: /],
    [['--store', EXAMPLE, '-o', 'x', '--window', '19'], /^bench-diff history chart: error: --window: "19" is not a whole number from 20 to 10000\. Give e\.g\. --window 20$/m],
    [['--store', EXAMPLE, '-o', 'x', '--window', '5000000000'], /^bench-diff history chart: error: --window: "5000000000" is not a whole number from 20 to 10000/],
    [['--store', EXAMPLE], /^bench-diff history chart: error: -o: is required/],
    [['-o', 'x'], /^bench-diff history chart: error: --store: is required/],
    [['--store', EXAMPLE, '-o', 'x', '--repo-url', 'javascript:alert(1)'], /^bench-diff history chart: error: --repo-url: "javascript:alert\(1\)" is not a repository's web address/],
    [['--store', EXAMPLE, '-o', 'x', '--branch', 'dev'], /store[/\\]dev\.jsonl: does not exist\. The store holds: main/],
  ])('%j: a one-line error, exit 2, nothing written', (args, message) => {
    const dir = tempDir();
    const r = cli(['history', 'chart', ...args], dir, NO_GITHUB);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(existsSync(join(dir, 'x'))).toBe(false);
  });
});
