/**
 * The date of an imported run: its commit's timestamp when that is an ISO 8601 date-time (what
 * github-action-benchmark writes from the push event), else the run's `date` in milliseconds. The
 * order of the store, and so change-point detection and pruning, follows these dates.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importGithubActionBenchmark } from '../../../src/core/history/import-github-action-benchmark.js';
import { isoFromText } from '../../../src/core/iso-time.js';

const RUN_DATE = Date.UTC(2024, 5, 1, 12, 0, 0);

const dataWith = (timestamp: unknown): string =>
  `window.BENCHMARK_DATA = ${JSON.stringify({ entries: { Go: [{ commit: { id: 'a', timestamp }, date: RUN_DATE, tool: 'go', benches: [{ name: 'X', value: 5, unit: 'ns/op' }] }] } })}`;

const dateOf = (timestamp: unknown): string => importGithubActionBenchmark(dataWith(timestamp), 'data.js', 'main').entries[0]!.date;

describe('history import dates', () => {
  it('takes an ISO 8601 commit timestamp, offsets included, as that instant', () => {
    expect(dateOf('2021-03-10T12:17:14+09:00')).toBe('2021-03-10T03:17:14.000Z');
    expect(dateOf('2025-01-01T00:00:00Z')).toBe('2025-01-01T00:00:00.000Z');
  });

  it('falls back to the run date for a timestamp that is not ISO 8601, instead of what Date.parse makes of it', () => {
    const runDate = new Date(RUN_DATE).toISOString();
    // Date.parse takes "5" as 2001-05-01, rolls February 30 over to March 2, and reads "Jan 2 2020".
    for (const timestamp of ['5', '2026-02-30T00:00:00Z', 'Jan 2 2020', '2025-01-01T00:00:00', 42, null]) {
      expect(dateOf(timestamp)).toBe(runDate);
    }
  });

  it('agrees with the rule of history add --date for any text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.date({ noInvalidDate: true }).map((d) => d.toISOString())), (timestamp) => {
        expect(dateOf(timestamp)).toBe(isoFromText(timestamp) ?? new Date(RUN_DATE).toISOString());
      }),
    );
  });
});
