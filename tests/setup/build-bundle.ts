/**
 * Vitest global setup: builds dist/ once before any test file runs, so that the end-to-end tests run
 * the bundle of the sources under test (and test files running in parallel never see a half-written
 * bundle). The build is reproducible: an up-to-date dist/ is rewritten with the same bytes.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

export default function setup(): void {
  const root = resolve(import.meta.dirname, '../..');
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
}
