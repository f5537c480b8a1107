#!/usr/bin/env node
// Bundles generate.ts (it uses bench-gate's own entry serialiser and seeded generator) and runs it.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const out = join(root, '.tmp/example-history.mjs');
mkdirSync(dirname(out), { recursive: true });
await build({ entryPoints: [join(here, 'generate.ts')], outfile: out, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning' });
const result = spawnSync(process.execPath, [out], { stdio: 'inherit', env: { ...process.env, BENCH_GATE_ROOT: root } });
process.exitCode = result.status ?? 1;
