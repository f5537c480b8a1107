/**
 * `history: true` in mode check and report: the baseline from the history that mode record keeps on
 * the data branch, read through the Git Data API, ending at the pull request's base commit (from the
 * event). While the data branch or the base branch's file does not exist yet, the baseline file is
 * used, with a notice that says so.
 */
import { DEFAULT_HISTORY_WINDOW } from '../core/history/baseline.js';
import { InputError, inputError } from '../core/errors.js';
import { createClient, describeApiError } from '../github/client.js';
import { readDataBranch } from '../github/data-branch.js';
import type { RunContext } from './context.js';
import type { HistoryEntry } from '../core/history/entry.js';
import type { ActionInputs } from './inputs.js';
import type { StepIO } from './step-io.js';

/** The base branch's history as read here; evaluate.ts selects the baseline from it. */
export interface HistoryInput {
  entries: HistoryEntry[];
  branch: string;
  source: string;
  window: number;
  baseCommit?: string;
}

/** The branch the pull request merges into (GITHUB_BASE_REF), else the branch being built. */
function baseBranchName(context: RunContext, env: NodeJS.ProcessEnv): string | undefined {
  if (env.GITHUB_BASE_REF) return env.GITHUB_BASE_REF;
  return context.ref.startsWith('refs/heads/') ? context.ref.slice('refs/heads/'.length) : undefined;
}

export async function historySource(inputs: ActionInputs, context: RunContext, io: StepIO, env: NodeJS.ProcessEnv): Promise<HistoryInput | undefined> {
  if (!inputs.history) return undefined;
  const branch = baseBranchName(context, env);
  if (branch === undefined) throw inputError('input `history`', 'does not know the base branch (no pull request base, not on a branch)', 'Use history: true on pull_request or push events');
  if (inputs.token === '') throw inputError('input `history`', `needs github-token to read ${inputs.historyBranch}`, 'Give github-token: ${{ github.token }} (contents: read is enough)');
  const client = createClient(inputs.token, { debug: io.debug, warning: io.warning }, env);
  let entries;
  try {
    entries = await readDataBranch(client, { owner: context.owner, repo: context.repo, branch: inputs.historyBranch }, branch);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw inputError('input `history`', `cannot read ${inputs.historyBranch}: GitHub answered ${describeApiError(error)}`, 'Check the token\'s contents permission');
  }
  const where = `${inputs.historyBranch}:${branch}`;
  if (entries === undefined || entries.length === 0) {
    io.notice(`bench-gate: no history of ${branch} on ${inputs.historyBranch} yet (mode record writes it on push); comparing with the baseline file`);
    return undefined;
  }
  const baseCommit = context.pullRequest?.baseSha ?? undefined;
  io.info(`bench-gate: baseline from the history ${where} (${entries.length} entries)${baseCommit ? `, up to the base commit ${baseCommit}` : ''}`);
  return { entries, branch, source: where, window: inputs.historyWindow ?? DEFAULT_HISTORY_WINDOW, ...(baseCommit ? { baseCommit } : {}) };
}
