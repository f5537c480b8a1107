/**
 * Where the keys move a dashboard chart's cursor (src/report/dashboard/keys.ts): pure, tested here; the
 * page that binds them is tested in Chromium (dashboard.browser.test.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURSOR_KEYS, stepPoint } from '../../src/report/dashboard/keys.js';

describe('the keys on a chart', () => {
  const values = [null, 3, 4, null, 5, null];

  it('Right and Left go to the next and the previous point, passing over commits without one, and stay at the ends', () => {
    expect(stepPoint(values, 1, 'ArrowRight')).toBe(2);
    expect(stepPoint(values, 2, 'ArrowRight')).toBe(4);
    expect(stepPoint(values, 4, 'ArrowRight')).toBe(4);
    expect(stepPoint(values, 4, 'ArrowLeft')).toBe(2);
    expect(stepPoint(values, 1, 'ArrowLeft')).toBe(1);
    // From a commit without a point (the pointer left it there): the nearest point that way.
    expect(stepPoint(values, 3, 'ArrowRight')).toBe(4);
    expect(stepPoint(values, 3, 'ArrowLeft')).toBe(2);
    expect(stepPoint(values, 5, 'ArrowRight')).toBe(4);
    expect(stepPoint(values, 0, 'ArrowLeft')).toBe(1);
  });

  it('Home and End go to the first and the last point; with no cursor, Right starts at the first and Left at the last', () => {
    expect(stepPoint(values, 4, 'Home')).toBe(1);
    expect(stepPoint(values, 1, 'End')).toBe(4);
    expect(stepPoint(values, null, 'ArrowRight')).toBe(1);
    expect(stepPoint(values, null, 'ArrowLeft')).toBe(4);
    expect(stepPoint([null, null], null, 'Home')).toBeNull();
    expect(stepPoint([], 0, 'ArrowRight')).toBeNull();
  });

  it('always lands on a point, one step at most past the next, whatever the values and the key', () => {
    const arbValues = fc.array(fc.option(fc.double({ noNaN: true }), { nil: null }), { maxLength: 30 });
    fc.assert(
      fc.property(arbValues, fc.option(fc.integer({ min: -2, max: 32 }), { nil: null }), fc.constantFrom(...CURSOR_KEYS), (vs, from, key) => {
        const to = stepPoint(vs, from, key);
        const points = vs.flatMap((v, i) => (v === null ? [] : [i]));
        if (points.length === 0) {
          expect(to).toBeNull();
          return;
        }
        expect(points).toContain(to);
        if (from !== null && from >= 0 && from < vs.length && vs[from] !== null) {
          const i = points.indexOf(from);
          if (key === 'ArrowRight') expect(to).toBe(points[Math.min(i + 1, points.length - 1)]);
          if (key === 'ArrowLeft') expect(to).toBe(points[Math.max(i - 1, 0)]);
        }
      }),
    );
  });
});
