/**
 * What modes check and report share: the rules (from the base commit on a pull request, see
 * rules-source.ts), the gate's evaluation, then the one publishing step, ended by the verdict. They
 * differ only in their delivery (a comment, or the pull-request report file).
 */
import { renderRulesChange, type RulesChange } from '../report/rules-change.js';
import type { RunProvenance } from '../report/size-limit.js';
import type { RunContext } from './context.js';
import { evaluate, labelAcceptance, type Evaluation } from './evaluate.js';
import { disownedAcceptance } from './gate-report.js';
import type { ActionInputs } from './inputs.js';
import { endWithVerdict, publishOutcome, type Delivery } from './publish.js';
import { loadHistory } from './history-loader.js';
import { ruleSources } from './rules-source.js';
import type { StepIO } from './step-io.js';

export interface GateDelivery {
  /** The mode's delivery; `preface`: the rules change shown above the report, if any (`change`: the same, as data). */
  deliver(evaluation: Evaluation, provenance: RunProvenance, preface: string | undefined, change: RulesChange | undefined): Promise<Delivery>;
}

export async function gateStep(inputs: ActionInputs, context: RunContext, io: StepIO, env: NodeJS.ProcessEnv, mode: GateDelivery): Promise<void> {
  const acceptedBy = labelAcceptance(inputs.acceptLabel, context.pullRequest?.labels);
  const rules = await ruleSources(inputs, context, io, env, acceptedBy !== undefined);
  // A given report (input `report`) is published as it is: no baseline, so no history to read for one.
  const history = inputs.history && inputs.report === undefined ? await loadHistory().historySource(inputs, context, io, env) : undefined;
  const disowned = () => io.notice(disownedAcceptance(inputs.report ?? '', inputs.acceptLabel, context.pullRequest !== undefined));
  const evaluation = evaluate(inputs, acceptedBy, rules.files, history, disowned);
  const preface = rules.change ? renderRulesChange(rules.change) : undefined;
  const provenance: RunProvenance = { headSha: context.pullRequest?.headSha ?? context.sha };
  if (context.runUrl) provenance.runUrl = context.runUrl;
  await publishOutcome(
    {
      evaluation,
      provenance,
      preface,
      commentKey: inputs.commentKey,
      logReport: true,
      jobSummary: inputs.summary,
      annotate: true,
      deliver: () => mode.deliver(evaluation, provenance, preface, rules.change),
      end: () => endWithVerdict(evaluation, io, inputs.failOnRegression),
    },
    io,
    env,
  );
}
