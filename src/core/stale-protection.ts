/**
 * Protection with an expiry (config `protected[].until`): a noisy benchmark is exempted for a while,
 * not forever. Past its date the protection still applies (silently un-protecting would turn a green
 * build red for reasons nobody changed), but every report says it is stale.
 */
import type { ProtectedBenchmark } from './gate-options.js';
import type { Report } from './report.js';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date in YYYY-MM-DD form (2024-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  const m = DATE_RE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Past its date: `until` is the last day the protection is meant for, so it is stale from the day after. */
export function isStale(protection: ProtectedBenchmark, today: string | undefined): boolean {
  return protection.until !== undefined && today !== undefined && today > protection.until;
}

/**
 * Marks protected results with their expiry and warns about each stale protection. `today` is
 * YYYY-MM-DD, given by the front end (the core does not read the clock); without it nothing is stale.
 */
export function markStaleProtections(report: Report, protections: readonly ProtectedBenchmark[], today: string | undefined): void {
  for (const p of protections) {
    if (p.until === undefined) continue;
    const stale = isStale(p, today);
    for (const r of report.benchmarks) {
      if (r.name !== p.name || r.status !== 'protected') continue;
      r.protected_until = p.until;
      if (stale) r.protection_stale = true;
    }
    if (stale) {
      report.warnings.push(
        `the protection of "${p.name}" expired on ${p.until}${p.reason ? ` (${p.reason})` : ''}; it still applies, but review it: remove it from "protected" in the config, or extend its "until"`,
      );
    }
  }
}
