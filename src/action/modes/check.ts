/**
 * mode: check (the default): compare, publish the summary and files, comment on the pull request,
 * set the outputs, and fail the step on a regression. A read-only token (a fork's pull request) only
 * costs the comment: a warning and comment-status skipped-readonly-token.
 */
import { createClient } from '../../github/client.js';
import type { Provenance } from '../../report/comment.js';
import { commentMarker, describeApiError, isForbidden, mayCreate, postComment } from '../commenting.js';
import type { RunContext } from '../context.js';
import { evaluate, labelAcceptance, type Evaluation } from '../evaluate.js';
import type { ActionInputs } from '../inputs.js';
import { ruleSources } from '../rules-source.js';
import { historySource } from '../history-source.js';
import { renderRulesChange } from '../../report/rules-change.js';
import type { CommentOutcome } from '../outputs.js';
import { annotate, logReport, commentBody, fullMarkdown, outputsOf, reportDir, setOutputs, verdictMessage, writeReportFiles, type StepIO } from '../publish.js';

async function commentOnPullRequest(inputs: ActionInputs, context: RunContext, evaluation: Evaluation, provenance: Provenance, io: StepIO, preface?: string): Promise<CommentOutcome> {
  const pr = context.pullRequest;
  if (!pr) return { status: 'skipped-no-pull-request' };
  if (inputs.comment === 'never') return { status: 'skipped-policy' };
  if (inputs.token === '') {
    io.warning('bench-gate: no github-token, so no pull request comment (the job summary has the report)');
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
          'The job summary has the report; for a comment on fork pull requests use mode: report with a workflow_run workflow in mode: comment (see the docs).',
      );
      return { status: 'skipped-readonly-token' };
    }
    io.warning(`bench-gate: could not comment on the pull request: ${describeApiError(error)}`);
    return { status: 'failed' };
  }
}

export async function runCheck(inputs: ActionInputs, context: RunContext, io: StepIO, env: NodeJS.ProcessEnv): Promise<void> {
  const acceptedBy = labelAcceptance(inputs.acceptLabel, context.pullRequest?.labels);
  const rules = await ruleSources(inputs, context, io, env, acceptedBy !== undefined);
  const evaluation = evaluate(inputs, acceptedBy, rules.files, await historySource(inputs, context, io, env));
  const preface = rules.change ? renderRulesChange(rules.change) : undefined;
  const provenance: Provenance = { headSha: context.pullRequest?.headSha ?? context.sha };
  if (context.runUrl) provenance.runUrl = context.runUrl;

  logReport(evaluation, io);
  const markdown = fullMarkdown(evaluation, provenance, preface);
  const files = writeReportFiles(evaluation, markdown, reportDir(env, inputs.commentKey));
  if (inputs.summary) io.appendSummary(markdown);
  const comment = await commentOnPullRequest(inputs, context, evaluation, provenance, io, preface);
  setOutputs(outputsOf(evaluation, files, comment), io);
  if (evaluation.kind === 'report') annotate(evaluation.report, io);

  const message = verdictMessage(evaluation);
  if (evaluation.verdict === 'fail' && inputs.failOnRegression) io.setFailed(message);
  else if (evaluation.verdict === 'fail') io.warning(`${message} (fail-on-regression is false)`);
  else if (evaluation.verdict === 'accepted') io.warning(message);
  else if (evaluation.kind === 'no-baseline') io.notice(message);
  else io.info(message);
}
