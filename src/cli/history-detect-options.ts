/**
 * The change-point settings of `history detect`, as flags. `history chart` takes the same ones, so
 * the change points its dashboard marks are the ones `history detect` lists with the same flags.
 */
import { inputError } from '../core/errors.js';
import { DEFAULT_DETECT_OPTIONS, type DetectOptions, MAX_DETECT_WINDOW, MIN_DETECT_ALPHA, MIN_DETECT_WINDOW, permutationsFor } from '../core/history/detect.js';
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
  const alpha = parseAlpha(values.alpha) ?? DEFAULT_DETECT_OPTIONS.alpha;
  if (alpha < MIN_DETECT_ALPHA) {
    throw inputError('--alpha', `${values.alpha} is below ${MIN_DETECT_ALPHA}, the strictest level the permutation test is run at`, `Give e.g. --alpha ${MIN_DETECT_ALPHA}`);
  }
  return {
    ...DEFAULT_DETECT_OPTIONS,
    minChangePct: parseNumberFlag('--min-change', values['min-change']) ?? DEFAULT_DETECT_OPTIONS.minChangePct,
    alpha,
    permutations: permutationsFor(alpha),
    window: parseWholeFlag('--window', values.window, MIN_DETECT_WINDOW, MAX_DETECT_WINDOW) ?? DEFAULT_DETECT_OPTIONS.window,
    seed: parseWholeFlag('--seed', values.seed, 0) ?? DEFAULT_DETECT_OPTIONS.seed,
  };
}
