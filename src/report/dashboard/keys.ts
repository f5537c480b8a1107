/**
 * The keys that move a chart's cursor from commit to commit, for those who do not point (page/main.ts
 * binds them on the focused chart): pure, so that where each key goes is tested without a browser.
 * The cursor stops only at the benchmark's points (a commit it has no value for is passed over).
 */
import type { DashboardValues } from './model.js';

/** The keys the cursor moves with. */
export const CURSOR_KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End'] as const;
export type CursorKey = (typeof CURSOR_KEYS)[number];

export function isCursorKey(key: string): key is CursorKey {
  return (CURSOR_KEYS as readonly string[]).includes(key);
}

/**
 * The commit the cursor goes to from `from` (null: no cursor) on `key`: Right and Left to the next
 * and the previous point, staying at the last and the first; Home and End to the first and the last
 * point. With no cursor, Right starts at the first point and Left at the last. Null when the
 * benchmark has no point at all.
 */
export function stepPoint(values: DashboardValues, from: number | null, key: CursorKey): number | null {
  const n = values.length;
  const has = (i: number): boolean => values[i] !== null && values[i] !== undefined;
  const scan = (start: number, step: 1 | -1): number | null => {
    for (let i = start; i >= 0 && i < n; i += step) if (has(i)) return i;
    return null;
  };
  const first = scan(0, 1);
  const last = scan(n - 1, -1);
  if (key === 'Home' || (key === 'ArrowRight' && from === null)) return first;
  if (key === 'End' || (key === 'ArrowLeft' && from === null)) return last;
  if (from === null) return null;
  const at = Math.min(Math.max(from, 0), n - 1);
  if (key === 'ArrowRight') return scan(at + 1, 1) ?? (has(at) ? at : last);
  return scan(at - 1, -1) ?? (has(at) ? at : first);
}
