/**
 * The paired decision of an interleaved A/B run (`bench-diff ab`): A (the base) and B (the head) ran
 * alternately, so round i's two values met the same load on the machine. The observations of a
 * benchmark are its per-round log-ratios, signed so that "worse" is positive:
 * log(B_i / A_i) when lower is better, log(A_i / B_i) when higher is. A load spike that hits both
 * sides of a round cancels out of its ratio; that is the whole point.
 *
 * Per benchmark: the estimate is the Hodges–Lehmann centre of the log-ratios with its exact interval,
 * the test the one-sided Wilcoxon signed-rank test, Holm-corrected across the suite. A benchmark
 * regresses when its estimate is worse than its threshold AND the corrected test says so at alpha
 * (improves symmetrically); over the threshold without significance is inconclusive. Within the
 * threshold it is unchanged only when its whole interval is within it too: an interval that reaches
 * past the threshold, on either side, could not rule out a change of that size, and the benchmark is
 * inconclusive (as compare's noise rule: the gate does not claim a change it could not have seen).
 *
 * Geomean: per round, the mean over benchmarks of the log-ratios (the log of that round's geomean
 * ratio); then the same estimate, interval and test over the rounds. It fails when worse than its
 * threshold and significant at alpha; worse but not significant, it is inconclusive, as a benchmark
 * is (a pass would claim the opposite of its own estimate). Otherwise it passes only when its
 * interval backs that: within the threshold, the whole interval within it on both sides, as for a
 * benchmark; better than the threshold, the interval's worse end within it. Else, or with no
 * interval (one round), it is inconclusive. Inconclusive never fails the verdict; a warning says why.
 * So a geomean passes only when its interval has a worse end within the limit.
 *
 * Pure: no IO, no randomness. Reported numbers use the report's convention: a ratio > 1 and a
 * positive change_pct are better, negative worse.
 */
import type { Direction } from '../model.js';
import { betterThan, changeInWords, worseThan } from '../ratio.js';
import { hodgesLehmann } from './hodges-lehmann.js';
import { holmAdjust } from './holm.js';
import { signedRank, smallestSignedRankP } from './signed-rank.js';
import { geomeanGates } from '../verdict.js';

export interface PairedInput {
  name: string;
  direction: Direction;
  threshold_pct: number;
  /** Round-aligned values: base[i] and head[i] were measured in round i. A round where either is missing (NaN, <= 0) is left out. */
  base: readonly number[];
  head: readonly number[];
  /** Whether it counts in the geomean (default true). */
  in_geomean?: boolean;
  /**
   * Whether it is in the family Holm's correction spans (default true). A protected benchmark is
   * not: its status is not decided, and its p_holm is its own p-value.
   */
  family?: boolean;
}

interface PairedOptions {
  /** Significance level for the suite (Holm) and for the geomean. */
  alpha: number;
  geomeanThreshold: number;
}

type PairedStatus = 'regressed' | 'improved' | 'unchanged' | 'inconclusive';

export interface PairedBenchmark {
  name: string;
  direction: Direction;
  threshold_pct: number;
  /** Rounds with a value on both sides (the pairs). */
  rounds: number;
  /** exp(-HL estimate of the log-ratios): > 1 better. Null without any pair. */
  ratio: number | null;
  change_pct: number | null;
  /** The estimate's interval in percent of change, at `coverage` (two-sided). */
  ci_pct: [number, number] | null;
  coverage: number | null;
  /** One-sided signed-rank p-values, before Holm. */
  p_worse: number;
  p_better: number;
  /** Holm-adjusted p-value of the side the estimate is on. */
  p_holm: number;
  significant: boolean;
  test: 'exact' | 'normal';
  status: PairedStatus;
  note?: string;
}

export interface PairedGeomean {
  /** Rounds where every benchmark of the geomean has a pair. */
  rounds: number;
  count: number;
  ratio: number | null;
  change_pct: number | null;
  ci_pct: [number, number] | null;
  /** The interval's coverage (two-sided): below the confidence asked for when the rounds are too few. */
  coverage: number | null;
  p_worse: number;
  significant: boolean;
  status: 'pass' | 'fail' | 'inconclusive' | 'skipped';
}

export interface PairedComparison {
  method: 'paired';
  alpha: number;
  confidence: number;
  benchmarks: PairedBenchmark[];
  geomean: PairedGeomean;
  warnings: string[];
}

/** The worse-positive log-ratio of one round, or NaN when either value cannot be a gated value. */
function pairedLogRatio(base: number, head: number, direction: Direction): number {
  if (!(base > 0 && head > 0 && Number.isFinite(base) && Number.isFinite(head))) return Number.NaN;
  // A difference of logs, so that swapping the sides negates it exactly (ties stay ties).
  const worse = Math.log(head) - Math.log(base);
  return direction === 'lower' ? worse : -worse;
}

/** The log-ratios per round (NaN where the round has no pair), in round order. */
export function logRatiosOf(input: PairedInput): number[] {
  const n = Math.min(input.base.length, input.head.length);
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(pairedLogRatio(input.base[i]!, input.head[i]!, input.direction));
  return out;
}

const pctOf = (worseLog: number): number => (Math.exp(-worseLog) - 1) * 100;
/**
 * A p-value for people (also --method stats' notes): 3 decimals; two significant digits below 0.01,
 * where 3 decimals are one and put Holm's level 0.0033 at 0.003 ("cannot reach p <= 0.003 (the
 * smallest possible p is 0.003)"); 1.2e-5 below 0.001. Never more than 5% off.
 */
export const fmtP = (p: number): string =>
  p < 0.001 ? p.toExponential(1) : p < 0.01 ? String(Number(p.toPrecision(2))) : p.toFixed(3).replace(/0+$/, '').replace(/\.$/, '');

interface Estimated {
  ratio: number;
  change_pct: number;
  ci_pct: [number, number];
  coverage: number;
  p_worse: number;
  p_better: number;
  test: 'exact' | 'normal';
}

/** Estimate, interval and both one-sided tests of worse-positive log-ratios (at least one). */
function estimatePaired(logRatios: readonly number[], confidence: number): Estimated {
  const hl = hodgesLehmann(logRatios, confidence);
  const test = signedRank(logRatios);
  return {
    ratio: Math.exp(-hl.estimate),
    change_pct: pctOf(hl.estimate),
    ci_pct: [pctOf(hl.high), pctOf(hl.low)],
    coverage: hl.coverage,
    p_worse: test.pGreater,
    p_better: test.pLess,
    test: test.method,
  };
}

/**
 * Which sides of the threshold the interval reaches past ("the worse side", "the better side", "both
 * sides"), or undefined when the whole interval lies within it. No interval (one round: coverage 0)
 * is null: a single round cannot rule anything out.
 */
function sidesPastLimit(b: PairedBenchmark): string | null | undefined {
  if (b.ci_pct === null || b.coverage === null || b.coverage <= 0) return null;
  const worse = worseThan(b.ci_pct[0], b.threshold_pct);
  const better = betterThan(b.ci_pct[1], b.threshold_pct);
  if (worse && better) return 'both sides';
  return worse ? 'the worse side' : better ? 'the better side' : undefined;
}

function decide(b: PairedBenchmark, alpha: number): void {
  if (b.change_pct === null) {
    b.status = 'inconclusive';
    b.note = 'no round has a value on both sides';
    return;
  }
  const worse = worseThan(b.change_pct, b.threshold_pct);
  const better = betterThan(b.change_pct, b.threshold_pct);
  b.significant = b.p_holm <= alpha;
  if ((worse || better) && b.significant) b.status = worse ? 'regressed' : 'improved';
  else if (worse || better) {
    b.status = 'inconclusive';
    b.note = `${changeInWords(b.change_pct, b.threshold_pct)} is over the ${b.threshold_pct}% limit but not significant (p = ${fmtP(b.p_holm)} after Holm's correction; needs <= ${alpha})`;
  } else {
    // Within the limit: "unchanged" claims that no change past the limit happened, in either
    // direction, which only an interval inside the limit can back (as compare's noise rule).
    const sides = sidesPastLimit(b);
    if (sides === undefined) b.status = 'unchanged';
    else {
      b.status = 'inconclusive';
      const interval = sides === null ? 'one round gives no interval' : `its ${Math.round(b.coverage! * 100)}% interval reaches past it on ${sides}`;
      b.note = `${changeInWords(b.change_pct, b.threshold_pct)} is within the ${b.threshold_pct}% limit, but ${interval}: the rounds cannot rule out a change that large`;
    }
  }
}

function geomeanOf(inputs: readonly PairedInput[], ratios: readonly number[][], options: PairedOptions, confidence: number): PairedGeomean {
  const counted = inputs.map((input, i) => ({ input, logs: ratios[i]! })).filter((c) => c.input.in_geomean !== false);
  const skipped: PairedGeomean = { rounds: 0, count: counted.length, ratio: null, change_pct: null, ci_pct: null, coverage: null, p_worse: 1, significant: false, status: 'skipped' };
  if (counted.length === 0) return skipped;
  const rounds = counted.reduce((m, c) => Math.min(m, c.logs.length), Number.POSITIVE_INFINITY);
  const perRound: number[] = [];
  for (let i = 0; i < rounds; i++) {
    let sum = 0;
    let complete = true;
    for (const c of counted) {
      const v = c.logs[i]!;
      if (Number.isNaN(v)) complete = false;
      sum += v;
    }
    if (complete) perRound.push(sum / counted.length);
  }
  if (perRound.length === 0) return skipped;
  const e = estimatePaired(perRound, confidence);
  const significant = e.p_worse <= options.alpha;
  const geomean: PairedGeomean = { rounds: perRound.length, count: counted.length, ratio: e.ratio, change_pct: e.change_pct, ci_pct: e.ci_pct, coverage: e.coverage, p_worse: e.p_worse, significant, status: 'pass' };
  if (worseThan(e.change_pct, options.geomeanThreshold)) geomean.status = significant ? 'fail' : 'inconclusive';
  else if (geomeanPastLimit(geomean, options.geomeanThreshold) !== undefined) geomean.status = 'inconclusive';
  return geomean;
}

/**
 * What keeps a geomean that is not worse than its limit from passing: no interval (one round: null),
 * or the sides of the limit its interval reaches past that a pass would claim it had not. Within the
 * limit, either side (as a benchmark's "unchanged"); better than the limit, the worse side only (its
 * better end being past the limit is the improvement itself). Undefined: nothing, it passes.
 */
function geomeanPastLimit(g: PairedGeomean, limit: number): string | null | undefined {
  if (g.ci_pct === null || g.coverage === null || g.coverage <= 0) return null;
  const worse = worseThan(g.ci_pct[0], limit);
  const better = betterThan(g.ci_pct[1], limit) && !betterThan(g.change_pct!, limit);
  if (worse && better) return 'both sides';
  return worse ? 'the worse side' : better ? 'the better side' : undefined;
}

/**
 * Why an inconclusive geomean is: "the geomean, 1.0% worse, is within the 3% limit, but its 95%
 * interval (4.1% worse…6.2% better) reaches past it on both sides"; worse than the limit, in the
 * words of a benchmark's note: "the geomean, 5.0% worse, is over the 3% limit but not significant
 * (p = 0.031; needs <= 0.01)". Ends in words, as the geomean line shows them, and never rounded
 * onto or across the limit.
 */
function geomeanWhy(g: PairedGeomean, limit: number, alpha: number): string {
  const change = g.change_pct!;
  if (worseThan(change, limit)) return `the geomean, ${changeInWords(change, limit)}, is over the ${limit}% limit but not significant (p = ${fmtP(g.p_worse)}; needs <= ${alpha})`;
  const where = betterThan(change, limit) ? `over the ${limit}% limit on the better side` : `within the ${limit}% limit`;
  const sides = geomeanPastLimit(g, limit);
  const interval =
    sides === null || sides === undefined
      ? 'one round gives it no interval'
      : `its ${Math.round(g.coverage! * 100)}% interval (${changeInWords(g.ci_pct![0], limit)}…${changeInWords(g.ci_pct![1], limit)}) reaches past it on ${sides}`;
  return `the geomean, ${changeInWords(change, limit)}, is ${where}, but ${interval}`;
}

/** The fewest rounds with which the corrected test can reach alpha for a family of k benchmarks. */
export function roundsToReach(alpha: number, k: number): number {
  let n = 1;
  while (smallestSignedRankP(n) > alpha / Math.max(1, k)) n++;
  return n;
}

/** Decides every benchmark and the geomean from round-aligned values. */
export function comparePaired(inputs: readonly PairedInput[], options: PairedOptions): PairedComparison {
  const confidence = 1 - options.alpha;
  const ratios = inputs.map(logRatiosOf);
  const benchmarks: PairedBenchmark[] = inputs.map((input, i) => {
    const logs = ratios[i]!.filter((v) => !Number.isNaN(v));
    const base = { name: input.name, direction: input.direction, threshold_pct: input.threshold_pct, rounds: logs.length, p_holm: 1, significant: false, status: 'unchanged' as PairedStatus };
    if (logs.length === 0) return { ...base, ratio: null, change_pct: null, ci_pct: null, coverage: null, p_worse: 1, p_better: 1, test: 'exact' };
    return { ...base, ...estimatePaired(logs, confidence) };
  });
  const family = benchmarks.flatMap((b, i) => (inputs[i]!.family === false ? [] : [b]));
  const holmWorse = holmAdjust(family.map((b) => b.p_worse));
  const holmBetter = holmAdjust(family.map((b) => b.p_better));
  const index = new Map(family.map((b, k) => [b, k]));
  for (const b of benchmarks) {
    const k = index.get(b);
    const worse = (b.change_pct ?? 0) < 0;
    b.p_holm = k === undefined ? (worse ? b.p_worse : b.p_better) : worse ? holmWorse[k]! : holmBetter[k]!;
    decide(b, options.alpha);
  }
  const geomean = geomeanOf(inputs, ratios, options, confidence);
  return { method: 'paired', alpha: options.alpha, confidence, benchmarks, geomean, warnings: reachWarnings(family, geomean, options) };
}

const rounds = (n: number): string => `${n} round${n === 1 ? '' : 's'}`;

/**
 * What the rounds cannot show: the corrected per-benchmark level, and the geomean's own (alpha,
 * uncorrected), each needing a number of rounds before any p-value can reach it. Below that a change
 * over the limit is inconclusive, a benchmark's or the geomean's: said, with how many rounds would
 * tell. And, once for the suite rather than on every row, that benchmarks within their
 * limits are inconclusive because their intervals reach past them, which more rounds narrow. An
 * inconclusive geomean says why, in the warning about too few rounds when there is one (one round:
 * said once, not again on its own), else on its own.
 */
function reachWarnings(family: readonly PairedBenchmark[], geomean: PairedGeomean, options: PairedOptions): string[] {
  const alpha = options.alpha;
  const fewest = family.reduce((m, b) => Math.min(m, b.rounds), Number.POSITIVE_INFINITY);
  const needed = roundsToReach(alpha, family.length);
  const geomeanNeeded = roundsToReach(alpha, 1);
  // A geomean over one benchmark is never gated (verdict.ts): what it cannot show goes unsaid.
  const gated = geomean.status !== 'skipped' && geomeanGates(geomean.count);
  const geomeanShort = gated && geomean.rounds < geomeanNeeded;
  const geomeanPart = `the geomean cannot fail, whatever its change (its test needs ${rounds(geomeanNeeded)} to reach p <= ${fmtP(alpha)})`;
  const geomeanOpen = gated && geomean.status === 'inconclusive' ? `${geomeanWhy(geomean, options.geomeanThreshold, alpha)}, so it is inconclusive` : undefined;
  const openAfter = geomeanOpen === undefined ? '' : `; ${geomeanOpen}`;
  const wide = family.filter(withinButWide).length;
  if (family.length > 0 && fewest < needed) {
    // Said once for the suite, wide intervals included: the advice is the same for every row.
    const within = wide > 0 ? ', as do changes within it whose interval reaches past it' : '';
    return [
      `with ${rounds(fewest)} the signed-rank test cannot reach p <= ${fmtP(alpha / family.length)}, the level Holm's correction needs for ` +
        `${family.length} benchmark${family.length === 1 ? '' : 's'}: changes over the limit show as inconclusive${within}${geomeanShort ? `, and ${geomeanPart}` : ''}${openAfter}. Give --runs ${needed} or more`,
    ];
  }
  const warnings = geomeanShort ? [`with ${rounds(geomean.rounds)} ${geomeanPart}${openAfter}. Give --runs ${geomeanNeeded} or more`] : [];
  if (wide > 0) {
    const one = wide === 1;
    const more = family.filter(withinButWide).reduce((m, b) => Math.max(m, roundsToFit(b) ?? 0), 0);
    const howMany = more === 0 ? '' : more <= MAX_ESTIMATED_ROUNDS
      ? `: about ${more} (--runs ${more}), estimated from ${one ? 'its' : 'their'} spread so far`
      : `, but not to within the limit in ${MAX_ESTIMATED_ROUNDS.toLocaleString('en-US')} rounds: ${one ? 'its estimate is' : 'an estimate is'} too near it`;
    warnings.push(
      `${wide} benchmark${one ? '' : 's'} within the limit ${one ? 'has an interval that reaches' : 'have intervals that reach'} past it, so ${one ? 'it is' : 'they are'} inconclusive: ` +
        `more rounds narrow the ${one ? 'interval' : 'intervals'}${howMany}`,
    );
  }
  // Its own advice: --plan plans benchmarks, not the geomean.
  if (geomeanOpen !== undefined && !geomeanShort) warnings.push(`${geomeanOpen}: more rounds (a larger --runs) would tell`);
  return warnings;
}

/** Past this many rounds, an estimate of the rounds needed is not given as a number (it is --runs' own limit). */
const MAX_ESTIMATED_ROUNDS = 10_000;

/**
 * About how many rounds would bring the interval of a benchmark that is within its limit but
 * inconclusive (withinButWide) inside that limit, if its estimate and spread held: an interval's
 * half-width shrinks as 1 / sqrt(n), so n × (half-width / room)^2, on the log scale, with room the
 * distance from the estimate to the limit on that side; the larger of the two sides. Infinity when
 * there is no room (an estimate on the limit); undefined with no interval. An estimate: the centre
 * and the spread move as rounds are added, and at few rounds the exact interval is wider than this
 * scaling allows for, so it errs high there (8 rounds of tests/core/stats/paired-rounds-advice.test.ts'
 * noisy benchmark: about 155, where the same spread fits within 64).
 */
function roundsToFit(b: PairedBenchmark): number | undefined {
  // No interval (one round): no spread to estimate from.
  if (b.ci_pct === null || b.change_pct === null || !(b.coverage! > 0)) return undefined;
  const log = (pct: number): number => Math.log1p(pct / 100);
  const centre = log(b.change_pct);
  const factor = (reach: number, room: number): number => (reach <= 0 ? 0 : room > 0 ? (reach / room) ** 2 : Number.POSITIVE_INFINITY);
  // A limit of 100% or more has no worse side: no change is 100% worse or more.
  const worseRoom = b.threshold_pct >= 100 ? Number.POSITIVE_INFINITY : centre - log(-b.threshold_pct);
  const worse = factor(centre - log(b.ci_pct[0]), worseRoom);
  const better = factor(log(b.ci_pct[1]) - centre, log(b.threshold_pct) - centre);
  const needed = Math.ceil(b.rounds * Math.max(worse, better));
  return Math.max(needed, b.rounds + 1);
}

/** Inconclusive although its estimate is within the limit: its interval reaches past it (decide). */
function withinButWide(b: PairedBenchmark): boolean {
  return b.status === 'inconclusive' && b.change_pct !== null && !worseThan(b.change_pct, b.threshold_pct) && !betterThan(b.change_pct, b.threshold_pct);
}
