/** Four significant digits without trailing zeros: 2.980 -> 2.98, 2000 -> 2000. */
export declare function significant(value: number, digits?: number): string;
/** A value with its unit, scaled to a readable magnitude. */
export declare function humanValue(value: number | null, unit: string): string;
/**
 * A change in percent with its sign and one decimal. `minus` lets Markdown use the typographic
 * minus sign (U+2212) while terminals keep the ASCII one that people grep for.
 */
export declare function humanChange(pct: number | null, minus?: string): string;
/**
 * The normalised ratio (> 1 better) as a factor in plain words: "6.10× slower", "2.00× slower" (ops/s
 * halved), "1.25× faster"; "worse"/"better" for units that are not speeds (bytes, allocations).
 */
export declare function humanFactor(ratio: number | null, unit: string): string;
/** "+510.0% (6.10× slower)": the change of the measured value, then which way that is. */
export declare function humanValueChange(r: {
    ratio: number | null;
    value_change_pct: number | null;
    unit: string;
}, minus?: string): string;
/** A threshold in percent without noise: 8 -> "8%", 2.5 -> "2.5%". */
export declare function humanPct(pct: number): string;
export declare function plural(count: number, word: string, pluralWord?: string): string;
