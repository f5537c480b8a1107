/**
 * `bench-diff calibrate`: from repeated runs of unchanged code (A/A), per benchmark the observed
 * noise, the threshold that keeps false alarms at the chosen rate per pull request, the smallest
 * change that threshold lets the gate catch, and the runs needed to catch an 8% change; for the
 * suite a recommended aggregate, N and geomean threshold.
 *
 * Method: resample (baseline, current) pairs of N runs from the A/A runs (resample.ts), so the
 * thresholds come from the gate's own arithmetic on the project's own noise, disturbed runs and
 * bimodal benchmarks included. Runs given in batches (one per CI job or day) put the baseline and
 * the current side in different batches, so the drift between jobs is in the thresholds too. The false-alarm budget per pull request is split in two halves:
 * one for the geomean check, one shared by the per-benchmark checks (Bonferroni), so that by the
 * union bound a pull request of unchanged code fails at most that often.
 *
 * A geomean over fewer than GEOMEAN_MIN_COUNT benchmarks is never gated (verdict.ts, geomeanGates):
 * for a suite of one, N is chosen by what the benchmarks catch on their own, the geomean is said to
 * be ungated, and a suite in which nothing at all would be gated gets a warning.
 */
import type { Aggregate } from '../aggregate.js';
import { inputError } from '../errors.js';
import type { SourcedDocument } from '../model.js';
import { collectRuns } from '../runs.js';
import { dispersion, meanAndSd } from '../stats/dispersion.js';
import { mulberry32, type Random } from '../stats/random.js';
import { addToGeomeanLogs, drawBatchedRuns, logRatios, type AaSeries, type Draws } from './resample.js';
import { zOf } from '../stats/normal.js';
import { limits, lowestNeeded, sdMargin, summariseNull, type NullSummary } from './tails.js';
import { withinTolerance } from '../metric-gate.js';
import { isCountUnit } from '../metric-rules.js';
import { maxOf } from '../extent.js';
import { geomeanGates } from '../verdict.js';

interface CalibrateOptions {
  /** N, the runs per pull request and per baseline; searched (1..maxRuns) when not given. */
  runs?: number;
  maxRuns: number;
  /** Allowed false alarms per pull request of unchanged code, in percent. */
  falseAlarmPct: number;
  /** Probability with which a change counts as detectable. */
  power: number;
  /** Threshold bounds in percent: none lower than min (drift between days is not in one batch of A/A runs); protect above max. */
  minThreshold: number;
  maxThreshold: number;
  /**
   * The single-benchmark change to report the needed runs for, and the uniform slowdown N is chosen
   * for, in percent; N is chosen for the single-benchmark change instead when the suite's geomean is
   * not gated (fewer benchmarks than GEOMEAN_MIN_COUNT).
   */
  targetChange: number;
  uniformTarget: number;
  seed: number;
  /**
   * The A/A runs' batches (the jobs or days that made them), each a list of run indices, every run
   * in one. Two or more draw the baseline and the current side from different batches; none, one,
   * or only batches of one run each: all runs are one pool.
   */
  batches?: readonly (readonly number[])[];
}

export const DEFAULT_CALIBRATE_OPTIONS: CalibrateOptions = {
  maxRuns: 10,
  falseAlarmPct: 1,
  power: 0.95,
  minThreshold: 2,
  maxThreshold: 25,
  targetChange: 8,
  uniformTarget: 5,
  seed: 1,
};

const MIN_AA_RUNS = 6;
/** Fewer batches than this get a warning: the drift between jobs is then estimated from few of them. */
const FEW_BATCHES = 6;

/** The batches resampling draws from: the given ones when there are two or more with a run to spare, else one of all `k` runs. */
function batchesOf(o: CalibrateOptions, k: number): readonly (readonly number[])[] {
  const given = o.batches ?? [];
  if (given.length >= 2 && given.some((b) => b.length >= 2)) return given;
  return [Array.from({ length: k }, (_, i) => i)];
}

/** A caller's mistake, not the input's: batches that are not a partition of the runs. */
function checkBatches(batches: readonly (readonly number[])[], k: number): void {
  const seen = new Uint8Array(k);
  for (const b of batches) {
    if (b.length === 0) throw new RangeError('calibrate: an empty batch');
    for (const i of b) {
      if (!Number.isInteger(i) || i < 0 || i >= k || seen[i]) throw new RangeError(`calibrate: run ${i} is not in exactly one batch`);
      seen[i] = 1;
    }
  }
  if (seen.some((x) => x === 0)) throw new RangeError('calibrate: a run is in no batch');
}

interface BenchmarkCalibration {
  name: string;
  unit: string;
  direction: 'higher' | 'lower';
  cv_pct: number;
  min: number;
  max: number;
  threshold_pct: number;
  /** The smallest worsening (percent) caught with probability `power` at the recommended threshold and N. */
  detectable_pct: number;
  /** Runs needed to catch a `targetChange` worsening; `extrapolated` past half the A/A runs. */
  runs_for_target: number;
  extrapolated: boolean;
  protected: boolean;
  reason?: string;
  /**
   * A count (instructions, allocations) that was the same in every A/A run: the gate decides it
   * exactly, at 0% (README "Metrics"), which no calibrated threshold should loosen. Its threshold
   * and detectable change are 0, and the config gives it no threshold of its own.
   */
  exact?: true;
}

export interface Calibration {
  aa_runs: number;
  /** The batches the runs were drawn from: 1 when all are one pool (back-to-back runs, no drift between jobs). */
  batches: number;
  runs: number;
  runs_searched: boolean;
  /** The most runs the search could recommend (--max-runs), and the uniform slowdown it looks for N to catch (percent). */
  max_runs: number;
  uniform_target_pct: number;
  aggregate: Aggregate;
  /** Every aggregate tried, with the geometric mean of its detectable changes (smaller is better). */
  aggregates: Array<{ aggregate: Aggregate; detectable_pct: number }>;
  false_alarm_pct: number;
  power: number;
  target_change_pct: number;
  /**
   * The suite's geomean. `gated` false when it is over fewer benchmarks than the gate gates a
   * geomean over (a suite of one: verdict.ts, geomeanGates): its numbers are then those it would
   * have, and nothing uses them (the config gets no geomean threshold from them).
   */
  geomean: { gated: boolean; threshold_pct: number; detectable_pct: number; protected_in_geomean: boolean };
  benchmarks: BenchmarkCalibration[];
  warnings: string[];
}

interface Evaluation {
  aggregate: Aggregate;
  thresholds: number[];
  detectables: number[];
  protectedFlags: boolean[];
  geomean: Omit<Calibration['geomean'], 'gated'>;
  score: number;
}

/**
 * Only aggregates that one disturbed run cannot move: the mean looks more efficient on A/A runs that
 * happen to hold no disturbed run, and then fails every pull request that gets one (measured in
 * bench/decision-quality: 7.6% false fails with the mean allowed).
 */
function candidates(runs: number): Aggregate[] {
  return runs >= 3 ? ['best', 'median'] : ['best'];
}

function resamplesFor(alpha: number): number {
  return Math.min(50_000, Math.max(4000, Math.ceil(20 / alpha)));
}

/**
 * One pass over the suite with the shared draws: each benchmark's resampled log ratios are made into
 * one reused buffer, added to the per-resample geomean of the whole suite (in resample order), then
 * sorted and reduced to what limits() reads, with the `keep` smallest values. Memory is the draws,
 * the buffer, the geomean sums and a few numbers per benchmark, whatever the suite's size.
 */
function summariseSuite(series: readonly AaSeries[], draws: Draws, method: Aggregate, power: number, keep: number, geomeanSums?: Float64Array): NullSummary[] {
  const scratch = new Float64Array(draws.resamples);
  return series.map((s) => {
    logRatios(s, draws, method, scratch);
    if (geomeanSums) addToGeomeanLogs(geomeanSums, scratch, series.length);
    return summariseNull(scratch.sort(), power, keep);
  });
}

/** The per-resample log of the geomean over the benchmarks `include` picks, made again from the draws. */
function geomeanLogsOf(series: readonly AaSeries[], draws: Draws, method: Aggregate, include: readonly boolean[]): Float64Array {
  const count = include.filter((i) => i).length;
  const scratch = new Float64Array(draws.resamples);
  const sums = new Float64Array(draws.resamples);
  series.forEach((s, b) => {
    if (include[b]) addToGeomeanLogs(sums, logRatios(s, draws, method, scratch), count);
  });
  return sums;
}

/** Exported for the tests, which check it against the straightforward computation on full arrays. */
export function evaluate(series: readonly AaSeries[], runs: number, method: Aggregate, resamples: number, random: Random, o: CalibrateOptions): Evaluation {
  const draws = drawBatchedRuns(batchesOf(o, series[0]!.values.length), runs, resamples, random);
  const margin = sdMargin(series[0]!.values.length);
  const half = o.falseAlarmPct / 100 / 2;
  // Each round's alpha is half / (benchmarks gated). Keep the lower tails deep enough for every
  // round in which at least half the suite stays gated (a few values each); a suite protected
  // further than that takes them again, deeper (a second pass, but no array of all resamples).
  let keep = lowestNeeded(resamples, half / Math.max(1, Math.floor(series.length / 2)));
  const allSums = new Float64Array(resamples);
  let summaries = summariseSuite(series, draws, method, o.power, keep, allSums);
  let protectedFlags = series.map(() => false);
  let thresholds: number[] = [];
  let detectables: number[] = [];
  // Protecting a benchmark frees its share of the budget for the others; two rounds settle it.
  for (let round = 0; round < 3; round++) {
    const gated = protectedFlags.filter((p) => !p).length;
    const alpha = half / Math.max(1, gated);
    if (lowestNeeded(resamples, alpha) > keep) {
      keep = lowestNeeded(resamples, alpha);
      summaries = summariseSuite(series, draws, method, o.power, keep);
    }
    const lim = summaries.map((s) => limits(s, alpha, o.minThreshold, margin));
    thresholds = lim.map((l) => l.threshold);
    detectables = lim.map((l) => l.detectable);
    const next = thresholds.map((t) => t > o.maxThreshold);
    if (next.every((p, i) => p === protectedFlags[i])) break;
    protectedFlags = next;
  }
  const geomeanLimits = (logs: Float64Array) => limits(summariseNull(logs.sort(), o.power, lowestNeeded(resamples, half)), half, 1, margin);
  const all = geomeanLimits(allSums);
  // Without the protected benchmarks, the geomean's sums are made again: which ones, and how many to
  // divide by, are known only now. Only when the gate would gate that geomean: over one benchmark
  // left among protected ones it is never gated, and would promise what nothing checks.
  const gatedCount = protectedFlags.filter((p) => !p).length;
  const some = protectedFlags.some((p) => p) && geomeanGates(gatedCount) ? geomeanLimits(geomeanLogsOf(series, draws, method, protectedFlags.map((p) => !p))) : undefined;
  const useSome = some !== undefined && some.detectable < all.detectable;
  const g = useSome ? some : all;
  const score = Math.exp(detectables.reduce((acc, d) => acc + Math.log(Math.max(d, 1e-6)), 0) / detectables.length);
  return {
    aggregate: method,
    thresholds,
    detectables,
    protectedFlags,
    geomean: { threshold_pct: g.threshold, detectable_pct: g.detectable, protected_in_geomean: !useSome },
    score,
  };
}

/**
 * Whether an evaluation catches what N is searched for: with a gated geomean, a uniform slowdown of
 * `uniformTarget` through it; without one (a suite of one), a slowdown of `targetChange` of every
 * benchmark on its own, since then only the benchmarks' own limits decide.
 */
function catchesTarget(e: Evaluation, geomeanGated: boolean, o: CalibrateOptions): boolean {
  return geomeanGated ? e.geomean.detectable_pct <= o.uniformTarget : e.detectables.every((d) => d <= o.targetChange);
}

function searchRuns(series: readonly AaSeries[], geomeanGated: boolean, o: CalibrateOptions): number {
  const random = mulberry32(o.seed ^ 0x5eed);
  for (let n = 1; n <= o.maxRuns; n++) {
    if (candidates(n).some((m) => catchesTarget(evaluate(series, n, m, 4000, random, o), geomeanGated, o))) return n;
  }
  return o.maxRuns;
}

/**
 * Runs needed for each benchmark to catch the target change, from the spread of its resampled null
 * at each N up to half the A/A runs (normal approximation of the tails); past that, by the 1/sqrt(N)
 * law, marked as extrapolated. Exported for the tests.
 */
export function runsForTarget(series: readonly AaSeries[], method: Aggregate, alpha: number, o: CalibrateOptions): Array<{ runs: number; extrapolated: boolean }> {
  const random = mulberry32(o.seed ^ 0x7a7);
  const z = zOf(1 - alpha) + zOf(o.power);
  const target = -Math.log(1 - o.targetChange / 100);
  const maxN = Math.max(1, Math.floor(series[0]!.values.length / 2));
  const found: Array<{ runs: number; extrapolated: boolean } | undefined> = series.map(() => undefined);
  const lastSd: number[] = [];
  const scratch = new Float64Array(2000);
  for (let n = 1; n <= maxN && found.some((f) => f === undefined); n++) {
    const usable = candidates(n).includes(method) ? method : 'best';
    // Drawn for every N, found or not, so that each N sees the resamples it always saw.
    const draws = drawBatchedRuns(batchesOf(o, series[0]!.values.length), n, 2000, random);
    series.forEach((s, i) => {
      // A benchmark found at a smaller N needs no more: only the last spread of the others is used.
      if (found[i] !== undefined) return;
      lastSd[i] = meanAndSd(logRatios(s, draws, usable, scratch)).sd;
      if (z * lastSd[i] <= target) found[i] = { runs: n, extrapolated: false };
    });
  }
  return found.map((f, i) => f ?? { runs: Math.ceil(maxN * ((z * lastSd[i]!) / target) ** 2), extrapolated: true });
}

function describeProtection(b: Omit<BenchmarkCalibration, 'protected' | 'reason'>, aaRuns: number, runs: number, o: CalibrateOptions): string {
  const falseAlarm = o.falseAlarmPct;
  return (
    `measured by bench-diff calibrate: CV ${b.cv_pct.toFixed(1)}% over ${aaRuns} A/A runs; with ${runs} run${runs === 1 ? '' : 's'} a ${falseAlarm}% false-alarm rate needs a ` +
    `${b.threshold_pct}% threshold, so only changes beyond ${b.detectable_pct.toFixed(0)}% could be caught (${b.runs_for_target}${b.extrapolated ? '+' : ''} runs would catch ${o.targetChange}%)`
  );
}

/** The geometric mean of the detectable changes of the benchmarks that are not exact counts; 0 when all are. */
function typicalDetectable(detectables: readonly number[], benchmarks: readonly BenchmarkCalibration[]): number {
  const kept = detectables.filter((_, i) => !benchmarks[i]!.exact);
  if (kept.length === 0) return 0;
  return Math.exp(kept.reduce((acc, d) => acc + Math.log(Math.max(d, 1e-6)), 0) / kept.length);
}

/** Calibrates the gate on A/A runs of one suite. Throws InputError on too few runs. */
export function calibrate(aaRuns: readonly SourcedDocument[], options: Partial<CalibrateOptions> = {}): Calibration {
  const o = { ...DEFAULT_CALIBRATE_OPTIONS, ...options };
  if (aaRuns.length < MIN_AA_RUNS) {
    throw inputError('bench-diff calibrate', `needs at least ${MIN_AA_RUNS} runs of unchanged code, got ${aaRuns.length}`, 'Run the suite 30 times on the same commit and give all the files');
  }
  if (o.batches !== undefined) checkBatches(o.batches, aaRuns.length);
  const batches = batchesOf(o, aaRuns.length).length;
  const warnings: string[] = [];
  const collected = [...collectRuns(aaRuns, () => undefined).values()];
  const failed = collected.filter((s) => s.failure);
  for (const s of failed) warnings.push(`${s.name} failed in ${s.failure!.source}: not calibrated`);
  const kept = collected.filter((s) => !s.failure);
  const series: AaSeries[] = kept.map((s) => ({ name: s.name, direction: s.direction, values: s.values }));
  if (series.length === 0) throw inputError('bench-diff calibrate', 'no benchmark ran successfully in every run', 'Fix the failing benchmarks first');
  if (aaRuns.length < 20) warnings.push(`only ${aaRuns.length} A/A runs: rare noise is estimated from few runs; 30 or more are recommended`);

  const random = mulberry32(o.seed);
  const alphaGuess = o.falseAlarmPct / 100 / 2 / series.length;
  const evaluateAll = (n: number) => candidates(n).map((m) => evaluate(series, n, m, resamplesFor(alphaGuess), random, o));
  // Whether the suite's geomean is gated: it is over the whole suite, or over the gated benchmarks
  // only when that one is gated too (evaluate), so by the suite's size.
  const geomeanGated = geomeanGates(series.length);
  let runs = o.runs ?? searchRuns(series, geomeanGated, o);
  let evaluations = evaluateAll(runs);
  // The search uses fewer resamples; confirm its N with the full count, and go up when it falls short.
  while (o.runs === undefined && runs < o.maxRuns && !evaluations.some((e) => catchesTarget(e, geomeanGated, o))) {
    runs++;
    evaluations = evaluateAll(runs);
  }
  // Each side of a resampled comparison draws N of the A/A runs with replacement: past half of them,
  // the two sides share most of their runs (best of 100 drawn from 12 is the best of the 12 almost
  // every time), the resampled noise shrinks, and the thresholds come out tighter than N real runs allow.
  // With batches the two sides never share a run: drawing N again from a smaller batch only makes
  // the resamples noisier than N real runs (looser thresholds), never tighter.
  if (batches === 1 && runs > aaRuns.length / 2) {
    warnings.push(`${runs} runs per comparison is more than half the ${aaRuns.length} A/A runs: resampled comparisons repeat the same runs, so the thresholds may be too tight; give at least ${2 * runs} A/A runs`);
  }
  if (batches > 1 && batches < FEW_BATCHES) {
    warnings.push(`only ${batches} batches: the drift between jobs is estimated from few of them; runs of ${FEW_BATCHES} or more jobs are recommended`);
  }
  const chosen = evaluations.reduce((a, b) => (b.score < a.score ? b : a));
  const gated = chosen.protectedFlags.filter((p) => !p).length;
  const needed = runsForTarget(series, chosen.aggregate, o.falseAlarmPct / 100 / 2 / Math.max(1, gated), o);

  // With the geomean not gated, a searched N is the fewest at which the resampled tails catch the
  // target change of every benchmark: fewer runs fell short for the one that catches the least, so
  // N is its runs for that change (the normal approximation may say fewer; the tails decide).
  const deciding = o.runs === undefined && !geomeanGated ? chosen.detectables.indexOf(maxOf(chosen.detectables)) : -1;
  const benchmarks = series.map((s, i): BenchmarkCalibration => {
    const d = dispersion(s.values, 'runs')!;
    // Keep the two estimates consistent at N itself: the resampled tails decide there.
    const caught = chosen.detectables[i]! <= o.targetChange;
    const runsForTarget = caught ? (i === deciding ? runs : Math.min(needed[i]!.runs, runs)) : Math.max(needed[i]!.runs, runs + 1);
    const base = {
      name: s.name,
      // kept[i] is series[i]'s own: no search by name per benchmark (quadratic at 100,000).
      unit: kept[i]!.unit,
      direction: s.direction,
      cv_pct: d.cv_pct,
      min: d.min,
      max: d.max,
      threshold_pct: chosen.thresholds[i]!,
      detectable_pct: chosen.detectables[i]!,
      runs_for_target: runsForTarget,
      extrapolated: needed[i]!.extrapolated,
    };
    if (isCountUnit(base.unit) && withinTolerance(s.values)) return { ...base, threshold_pct: 0, detectable_pct: 0, runs_for_target: 1, extrapolated: false, protected: false, exact: true };
    return chosen.protectedFlags[i] ? { ...base, protected: true, reason: describeProtection(base, aaRuns.length, runs, o) } : { ...base, protected: false };
  });
  if (!geomeanGated && benchmarks.every((b) => b.protected)) {
    // Only a suite of one gets here: its geomean is not gated, so protecting its benchmark leaves the
    // gate nothing to fail on.
    const one = benchmarks.length === 1;
    warnings.push(
      `nothing would be gated: ${benchmarks.map((b) => b.name).join(', ')} ${one ? 'is' : 'are'} protected (too noisy for a threshold of ${o.maxThreshold}% or less) ` +
        `and a geomean over ${one ? '1 benchmark' : `${benchmarks.length} benchmarks`} is not gated, so the gate would pass any change; ` +
        `make ${one ? 'it' : 'them'} quieter, give ${one ? 'it' : 'them'} more runs ("runs for ${o.targetChange}%" says how many), or add benchmarks`,
    );
  }
  return {
    aa_runs: aaRuns.length,
    batches,
    runs,
    runs_searched: o.runs === undefined,
    max_runs: o.maxRuns,
    uniform_target_pct: o.uniformTarget,
    aggregate: chosen.aggregate,
    // As the table says them: an exact count detects any change (0%), whatever the aggregate, so the
    // typical change is over the others (the choice above is the same either way: the exact counts'
    // floor is one factor common to every aggregate's score).
    aggregates: evaluations.map((e) => ({ aggregate: e.aggregate, detectable_pct: typicalDetectable(e.detectables, benchmarks) })),
    false_alarm_pct: o.falseAlarmPct,
    power: o.power,
    target_change_pct: o.targetChange,
    geomean: { gated: geomeanGated, ...chosen.geomean },
    benchmarks,
    warnings,
  };
}
