/**
 * Where the comparison against a history store (--history) comes from. In the sources it is imported
 * as usual; the CLI's build replaces this module with a require() of dist/history-gate.cjs
 * (scripts/build.mjs), so that a comparison with a baseline file does not parse the history store,
 * the change-point search and git.
 */
import { gateWithHistory } from './history-baseline.js';

export function loadHistoryGate(): typeof gateWithHistory {
  return gateWithHistory;
}
