/**
 * Change points of every benchmark on one branch of a history: each commit's runs become one point
 * (their best, as the gate takes them), E-Divisive finds the candidate splits, and a change smaller
 * than the minimum magnitude is dropped, weakest first, recomputing its neighbours' means each time
 * (as Otava's merge step does), so that two small steps next to each other do not both survive.
 */
import type { Direction } from '../model.js';
import { eDivisive, minWindow } from '../stats/e-divisive.js';
import { mulberry32, seedFor } from '../stats/random.js';
import { type BenchmarkSeries, columnsOf, type HistoryColumns, POINT_AGGREGATE } from './columns.js';
import type { HistoryEntry } from './entry.js';

export interface DetectOptions {
  alpha: number;
  /** In percent of the mean before the change. */
  minChangePct: number;
  window: number;
  permutations: number;
  minSegment: number;
  seed: number;
}

export const DEFAULT_DETECT_OPTIONS: DetectOptions = {
  alpha: 0.01,
  minChangePct: 2,
  window: 50,
  permutations: 199,
  minSegment: 5,
  seed: 1,
};

/** The shortest window (--window) that still places every clear step: see minWindow in e-divisive.ts. */
export const MIN_DETECT_WINDOW = minWindow(DEFAULT_DETECT_OPTIONS.minSegment);

/**
 * The longest window --window takes. A window longer than the history is the whole history, so this
 * only bounds a typo; the search's cost grows with the square of the window.
 */
export const MAX_DETECT_WINDOW = 10_000;

/**
 * The smallest significance level --alpha takes: stricter levels need ever more shuffles
 * (permutationsFor), and 0.001 already takes ten times the default's.
 */
export const MIN_DETECT_ALPHA = 0.001;

/**
 * The shuffles of the permutation test at a significance level: the smallest p-value it can give is
 * 1 / (permutations + 1), so with the default 199 a level under 0.005 could never find a split
 * significant. At least the default, and enough that p-values down to half the level are told apart
 * (as the default's 199 do at 0.01).
 */
export function permutationsFor(alpha: number): number {
  return Math.max(DEFAULT_DETECT_OPTIONS.permutations, Math.ceil(2 / alpha - 1e-9) - 1);
}

export { POINT_AGGREGATE };

export interface ChangePoint {
  benchmark: string;
  unit: string;
  direction: Direction;
  index: number;
  commit: string;
  date: string;
  previous_commit?: string;
  mean_before: number;
  mean_after: number;
  change_pct: number;
  verdict: 'better' | 'worse';
  p_value: number;
}

export interface ChangePointReport {
  schema_version: 1;
  branch: string;
  commits: number;
  benchmarks: number;
  settings: {
    alpha: number;
    min_change_pct: number;
    window: number;
    permutations: number;
    min_segment: number;
    seed: number;
    aggregate: string;
  };
  change_points: ChangePoint[];
}

/**
 * Every benchmark's series. A benchmark whose unit changes to one that does not convert (or whose
 * direction flips) starts over from that entry: the values before it measured something else.
 */
export function benchmarkSeries(entries: readonly HistoryEntry[]): BenchmarkSeries[] {
  return columnsOf(entries).series;
}

function meanOf(points: readonly number[], from: number, to: number): number {
  const n = to - from;
  let sum = 0;
  for (let i = from; i < to; i++) sum += points[i]!;
  if (Number.isFinite(sum)) return sum / n;
  // Values near the largest double overflow their sum, though not their mean: each point's share then.
  let mean = 0;
  for (let i = from; i < to; i++) mean += points[i]! / n;
  return mean;
}

interface Level {
  index: number;
  pValue: number;
  before: number;
  after: number;
}

/** The relative change at each change point, between the means of its neighbouring segments (each at most a window long). */
function levels(points: readonly number[], cps: ReadonlyArray<{ index: number; pValue: number }>, window: number): Level[] {
  return cps.map((cp, i) => {
    const from = Math.max(i === 0 ? 0 : cps[i - 1]!.index, cp.index - window);
    const to = Math.min(i === cps.length - 1 ? points.length : cps[i + 1]!.index, cp.index + window);
    return { index: cp.index, pValue: cp.pValue, before: meanOf(points, from, cp.index), after: meanOf(points, cp.index, to) };
  });
}

const magnitude = (l: Level): number => Math.abs(l.after / l.before - 1);

/** The change points of one series (indices into its points), with the means around them. */
export function seriesChangePoints(points: readonly number[], name: string, options: DetectOptions): Level[] {
  // Too few points for a segment of minSegment on each side of a change: none (eDivisive finds none either).
  if (points.length < 2 * options.minSegment) return [];
  const min = options.minChangePct / 100;
  const window = options.window;
  const worthTesting = (start: number, split: number, end: number): boolean => {
    const before = meanOf(points, start, split);
    return Math.abs(meanOf(points, split, end) / before - 1) >= min;
  };
  const random = mulberry32(seedFor(name, options.seed));
  let cps: Array<{ index: number; pValue: number }> = eDivisive(points, { ...options, worthTesting }, random);
  for (;;) {
    const current = levels(points, cps, window);
    let weakest = -1;
    current.forEach((l, i) => {
      if (magnitude(l) < min && (weakest < 0 || magnitude(l) < magnitude(current[weakest]!))) weakest = i;
    });
    if (weakest < 0) return current;
    cps = cps.filter((_, i) => i !== weakest);
  }
}

/** The change points of a branch: its entries, or their columns (as `history detect` streams a large store). */
export function detectChangePoints(history: readonly HistoryEntry[] | HistoryColumns, branch: string, options: DetectOptions): ChangePointReport {
  const columns = Array.isArray(history) ? columnsOf(history as readonly HistoryEntry[]) : (history as HistoryColumns);
  const all = columns.series;
  const changePoints: ChangePoint[] = [];
  for (const s of all) {
    for (const level of seriesChangePoints(s.points, s.name, options)) {
      const index = s.entries[level.index]!;
      const previous = level.index > 0 ? s.entries[level.index - 1]! : undefined;
      const changePct = (level.after / level.before - 1) * 100;
      const better = s.direction === 'higher' ? changePct > 0 : changePct < 0;
      const cp: ChangePoint = {
        benchmark: s.name,
        unit: s.unit,
        direction: s.direction,
        index,
        commit: columns.commits[index]!,
        date: columns.dates[index]!,
        mean_before: level.before,
        mean_after: level.after,
        change_pct: changePct,
        verdict: better ? 'better' : 'worse',
        p_value: level.pValue,
      };
      if (previous !== undefined) cp.previous_commit = columns.commits[previous]!;
      changePoints.push(cp);
    }
  }
  changePoints.sort((a, b) => a.index - b.index || a.benchmark.localeCompare(b.benchmark));
  return {
    schema_version: 1,
    branch,
    commits: columns.commits.length,
    benchmarks: all.length,
    settings: {
      alpha: options.alpha,
      min_change_pct: options.minChangePct,
      window: options.window,
      permutations: options.permutations,
      min_segment: options.minSegment,
      seed: options.seed,
      aggregate: POINT_AGGREGATE,
    },
    change_points: changePoints,
  };
}
