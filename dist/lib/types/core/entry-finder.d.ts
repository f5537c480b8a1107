/**
 * A document's entry by name, for code that walks another list of the same suite in order. Runs
 * usually list their benchmarks in the same order, so the entry at the caller's index is tried
 * first; a Map of the names is made only when that misses (at 100,000 benchmarks, a Map per run
 * was built only to be asked once per entry).
 */
import type { BenchmarkEntry } from './model.js';
export declare class EntryFinder {
    private readonly entries;
    private byName;
    constructor(entries: readonly BenchmarkEntry[]);
    /** The entry named `name`, which the document is known to have; `index` is where it usually is. */
    find(name: string, index: number): BenchmarkEntry;
}
