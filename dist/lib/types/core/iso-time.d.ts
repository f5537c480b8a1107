/**
 * A tool's start time in milliseconds since the epoch, as an ISO timestamp; undefined when it is not a
 * time a Date can hold (beyond ±8.64e15 ms, Date is invalid and toISOString throws a RangeError,
 * which a hostile or corrupt file must not turn into a crash).
 */
export declare function isoFromEpochMs(ms: unknown): string | undefined;
