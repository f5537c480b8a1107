/**
 * `bench-diff ab --plan`: from a few interleaved rounds, how many rounds a paired comparison needs
 * to catch a given change. Normal approximations, checked by simulation where they are weakest (below), per benchmark:
 *
 * - spread: the robust standard deviation of the round log-ratios (1.4826 x their median absolute
 *   deviation), so that one disturbed round does not inflate the plan;
 * - test: the signed-rank test at Holm's first level alpha / k has power `power` against a shift
 *   delta = log(1 + detect) after n = (pi / 3) ((z(1 - alpha / k) + z(power)) sd / delta)^2 rounds
 *   (the t-test's n over the signed-rank test's efficiency of 3 / pi on normal noise), and never
 *   fewer than the rounds with which 2^-n can reach alpha / k at all;
 * - verdict: the rule also wants the Hodges–Lehmann estimate worse than the threshold. Its spread is
 *   about sd sqrt(pi / (3 n)), so that holds with probability `power` after
 *   n = (pi / 3) (z(power) sd / (delta - log(1 + threshold)))^2 rounds; a change no larger than the
 *   threshold is caught at most about half the time, whatever n.
 *
 * The verdict needs both. When both are asked of it, each condition is planned at power sqrt(power)
 * (0.949 for 0.9): were they independent, both would hold with probability `power`; they move
 * together, so this errs on the safe side.
 *
 * Few rounds are where these approximations are worst: the exact test is discrete (7 rounds reach
 * p = 2^-7 only when all 7 ratios are worse). So when the formula says SIMULATE_UP_TO rounds or fewer,
 * the plan checks it: the exact test's power by simulation (seeded normal noise of the measured
 * spread around the change, 400 trials per candidate n), times the estimate's (normal, above), and
 * takes the smallest n where that product reaches the power (by bisection).
 */
import { median } from '../aggregate.js';
import { normalCdf, zOf } from './normal.js';
import { roundsToReach } from './paired.js';
import { mulberry32, normal as normalDeviate } from './random.js';
import { untiedDistribution } from './signed-rank.js';

interface PlanInput {
  name: string;
  threshold_pct: number;
  /** Worse-positive log-ratios of the rounds measured (NaN for rounds without a pair). */
  logRatios: readonly number[];
}

interface PlanOptions {
  alpha: number;
  /** The change to detect, in percent worse; default each benchmark's threshold. */
  detectPct?: number;
  /** Default 0.9. */
  power?: number;
}

interface PlanBenchmark {
  name: string;
  rounds_measured: number;
  /** Robust standard deviation of the log-ratios, as a percentage (about the spread of one round's ratio). */
  spread_pct: number;
  detect_pct: number;
  threshold_pct: number;
  /** Rounds for the test alone to flag `detect_pct` with the power asked. */
  rounds_for_test: number;
  /** Rounds for the verdict (test and estimate over the threshold); null when detect <= threshold. */
  rounds_for_verdict: number | null;
}

export interface PairedPlan {
  alpha: number;
  power: number;
  /** How many benchmarks share alpha (Holm). */
  family: number;
  /** The fewest rounds with which the corrected test can reach its level at all. */
  min_rounds: number;
  benchmarks: PlanBenchmark[];
  /** The most any benchmark needs for its verdict (or, where none can, for its test). */
  rounds_needed: number;
}

/** 1.4826 x MAD: the standard deviation of normal noise, untouched by a few wild rounds. */
export function robustSpread(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const centre = median(values);
  const mad = 1.4826 * median(values.map((v) => Math.abs(v - centre)));
  if (mad > 0) return mad;
  // Over half the rounds gave the same ratio: fall back on the standard deviation.
  let sum = 0;
  for (const v of values) sum += (v - centre) ** 2;
  return Math.sqrt(sum / (values.length - 1));
}

const EFFICIENCY = Math.PI / 3;
const SIMULATE_UP_TO = 60;
const TRIALS = 400;
const SEED = 20261123;

/** The smallest W+ whose upper tail P(W+ >= w) is at most `level`, for n untied ranks. */
function criticalW(n: number, level: number): number {
  const dist = untiedDistribution(n);
  let tail = 0;
  for (let w = dist.length - 1; w >= 0; w--) {
    if (tail + dist[w]! > level * (1 + 1e-12)) return w + 1;
    tail += dist[w]!;
  }
  return 0;
}

/** W+ of differences without zeros or ties (continuous noise). */
function wPlus(d: Float64Array): number {
  const order = Array.from(d.keys()).sort((a, b) => Math.abs(d[a]!) - Math.abs(d[b]!));
  let w = 0;
  order.forEach((i, rank) => {
    if (d[i]! > 0) w += rank + 1;
  });
  return w;
}

/**
 * The share of simulated n-round comparisons in which the exact test flags a shift of `shift`
 * standard deviations at `level`. Depends only on (n, shift, level), so plans share the results.
 */
function simulatedTestPower(n: number, shift: number, level: number, cache: Map<string, number>): number {
  const key = `${n}:${shift.toPrecision(3)}:${level}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const random = mulberry32(SEED);
  const critical = criticalW(n, level);
  const d = new Float64Array(n);
  let caught = 0;
  for (let t = 0; t < TRIALS; t++) {
    for (let i = 0; i < n; i++) d[i] = shift + normalDeviate(random);
    if (wPlus(d) >= critical) caught++;
  }
  cache.set(key, caught / TRIALS);
  return caught / TRIALS;
}

/** P(HL estimate > threshold) after n rounds: the estimate is about normal with sd sqrt(pi / (3 n)) sd. */
function estimatePower(n: number, sd: number, margin: number | undefined): number {
  if (margin === undefined) return 1;
  if (sd === 0) return margin > 0 ? 1 : 0;
  return normalCdf(margin / (sd * Math.sqrt(EFFICIENCY / n)));
}

/**
 * The formula's n, checked and raised by simulation where it is small. The verdict's power is taken
 * as (test power) x (estimate power): the two move together, so the product errs on the safe side.
 */
function refine(n: number, sd: number, delta: number, margin: number | undefined, level: number, power: number, cache: Map<string, number>): number {
  if (n > SIMULATE_UP_TO) return n;
  const shift = sd === 0 ? Number.POSITIVE_INFINITY : delta / sd;
  const enough = (k: number): boolean => (shift === Number.POSITIVE_INFINITY ? 1 : simulatedTestPower(k, shift, level, cache)) * estimatePower(k, sd, margin) >= power;
  if (enough(n)) return n;
  if (!enough(SIMULATE_UP_TO)) return SIMULATE_UP_TO + 1;
  // Bisection (power grows with n): a handful of simulations instead of one per n.
  let low = n;
  let high = SIMULATE_UP_TO;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if (enough(mid)) high = mid;
    else low = mid;
  }
  return high;
}

export function planPaired(inputs: readonly PlanInput[], options: PlanOptions): PairedPlan {
  const power = options.power ?? 0.9;
  const family = Math.max(1, inputs.length);
  const minRounds = roundsToReach(options.alpha, family);
  const zTest = zOf(1 - options.alpha / family) + zOf(power);
  const zJoint = zOf(Math.sqrt(power));
  const zTestJoint = zOf(1 - options.alpha / family) + zJoint;
  const level = options.alpha / family;
  const cache = new Map<string, number>();
  const benchmarks = inputs.map((input): PlanBenchmark => {
    const logs = input.logRatios.filter((v) => !Number.isNaN(v));
    const sd = robustSpread(logs);
    const detectPct = options.detectPct ?? input.threshold_pct;
    const delta = Math.log(1 + detectPct / 100);
    const margin = delta - Math.log(1 + input.threshold_pct / 100);
    const roundsForTest = refine(Math.max(minRounds, Math.ceil(EFFICIENCY * ((zTest * sd) / delta) ** 2)), sd, delta, undefined, level, power, cache);
    const roundsForVerdict =
      margin > 1e-12
        ? refine(Math.max(minRounds, Math.ceil(EFFICIENCY * ((zTestJoint * sd) / delta) ** 2), Math.ceil(EFFICIENCY * ((zJoint * sd) / margin) ** 2)), sd, delta, margin, level, power, cache)
        : null;
    return {
      name: input.name,
      rounds_measured: logs.length,
      spread_pct: (Math.exp(sd) - 1) * 100,
      detect_pct: detectPct,
      threshold_pct: input.threshold_pct,
      rounds_for_test: roundsForTest,
      rounds_for_verdict: roundsForVerdict,
    };
  });
  const roundsNeeded = benchmarks.reduce((m, b) => Math.max(m, b.rounds_for_verdict ?? b.rounds_for_test), minRounds);
  return { alpha: options.alpha, power, family, min_rounds: minRounds, benchmarks, rounds_needed: roundsNeeded };
}
