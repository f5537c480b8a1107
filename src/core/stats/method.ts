/**
 * `--method stats`: a benchmark regresses only when its change is over its threshold AND the rank
 * test says the change is real (one-sided Mann–Whitney U, Holm-corrected across the suite at alpha)
 * AND its interval reaches past the threshold.
 * Point estimates are ratios of medians; intervals are the distribution-free ones of the shift of
 * the log values (shift.ts: Hodges–Lehmann with the exact Mann–Whitney interval, no resampling).
 * The two can disagree (samples on a timer's few steps: the medians jump 20 -> 30 ns while most pairs
 * differ by nothing, the interval [0%, 0%]); a status never contradicts the interval shown beside it:
 * medians past the threshold with the interval wholly within it, or the reverse, are inconclusive,
 * with a note that says so and why.
 * The geomean fails only when it is over its limit, its interval excludes "no change" on the worse
 * side and reaches past the limit; over its limit without that, it is inconclusive, as a benchmark is
 * (which never fails the verdict; a warning says why), so a geomean worse than its limit never
 * passes; within its limit it passes, unless its interval lies wholly past the limit (inconclusive).
 *
 * A decision method (../decision/method.ts): it decides the benchmarks it can test; those it cannot
 * (one value on a side) are decided by the threshold rule, and the report says so.
 */
import type { Compared, DecisionContext, DecisionMethod } from '../decision/method.js';
import { inGeomean, thresholdDecide, thresholdGeomean } from '../decision/threshold.js';
import { betterThan, changeInWords, changePct as pct, normalisedRatio, valueChangePct, worseThan } from '../ratio.js';
import type { BenchmarkResult, GeomeanResult } from '../report.js';
import { median } from '../aggregate.js';
import { holmAdjust } from './holm.js';
import { mannWhitneyTails, smallestOneSidedP } from './mann-whitney.js';
import { markTooNoisy } from './noise-status.js';
import { setAsideWarning, singleRunWarning, type Observations } from './observations.js';
import { fmtP } from './paired.js';
import { minOf } from '../extent.js';
import { zOf } from './normal.js';
import { fullRangeCoverage, shiftEstimate, shiftInterval, shiftSamples, widestShiftInterval, type ShiftInterval } from './shift.js';

interface StatsOptions {
  alpha: number;
}

interface Tested {
  result: BenchmarkResult;
  obs: Observations;
  /** Standard error of the benchmark's log-ratio, for the geomean's interval. */
  logSe: number;
  /** The Hodges–Lehmann estimate of the benchmark's log-ratio, normalised so > 0 is better. */
  logShift: number;
  /** Whether the samples were too small for an interval at the requested level. */
  noInterval: boolean;
  pWorse: number;
  pBetter: number;
  /**
   * The interval of the change in percent (> 0 better), low to high: the one shown, else (samples too
   * small for one at 1 - alpha) the widest there is, the full range of the pairwise ratios, at its real
   * coverage. The status must not contradict it (decide).
   */
  range: { low: number; high: number; coverage: number };
  /** The Hodges–Lehmann estimate of the change in percent (> 0 better): the centre of `range`. */
  shiftPct: number;
}

/** The level of the interval the standard error is read from: wide enough to be stable, reachable by small samples. */
const SE_LEVEL = 0.95;

/**
 * A standard error from a distribution-free interval: its half-width over the normal quantile of its
 * real coverage (Lehmann's estimate of the Hodges–Lehmann estimate's spread).
 */
function standardErrorOf(interval: ShiftInterval): number {
  return (interval.high - interval.low) / (2 * zOf((1 + interval.coverage) / 2));
}


function fallbackReason(obs: Observations, ruleName: string): string {
  const why = obs.baselineSamplesSetAside
    ? "the baseline's samples are the iterations of one run (a tool's own export, or a metric of a baseline promoted by an earlier bench-diff, which kept one run's), not values of runs like the current side's, so only its value is compared and no test is possible"
    : obs.currentSamplesSetAside
      ? "the single run's samples are its own iterations, not values of runs like the baseline's, so only its value is compared and no test is possible"
      : obs.baseline.length < 2
      ? 'the baseline holds a single value, so its noise is unknown and no test is possible'
      : 'there is a single current observation, so no test is possible';
  return `${why}; decided by the threshold rule (${ruleName}) alone`;
}

function test(result: BenchmarkResult, obs: Observations, options: StatsOptions): Tested {
  const { direction } = result;
  const baseline = median(obs.baseline);
  const current = median(obs.current);
  result.baseline = baseline;
  result.current = current;
  result.ratio = normalisedRatio(baseline, current, direction);
  result.change_pct = pct(result.ratio);
  result.value_change_pct = valueChangePct(result.ratio, direction);
  const confidence = 1 - options.alpha;
  // The shift of log(current) against log(baseline), as a ratio current / baseline; normalised so > 1 is better.
  const samples = shiftSamples(obs.baseline, obs.current, Math.log);
  const shift = shiftInterval(samples, confidence);
  const ends = shift && (direction === 'higher' ? [shift.low, shift.high] : [-shift.high, -shift.low]);
  // "Worse" is a smaller current value when higher is better, a larger one when lower is.
  const tails = mannWhitneyTails(obs.current, obs.baseline);
  const pWorse = direction === 'higher' ? tails.less : tails.greater;
  const pBetter = direction === 'higher' ? tails.greater : tails.less;
  result.stats = {
    test: 'mann-whitney',
    baseline_n: obs.baseline.length,
    current_n: obs.current.length,
    ...(ends ? { ci_pct: [pct(Math.exp(ends[0]!)), pct(Math.exp(ends[1]!))] as [number, number], confidence } : {}),
    p_value: result.change_pct < 0 ? pWorse : pBetter,
    significant: false,
  };
  const logSe = standardErrorOf(widestShiftInterval(samples, SE_LEVEL));
  const logShift = (direction === 'higher' ? 1 : -1) * shiftEstimate(samples);
  const widest = shift ?? widestShiftInterval(samples, confidence);
  const [low, high] = direction === 'higher' ? [widest.low, widest.high] : [-widest.high, -widest.low];
  const range = { low: pct(Math.exp(low)), high: pct(Math.exp(high)), coverage: widest.coverage };
  return { result, obs, logSe, logShift, noInterval: shift === null, pWorse, pBetter, range, shiftPct: pct(Math.exp(logShift)) };
}

/** "99% interval", or "98.4% interval" for the widest of samples too small for 1 - alpha. */
function intervalName(coverage: number): string {
  return `${Number((coverage * 100).toFixed(1))}% interval`;
}

/**
 * Why the medians and the shift of the whole distribution can disagree, and what measures the change:
 * observations on a few values (a timer's steps: 10, 20 and 30 ns) let the median jump a whole step
 * while most pairs of observations differ by nothing; otherwise a skewed or two-mode distribution.
 */
function disagreementCause(obs: Observations): string {
  const count = obs.baseline.length + obs.current.length;
  const distinct = new Set(obs.baseline).size + new Set(obs.current).size;
  if (distinct * 2 <= count) {
    const values = new Set([...obs.baseline, ...obs.current]).size;
    return (
      `the ${count} observations take only ${values} distinct value${values === 1 ? '' : 's'} (a timer's steps), so a median jumps a whole step while most pairs of observations differ by none; ` +
      'a longer-running benchmark, or more iterations per sample, measures the change'
    );
  }
  return 'the medians moved differently from the bulk of the observations (a skewed or two-mode distribution); more runs would tell';
}

/**
 * The note of a row whose medians and interval disagree about the limit: the medians past it while the
 * interval lies wholly within it, or the reverse. Either is `inconclusive`: neither estimate can be
 * shown as the change without the other contradicting it.
 */
function disagreementNote(t: Tested, change: number, limit: number, mediansPast: boolean): string {
  const { low, high, coverage } = t.range;
  const words = (v: number) => changeInWords(v, limit);
  return (
    `the medians are ${words(change)}, ${mediansPast ? 'over' : 'within'} the ${limit}% limit, but the shift of the whole distribution is ${words(t.shiftPct)} ` +
    `(${intervalName(coverage)} ${words(low)}…${words(high)}), ${mediansPast ? 'within' : 'past'} it: ${disagreementCause(t.obs)}`
  );
}

function decide(t: Tested, pHolmWorse: number | undefined, pHolmBetter: number | undefined, alpha: number): void {
  const r = t.result;
  const stats = r.stats!;
  const change = r.change_pct!;
  const limit = r.threshold_pct;
  const worse = worseThan(change, limit);
  const better = betterThan(change, limit);
  // The interval must leave room for what the status says: past the limit on the side the medians
  // are, its end on that side is past it too; within it, the interval is not wholly past it.
  const { low, high } = t.range;
  const roomPast = worse ? worseThan(low, limit) : better ? betterThan(high, limit) : false;
  const whollyPast = worseThan(high, limit) || betterThan(low, limit);
  if (r.status === 'protected') {
    stats.significant = t.pWorse <= alpha && change < 0;
    r.over_threshold = worse && stats.significant && roomPast;
    return;
  }
  const pHolm = change < 0 ? pHolmWorse! : pHolmBetter!;
  stats.p_holm = pHolm;
  stats.significant = pHolm <= alpha;
  if ((worse || better) && stats.significant && roomPast) r.status = worse ? 'regressed' : 'improved';
  else if ((worse || better) && stats.significant) {
    r.status = 'inconclusive';
    r.note = disagreementNote(t, change, limit, true);
  } else if (worse || better) {
    r.status = 'inconclusive';
    r.note = `${changeInWords(change, limit)} is over the ${limit}% limit but not significant (p = ${fmtP(pHolm)} after Holm's correction; needs <= ${alpha})`;
  } else if (whollyPast) {
    r.status = 'inconclusive';
    r.note = disagreementNote(t, change, limit, false);
  } else {
    r.status = 'unchanged';
    markTooNoisy(r);
  }
  // A status the interval backs, shown beside medians that the interval excludes: said why, as above.
  if (r.note === undefined && r.status !== 'inconclusive' && outside(change, low, high)) r.note = outsideNote(t, change, limit);
}

/** Whether a change lies outside an interval (all in percent), past rounding. */
function outside(change: number, low: number, high: number): boolean {
  return change < low - 1e-9 || change > high + 1e-9;
}

/**
 * The note of a row decided by its interval while its medians lie outside it: "+5% (1.05× slower)"
 * beside [0.0%, 0.0%], `unchanged`, read as a contradiction without it.
 */
function outsideNote(t: Tested, change: number, limit: number): string {
  const { low, high, coverage } = t.range;
  const words = (v: number) => changeInWords(v, limit);
  const status = t.result.status;
  const agree = status === 'unchanged' ? `the medians are within the ${limit}% limit and the interval does not lie wholly past it` : `both reach past the ${limit}% limit`;
  return (
    `the medians are ${words(change)}, outside the ${intervalName(coverage)} of the shift of the whole distribution (${words(low)}…${words(high)}); ` +
    `${agree}, so it is ${status}: ${disagreementCause(t.obs)}`
  );
}

/** A geomean, and why it is inconclusive when it is (the report's warnings say it). */
interface Geomean {
  geomean: GeomeanResult;
  why?: string;
}

/**
 * The geomean's interval without resampling. The estimate it is about is the mean of the counted
 * benchmarks' Hodges–Lehmann log-shifts (a benchmark decided by the threshold rule counts as its fixed
 * log-ratio): the estimate whose spread the benchmarks' standard errors describe. Centring it on the
 * ratio of medians instead, which varies more than the Hodges–Lehmann shift on a few runs, failed 10%
 * of the unchanged pull requests of the replayed real noise (docs/statistics.md). The benchmarks are
 * taken as independent, so the standard error is the root of the sum of their squared ones over the
 * count, and the interval is the normal one at 1 - alpha. The geomean shown stays that of the rows'
 * ratios of medians, and it must be over its limit as well for the suite to fail; where the two
 * disagree about the limit (overLimit), the geomean is inconclusive and a warning says so.
 */
function geomeanOf(results: readonly BenchmarkResult[], tested: readonly Tested[], options: StatsOptions, limit: number): Geomean {
  const plain = thresholdGeomean(results, limit);
  const isCounted = new Set(inGeomean(results));
  if (plain.ratio === null || !tested.some((t) => isCounted.has(t.result))) return { geomean: plain };
  const { ratio, change_pct: change } = plain;
  const testedOf = new Map(tested.map((t) => [t.result, t]));
  const only = isCounted.size === 1 ? testedOf.get([...isCounted][0]!) : undefined;
  if (only) return geomeanOfOne(plain, only, options.alpha, limit);
  let sum = 0;
  let variance = 0;
  for (const r of isCounted) {
    const t = testedOf.get(r);
    sum += t ? t.logShift : Math.log(r.ratio!);
    variance += t ? t.logSe ** 2 : 0;
  }
  const halfWidth = (zOf(1 - options.alpha / 2) * Math.sqrt(variance)) / isCounted.size;
  const centre = sum / isCounted.size;
  const low = centre - halfWidth;
  const high = centre + halfWidth;
  const significant = high < 0 || low > 0;
  const ci: [number, number] = [pct(Math.exp(low)), pct(Math.exp(high))];
  const status = overLimit(plain, high < 0, ci, limit);
  const geomean: GeomeanResult = { ratio, change_pct: change, count: isCounted.size, status, ci_pct: ci, significant };
  if (status !== 'inconclusive') {
    // Decided, but shown outside its own interval (on the same side of the limit): said, as a row's note is.
    if (!outside(change!, ci[0], ci[1])) return { geomean };
    const interval = `its ${Math.round((1 - options.alpha) * 100)}% interval, ${changeInWords(ci[0], limit)}…${changeInWords(ci[1], limit)}`;
    const side = status === 'fail' ? `both reach past the ${limit}% limit, so it fails` : `it is not worse than the ${limit}% limit and its interval does not lie wholly past it, so it passes`;
    return { geomean, why: `the geomean, ${changeInWords(change!, limit)}, lies outside the shift of the whole distributions (${interval}); ${side}: ${GEOMEAN_CAUSE}` };
  }
  const interval = `its ${Math.round((1 - options.alpha) * 100)}% interval, ${changeInWords(ci[0], limit)}…${changeInWords(ci[1], limit)}`;
  // An interval wholly on the other side of the limit says more than "not significant" would: with
  // thousands of samples on a timer's steps it is [0%, 0%], and more runs would not move it.
  const disagreement = disagreementWhy(plain, ci, limit, interval);
  if (disagreement) return { geomean, why: disagreement };
  // The medians past the limit while the Hodges–Lehmann shifts are better: rare, and said as it is.
  const why =
    low > 0
      ? notSignificant(change!, limit, `${interval}, lies on the better side of no change`, 'not significantly worse')
      : notSignificant(change!, limit, `${interval}, includes no change`);
  return { geomean, why: `${why}${MORE_RUNS}` };
}

const MORE_RUNS = ', so it is inconclusive: more runs, or a baseline promoted from more runs, would tell';

/** "the geomean, 5.0% worse, is over the 3% limit but not significant (...)": a benchmark's note's words. */
function notSignificant(change: number, limit: number, evidence: string, what = 'not significant'): string {
  return `the geomean, ${changeInWords(change, limit)}, is over the ${limit}% limit but ${what} (${evidence})`;
}

/**
 * Why a geomean is inconclusive when the geomean of the medians and its interval disagree about the
 * limit (overLimit), or undefined when they do not.
 */
function disagreementWhy(plain: GeomeanResult, ci: readonly [number, number], limit: number, interval: string, cause = GEOMEAN_CAUSE): string | undefined {
  const change = plain.change_pct!;
  const over = plain.status === 'fail';
  if (over ? worseThan(ci[0], limit) : !worseThan(ci[1], limit)) return undefined;
  return (
    `the geomean, ${changeInWords(change, limit)}, is ${over ? 'over' : 'within'} the ${limit}% limit but the shift of the whole distributions is ${over ? 'within' : 'past'} it (${interval}), so it is inconclusive: ${cause}`
  );
}

const GEOMEAN_CAUSE =
  "the medians moved differently from the bulk of the observations (the benchmarks' notes say where); more runs, or longer-running benchmarks when the observations are a timer's few steps, would tell";

/**
 * The status of a geomean by its test: within its limit it passes (the threshold rule's pass), unless
 * its interval lies wholly past the limit; over it, it fails when its test shows it worse and its
 * interval reaches past the limit, else it is inconclusive, as a benchmark over its threshold but not
 * significant is: a pass would say "no slowdown" of an estimate past the limit, and a fail "worse than
 * the limit" of a change whose interval lies within it. `ci` in percent, > 0 better.
 */
function overLimit(plain: GeomeanResult, provenWorse: boolean, ci: readonly [number, number], limit: number): GeomeanResult['status'] {
  if (plain.status === 'pass') return worseThan(ci[1], limit) ? 'inconclusive' : 'pass';
  if (plain.status !== 'fail') return plain.status;
  return provenWorse && worseThan(ci[0], limit) ? 'fail' : 'inconclusive';
}

/**
 * The geomean of one benchmark is that benchmark: it shows the row's own interval and test, at alpha
 * (Holm's correction leaves a single p as it is), since the normal interval above, made for combining
 * several, could call it significant while the row next to it said "not significant" about the same
 * numbers. It is never gated (verdict.ts, ungateSmallGeomean: the gate sets its status), so nothing is
 * said about whether it is inconclusive: the row's own status and note say it.
 */
function geomeanOfOne(plain: GeomeanResult, only: Tested, alpha: number, limit: number): Geomean {
  const worse = plain.change_pct! < 0;
  const p = worse ? only.pWorse : only.pBetter;
  const significant = p <= alpha;
  const ci = only.result.stats?.ci_pct;
  // The row's interval, or the widest one its samples have when they are too small for one at 1 - alpha.
  const range: [number, number] = [only.range.low, only.range.high];
  const status = overLimit(plain, worse && significant, range, limit);
  return { geomean: { ratio: plain.ratio, change_pct: plain.change_pct, count: 1, status, ...(ci ? { ci_pct: ci } : {}), significant } };
}

function reachWarning(tested: readonly Tested[], alpha: number): string | undefined {
  const family = tested.filter((t) => t.result.status !== 'protected');
  if (family.length === 0) return undefined;
  const level = alpha / family.length;
  // The sizes named are those of the benchmark that comes closest, whose smallest p is the one stated.
  const reach = family.map((t) => smallestOneSidedP(t.obs.current.length, t.obs.baseline.length));
  const best = minOf(reach);
  if (best <= level) return undefined;
  const sizes = family[reach.indexOf(best)]!.obs;
  return (
    `with ${sizes.baseline.length} baseline and ${sizes.current.length} current observations the rank test cannot reach p <= ${fmtP(level)}, ` +
    `the level Holm's correction needs for ${family.length} benchmark${family.length === 1 ? '' : 's'} (the smallest possible p is ${fmtP(best)}): no benchmark can be called regressed on its own, ` +
    'changes over the limit show as inconclusive. Promote a baseline from more runs (30 runs allow p down to 3e-6) or give more runs'
  );
}

/** Benchmarks whose samples are too small for an interval at 1 - alpha have none: the report says so, once. */
function noIntervalWarning(tested: readonly Tested[], alpha: number): string | undefined {
  const without = tested.filter((t) => t.noInterval);
  if (without.length === 0) return undefined;
  const first = without[0]!.obs;
  const count = without.length === 1 ? '1 benchmark has' : `${without.length} benchmarks have`;
  return (
    `${count} no ${Math.round((1 - alpha) * 100)}% interval of the change: with ${first.baseline.length} baseline and ${first.current.length} current observations ` +
    `even the full range of the pairwise ratios covers only ${(fullRangeCoverage(first.baseline.length, first.current.length) * 100).toFixed(1)}%. ` +
    'Give more runs or promote a baseline from more runs'
  );
}

/** Decides what it can test, the rest by the threshold rule; the warnings say what could not be tested. */
function decideAll(compared: readonly Compared[], results: readonly BenchmarkResult[], options: StatsOptions, context: DecisionContext): { geomean: GeomeanResult; warnings: string[] } {
  const tested: Tested[] = [];
  // Those with one value on a side, not counting those whose samples were set aside (setAsideWarning and singleRunWarning say why).
  let untested = 0;
  for (const { result, obs } of compared) {
    if (obs.baseline.length >= 2 && obs.current.length >= 2) tested.push(test(result, obs, options));
    else {
      if (!obs.baselineSamplesSetAside && !obs.currentSamplesSetAside) untested++;
      thresholdDecide(result);
      result.stats = { test: 'none', baseline_n: obs.baseline.length, current_n: obs.current.length, significant: false, fallback: fallbackReason(obs, context.ruleName) };
    }
  }
  const family = tested.filter((t) => t.result.status !== 'protected');
  const holmWorse = holmAdjust(family.map((t) => t.pWorse));
  const holmBetter = holmAdjust(family.map((t) => t.pBetter));
  const index = new Map(family.map((t, i) => [t, i]));
  for (const t of tested) {
    const i = index.get(t);
    decide(t, i === undefined ? undefined : holmWorse[i], i === undefined ? undefined : holmBetter[i], options.alpha);
  }
  const warnings: string[] = [];
  const setAside = setAsideWarning(compared.map((c) => c.obs));
  if (setAside) warnings.push(setAside);
  const singleRun = singleRunWarning(compared.map((c) => c.obs));
  if (singleRun) warnings.push(singleRun);
  if (untested > 0) {
    warnings.push(
      `${untested} benchmark${untested === 1 ? '' : 's'} could not be tested statistically (one value on a side): the threshold rule decided ${untested === 1 ? 'it' : 'them'}. ` +
        'Promote the baseline from several runs (its samples) and give several runs',
    );
  }
  const reach = reachWarning(tested, options.alpha);
  if (reach) warnings.push(reach);
  const small = noIntervalWarning(tested, options.alpha);
  if (small) warnings.push(small);
  const { geomean, why } = geomeanOf(results, tested, options, context.geomeanThreshold);
  if (why !== undefined) warnings.push(why);
  return { geomean, warnings };
}

/** `--method stats` at significance level `alpha` (Holm across the suite), with distribution-free intervals. */
export function statsMethod(options: StatsOptions): DecisionMethod {
  return {
    decide(compared, results, context) {
      return { ...decideAll(compared, results, options, context), reported: { method: 'stats', alpha: options.alpha } };
    },
  };
}
