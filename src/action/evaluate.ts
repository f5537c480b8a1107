/**
 * From the inputs to the gate's result: the config, the baseline path, the run files; then the core's
 * comparison, or `no-baseline` when the baseline file does not exist yet.
 */
import { existsSync } from 'node:fs';
import { carriesLabel, labelAcceptor } from '../core/accept.js';
import { DEFAULT_CONFIG_PATH, type Config } from '../core/config.js';
import { inputError } from '../core/errors.js';
import { runGate } from '../core/gate.js';
import type { GateOptions } from '../core/gate-options.js';
import type { Report } from '../core/report.js';
import { gateOptions } from '../core/settings.js';
import { today } from '../io/clock.js';
import { loadConfig } from '../io/config-file.js';
import { expandPaths } from '../io/glob.js';
import { baselineAmongRuns } from '../io/same-file.js';
import { loadDocument } from '../io/read-input.js';
import type { NoBaselineInfo } from '../report/no-baseline.js';
import { readGateReport } from './gate-report.js';
import type { ActionInputs } from './inputs.js';
import type { HistoryInput } from './history-source.js';
import { loadHistory } from './history-loader.js';
import { nearbyFile, type NoBaselineHint } from './no-baseline-hint.js';

export type ActionVerdict = Report['verdict'] | 'no-baseline';

export type Evaluation =
  | { kind: 'report'; verdict: Report['verdict']; report: Report }
  /** `hint`: why there is none, as far as the step knows (modes check and report; 'from-report': mode comment). */
  | { kind: 'no-baseline'; verdict: 'no-baseline'; noBaseline: NoBaselineInfo; hint?: NoBaselineHint | 'from-report' };

function configPath(inputs: ActionInputs): string | undefined {
  if (inputs.config === DEFAULT_CONFIG_PATH) return undefined; // optional: used when present
  if (!existsSync(inputs.config)) {
    throw inputError('input `config`', `"${inputs.config}" does not exist`, 'Commit the config file, or leave the input out to use bench-gate.json when present');
  }
  return inputs.config;
}

/** Who accepts regressions in this run: the accept label, when the pull request carries it. */
export function labelAcceptance(acceptLabel: string, labels: readonly string[] | undefined): string | undefined {
  return labels !== undefined && carriesLabel(labels, acceptLabel) ? labelAcceptor(acceptLabel) : undefined;
}

/**
 * Where the rules come from when not from the checkout (rules-source.ts): a file holding the base
 * commit's version, or null when the base commit has none.
 */
export interface RuleFiles {
  config?: string | null;
  baseline?: string | null;
  /** The base commit the rules were read from (not set when they are the checkout's alone). */
  baseSha?: string;
  /**
   * The baseline path the pull request's config names when the base commit names none (the pull
   * request adds the config): `baseline` is then null, and this path is the one the step reports.
   */
  addedBaseline?: string;
}

/** The config and the gate's options: defaults < bench-gate.json < inputs (core/settings.ts, as the CLI). */
export function gateSettings(inputs: ActionInputs, acceptedBy?: string, files: RuleFiles = {}): { config: Config; options: GateOptions } {
  const { config } = files.config === null ? { config: {} } : loadConfig(files.config ?? configPath(inputs));
  const options = gateOptions(config, {
    threshold: inputs.threshold,
    geomeanThreshold: inputs.geomeanThreshold,
    aggregate: inputs.aggregate,
    protect: inputs.protected,
    allowMissing: inputs.allowMissing,
    acceptedBy,
    today: today(),
    method: inputs.method,
    alpha: inputs.alpha,
  });
  return { config, options };
}

export function baselinePathOf(inputs: ActionInputs, config: Config): string {
  const baselinePath = inputs.baseline ?? config.baseline;
  if (baselinePath === undefined) {
    throw inputError('input `baseline`', 'no baseline path given', 'Set the `baseline` input, or "baseline" in bench-gate.json, to the path of the committed baseline');
  }
  return baselinePath;
}


/**
 * The run files `current` names, never the baseline among them. The working tree's baseline is the
 * pull request's copy, which it may have edited: counted as a run, its values could win the best of
 * N, and the pull request would pass by its own numbers (and promote would take the old baseline's).
 */
export function runPathsOf(inputs: ActionInputs, baselinePath: string): string[] {
  const runPaths = expandPaths(inputs.current, 'current');
  const asRun = baselineAmongRuns(baselinePath, runPaths);
  if (asRun !== undefined) {
    throw inputError('input `current`', `matches the baseline ${baselinePath} (as ${asRun}), which would count as one of the runs`, `Exclude it with a line "!${baselinePath}" in \`current\`, or write the runs to another folder`);
  }
  return runPaths;
}

/** Where the baseline was looked for and what named it, for the step's warning (no-baseline-hint.ts). */
function noBaselineHint(inputs: ActionInputs, baselinePath: string, files: RuleFiles): NoBaselineHint {
  const source: NoBaselineHint['source'] = inputs.baseline !== undefined ? { input: true } : { config: inputs.config };
  const base = files.baseSha?.slice(0, 7);
  // The base commit has none, the pull request's checkout has one: the pull request adds it.
  if (files.baseline === null) return { where: `at the pull request's base commit ${base ?? ''} (the pull request adds it; it is used once merged)`, source };
  return { where: base === undefined ? 'in the checkout' : `in the checkout or at the pull request's base commit ${base}`, source, ...nearbyFile(baselinePath) };
}

/**
 * `acceptedBy`: set when the pull request carries the accept label (see labelAcceptance). `disowned`:
 * called when input `report` says "accepted" and the label does not (gate-report.ts).
 */
export function evaluate(inputs: ActionInputs, acceptedBy?: string, files: RuleFiles = {}, history?: HistoryInput, disowned?: () => void): Evaluation {
  if (inputs.report !== undefined) {
    const report = readGateReport(inputs.report, acceptedBy, disowned);
    return { kind: 'report', verdict: report.verdict, report };
  }
  const { config, options } = gateSettings(inputs, acceptedBy, files);
  const fromHistory = history && loadHistory().historyBaseline(history.entries, { ...history, aggregate: options.aggregate });
  if (fromHistory) {
    const runs = expandPaths(inputs.current, 'current').map((path) => loadDocument(path, inputs.from));
    const report = loadHistory().withHistory(runGate(fromHistory.baseline, runs, options), fromHistory);
    return { kind: 'report', verdict: report.verdict, report };
  }
  const baselinePath = files.addedBaseline ?? baselinePathOf(inputs, config);
  const runPaths = runPathsOf(inputs, baselinePath);
  // Read (and so validate) the runs first: a broken run file is an error even without a baseline.
  const runs = runPaths.map((path) => loadDocument(path, inputs.from));
  const baselineFile = files.baseline === undefined ? baselinePath : files.baseline;
  if (baselineFile === null || !existsSync(baselineFile)) {
    const noBaseline: NoBaselineInfo = { baseline: baselinePath, runs: runPaths };
    if (inputs.from !== 'auto') noBaseline.from = inputs.from;
    return { kind: 'no-baseline', verdict: 'no-baseline', noBaseline, hint: noBaselineHint(inputs, baselinePath, files) };
  }
  // The baseline is detected by itself: it is usually schema v1 (promoted), whatever the runs are in.
  const report = runGate(loadDocument(baselineFile, 'auto'), runs, options);
  return { kind: 'report', verdict: report.verdict, report };
}
