import type { Direction } from '../core/model.js';
/** Four significant digits without trailing zeros: 2.980 -> 2.98, 2000 -> 2000. */
export declare function significant(value: number, digits?: number): string;
/** A value with its unit, scaled to a readable magnitude, with `digits` significant digits (4 unless asked). */
export declare function humanValue(value: number | null, unit: string, digits?: number): string;
/**
 * A unit as the values shown in it spell it, for a header or an axis beside them: a time in
 * microseconds recorded as `us` (or with the Greek mu, `μs`) is `µs`, as humanValue writes it, also
 * before a slash (`us/op` is `µs/op`). Any other unit as it is.
 */
export declare function shownUnit(unit: string): string;
/**
 * A row's two values when the row was decided on their difference (regressed or improved): with as
 * many digits as it takes for two different values not to read the same. An exact count fails at
 * 0%, and 100,000,000 against 100,040,000 instructions read "100M" and "100M".
 */
export declare function humanValuesOfDecided(baseline: number, current: number, unit: string): [string, string];
/** A row's two values as shown: `shown` (its four-digit texts) unless the row was decided and they read the same (rare: then rendered again, widened). */
export declare function rowValues(r: {
    baseline: number | null;
    current: number | null;
    unit: string;
    status: string;
}, shown: [string, string]): [string, string];
/** Whether a row was decided on its change: its values and change are then never shown as the same. */
export declare function isDecided(status: string): boolean;
/**
 * A change in percent with its sign and one decimal. `minus` lets Markdown use the typographic
 * minus sign (U+2212) while terminals keep the ASCII one that people grep for. With the `limit` it
 * is compared with, it is never rounded onto or across it: 8.004% over an 8% limit is "+8.004%".
 * With the row's `direction`, `pct` is the value's own change and the limit its normalised change's
 * (pctDigitsBeside): a time 8.00001% longer is within 8% and reads "+8.0%".
 */
export declare function humanChange(pct: number | null, minus?: string, decided?: boolean, limit?: number, direction?: Direction): string;
/**
 * The normalised ratio (> 1 better) as a factor in plain words: "6.10× slower", "2.00× slower" (ops/s
 * halved), "1.25× faster"; "worse"/"better" for units that are not speeds (bytes, allocations).
 * "same" only beside a change that reads as none (`changeShown` false): a factor that rounds to 1.00
 * beside one that does not gets the decimals it takes, "+0.3% (1.003× faster)", never "+0.3% (same)".
 */
export declare function humanFactor(ratio: number | null, unit: string, changeShown?: boolean): string;
/**
 * "+510.0% (6.10× slower)": the change of the measured value, then which way that is; never rounded
 * onto or across the row's limit (`threshold_pct`), so that a row that regressed never reads as
 * exactly at its limit, which passes. The factor says "same" only when the change reads "±0.0%".
 */
export declare function humanValueChange(r: {
    ratio: number | null;
    value_change_pct: number | null;
    unit: string;
    direction?: Direction;
    status?: string;
    threshold_pct?: number;
}, minus?: string): string;
/**
 * A threshold in percent as it was written: 8 -> "8%", 2.5 -> "2.5%", 12.25 -> "12.25%". Not rounded
 * to three digits: a 12.25% limit read "12.3%", the very figure a row 12.26% worse is shown with
 * ("-12.3% regressed (limit 12.3%)"), which says it sat at its limit, which passes.
 */
export declare function humanPct(pct: number): string;
/** A measured percentage (a spread) to three significant digits: 3.14159 -> "3.14%". */
export declare function measuredPct(pct: number): string;
export declare function plural(count: number, word: string, pluralWord?: string): string;
