/**
 * The clock, read by the front ends only: the core is given today's date (core/settings.ts).
 */

/** Today in UTC as YYYY-MM-DD, for protections with an `until`. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
