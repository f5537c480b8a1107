/**
 * The one open "Promote benchmark baseline" pull request from the promotion's branch: found by its
 * head branch, updated in place (title, body, base), or created. A create that GitHub refuses because
 * the pull request exists already (422: made meanwhile, or by a create whose answer was lost) becomes
 * an update of that one, so there is never a second.
 */
import { statusOf, type Client } from './client.js';

interface PullRequestRef {
  number: number;
  url: string;
  status: 'created' | 'updated';
}

interface PromotionPullRequest {
  owner: string;
  repo: string;
  /** The branch in this repository that holds the promotion. */
  branch: string;
  base: string;
  title: string;
  body: string;
}

export interface OpenPull {
  number: number;
  html_url: string;
  base: { ref: string };
}

/** The open pull request from `branch` of this repository, if any. */
export async function findOpenPull(client: Client, owner: string, repo: string, branch: string): Promise<OpenPull | undefined> {
  const { data } = await client.rest.pulls.list({ owner, repo, state: 'open', head: `${owner}:${branch}`, per_page: 100 });
  // The head filter is GitHub's; checked again, so that another repository's branch of the same name never counts.
  return data.find((p) => p.head.ref === branch && p.head.repo?.full_name.toLowerCase() === `${owner}/${repo}`.toLowerCase());
}

async function update(client: Client, pr: PromotionPullRequest, open: OpenPull): Promise<PullRequestRef> {
  const { data } = await client.rest.pulls.update({
    owner: pr.owner,
    repo: pr.repo,
    pull_number: open.number,
    title: pr.title,
    body: pr.body,
    ...(open.base.ref !== pr.base ? { base: pr.base } : {}),
  });
  return { number: data.number, url: data.html_url, status: 'updated' };
}

/** Updates the open pull request from the branch, or opens one. `open`: what findOpenPull found, when it was already asked. */
export async function upsertPull(client: Client, pr: PromotionPullRequest, open?: OpenPull | null): Promise<PullRequestRef> {
  const existing = open === undefined ? await findOpenPull(client, pr.owner, pr.repo, pr.branch) : (open ?? undefined);
  if (existing) return update(client, pr, existing);
  try {
    const { data } = await client.rest.pulls.create({ owner: pr.owner, repo: pr.repo, title: pr.title, head: pr.branch, base: pr.base, body: pr.body, request: { retries: 0 } });
    return { number: data.number, url: data.html_url, status: 'created' };
  } catch (error) {
    if (statusOf(error) !== 422) throw error;
    const found = await findOpenPull(client, pr.owner, pr.repo, pr.branch);
    if (!found) throw error;
    return update(client, pr, found);
  }
}
