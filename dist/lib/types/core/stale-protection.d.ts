/**
 * Protection with an expiry (config `protected[].until`): a noisy benchmark is exempted for a while,
 * not forever. Past its date the protection still applies (silently un-protecting would turn a green
 * build red for reasons nobody changed), but every report says it is stale.
 */
import type { ProtectedBenchmark } from './gate-options.js';
import type { Report } from './report.js';
/** Whether `text` is a real calendar date in YYYY-MM-DD form (2024-02-30 is not). */
export declare function isCalendarDate(text: string): boolean;
/** Past its date: `until` is the last day the protection is meant for, so it is stale from the day after. */
export declare function isStale(protection: ProtectedBenchmark, today: string | undefined): boolean;
/**
 * Marks protected results with their expiry and warns about each stale protection. `today` is
 * YYYY-MM-DD, given by the front end (the core does not read the clock); without it nothing is stale.
 */
export declare function markStaleProtections(report: Report, protections: readonly ProtectedBenchmark[], today: string | undefined): void;
