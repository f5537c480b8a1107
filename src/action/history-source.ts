/**
 * `history: true` in mode check and report: the baseline from the history that mode record keeps on
 * the data branch, read through the Git Data API, ending at the pull request's base commit (from the
 * event). While the data branch or the base branch's file does not exist yet, the baseline file is
 * used, with a notice that says so.
 *
 * When the history has no entry for the base commit (its push was skipped by a paths filter or
 * [skip ci], its record job failed, several commits were pushed at once), the baseline ends at the
 * base commit's newest recorded ancestor: asked of git when the checkout holds the history
 * (fetch-depth: 0), else of GitHub's commits list. Never at an entry recorded after the base commit,
 * which holds changes the pull request does not: unless neither can tell, and then the warning says why.
 */
import { DEFAULT_HISTORY_WINDOW, baseCommitIndex, recordedPlaces, type HistoryBaselineOptions } from '../core/history/baseline.js';
import { InputError, inputError } from '../core/errors.js';
import { ANCESTOR_PAGES, newestRecordedAncestorOnGitHub, UnexpectedAnswer } from '../github/ancestors.js';
import { createClient, describeApiError, type Client } from '../github/client.js';
import { readDataBranch } from '../github/data-branch.js';
import { newestRecordedAncestor } from '../io/git.js';
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
  /** The index of the base commit's newest recorded ancestor, when the entries do not hold the base commit. */
  ancestorIndex?: number;
  /** Why that ancestor was not found, for the core's warning. */
  unplaced?: HistoryBaselineOptions['unplaced'];
}

/** How many commits git and GitHub are asked about: the CLI's depth. */
const ANCESTOR_DEPTH = ANCESTOR_PAGES * 100;

type Placement = { ancestorIndex: number; by: string } | { unplaced: NonNullable<HistoryBaselineOptions['unplaced']> };

/**
 * Where the baseline ends when the entries lack the base commit: its newest recorded ancestor, from git
 * in the checkout when it has enough history (no API call), else from GitHub. An error of GitHub's does
 * not fail the step: the baseline then ends at the newest entry, and the warning says why and what to do.
 */
async function placeBaseCommit(entries: readonly HistoryEntry[], baseCommit: string, client: Client, context: RunContext, env: NodeJS.ProcessEnv): Promise<Placement> {
  // Exact SHAs only: an entry of an abbreviated commit is never matched by what git or GitHub list.
  // Each commit at its place in the history: neither git's nor GitHub's list is in the history's order.
  const places = recordedPlaces(entries);
  const local = newestRecordedAncestor(env.GITHUB_WORKSPACE || process.cwd(), baseCommit, places, ANCESTOR_DEPTH);
  if (local !== undefined) return { ancestorIndex: places.get(local)!, by: 'git' };
  try {
    const search = await newestRecordedAncestorOnGitHub(client, context.owner, context.repo, baseCommit, places);
    if (search.found !== undefined) return { ancestorIndex: places.get(search.found)!, by: 'GitHub' };
    // The list starts at the base commit itself.
    const ancestors = search.listed - 1;
    const why = search.complete
      ? `none of its ${ancestors} ancestor${ancestors === 1 ? '' : 's'} is in the history`
      : `none of its ${ancestors} newest ancestors is in the history (the most that is searched)`;
    return { unplaced: { why } };
  } catch (error) {
    const answer = error instanceof UnexpectedAnswer ? `gave an answer that could not be used: ${error.message}` : `answered ${describeApiError(error)}`;
    return {
      unplaced: {
        why: `neither git nor GitHub found its newest recorded ancestor (the checkout's history does not show one; GitHub, asked for the base commit's ancestors, ${answer})`,
        advice: 'Give the workflow contents: read permission, or check out with fetch-depth: 0, so that the baseline ends at the base commit\'s newest recorded ancestor',
      },
    };
  }
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
  const input: HistoryInput = { entries, branch, source: where, window: inputs.historyWindow ?? DEFAULT_HISTORY_WINDOW };
  if (!baseCommit) {
    io.info(`bench-gate: baseline from the history ${where} (${entries.length} entries)`);
    return input;
  }
  input.baseCommit = baseCommit;
  if (baseCommitIndex(entries, baseCommit) !== undefined) {
    io.info(`bench-gate: baseline from the history ${where} (${entries.length} entries), up to the base commit ${baseCommit}`);
    return input;
  }
  const placed = await placeBaseCommit(entries, baseCommit, client, context, env);
  if ('ancestorIndex' in placed) {
    input.ancestorIndex = placed.ancestorIndex;
    io.info(`bench-gate: baseline from the history ${where} (${entries.length} entries), up to ${entries[placed.ancestorIndex]!.commit}, the newest recorded ancestor of the base commit ${baseCommit} (found by ${placed.by})`);
  } else {
    input.unplaced = placed.unplaced;
    io.info(`bench-gate: baseline from the history ${where} (${entries.length} entries), up to its newest entry: it has no entry for the base commit ${baseCommit} nor for a known ancestor (see the warning)`);
  }
  return input;
}
