/**
 * mode: promote, on push to the default branch (or workflow_dispatch, schedule): the runs become the
 * new baseline as `bench-diff promote` makes it, published through the REST API for review: a pull
 * request "Promote benchmark baseline" from one fixed branch, opened once and then updated
 * (promote: pull-request), or a commit on the current branch (promote: commit).
 *
 * With promote-when: changed (the default) nothing is published when nothing changed beyond its limit,
 * so that merging a promotion does not start the next one; an open promotion pull request is still
 * kept up to date. A promotion that would drop benchmarks of the old baseline is refused, like the
 * CLI's, unless allow-missing; then nothing is written or published.
 */
import { inputError } from '../../core/errors.js';
import { createClient, type Client } from '../../github/client.js';
import type { OpenPull } from '../../github/promote-pull-request.js';
import { COMMENT_LIMIT_BYTES, JOB_SUMMARY_LIMIT_BYTES, type RunProvenance } from '../../report/size-limit.js';
import { codeSpan } from '../../report/markdown-escape.js';
import { plural } from '../../report/humanize.js';
import { PROMOTE_TITLE, promotionCommitMessage, renderNothingToPromote, renderPromotion, type PromotionInfo } from '../../report/promotion.js';
import type { RunContext } from '../context.js';
import type { ActionInputs } from '../inputs.js';
import type { PromotionOutputs } from '../outputs.js';
import { checkPromoteBranch, openPromotionPull, publishCommit, publishPullRequest, type PromoteOutcome, type Publication } from '../promote-publish.js';
import { preparePromotion, promotionBranch, promotionEvaluation, promotionInfo, repositoryPath, writePromotedFile, type Promotion } from '../promotion.js';
import { publishOutcome, type Delivery } from '../publish.js';
import type { StepIO } from '../step-io.js';

const SUMMARY_BUDGET = JOB_SUMMARY_LIMIT_BYTES - 1024;

function publishedLine(outcome: PromoteOutcome, branch: string): string {
  if (outcome.status === 'committed') return `**Committed** ${codeSpan(outcome.commitSha!.slice(0, 12))} to ${codeSpan(branch)}.`;
  return `**Pull request** [#${outcome.prNumber}](${outcome.prUrl}) ${outcome.status === 'pull-request-created' ? 'opened' : 'updated'}.`;
}

interface Published {
  outcome: PromoteOutcome;
  info: PromotionInfo;
}

/** Publishes the new baseline (already written in the workspace); `open`: the open promotion pull request, if any. */
async function publish(client: Client, inputs: ActionInputs, context: RunContext, p: Promotion, open: OpenPull | null, provenance: RunProvenance, env: NodeJS.ProcessEnv): Promise<Published> {
  const path = repositoryPath(p.baselinePath, env.GITHUB_WORKSPACE || process.cwd());
  const info = promotionInfo(p, path, context);
  if (p.reasons.length === 0) info.forced = inputs.promoteWhen === 'always' ? 'always' : 'open-pull-request';
  const publication: Publication = { owner: context.owner, repo: context.repo, branch: p.branch, path, content: p.content, message: promotionCommitMessage(info, context.runUrl) };
  if (inputs.promote === 'commit') return { outcome: await publishCommit(client, publication), info };
  const prInfo = { ...info, promoteBranch: inputs.promoteBranch };
  const body = renderPromotion(p.result.comparison, prInfo, { marker: true, limitBytes: COMMENT_LIMIT_BYTES, detailsIn: 'the job summary of the workflow run that promoted', provenance });
  const outcome = await publishPullRequest(client, publication, { branch: inputs.promoteBranch, title: PROMOTE_TITLE, body, open });
  return { outcome, info: prInfo };
}

export async function runPromote(inputs: ActionInputs, context: RunContext, io: StepIO, env: NodeJS.ProcessEnv): Promise<void> {
  const branch = promotionBranch(context);
  if (inputs.token === '') {
    throw inputError('input `github-token`', 'is empty', 'mode: promote publishes through the REST API: it needs a token with contents: write (and pull-requests: write for promote: pull-request)');
  }
  if (inputs.promote === 'pull-request') checkPromoteBranch(inputs.promoteBranch, branch, context.defaultBranch);
  const promotion = preparePromotion(inputs, context, branch);
  const evaluation = promotionEvaluation(promotion);
  const provenance: RunProvenance = { headSha: context.sha, ...(context.runUrl ? { runUrl: context.runUrl } : {}) };
  // What the step says once the outputs are set: what was promoted, or that nothing was.
  let result: string | undefined;
  const ended = (promotion: PromotionOutputs, summary: string, error?: unknown): Delivery => ({
    comment: { status: 'skipped-promote-mode' },
    promotion,
    ...(inputs.summary ? { jobSummary: summary } : {}),
    ...(error !== undefined ? { error } : {}),
  });
  const deliver = async (comparisonMarkdown: string): Promise<Delivery> => {
    if (promotion.result.dropped.length > 0) io.warning(`bench-gate: dropped from the baseline (allow-missing): ${promotion.result.dropped.join(', ')}`);
    const client = createClient(inputs.token, { debug: io.debug, warning: io.warning });
    const changed = promotion.reasons.length > 0 || inputs.promoteWhen === 'always';
    let open: OpenPull | null = null;
    let written = false;
    try {
      if (inputs.promote === 'pull-request') open = await openPromotionPull(client, context.owner, context.repo, inputs.promoteBranch);
      if (!changed && open === null) {
        result = `bench-gate: nothing changed beyond its limit against ${promotion.baselinePath}, so nothing was promoted (promote-when: always promotes all the same)`;
        return ended({ status: 'skipped-unchanged' }, `${renderNothingToPromote(promotion.baselinePath)}\n${comparisonMarkdown}`);
      }
      writePromotedFile(promotion);
      written = true;
      const { outcome, info } = await publish(client, inputs, context, promotion, open, provenance, env);
      // The summary is not the pull request: it links to it instead of saying "merge this".
      const summary = renderPromotion(promotion.result.comparison, { ...info, promoteBranch: undefined }, { limitBytes: SUMMARY_BUDGET, detailsIn: 'the report JSON (output `report-json`)', provenance, published: publishedLine(outcome, branch) });
      const what = `${info.baselinePath} (${plural(info.benchmarks, 'benchmark')}, ${promotion.reasons.length > 0 ? promotion.reasons.join(', ') : 'nothing changed beyond its limit'})`;
      if (outcome.status === 'committed') result = `bench-gate: promoted ${what} in commit ${outcome.commitSha} on ${branch}`;
      else result = `bench-gate: promoted ${what} in pull request #${outcome.prNumber} (${outcome.status === 'pull-request-created' ? 'opened' : 'updated'}): ${outcome.prUrl}`;
      return ended({ ...outcome, baselinePath: promotion.baselinePath }, summary);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return ended({ status: 'failed', ...(written ? { baselinePath: promotion.baselinePath } : {}) }, `### 📏 bench-gate: the promotion was not published\n\n${codeSpan(message)}\n\n${comparisonMarkdown}`, error);
    }
  };

  await publishOutcome(
    {
      evaluation,
      provenance,
      commentKey: inputs.commentKey,
      logReport: true,
      // The promotion's own summary, written after it is published.
      jobSummary: false,
      annotate: false,
      deliver,
      end: () => {
        if (result !== undefined) io.notice(result);
      },
    },
    io,
    env,
  );
}
