import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { today } from '../../src/io/clock.js';

describe('today', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the UTC date of the moment, as ISO 8601 writes it, on any day from 1970 to 9999', () => {
    // Built from the UTC getters (no time zone load); ISO's own rendering is the reference.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) }), (ms) => {
        vi.useFakeTimers({ now: ms, toFake: ['Date'] });
        expect(today()).toBe(new Date(ms).toISOString().slice(0, 10));
      }),
    );
  });

  it('turns over at midnight UTC, whatever the local zone', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 31, 23, 59, 59, 999), toFake: ['Date'] });
    expect(today()).toBe('2026-12-31');
    vi.setSystemTime(Date.UTC(2027, 0, 1));
    expect(today()).toBe('2027-01-01');
  });
});
