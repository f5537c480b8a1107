/** Flags shared by the history subcommands. */
import { inputError } from '../core/errors.js';

export function requireStore(store: string | undefined, usage: string): string {
  if (store === undefined || store.trim() === '') throw inputError('--store', 'is required: the history store folder', usage);
  return store;
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
