/** `--config-ref` / `--baseline-ref`: the rules read as a git commit has them, in a real temporary repository. */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from '../helpers/cli.js';
import { opsDocument } from '../helpers/documents.js';

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A repository whose commit `main` has the strict rules, and a working tree that loosens them. */
function repository(): string {
  const dir = tempDir('bench-gate-refs-');
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  writeFileSync(join(dir, 'bench-gate.json'), json({ baseline: 'baseline.json' }));
  writeFileSync(join(dir, 'baseline.json'), json(opsDocument({ alpha: 1000, beta: 1000 })));
  git('add', '-A');
  git('commit', '-qm', 'rules');
  git('checkout', '-q', '-b', 'topic');
  writeFileSync(join(dir, 'bench-gate.json'), json({ baseline: 'baseline.json', threshold: 50, geomean_threshold: 50 }));
  writeFileSync(join(dir, 'baseline.json'), json(opsDocument({ alpha: 700, beta: 1000 })));
  writeFileSync(join(dir, 'run.json'), json(opsDocument({ alpha: 700, beta: 1000 })));
  return dir;
}

describe('--config-ref and --baseline-ref', () => {
  it('judge the working tree by the rules of another commit', () => {
    const dir = repository();
    expect(cli(['run.json'], dir).status).toBe(0); // its own loosened rules and rewritten baseline: passes
    expect(cli(['run.json', '--baseline-ref', 'main'], dir).status).toBe(0); // strict baseline, loose threshold (50%)
    const strict = cli(['run.json', '--baseline-ref', 'main', '--config-ref', 'main'], dir);
    expect(strict.status).toBe(1);
    expect(strict.stdout).toMatch(/^alpha .* -30\.0% \(1\.43× slower\) +regressed/m);
  });

  it('read a gzipped baseline as its bytes', () => {
    // git's output was read as UTF-8 text and written back: the copy was no longer gzip, in no format.
    const dir = repository();
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir, stdio: 'ignore' });
    git('checkout', '-q', 'main');
    writeFileSync(join(dir, 'baseline.json.gz'), gzipSync(json(opsDocument({ alpha: 1000, beta: 1000 }))));
    git('add', 'baseline.json.gz');
    git('commit', '-qm', 'gzipped');
    writeFileSync(join(dir, 'baseline.json.gz'), gzipSync(json(opsDocument({ alpha: 700, beta: 1000 }))));
    const result = cli(['run.json', '--baseline', 'baseline.json.gz', '--baseline-ref', 'main', '--config-ref', 'main'], dir);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^alpha .* -30\.0% \(1\.43× slower\) +regressed/m);
  });

  it('read a file named by an absolute path, or from a folder of the repository, by its path in the repository', () => {
    const dir = repository();
    const absolute = cli(['run.json', '--baseline', join(dir, 'baseline.json'), '--baseline-ref', 'main', '--config-ref', 'main'], dir);
    expect(absolute.stderr).toBe('');
    expect(absolute.status).toBe(1);
    execFileSync('mkdir', ['sub'], { cwd: dir });
    const below = cli(['../run.json', '--baseline', '../baseline.json', '--baseline-ref', 'main', '--config-ref', 'main', '--config', '../bench-gate.json'], join(dir, 'sub'));
    expect(below.status).toBe(1);
    const outside = tempDir();
    writeFileSync(join(outside, 'baseline.json'), json(opsDocument({ alpha: 1000 })));
    const elsewhere = cli(['run.json', '--baseline', join(outside, 'baseline.json'), '--baseline-ref', 'main'], dir);
    expect(elsewhere.status).toBe(2);
    expect(elsewhere.stderr).toContain(`--baseline-ref: reads "${join(outside, 'baseline.json')}" from commit main, but it is outside the git checkout`);
  });

  it('say in one line when the commit or the file is not there, or git is not', () => {
    const dir = repository();
    const unknown = cli(['run.json', '--config-ref', 'no-such-branch'], dir);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr.trim().split('\n')).toEqual(['bench-diff: error: --config-ref: "no-such-branch" is not a commit git knows here. Name a branch, tag or commit of this repository (fetch it first in a shallow clone)']);
    const absent = cli(['run.json', 'run.json', '--baseline-ref', 'main'], dir);
    expect(absent.status).toBe(2);
    expect(absent.stderr).toContain('--baseline-ref: run.json does not exist at main');
    const outside = tempDir();
    writeFileSync(join(outside, 'run.json'), json(opsDocument({ alpha: 1 })));
    const noGit = cli(['run.json', 'run.json', '--baseline-ref', 'main'], outside);
    expect(noGit.status).toBe(2);
    expect(noGit.stderr).toMatch(/--baseline-ref: needs a git checkout/);
  });
});
