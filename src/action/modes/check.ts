/**
 * mode: check (the default): compare, publish the summary and files, comment on the pull request,
 * set the outputs, and fail the step on a regression. A read-only token (a fork's pull request) only
 * costs the comment: a warning and comment-status skipped-readonly-token.
 */
import { createClient, describeApiError } from '../../github/client.js';
import type { RunProvenance } from '../../report/size-limit.js';
import { commentMarker } from '../../github/sticky-comment.js';
import { isForbidden, mayCreate, postComment } from '../post-comment.js';
import type { RunContext } from '../context.js';
import type { Evaluation } from '../evaluate.js';
import { gateStep } from '../gate-step.js';
import type { ActionInputs } from '../inputs.js';
import type { CommentOutcome } from '../outputs.js';
import { commentBody } from '../publish.js';
import type { StepIO } from '../step-io.js';

async function commentOnPullRequest(inputs: ActionInputs, context: RunContext, evaluation: Evaluation, provenance: RunProvenance, io: StepIO, preface?: string): Promise<CommentOutcome> {
  const pr = context.pullRequest;
  if (!pr) return { status: 'skipped-no-pull-request' };
  if (inputs.comment === 'never') return { status: 'skipped-policy' };
  if (inputs.token === '') {
    io.warning(
      'bench-gate: input `github-token` is empty, so no pull request comment (the job summary has the report). A secret given there is empty on a pull request from a fork; ' +
        'leave the input out to use the job\'s token, with permissions: pull-requests: write',
    );
    return { status: 'skipped-no-token' };
  }
  const marker = commentMarker(inputs.commentKey);
  try {
    const client = createClient(inputs.token, { debug: io.debug, warning: io.warning });
    return await postComment(
      client,
      { token: inputs.token, ref: { owner: context.owner, repo: context.repo, issueNumber: pr.number }, marker, body: commentBody(evaluation, marker, provenance, preface), create: mayCreate(inputs.comment, evaluation) },
      io,
    );
  } catch (error) {
    if (isForbidden(error)) {
      io.warning(
        'bench-gate: the token may not comment on this pull request (403; a pull request from a fork gets a read-only token). ' +
          'The job summary has the report. On a pull request from a branch of this repository, give the workflow permissions: pull-requests: write (input `github-token` needs it); ' +
          'for a comment on fork pull requests use mode: report with a workflow_run workflow in mode: comment (see the docs).',
      );
      return { status: 'skipped-readonly-token' };
    }
    io.warning(`bench-gate: could not comment on the pull request: ${describeApiError(error)}`);
    return { status: 'failed' };
  }
}

export async function runCheck(inputs: ActionInputs, context: RunContext, io: StepIO, env: NodeJS.ProcessEnv): Promise<void> {
  await gateStep(inputs, context, io, env, {
    deliver: async (evaluation, provenance, preface) => ({ comment: await commentOnPullRequest(inputs, context, evaluation, provenance, io, preface) }),
  });
}
