/**
 * Committing one file straight to a branch through the contents API (promote: commit). The file's
 * current blob SHA is read first and sent with the write, so that GitHub refuses the write (409, or 422
 * when the file appeared meanwhile) instead of overwriting a change it was not based on.
 */
import { statusOf, type Client } from './client.js';
import { pathSegments } from './promote-branch.js';

/** The blob SHA of the file on the branch; undefined when the file does not exist there. */
export async function fileSha(client: Client, owner: string, repo: string, path: string, branch: string): Promise<string | undefined> {
  try {
    const { data } = await client.request(`GET /repos/{owner}/{repo}/contents/${pathSegments(path)}`, { owner, repo, ref: branch });
    if (Array.isArray(data) || (data as { type?: string }).type !== 'file') throw new Error(`${path} on ${branch} is not a file`);
    return (data as { sha: string }).sha;
  } catch (error) {
    if (statusOf(error) === 404) return undefined;
    throw error;
  }
}

/**
 * The bytes of the file at `ref` (a branch or a commit SHA); undefined when it does not exist there.
 * Bytes, not text: a baseline can be gzip (baseline.json.gz), which decoded as UTF-8 is lost. The
 * contents API inlines files up to 1 MB; a larger one (encoding "none", no content) is read as its
 * blob, which the Git Data API serves up to 100 MB: a baseline grows past 1 MB, and a base commit's
 * baseline that could not be read would leave the pull request judged by its own.
 */
export async function fileBytesAt(client: Client, owner: string, repo: string, path: string, ref: string): Promise<Buffer | undefined> {
  let file: { type?: string; encoding?: string; content?: string; sha?: string };
  try {
    const { data } = await client.request(`GET /repos/{owner}/{repo}/contents/${pathSegments(path)}`, { owner, repo, ref });
    if (Array.isArray(data)) throw new Error(`${path} at ${ref} is not a file`);
    file = data as typeof file;
  } catch (error) {
    if (statusOf(error) === 404) return undefined;
    throw error;
  }
  if (file.type !== 'file') throw new Error(`${path} at ${ref} is not a file`);
  if (file.encoding === 'base64' && typeof file.content === 'string') return Buffer.from(file.content, 'base64');
  if (typeof file.sha !== 'string') throw new Error(`${path} at ${ref} came without its content or its blob SHA`);
  const { data: blob } = await client.rest.git.getBlob({ owner, repo, file_sha: file.sha });
  return Buffer.from(blob.content, blob.encoding === 'base64' ? 'base64' : 'utf8');
}

/** One file written to a branch as one commit. */
export interface FileChange {
  owner: string;
  repo: string;
  /** The branch the commit goes on (for a promotion pull request: its base). */
  branch: string;
  /** The file's path in the repository. */
  path: string;
  content: string;
  message: string;
}

interface ContentsWrite extends FileChange {
  /** The blob SHA being replaced; undefined to create the file. */
  sha: string | undefined;
}

/** Writes the file on the branch as one new commit; returns the commit's SHA. GitHub's errors are thrown. */
export async function putFile(client: Client, write: ContentsWrite): Promise<string> {
  const { data } = await client.request(`PUT /repos/{owner}/{repo}/contents/${pathSegments(write.path)}`, {
    owner: write.owner,
    repo: write.repo,
    message: write.message,
    content: Buffer.from(write.content, 'utf8').toString('base64'),
    branch: write.branch,
    ...(write.sha === undefined ? {} : { sha: write.sha }),
    // A retried write after a lost answer would be refused (409) even though it took effect: not retried.
    request: { retries: 0 },
  });
  return (data as { commit: { sha: string } }).commit.sha;
}
