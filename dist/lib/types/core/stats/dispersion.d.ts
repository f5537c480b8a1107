export interface Dispersion {
    /** How many observations it was computed from (at least 2). */
    n: number;
    /**
     * The spread over the centre, in percent: of run values, the sample standard deviation over the
     * mean; of per-iteration samples, the robust equivalent (robustCvPct). A baseline's samples not known
     * to be either are labelled `samples` and get the spread of what they are compared with (observations.ts).
     */
    cv_pct: number;
    min: number;
    max: number;
    /** What the observations were: the values of several runs (a promoted baseline's samples are, and a history's or an A/B's), or `samples`. */
    of: 'runs' | 'samples';
}
/**
 * Mean and sample standard deviation (n - 1), by Welford's method so large values keep their
 * precision: the one standard deviation of the noise, the statistics and the calibration.
 */
export declare function meanAndSd(values: ArrayLike<number>): {
    mean: number;
    sd: number;
};
/**
 * The dispersion of two or more positive observations; undefined for fewer (no noise can be seen).
 * `robust`: the robust CV (per-iteration samples), else the plain one; by default, as `of` says.
 */
export declare function dispersion(values: readonly number[], of: Dispersion['of'], robust?: boolean): Dispersion | undefined;
/**
 * The robust coefficient of variation of positive samples, in percent: 1.4826 × MAD / median (times
 * the small-sample correction, madCorrection), which
 * equals the plain CV on normal samples and which a few outliers, however large, barely move (half the
 * samples would have to be outliers to carry it off). When the MAD is 0 (more than half the samples on
 * one value: a quantised timer) but the samples are not all equal, it would claim no noise: the
 * interquartile range / 1.349 / median is used, and when that is 0 too (three quarters on one value),
 * the mean absolute deviation from the median × √(π/2) / median, which is above 0 whenever any sample
 * differs and in which an outlier counts in proportion to its share of the samples, not squared.
 */
export declare function robustCvPct(values: ArrayLike<number>): number;
