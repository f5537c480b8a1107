/** Flags shared by the history subcommands. */
import { inputError } from '../core/errors.js';

export function requireStore(store: string | undefined, usage: string): string {
  if (store === undefined || store.trim() === '') throw inputError('--store', 'is required: the history store folder', usage);
  return store;
}

/** A positive whole number flag (--keep, --window...). */
export function parseCountFlag(flag: string, text: string | undefined, min = 1): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  // Digits only: Number() also takes `0x10`, `1e3` and ` 5`.
  if (!/^\d+$/.test(text) || value < min) {
    throw inputError(flag, `"${text}" is not a whole number of at least ${min}`, `Give e.g. ${flag} ${Math.max(min, 100)}`);
  }
  return value;
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
