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
/**
 * Whether a normalised ratio can be reported: finite and above 0, with a finite change either way.
 * 1e-300 against 1e308 ops/s gives a ratio beyond floating point (Infinity or 0), which has no
 * percentage, and JSON would write it as null, which the report schema reserves for "not compared"; a
 * ratio just under the largest double still overflows as a percentage (x 100).
 */
export declare function reportableRatio(ratio: number, direction: Direction): boolean;
/**
 * A change in percent rounded to the one decimal it is shown with; a LARGE one as it is (no decimal
 * is shown there, and pct * 10 overflows to Infinity near the largest double).
 */
export declare function roundedPct(pct: number): number;
/** The digits of a rounded change without its sign: 2.8, 510.0; 1.235e+20 when LARGE. */
export declare function pctDigits(rounded: number): string;
/**
 * The digits of a percentage without its sign, shown beside the limit it was compared with: one
 * decimal, or as many more as it takes for the figure shown to be on the same side of the limit as
 * the figure itself. A change 8.004% worse is over an 8% limit and fails, and "8.0% (limit 8%)"
 * would say it was exactly at the limit, which passes; it reads "8.004%".
 *
 * With a `direction`, `pct` is the measured value's own change (value_change_pct), while the limit
 * applies to its normalised change: a time 8.00001% longer is 7.4% worse, within an 8% limit, and
 * reads "8.0%", never "8.00001%"; one 8.6957% longer is 8.00002% worse and gets the digits that put
 * it past 100/0.92 - 100 = 8.69565...%, where the limit lies for it.
 */
export declare function pctDigitsBeside(pct: number, limit: number, direction?: Direction): string;
/**
 * A normalised change (in percent, > 0 better) in words: "2.8% worse", "4.7% better", "±0.0%". For
 * what has no single measured value, such as a geomean over benchmarks that do not all go the same
 * way: a sign there would be read as the value's, which is the other way for times. With the `limit`
 * it is compared with, never rounded onto or across it (pctDigitsBeside): "3.04% worse (limit 3%)".
 */
export declare function changeInWords(pct: number, limit?: number): string;
/**
 * An interval of normalised changes (> 0 better) as the measured value's own change, low to high:
 * for a time (lower is better) [-14.1, -9.8] becomes [+10.9, +16.4], the way its change column reads.
 */
export declare function valueChangeInterval(ci: readonly [number, number], direction: Direction): [number, number];
/** Whether a change (in percent, > 0 better) is more than `limitPct` worse. */
export declare function worseThan(change: number, limitPct: number): boolean;
/** Whether a change (in percent, > 0 better) is more than `limitPct` better. */
export declare function betterThan(change: number, limitPct: number): boolean;
