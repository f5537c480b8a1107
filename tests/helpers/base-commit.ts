/**
 * The pull request's base commit in the fake GitHub: the Action reads the rules (bench-gate.json, the
 * baseline) from there (src/action/rules-source.ts). `sameRulesAtBase` makes a base commit that holds
 * the checkout's own rule files, the usual case of a pull request that does not touch them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeGitHub } from './fake-github.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const RULE_FILES = ['bench-gate.json', 'bench/baseline.json'];

/** A commit on the base repository's `main` with `files`; the payload's base.sha set to it (a copy). */
export function atBase(gh: FakeGitHub, payload: Json, files: Record<string, string | null>): Json {
  const copy = structuredClone(payload);
  const base = copy.pull_request?.base;
  if (!base) return copy;
  const fullName = String(base.repo.full_name);
  const repo = gh.repositories.get(fullName) ?? gh.addRepository(fullName, {});
  // Rule files not given are absent at the base (a commit keeps its parent's files otherwise).
  const tree: Record<string, string | null> = Object.fromEntries(Object.keys(files).concat(RULE_FILES).map((p) => [p, null]));
  base.sha = repo.push('main', { ...tree, ...files }, 'Base of the pull request');
  return copy;
}

/** The base commit holds the checkout's rule files as they are (none changed by the pull request). */
export function sameRulesAtBase(gh: FakeGitHub, payload: Json, cwd: string, paths: string[] = RULE_FILES): Json {
  const files: Record<string, string | null> = {};
  for (const path of paths) files[path] = existsSync(join(cwd, path)) ? readFileSync(join(cwd, path), 'utf8') : null;
  return atBase(gh, payload, files);
}

/** The rule files of a run with these inputs: the default ones, and the config and baseline inputs. */
export function rulePaths(inputs: Record<string, string>): string[] {
  return [...new Set([...RULE_FILES, ...[inputs.config, inputs.baseline].filter((p): p is string => p !== undefined && p !== '')])];
}

/**
 * GITHUB_WORKFLOW_REF as the runner sets it on a `pull_request` run of the workflow file at `path`:
 * `owner/repo/.github/workflows/bench.yml@refs/pull/2/merge` (the workflow the pull request has).
 */
export function workflowRef(repository: string, path: string, pr: number): string {
  return `${repository}/${path}@refs/pull/${pr}/merge`;
}
