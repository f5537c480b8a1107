/**
 * A file named from the workspace, by its path in its repository (src/io/checkout-path.ts): what the
 * base commit of a pull request is asked for, with git or the contents API.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkoutPath } from '../../src/io/checkout-path.js';
import { tempDir } from '../helpers/cli.js';

/** A workspace holding a git checkout in `repo/` (actions/checkout with path: repo). */
function workspaceWithCheckout(): { workspace: string; repo: string } {
  const workspace = tempDir('bench-gate-ws-');
  const repo = join(workspace, 'repo');
  mkdirSync(join(repo, 'bench'), { recursive: true });
  execFileSync('git', ['init', '-q'], { cwd: repo });
  return { workspace, repo };
}

describe('checkoutPath', () => {
  it('names a file from the top of the checkout that holds it, whatever form it was given in', () => {
    const { workspace, repo } = workspaceWithCheckout();
    const real = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: repo, encoding: 'utf8' }).trim();
    expect(checkoutPath(join(repo, 'bench/baseline.json'), workspace)).toEqual({ root: real, path: 'bench/baseline.json' });
    expect(checkoutPath(join(workspace, 'repo/./bench/../bench/baseline.json'), workspace).path).toBe('bench/baseline.json');
  });

  it('finds the checkout of a file whose folders a pull request deleted', () => {
    const { workspace, repo } = workspaceWithCheckout();
    expect(checkoutPath(join(repo, 'gone/deeper/baseline.json'), workspace).path).toBe('gone/deeper/baseline.json');
  });

  it('sees through a symbolic link to the checkout', () => {
    const { workspace, repo } = workspaceWithCheckout();
    symlinkSync(repo, join(workspace, 'link'));
    expect(checkoutPath(join(workspace, 'link/bench/baseline.json'), workspace).path).toBe('bench/baseline.json');
  });

  it('names a file under a folder of the checkout that is a link by the link\'s path, which is the one the repository holds', () => {
    // perf/ -> lenient/: the base commit is asked for perf/baseline.json, the file the workflow names,
    // not for lenient/baseline.json, which a pull request could point perf/ at.
    const { workspace, repo } = workspaceWithCheckout();
    mkdirSync(join(repo, 'lenient'));
    symlinkSync('lenient', join(repo, 'perf'));
    expect(checkoutPath(join(repo, 'perf/baseline.json'), workspace).path).toBe('perf/baseline.json');
    symlinkSync(repo, join(workspace, 'link'));
    expect(checkoutPath(join(workspace, 'link/perf/baseline.json'), workspace).path).toBe('perf/baseline.json');
    // A link from outside the checkout into one of its folders still names the file there.
    symlinkSync(join(repo, 'bench'), join(workspace, 'into-bench'));
    expect(checkoutPath(join(workspace, 'into-bench/baseline.json'), workspace).path).toBe('bench/baseline.json');
  });

  it('takes the workspace as the top outside any git checkout, and says when a file is outside it', () => {
    const workspace = tempDir('bench-gate-ws-');
    expect(checkoutPath(join(workspace, 'bench/baseline.json'), workspace).path).toBe('bench/baseline.json');
    const elsewhere = tempDir('bench-gate-other-');
    expect(checkoutPath(join(elsewhere, 'baseline.json'), workspace)).toEqual({ root: expect.any(String), path: undefined });
    expect(checkoutPath(workspace, workspace).path).toBeUndefined(); // the top itself is no file of it
  });
});
