// Builds the committed bundles reproducibly: the same sources give the same bytes, so CI can fail
// when dist/ is out of date. Also regenerates the schema validators first.
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import './gen-validators.mjs';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));

const common = {
  bundle: true,
  platform: 'node',
  // CommonJS, marked so by dist/package.json: Node 20 starts a CommonJS script several milliseconds
  // faster than an ES module (no ESM loader to bring up), and start-up time is a measured requirement.
  format: 'cjs',
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
  // The Action's bundle (see src/action/).
  { entryPoints: ['src/action/main.ts'], outfile: 'dist/index.js' },
];

for (const entry of entries) {
  if (!existsSync(entry.entryPoints[0])) continue;
  await build({ ...common, ...entry });
}
writeFileSync('dist/package.json', `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`);
// npx and a direct ./dist/cli.js need the executable bit, which git records.
chmodSync('dist/cli.js', 0o755);
