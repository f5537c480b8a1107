#!/usr/bin/env node
// Bundles simulate.ts (TypeScript, importing the real gate from src/) with esbuild and runs it.
//   node bench/decision-quality/run.mjs [--quick] [--only synthetic|real]
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const out = join(root, '.tmp/decision-quality.mjs');
mkdirSync(dirname(out), { recursive: true });
await build({ entryPoints: [join(here, 'simulate.ts')], outfile: out, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning' });
const result = spawnSync(process.execPath, [out, ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, BENCH_GATE_ROOT: root } });
process.exitCode = result.status ?? 1;
