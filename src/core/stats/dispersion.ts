/**
 * How noisy a benchmark is: coefficient of variation and range of its observations.
 *
 * The values of N runs (one per run, what the gate compares) get the plain coefficient of variation.
 * One run's per-iteration `samples` get a robust one (docs/statistics.md, "Which spread"): such
 * samples carry pauses a hundred times the typical iteration, which would dominate a standard
 * deviation, while the value a tool reports from them (a median, a mean of thousands) barely moves.
 */
import { quantile } from '../aggregate.js';
import { sortPrefix } from './median-in-place.js';

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

/**
 * The dispersion of two or more positive observations; undefined for fewer (no noise can be seen).
 * `robust`: the robust CV (per-iteration samples), else the plain one; by default, as `of` says.
 */
export function dispersion(values: readonly number[], of: Dispersion['of'], robust = of === 'samples'): Dispersion | undefined {
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
  // Samples all alike have no spread, robust or not (go test's B/op and allocs/op, on every row).
  const cv = robust && min === min && min !== max ? robustCvPct(values) : (sd / mean) * 100;
  return { n: values.length, cv_pct: cv, min, max, of };
}

/** 1 / Φ⁻¹(3/4): the median absolute deviation of a normal sample times this is its standard deviation. */
const MAD_TO_SD = 1.4826;
/** Φ⁻¹(3/4) − Φ⁻¹(1/4): a normal sample's interquartile range over this is its standard deviation. */
const IQR_TO_SD = 1.349;
/** √(π/2): a normal sample's mean absolute deviation times this is its standard deviation. */
const MEAN_AD_TO_SD = Math.sqrt(Math.PI / 2);

/**
 * The MAD's small-sample correction (Croux & Rousseeuw, 1992): of a few samples the MAD is the
 * distance from the median to its nearer neighbours (of 3, to the nearer of the other two), so
 * 1.4826 × MAD falls short of a normal sample's standard deviation: by a third at 3 samples. These
 * factors make it whole (checked here by simulation, 400,000 normal samples of each size); from 10
 * samples, n / (n − 0.8). Without them go test's -count 3 at 104.7, 110 and 158.5 ns read ±7.1%,
 * within an 8% limit.
 */
const MAD_SMALL_SAMPLE = [1, 1, 1.196, 1.495, 1.363, 1.206, 1.2, 1.14, 1.129, 1.107];
const madCorrection = (n: number): number => (n < MAD_SMALL_SAMPLE.length ? MAD_SMALL_SAMPLE[n]! : n / (n - 0.8));

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
export function robustCvPct(values: ArrayLike<number>): number {
  const n = values.length;
  const [sorted, deviations] = buffers(n);
  for (let i = 0; i < n; i++) sorted[i] = values[i]!;
  sortPrefix(sorted, n);
  const centre = quantile(sorted, 0.5);
  // The deviations from the centre in ascending order without a sort: outward from the centre, the
  // nearer of the next sample below and the next above.
  let above = 0;
  while (above < n && sorted[above]! < centre) above++;
  let below = above - 1;
  let sum = 0;
  for (let k = 0; k < n; k++) {
    const down = below >= 0 ? centre - sorted[below]! : Number.POSITIVE_INFINITY;
    const up = above < n ? sorted[above]! - centre : Number.POSITIVE_INFINITY;
    const d = down < up ? down : up;
    if (down < up) below--;
    else above++;
    deviations[k] = d;
    sum += d;
  }
  const mad = quantile(deviations, 0.5);
  if (mad > 0) return ((madCorrection(n) * MAD_TO_SD * mad) / centre) * 100;
  const iqr = quantile(sorted, 0.75) - quantile(sorted, 0.25);
  if (iqr > 0) return (iqr / IQR_TO_SD / centre) * 100;
  return ((MEAN_AD_TO_SD * (sum / n)) / centre) * 100;
}

/**
 * Two arrays of n for robustCvPct: views of one kept buffer up to SCRATCH_MAX samples (a go test log
 * of 10,000 benchmarks asks 20,000 times, for 10 counts each: two arrays and two sorts a call took
 * ~80 ms of its run), new ones above.
 */
const SCRATCH_MAX = 4096;
let scratch = new Float64Array(128);
function buffers(n: number): [Float64Array, Float64Array] {
  if (n > SCRATCH_MAX) return [new Float64Array(n), new Float64Array(n)];
  if (scratch.length < 2 * n) scratch = new Float64Array(2 * n);
  return [scratch.subarray(0, n), scratch.subarray(n, 2 * n)];
}
