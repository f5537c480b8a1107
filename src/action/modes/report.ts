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
import { historySource } from '../history-source.js';
import { renderRulesChange } from '../../report/rules-change.js';
import { annotate, logReport, fullMarkdown, outputsOf, reportDir, setOutputs, verdictMessage, writeReportFiles, type StepIO } from '../publish.js';

export async function runReport(inputs: ActionInputs, context: RunContext, io: StepIO, env: NodeJS.ProcessEnv): Promise<void> {
  const acceptedBy = labelAcceptance(inputs.acceptLabel, context.pullRequest?.labels);
  const rules = await ruleSources(inputs, context, io, env, acceptedBy !== undefined);
  const evaluation = evaluate(inputs, acceptedBy, rules.files, await historySource(inputs, context, io, env));
  const preface = rules.change ? renderRulesChange(rules.change) : undefined;
  const pr = context.pullRequest;
  const provenance = { headSha: pr?.headSha ?? context.sha, ...(context.runUrl ? { runUrl: context.runUrl } : {}) };

  logReport(evaluation, io);
  const markdown = fullMarkdown(evaluation, provenance, preface);
  const files = writeReportFiles(evaluation, markdown, reportDir(env, inputs.commentKey));
  if (inputs.summary) io.appendSummary(markdown);
  if (pr) {
    writePrReport(inputs.reportFile, buildPrReport(evaluation, pr, inputs.commentKey));
    io.info(`bench-gate: wrote ${inputs.reportFile} for pull request #${pr.number} at ${pr.headSha}; upload it with actions/upload-artifact`);
  } else {
    io.notice(`bench-gate: mode report on a ${context.eventName || 'non-pull-request'} event: no pull request, so no ${inputs.reportFile} to comment with`);
  }
  setOutputs(outputsOf(evaluation, files, { status: 'skipped-report-mode' }), io);
  if (evaluation.kind === 'report') annotate(evaluation.report, io);

  const message = verdictMessage(evaluation);
  if (evaluation.verdict === 'fail' && inputs.failOnRegression) io.setFailed(message);
  else if (evaluation.verdict === 'fail') io.warning(`${message} (fail-on-regression is false)`);
  else if (evaluation.verdict === 'accepted') io.warning(message);
  else io.info(message);
}
