/**
 * mode promote, up to what is published: which branch it is for, the runs and the previous baseline
 * read, the core's promotion (the same as `bench-diff promote`: best-of-N, samples kept,
 * metadata.promoted), why it is worth publishing, and the new file written in the workspace.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { inputError } from '../core/errors.js';
import { promote, type PromoteResult } from '../core/promote.js';
import { promotionReasons } from '../core/promotion-reasons.js';
import { VERSION } from '../core/version.js';
import { machineEnvironment } from '../io/environment.js';
import { checkoutPath } from '../io/checkout-path.js';
import { loadDocument } from '../io/read-input.js';
import { ensureDirectory, writeFileAtomic } from '../io/write-file.js';
import type { PromotionInfo } from '../report/promotion.js';
import { BRANCH_RUN_EVENTS, type RunContext } from './context.js';
import { baselinePathOf, gateSettings, runPathsOf, type Evaluation } from './evaluate.js';
import type { ActionInputs } from './inputs.js';


const DROP_HINT = 'If they were removed on purpose, set the input allow-missing: true (or "allow_missing": true in bench-gate.json); nothing was published';

export interface Promotion {
  /** The branch the workflow runs on, which the new baseline is for. */
  branch: string;
  /** The baseline's path in the workspace, as given. */
  baselinePath: string;
  result: PromoteResult;
  /** Why it is worth publishing (core/promotion-reasons.ts); empty when nothing changed beyond its limit. */
  reasons: string[];
  runPaths: string[];
  aggregate: string;
  /** The new file's content: as `bench-diff promote` writes it. */
  content: string;
}

/** The branch to promote on, or a one-line refusal for any other event or ref. */
export function promotionBranch(context: RunContext): string {
  if (!(BRANCH_RUN_EVENTS as readonly string[]).includes(context.eventName)) {
    throw inputError(
      'input `mode`',
      `promote runs on push, workflow_dispatch or schedule, not on ${context.eventName || 'this event'}`,
      "A pull request's results must not become the baseline before it is merged: use mode promote in a workflow on push to the default branch (see the docs)",
    );
  }
  const branch = /^refs\/heads\/(.+)$/.exec(context.ref)?.[1];
  if (branch === undefined) {
    throw inputError('input `mode`', `promote runs on a branch, not on ${context.ref || 'an unknown ref'}`, 'Run it on push to the default branch, or dispatch it on a branch');
  }
  return branch;
}

/** Reads the runs and the previous baseline and promotes; refuses (InputError) like the CLI, before anything is written. */
export function preparePromotion(inputs: ActionInputs, context: RunContext, branch: string): Promotion {
  const { config, options } = gateSettings(inputs);
  const baselinePath = baselinePathOf(inputs, config);
  const runPaths = runPathsOf(inputs, baselinePath);
  const runs = runPaths.map((path) => loadDocument(path, inputs.from));
  const previous = existsSync(baselinePath) ? loadDocument(baselinePath, 'auto') : undefined;
  const provenance = { ...(context.sha ? { commit: context.sha } : {}), branch, date: new Date().toISOString(), toolVersion: VERSION, environment: machineEnvironment() };
  const result = promote(previous, runs, options, provenance, DROP_HINT);
  return {
    branch,
    baselinePath,
    result,
    reasons: promotionReasons(result.comparison),
    runPaths,
    aggregate: options.aggregate,
    content: `${JSON.stringify(result.baseline, null, 2)}\n`,
  };
}

/** The comparison as the other modes' Evaluation, for the report files and outputs. */
export function promotionEvaluation(p: Promotion): Evaluation {
  const report = p.result.comparison;
  if (report) return { kind: 'report', verdict: report.verdict, report };
  return { kind: 'no-baseline', verdict: 'no-baseline', noBaseline: { baseline: p.baselinePath, runs: p.runPaths } };
}

export function writePromotedFile(p: Promotion): void {
  ensureDirectory(dirname(resolve(p.baselinePath)));
  writeFileAtomic(p.baselinePath, p.content);
}

/**
 * The file's path in the repository, for the API: relative to the top of the git checkout that holds
 * it (any `path:` of actions/checkout), else to the workspace. Call after writePromotedFile.
 */
export function repositoryPath(file: string, workspace: string): string {
  const { root, path } = checkoutPath(file, workspace);
  if (path === undefined) {
    throw inputError('input `baseline`', `"${file}" is outside the repository checkout (${root})`, 'Give the path of the baseline inside the repository: mode promote commits it there');
  }
  return path;
}

export function promotionInfo(p: Promotion, repoPath: string, context: RunContext): PromotionInfo {
  const info: PromotionInfo = {
    baselinePath: repoPath,
    benchmarks: p.result.baseline.benchmarks.length,
    runs: p.runPaths.length,
    aggregate: p.aggregate,
    branch: p.branch,
    reasons: p.reasons,
    dropped: p.result.dropped,
  };
  if (context.sha) info.commit = context.sha;
  return info;
}
