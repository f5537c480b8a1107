/** The pull request's current state, for checking an untrusted report against it (mode: comment). */
import type { Client } from './client.js';

interface PullHead {
  number: number;
  state: string;
  headSha: string;
  /** owner/name of the repository the head branch is in (a fork for fork PRs); null when it was deleted. */
  headRepo: string | null;
  /** The label names it carries now. */
  labels: string[];
}

export async function getPullHead(client: Client, owner: string, repo: string, number: number): Promise<PullHead> {
  const { data } = await client.rest.pulls.get({ owner, repo, pull_number: number });
  const labels = (data.labels ?? []).map((l) => l.name).filter((n): n is string => typeof n === 'string');
  return { number: data.number, state: data.state, headSha: data.head.sha, headRepo: data.head.repo?.full_name ?? null, labels };
}
