import type { Direction, Environment, SourcedDocument } from '../model.js';
import { type DirectionOverrides } from '../runs.js';
export interface HistoryBenchmark {
    name: string;
    unit: string;
    direction: Direction;
    /** The gated value of each run, in `unit`. */
    values: number[];
    /** The suite it came from, for imported histories that hold several suites. */
    suite?: string;
    [extra: string]: unknown;
}
export interface HistoryEntry {
    schema_version: 1;
    commit: string;
    branch: string;
    /** ISO 8601: the commit's date when known, else the recording's. */
    date: string;
    recorded_at?: string;
    message?: string;
    tool_version?: string;
    environment?: Environment;
    benchmarks: HistoryBenchmark[];
    [extra: string]: unknown;
}
interface EntryMetadata {
    commit: string;
    branch: string;
    date: string;
    recordedAt?: string;
    message?: string;
    toolVersion?: string;
    environment?: Environment;
}
interface RecordedRuns {
    entry: HistoryEntry;
    /** Benchmarks that failed in a run: not recorded, since a failure has no value to remember. */
    failed: string[];
}
/** The N runs of one suite on one commit as a history entry (each benchmark's run values kept). */
export declare function entryFromRuns(runs: readonly SourcedDocument[], meta: EntryMetadata, directionOf: DirectionOverrides): RecordedRuns;
/** One line of the JSON Lines file: the key order is fixed, commit first, so a diff reads well. */
export declare function serializeEntry(entry: HistoryEntry): string;
/** One line as an entry, or a one-line InputError naming the file and the line. */
export declare function parseEntryLine(text: string, file: string, line: number): HistoryEntry;
/**
 * A branch file's entries, oldest first. Blank lines are allowed (a trailing newline, a hand edit);
 * a corrupt line is an error, never skipped: skipping would let the next write drop it for good.
 */
export declare function parseHistoryFile(text: string, file: string): HistoryEntry[];
export declare function serializeHistoryFile(entries: readonly HistoryEntry[]): string;
/** The entries with `entry` added at the end, or in place of the entry of the same commit. */
export declare function upsertEntry(entries: readonly HistoryEntry[], entry: HistoryEntry): {
    entries: HistoryEntry[];
    replaced: boolean;
};
/** The newest `keep` entries. */
export declare function pruneEntries(entries: readonly HistoryEntry[], keep: number): HistoryEntry[];
export {};
