/**
 * How noisy a benchmark is: coefficient of variation and range of its observations.
 */
export interface Dispersion {
    /** How many observations it was computed from (at least 2). */
    n: number;
    /** Sample standard deviation over the mean, in percent. */
    cv_pct: number;
    min: number;
    max: number;
    /** What the observations were: the values of several runs, or one run's `samples`. */
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
/** The dispersion of two or more positive observations; undefined for fewer (no noise can be seen). */
export declare function dispersion(values: readonly number[], of: Dispersion['of']): Dispersion | undefined;
