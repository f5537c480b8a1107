import type { BenchmarkEntry } from '../../core/model.js';
import type { DirectoryInput } from '../types.js';
/** One result of the folder: its entry, when its file was written, and how long measuring it takes. */
export interface WrittenResult {
    entry: BenchmarkEntry;
    /** The file's modification time (ms), when the folder can tell. */
    at: number | undefined;
    /** How long the benchmark itself takes to measure (ms): a gap that long after the one before it is not a gap between runs. */
    measuringMs: number;
}
/** The results written before the last gap between runs (SAME_RUN_GAP_MS), oldest first; those of unknown time are left out. */
export declare function earlierRuns<T extends {
    at: number | undefined;
    measuringMs: number;
}>(written: readonly T[]): Array<T & {
    at: number;
}>;
/**
 * Warns of results left by an earlier `cargo bench` (earlierRuns), in the folder's own warning.
 * `keeps`: what the harness keeps and why that misleads; `remedy`: how to compare only what ran.
 */
export declare function warnOfEarlierRuns(input: DirectoryInput, written: readonly WrittenResult[], keeps: string, remedy: string): void;
