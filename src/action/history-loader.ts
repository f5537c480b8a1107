/**
 * Where the Action's history baseline (`history: true`) comes from: reading the data branch and
 * selecting the baseline from its entries. In the sources (tests) imported as usual; the Action's
 * build replaces this module with a require() of dist/action-history.cjs (scripts/build.mjs), made
 * only when the input is set, so that a check against a baseline file does not parse it.
 */
import { historyBaseline, withHistory } from '../core/history/baseline.js';
import { historySource } from './history-source.js';

const HISTORY = { historySource, historyBaseline, withHistory };

export function loadHistory(): typeof HISTORY {
  return HISTORY;
}
