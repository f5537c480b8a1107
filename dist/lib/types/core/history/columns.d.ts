/**
 * One branch of a history as columns: the commits (SHA, date, message) and every benchmark's series
 * of points over them, each commit's runs reduced to one point (their best, as the gate takes them).
 * This is all `history detect` and `history chart` need, and it is built one entry at a time, so a
 * store of thousands of entries of a thousand benchmarks is never held as entry objects: each line's
 * entry is reduced to its points and dropped (src/io/history-store.ts streams the file). Holding them
 * all made reading a 426 MB store cost 1.5 GB and seconds of garbage collection.
 */
import { type Aggregate } from '../aggregate.js';
import type { Direction } from '../model.js';
import type { HistoryEntry } from './entry.js';
/** How a commit's run values become one point of the series. */
export declare const POINT_AGGREGATE: Aggregate;
/** One benchmark over the commits: a point per entry that has it, in the unit of its first entry. */
export interface BenchmarkSeries {
    name: string;
    unit: string;
    direction: Direction;
    /** Indices into the branch's entries. */
    entries: number[];
    points: number[];
}
export interface HistoryColumns {
    commits: string[];
    dates: string[];
    messages: Array<string | undefined>;
    series: BenchmarkSeries[];
}
export declare class ColumnsBuilder {
    readonly commits: string[];
    readonly dates: string[];
    readonly messages: Array<string | undefined>;
    private readonly byName;
    private startEntry;
    /**
     * Adds a benchmark's point to the current entry. A benchmark whose unit changes to one that does
     * not convert (or whose direction flips) starts over: what it measured before was something else.
     */
    private point;
    addEntry(entry: HistoryEntry): void;
    build(): HistoryColumns;
}
/** The columns of entries already in memory. */
export declare function columnsOf(entries: readonly HistoryEntry[]): HistoryColumns;
