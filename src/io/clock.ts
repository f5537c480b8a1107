/**
 * The clock, read by the front ends only: the core is given today's date (core/settings.ts).
 */

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Today in UTC as YYYY-MM-DD, for protections with an `until`. From the UTC getters, not
 * toISOString: that one has V8 load the local time zone (/etc/localtime) on every start of the CLI.
 */
export function today(): string {
  const now = new Date();
  return `${now.getUTCFullYear()}-${pad2(now.getUTCMonth() + 1)}-${pad2(now.getUTCDate())}`;
}
