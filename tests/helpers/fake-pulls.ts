/**
 * The fake GitHub's pull requests for mode promote: listed by head and state, created (422 when one is
 * open from the same head to the same base, or the head branch does not exist; 403 when the repository
 * does not let GitHub Actions create pull requests), and updated. Each answer is a real pull request
 * object from @octokit/webhooks-examples with the fields that make this one changed, so that it
 * follows GitHub's OpenAPI description (fake-github.ts checks every response).
 */
import { example } from './events.js';
import type { FakeRepository, RouteContext } from './fake-git.js';

export interface FakePull {
  number: number;
  repo: string;
  title: string;
  body: string;
  head: string;
  base: string;
  state: 'open' | 'closed';
  created_at: string;
  updated_at: string;
}

export interface PullStore {
  pulls: FakePull[];
  /** The repository setting "Allow GitHub Actions to create and approve pull requests", off. */
  actionsMayNotCreatePulls: boolean;
  now(): string;
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function pullJson(pr: FakePull, repo: FakeRepository): Json {
  const json = example('pull_request', 'opened').pull_request as Json;
  const api = `https://api.github.com/repos/${pr.repo}`;
  const html = `https://github.com/${pr.repo}/pull/${pr.number}`;
  const [owner] = pr.repo.split('/');
  const side = (ref: string, template: Json) => ({ ...template, ref, label: `${owner}:${ref}`, sha: repo.refs.get(`heads/${ref}`) ?? template.sha });
  return {
    ...json,
    id: 900_000 + pr.number,
    node_id: `PR_${pr.number}`,
    number: pr.number,
    url: `${api}/pulls/${pr.number}`,
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: `${api}/issues/${pr.number}`,
    comments_url: `${api}/issues/${pr.number}/comments`,
    commits_url: `${api}/pulls/${pr.number}/commits`,
    review_comments_url: `${api}/pulls/${pr.number}/comments`,
    statuses_url: `${api}/statuses/${repo.refs.get(`heads/${pr.head}`) ?? ''}`,
    title: pr.title,
    body: pr.body,
    state: pr.state,
    created_at: pr.created_at,
    updated_at: pr.updated_at,
    closed_at: pr.state === 'closed' ? pr.updated_at : null,
    user: { ...json.user, login: 'github-actions[bot]', id: 41898282, type: 'Bot' },
    labels: [],
    auto_merge: null,
    merged: false,
    merged_at: null,
    merge_commit_sha: null,
    head: side(pr.head, json.head),
    base: side(pr.base, json.base),
  };
}

function findOpen(store: PullStore, repo: string, head: string, base?: string): FakePull | undefined {
  return store.pulls.find((p) => p.repo === repo && p.state === 'open' && p.head === head && (base === undefined || p.base === base));
}

/** Answers the pull request operations of mode promote; false when `ctx` is another operation. */
export function handlePullOperation(ctx: RouteContext, repo: FakeRepository | undefined, store: PullStore): boolean {
  if (!['pulls/list', 'pulls/create', 'pulls/update'].includes(ctx.operationId)) return false;
  if (!repo) return ctx.fail(404, 'Not Found');
  const full = repo.fullName;
  const body = ctx.body ?? {};
  switch (ctx.operationId) {
    case 'pulls/list': {
      const state = ctx.query.get('state') ?? 'open';
      const head = ctx.query.get('head');
      const [headOwner, headRef] = head === null ? [] : head.split(/:(.*)/s);
      const base = ctx.query.get('base');
      const found = store.pulls.filter(
        (p) => p.repo === full && (state === 'all' || p.state === state) && (head === null || (headOwner === ctx.owner && p.head === headRef)) && (base === null || p.base === base),
      );
      ctx.respond(200, found.map((p) => pullJson(p, repo)));
      return true;
    }
    case 'pulls/create': {
      if (store.actionsMayNotCreatePulls) return ctx.fail(403, 'GitHub Actions is not permitted to create or approve pull requests.');
      const head = String(body.head).replace(new RegExp(`^${ctx.owner}:`), '');
      const base = String(body.base);
      if (!repo.refs.has(`heads/${head}`) || !repo.refs.has(`heads/${base}`)) return ctx.fail(422, 'Validation Failed');
      if (findOpen(store, full, head, base)) return ctx.fail(422, `Validation Failed: A pull request already exists for ${ctx.owner}:${head}.`);
      const at = store.now();
      const number = Math.max(99, ...store.pulls.map((p) => p.number)) + 1;
      const pr: FakePull = { number, repo: full, title: String(body.title), body: String(body.body ?? ''), head, base, state: 'open', created_at: at, updated_at: at };
      store.pulls.push(pr);
      ctx.respond(201, pullJson(pr, repo), { location: `https://api.github.com/repos/${full}/pulls/${number}` });
      return true;
    }
    case 'pulls/update': {
      const pr = store.pulls.find((p) => p.repo === full && p.number === Number(ctx.params.pull_number));
      if (!pr) return ctx.fail(404, 'Not Found');
      if (typeof body.title === 'string') pr.title = body.title;
      if (typeof body.body === 'string') pr.body = body.body;
      if (typeof body.base === 'string') pr.base = body.base;
      if (body.state === 'open' || body.state === 'closed') pr.state = body.state;
      pr.updated_at = store.now();
      ctx.respond(200, pullJson(pr, repo));
      return true;
    }
  }
  return false;
}
