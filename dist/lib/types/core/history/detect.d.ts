/**
 * Change points of every benchmark on one branch of a history: each commit's runs become one point
 * (their best, as the gate takes them), E-Divisive finds the candidate splits, and a change smaller
 * than the minimum magnitude is dropped, weakest first, recomputing its neighbours' means each time
 * (as Otava's merge step does), so that two small steps next to each other do not both survive.
 */
import type { Direction } from '../model.js';
import { type BenchmarkSeries, type HistoryColumns, POINT_AGGREGATE } from './columns.js';
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
export declare const DEFAULT_DETECT_OPTIONS: DetectOptions;
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
export declare function benchmarkSeries(entries: readonly HistoryEntry[]): BenchmarkSeries[];
interface Level {
    index: number;
    pValue: number;
    before: number;
    after: number;
}
/** The change points of one series (indices into its points), with the means around them. */
export declare function seriesChangePoints(points: readonly number[], name: string, options: DetectOptions): Level[];
/** The change points of a branch: its entries, or their columns (as `history detect` streams a large store). */
export declare function detectChangePoints(history: readonly HistoryEntry[] | HistoryColumns, branch: string, options: DetectOptions): ChangePointReport;
