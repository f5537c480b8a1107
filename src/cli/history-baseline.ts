/**
 * `--history PATH [--window K] [--base-commit SHA] [--history-branch NAME]` on the compare command:
 * the baseline taken from a history store (src/core/history/baseline.ts) instead of a file. The CLI
 * bundle loads this module only for --history (history-baseline-loader.ts).
 */
import { inputError } from '../core/errors.js';
import { runGate } from '../core/gate.js';
import { baseCommitIndex, DEFAULT_HISTORY_WINDOW, historyBaseline, recordedPlaces, withHistory, type HistoryBaseline } from '../core/history/baseline.js';
import type { GateOptions } from '../core/gate-options.js';
import type { SourcedDocument } from '../core/model.js';
import type { Report } from '../core/report.js';
import { newestRecordedAncestor, resolveCommit } from '../io/git.js';
import { branchPath, readBranch, requireBranch, storeBranches } from '../io/history-store.js';
import type { HistoryGateValues } from './history-options.js';
import { parseWholeFlag } from './options.js';

/** The branch whose history is the baseline: the one given, else main or master, else the only one. */
function baseBranch(store: string, given: string | undefined): string {
  if (given !== undefined) return requireBranch(store, given);
  const branches = storeBranches(store);
  for (const name of ['main', 'master']) if (branches.includes(name)) return name;
  if (branches.length === 1) return branches[0]!;
  if (branches.length === 0) throw inputError(store, 'holds no history', 'Record the base branch with `bench-diff history add` first, or check --history');
  throw inputError(store, `holds several branches (${branches.join(', ')})`, 'Choose the base branch with --history-branch NAME');
}

function loadHistoryBaseline(values: HistoryGateValues, options: GateOptions, cwd: string): HistoryBaseline {
  const store = values.history!;
  const branch = baseBranch(store, values['history-branch']);
  const window = parseWholeFlag('--window', values.window, 2) ?? DEFAULT_HISTORY_WINDOW;
  const entries = readBranch(store, branch);
  // A name git resolves here (HEAD, a branch, a short SHA) stands for its full SHA, as `history add
  // --commit` records it: looked up as given, a branch name matches no entry, and the baseline would end
  // at the commit it names only as its own "newest recorded ancestor", with a warning that it is not
  // recorded. A SHA git does not know (a store made elsewhere) is looked up as given.
  const given = values['base-commit'];
  const baseCommit = given === undefined ? undefined : (resolveCommit(cwd, given) ?? given);
  let ancestorIndex: number | undefined;
  if (baseCommit !== undefined && baseCommitIndex(entries, baseCommit) === undefined) {
    const places = recordedPlaces(entries);
    const found = newestRecordedAncestor(cwd, baseCommit, places);
    if (found !== undefined) ancestorIndex = places.get(found);
  }
  const result = historyBaseline(entries, {
    branch,
    window,
    aggregate: options.aggregate,
    source: branchPath(store, branch),
    ...(baseCommit !== undefined ? { baseCommit } : {}),
    ...(ancestorIndex !== undefined ? { ancestorIndex } : {}),
  });
  if (result === undefined) throw inputError(branchPath(store, branch), 'holds no entry to compare with', 'Record runs of the base branch with `bench-diff history add` first');
  return result;
}

/**
 * The gate's report of the runs against the history baseline, with the history named and the trends
 * of regressions. The runs are read after the history, so that a bad store is the error reported first.
 */
export function gateWithHistory(values: HistoryGateValues, readRuns: () => readonly SourcedDocument[], options: GateOptions, cwd: string): Report {
  const history = loadHistoryBaseline(values, options, cwd);
  return withHistory(runGate(history.baseline, readRuns(), options), history);
}
