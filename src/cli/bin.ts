/**
 * The `bench-diff` executable (dist/cli.js): a few lines that run the CLI's main bundle
 * (dist/cli-main.cjs, built from main.ts) and the bundles it loads with V8's code cache (code-cache.ts).
 */
import { join } from 'node:path';
import { runWithCodeCache } from './code-cache.js';
import { isCommandName } from './command-names.js';

declare const __BENCH_GATE_MAIN_HASH__: string;
declare const __BENCH_GATE_BUNDLE_HASHES__: Record<string, string>;

const command = process.argv[2];
runWithCodeCache(join(__dirname, 'cli-main.cjs'), __BENCH_GATE_MAIN_HASH__, isCommandName(command) ? command : 'compare', __BENCH_GATE_BUNDLE_HASHES__);
