import type { FormatAdapter } from './types.js';
/** The results written before the last gap between runs (SAME_RUN_GAP_MS), oldest first; those of unknown time are left out. */
export declare function earlierRuns<T extends {
    at: number | undefined;
    measuringMs: number;
}>(written: readonly T[]): Array<T & {
    at: number;
}>;
export declare const criterion: FormatAdapter;
