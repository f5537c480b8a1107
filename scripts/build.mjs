// Builds the committed bundles reproducibly: the same sources give the same bytes, so CI can fail
// when dist/ is out of date. Also regenerates the schema validators first.
import { existsSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';
import './gen-validators.mjs';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'none',
  charset: 'utf8',
  define: { __BENCH_GATE_VERSION__: JSON.stringify(version) },
  // Minified: start-up time of the CLI is a measured requirement (bench/), and parse time is part of it.
  minify: true,
  logLevel: 'warning',
};

const entries = [
  { entryPoints: ['src/cli/main.ts'], outfile: 'dist/cli.js', banner: { js: '#!/usr/bin/env node' } },
  // The Action's bundle; built once its entry exists (see src/action/). Some of its dependencies
  // (undici, tunnel) are CommonJS and require() Node's modules, which an ES module can only do through
  // createRequire.
  {
    entryPoints: ['src/action/main.ts'],
    outfile: 'dist/index.js',
    banner: { js: "import { createRequire as __benchGateRequire } from 'node:module'; const require = __benchGateRequire(import.meta.url);" },
  },
];

for (const entry of entries) {
  if (!existsSync(entry.entryPoints[0])) continue;
  await build({ ...common, ...entry });
}
