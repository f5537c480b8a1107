/** Flags shared by the history subcommands. */
import { inputError } from '../core/errors.js';
import { branchFileNameProblem } from '../core/history/branch-file.js';

export function requireStore(store: string | undefined, usage: string): string {
  if (store === undefined || store.trim() === '') throw inputError('--store', 'is required: the history store folder', usage);
  return store;
}

/** A branch to record to (--branch of add and import): a name, not nothing, which no file could hold. */
export function requireBranchName(branch: string): string {
  if (branch.trim() === '') throw inputError('--branch', 'is empty', 'Give the branch the history belongs to, e.g. --branch main');
  const problem = branchFileNameProblem(branch);
  if (problem !== undefined) throw inputError('--branch', `"${branch}" ${problem}`, 'Record it under a shorter name with --branch NAME');
  return branch;
}

/** The compare command's flags that take the baseline from a history store (history-baseline.ts). */
export const HISTORY_GATE_OPTIONS = {
  history: { type: 'string' },
  window: { type: 'string' },
  'base-commit': { type: 'string' },
  'history-branch': { type: 'string' },
} as const;

export interface HistoryGateValues {
  history?: string;
  window?: string;
  'base-commit'?: string;
  'history-branch'?: string;
}
