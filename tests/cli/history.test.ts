import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type HistoryEntry, serializeHistoryFile } from '../../src/core/history/entry.js';
import validateChangePoints from '../../generated/changepoints-validator.js';
import { readBranch } from '../../src/io/history-store.js';
import { CLI, cli, tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

const DATA_JS = join(ROOT, 'fixtures/history/github-action-benchmark/data.js');

function runFile(dir: string, name: string, value: number): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'parse', value, unit: 'ms' }, { name: 'ops', ops_per_sec: value * 10 }] }));
  return path;
}

/** A full SHA made of one hex digit: commits outside a git checkout. */
const sha = (digit: string): string => digit.repeat(40);

function gitRepo(dir: string): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_DATE: '2026-02-03T04:05:06Z', GIT_COMMITTER_DATE: '2026-02-03T04:05:06Z' } }).trim();
  git('init', '-q', '-b', 'trunk');
  git('-c', 'user.name=T', '-c', 'user.email=t@example.com', 'commit', '-q', '--allow-empty', '-m', 'Make parsing faster');
  return git('rev-parse', 'HEAD');
}

/** A branch file with a 20% slowdown of "parse" at commit c30. */
function steppedStore(dir: string): string {
  const store = join(dir, 'store');
  mkdirSync(store);
  const entries: HistoryEntry[] = Array.from({ length: 60 }, (_, i) => ({
    schema_version: 1,
    commit: `c${i}`,
    branch: 'main',
    date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    benchmarks: [
      { name: 'parse', unit: 'ms', direction: 'lower', values: [(i < 30 ? 10 : 12) * (1 + ((i * 7) % 5) / 500), 13] },
      { name: 'steady', unit: 'ops/s', direction: 'higher', values: [1000 + (i % 4)] },
    ],
  }));
  writeFileSync(join(store, 'main.jsonl'), serializeHistoryFile(entries));
  return store;
}

describe('bench-diff history add', () => {
  it('records the runs under the checkout\'s commit, branch, date and subject, and replaces it when run again', () => {
    const dir = tempDir();
    const sha = gitRepo(dir);
    const runs = [runFile(dir, 'r1.json', 10), runFile(dir, 'r2.json', 11)];
    const first = cli(['history', 'add', ...runs, '--store', 'hist'], dir);
    expect(first.stderr).toContain(`recorded commit ${sha} (2 benchmarks, 2 runs) in hist/trunk.jsonl, now 1 entry`);
    expect(first.status).toBe(0);
    const [entry] = readBranch(join(dir, 'hist'), 'trunk');
    expect(entry).toMatchObject({ commit: sha, branch: 'trunk', date: '2026-02-03T04:05:06.000Z', message: 'Make parsing faster' });
    expect(entry!.benchmarks).toEqual([
      { name: 'parse', unit: 'ms', direction: 'lower', values: [10, 11] },
      { name: 'ops', unit: 'ops/s', direction: 'higher', values: [100, 110] },
    ]);
    expect(entry!.environment).toBeDefined();
    const again = cli(['history', 'add', runs[0]!, '--store', 'hist'], dir);
    expect(again.stderr).toContain(`replaced the entry of commit ${sha}`);
    expect(readBranch(join(dir, 'hist'), 'trunk')).toHaveLength(1);
  });

  it('warns when an entry is dated after today, which would stay last in the branch', () => {
    const dir = tempDir();
    const run = runFile(dir, 'r.json', 5);
    const nextYear = new Date().getUTCFullYear() + 1;
    const late = cli(['history', 'add', run, '--store', 's', '--commit', sha('a'), '--branch', 'm', '--date', `${nextYear}-01-01`], dir);
    expect(late.status).toBe(0);
    expect(late.stderr).toContain(`bench-diff history add: warning: the entry is dated ${nextYear}-01-01T00:00:00.000Z, after today: a commit recorded later is placed after it only when git here shows it descends from it, else before it, by date. Check --date (or the commit's date)\n`);
    // Today (in any time zone) and the past say nothing.
    const today = new Date().toISOString().slice(0, 10);
    for (const date of [today, '2026-01-02']) {
      expect(cli(['history', 'add', run, '--store', 's', '--commit', sha('b'), '--branch', 'm', '--date', date], dir).stderr).not.toContain('after today');
    }
  });

  it('warns when an entry dated before the newest is placed before it, which a baseline ending there leaves out', () => {
    const dir = tempDir();
    const run = runFile(dir, 'r.json', 5);
    expect(cli(['history', 'add', run, '--store', 's', '--commit', sha('a'), '--branch', 'm', '--date', '2026-03-01'], dir).stderr).not.toContain('warning');
    expect(cli(['history', 'add', run, '--store', 's', '--commit', sha('c'), '--branch', 'm', '--date', '2026-03-03'], dir).stderr).not.toContain('warning');
    const early = cli(['history', 'add', run, '--store', 's', '--commit', sha('b'), '--branch', 'm', '--date', '2026-03-02'], dir);
    expect(early.status).toBe(0);
    expect(early.stderr).toContain(`bench-diff history add: warning: commit ${sha('b')} is dated 2026-03-02T00:00:00.000Z, before the newest entry of m (commit ${sha('c')}, 2026-03-03T00:00:00.000Z), and is not known to descend from it: such an entry is placed by date, so it was placed before 1 newer entry, and a history baseline that ends at it (a pull request based on it) leaves them out.`);
    expect(early.stderr.split('\n').filter((l) => l.includes('warning'))).toHaveLength(1);
    expect(readBranch(join(dir, 's'), 'm').map((e) => e.commit)).toEqual([sha('a'), sha('b'), sha('c')]);
    // Recording it again replaces it in its place: no new placement, no warning.
    expect(cli(['history', 'add', run, '--store', 's', '--commit', sha('b'), '--branch', 'm', '--date', '2026-03-02'], dir).stderr).not.toContain('warning');
  });

  it('takes --commit, --branch and --date over git, and needs them outside a checkout', () => {
    const dir = tempDir();
    const run = runFile(dir, 'r.json', 5);
    // A full SHA needs no git (CI records by SHA, outside the checkout too); it is stored in lower case.
    const r = cli(['history', 'add', run, '--store', 's', '--commit', `ABC${'0'.repeat(37)}`, '--branch', 'release/1.x', '--date', '2026-03-04'], dir);
    expect(r.status).toBe(0);
    expect(readFileSync(join(dir, 's/release%2F1.x.jsonl'), 'utf8')).toContain(`"commit":"abc${'0'.repeat(37)}","branch":"release/1.x","date":"2026-03-04T00:00:00.000Z"`);
    const none = cli(['history', 'add', run, '--store', 's'], dir);
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/does not know the commit .*Pass --commit SHA/);
    const badDate = cli(['history', 'add', run, '--store', 's', '--commit', sha('a'), '--branch', 'm', '--date', 'soon'], dir);
    expect(badDate.stderr).toContain('--date: "soon" is not a date');
    // Date.parse took these, as 2001-05-01, January 2nd 2001 and 2026-03-02.
    for (const text of ['5', 'Jan 2', '2026-02-30', '2026-01-31T12:00:00']) {
      const r = cli(['history', 'add', run, '--store', 's', '--commit', sha('a'), '--branch', 'm', '--date', text], dir);
      expect(r.status, text).toBe(2);
      expect(r.stderr).toBe(`bench-diff history add: error: --date: "${text}" is not a date. Give an ISO 8601 date, e.g. --date 2026-01-31 or --date 2026-01-31T12:00:00Z (a time needs Z or an offset)\n`);
    }
    expect(existsSync(join(dir, 's/m.jsonl'))).toBe(false);
    expect(cli(['history', 'add', run, '--store', 's', '--commit', sha('a'), '--branch', 'm', '--date', '2026-01-31T13:00:00+01:00'], dir).status).toBe(0);
    expect(readBranch(join(dir, 's'), 'm')[0]!.date).toBe('2026-01-31T12:00:00.000Z');
  });

  it('refuses a commit or branch the store could not read back, and never passes a commit to git as an option', () => {
    const dir = tempDir();
    gitRepo(dir);
    const run = runFile(dir, 'r.json', 5);
    const cases: Array<[string[], RegExp]> = [
      [['--commit', '', '--branch', 'main'], /--commit: "" is not a commit/],
      [['--commit=--output=written-by-git.txt', '--branch', 'main'], /--commit: "--output=written-by-git\.txt" is not a commit/],
      [['--commit', 'abc', '--branch', ''], /--branch: is empty/],
    ];
    for (const [flags, message] of cases) {
      const r = cli(['history', 'add', run, '--store', 's', ...flags], dir);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(existsSync(join(dir, 'written-by-git.txt'))).toBe(false);
    expect(existsSync(join(dir, 's'))).toBe(false);
  });

  it('stores the SHA of a commit given by name, so HEAD on the next commit is a new entry', () => {
    const dir = tempDir();
    const first = gitRepo(dir);
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], { cwd: dir, encoding: 'utf8' }).trim();
    const run = runFile(dir, 'r.json', 5);
    const add = (commit: string) => cli(['history', 'add', run, '--store', 's', '--commit', commit, '--branch', 'main'], dir);
    expect(add('HEAD').stderr).toContain(`recorded commit ${first} `);
    git('commit', '-q', '--allow-empty', '-m', 'second');
    const second = git('rev-parse', 'HEAD');
    expect(add('HEAD').stderr).toContain(`recorded commit ${second} `);
    expect(add('HEAD~1').stderr).toContain(`replaced the entry of commit ${first} `);
    expect(add(second.slice(0, 7)).stderr).toContain(`replaced the entry of commit ${second} `);
    expect(readBranch(join(dir, 's'), 'main').map((e) => e.commit)).toEqual([first, second]);
    const before = readFileSync(join(dir, 's/main.jsonl'), 'utf8');
    for (const name of ['no-such-branch', 'abc1234', 'HEAD~9']) {
      const r = add(name);
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(`bench-diff history add: error: --commit: "${name}" is not a commit git knows here. Give the full SHA (e.g. --commit $GITHUB_SHA), or a name git resolves in this checkout (HEAD, a branch, a short SHA)\n`);
    }
    expect(readFileSync(join(dir, 's/main.jsonl'), 'utf8')).toBe(before);
    // Outside a checkout only a full SHA is a commit.
    const elsewhere = tempDir();
    expect(cli(['history', 'add', run, '--store', 's', '--commit', 'HEAD', '--branch', 'main'], elsewhere).stderr).toContain('--commit: "HEAD" is not a commit git knows here');
    expect(cli(['history', 'add', run, '--store', 's', '--commit', first, '--branch', 'main'], elsewhere).status).toBe(0);
  });

  it('stops at a corrupt line with the file and line, and writes nothing', () => {
    const dir = tempDir();
    const run = runFile(dir, 'r.json', 5);
    cli(['history', 'add', run, '--store', 's', '--commit', sha('a'), '--branch', 'main'], dir);
    const file = join(dir, 's/main.jsonl');
    writeFileSync(file, `${readFileSync(file, 'utf8')}{"truncated":\n`);
    const before = readFileSync(file, 'utf8');
    const r = cli(['history', 'add', run, '--store', 's', '--commit', sha('b'), '--branch', 'main'], dir);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/s\/main\.jsonl:2: is not a history entry/);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(cli(['history', 'detect', '--store', 's'], dir).stderr).toMatch(/main\.jsonl:2:/);
  });
});

describe('bench-diff history prune', () => {
  it('keeps the newest N entries of every branch', () => {
    const dir = tempDir();
    const run = runFile(dir, 'r.json', 5);
    for (const c of ['a', 'b', 'c']) cli(['history', 'add', run, '--store', 's', '--commit', sha(c), '--branch', 'main'], dir);
    cli(['history', 'add', run, '--store', 's', '--commit', sha('d'), '--branch', 'dev'], dir);
    const r = cli(['history', 'prune', '--store', 's', '--keep', '2'], dir);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('s/main.jsonl: removed 1 entry, kept 2');
    expect(readBranch(join(dir, 's'), 'main').map((e) => e.commit)).toEqual([sha('b'), sha('c')]);
    expect(readBranch(join(dir, 's'), 'dev')).toHaveLength(1);
    expect(cli(['history', 'prune', '--store', 's', '--keep', '0'], dir).stderr).toContain('--keep: "0" is not a whole number of at least 1');
    expect(cli(['history', 'prune', '--store', 's'], dir).status).toBe(2);
  });

  it('prunes every branch or none: a corrupt line in a later branch leaves the earlier ones as they were', () => {
    const dir = tempDir();
    const run = runFile(dir, 'r.json', 5);
    for (const branch of ['dev', 'main', 'zzz']) for (const c of ['a', 'b', 'c']) cli(['history', 'add', run, '--store', 's', '--commit', sha(c), '--branch', branch], dir);
    const files = ['dev', 'main', 'zzz'].map((b) => join(dir, 's', `${b}.jsonl`));
    writeFileSync(files[2]!, `${readFileSync(files[2]!, 'utf8')}{"schema_version":1,"commit":"d","bra\n`);
    const before = files.map((f) => readFileSync(f, 'utf8'));
    const r = cli(['history', 'prune', '--store', 's', '--keep', '1'], dir);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^bench-diff history prune: error: s\/zzz\.jsonl:4: is not a history entry .*Nothing was changed/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(files.map((f) => readFileSync(f, 'utf8'))).toEqual(before);
    // Repaired, the same prune goes through for all.
    writeFileSync(files[2]!, before[2]!.split('\n').slice(0, 3).join('\n') + '\n');
    expect(cli(['history', 'prune', '--store', 's', '--keep', '1'], dir).status).toBe(0);
    for (const b of ['dev', 'main', 'zzz']) expect(readBranch(join(dir, 's'), b).map((e) => e.commit)).toEqual([sha('c')]);
  });
});

describe('bench-diff history detect', () => {
  it('finds the step, in text, Markdown and JSON (in its schema)', () => {
    const dir = tempDir();
    const store = steppedStore(dir);
    const json = cli(['history', 'detect', '--store', store, '--format', 'json'], dir);
    expect(json.status).toBe(0);
    const report = JSON.parse(json.stdout);
    expect(validateChangePoints(report)).toBe(true);
    expect(report.change_points).toHaveLength(1);
    expect(report.change_points[0]).toMatchObject({ benchmark: 'parse', commit: 'c30', previous_commit: 'c29', verdict: 'worse', date: '2026-01-31T00:00:00.000Z' });
    expect(report.change_points[0].change_pct).toBeCloseTo(20, 0);
    const text = cli(['history', 'detect', '--store', store], dir);
    expect(text.stdout).toContain('branch main: 1 change point (1 worse, 0 better) in 2 benchmarks over 60 commits');
    expect(text.stdout).toMatch(/parse\s+c30\s+2026-01-31\s+10\.\d+ ms -> 12\.\d+ ms\s+\+20\.\d% worse\s+p <?0\.0\d+/);
    const md = cli(['history', 'detect', '--store', store, '--format', 'markdown'], dir);
    expect(md.stdout).toContain('| `parse` | `c30` | 2026-01-31 |');
    expect(cli(['history', 'detect', '--store', store, '--min-change', '25'], dir).stdout).toContain('no change points');
  });

  it('takes windows from 20 commits (each step a quarter window inside one) to 10000, in one line otherwise', () => {
    const dir = tempDir();
    const store = steppedStore(dir);
    for (const window of ['20', '21', '60', '10000']) {
      const r = cli(['history', 'detect', '--store', store, '--format', 'json', '--window', window], dir);
      expect(r.status, window).toBe(0);
      expect(JSON.parse(r.stdout).change_points.map((cp: { commit: string }) => cp.commit), window).toEqual(['c30']);
    }
    for (const window of ['19', '12', '10001', '5000000000']) {
      const r = cli(['history', 'detect', '--store', store, '--window', window], dir);
      expect(r.status, window).toBe(2);
      expect(r.stderr).toBe(`bench-diff history detect: error: --window: "${window}" is not a whole number from 20 to 10000. Give e.g. --window 20\n`);
    }
  });

  it('finds a clear step at every --alpha it takes, and refuses one it could never pass', () => {
    // The permutation test's smallest p-value is 1 / (shuffles + 1): with a fixed 199 shuffles, a
    // level under 0.005 reported no change point whatever the history held.
    const dir = tempDir();
    const store = steppedStore(dir);
    for (const alpha of ['0.5', '0.01', '0.005', '0.002', '0.001']) {
      const r = cli(['history', 'detect', '--store', store, '--format', 'json', '--alpha', alpha], dir);
      expect(r.status, alpha).toBe(0);
      const report = JSON.parse(r.stdout) as { settings: { permutations: number }; change_points: Array<{ commit: string; p_value: number }> };
      expect(report.change_points.map((cp) => cp.commit), alpha).toEqual(['c30']);
      expect(report.change_points[0]!.p_value).toBeLessThanOrEqual(Number(alpha));
      expect(1 / (report.settings.permutations + 1)).toBeLessThanOrEqual(Number(alpha) / 2);
    }
    for (const alpha of ['0.0009', '1e-9']) {
      const r = cli(['history', 'chart', '--store', store, '-o', join(dir, 'site'), '--alpha', alpha], dir);
      expect(r.status, alpha).toBe(2);
      expect(r.stderr).toBe(`bench-diff history chart: error: --alpha: ${alpha} is below 0.001, the strictest level the permutation test is run at. Give e.g. --alpha 0.001\n`);
    }
  });

  it('never writes its report over a branch file of the store', () => {
    const dir = tempDir();
    const store = steppedStore(dir);
    const before = readFileSync(join(store, 'main.jsonl'), 'utf8');
    writeFileSync(join(store, 'dev.jsonl'), before.replaceAll('"branch":"main"', '"branch":"dev"'));
    for (const output of [join(store, 'main.jsonl'), join(store, 'dev.jsonl'), 'store/./main.jsonl']) {
      const r = cli(['history', 'detect', '--store', store, '--branch', 'main', '-o', output], dir);
      expect(r.status, output).toBe(2);
      expect(r.stderr).toMatch(/^bench-diff history detect: error: --output: names .*\.jsonl, which this command reads: the change points would replace it\. Write the change points to another file\n$/);
    }
    expect(readFileSync(join(store, 'main.jsonl'), 'utf8')).toBe(before);
    expect(readBranch(store, 'dev')).toHaveLength(60);
  });

  it('explains which branch it needs', () => {
    const dir = tempDir();
    const run = runFile(dir, 'r.json', 5);
    expect(cli(['history', 'detect', '--store', 'none'], dir).stderr).toMatch(/none: holds no history/);
    for (const b of ['dev', 'feat']) cli(['history', 'add', run, '--store', 's', '--commit', sha('a'), '--branch', b], dir);
    expect(cli(['history', 'detect', '--store', 's'], dir).stderr).toContain('holds several branches (dev, feat). Choose one with --branch NAME');
    expect(cli(['history', 'detect', '--store', 's', '--branch', 'x'], dir).stderr).toContain('The store holds: dev, feat');
    expect(cli(['history', 'detect', '--store', 's', '--branch', 'dev'], dir).status).toBe(0);
  });
});

describe('bench-diff history import', () => {
  it('reads github-action-benchmark\'s data.js: one entry per commit, suites kept, directions from the tool', () => {
    const dir = tempDir();
    const r = cli(['history', 'import', '--from', 'github-action-benchmark', DATA_JS, '--store', 's', '--suite', 'Rust Benchmark', '--suite', 'Python Benchmark'], dir);
    expect(r.stderr).toContain('imported 4 commits from 2 suites into s/main.jsonl (4 new, 0 replaced; now 4 entries)');
    const entries = readBranch(join(dir, 's'), 'main');
    expect(entries.map((e) => e.benchmarks.length)).toEqual([2, 3, 3, 3]);
    expect(entries[1]).toMatchObject({ commit: '2a1b0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b', date: '2024-03-02T10:30:00.000Z', message: 'Speed up the tokenizer' });
    expect(entries[1]!.benchmarks).toContainEqual({ name: 'bench.py::test_match', unit: 'iter/sec', direction: 'higher', values: [59573.9], suite: 'Python Benchmark' });
    // cargo's ns/iter is imported as ns, the unit bench-gate's libtest reader gives it.
    expect(entries[0]!.benchmarks[0]).toEqual({ name: 'bench_tokenize', unit: 'ns', direction: 'lower', values: [2410], suite: 'Rust Benchmark' });
    // Importing again replaces, never duplicates.
    expect(cli(['history', 'import', '--from', 'github-action-benchmark', DATA_JS, '--store', 's', '--suite', 'Rust Benchmark', '--suite', 'Python Benchmark'], dir).stderr).toContain('(0 new, 4 replaced; now 4 entries)');
    const one = cli(['history', 'import', '--from', 'github-action-benchmark', DATA_JS, '--store', 't', '--suite', 'Python Benchmark', '--branch', 'gh'], dir);
    expect(one.status).toBe(0);
    expect(readBranch(join(dir, 't'), 'gh')).toHaveLength(3);
  });

  it('puts an older imported history before the newer entries already in the store, so detect, prune and the gate read it in time order', () => {
    const dir = tempDir();
    const store = join(dir, 's');
    mkdirSync(store);
    // 30 commits of 2026 recorded by history add at 1000 ns, then the 2025 history of the old tool at 1200 ns.
    const recent: HistoryEntry[] = Array.from({ length: 30 }, (_, i) => ({
      schema_version: 1,
      commit: `new${i}`,
      branch: 'main',
      date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      benchmarks: [{ name: 'X', unit: 'ns', direction: 'lower', values: [1000 * (1 + ((i * 7) % 5) / 1000)] }],
    }));
    writeFileSync(join(store, 'main.jsonl'), serializeHistoryFile(recent));
    const old = Array.from({ length: 30 }, (_, i) => ({
      commit: { id: `old${i}`, message: `old ${i}`, timestamp: new Date(Date.UTC(2025, 0, 1 + i)).toISOString() },
      date: 0,
      tool: 'go',
      benches: [{ name: 'X', value: 1200 * (1 + ((i * 3) % 5) / 1000), unit: 'ns' }],
    }));
    writeFileSync(join(dir, 'data.js'), `window.BENCHMARK_DATA = ${JSON.stringify({ entries: { Go: old } })}`);
    expect(cli(['history', 'import', '--from', 'github-action-benchmark', 'data.js', '--store', 's'], dir).status).toBe(0);
    const commits = readBranch(store, 'main').map((e) => e.commit);
    expect(commits).toEqual([...old.map((o) => o.commit.id), ...recent.map((e) => e.commit)]);

    const detect = JSON.parse(cli(['history', 'detect', '--store', 's', '--format', 'json'], dir).stdout);
    expect(detect.change_points).toHaveLength(1);
    expect(detect.change_points[0]).toMatchObject({ commit: 'new0', previous_commit: 'old29', verdict: 'better' });
    expect(detect.change_points[0].change_pct).toBeCloseTo(-16.7, 0);

    writeFileSync(join(dir, 'run.json'), JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'X', value: 1000, unit: 'ns', direction: 'lower' }] }));
    const gate = JSON.parse(cli(['run.json', '--history', 's', '--format', 'json'], dir).stdout);
    expect(gate.baseline.history).toMatchObject({ to_commit: 'new29' });
    expect(gate.benchmarks[0].status).toBe('unchanged');

    expect(cli(['history', 'prune', '--store', 's', '--keep', '5'], dir).status).toBe(0);
    expect(readBranch(store, 'main').map((e) => e.commit)).toEqual(['new25', 'new26', 'new27', 'new28', 'new29']);
  });

  it('says how many values it left out, and why, also when that was every value', () => {
    const dir = tempDir();
    const run = (id: string, values: unknown[]) => ({ commit: { id, timestamp: '2025-01-01T00:00:00Z' }, date: 0, tool: 'go', benches: values.map((value, i) => ({ name: `b${i}`, value, unit: 'ns' })) });
    const data = (runs: unknown[]) => `window.BENCHMARK_DATA = ${JSON.stringify({ entries: { Go: runs } })}`;
    writeFileSync(join(dir, 'none.js'), data([run('a', [0, -3]), run('b', ['12 ns'])]));
    const none = cli(['history', 'import', '--from', 'github-action-benchmark', 'none.js', '--store', 's'], dir);
    expect(none.status).toBe(2);
    expect(none.stderr).toBe('bench-diff history import: error: none.js: holds no benchmark results to import: left out 3 values that were not positive numbers. Check that it is the data.js of the gh-pages branch\n');
    expect(existsSync(join(dir, 's'))).toBe(false);
    writeFileSync(join(dir, 'one.js'), data([run('a', [0, 5])]));
    const one = cli(['history', 'import', '--from', 'github-action-benchmark', 'one.js', '--store', 's'], dir);
    expect(one.status).toBe(0);
    expect(one.stderr).toContain('bench-diff history import: left out 1 value that was not a positive number\n');
    writeFileSync(join(dir, 'empty.js'), data([]));
    expect(cli(['history', 'import', '--from', 'github-action-benchmark', 'empty.js', '--store', 's'], dir).stderr).toBe('bench-diff history import: error: empty.js: holds no benchmark results. Check that it is the data.js of the gh-pages branch\n');
  });

  it('refuses a unit a run file could not have, naming the bench, and writes nothing', () => {
    const dir = tempDir();
    const data = (unit: string) => `window.BENCHMARK_DATA = ${JSON.stringify({ entries: { Go: [{ commit: { id: 'a', timestamp: '2025-01-01T00:00:00Z' }, date: 0, tool: 'go', benches: [{ name: 'ok', value: 1, unit: 'ns/op' }, { name: 'X', value: 5, unit }] }] } })}`;
    const cases: Array<[string, string]> = [
      ['ns\u001b[31m', '"ns\\u001b[31m" cannot have "\\u001b"'],
      ['ms#', '"ms#" cannot have "#"'],
      ['u'.repeat(65), `"${'u'.repeat(65)}" is 65 characters long`],
    ];
    for (const [unit, why] of cases) {
      writeFileSync(join(dir, 'data.js'), data(unit));
      const r = cli(['history', 'import', '--from', 'github-action-benchmark', 'data.js', '--store', 's'], dir);
      expect(r.status, unit).toBe(2);
      expect(r.stderr).toBe(`bench-diff history import: error: data.js: entries["Go"][0].benches[1]: unit: ${why}; a unit is letters, digits, spaces and % / . _ ( ) ^ · * + - (at most 64 characters). Fix the unit in the data file, or import the other suites with --suite NAME\n`);
      expect(existsSync(join(dir, 's'))).toBe(false);
    }
    writeFileSync(join(dir, 'data.js'), data(' µs '));
    expect(cli(['history', 'import', '--from', 'github-action-benchmark', 'data.js', '--store', 's'], dir).status).toBe(0);
    // The go tool's ns/op is imported as ns, the unit go test's reader gives it.
    expect(readBranch(join(dir, 's'), 'main')[0]!.benchmarks.map((b) => b.unit)).toEqual(['ns', 'µs']);
  });

  it('refuses what it cannot import, in one line', () => {
    const dir = tempDir();
    const data = JSON.parse(readFileSync(DATA_JS, 'utf8').replace(/^window\.BENCHMARK_DATA = /, ''));
    data.entries['Python Benchmark'][0].benches[0].name = 'bench_parse';
    writeFileSync(join(dir, 'clash.js'), `window.BENCHMARK_DATA = ${JSON.stringify(data)}`);
    const clash = cli(['history', 'import', '--from', 'github-action-benchmark', 'clash.js', '--store', 's', '--suite', 'Rust Benchmark', '--suite', 'Python Benchmark'], dir);
    expect(clash.status).toBe(2);
    expect(clash.stderr).toContain('benchmark "bench_parse" is in suites "Rust Benchmark" and "Python Benchmark". Import one suite at a time with --suite NAME');
    writeFileSync(join(dir, 'bad.js'), 'window.BENCHMARK_DATA = {"entries": ');
    expect(cli(['history', 'import', '--from', 'github-action-benchmark', 'bad.js', '--store', 's'], dir).stderr).toMatch(/^bench-diff history import: error: bad\.js: is not github-action-benchmark data \(/);
    expect(cli(['history', 'import', DATA_JS, '--store', 's'], dir).stderr).toContain('--from: is required');
    expect(cli(['history', 'import', '--from', 'github-action-benchmark', DATA_JS, '--store', 's', '--suite', 'Go'], dir).stderr).toContain('has no suite "Go"');
    // An empty branch went to a hidden file, .jsonl, that no command lists or reads, as entries the schema refuses.
    for (const branch of ['', ' ']) {
      const r = cli(['history', 'import', '--from', 'github-action-benchmark', DATA_JS, '--store', 'e', '--branch', branch], dir);
      expect(r.status, JSON.stringify(branch)).toBe(2);
      expect(r.stderr).toBe('bench-diff history import: error: --branch: is empty. Give the branch the history belongs to, e.g. --branch main\n');
    }
    expect(existsSync(join(dir, 'e'))).toBe(false);
    // A branch whose escaped name no file system takes (each Cyrillic letter is %D0%B1...) is named as such, not as an unreadable store.
    const long = `feature/${'б'.repeat(41)}`;
    for (const args of [['import', '--from', 'github-action-benchmark', DATA_JS, '--suite', 'Rust Benchmark'], ['add', runFile(dir, 'r.json', 5), '--commit', sha('a')]]) {
      const r = cli(['history', ...args, '--store', 'e', '--branch', long], dir);
      expect(r.status, args[0]).toBe(2);
      expect(r.stderr).toBe(`bench-diff history ${args[0]}: error: --branch: "${long}" is too long to name a branch file: 262 characters escaped, and file systems take 255. Record it under a shorter name with --branch NAME\n`);
    }
  });
});

describe('bench-diff history', () => {
  it('names its subcommands when given none or an unknown one', () => {
    const dir = tempDir();
    for (const args of [['history'], ['history', 'graph'], ['history', 'toString']]) {
      const r = cli(args, dir);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain('Usage: bench-diff history add|prune|detect|chart|import');
    }
  });
});

describe('a branch file that is a FIFO', () => {
  it.skipIf(process.platform === 'win32')('stops every command with a one-line error instead of waiting forever for a writer', () => {
    const dir = tempDir();
    const store = join(dir, 'store');
    mkdirSync(store);
    execFileSync('mkfifo', [join(store, 'main.jsonl')]);
    const run = runFile(dir, 'run.json', 5);
    const commands = [
      ['detect', '--store', store],
      ['chart', '--store', store, '-o', join(dir, 'site'), '--repo-url', ''],
      ['prune', '--store', store, '--keep', '1'],
      ['add', run, '--store', store, '--branch', 'main', '--commit', sha('a'), '--date', '2026-01-01'],
    ];
    for (const args of commands) {
      // Not a timing: the limit only ends the child that would otherwise hang the test for good.
      const r = spawnSync(process.execPath, [CLI, 'history', ...args], { encoding: 'utf8', timeout: 20_000, env: { PATH: process.env.PATH ?? '' } });
      expect(r.status, args[0]).toBe(2);
      expect(r.stderr.trim()).toMatch(/main\.jsonl: is a FIFO, not a branch file/);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
