/**
 * The CLI bundle loads nothing at start that the command does not use: the comparison of schema v1
 * files loads none of the lazy bundles (the other formats, the subcommands, the Markdown rendering,
 * --method stats, --history, the schema validators) and no Node module beyond those Node loads for
 * any script but node:vm (the code cache); the others (node:os, node:zlib, node:child_process, the
 * streams...) load when asked for.
 * Start-up time is a measured requirement (bench/run.sh).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { CLI, tempDir } from '../helpers/cli.js';

/** The CLI's main bundle, which dist/cli.js runs. */
const MAIN = join(ROOT, 'dist/cli-main.cjs');
import { FORMAT_FIXTURES, ROOT } from '../helpers/fixtures.js';

/**
 * Runs `script` with a preload script that reports which of our lazy bundles and which builtins were
 * loaded. It writes with fs.writeSync: process.stderr would load Node's streams itself.
 */
function loads(script: string, args: string[], cwd: string, env: Record<string, string>): { code: number; loaded: string[]; builtins: string[] } {
  const hook = join(tempDir(), 'hook.cjs');
  writeFileSync(hook, `const M = require('node:module'); const load = M._load;
M._load = function (request, ...rest) { if (/^\\.\\/.*\\.cjs$/.test(request)) require('node:fs').writeSync(2, 'LOADED ' + request + '\\n'); return load.call(this, request, ...rest); };
process.on('exit', () => { const list = process.moduleLoadList.filter((m) => m.startsWith('NativeModule ')); require('node:fs').writeSync(2, list.map((m) => 'BUILTIN ' + m.slice(13) + '\\n').join('')); });`);
  // stdout and stderr are pipes here, as in most scripts (a pipe is where process.stderr would cost the most).
  const r = spawnSync(process.execPath, ['--require', hook, script, ...args], { cwd, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } });
  return {
    code: r.status ?? -1,
    loaded: [...new Set([...r.stderr.matchAll(/^LOADED \.\/(\S+)$/gm)].map((m) => m[1]!))].sort(),
    builtins: [...r.stderr.matchAll(/^BUILTIN (\S+)$/gm)].map((m) => m[1]!).sort(),
  };
}

/** The builtins Node loads to run a script that does nothing (with the same preload script). */
const NODE_ITSELF = (() => {
  const empty = join(tempDir(), 'empty.cjs');
  writeFileSync(empty, '');
  return new Set(loads(empty, [], ROOT, {}).builtins);
})();

/** Runs the CLI: the lazy bundles it loaded, and the builtins it loaded that Node does not load for any script. */
function bundlesLoaded(args: string[], cwd = ROOT, env: Record<string, string> = {}): { code: number; loaded: string[]; builtins: string[] } {
  const r = loads(CLI, args, cwd, env);
  return { ...r, builtins: r.builtins.filter((b) => !NODE_ITSELF.has(b)) };
}

const example = (name: string) => join(ROOT, 'examples/microbench', name);
const comparison = [example('baseline.json'), example('run-1.json'), example('run-2.json')];

it('comparing schema v1 files loads no lazy bundle, no validator and no builtin but node:vm (the code cache)', () => {
  // Each builtin beyond Node's own costs start-up time: node:os, node:zlib, node:child_process, the
  // streams and node:string_decoder each load on first call.
  expect(bundlesLoaded(comparison)).toEqual({ code: 0, loaded: [], builtins: ['vm'] });
  // The same from V8's code cache (src/cli/code-cache.ts): written by the first run, used by the second.
  const home = tempDir();
  for (let run = 0; run < 2; run++) expect(bundlesLoaded(comparison, ROOT, { HOME: home })).toEqual({ code: 0, loaded: [], builtins: ['vm'] });
});

it('another format loads the formats bundle; a subcommand loads the commands bundle', () => {
  const input = join(FORMAT_FIXTURES, 'hyperfine/v1-basic.json');
  expect(bundlesLoaded(['--format', 'json', input, input]).loaded).toEqual(['formats.cjs']);
  expect(bundlesLoaded(['merge', example('run-1.json')]).loaded).toEqual(['commands.cjs']);
});

it('--format markdown, --method stats and --history each load their own bundle, and only it', () => {
  expect(bundlesLoaded([...comparison, '--format', 'markdown'])).toMatchObject({ code: 0, loaded: ['markdown.cjs'] });
  expect(bundlesLoaded([...comparison, '--method', 'stats'])).toMatchObject({ code: 0, loaded: ['stats.cjs'] });
  // A store that does not exist: the history bundle is what says so.
  const store = join(tempDir(), 'no-store');
  const history = bundlesLoaded([example('run-1.json'), '--history', store]);
  expect(history).toMatchObject({ code: 2, loaded: ['history-gate.cjs'] });
});

it('a file the fast path does not call valid loads the benchmark validator, for its error; a config loads the config validator', () => {
  const dir = tempDir();
  const bad = join(dir, 'bad.json');
  writeFileSync(bad, JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'a', value: 'fast' }] }));
  expect(bundlesLoaded([example('baseline.json'), bad])).toMatchObject({ code: 2, loaded: ['validator-benchmark.cjs'] });
  writeFileSync(join(dir, 'bench-gate.json'), JSON.stringify({ threshold: 10 }));
  expect(bundlesLoaded(comparison, dir)).toMatchObject({ code: 0, loaded: ['validator-config.cjs'] });
});

it('the entry bundle holds no adapter, Markdown, stats, history or validator code', () => {
  const bundle = readFileSync(MAIN, 'utf8');
  expect(bundle).not.toMatch(/Requests\/sec|BenchmarkDotNetVersion|jmhVersion/);
  // Strings only those modules hold, and the bundle that holds each.
  const held = { 'markdown.cjs': '<details><summary>', 'stats.cjs': 'the smallest possible p', 'history-gate.cjs': 'holds no entry to compare with', 'validator-benchmark.cjs': 'must have required property' };
  for (const [name, text] of Object.entries(held)) {
    expect(readFileSync(join(ROOT, 'dist', name), 'utf8')).toContain(text);
    expect(bundle).not.toContain(text);
  }
});

it('the help and the explanation of argument errors load with the subcommands, not at start', () => {
  expect(readFileSync(MAIN, 'utf8')).not.toContain('how the runs of a benchmark are combined');
  expect(bundlesLoaded(['--help']).loaded).toEqual(['commands.cjs', 'formats.cjs']);
  expect(bundlesLoaded([example('baseline.json'), example('run-1.json'), '--treshold', '5'])).toMatchObject({ code: 2, loaded: ['commands.cjs'] });
});
