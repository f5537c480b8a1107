/**
 * Publishing a promotion through the REST API, with GitHub's refusals turned into one-line errors that
 * say what to do: a pull request from the promotion branch (promote: pull-request), or a commit on the
 * current branch (promote: commit).
 */
import { inputError } from '../core/errors.js';
import { describeApiError, statusOf, type Client } from '../github/client.js';
import { fileSha, putFile, type FileChange } from '../github/contents.js';
import { branchHead, branchTip, commitFile, pointBranch } from '../github/promote-branch.js';
import { findOpenPull, upsertPull, type OpenPull } from '../github/promote-pull-request.js';
import { PROMOTE_TITLE } from '../report/promotion.js';
import { requireOwnBranch } from './inputs.js';

type PromoteStatus = 'pull-request-created' | 'pull-request-updated' | 'committed' | 'skipped-unchanged';

export interface PromoteOutcome {
  status: PromoteStatus;
  prNumber?: number;
  prUrl?: string;
  commitSha?: string;
}

/** What a promotion publishes: the baseline file, on the branch the workflow runs on. */
export type Publication = FileChange;

const WHERE = 'mode promote';
const PERMISSIONS = 'Give the workflow permissions: contents: write and pull-requests: write (see the docs)';

function forbidden(error: unknown, doing: string): Error {
  const text = describeApiError(error);
  if (/not permitted to create or approve pull requests/i.test(text)) {
    return inputError(
      WHERE,
      `GitHub refused to let the workflow token open the pull request (${text})`,
      'Allow it in the repository settings (Actions, General: "Allow GitHub Actions to create and approve pull requests"), give a token that may in github-token, or use promote: commit',
    );
  }
  return inputError(WHERE, `the token may not ${doing} (${text})`, PERMISSIONS);
}

/** Runs one step of the publication, with GitHub's errors as one line that says which step failed. */
async function step<T>(doing: string, run: () => Promise<T>, after = ''): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (statusOf(error) === 403) throw forbidden(error, doing);
    throw inputError(WHERE, `could not ${doing} (${describeApiError(error)})${after}`, 'Run the workflow again; if it keeps failing, check the token\'s permissions (see the docs)');
  }
}

/** Whether a promotion pull request is open: it is kept up to date even when nothing changed. */
export async function openPromotionPull(client: Client, owner: string, repo: string, promoteBranch: string): Promise<OpenPull | null> {
  return (await step(`list the pull requests of ${owner}/${repo}`, () => findOpenPull(client, owner, repo, promoteBranch))) ?? null;
}

const BRANCH_HINT = 'Name a branch for the promotion alone, e.g. promote-branch: bench-gate/promote-baseline';

/**
 * promote-branch is force-moved to the promoted branch plus one commit, whatever it held: naming the
 * branch being promoted, or the default branch, would replace its history. Checked before anything is
 * written.
 */
export function checkPromoteBranch(promoteBranch: string, promoted: string, defaultBranch: string | undefined): void {
  requireOwnBranch('promote-branch', promoteBranch, { branch: promoted, role: 'the branch being promoted' }, defaultBranch, ', which mode promote would force-move', BRANCH_HINT);
}

/** Whether a commit is one a promotion made (the head of an existing promotion branch): only that is replaced. */
function isPromotionCommit(tip: { message: string; parents: number }): boolean {
  return tip.parents === 1 && tip.message.split('\n', 1)[0] === PROMOTE_TITLE;
}

/** One commit on top of the branch's head on the promotion branch (forced), and its pull request opened or updated. */
export async function publishPullRequest(
  client: Client,
  p: Publication,
  pr: { branch: string; title: string; body: string; open: OpenPull | null },
): Promise<PromoteOutcome> {
  const head = await step(`read the branch ${p.branch}`, () => branchHead(client, p.owner, p.repo, p.branch));
  if (head === undefined) throw inputError(WHERE, `the branch ${p.branch} does not exist in ${p.owner}/${p.repo}`, 'Run mode promote on an existing branch');
  const tip = await step(`read the branch ${pr.branch}`, () => branchTip(client, p.owner, p.repo, pr.branch));
  if (tip !== undefined && !isPromotionCommit(tip)) {
    throw inputError(
      'input `promote-branch`',
      `${pr.branch} exists and its last commit (${tip.sha.slice(0, 12)}) is not a promotion by bench-gate, so it was left as it is; nothing was published`,
      `${BRANCH_HINT}, or delete ${pr.branch} if it is an old promotion branch`,
    );
  }
  const commitSha = await step(`commit ${p.path} on top of ${p.branch}`, () => commitFile(client, { owner: p.owner, repo: p.repo, parent: head, path: p.path, content: p.content, message: p.message }));
  await step(`point the branch ${pr.branch} at the promotion`, () => pointBranch(client, p.owner, p.repo, pr.branch, commitSha));
  const opened = await step(
    `open or update the pull request from ${pr.branch}`,
    () => upsertPull(client, { owner: p.owner, repo: p.repo, branch: pr.branch, base: p.branch, title: pr.title, body: pr.body }, pr.open),
    `; the branch ${pr.branch} holds the promotion (${commitSha}) without a pull request`,
  );
  return { status: opened.status === 'created' ? 'pull-request-created' : 'pull-request-updated', prNumber: opened.number, prUrl: opened.url, commitSha };
}

function conflict(error: unknown, p: Publication): Error {
  const text = describeApiError(error);
  const what = statusOf(error) === 409 ? 'changed on the branch while it was being promoted' : 'could not be written there';
  return inputError(
    WHERE,
    `${p.path} ${what} (${text}); nothing was committed to ${p.branch}`,
    'Run the workflow again to promote on top of what is there now; a protected branch needs promote: pull-request',
  );
}

/** The file committed straight to the branch through the contents API, replacing the version read just before. */
export async function publishCommit(client: Client, p: Publication): Promise<PromoteOutcome> {
  const sha = await step(`read ${p.path} on ${p.branch}`, () => fileSha(client, p.owner, p.repo, p.path, p.branch));
  try {
    const commitSha = await putFile(client, { owner: p.owner, repo: p.repo, branch: p.branch, path: p.path, content: p.content, message: p.message, sha });
    return { status: 'committed', commitSha };
  } catch (error) {
    const status = statusOf(error);
    if (status === 409 || status === 422) throw conflict(error, p);
    if (status === 403) throw forbidden(error, `commit to ${p.branch}`);
    throw inputError(WHERE, `could not commit ${p.path} to ${p.branch} (${describeApiError(error)})`, 'Run the workflow again; if it keeps failing, check the token\'s permissions (see the docs)');
  }
}
