/**
 * The arithmetic every decision shares: normalised ratios, their geometric mean, and the one
 * "more than N% worse" test. The threshold rule, the statistics and the calibration all use these.
 */
import type { Direction } from './model.js';
/** ratio > 1 is better: current/baseline when higher is better, baseline/current when lower is. */
export declare function normalisedRatio(baseline: number, current: number, direction: Direction): number;
/** Geometric mean through logarithms, so that thousands of ratios neither overflow nor underflow. */
export declare function geometricMean(ratios: readonly number[]): number;
/** The change a normalised ratio means, in percent (> 0 better). */
export declare function changePct(ratio: number): number;
/**
 * The change of the measured value itself in percent, whichever way is better: 100 ms -> 610 ms is
 * +510 (while its change_pct, > 0 better, is -83.6), 10M -> 5M ops/s is -50. From the normalised ratio,
 * so that it follows whatever the decision compared (the aggregate, or the medians of --method stats).
 */
export declare function valueChangePct(ratio: number, direction: Direction): number;
/** Whether a change (in percent, > 0 better) is more than `limitPct` worse. */
export declare function worseThan(change: number, limitPct: number): boolean;
/** Whether a change (in percent, > 0 better) is more than `limitPct` better. */
export declare function betterThan(change: number, limitPct: number): boolean;
