/** Golden-file comparison: UPDATE_GOLDEN=1 rewrites the file, which must then be reviewed. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';

export function expectGolden(path: string, actual: string): void {
  if (process.env.UPDATE_GOLDEN) writeFileSync(path, actual);
  expect(existsSync(path), `${path} is missing: run with UPDATE_GOLDEN=1 and review it`).toBe(true);
  expect(actual).toBe(readFileSync(path, 'utf8'));
}
