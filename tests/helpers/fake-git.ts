/**
 * The fake GitHub's repositories: an in-memory git object store (blobs, flat trees, commits, branch
 * refs) with SHAs computed like git's for blobs, and the Git Data and contents endpoints the Action's
 * promote mode uses, answered as GitHub answers them (422 for an existing ref or a non-fast-forward
 * update, 409 when the contents API's sha is not the file's current blob, 422 when it is missing for an
 * existing file), and the commits list that history: true asks for a base commit's ancestors.
 * Responses follow GitHub's OpenAPI description; fake-github.ts checks them.
 */
import { paginate } from './pagination.js';
import { createHash } from 'node:crypto';

export interface FakeCommit {
  sha: string;
  tree: string;
  parents: string[];
  message: string;
  date: string;
}

export interface RouteContext {
  operationId: string;
  owner: string;
  repo: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
  respond(status: number, data: unknown, headers?: Record<string, string>): void;
  /** Answers with GitHub's error shape; returns true, so that a handler can `return ctx.fail(...)`. */
  fail(status: number, message: string): true;
}

const ACTIONS_AUTHOR = { name: 'github-actions[bot]', email: '41898282+github-actions[bot]@users.noreply.github.com' };
const VERIFICATION = { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null };

function sha1(text: string | Buffer): string {
  return createHash('sha1').update(text).digest('hex');
}

/** The largest file the contents API inlines (1 MB). */
export const CONTENTS_INLINE_BYTES = 1024 * 1024;

export class FakeRepository {
  readonly refs = new Map<string, string>();
  readonly blobs = new Map<string, Buffer>();
  readonly trees = new Map<string, Map<string, string>>();
  readonly commits = new Map<string, FakeCommit>();
  private clock = Date.parse('2024-05-01T12:00:00Z');
  private serial = 0;

  constructor(
    readonly fullName: string,
    readonly defaultBranch = 'main',
  ) {}

  blob(content: Buffer): string {
    const sha = sha1(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content]));
    this.blobs.set(sha, content);
    return sha;
  }

  tree(files: ReadonlyMap<string, string>): string {
    const entries = [...files].sort(([a], [b]) => (a < b ? -1 : 1));
    const sha = sha1(`tree ${JSON.stringify(entries)}`);
    this.trees.set(sha, new Map(entries));
    return sha;
  }

  commit(tree: string, parents: string[], message: string): string {
    const date = new Date((this.clock += 60_000)).toISOString();
    const sha = sha1(`commit ${tree} ${parents.join(',')} ${date} ${this.serial++}\n${message}`);
    this.commits.set(sha, { sha, tree, parents, message, date });
    return sha;
  }

  /** A commit on `branch` that sets (or, with null, deletes) files: the repository's history, or someone else's push. */
  push(branch: string, files: Record<string, string | null>, message = 'Change files'): string {
    const head = this.refs.get(`heads/${branch}`);
    const current = new Map(head ? this.trees.get(this.commits.get(head)!.tree)! : []);
    for (const [path, content] of Object.entries(files)) {
      if (content === null) current.delete(path);
      else current.set(path, this.blob(Buffer.from(content)));
    }
    const sha = this.commit(this.tree(current), head ? [head] : [], message);
    this.refs.set(`heads/${branch}`, sha);
    return sha;
  }

  /** A file's content at a branch or commit; undefined when absent. */
  fileAt(refOrSha: string, path: string): string | undefined {
    const sha = this.refs.get(`heads/${refOrSha}`) ?? refOrSha;
    const blob = this.trees.get(this.commits.get(sha)?.tree ?? '')?.get(path);
    return blob === undefined ? undefined : this.blobs.get(blob)!.toString('utf8');
  }

  /** The first-parent history of a branch, newest first. */
  log(branch: string): FakeCommit[] {
    const out: FakeCommit[] = [];
    for (let sha = this.refs.get(`heads/${branch}`); sha !== undefined; sha = this.commits.get(sha)!.parents[0]) out.push(this.commits.get(sha)!);
    return out;
  }

  private api(): string {
    return `https://api.github.com/repos/${this.fullName}`;
  }

  refJson(ref: string): Record<string, unknown> {
    const sha = this.refs.get(ref)!;
    return { ref: `refs/${ref}`, node_id: `REF_${sha1(ref).slice(0, 12)}`, url: `${this.api()}/git/refs/${ref}`, object: { type: 'commit', sha, url: `${this.api()}/git/commits/${sha}` } };
  }

  commitJson(sha: string): Record<string, unknown> {
    const c = this.commits.get(sha)!;
    const person = { ...ACTIONS_AUTHOR, date: c.date };
    return {
      sha,
      node_id: `C_${sha.slice(0, 12)}`,
      url: `${this.api()}/git/commits/${sha}`,
      html_url: `https://github.com/${this.fullName}/commit/${sha}`,
      author: person,
      committer: person,
      tree: { sha: c.tree, url: `${this.api()}/git/trees/${c.tree}` },
      message: c.message,
      parents: c.parents.map((p) => ({ sha: p, url: `${this.api()}/git/commits/${p}`, html_url: `https://github.com/${this.fullName}/commit/${p}` })),
      verification: VERIFICATION,
    };
  }

  /** A commit and its ancestors, newest first (by date, as `git rev-list` and GitHub's commits list order them). */
  ancestry(sha: string): FakeCommit[] {
    const seen = new Map<string, FakeCommit>();
    const todo = [sha];
    while (todo.length > 0) {
      const next = todo.pop()!;
      const c = this.commits.get(next);
      if (c === undefined || seen.has(next)) continue;
      seen.set(next, c);
      todo.push(...c.parents);
    }
    return [...seen.values()].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  }

  /** A commit as the commits list (repos/list-commits) shows it: the git commit under `commit`, GitHub's users (none here) beside it. */
  listedCommitJson(sha: string): Record<string, unknown> {
    const c = this.commits.get(sha)!;
    const person = { ...ACTIONS_AUTHOR, date: c.date };
    return {
      url: `${this.api()}/commits/${sha}`,
      sha,
      node_id: `C_${sha.slice(0, 12)}`,
      html_url: `https://github.com/${this.fullName}/commit/${sha}`,
      comments_url: `${this.api()}/commits/${sha}/comments`,
      commit: {
        url: `${this.api()}/git/commits/${sha}`,
        author: person,
        committer: person,
        message: c.message,
        comment_count: 0,
        tree: { sha: c.tree, url: `${this.api()}/git/trees/${c.tree}` },
        verification: VERIFICATION,
      },
      author: null,
      committer: null,
      parents: c.parents.map((p) => ({ sha: p, url: `${this.api()}/commits/${p}`, html_url: `https://github.com/${this.fullName}/commit/${p}` })),
    };
  }

  contentJson(path: string, blob: string, ref: string, withContent: boolean): Record<string, unknown> {
    const content = this.blobs.get(blob)!;
    const url = `${this.api()}/contents/${path}?ref=${encodeURIComponent(ref)}`;
    const html = `https://github.com/${this.fullName}/blob/${ref}/${path}`;
    const git = `${this.api()}/git/blobs/${blob}`;
    return {
      type: 'file',
      name: path.split('/').at(-1),
      path,
      sha: blob,
      size: content.length,
      url,
      html_url: html,
      git_url: git,
      download_url: `https://raw.githubusercontent.com/${this.fullName}/${ref}/${path}`,
      _links: { self: url, git, html },
      // GitHub inlines a file of up to 1 MB; a larger one (up to 100 MB) comes with no content and
      // encoding "none" (only the raw media type or the blob serves it).
      ...(withContent ? (content.length <= CONTENTS_INLINE_BYTES ? { content: content.toString('base64'), encoding: 'base64' } : { content: '', encoding: 'none' }) : {}),
    };
  }
}

function resolveRef(repo: FakeRepository, ref: string | null): string | undefined {
  const name = ref ?? repo.defaultBranch;
  return repo.refs.get(`heads/${name.replace(/^refs\/heads\//, '')}`) ?? (repo.commits.has(name) ? name : undefined);
}

/**
 * The commits list (repos/list-commits) from `sha` (a branch or a commit; the default branch when
 * absent): the commit and its ancestors, newest first, `per_page` (default 30, at most 100) a page, with
 * GitHub's Link header. Filters other than sha are not modelled (the Action sends none).
 */
function listCommits(ctx: RouteContext, repo: FakeRepository): void {
  const from = resolveRef(repo, ctx.query.get('sha'));
  if (from === undefined) {
    ctx.fail(404, `No commit found for SHA: ${ctx.query.get('sha') ?? repo.defaultBranch}`);
    return;
  }
  const perPage = Math.min(100, Number(ctx.query.get('per_page') ?? 30));
  const page = Number(ctx.query.get('page') ?? 1);
  const base = new URL(`https://api.github.com/repos/${repo.fullName}/commits`);
  for (const [k, v] of ctx.query) base.searchParams.set(k, v);
  const { items, headers } = paginate(repo.ancestry(from), base, page, perPage);
  ctx.respond(200, items.map((c) => repo.listedCommitJson(c.sha)), headers);
}

/** Answers the Git Data and contents operations; false when `ctx` is another operation. */
export function handleGitOperation(ctx: RouteContext, repo: FakeRepository | undefined): boolean {
  const gitOps = ['git/get-ref', 'git/get-commit', 'git/get-tree', 'git/get-blob', 'git/create-blob', 'git/create-tree', 'git/create-commit', 'git/create-ref', 'git/update-ref', 'repos/get-content', 'repos/create-or-update-file-contents', 'repos/list-commits'];
  if (!gitOps.includes(ctx.operationId)) return false;
  if (!repo) {
    ctx.fail(404, 'Not Found');
    return true;
  }
  const body = ctx.body ?? {};
  switch (ctx.operationId) {
    case 'repos/list-commits': {
      listCommits(ctx, repo);
      return true;
    }
    case 'git/get-ref': {
      if (!repo.refs.has(ctx.params.ref!)) return ctx.fail(404, 'Not Found');
      ctx.respond(200, repo.refJson(ctx.params.ref!));
      return true;
    }
    case 'git/get-commit': {
      if (!repo.commits.has(ctx.params.commit_sha!)) return ctx.fail(404, 'Not Found');
      ctx.respond(200, repo.commitJson(ctx.params.commit_sha!));
      return true;
    }
    case 'git/get-tree': {
      const files = repo.trees.get(ctx.params.tree_sha!);
      if (!files) return ctx.fail(404, 'Not Found');
      const api = `https://api.github.com/repos/${repo.fullName}`;
      const tree = [...files].map(([path, blob]) => ({ path, mode: '100644', type: 'blob', sha: blob, size: repo.blobs.get(blob)!.length, url: `${api}/git/blobs/${blob}` }));
      ctx.respond(200, { sha: ctx.params.tree_sha, url: `${api}/git/trees/${ctx.params.tree_sha}`, truncated: false, tree });
      return true;
    }
    case 'git/get-blob': {
      const content = repo.blobs.get(ctx.params.file_sha!);
      if (!content) return ctx.fail(404, 'Not Found');
      const sha = ctx.params.file_sha!;
      ctx.respond(200, { sha, node_id: `B_${sha.slice(0, 12)}`, url: `https://api.github.com/repos/${repo.fullName}/git/blobs/${sha}`, size: content.length, content: content.toString('base64'), encoding: 'base64' });
      return true;
    }
    case 'git/create-blob': {
      const encoding = (body.encoding as string | undefined) ?? 'utf-8';
      const sha = repo.blob(Buffer.from(String(body.content), encoding === 'base64' ? 'base64' : 'utf8'));
      ctx.respond(201, { sha, url: `https://api.github.com/repos/${repo.fullName}/git/blobs/${sha}` });
      return true;
    }
    case 'git/create-tree': {
      const base = body.base_tree === undefined ? new Map<string, string>() : repo.trees.get(String(body.base_tree));
      if (!base) return ctx.fail(422, 'Invalid tree info');
      const files = new Map(base);
      for (const entry of body.tree as Array<Record<string, unknown>>) {
        const blob = typeof entry.content === 'string' ? repo.blob(Buffer.from(entry.content)) : String(entry.sha);
        if (!repo.blobs.has(blob) || entry.type !== 'blob' || entry.mode !== '100644') return ctx.fail(422, 'Invalid tree info');
        files.set(String(entry.path), blob);
      }
      const sha = repo.tree(files);
      const tree = [...files].map(([path, blob]) => ({ path, mode: '100644', type: 'blob', sha: blob, size: repo.blobs.get(blob)!.length, url: `https://api.github.com/repos/${repo.fullName}/git/blobs/${blob}` }));
      ctx.respond(201, { sha, url: `https://api.github.com/repos/${repo.fullName}/git/trees/${sha}`, truncated: false, tree });
      return true;
    }
    case 'git/create-commit': {
      const parents = (body.parents as string[] | undefined) ?? [];
      if (!repo.trees.has(String(body.tree)) || parents.some((p) => !repo.commits.has(p))) return ctx.fail(422, 'Invalid request');
      ctx.respond(201, repo.commitJson(repo.commit(String(body.tree), parents, String(body.message))));
      return true;
    }
    case 'git/create-ref': {
      const ref = String(body.ref).replace(/^refs\//, '');
      if (!/^heads\/./.test(ref) || !repo.commits.has(String(body.sha))) return ctx.fail(422, 'Object does not exist');
      if (repo.refs.has(ref)) return ctx.fail(422, 'Reference already exists');
      repo.refs.set(ref, String(body.sha));
      ctx.respond(201, repo.refJson(ref), { location: `https://api.github.com/repos/${repo.fullName}/git/refs/${ref}` });
      return true;
    }
    case 'git/update-ref': {
      const ref = ctx.params.ref!;
      const current = repo.refs.get(ref);
      if (current === undefined) return ctx.fail(422, 'Reference does not exist');
      const sha = String(body.sha);
      if (!repo.commits.has(sha)) return ctx.fail(422, 'Object does not exist');
      const fastForward = (function reaches(from: string): boolean {
        return from === current || repo.commits.get(from)!.parents.some(reaches);
      })(sha);
      if (!fastForward && body.force !== true) return ctx.fail(422, 'Update is not a fast forward');
      repo.refs.set(ref, sha);
      ctx.respond(200, repo.refJson(ref));
      return true;
    }
    case 'repos/get-content': {
      const ref = ctx.query.get('ref');
      const commit = resolveRef(repo, ref);
      const blob = commit === undefined ? undefined : repo.trees.get(repo.commits.get(commit)!.tree)!.get(ctx.params.path!);
      if (blob === undefined) return ctx.fail(404, 'Not Found');
      ctx.respond(200, repo.contentJson(ctx.params.path!, blob, ref ?? repo.defaultBranch, true));
      return true;
    }
    case 'repos/create-or-update-file-contents': {
      const branch = (body.branch as string | undefined) ?? repo.defaultBranch;
      const head = repo.refs.get(`heads/${branch}`);
      if (head === undefined) return ctx.fail(404, `Branch ${branch} not found`);
      const path = ctx.params.path!;
      const current = repo.trees.get(repo.commits.get(head)!.tree)!.get(path);
      if (current !== undefined && body.sha === undefined) return ctx.fail(422, 'Invalid request.\n\n"sha" wasn\'t supplied.');
      if (body.sha !== undefined && body.sha !== current) return ctx.fail(409, `${path} does not match ${String(body.sha)}`);
      const files = new Map(repo.trees.get(repo.commits.get(head)!.tree)!);
      const blob = repo.blob(Buffer.from(String(body.content), 'base64'));
      files.set(path, blob);
      const sha = repo.commit(repo.tree(files), [head], String(body.message));
      repo.refs.set(`heads/${branch}`, sha);
      const commit = repo.commitJson(sha);
      ctx.respond(current === undefined ? 201 : 200, { content: repo.contentJson(path, blob, branch, false), commit });
      return true;
    }
  }
  return false;
}
