/**
 * mode: report, the first half of the fork-safe flow: runs in the pull request's own workflow, where
 * a fork gets a read-only token, and needs no token at all. It compares, writes the job summary and the
 * outputs, fails the step on a regression like mode: check, and writes the report with the pull
 * request's number and head SHA to `report-file` for actions/upload-artifact. A workflow_run workflow
 * in mode: comment then posts it.
 */
import { buildPrReport, writePrReport } from '../artifact.js';
import type { RunContext } from '../context.js';
import { evaluate, labelAcceptance } from '../evaluate.js';
import type { ActionInputs } from '../inputs.js';
import { ruleSources } from '../rules-source.js';
import { renderRulesChange } from '../../report/rules-change.js';
import { endWithVerdict, publishOutcome } from '../publish.js';
import type { StepIO } from '../step-io.js';

export async function runReport(inputs: ActionInputs, context: RunContext, io: StepIO, env: NodeJS.ProcessEnv): Promise<void> {
  const acceptedBy = labelAcceptance(inputs.acceptLabel, context.pullRequest?.labels);
  const rules = await ruleSources(inputs, context, io, env, acceptedBy !== undefined);
  const evaluation = evaluate(inputs, acceptedBy, rules.files);
  const preface = rules.change ? renderRulesChange(rules.change) : undefined;
  const pr = context.pullRequest;
  const provenance = { headSha: pr?.headSha ?? context.sha, ...(context.runUrl ? { runUrl: context.runUrl } : {}) };

  await publishOutcome(
    {
      evaluation,
      provenance,
      preface,
      commentKey: inputs.commentKey,
      logReport: true,
      jobSummary: inputs.summary,
      annotate: true,
      deliver: async () => {
        if (pr) {
          writePrReport(inputs.reportFile, buildPrReport(evaluation, pr, inputs.commentKey));
          io.info(`bench-gate: wrote ${inputs.reportFile} for pull request #${pr.number} at ${pr.headSha}; upload it with actions/upload-artifact`);
        } else {
          io.notice(`bench-gate: mode report on a ${context.eventName || 'non-pull-request'} event: no pull request, so no ${inputs.reportFile} to comment with`);
        }
        return { comment: { status: 'skipped-report-mode' } };
      },
      end: () => endWithVerdict(evaluation, io, inputs.failOnRegression, 'info'),
    },
    io,
    env,
  );
}
