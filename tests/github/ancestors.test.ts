/**
 * The search for the base commit's newest recorded ancestor through GitHub's commits list
 * (src/github/ancestors.ts), against a stand-in for the client's request(): pages of 100 read until one
 * holds a recorded commit, the list ends, or 10 pages (1000 commits) were read; SHAs compared exactly;
 * an answer that is not the base commit's ancestry is not used.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newestRecordedAncestorOnGitHub, UnexpectedAnswer } from '../../src/github/ancestors.js';
import type { Client } from '../../src/github/client.js';

const sha = (n: number) => n.toString(16).padStart(40, '0');
const BASE = sha(0);

interface Asked {
  route: string;
  params: Record<string, unknown>;
}

/** A client whose commits list is `commits` (newest first), paged as GitHub pages it; `asked` records the calls. */
function client(commits: unknown[]): { client: Client; asked: Asked[] } {
  const asked: Asked[] = [];
  const request = async (route: string, params: Record<string, unknown>) => {
    asked.push({ route, params });
    const page = Number(params.page ?? 1);
    const perPage = Number(params.per_page ?? 30);
    return { status: 200, headers: {}, url: '', data: commits.slice((page - 1) * perPage, page * perPage) };
  };
  return { client: { request } as unknown as Client, asked };
}

/** Recorded commits, each at its place in the history: the first given recorded first. */
const recordedIn = (shas: readonly string[]) => new Map(shas.map((s, i) => [s, i]));

const chain = (length: number) => Array.from({ length }, (_, i) => ({ sha: sha(i), commit: { message: 'ignored' } }));

describe('newestRecordedAncestorOnGitHub', () => {
  it('stops at the first page that holds a recorded commit, and asks for pages of the base commit by number', async () => {
    const { client: c, asked } = client(chain(5000));
    const found = await newestRecordedAncestorOnGitHub(c, 'o', 'r', BASE, recordedIn([sha(250), sha(120)]));
    expect(found).toEqual({ found: sha(120), listed: 121 });
    expect(asked).toEqual([1, 2].map((page) => ({ route: 'GET /repos/{owner}/{repo}/commits', params: { owner: 'o', repo: 'r', sha: BASE, per_page: 100, page } })));
  });

  it('reads at most 10 pages (1000 commits)', async () => {
    const { client: c, asked } = client(chain(5000));
    expect(await newestRecordedAncestorOnGitHub(c, 'o', 'r', BASE, recordedIn([sha(1000)]))).toEqual({ found: undefined, listed: 1000, complete: false });
    expect(asked).toHaveLength(10);
  });

  it('says when the whole ancestry was read without a recorded commit', async () => {
    const { client: c, asked } = client(chain(230));
    expect(await newestRecordedAncestorOnGitHub(c, 'o', 'r', BASE, recordedIn(['f'.repeat(40)]))).toEqual({ found: undefined, listed: 230, complete: true });
    expect(asked).toHaveLength(3);
    // A list of exactly 100: one more page, empty, ends it.
    expect(await newestRecordedAncestorOnGitHub(client(chain(100)).client, 'o', 'r', BASE, recordedIn([]))).toEqual({ found: undefined, listed: 100, complete: true });
  });

  it('finds exactly what a walk of the list finds, for any list and any recorded set', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1300 }), fc.uniqueArray(fc.integer({ min: 0, max: 1400 }), { maxLength: 5 }), async (length, picks) => {
        // Recorded oldest first: a commit further down the list was recorded earlier.
        const recorded = recordedIn([...picks].sort((a, b) => b - a).map(sha));
        const result = await newestRecordedAncestorOnGitHub(client(chain(length)).client, 'o', 'r', BASE, recorded);
        const index = chain(Math.min(length, 1000)).findIndex((c) => recorded.has(c.sha));
        if (index === -1) expect(result).toEqual({ found: undefined, listed: Math.min(length, 1000), complete: length < 1000 });
        else expect(result).toEqual({ found: sha(index), listed: index + 1 });
      }),
      { numRuns: 60 },
    );
  });

  it('ends at the commit recorded last, whatever the order GitHub lists the commits of a page in', async () => {
    // GitHub lists by date, not by topology: past a merge, a recorded commit dated before its parent
    // (a wrong clock, a rebase that kept the dates) is listed after that parent, as git rev-list does.
    const commits = [{ sha: BASE }, { sha: sha(1) }, { sha: sha(2) }, { sha: sha(3) }];
    // Recorded in the order sha(3), sha(1), sha(2): sha(2) is the newest recorded ancestor.
    const recorded = new Map([[sha(3), 0], [sha(1), 1], [sha(2), 2]]);
    expect(await newestRecordedAncestorOnGitHub(client(commits).client, 'o', 'r', BASE, recorded)).toEqual({ found: sha(2), listed: 3 });
  });

  it('compares full SHAs exactly: an abbreviated or differently written recorded commit is not matched', async () => {
    const recorded = recordedIn([sha(0xab).slice(0, 12), sha(0xab).slice(-12), sha(0xab).toUpperCase(), ` ${sha(0xab)}`]);
    expect(await newestRecordedAncestorOnGitHub(client(chain(200)).client, 'o', 'r', BASE, recorded)).toEqual({ found: undefined, listed: 200, complete: true });
  });

  it('does not use an answer that is not the base commit\'s ancestry', async () => {
    const answers: unknown[][] = [
      [{ sha: sha(7) }, ...chain(3)], // does not start at the base commit
      [{ sha: BASE }, { sha: sha(1).slice(0, 7) }], // an abbreviated SHA
      [{ sha: BASE }, { sha: 'G'.repeat(40) }],
      [{ sha: BASE }, { sha: 12 }],
      [{ sha: BASE }, null],
      [], // not even the base commit
    ];
    for (const answer of answers) await expect(newestRecordedAncestorOnGitHub(client(answer).client, 'o', 'r', BASE, recordedIn([sha(1), 'G'.repeat(40)]))).rejects.toBeInstanceOf(UnexpectedAnswer);
    const notAList = { request: async () => ({ data: { sha: BASE } }) } as unknown as Client;
    await expect(newestRecordedAncestorOnGitHub(notAList, 'o', 'r', BASE, recordedIn([]))).rejects.toBeInstanceOf(UnexpectedAnswer);
    await expect(newestRecordedAncestorOnGitHub(client(chain(3)).client, 'o', 'r', 'abc1234', recordedIn([]))).rejects.toBeInstanceOf(UnexpectedAnswer);
  });

  it('passes GitHub\'s errors on', async () => {
    const refusing = { request: async () => Promise.reject(Object.assign(new Error('Resource not accessible by integration'), { status: 403 })) } as unknown as Client;
    await expect(newestRecordedAncestorOnGitHub(refusing, 'o', 'r', BASE, recordedIn([]))).rejects.toMatchObject({ status: 403 });
  });
});
