// Builds the committed bundles reproducibly: the same sources give the same bytes, so CI can fail
// when dist/ is out of date. Also regenerates the schema validators first.
//
// The CLI is split so that a command parses only the code it runs (start-up time is a measured
// requirement, bench/): dist/cli-main.cjs (run by dist/cli.js) holds the comparison of schema v1
// files; the other formats, the subcommands and the rarer options are bundles require()d on first
// need. The split is made here, by replacing small loader modules (BOUNDARIES), so the sources stay
// ordinary imports.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
  // Minified: parse time is most of what a bundle costs at start-up.
  minify: process.env.BENCH_GATE_NO_MINIFY !== '1',
  logLevel: 'warning',
};

/**
 * The lazy boundaries: each loader module (a few lines that import something and return it) is
 * replaced in the entry bundles by a require() of a sibling bundle in dist/, made on first need, so
 * that a command parses only the code it runs. Each of those bundles is built from the loader module
 * itself (its export is the loader function), with every other boundary kept lazy inside it.
 */
const BOUNDARIES = {
  'src/formats/adapters-loader.ts': { bundle: 'formats.cjs', entry: 'src/formats/adapters.ts', contents: "export function loadAdapters() { return require('./formats.cjs').ADAPTERS; }" },
  'src/cli/commands-loader.ts': { bundle: 'commands.cjs', entry: 'src/cli/commands.ts', contents: "export function loadCommand(name) { return require('./commands.cjs').COMMANDS[name]; }" },
  // string-width builds an emoji regex and an Intl.Segmenter when loaded: only for a cell that is not printable ASCII.
  'src/report/string-width-loader.ts': { bundle: 'string-width.cjs', export: 'loadStringWidth' },
  // The Octokit stack (@actions/github, undici, the plugins: most of the Action's code): on the first API call.
  'src/github/octokit-loader.ts': { bundle: 'github.cjs', export: 'loadOctokit' },
  // --method stats: rank tests, shift intervals, Holm's correction.
  'src/core/stats/method-loader.ts': { bundle: 'stats.cjs', export: 'loadStatsMethod' },
  // The CLI's --format markdown (the Action always writes Markdown and imports it directly).
  'src/report/markdown-loader.ts': { bundle: 'markdown.cjs', export: 'loadMarkdown' },
  // --history: the history store, the change-point search, git.
  'src/cli/history-baseline-loader.ts': { bundle: 'history-gate.cjs', export: 'loadHistoryGate' },
  // The Action's modes other than check (report, comment, promote, record).
  'src/action/modes-loader.ts': { bundle: 'action-modes.cjs', export: 'loadMode', action: true },
  // The Action's `history: true`: the data branch and the baseline selected from it.
  'src/action/history-loader.ts': { bundle: 'action-history.cjs', export: 'loadHistory', action: true },
};
const stub = (loader) => BOUNDARIES[loader].contents ?? `export function ${BOUNDARIES[loader].export}(...args) { return require('./${BOUNDARIES[loader].bundle}').${BOUNDARIES[loader].export}(...args); }`;

/** Replaces the given loader modules by their stubs; the bundles they require stay external. */
function lazyBundles(loaders) {
  return {
    name: 'lazy-bundles',
    setup(b) {
      for (const loader of loaders) {
        const filter = new RegExp(`${loader.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
        b.onLoad({ filter }, () => ({ contents: stub(loader), loader: 'js' }));
      }
      const bundles = loaders.map((loader) => BOUNDARIES[loader].bundle.replace('.', '\\.'));
      b.onResolve({ filter: new RegExp(`^\\./(${bundles.join('|')})$`) }, (args) => ({ path: args.path, external: true }));
    },
  };
}

const CLI_BOUNDARIES = ['src/formats/adapters-loader.ts', 'src/cli/commands-loader.ts', 'src/report/string-width-loader.ts', 'src/core/stats/method-loader.ts', 'src/report/markdown-loader.ts', 'src/cli/history-baseline-loader.ts'];
// The Action loads the same way, sharing the CLI's bundles; a check on a push parses none of dist/github.cjs.
const ACTION_BOUNDARIES = ['src/formats/adapters-loader.ts', 'src/report/string-width-loader.ts', 'src/github/octokit-loader.ts', 'src/core/stats/method-loader.ts', 'src/action/modes-loader.ts', 'src/action/history-loader.ts'];
const cliDashboard = {
  name: 'dashboard-assets',
  setup(b) {
    // The dashboard's prebuilt page sits next to the CLI's bundles.
    b.onLoad({ filter: /src[\\/]cli[\\/]dashboard-assets-loader\.ts$/ }, () => ({ contents: 'export function dashboardAssetDir() { return __dirname; }', loader: 'js' }));
  },
};

/**
 * node:child_process (git, the commands of `bench-diff run`), node:zlib (gzipped inputs) and node:os
 * (a temporary folder, the host's name and CPUs) cost time to load that a plain comparison never
 * needs: several milliseconds, about one for node:os. The bundles get them through a
 * module whose functions require the builtin on their first call. Only functions are wrapped (not
 * classes or constants): importing anything else from these modules fails the build, loudly.
 * The wrappers are generated for every function the builtin has; esbuild keeps only those imported,
 * so the output does not depend on the Node version that builds it.
 */
const LAZY_BUILTINS = ['node:child_process', 'node:zlib', 'node:os'];
const lazyBuiltins = {
  name: 'lazy-builtins',
  setup(b) {
    const filter = new RegExp(`^(${LAZY_BUILTINS.join('|')})$`);
    // Our sources only; the wrapper's own require() of the builtin stays external.
    b.onResolve({ filter }, (args) => (args.namespace === 'file' && !args.importer.includes('node_modules') ? { path: args.path, namespace: 'lazy-builtin' } : { path: args.path, external: true }));
    b.onLoad({ filter: /.*/, namespace: 'lazy-builtin' }, (args) => {
      const builtin = createRequire(import.meta.url)(args.path);
      const names = Object.keys(builtin).filter((name) => /^[a-z]\w*$/.test(name) && typeof builtin[name] === 'function');
      const wrappers = names.map((name) => `export function ${name}(...args) { return load().${name}(...args); }`);
      return { contents: [`let m;`, `const load = () => (m ??= require(${JSON.stringify(args.path)}));`, ...wrappers].join('\n'), loader: 'js' };
    });
  },
};

/**
 * The schema validators are most of the generated code, and a plain comparison runs none of them: a
 * benchmark file that the hand-written fast path (src/core/schema-fast-path.ts) calls valid needs no
 * generated validator, a config only exists in some checkouts, and the report, pull-request report and
 * history entry validators serve other commands and modes. So the entry bundles call each of them
 * through a stand-in that requires its own dist/validator-NAME.cjs on its first validation. The
 * stand-in passes the validator's `errors` on, as callers read them after a failed validation.
 */
const LAZY_VALIDATORS = ['benchmark', 'config', 'report', 'pr-report', 'history-entry'];
const lazyValidators = {
  name: 'lazy-validators',
  setup(b) {
    const filter = new RegExp(`generated[\\\\/](${LAZY_VALIDATORS.join('|')})-validator\\.js$`);
    b.onLoad({ filter }, (args) => {
      const name = /(?<name>[\w-]+)-validator\.js$/.exec(args.path).groups.name;
      const contents = `let v;
export default function validate(...args) {
  v ??= require(${JSON.stringify(`./validator-${name}.cjs`)}).default;
  const valid = v(...args);
  validate.errors = v.errors;
  return valid;
}`;
      return { contents, loader: 'js' };
    });
    b.onResolve({ filter: /^\.\/validator-[\w-]+\.cjs$/ }, (args) => ({ path: args.path, external: true }));
  },
};

const cliPlugins = (except) => [lazyBundles(CLI_BOUNDARIES.filter((l) => l !== except)), cliDashboard, lazyBuiltins, lazyValidators];
const actionPlugins = (except) => [lazyBundles(ACTION_BOUNDARIES.filter((l) => l !== except)), lazyBuiltins, lazyValidators];
const entries = [
  // The CLI: its main bundle, run by the executable dist/cli.js (src/cli/bin.ts, built below, after
  // this bundle's hash is known) with V8's code cache (src/cli/code-cache.ts).
  { entryPoints: ['src/cli/main.ts'], outfile: 'dist/cli-main.cjs', plugins: cliPlugins() },
  // The Action's bundle (action.yml runs it).
  { entryPoints: ['src/action/index.ts'], outfile: 'dist/index.js', plugins: actionPlugins() },
  // The bundles behind the boundaries. formats.cjs keeps its validators in (a converted file is validated).
  { entryPoints: ['src/formats/adapters.ts'], outfile: 'dist/formats.cjs' },
  { entryPoints: ['src/cli/commands.ts'], outfile: 'dist/commands.cjs', plugins: [lazyBundles(CLI_BOUNDARIES.filter((l) => l !== 'src/cli/commands-loader.ts')), cliDashboard] },
  ...Object.entries(BOUNDARIES)
    .filter(([, b]) => b.entry === undefined)
    .map(([loader, b]) => ({ entryPoints: [loader], outfile: `dist/${b.bundle}`, plugins: b.bundle === 'github.cjs' || b.bundle === 'string-width.cjs' ? [] : b.action ? actionPlugins(loader) : cliPlugins(loader) })),
  // The validators that the entries above load on first use (lazyValidators), one bundle each.
  ...LAZY_VALIDATORS.map((name) => ({ entryPoints: [`generated/${name}-validator.js`], outfile: `dist/validator-${name}.cjs` })),
  // The library entry (`import { runGate } from 'bench-gate'`), for require() and for import: every
  // format in one file, no lazy loading (a script that imports it pays the parse once), not minified
  // so that a stack trace into it can be read. Readable output names the modules it bundles by path:
  // preserveSymlinks keeps that path node_modules/..., the same bytes whether node_modules is a
  // folder or a link to a shared install.
  { entryPoints: ['src/index.ts'], outfile: 'dist/lib/index.cjs', minify: false, preserveSymlinks: true },
  { entryPoints: ['src/index.ts'], outfile: 'dist/lib/index.mjs', minify: false, preserveSymlinks: true, format: 'esm' },
];

mkdirSync('dist', { recursive: true });
// dist/ holds only what this build writes: a bundle that is no longer built goes (the library's types
// are cleared below; the lib folder's bundles are rewritten in place).
for (const name of readdirSync('dist', { withFileTypes: true })) {
  if (name.isFile() && /\.(c?js|css)$/.test(name.name)) rmSync(`dist/${name.name}`);
}

for (const entry of entries) {
  if (entry.entryPoints && !existsSync(entry.entryPoints[0])) continue;
  await build({ ...common, ...entry });
}

// The executable: the main bundle's hash names its code cache, and each sibling bundle's hash its own,
// so a cache is never used with another build.
const contentHash = (file) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
const mainHash = contentHash('dist/cli-main.cjs');
const bundleHashes = Object.fromEntries(readdirSync('dist').filter((f) => f.endsWith('.cjs') && f !== 'cli-main.cjs').sort().map((f) => [f, contentHash(`dist/${f}`)]));
await build({ ...common, entryPoints: ['src/cli/bin.ts'], outfile: 'dist/cli.js', banner: { js: '#!/usr/bin/env node' }, define: { ...common.define, __BENCH_GATE_MAIN_HASH__: JSON.stringify(mainHash), __BENCH_GATE_BUNDLE_HASHES__: JSON.stringify(bundleHashes) } });

// The page of `bench-diff history chart`, for browsers: uPlot bundled in, copied as is into every
// dashboard, so the CLI's own bundles never parse it. uPlot's MIT notice goes with it.
const uplot = JSON.parse(readFileSync('node_modules/uplot/package.json', 'utf8'));
const browser = { bundle: true, minify: true, legalComments: 'none', charset: 'utf8', logLevel: 'warning', banner: { js: `/*! bench-gate ${version} dashboard. Includes uPlot ${uplot.version} (c) Leon Sorokin, MIT License */`, css: `/*! bench-gate ${version} dashboard. Includes uPlot ${uplot.version} styles (c) Leon Sorokin, MIT License */` } };
await build({ ...browser, entryPoints: ['src/report/dashboard/page/main.ts'], outfile: 'dist/dashboard.js', platform: 'browser', format: 'iife', target: ['chrome100', 'firefox100', 'safari15'] });
await build({ ...browser, entryPoints: ['src/report/dashboard/page/dashboard.css'], outfile: 'dist/dashboard.css' });
writeFileSync('dist/package.json', `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`);
// npx and a direct ./dist/cli.js need the executable bit, which git records.
chmodSync('dist/cli.js', 0o755);

// The library's types: declarations of src/index.ts and what it re-exports, in dist/lib/types/
// (tsconfig.lib.json). Cleared first, so that a file no longer exported leaves no stale declaration.
if (existsSync('src/index.ts')) {
  rmSync('dist/lib/types', { recursive: true, force: true });
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.lib.json'], { stdio: 'inherit' });
}
