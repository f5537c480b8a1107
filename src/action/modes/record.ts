/**
 * mode: record, on push to a branch (usually the default one): the runs of this commit become its
 * entry in the history kept on the data branch (input history-branch), which mode check and report
 * read with history: true. Like mode promote, a pull request's runs are never recorded: they would
 * become the baseline of the next pull requests before anyone merged them.
 */
import { join } from 'node:path';
import { branchFileName } from '../../core/history/branch-file.js';
import { DEFAULT_DETECT_OPTIONS, detectChangePoints } from '../../core/history/detect.js';
import { type DescendsFrom, entryFromRuns, type HistoryEntry, placedBefore, placedBeforeWarning } from '../../core/history/entry.js';
import { InputError, inputError } from '../../core/errors.js';
import { VERSION } from '../../core/version.js';
import { newestRecordedAncestorOnGitHub, UnexpectedAnswer } from '../../github/ancestors.js';
import { type Client, createClient, describeApiError, statusOf } from '../../github/client.js';
import { type DataBranch, recordOnDataBranch, type RecordResult } from '../../github/data-branch.js';
import { machineEnvironment } from '../../io/environment.js';
import { commitDetails, descendsFrom } from '../../io/git.js';
import { expandPaths } from '../../io/glob.js';
import { loadDocument } from '../../io/read-input.js';
import { writeFileAtomic } from '../../io/write-file.js';
import { renderChangePointsJson } from '../../report/changepoints.js';
import { plural } from '../../report/humanize.js';
import { BRANCH_RUN_EVENTS, type RunContext } from '../context.js';
import { requireOwnBranch, type ActionInputs } from '../inputs.js';
import { recordModeOutputPairs } from '../outputs.js';
import { stepDir } from '../publish.js';
import type { StepIO } from '../step-io.js';

/** The branch whose commit is recorded: push (or a dispatch, a schedule) on a branch, never a pull request's code. */
function recordedBranch(context: RunContext): string {
  if (!(BRANCH_RUN_EVENTS as readonly string[]).includes(context.eventName)) {
    throw inputError(
      'input `mode`',
      `record runs on push, workflow_dispatch or schedule, not on ${context.eventName || 'this event'}`,
      "A pull request's results must not enter the base branch's history before it is merged: run mode record on push to the default branch",
    );
  }
  const branch = /^refs\/heads\/(.+)$/.exec(context.ref)?.[1];
  if (branch === undefined) throw inputError('input `mode`', `record runs on a branch, not on ${context.ref || 'an unknown ref'}`, 'Run it on push to the default branch');
  return branch;
}

const FULL_SHA = /^[0-9a-f]{40}$/;

/** Thrown out of the descent question when only GitHub can answer it: the record begins again once it has. */
class AskGitHub extends Error {
  constructor(readonly newest: string) {
    super(`whether ${newest} is an ancestor is GitHub's to answer`);
  }
}

/**
 * Records the entry on the data branch in the branch's order: after the newest entry when the commit
 * descends from it, whatever its date (a wrong clock, a rebase that kept the dates). That is asked
 * only when the dates disagree: of git in the checkout, else (a shallow checkout, actions/checkout's
 * default) of GitHub's commits list, one page (the newest entry is the parent, or a few commits back).
 * The question is asked inside the update, which cannot wait for GitHub: it stops that attempt before
 * anything is written, and the record begins again with GitHub's answer. `unknown` says, per entry's
 * commit asked about, why GitHub could not answer, for the warning: the data branch may move between
 * attempts, and the warning names the newest entry of the last one, which GitHub may have answered
 * about although it failed for an older one.
 */
async function recordInOrder(client: Client, where: DataBranch, sha: string, entry: HistoryEntry, checkout: string, io: StepIO): Promise<{ result: RecordResult; unknown: ReadonlyMap<string, string> }> {
  const answered = new Map<string, boolean>();
  const unknown = new Map<string, string>();
  const descends: DescendsFrom = (newest) => {
    const answer = answered.get(newest.commit);
    if (answer !== undefined) return answer;
    if (descendsFrom(checkout, sha, newest.commit)) return true;
    // GitHub lists full SHAs: an entry of another commit id (an import, a hand edit) is none it could name.
    if (!FULL_SHA.test(newest.commit)) return false;
    throw new AskGitHub(newest.commit);
  };
  for (;;) {
    try {
      return { result: await recordOnDataBranch(client, where, entry, io.info, descends), unknown };
    } catch (error) {
      if (!(error instanceof AskGitHub)) throw error;
      try {
        const search = await newestRecordedAncestorOnGitHub(client, where.owner, where.repo, sha, new Map([[error.newest, 0]]), 1);
        answered.set(error.newest, search.found === error.newest);
      } catch (asked) {
        answered.set(error.newest, false);
        unknown.set(error.newest, `GitHub, asked whether it does (the checkout's history does not say), ${asked instanceof UnexpectedAnswer ? `gave an answer that could not be used: ${asked.message}` : `answered ${describeApiError(asked)}`}`);
      }
    }
  }
}

export async function runRecord(inputs: ActionInputs, context: RunContext, io: StepIO, env: NodeJS.ProcessEnv): Promise<void> {
  const branch = recordedBranch(context);
  // On the code's branch the history would add a commit per run to the code's history, and its files to every checkout.
  requireOwnBranch('history-branch', inputs.historyBranch, { branch, role: 'the branch being recorded' }, context.defaultBranch, '', 'Keep the history on a branch of its own, e.g. history-branch: bench-gate-data (the default)');
  if (inputs.token === '') throw inputError('input `github-token`', 'is empty', `mode: record writes the history to ${inputs.historyBranch}: it needs a token with contents: write`);
  if (context.sha === '') throw inputError('mode: record', 'does not know the commit (GITHUB_SHA is empty)', 'Run it in a GitHub Actions workflow on push');
  const runs = expandPaths(inputs.current, 'current').map((path) => loadDocument(path, inputs.from));
  const details = commitDetails(env.GITHUB_WORKSPACE || process.cwd(), context.sha);
  const recordedAt = new Date().toISOString();
  const { entry, failed } = entryFromRuns(
    runs,
    {
      commit: context.sha,
      branch,
      date: details.date ?? recordedAt,
      recordedAt,
      ...(details.message !== undefined ? { message: details.message } : {}),
      toolVersion: VERSION,
      environment: machineEnvironment(),
    },
    () => undefined,
  );
  if (entry.benchmarks.length === 0) throw inputError('input `current`', 'every benchmark failed: nothing to record', 'Fix the benchmarks first');
  if (failed.length > 0) io.warning(`bench-gate: not recorded, failed in a run: ${failed.join(', ')}`);
  const client = createClient(inputs.token, { debug: io.debug, warning: io.warning }, env);
  const where = { owner: context.owner, repo: context.repo, branch: inputs.historyBranch };
  const { result, unknown } = await recordInOrder(client, where, context.sha, entry, env.GITHUB_WORKSPACE || process.cwd(), io).catch((error: unknown) => {
    // GitHub's refusal (403: the workflow lacks contents: write) is a misconfiguration, not a bug: one line that says what to do.
    if (error instanceof InputError) throw error;
    const doing = `could not record ${branch} ${context.sha} on ${inputs.historyBranch} (${describeApiError(error)})`;
    if (statusOf(error) === 403) throw inputError('mode record', doing, 'Give the workflow permissions: contents: write (input `github-token` needs it to commit to the data branch), then re-run');
    throw inputError('mode record', doing, "Run the workflow again; if it keeps failing, check the token's permissions (contents: write, see the docs)");
  });
  const before = result.replaced ? undefined : placedBefore(result.entries, entry);
  if (before) {
    // Why GitHub could not say whether the commit descends from the entry named, if it could not.
    const why = unknown.get(before.newest.commit);
    io.warning(`bench-gate: ${placedBeforeWarning(entry, before)}${why === undefined ? '' : `. ${why}`}`);
  }
  const how = result.replaced ? 'replaced the entry of' : 'recorded';
  io.info(
    `bench-gate: ${how} ${branch} ${context.sha} (${plural(entry.benchmarks.length, 'benchmark')}, ${plural(runs.length, 'run')}) on ${inputs.historyBranch}` +
      `${result.created ? ' (created)' : ''}, commit ${result.commit}, now ${plural(result.count, 'entry', 'entries')}`,
  );
  // What history detect would say now, for a workflow that acts on new change points (an issue, a chart).
  const changes = detectChangePoints(result.entries, branch, DEFAULT_DETECT_OPTIONS);
  const changePointsJson = join(stepDir(env, 'record'), 'changepoints.json');
  writeFileAtomic(changePointsJson, renderChangePointsJson(changes));
  const worse = changes.change_points.filter((cp) => cp.verdict === 'worse').length;
  io.info(`bench-gate: ${plural(changes.change_points.length, 'change point')} in the history of ${branch} (${worse} worse); details in output record-change-points-json`);
  const outputs = recordModeOutputPairs({
    status: result.replaced ? 'replaced' : 'recorded',
    commit: context.sha,
    branch,
    benchmarks: entry.benchmarks.length,
    entries: result.count,
    dataBranch: inputs.historyBranch,
    dataCommit: result.commit,
    file: branchFileName(branch),
    changePoints: changes.change_points.length,
    changePointsWorse: worse,
    changePointsJson,
  });
  io.setOutputs(outputs);
}
