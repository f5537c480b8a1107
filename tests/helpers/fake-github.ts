/**
 * A fake GitHub REST API on 127.0.0.1 (a random port) for the end-to-end tests: it validates every
 * request against GitHub's OpenAPI description (anything else is answered 400/404 and recorded as a
 * violation, which the tests assert to be empty), keeps issue comments in memory, paginates them with
 * Link headers like GitHub, and can be told to fail requests (403, 500, 429, timeouts). Repositories
 * (git objects, refs, contents) are in fake-git.ts, the pull requests of mode promote in fake-pulls.ts.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeRepository, handleGitOperation, type RouteContext } from './fake-git.js';
import { ACTIONS_BOT, userJson, type FakeUser } from './fake-users.js';
import { handlePullOperation, type FakePull, type PullStore } from './fake-pulls.js';
import { openApi, type Operation } from './openapi.js';
import { paginate } from './pagination.js';

export { ACTIONS_BOT, type FakeUser };

export interface FakeComment {
  id: number;
  issue: number;
  body: string;
  user: FakeUser;
  created_at: string;
  updated_at: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  operationId?: string;
  body?: unknown;
  authorization?: string;
}

/** What to do with a matching request instead of answering it normally. */
export interface Fault {
  method?: string;
  operationId?: string;
  /** How many requests it applies to (default 1). */
  times?: number;
  status?: number;
  headers?: Record<string, string>;
  message?: string;
  /** Perform the request, then answer nothing for this long (a lost answer: the client times out). */
  hangAfterMs?: number;
}

export interface PullRequestState {
  number: number;
  headSha: string;
  headRepo: string;
  baseRepo: string;
  labels?: string[];
}

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  readonly violations: string[] = [];
  readonly comments: FakeComment[] = [];
  readonly faults: Fault[] = [];
  readonly pulls = new Map<string, PullRequestState>();
  /** token -> identity; unknown tokens get 401. */
  readonly tokens = new Map<string, FakeUser>();
  /** Tokens that may read but not write (a fork's pull request). */
  readonly readOnly = new Set<string>();
  /** owner/name -> the repository's git objects and branches. */
  readonly repositories = new Map<string, FakeRepository>();
  /** Pull requests opened through the API (mode promote). */
  readonly pullRequests: FakePull[] = [];
  /** The repository setting "Allow GitHub Actions to create and approve pull requests", turned off. */
  actionsMayNotCreatePulls = false;
  /** Run once just before the first request of `operationId` is answered: someone else's change, meanwhile. */
  readonly hooks: Array<{ operationId: string; run: () => void }> = [];
  private server: Server | undefined;
  private nextId = 1000;
  private clock = Date.parse('2024-05-01T12:00:00Z');
  url = '';

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        this.violations.push(`fake server error: ${(error as Error).stack}`);
        if (!res.headersSent) res.writeHead(500).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  reset(): void {
    this.requests.length = 0;
    this.violations.length = 0;
    this.comments.length = 0;
    this.faults.length = 0;
    this.pulls.clear();
    this.tokens.clear();
    this.readOnly.clear();
    this.repositories.clear();
    this.pullRequests.length = 0;
    this.actionsMayNotCreatePulls = false;
    this.hooks.length = 0;
  }

  /** A repository whose default branch holds `files` in one commit. */
  addRepository(fullName: string, files: Record<string, string>, defaultBranch = 'main'): FakeRepository {
    const repo = new FakeRepository(fullName, defaultBranch);
    repo.push(defaultBranch, files, 'Initial commit');
    this.repositories.set(fullName, repo);
    return repo;
  }

  private now(): string {
    return new Date((this.clock += 1000)).toISOString();
  }

  addComment(issue: number, body: string, user: FakeUser): FakeComment {
    const at = new Date((this.clock += 1000)).toISOString();
    const comment = { id: this.nextId++, issue, body, user, created_at: at, updated_at: at };
    this.comments.push(comment);
    return comment;
  }

  commentsOn(issue: number): FakeComment[] {
    return this.comments.filter((c) => c.issue === issue);
  }

  /** Requests by operationId, e.g. count('issues/create-comment'). */
  count(operationId: string): number {
    return this.requests.filter((r) => r.operationId === operationId).length;
  }

  private commentJson(c: FakeComment, owner: string, repo: string): Record<string, unknown> {
    const api = `https://api.github.com/repos/${owner}/${repo}`;
    return {
      id: c.id,
      node_id: `IC_${c.id}`,
      url: `${api}/issues/comments/${c.id}`,
      html_url: `https://github.com/${owner}/${repo}/pull/${c.issue}#issuecomment-${c.id}`,
      body: c.body,
      user: userJson(c.user),
      created_at: c.created_at,
      updated_at: c.updated_at,
      issue_url: `${api}/issues/${c.issue}`,
      author_association: c.user.type === 'Bot' ? 'NONE' : 'OWNER',
      ...(c.user.type === 'Bot' ? { performed_via_github_app: null } : {}),
    };
  }

  private async readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  private send(res: ServerResponse, status: number, data: unknown, headers: Record<string, string> = {}, operation?: Operation): void {
    if (operation && status < 300) this.violations.push(...openApi().validateResponse(operation, status, data));
    const body = data === undefined ? '' : JSON.stringify(data);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'x-github-api-version-selected': '2022-11-28', ...headers });
    res.end(body);
  }

  private takeFault(method: string, operationId: string | undefined): Fault | undefined {
    const index = this.faults.findIndex((f) => (f.method === undefined || f.method === method) && (f.operationId === undefined || f.operationId === operationId));
    if (index === -1) return undefined;
    const fault = this.faults[index]!;
    fault.times = (fault.times ?? 1) - 1;
    if (fault.times <= 0) this.faults.splice(index, 1);
    return fault;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    const raw = await this.readBody(req);
    const { problems, operation, params } = openApi().validateRequest(method, url, raw, req.headers['content-type']);
    const recorded: RecordedRequest = { method, path: url.pathname, query: Object.fromEntries(url.searchParams), authorization: req.headers.authorization };
    if (operation) recorded.operationId = operation.operationId;
    if (raw) {
      try {
        recorded.body = JSON.parse(raw);
      } catch {
        recorded.body = raw;
      }
    }
    this.requests.push(recorded);
    if (problems.length > 0 || !operation) {
      this.violations.push(`${method} ${url.pathname}${url.search}: ${problems.join('; ')}`);
      this.send(res, operation ? 400 : 404, { message: problems.join('; '), documentation_url: 'https://docs.github.com/rest' });
      return;
    }
    const token = /^token (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const user = token === undefined ? undefined : this.tokens.get(token);
    if (!user) {
      this.send(res, 401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
      return;
    }
    const fault = this.takeFault(method, operation.operationId);
    if (fault && fault.hangAfterMs === undefined) {
      this.send(res, fault.status ?? 500, { message: fault.message ?? 'fault', documentation_url: 'https://docs.github.com/rest' }, fault.headers ?? {});
      return;
    }
    const respond = (status: number, data: unknown, headers: Record<string, string> = {}) => {
      if (fault?.hangAfterMs !== undefined) {
        // The request took effect, but its answer is lost.
        setTimeout(() => res.destroy(), fault.hangAfterMs).unref();
        return;
      }
      this.send(res, status, data, headers, operation);
    };
    const owner = params.owner!;
    const repo = params.repo!;
    const body = recorded.body as Record<string, unknown> | undefined;
    const writes = operation.method !== 'GET';
    if (writes && token !== undefined && this.readOnly.has(token)) {
      this.send(res, 403, { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment', status: '403' });
      return;
    }

    switch (operation.operationId) {
      case 'users/get-authenticated': {
        if (user.type === 'Bot') {
          this.send(res, 403, { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user' });
          return;
        }
        respond(200, { ...userJson(user), name: null, company: null, blog: '', location: null, email: null, hireable: null, bio: null, public_repos: 1, public_gists: 0, followers: 0, following: 0, created_at: '2020-01-01T00:00:00Z', updated_at: '2020-01-01T00:00:00Z' });
        return;
      }
      case 'issues/list-comments': {
        const issue = Number(params.issue_number);
        const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 30));
        const page = Number(url.searchParams.get('page') ?? 1);
        const { items, headers } = paginate(this.commentsOn(issue), url, page, perPage);
        respond(200, items.map((c) => this.commentJson(c, owner, repo)), headers);
        return;
      }
      case 'issues/create-comment': {
        const comment = this.addComment(Number(params.issue_number), String(body?.body), user);
        respond(201, this.commentJson(comment, owner, repo), { location: `https://api.github.com/repos/${owner}/${repo}/issues/comments/${comment.id}` });
        return;
      }
      case 'issues/update-comment': {
        const comment = this.comments.find((c) => c.id === Number(params.comment_id));
        if (!comment) {
          this.send(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
          return;
        }
        if (comment.user.login !== user.login) {
          this.send(res, 403, { message: 'Must have admin rights to Repository.', documentation_url: 'https://docs.github.com/rest' });
          return;
        }
        comment.body = String(body?.body);
        comment.updated_at = new Date((this.clock += 1000)).toISOString();
        respond(200, this.commentJson(comment, owner, repo));
        return;
      }
      case 'pulls/get': {
        const pr = this.pulls.get(`${owner}/${repo}#${params.pull_number}`);
        if (!pr) {
          this.send(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
          return;
        }
        // Only what the Action reads; the full pull request object is large. Not validated as a response.
        const labels = (pr.labels ?? []).map((name, i) => ({ id: 7000 + i, node_id: `LA_${7000 + i}`, url: `https://api.github.com/repos/${owner}/${repo}/labels/${encodeURIComponent(name)}`, name, color: 'ededed', default: false, description: null }));
        this.send(res, 200, { number: pr.number, state: 'open', labels, head: { sha: pr.headSha, ref: 'topic', repo: { full_name: pr.headRepo } }, base: { ref: 'main', repo: { full_name: pr.baseRepo } } });
        return;
      }
      default: {
        const hook = this.hooks.findIndex((h) => h.operationId === operation.operationId);
        if (hook !== -1) this.hooks.splice(hook, 1)[0]!.run();
        const ctx: RouteContext = {
          operationId: operation.operationId,
          owner,
          repo,
          params,
          query: url.searchParams,
          body,
          respond,
          fail: (status, message) => {
            this.send(res, status, { message, documentation_url: 'https://docs.github.com/rest' });
            return true;
          },
        };
        const repository = this.repositories.get(`${owner}/${repo}`);
        const store: PullStore = { pulls: this.pullRequests, actionsMayNotCreatePulls: this.actionsMayNotCreatePulls, now: () => this.now() };
        if (handleGitOperation(ctx, repository) || handlePullOperation(ctx, repository, store)) return;
        this.violations.push(`${method} ${url.pathname}: valid, but the fake does not implement ${operation.operationId}`);
        this.send(res, 404, { message: 'Not Found (fake)', documentation_url: 'https://docs.github.com/rest' });
      }
    }
  }
}

/**
 * A FakeGitHub for one test file: started before its tests, stopped after them, and emptied before
 * each test with `token` known as the Actions bot.
 */
export function useFakeGitHub(token: string): FakeGitHub {
  const gh = new FakeGitHub();
  beforeAll(() => gh.start());
  afterAll(() => gh.stop());
  beforeEach(() => {
    gh.reset();
    gh.tokens.set(token, ACTIONS_BOT);
  });
  return gh;
}
