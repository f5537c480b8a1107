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
export function meanAndSd(values: ArrayLike<number>): { mean: number; sd: number } {
  let mean = 0;
  let m2 = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    const delta = v - mean;
    mean += delta / (i + 1);
    m2 += delta * (v - mean);
  }
  return { mean, sd: values.length > 1 ? Math.sqrt(m2 / (values.length - 1)) : 0 };
}

/** The dispersion of two or more positive observations; undefined for fewer (no noise can be seen). */
export function dispersion(values: readonly number[], of: Dispersion['of']): Dispersion | undefined {
  if (values.length < 2) return undefined;
  const { mean, sd } = meanAndSd(values);
  // The range in one indexed pass (every compared benchmark and metric has up to two dispersions).
  let min = values[0]!;
  let max = min;
  let nan = false;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v < min) min = v;
    else if (v > max) max = v;
    else if (v !== v) nan = true;
  }
  // A NaN wins, as in Math.min and Math.max.
  if (nan || min !== min) min = max = Number.NaN;
  return { n: values.length, cv_pct: (sd / mean) * 100, min, max, of };
}
