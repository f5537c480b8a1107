import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoFromEpochMs, isoFromText } from '../../src/core/iso-time.js';
import { parseInput } from '../../src/formats/index.js';
import { fileInputFromText } from '../../src/io/read-input.js';

describe('isoFromEpochMs', () => {
  it('gives the ISO time of every time a Date holds, and nothing for the rest (never throws)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.constantFrom(8.64e15, -8.64e15, 8.64e15 + 1, -8.64e15 - 1), fc.anything()), (ms) => {
        const iso = isoFromEpochMs(ms);
        const valid = typeof ms === 'number' && Number.isFinite(ms) && !Number.isNaN(new Date(ms).getTime());
        expect(iso).toBe(valid ? new Date(ms as number).toISOString() : undefined);
      }),
    );
  });

  it('leaves out a vitest start time past the last date a Date holds instead of crashing', () => {
    const vitest = { numTotalTests: 1, startTime: 8640000000000001, success: true, testResults: [{ name: '/r/a.bench.ts', status: 'passed', assertionResults: [{ fullName: 'x', status: 'passed', failureMessages: [], benchmarks: [{ name: 'g > x', tasks: [{ name: 'x', latency: { mean: 1, p50: 1, p99: 1, rme: 1, samplesCount: 2 }, throughput: { mean: 1000, p50: 1000, p99: 1000, rme: 1, samplesCount: 2 }, period: 1, totalTime: 2, rank: 1 }] }] }] }],
    };
    const doc = parseInput(fileInputFromText('bench.json', JSON.stringify(vitest)), 'vitest-bench');
    expect(doc.benchmarks).toHaveLength(1);
    expect(doc.metadata?.timestamp).toBeUndefined();
  });
});

describe('isoFromText', () => {
  it('takes every instant a Date prints (toISOString), with any offset, as that instant', () => {
    const instant = fc.date({ min: new Date('0001-01-02T00:00:00Z'), max: new Date('9999-12-30T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(instant, fc.integer({ min: -23 * 60 - 59, max: 23 * 60 + 59 }), fc.constantFrom(':', ''), (date, offset, colon) => {
        expect(isoFromText(date.toISOString())).toBe(date.toISOString());
        // The same instant written in another zone's local time, with its offset.
        const local = new Date(date.getTime() + offset * 60_000).toISOString().slice(0, 23);
        const abs = Math.abs(offset);
        const zone = `${offset < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${colon}${String(abs % 60).padStart(2, '0')}`;
        expect(isoFromText(`${local}${zone}`)).toBe(date.toISOString());
      }),
    );
  });

  it('takes a date as its midnight UTC when the calendar has that day, and refuses the days it does not', () => {
    for (const year of [1900, 2000, 2024, 2026]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const real = new Date(Date.UTC(year, month - 1, day));
          const exists = month >= 1 && month <= 12 && real.getUTCMonth() === month - 1 && real.getUTCDate() === day;
          expect(isoFromText(text), text).toBe(exists ? real.toISOString() : undefined);
        }
      }
    }
    expect(isoFromText('0001-01-01')).toBe('0001-01-01T00:00:00.000Z');
  });

  it('refuses what Date.parse takes but ISO 8601 does not say, and a time without a zone', () => {
    for (const text of ['5', 'Jan 2', 'soon', '', '2026-02-30', '2026-1-5', '20260105', '2026-01-31 12:00:00Z', '2026-01-31T12:00:00', '2026-01-31T24:00Z', '2026-01-31T12:60Z', '2026-01-31T12:00:61Z', '2026-01-31T12:00+24:00', ' 2026-01-31', '2026-01-31Z', 'Sat, 31 Jan 2026 12:00:00 GMT']) {
      expect(isoFromText(text), text).toBeUndefined();
    }
    expect(isoFromText('2026-01-31T12:00Z')).toBe('2026-01-31T12:00:00.000Z');
    expect(isoFromText('2026-01-31T12:00:00.123456+01')).toBe('2026-01-31T11:00:00.123Z');
  });
});
