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

const chain = (length: number) => Array.from({ length }, (_, i) => ({ sha: sha(i), commit: { message: 'ignored' } }));

describe('newestRecordedAncestorOnGitHub', () => {
  it('stops at the first page that holds a recorded commit, and asks for pages of the base commit by number', async () => {
    const { client: c, asked } = client(chain(5000));
    const found = await newestRecordedAncestorOnGitHub(c, 'o', 'r', BASE, new Set([sha(250), sha(120)]));
    expect(found).toEqual({ found: sha(120), listed: 121 });
    expect(asked).toEqual([1, 2].map((page) => ({ route: 'GET /repos/{owner}/{repo}/commits', params: { owner: 'o', repo: 'r', sha: BASE, per_page: 100, page } })));
  });

  it('reads at most 10 pages (1000 commits)', async () => {
    const { client: c, asked } = client(chain(5000));
    expect(await newestRecordedAncestorOnGitHub(c, 'o', 'r', BASE, new Set([sha(1000)]))).toEqual({ found: undefined, listed: 1000, complete: false });
    expect(asked).toHaveLength(10);
  });

  it('says when the whole ancestry was read without a recorded commit', async () => {
    const { client: c, asked } = client(chain(230));
    expect(await newestRecordedAncestorOnGitHub(c, 'o', 'r', BASE, new Set(['f'.repeat(40)]))).toEqual({ found: undefined, listed: 230, complete: true });
    expect(asked).toHaveLength(3);
    // A list of exactly 100: one more page, empty, ends it.
    expect(await newestRecordedAncestorOnGitHub(client(chain(100)).client, 'o', 'r', BASE, new Set())).toEqual({ found: undefined, listed: 100, complete: true });
  });

  it('finds exactly what a walk of the list finds, for any list and any recorded set', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1300 }), fc.uniqueArray(fc.integer({ min: 0, max: 1400 }), { maxLength: 5 }), async (length, picks) => {
        const recorded = new Set(picks.map(sha));
        const result = await newestRecordedAncestorOnGitHub(client(chain(length)).client, 'o', 'r', BASE, recorded);
        const index = chain(Math.min(length, 1000)).findIndex((c) => recorded.has(c.sha));
        if (index === -1) expect(result).toEqual({ found: undefined, listed: Math.min(length, 1000), complete: length < 1000 });
        else expect(result).toEqual({ found: sha(index), listed: index + 1 });
      }),
      { numRuns: 60 },
    );
  });

  it('compares full SHAs exactly: an abbreviated or differently written recorded commit is not matched', async () => {
    const recorded = new Set([sha(0xab).slice(0, 12), sha(0xab).slice(-12), sha(0xab).toUpperCase(), ` ${sha(0xab)}`]);
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
    for (const answer of answers) await expect(newestRecordedAncestorOnGitHub(client(answer).client, 'o', 'r', BASE, new Set([sha(1), 'G'.repeat(40)]))).rejects.toBeInstanceOf(UnexpectedAnswer);
    const notAList = { request: async () => ({ data: { sha: BASE } }) } as unknown as Client;
    await expect(newestRecordedAncestorOnGitHub(notAList, 'o', 'r', BASE, new Set())).rejects.toBeInstanceOf(UnexpectedAnswer);
    await expect(newestRecordedAncestorOnGitHub(client(chain(3)).client, 'o', 'r', 'abc1234', new Set())).rejects.toBeInstanceOf(UnexpectedAnswer);
  });

  it('passes GitHub\'s errors on', async () => {
    const refusing = { request: async () => Promise.reject(Object.assign(new Error('Resource not accessible by integration'), { status: 403 })) } as unknown as Client;
    await expect(newestRecordedAncestorOnGitHub(refusing, 'o', 'r', BASE, new Set())).rejects.toMatchObject({ status: 403 });
  });
});
