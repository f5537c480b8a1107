/**
 * The base commit's newest recorded ancestor, from GitHub when the checkout cannot tell (actions/checkout
 * fetches one commit by default): the commits list (`GET /repos/{owner}/{repo}/commits?sha=BASE`) names
 * the base commit and its ancestors. Pages of 100 are read until one holds a recorded commit, the list
 * ends, or the bound is reached (1000 commits: the CLI's git depth). The list is in date order (an
 * order GitHub does not document), not the history's: past a merge, a recorded commit dated before its
 * parent (a wrong clock, `rebase --committer-date-is-author-date`) comes after that parent, reached
 * through the merge's other side. So of the recorded commits that page and the pages before it list,
 * the one recorded last is the answer, not the first listed.
 *
 * Nothing of the answer but the SHAs is used, and those only when they are 40 hex digits compared
 * exactly: an answer that does not start with the base commit asked for is not trusted at all. Pages are
 * asked for by number, not by following the Link header's address, so the token goes only to the API.
 */
import type { Client } from './client.js';

const PER_PAGE = 100;
/** 10 pages: 1000 commits, as deep as `bench-diff --history --base-commit` asks git. */
export const ANCESTOR_PAGES = 10;

const FULL_SHA = /^[0-9a-f]{40}$/;

export type AncestorSearch =
  /** `found`: the ancestor (or the base commit itself) recorded last; `listed`: its place in the list, from 1. */
  | { found: string; listed: number }
  /** None is recorded: `complete` when the list ended (every ancestor was seen), else the bound was reached. */
  | { found: undefined; listed: number; complete: boolean };

/** GitHub's answer was not a list of the base commit's ancestors: the search is given up, as on an error. */
export class UnexpectedAnswer extends Error {}

/**
 * The commit recorded last among `baseSha` and its ancestors: `recorded` maps each recorded commit to
 * its place in the history (higher: recorded later). GitHub's errors (403 without contents: read,
 * 404/422 for a commit it does not have, 5xx after the client's retries) are thrown, as is UnexpectedAnswer.
 */
export async function newestRecordedAncestorOnGitHub(client: Client, owner: string, repo: string, baseSha: string, recorded: ReadonlyMap<string, number>, pages = ANCESTOR_PAGES): Promise<AncestorSearch> {
  if (!FULL_SHA.test(baseSha)) throw new UnexpectedAnswer(`the base commit "${baseSha}" is not a full SHA`);
  let listed = 0;
  let best: { found: string; listed: number; place: number } | undefined;
  for (let page = 1; page <= pages; page++) {
    const { data } = await client.request('GET /repos/{owner}/{repo}/commits', { owner, repo, sha: baseSha, per_page: PER_PAGE, page });
    if (!Array.isArray(data)) throw new UnexpectedAnswer('the commits list is not a list');
    if (listed === 0 && data.length === 0) throw new UnexpectedAnswer('the commits list is empty, without the base commit');
    for (const item of data as unknown[]) {
      const sha = (item as { sha?: unknown } | null)?.sha;
      if (typeof sha !== 'string' || !FULL_SHA.test(sha)) throw new UnexpectedAnswer('a commit of the list has no full SHA');
      if (listed === 0 && sha !== baseSha) throw new UnexpectedAnswer(`the list starts at ${sha}, not at the base commit`);
      listed++;
      const place = recorded.get(sha);
      if (place !== undefined && (best === undefined || place > best.place)) best = { found: sha, listed, place };
    }
    if (best !== undefined) return { found: best.found, listed: best.listed };
    if (data.length < PER_PAGE) return { found: undefined, listed, complete: true };
  }
  return { found: undefined, listed, complete: false };
}
