/**
 * Every action this repository's own workflows use is pinned to a full commit SHA, with the release
 * it is in a comment (`uses: actions/checkout@<40 hex> # v4.4.0`, the form Dependabot keeps up to
 * date): a tag can be moved to other code by whoever controls the action's repository, and the
 * release workflow runs with a token that may publish. Local actions (`uses: ./`) are this
 * repository's code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/fixtures.js';

const dir = join(ROOT, '.github/workflows');
const workflows = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));

it('finds the workflows', () => {
  expect(workflows).toEqual(expect.arrayContaining(['ci.yml', 'release.yml', 'benchmarks.yml', 'benchmarks-comment.yml']));
});

const usesOf = (file: string) =>
  readFileSync(join(dir, file), 'utf8').split('\n').flatMap((line, i) => {
    const m = /^\s*(?:-\s+)?uses:\s*(.*)$/.exec(line);
    return m ? [{ line: i + 1, ref: m[1]!.trim() }] : [];
  });

it.each(workflows)('%s pins every action to a full commit SHA, its version in a comment', (file) => {
  const unpinned = usesOf(file).filter(({ ref }) => !ref.startsWith('./') && !/^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+(\.\d+)*$/.test(ref));
  expect(unpinned.map(({ line, ref }) => `${file}:${line}: ${ref}`)).toEqual([]);
});

// tests/helpers/workflow-sim.ts runs benchmarks.yml and benchmarks-comment.yml with the inputs of the
// artifact actions' v4 (run-id, github-token): a SHA it accepts must be a v4 release.
it.each(workflows)('%s uses v4 releases of the artifact actions', (file) => {
  const artifacts = usesOf(file).filter(({ ref }) => /^actions\/(upload|download)-artifact@/.test(ref));
  expect(artifacts.filter(({ ref }) => !/ # v4(\.\d+)*$/.test(ref)).map(({ line, ref }) => `${file}:${line}: ${ref}`)).toEqual([]);
});
