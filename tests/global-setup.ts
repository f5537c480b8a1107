/** The end-to-end tests run the bundles in dist/, so build them from the current sources first. */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: resolve(import.meta.dirname, '..'), stdio: 'inherit' });
}
