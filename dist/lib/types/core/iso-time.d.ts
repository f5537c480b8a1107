/**
 * A tool's start time in milliseconds since the epoch, as an ISO timestamp; undefined when it is not a
 * time a Date can hold (beyond ±8.64e15 ms, Date is invalid and toISOString throws a RangeError,
 * which a hostile or corrupt file must not turn into a crash).
 */
export declare function isoFromEpochMs(ms: unknown): string | undefined;
/**
 * An ISO 8601 date or date-time (ISO_8601) as the ISO timestamp of that instant (a date alone is
 * its midnight UTC); undefined for anything else, and for a date the calendar does not have
 * (2026-02-30, 25:00). Date.parse is no check: it takes "5" as 2001-05-01, "Jan 2", and rolls
 * 2026-02-30 over to March 2.
 */
export declare function isoFromText(text: string): string | undefined;
