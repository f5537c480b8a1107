/**
 * mode: comment, the second half of the fork-safe flow: runs in a workflow_run workflow (the base
 * repository's code, a token that may write) after the pull request's workflow, reads the report that
 * mode: report wrote (downloaded as an artifact; untrusted), and posts the sticky comment. It checks out
 * and runs nothing of the pull request. Before posting it checks that the report is for the commit that
 * the workflow run measured, and that this commit is still the pull request's head.
 *
 * The step fails on an invalid or mismatched report and on GitHub errors; not on a regression (the pull
 * request's own check already failed).
 */
import { carriesLabel, labelAcceptor } from '../../core/accept.js';
import { inputError } from '../../core/errors.js';
import { createClient, describeApiError } from '../../github/client.js';
import { getPullHead } from '../../github/pull-request.js';
import type { RunProvenance } from '../../report/size-limit.js';
import { readPrReport, rulesChangeOf, type PrReport } from '../artifact.js';
import { renderRulesChange } from '../../report/rules-change.js';
import { commentMarker } from '../../github/sticky-comment.js';
import { mayCreate, postComment } from '../post-comment.js';
import type { RunContext, WorkflowRunInfo } from '../context.js';
import type { Evaluation } from '../evaluate.js';
import type { ActionInputs } from '../inputs.js';
import { noGateOutputPairs, type CommentOutcome } from '../outputs.js';
import { commentBody, publishOutcome, verdictMessage, type Delivery } from '../publish.js';
import type { StepIO } from '../step-io.js';

function evaluationOf(file: PrReport): Evaluation {
  if (file.verdict === 'no-baseline') return { kind: 'no-baseline', verdict: 'no-baseline', noBaseline: file.no_baseline!, hint: 'from-report' };
  return { kind: 'report', verdict: file.verdict, report: file.report! };
}

/**
 * The events of a run that mode report wrote a pull request's report in. A workflow_run fires for
 * every run of the workflows it names, whatever started them: a push, a schedule or a dispatch of the
 * same workflow has no pull request to comment on, and its artifact (if any) is not a pull request's.
 */
const PULL_REQUEST_EVENTS: readonly string[] = ['pull_request', 'pull_request_target'];

/** A workflow_run of a run that was not a pull request's: nothing to post, and not a failure (or an unknown event: refused). */
function skipNotPullRequest(run: WorkflowRunInfo, io: StepIO): void {
  if (run.event === '') {
    throw inputError('the workflow_run event', `does not say which event started run ${run.id}, so it is not known to be a pull request's; nothing was posted`, 'Run mode comment in a workflow triggered by workflow_run, as GitHub sends it (see the docs)');
  }
  io.setOutputs(noGateOutputPairs({ status: 'skipped-no-pull-request' }));
  io.notice(
    `bench-gate: mode comment: the workflow run it follows (${run.htmlUrl ?? `run ${run.id}`}) was started by ${run.event}, not by a pull request, ` +
      "so there is no pull request to comment on and nothing was posted (add `if: github.event.workflow_run.event == 'pull_request'` to the job to skip it)",
  );
}

export async function runComment(inputs: ActionInputs, context: RunContext, io: StepIO, env: NodeJS.ProcessEnv): Promise<void> {
  const run = context.workflowRun;
  if (context.eventName !== 'workflow_run' || !run) {
    throw inputError('input `mode`', `comment runs in a workflow_run workflow, not on ${context.eventName || 'this event'}`, 'Use mode: check (or report) here, and mode: comment in a workflow triggered by workflow_run (see the docs)');
  }
  if (!PULL_REQUEST_EVENTS.includes(run.event)) {
    skipNotPullRequest(run, io);
    return;
  }
  const file = readPrReport(inputs.reportFile);
  const number = file.pull_request.number;
  const sha = file.pull_request.head_sha;
  // The workflow run's head SHA comes from GitHub, not from the pull request's code: the report must be about that commit.
  if (sha !== run.headSha) {
    throw inputError(`input \`report-file\` (${inputs.reportFile})`, `it is for commit ${sha} but the workflow run measured ${run.headSha}; nothing was posted`, 'Download the artifact of this workflow run (run-id: ${{ github.event.workflow_run.id }})');
  }
  if (inputs.token === '') throw inputError('input `github-token`', 'is empty', 'mode: comment needs a token that may write pull request comments (permissions: pull-requests: write)');

  const evaluation = evaluationOf(file);
  // Who accepted is never the artifact's word: only this workflow's accept label can (checked below).
  if (evaluation.kind === 'report' && evaluation.verdict === 'accepted') evaluation.report.accepted_by = labelAcceptor(inputs.acceptLabel);
  const provenance: RunProvenance = { headSha: sha };
  if (run.htmlUrl) provenance.runUrl = run.htmlUrl;
  const commentKey = inputs.commentKey !== '' ? inputs.commentKey : (file.comment_key ?? '');
  // The pull request's run says whether it changed its rules; the note is rendered here, escaped, like the report.
  const change = rulesChangeOf(file, inputs.acceptLabel);
  const preface = change ? renderRulesChange(change) : undefined;
  await publishOutcome(
    {
      evaluation,
      provenance,
      ...(preface !== undefined ? { preface } : {}),
      commentKey,
      logReport: false,
      jobSummary: inputs.summary,
      annotate: false,
      deliver: () => deliverComment(inputs, context, run, file, evaluation, provenance, commentKey, io, preface),
      end: (delivery) => io.info(`${verdictMessage(evaluation)} (pull request #${number}, comment ${delivery.comment.status})`),
    },
    io,
    env,
  );
}

/**
 * Posts the comment once the pull request's head is confirmed to be what the workflow run measured;
 * GitHub's errors end the step (after the outputs, when the posting itself failed).
 */
async function deliverComment(inputs: ActionInputs, context: RunContext, run: WorkflowRunInfo, file: PrReport, evaluation: Evaluation, provenance: RunProvenance, commentKey: string, io: StepIO, preface: string | undefined): Promise<Delivery> {
  const number = file.pull_request.number;
  const sha = file.pull_request.head_sha;
  let comment: CommentOutcome;
  const client = createClient(inputs.token, { debug: io.debug, warning: io.warning });
  let head;
  try {
    head = await getPullHead(client, context.owner, context.repo, number);
  } catch (error) {
    throw inputError(`pull request #${number}`, `cannot be read (${describeApiError(error)})`, 'Check the workflow\'s permissions (pull-requests: write)');
  }
  // GitHub sends no head repository once a fork is deleted; without it the artifact could name another
  // pull request whose head has the same commit, so nothing is posted when it cannot be confirmed.
  if (run.headRepo === null || head.headRepo === null) {
    throw inputError(`pull request #${number}`, `its head repository cannot be confirmed (${run.headRepo === null ? 'the workflow_run event names none, as after a fork is deleted' : 'GitHub names none for the pull request'}); nothing was posted`, 'Nothing to do: a pull request whose head repository is gone cannot be commented on safely');
  }
  if (head.headRepo !== run.headRepo) {
    throw inputError(`input \`report-file\` (${inputs.reportFile})`, `pull request #${number} is from ${head.headRepo}, but the workflow run measured ${run.headRepo}; nothing was posted`, 'Download the artifact of this workflow run');
  }
  const accepted = evaluation.kind === 'report' && evaluation.verdict === 'accepted';
  if (head.headSha !== sha) {
    io.notice(`bench-gate: pull request #${number} has moved on to ${head.headSha}; not commenting about ${sha} (the newer commit's run will)`);
    comment = { status: 'skipped-stale' };
  } else if (accepted && !carriesLabel(head.labels, inputs.acceptLabel)) {
    // The report's "accepted" is the untrusted side's word: only the label on the pull request, as
    // GitHub shows it now and as this workflow names it, makes it so. Removing the label re-runs the
    // pull request's workflow (on: unlabeled), whose report will be commented on instead.
    io.notice(`bench-gate: the report of pull request #${number} says its regressions were accepted, but it does not carry the label "${inputs.acceptLabel}" (now); not commenting (the run after the label change will)`);
    comment = { status: 'skipped-stale' };
  } else if (inputs.comment === 'never') {
    comment = { status: 'skipped-policy' };
  } else {
    const marker = commentMarker(commentKey);
    try {
      comment = await postComment(
        client,
        { token: inputs.token, ref: { owner: context.owner, repo: context.repo, issueNumber: number }, marker, body: commentBody(evaluation, marker, provenance, preface), create: mayCreate(inputs.comment, evaluation) },
        io,
      );
    } catch (error) {
      const failed = inputError(`pull request #${number}`, `the comment could not be posted (${describeApiError(error)})`, 'Check the workflow\'s permissions (pull-requests: write)');
      return { comment: { status: 'failed' }, error: failed };
    }
  }
  return { comment };
}
