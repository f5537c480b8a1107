/**
 * Before the tests: build the bundles in dist/ from the current sources (the end-to-end tests run
 * them), and say once when the Node 24 cases will not run (tests/helpers/node24.ts).
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { node24Absence } from './helpers/node24.js';

export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: resolve(import.meta.dirname, '..'), stdio: 'inherit' });
  const absent = node24Absence();
  if (absent) console.warn(`\n${absent}\n`);
}
