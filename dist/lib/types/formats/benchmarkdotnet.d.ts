import type { FormatAdapter } from './types.js';
/**
 * DisplayInfo is `Type.Method: <job>` or `Type.Method: <job> [params]`, and a job reads
 * `<id>(<settings>)` or just `<id>` (DefaultJob). A named job is told apart by its id; an unnamed
 * one gets a random `Job-ABCDEF` id that changes from run to run, so its settings stand in for it.
 */
export declare function jobLabel(displayInfo: string | undefined): string | undefined;
export declare const benchmarkdotnet: FormatAdapter;
