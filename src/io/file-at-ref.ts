/**
 * `--baseline-ref REF` / `--config-ref REF`: a file read as commit REF has it (git), so that a gate run
 * on a branch can use the rules of the branch it merges into rather than its own. The text is written
 * to a private temporary folder (named after the ref) for the loaders, which read files by path.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { inputError } from '../core/errors.js';
import { checkoutPath } from './checkout-path.js';
import { fileAtCommit, repositoryRoot } from './git.js';
import { writeFileAtomic } from './write-file.js';

/** The path of a copy of `path` as commit `ref` has it; undefined when the commit has no such file. */
export function fileAtRef(flag: string, ref: string, path: string, cwd: string = process.cwd()): string | undefined {
  if (repositoryRoot(cwd) === undefined) throw inputError(flag, `needs a git checkout, and ${resolve(cwd)} is not in one`, `Run bench-diff inside the repository, or leave ${flag} out`);
  // By its path in the repository: an absolute path, or one from a folder above the checkout, names no file of a commit.
  const at = checkoutPath(resolve(cwd, path), cwd);
  if (at.path === undefined) throw inputError(flag, `reads "${path}" from commit ${ref}, but it is outside the git checkout (${at.root})`, `Give the path of a file of the repository, or leave ${flag} out`);
  const file = fileAtCommit(at.root, ref, at.path);
  if (file.kind === 'missing-commit') throw inputError(flag, `"${ref}" is not a commit git knows here`, 'Name a branch, tag or commit of this repository (fetch it first in a shallow clone)');
  if (file.kind === 'absent') return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'bench-gate-ref-'));
  const copy = join(dir, ref.replace(/[^A-Za-z0-9._-]/g, '_'), at.path);
  mkdirSync(dirname(copy), { recursive: true });
  writeFileAtomic(copy, file.bytes);
  return copy;
}
