#!/usr/bin/env node
// Bundles analyse.ts (which imports the product's own promote and gate from src/) and runs it.
//   node bench/decision-quality/instructions/analyse.mjs shared [hog]
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');
const out = join(root, '.tmp/instructions-analyse.mjs');
mkdirSync(dirname(out), { recursive: true });
await build({ entryPoints: [join(here, 'analyse.ts')], outfile: out, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning' });
const result = spawnSync(process.execPath, [out, ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, STUDY_DIR: here } });
process.exitCode = result.status ?? 1;
