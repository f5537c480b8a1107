#!/usr/bin/env node
// Bundles changepoints.ts (TypeScript, importing the real detector from src/) with esbuild and runs it.
//   node bench/decision-quality/changepoints.mjs [--quick] [--no-otava] [--out DIR]
// OTAVA_PYTHON names the Python that has apache-otava installed (default python3).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const out = join(root, '.tmp/changepoints.mjs');
mkdirSync(dirname(out), { recursive: true });
await build({ entryPoints: [join(here, 'changepoints.ts')], outfile: out, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning' });
const result = spawnSync(process.execPath, [out, ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, BENCH_GATE_ROOT: root } });
process.exitCode = result.status ?? 1;
