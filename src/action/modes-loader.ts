/**
 * Where the modes other than check come from. In the sources (tests) they are imported as usual; the
 * Action's build replaces this module with a require() of dist/action-modes.cjs (scripts/build.mjs),
 * made only when the step's mode is one of them.
 */
import { OTHER_MODES, type ModeRun } from './modes/others.js';

export function loadMode(mode: keyof typeof OTHER_MODES): ModeRun {
  return OTHER_MODES[mode];
}
