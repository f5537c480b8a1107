/**
 * The change-point settings of `history detect`, as flags. `history chart` takes the same ones, so
 * the change points its dashboard marks are the ones `history detect` lists with the same flags.
 */
import { DEFAULT_DETECT_OPTIONS, type DetectOptions, MAX_DETECT_WINDOW, MIN_DETECT_WINDOW } from '../core/history/detect.js';
import { parseAlpha, parseNumberFlag, parseWholeFlag } from './options.js';

export const DETECT_FLAGS = {
  'min-change': { type: 'string' },
  alpha: { type: 'string' },
  window: { type: 'string' },
  seed: { type: 'string' },
} as const;

export const DETECT_USAGE = '[--min-change PCT] [--alpha LEVEL] [--window N] [--seed N]';

export interface DetectFlagValues {
  'min-change'?: string;
  alpha?: string;
  window?: string;
  seed?: string;
}

export function detectOptionsOf(values: DetectFlagValues): DetectOptions {
  return {
    ...DEFAULT_DETECT_OPTIONS,
    minChangePct: parseNumberFlag('--min-change', values['min-change']) ?? DEFAULT_DETECT_OPTIONS.minChangePct,
    alpha: parseAlpha(values.alpha) ?? DEFAULT_DETECT_OPTIONS.alpha,
    window: parseWholeFlag('--window', values.window, MIN_DETECT_WINDOW, MAX_DETECT_WINDOW) ?? DEFAULT_DETECT_OPTIONS.window,
    seed: parseWholeFlag('--seed', values.seed, 0) ?? DEFAULT_DETECT_OPTIONS.seed,
  };
}
