/**
 * The promotion's branch, through the Git Data API: one commit on top of the base branch's head that
 * writes the baseline file, and the branch pointed at it (created, or force-updated). The branch is
 * always the base plus exactly that commit, whatever it held before, so a promotion never piles up on
 * an older one and never conflicts with it.
 *
 * Branch names and file paths may hold slashes. GitHub's description marks these path parameters as
 * spanning several segments (x-multi-segment), so they are sent with each segment escaped and the
 * slashes kept, rather than as one escaped segment (%2F), which not every GitHub accepts.
 */
import { statusOf, type Client } from './client.js';

/** A ref or path as URL path segments: each escaped, the slashes kept. */
export function pathSegments(text: string): string {
  return text.split('/').map(encodeURIComponent).join('/');
}

/** The commit a branch points to; undefined when there is no such branch. */
export async function branchHead(client: Client, owner: string, repo: string, branch: string): Promise<string | undefined> {
  try {
    const { data } = await client.request(`GET /repos/{owner}/{repo}/git/ref/heads/${pathSegments(branch)}`, { owner, repo });
    return (data as { object: { sha: string } }).object.sha;
  } catch (error) {
    if (statusOf(error) === 404) return undefined;
    throw error;
  }
}

/** A branch's last commit: its SHA, message and number of parents; undefined when there is no such branch. */
export async function branchTip(client: Client, owner: string, repo: string, branch: string): Promise<{ sha: string; message: string; parents: number } | undefined> {
  const sha = await branchHead(client, owner, repo, branch);
  if (sha === undefined) return undefined;
  const { data } = await client.rest.git.getCommit({ owner, repo, commit_sha: sha });
  return { sha, message: data.message, parents: data.parents.length };
}

interface FileCommit {
  owner: string;
  repo: string;
  /** The commit to build on. */
  parent: string;
  /** The file's path in the repository (no leading slash). */
  path: string;
  content: string;
  message: string;
}

/** Creates a commit on top of `parent` that writes one file (every other file as in `parent`); returns its SHA. */
export async function commitFile(client: Client, file: FileCommit): Promise<string> {
  const { owner, repo } = file;
  const { data: parent } = await client.rest.git.getCommit({ owner, repo, commit_sha: file.parent });
  const { data: blob } = await client.rest.git.createBlob({ owner, repo, content: file.content, encoding: 'utf-8' });
  const { data: tree } = await client.rest.git.createTree({ owner, repo, base_tree: parent.tree.sha, tree: [{ path: file.path, mode: '100644', type: 'blob', sha: blob.sha }] });
  const { data: commit } = await client.rest.git.createCommit({ owner, repo, message: file.message, tree: tree.sha, parents: [file.parent] });
  return commit.sha;
}

async function forceBranch(client: Client, owner: string, repo: string, branch: string, sha: string): Promise<void> {
  await client.request(`PATCH /repos/{owner}/{repo}/git/refs/heads/${pathSegments(branch)}`, { owner, repo, sha, force: true });
}

/** Points `branch` at `sha`: creates it, or moves it there whatever it held (force). */
export async function pointBranch(client: Client, owner: string, repo: string, branch: string, sha: string): Promise<'created' | 'updated'> {
  if ((await branchHead(client, owner, repo, branch)) !== undefined) {
    await forceBranch(client, owner, repo, branch, sha);
    return 'updated';
  }
  try {
    await client.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha, request: { retries: 0 } });
    return 'created';
  } catch (error) {
    // 422 "Reference already exists": created meanwhile (or by a create whose answer was lost).
    if (statusOf(error) !== 422) throw error;
    await forceBranch(client, owner, repo, branch, sha);
    return 'updated';
  }
}
