import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { validateDocument } from '../../src/core/validate.js';
import { cli, tempDir } from '../helpers/cli.js';

function write(dir: string, name: string, values: Record<string, number>): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify({ schema_version: 1, benchmarks: Object.entries(values).map(([n, ops]) => ({ name: n, ops_per_sec: ops, extra: { from: name } })) }));
  return name;
}

function readBaseline(path: string) {
  return validateDocument(JSON.parse(readFileSync(path, 'utf8')), path);
}

describe('bench-diff promote', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir();
  });

  it('writes the first baseline (creating its directory) and says there is nothing to compare', () => {
    const runs = [write(dir, 'r1.json', { a: 100, b: 50 }), write(dir, 'r2.json', { a: 120, b: 40 })];
    const result = cli(['promote', ...runs, '--baseline', 'bench/baseline.json'], dir);
    expect(result.stderr).toContain('promoted 2 benchmarks (best of 2 runs) to bench/baseline.json');
    expect(result.stderr).toContain('nothing to compare');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('');
    const baseline = readBaseline(join(dir, 'bench/baseline.json'));
    expect(baseline.benchmarks).toEqual([
      { name: 'a', ops_per_sec: 120, extra: { from: 'r2.json' }, value: 120, unit: 'ops/s', direction: 'higher', samples: [100, 120] },
      { name: 'b', ops_per_sec: 50, extra: { from: 'r1.json' }, value: 50, unit: 'ops/s', direction: 'higher', samples: [50, 40] },
    ]);
    expect(baseline.metadata?.promoted).toMatchObject({ runs: 2, aggregate: 'best', tool_version: expect.stringMatching(/^\d+\.\d+\.\d+/), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(baseline.metadata?.environment).toMatchObject({ cpu_count: expect.any(Number), arch: expect.any(String), os: expect.any(String) });
    expect(readdirSync(join(dir, 'bench'))).toEqual(['baseline.json']);
  });

  it('prints the comparison with the previous baseline and exits 0 even over regressions', () => {
    cli(['promote', write(dir, 'old.json', { a: 100, b: 100 }), '--baseline', 'baseline.json'], dir);
    const result = cli(['promote', write(dir, 'new.json', { a: 50, b: 100 }), '--baseline', 'baseline.json'], dir);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^bench-gate FAIL: 1 regression/);
    expect(result.stdout).toMatch(/a\s+100 ops\/s\s+50 ops\/s\s+-50\.0% \(2\.00× slower\)\s+regressed/);
    expect(result.stderr).toContain('what changed against the previous baseline');
    expect(readBaseline(join(dir, 'baseline.json')).benchmarks[0]).toMatchObject({ name: 'a', value: 50 });
  });

  it('says so when the baseline it replaces was another tool\'s text output (a go test log)', () => {
    writeFileSync(join(dir, 'baseline.txt'), 'BenchmarkA-8  1000  100 ns/op\nBenchmarkB-8  1000  200 ns/op\n');
    writeFileSync(join(dir, 'run.txt'), 'BenchmarkA-8  1000  99 ns/op\nBenchmarkB-8  1000  201 ns/op\n');
    const result = cli(['promote', 'run.txt', '--baseline', 'baseline.txt'], dir);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('promoted 2 benchmarks (1 run) to baseline.txt\nbench-diff: baseline.txt held another tool\'s text output; it now holds bench-gate\'s own JSON (schema_version 1), which every command reads (a name ending in .json would say so)\n');
    expect(readBaseline(join(dir, 'baseline.txt')).benchmarks.map((b) => b.name)).toEqual(['BenchmarkA', 'BenchmarkB']);
    // Once it is JSON, promoting again says nothing of the kind.
    expect(cli(['promote', 'run.txt', '--baseline', 'baseline.txt'], dir).stderr).not.toContain('held another tool');
  });

  it('prints the comparison as JSON with --format json', () => {
    cli(['promote', write(dir, 'old.json', { a: 100 }), '--baseline', 'baseline.json'], dir);
    const result = cli(['promote', write(dir, 'new.json', { a: 110 }), '--baseline', 'baseline.json', '--format', 'json'], dir);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ verdict: 'pass', benchmarks: [{ name: 'a', baseline: 100, current: 110 }] });
  });

  it('refuses to drop benchmarks of the baseline (exit 2, file untouched), unless --allow-missing', () => {
    cli(['promote', write(dir, 'old.json', { a: 100, b: 100, c: 1 }), '--baseline', 'baseline.json'], dir);
    const before = readFileSync(join(dir, 'baseline.json'), 'utf8');
    const refused = cli(['promote', write(dir, 'new.json', { a: 100 }), '--baseline', 'baseline.json'], dir);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toBe('bench-diff: error: baseline.json: 2 benchmarks are not in the runs ("b", "c"): promoting would drop them. If they were removed on purpose, pass --allow-missing; nothing was written\n');
    expect(refused.stdout).toBe('');
    expect(readFileSync(join(dir, 'baseline.json'), 'utf8')).toBe(before);

    const allowed = cli(['promote', 'new.json', '--baseline', 'baseline.json', '--allow-missing'], dir);
    expect(allowed.status).toBe(0);
    expect(allowed.stderr).toContain('dropped from the baseline (--allow-missing): b, c');
    expect(allowed.stdout).toMatch(/b\s+100 ops\/s\s+—\s+—\s+missing \(allowed\)/);
    expect(readBaseline(join(dir, 'baseline.json')).benchmarks.map((b) => b.name)).toEqual(['a']);
  });

  it('fails cleanly when the baseline cannot be written, leaving nothing behind', () => {
    write(dir, 'r.json', { a: 1 });
    writeFileSync(join(dir, 'somefile'), 'not a directory');
    const result = cli(['promote', 'r.json', '--baseline', 'somefile/baseline.json'], dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^bench-diff: error: somefile: cannot be created \(E[A-Z]+\)\. Check the path/);
    expect(result.stderr.split('\n')).toHaveLength(2);
    expect(readFileSync(join(dir, 'somefile'), 'utf8')).toBe('not a directory');
    expect(readdirSync(dir).sort()).toEqual(['r.json', 'somefile']);
  });

  it('checks that the report\'s -o file can be written before it replaces the baseline', () => {
    write(dir, 'baseline.json', { a: 1 });
    write(dir, 'r.json', { a: 2 });
    mkdirSync(join(dir, 'adir'));
    const before = readFileSync(join(dir, 'baseline.json'), 'utf8');
    const result = cli(['promote', 'r.json', '--baseline', 'baseline.json', '-o', 'adir'], dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('bench-diff: error: adir: is a directory. Name a file to write, e.g. adir/report.txt\n');
    expect(readFileSync(join(dir, 'baseline.json'), 'utf8')).toBe(before);
    expect(readdirSync(dir).sort()).toEqual(['adir', 'baseline.json', 'r.json']);
  });

  it('refuses a baseline that is also one of the runs (runs/*.json matching runs/baseline.json)', () => {
    mkdirSync(join(dir, 'runs'));
    write(dir, 'runs/baseline.json', { a: 100 });
    write(dir, 'runs/run-1.json', { a: 50 });
    const before = readFileSync(join(dir, 'runs', 'baseline.json'), 'utf8');
    const result = cli(['promote', 'runs/baseline.json', 'runs/run-1.json', '--baseline', './runs/baseline.json'], dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      'bench-diff: error: ./runs/baseline.json: is the baseline and also given as a run (runs/baseline.json). Leave the baseline out of the runs (a glob such as runs/*.json may match it), or keep it in another folder\n',
    );
    expect(readFileSync(join(dir, 'runs', 'baseline.json'), 'utf8')).toBe(before);
  });

  it('refuses a run in which a benchmark failed', () => {
    cli(['promote', write(dir, 'old.json', { a: 100 }), '--baseline', 'baseline.json'], dir);
    const before = readFileSync(join(dir, 'baseline.json'), 'utf8');
    writeFileSync(join(dir, 'broken.json'), JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'a', success: false, error: 'out of memory' }] }));
    const result = cli(['promote', 'broken.json', '--baseline', 'baseline.json'], dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('broken.json: benchmark "a": failed (out of memory)');
    expect(readFileSync(join(dir, 'baseline.json'), 'utf8')).toBe(before);
  });

  it('writes the baseline as JSON.stringify lays it out, in pieces past the first thousand benchmarks', () => {
    const values = (factor: number) => Object.fromEntries(Array.from({ length: 2345 }, (_, i) => [`bench/${i} "q"`, (i + 1) * factor]));
    const runs = [write(dir, 'big1.json', values(1)), write(dir, 'big2.json', values(2))];
    expect(cli(['promote', ...runs, '--baseline', 'big-baseline.json'], dir).status).toBe(0);
    const text = readFileSync(join(dir, 'big-baseline.json'), 'utf8');
    const parsed = readBaseline(join(dir, 'big-baseline.json'));
    expect(text).toBe(`${JSON.stringify(parsed, null, 2)}\n`);
    expect(parsed.benchmarks).toHaveLength(2345);
    expect(parsed.benchmarks[2344]).toMatchObject({ name: 'bench/2344 "q"', value: 4690, samples: [2345, 4690], extra: { from: 'big2.json' } });
  });

  it('refuses to overwrite a baseline it cannot read', () => {
    writeFileSync(join(dir, 'baseline.json'), '{ "schema_version": 1, "benchmarks": [');
    const result = cli(['promote', write(dir, 'r.json', { a: 1 }), '--baseline', 'baseline.json'], dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^bench-diff: error: baseline\.json: line 1/);
    expect(readFileSync(join(dir, 'baseline.json'), 'utf8')).toBe('{ "schema_version": 1, "benchmarks": [');
  });

  it('takes the baseline path and the aggregate from bench-gate.json', () => {
    writeFileSync(join(dir, 'bench-gate.json'), JSON.stringify({ baseline: 'perf/base.json', aggregate: 'median' }));
    const runs = [write(dir, 'r1.json', { a: 1 }), write(dir, 'r2.json', { a: 2 }), write(dir, 'r3.json', { a: 9 })];
    const result = cli(['promote', ...runs], dir);
    expect(result.status).toBe(0);
    const baseline = readBaseline(join(dir, 'perf/base.json'));
    expect(baseline.benchmarks[0]).toMatchObject({ value: 2, samples: [1, 2, 9] });
    expect(baseline.metadata?.promoted).toMatchObject({ aggregate: 'median', runs: 3 });
  });

  it('needs a baseline path and runs', () => {
    write(dir, 'r.json', { a: 1 });
    expect(cli(['promote', 'r.json'], dir)).toMatchObject({ status: 2, stderr: expect.stringContaining('needs --baseline PATH') });
    expect(cli(['promote', '--baseline', 'b.json'], dir)).toMatchObject({ status: 2, stderr: expect.stringContaining('needs at least one run') });
    expect(existsSync(join(dir, 'b.json'))).toBe(false);
  });

  describe('commit and branch', () => {
    function gitRepo(): string {
      const repo = tempDir();
      const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
      git('init', '-q', '-b', 'perf-work');
      git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '--allow-empty', '-m', 'x');
      mkdirSync(join(repo, 'runs'));
      write(join(repo, 'runs'), 'r.json', { a: 1 });
      return repo;
    }

    it('come from git in a repository', () => {
      const repo = gitRepo();
      const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
      expect(cli(['promote', 'runs/r.json', '--baseline', 'b.json'], repo).status).toBe(0);
      expect(readBaseline(join(repo, 'b.json')).metadata?.promoted).toMatchObject({ commit: head, branch: 'perf-work' });
    });

    it('come from GITHUB_SHA and GITHUB_REF_NAME when set, which win over git', () => {
      const repo = gitRepo();
      expect(cli(['promote', 'runs/r.json', '--baseline', 'b.json'], repo, { GITHUB_SHA: 'f'.repeat(40), GITHUB_REF_NAME: 'main' }).status).toBe(0);
      expect(readBaseline(join(repo, 'b.json')).metadata?.promoted).toMatchObject({ commit: 'f'.repeat(40), branch: 'main' });
    });

    it('are left out outside a repository', () => {
      write(dir, 'r.json', { a: 1 });
      expect(cli(['promote', 'r.json', '--baseline', 'b.json'], dir, { GIT_CEILING_DIRECTORIES: dir }).status).toBe(0);
      const promoted = readBaseline(join(dir, 'b.json')).metadata?.promoted as Record<string, unknown>;
      expect(promoted.commit).toBeUndefined();
      expect(promoted.branch).toBeUndefined();
    });
  });
});
