/**
 * The arithmetic every decision shares: normalised ratios, their geometric mean, and the one
 * "more than N% worse" test. The threshold rule, the statistics and the calibration all use these.
 */
import type { Direction } from './model.js';
import { exponentText, LARGE } from './number-text.js';

/**
 * Percentages are compared with this much slack, so that a change of exactly the threshold (which
 * floating point may compute as 8.000000000000002) passes, as "more than 8% worse" says.
 */
const EPSILON_PCT = 1e-9;

/** ratio > 1 is better: current/baseline when higher is better, baseline/current when lower is. */
export function normalisedRatio(baseline: number, current: number, direction: Direction): number {
  return direction === 'higher' ? current / baseline : baseline / current;
}

/** Geometric mean through logarithms, so that thousands of ratios neither overflow nor underflow. */
export function geometricMean(ratios: readonly number[]): number {
  let sum = 0;
  for (const r of ratios) sum += Math.log(r);
  return Math.exp(sum / ratios.length);
}

/** The change a normalised ratio means, in percent (> 0 better). */
export function changePct(ratio: number): number {
  return (ratio - 1) * 100;
}

/**
 * The change of the measured value itself in percent, whichever way is better: 100 ms -> 610 ms is
 * +510 (while its change_pct, > 0 better, is -83.6), 10M -> 5M ops/s is -50. From the normalised ratio,
 * so that it follows whatever the decision compared (the aggregate, or the medians of --method stats).
 */
export function valueChangePct(ratio: number, direction: Direction): number {
  return ((direction === 'higher' ? ratio : 1 / ratio) - 1) * 100;
}

/**
 * Whether a normalised ratio can be reported: finite and above 0, with a finite change either way.
 * 1e-300 against 1e308 ops/s gives a ratio beyond floating point (Infinity or 0), which has no
 * percentage, and JSON would write it as null, which the report schema reserves for "not compared"; a
 * ratio just under the largest double still overflows as a percentage (x 100).
 */
export function reportableRatio(ratio: number, direction: Direction): boolean {
  return ratio > 0 && Number.isFinite(ratio) && Number.isFinite(changePct(ratio)) && Number.isFinite(valueChangePct(ratio, direction));
}

/**
 * A change in percent rounded to the one decimal it is shown with; a LARGE one as it is (no decimal
 * is shown there, and pct * 10 overflows to Infinity near the largest double).
 */
export function roundedPct(pct: number): number {
  return Math.abs(pct) >= LARGE ? pct : Math.round(pct * 10) / 10;
}

/** The digits of a rounded change without its sign: 2.8, 510.0; 1.235e+20 when LARGE. */
export function pctDigits(rounded: number): string {
  const abs = Math.abs(rounded);
  return abs >= LARGE ? exponentText(abs, 4) : abs.toFixed(1);
}

/** The most decimals a percentage is shown with beside its limit. */
const MAX_DECIMALS_BESIDE_LIMIT = 10;

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
export function pctDigitsBeside(pct: number, limit: number, direction: Direction = 'higher'): string {
  const abs = Math.abs(pct);
  if (abs >= LARGE) return exponentText(abs, 4);
  // The normalised change's size a value change means: the change itself when higher is better.
  const size = (value: number): number => (direction === 'higher' ? Math.abs(value) : Math.abs(changePct(normalisedRatio(100, 100 + value, direction))));
  const over = size(pct) > limit + EPSILON_PCT;
  const sign = pct < 0 ? -1 : 1;
  let decimals = 1;
  let text = abs.toFixed(decimals);
  while (size(sign * Number(text)) > limit !== over && decimals < MAX_DECIMALS_BESIDE_LIMIT) text = abs.toFixed(++decimals);
  return text;
}

/**
 * A normalised change (in percent, > 0 better) in words: "2.8% worse", "4.7% better", "±0.0%". For
 * what has no single measured value, such as a geomean over benchmarks that do not all go the same
 * way: a sign there would be read as the value's, which is the other way for times. With the `limit`
 * it is compared with, never rounded onto or across it (pctDigitsBeside): "3.04% worse (limit 3%)".
 */
export function changeInWords(pct: number, limit?: number): string {
  const digits = limit === undefined ? pctDigits(roundedPct(pct)) : pctDigitsBeside(pct, limit);
  if (Number(digits) === 0) return '±0.0%';
  return `${digits}% ${pct > 0 ? 'better' : 'worse'}`;
}

/**
 * An interval of normalised changes (> 0 better) as the measured value's own change, low to high:
 * for a time (lower is better) [-14.1, -9.8] becomes [+10.9, +16.4], the way its change column reads.
 */
export function valueChangeInterval(ci: readonly [number, number], direction: Direction): [number, number] {
  const a = valueChangePct(1 + ci[0] / 100, direction);
  const b = valueChangePct(1 + ci[1] / 100, direction);
  return a <= b ? [a, b] : [b, a];
}

/** Whether a change (in percent, > 0 better) is more than `limitPct` worse. */
export function worseThan(change: number, limitPct: number): boolean {
  return -change > limitPct + EPSILON_PCT;
}

/** Whether a change (in percent, > 0 better) is more than `limitPct` better. */
export function betterThan(change: number, limitPct: number): boolean {
  return change > limitPct + EPSILON_PCT;
}
