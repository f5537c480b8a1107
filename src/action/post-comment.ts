/**
 * Posting the sticky comment under the `comment` policy, and turning GitHub's answers into a
 * comment-status: a 403 is a read-only token (a fork's pull request), which the caller reports as a
 * warning rather than a failure in `mode: check`.
 */
import { statusOf, type Client } from '../github/client.js';
import { tokenIdentity, upsertComment, type IssueRef } from '../github/sticky-comment.js';
import type { Evaluation } from './evaluate.js';
import type { CommentPolicy } from './inputs.js';
import type { CommentOutcome } from './outputs.js';
import type { StepIO } from './step-io.js';

/** Whether the policy lets this evaluation create a comment (an existing one is always kept up to date). */
export function mayCreate(policy: CommentPolicy, evaluation: Evaluation): boolean {
  if (policy === 'always') return true;
  if (policy === 'never') return false;
  if (evaluation.kind === 'no-baseline') return policy === 'on-change';
  const s = evaluation.report.summary;
  // Accepted regressions are still regressions: the comment says that they were accepted, and by what.
  const failing = evaluation.verdict !== 'pass';
  if (policy === 'on-regression') return failing;
  return failing || s.regressed + s.failed + s.missing + s.improved + s.new > 0;
}


interface CommentRequest {
  token: string;
  ref: IssueRef;
  marker: string;
  body: string;
  create: boolean;
}

/** Creates or updates the comment; GitHub's errors are thrown for the mode to judge. */
export async function postComment(client: Client, request: CommentRequest, io: StepIO): Promise<CommentOutcome> {
  const identity = await tokenIdentity(client, request.token);
  const result = await upsertComment(client, request.ref, request.marker, request.body, identity, { create: request.create, log: io.info });
  if (result.status === 'not-created') return { status: 'skipped-policy' };
  const outcome: CommentOutcome = { status: result.status };
  if (result.id !== undefined) outcome.id = result.id;
  if (result.url !== undefined) outcome.url = result.url;
  return outcome;
}

/** A 403 that refuses the token (not a rate limit that outlasted the retries: GitHub sends those as 403 too). */
export function isForbidden(error: unknown): boolean {
  if (statusOf(error) !== 403) return false;
  const headers = (error as { response?: { headers?: Record<string, string | undefined> } }).response?.headers ?? {};
  return headers['x-ratelimit-remaining'] !== '0' && !/rate limit/i.test(error instanceof Error ? error.message : '');
}

