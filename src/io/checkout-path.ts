/**
 * Where a file named in the workflow sits in its repository. The workflow names files from the
 * workspace (`bench/baseline.json`, `${{ github.workspace }}/bench/baseline.json`, or
 * `repo/bench/baseline.json` after actions/checkout with `path: repo`); git and the contents API name
 * them from the top of the repository. Reading the base commit's version under the workflow's name
 * asks for a file that is not there, and "not there" would read as "the pull request adds it".
 */
import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { repositoryRoot } from './git.js';

export interface CheckoutPath {
  /** The top folder of the git checkout that holds the file; the workspace outside any checkout. */
  root: string;
  /** The file's path from there, with '/' (as git and the API write it); undefined when the file is outside it. */
  path: string | undefined;
}

const real = (path: string): string => (existsSync(path) ? realpathSync(path) : path);

/**
 * The folder above (or at) `dir`, as written, that is the checkout's top `root` once its links are
 * followed. A file's path in the repository is taken from there as written: a folder of the checkout
 * that is a symbolic link (`perf` -> `lenient`) is a path of the repository in its own right, and
 * following it would ask the base commit for another file than the one named. Undefined when no
 * folder above is the top (the file was reached through a link from outside the checkout).
 */
function lexicalRoot(dir: string, root: string): string | undefined {
  for (let at = dir; ; at = dirname(at)) {
    if (real(at) === root) return at;
    if (dirname(at) === at) return undefined;
  }
}

/**
 * `file` (relative to the working directory, or absolute) in its checkout. The file need not exist (a pull request may delete it): the nearest folder above it
 * that does is asked for its checkout.
 */
export function checkoutPath(file: string, workspace: string): CheckoutPath {
  const absolute = resolve(file);
  let dir = dirname(absolute);
  while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
  const top = repositoryRoot(dir);
  const root = real(top ?? resolve(workspace));
  const lexical = lexicalRoot(dir, root);
  const path = lexical !== undefined ? relative(lexical, absolute) : relative(root, join(real(dir), relative(dir, absolute)));
  if (path === '' || path.startsWith('..') || isAbsolute(path)) return { root, path: undefined };
  return { root, path: path.split(sep).join('/') };
}
