/**
 * mode: report, the first half of the fork-safe flow: runs in the pull request's own workflow, where
 * a fork gets a read-only token, and writes nothing through the API: the token only reads the base
 * commit's rules when the checkout lacks that commit, and the history with history: true. It compares, writes the job summary and the
 * outputs, fails the step on a regression like mode: check, and writes the report with the pull
 * request's number and head SHA to `report-file` for actions/upload-artifact. A workflow_run workflow
 * in mode: comment then posts it.
 */
import { buildPrReport, writePrReport } from '../artifact.js';
import type { RunContext } from '../context.js';
import { gateStep } from '../gate-step.js';
import type { ActionInputs } from '../inputs.js';
import type { StepIO } from '../step-io.js';

export async function runReport(inputs: ActionInputs, context: RunContext, io: StepIO, env: NodeJS.ProcessEnv): Promise<void> {
  const pr = context.pullRequest;
  await gateStep(inputs, context, io, env, {
    deliver: async (evaluation, _provenance, _preface, change) => {
      if (pr) {
        writePrReport(inputs.reportFile, buildPrReport(evaluation, pr, inputs.commentKey, change));
        io.info(`bench-gate: wrote ${inputs.reportFile} for pull request #${pr.number} at ${pr.headSha}; upload it with actions/upload-artifact`);
      } else {
        io.notice(`bench-gate: mode report on a ${context.eventName || 'non-pull-request'} event: no pull request, so no ${inputs.reportFile} to comment with`);
      }
      return { comment: { status: 'skipped-report-mode' } };
    },
  });
}
