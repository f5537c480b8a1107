/**
 * `--base-commit` given as a name git resolves (a branch, HEAD~1, a short SHA), as `history add
 * --commit` takes one: the baseline ends at the commit the name stands for, which the store holds,
 * with no warning that it does not (naming the commit itself as its own "newest recorded ancestor").
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gitIn } from '../helpers/git-repo.js';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from '../helpers/cli.js';

const git = gitIn;

function run(dir: string, name: string, value: number): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'parse', value, unit: 'ms', direction: 'lower' }] }));
  return path;
}

describe('bench-diff RUN... --history --base-commit NAME', () => {
  it('resolves the name with git before looking the commit up in the history', () => {
    const dir = tempDir();
    git(dir, ['init', '-q', '-b', 'main']);
    const shas: string[] = [];
    for (let i = 0; i < 3; i++) {
      git(dir, ['commit', '-q', '--allow-empty', '-m', `c${i}`], 1_700_000_000 + i * 100);
      shas.push(git(dir, ['rev-parse', 'HEAD']));
      const r = cli(['history', 'add', run(dir, `r${i}.json`, 10 + i), '--store', 'store'], dir);
      expect(r.status, r.stderr).toBe(0);
    }
    git(dir, ['branch', 'base', shas[1]!]);
    const current = run(dir, 'current.json', 10);
    for (const [name, sha] of [['base', shas[1]], ['HEAD~2', shas[0]], [shas[1]!.slice(0, 10), shas[1]], ['HEAD', shas[2]]] as const) {
      const r = cli([current, '--history', 'store', '--base-commit', name, '--format', 'json'], dir);
      expect(r.status, r.stderr).toBe(0);
      const report = JSON.parse(r.stdout);
      expect(report.warnings, name).toEqual([]);
      expect(report.baseline.history.to_commit, name).toBe(sha);
      expect(report.baseline.history.base_commit, name).toBeUndefined();
    }
  });

  it('names the unrecorded base commit by its SHA, not by the name given', () => {
    const dir = tempDir();
    git(dir, ['init', '-q', '-b', 'main']);
    git(dir, ['commit', '-q', '--allow-empty', '-m', 'recorded'], 1_700_000_000);
    const recorded = git(dir, ['rev-parse', 'HEAD']);
    expect(cli(['history', 'add', run(dir, 'r.json', 10), '--store', 'store'], dir).status).toBe(0);
    git(dir, ['commit', '-q', '--allow-empty', '-m', 'not recorded'], 1_700_000_100);
    const head = git(dir, ['rev-parse', 'HEAD']);
    const r = cli([run(dir, 'current.json', 10), '--history', 'store', '--base-commit', 'HEAD', '--format', 'json'], dir);
    const report = JSON.parse(r.stdout);
    expect(report.warnings).toEqual([`the history has no entry for the base commit ${head}; the baseline ends at its newest recorded ancestor ${recorded}`]);
    expect(report.baseline.history).toMatchObject({ to_commit: recorded, base_commit: head });
  });
});
