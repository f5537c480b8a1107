/**
 * One sticky comment per pull request and comment key: found by its hidden marker and its author,
 * updated in place when its body changed, created when absent.
 *
 * Whose comment is ours. A workflow token cannot call GET /user, so the token's identity is decided
 * from the token's kind:
 *   - a personal access token (ghp_, github_pat_, gho_, ghu_) can call GET /user: its login must match;
 *   - any other token (the workflow's GITHUB_TOKEN, a GitHub App installation token: ghs_) comments as
 *     an App's bot account, so the author must be a bot (`user.type` "Bot", login "...[bot]"), and
 *     `github-actions[bot]` is preferred when several bots carry the same marker.
 * People cannot author comments as a bot, so a person who copies the marker into their own comment
 * never has that comment edited or mistaken for ours.
 *
 * Creating is never blindly repeated: when a create gets no definite answer (a timeout, a network
 * error, a 5xx), the comments are listed again first, and only when ours is still absent is it sent
 * again.
 */
import { describeApiError, statusOf, type Client } from './client.js';

export interface IssueRef {
  owner: string;
  repo: string;
  issueNumber: number;
}

interface CommentUser {
  login: string;
  type?: string;
}

export interface ExistingComment {
  id: number;
  body?: string;
  html_url: string;
  user: CommentUser | null;
}

type Identity = (user: CommentUser | null) => boolean;

export const ACTIONS_BOT = 'github-actions[bot]';

const PERSONAL_TOKEN = /^(ghp_|github_pat_|gho_|ghu_)/;

export function isBot(user: CommentUser | null): boolean {
  return user !== null && user.type === 'Bot' && user.login.endsWith('[bot]');
}

/** Who the token comments as (see the module comment). */
export async function tokenIdentity(client: Client, token: string): Promise<Identity> {
  if (PERSONAL_TOKEN.test(token)) {
    const { data } = await client.rest.users.getAuthenticated();
    const login = data.login.toLowerCase();
    return (user) => user !== null && user.login.toLowerCase() === login;
  }
  return isBot;
}

/** A comment key with everything but letters, digits and `._-` percent-encoded (`%` included): one key, one text. */
export function encodeCommentKey(key: string): string {
  return key.replace(/[^A-Za-z0-9._-]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** The marker on the first line of the body. Keys are percent-encoded so that they cannot end the HTML comment. */
export function commentMarker(key: string): string {
  const safe = encodeCommentKey(key);
  return safe === '' ? '<!-- bench-gate:comment -->' : `<!-- bench-gate:comment key=${safe} -->`;
}

function firstLine(body: string | undefined): string {
  return (body ?? '').split(/\r?\n/, 1)[0]!.trim();
}

/** Ours among the listed comments, by marker and identity; `github-actions[bot]`'s first when several match. */
export function pickOurs(comments: readonly ExistingComment[], marker: string, identity: Identity): ExistingComment | undefined {
  const candidates = comments.filter((c) => firstLine(c.body) === marker && identity(c.user));
  return candidates.find((c) => c.user?.login === ACTIONS_BOT) ?? candidates[0];
}

/** Lists the issue's comments, 100 a page, until ours is found. */
async function findComment(client: Client, ref: IssueRef, marker: string, identity: Identity): Promise<ExistingComment | undefined> {
  const pages = client.paginate.iterator(client.rest.issues.listComments, {
    owner: ref.owner,
    repo: ref.repo,
    issue_number: ref.issueNumber,
    per_page: 100,
  });
  let fallback: ExistingComment | undefined;
  for await (const page of pages) {
    const ours = pickOurs(page.data as ExistingComment[], marker, identity);
    if (ours?.user?.login === ACTIONS_BOT) return ours;
    fallback ??= ours;
  }
  return fallback;
}

type UpsertStatus = 'created' | 'updated' | 'unchanged' | 'not-created';

interface UpsertResult {
  status: UpsertStatus;
  id?: number;
  url?: string;
}

interface UpsertOptions {
  /** When false, an existing comment is still updated but none is created (comment: on-regression). */
  create: boolean;
  log?: (message: string) => void;
}

/** The same body as far as GitHub is concerned: it stores line ends as \r\n in some cases. */
function sameBody(a: string | undefined, b: string): boolean {
  const norm = (s: string) => s.replace(/\r\n/g, '\n').trimEnd();
  return a !== undefined && norm(a) === norm(b);
}

/** An answer that does not tell whether the comment was created. */
function uncertain(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status >= 500;
}

const CREATE_ATTEMPTS = 3;

async function updateIfChanged(client: Client, ref: IssueRef, existing: ExistingComment, body: string): Promise<UpsertResult> {
  if (sameBody(existing.body, body)) return { status: 'unchanged', id: existing.id, url: existing.html_url };
  const { data } = await client.rest.issues.updateComment({ owner: ref.owner, repo: ref.repo, comment_id: existing.id, body });
  return { status: 'updated', id: data.id, url: data.html_url };
}

/** Creates or updates the sticky comment; no call when the body is unchanged. */
export async function upsertComment(client: Client, ref: IssueRef, marker: string, body: string, identity: Identity, options: UpsertOptions): Promise<UpsertResult> {
  const existing = await findComment(client, ref, marker, identity);
  if (existing) return updateIfChanged(client, ref, existing, body);
  if (!options.create) return { status: 'not-created' };

  for (let attempt = 1; ; attempt++) {
    try {
      const { data } = await client.rest.issues.createComment({
        owner: ref.owner,
        repo: ref.repo,
        issue_number: ref.issueNumber,
        body,
        // Never re-sent by the retry plugin: see the loop below.
        request: { retries: 0 },
      });
      return { status: 'created', id: data.id, url: data.html_url };
    } catch (error) {
      if (!uncertain(error) || attempt >= CREATE_ATTEMPTS) throw error;
      options.log?.(`Creating the comment got no definite answer (${describeApiError(error)}); looking for it before trying again`);
      const found = await findComment(client, ref, marker, identity);
      if (found) {
        const result = await updateIfChanged(client, ref, found, body);
        return { ...result, status: result.status === 'unchanged' ? 'created' : result.status };
      }
    }
  }
}
