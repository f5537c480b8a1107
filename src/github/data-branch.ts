/**
 * The history store kept on a data branch of the repository (default `bench-gate-data`), through the
 * Git Data API: the same layout as a store folder (src/io/history-store.ts), one `<branch>.jsonl` per
 * branch at the root, so that a checkout of the data branch is a store `bench-diff history` reads.
 *
 * Recording is a read-modify-write of one file: get the ref, its commit and tree, the branch file's
 * blob; upsert the entry; create the blob, the tree and the commit; move the ref with force: false.
 * When another job moved the ref meanwhile, GitHub refuses (422, not a fast forward) and the whole
 * update is done again on the new head, so neither entry is lost. A missing data branch is created
 * as a root commit (an orphan branch, sharing nothing with the code).
 */
import { branchFileName } from '../core/history/branch-file.js';
import { type DescendsFrom, type HistoryEntry, parseHistoryFile, serializeHistoryFile, upsertEntry } from '../core/history/entry.js';
import { statusOf, type Client } from './client.js';
import { branchHead, pathSegments } from './promote-branch.js';

export const DEFAULT_DATA_BRANCH = 'bench-gate-data';
/** Attempts of one record before giving up: each lost race costs one. */
const MAX_ATTEMPTS = 8;

export interface DataBranch {
  owner: string;
  repo: string;
  /** The data branch, e.g. bench-gate-data. */
  branch: string;
}

/** The text of the file at the root of `commit`'s tree; undefined when absent. */
async function fileInCommit(client: Client, where: DataBranch, commit: string, name: string): Promise<{ tree: string; text?: string }> {
  const { owner, repo } = where;
  const { data: c } = await client.rest.git.getCommit({ owner, repo, commit_sha: commit });
  const { data: tree } = await client.rest.git.getTree({ owner, repo, tree_sha: c.tree.sha });
  const item = tree.tree.find((t) => t.path === name && t.type === 'blob');
  if (item?.sha === undefined) return { tree: c.tree.sha };
  // Blobs, unlike the contents API (1 MB), are served up to 100 MB.
  const { data: blob } = await client.rest.git.getBlob({ owner, repo, file_sha: item.sha });
  const text = blob.encoding === 'base64' ? Buffer.from(blob.content, 'base64').toString('utf8') : blob.content;
  return { tree: c.tree.sha, text };
}

/** The entries of `branch` on the data branch, oldest first; undefined when the data branch does not exist. */
export async function readDataBranch(client: Client, where: DataBranch, branch: string): Promise<HistoryEntry[] | undefined> {
  const head = await branchHead(client, where.owner, where.repo, where.branch);
  if (head === undefined) return undefined;
  const name = branchFileName(branch);
  const { text } = await fileInCommit(client, where, head, name);
  return text === undefined ? [] : parseHistoryFile(text, `${where.branch}:${name}`);
}

export interface RecordResult {
  commit: string;
  replaced: boolean;
  count: number;
  /** How many times another job's update came first. */
  retries: number;
  created: boolean;
  /** The branch's entries as recorded, oldest first (the new entry included). */
  entries: HistoryEntry[];
}

function isRace(error: unknown): boolean {
  // 422: "Update is not a fast forward" (update-ref) or "Reference already exists" (create-ref).
  return statusOf(error) === 422;
}

/**
 * Adds the entry to its branch's file on the data branch (replacing the entry of the same commit): last
 * when its commit descends from the newest entry's (`descendsFrom`, asked of each attempt's newest entry
 * before anything is written), else by date (upsertEntry).
 */
export async function recordOnDataBranch(client: Client, where: DataBranch, entry: HistoryEntry, log: (message: string) => void = () => {}, descendsFrom?: DescendsFrom): Promise<RecordResult> {
  const { owner, repo } = where;
  const name = branchFileName(entry.branch);
  for (let attempt = 0; ; attempt++) {
    const head = await branchHead(client, owner, repo, where.branch);
    const current = head === undefined ? { text: undefined, tree: undefined } : await fileInCommit(client, where, head, name);
    const old = current.text === undefined ? [] : parseHistoryFile(current.text, `${where.branch}:${name}`);
    const { entries, replaced } = upsertEntry(old, entry, descendsFrom);
    const { data: blob } = await client.rest.git.createBlob({ owner, repo, content: serializeHistoryFile(entries), encoding: 'utf-8' });
    const { data: tree } = await client.rest.git.createTree({
      owner,
      repo,
      ...(current.tree !== undefined ? { base_tree: current.tree } : {}),
      tree: [{ path: name, mode: '100644', type: 'blob', sha: blob.sha }],
    });
    const message = `bench-gate: ${replaced ? 'replace' : 'record'} ${entry.branch} ${entry.commit}`;
    const { data: commit } = await client.rest.git.createCommit({ owner, repo, message, tree: tree.sha, parents: head === undefined ? [] : [head] });
    try {
      if (head === undefined) {
        await client.rest.git.createRef({ owner, repo, ref: `refs/heads/${where.branch}`, sha: commit.sha, request: { retries: 0 } });
      } else {
        await client.request(`PATCH /repos/{owner}/{repo}/git/refs/heads/${pathSegments(where.branch)}`, { owner, repo, sha: commit.sha, force: false, request: { retries: 0 } });
      }
      return { commit: commit.sha, replaced, count: entries.length, retries: attempt, created: head === undefined, entries };
    } catch (error) {
      if (!isRace(error) || attempt + 1 >= MAX_ATTEMPTS) throw error;
      log(`bench-gate: ${where.branch} moved meanwhile (another job recorded); recording again on its new head`);
      // A short, growing, jittered pause, so that two jobs racing do not keep colliding.
      await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1) + Math.floor(Math.random() * 100)));
    }
  }
}
