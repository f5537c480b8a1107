/**
 * A tool's start time in milliseconds since the epoch, as an ISO timestamp; undefined when it is not a
 * time a Date can hold (beyond ±8.64e15 ms, Date is invalid and toISOString throws a RangeError,
 * which a hostile or corrupt file must not turn into a crash).
 */
export function isoFromEpochMs(ms: unknown): string | undefined {
  if (typeof ms !== 'number' || !Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return undefined;
  return new Date(ms).toISOString();
}

/**
 * YYYY-MM-DD, or a date-time YYYY-MM-DDTHH:MM[:SS[.fraction]] with Z or an offset (±HH:MM, ±HHMM,
 * ±HH). A date-time without one is refused: whose local time it meant is unknown.
 */
const ISO_8601 = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|([+-])(\d{2})(?::?(\d{2}))?))?$/;

/**
 * An ISO 8601 date or date-time (ISO_8601) as the ISO timestamp of that instant (a date alone is
 * its midnight UTC); undefined for anything else, and for a date the calendar does not have
 * (2026-02-30, 25:00). Date.parse is no check: it takes "5" as 2001-05-01, "Jan 2", and rolls
 * 2026-02-30 over to March 2.
 */
export function isoFromText(text: string): string | undefined {
  const m = ISO_8601.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour = 0, minute = 0, second = 0] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((part) => (part === undefined ? undefined : Number(part)));
  const ms = m[7] === undefined ? 0 : Number(m[7].slice(0, 3).padEnd(3, '0'));
  const offsetHours = m[10] === undefined ? 0 : Number(m[10]);
  const offsetMinutes = m[11] === undefined ? 0 : Number(m[11]);
  if (month! < 1 || month! > 12 || hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return undefined;
  // Date.UTC rolls an impossible day over into the next month: the day must come back as given.
  const date = new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second, ms));
  // Years below 100 are taken by Date.UTC as 1900 + year: set the year itself.
  date.setUTCFullYear(year!, month! - 1, day!);
  if (date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day) return undefined;
  const sign = m[9] === '-' ? -1 : 1;
  return new Date(date.getTime() - sign * (offsetHours * 60 + offsetMinutes) * 60_000).toISOString();
}
