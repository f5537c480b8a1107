/** Four significant digits without trailing zeros: 2.980 -> 2.98, 2000 -> 2000. */
export declare function significant(value: number, digits?: number): string;
/** A value with its unit, scaled to a readable magnitude. */
export declare function humanValue(value: number | null, unit: string): string;
/**
 * A change in percent with its sign and one decimal. `minus` lets Markdown use the typographic
 * minus sign (U+2212) while terminals keep the ASCII one that people grep for.
 */
export declare function humanChange(pct: number | null, minus?: string): string;
/** A threshold in percent without noise: 8 -> "8%", 2.5 -> "2.5%". */
export declare function humanPct(pct: number): string;
export declare function plural(count: number, word: string, pluralWord?: string): string;
