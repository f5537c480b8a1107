/**
 * The `bench-diff` executable (dist/cli.js): a few lines that run the CLI's main bundle
 * (dist/cli-main.cjs, built from main.ts) and the bundles it loads with V8's code cache (code-cache.ts).
 */
import { join } from 'node:path';
import { runWithCodeCache } from './code-cache.js';
import { invocationOf } from './command-names.js';

declare const __BENCH_GATE_MAIN_HASH__: string;
declare const __BENCH_GATE_BUNDLE_HASHES__: Record<string, string>;

// Each invocation has a cache of its own: one that `--version` or `--help` wrote held only what they
// ran, and the comparisons after them compiled the rest on every start.
runWithCodeCache(join(__dirname, 'cli-main.cjs'), __BENCH_GATE_MAIN_HASH__, invocationOf(process.argv.slice(2)), __BENCH_GATE_BUNDLE_HASHES__);
