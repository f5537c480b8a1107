/**
 * The CLI bundle loads nothing at start that the command does not use: the comparison of schema v1
 * files never loads the other formats or the subcommands; those load when asked for.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { CLI, tempDir } from '../helpers/cli.js';
import { FORMAT_FIXTURES, ROOT } from '../helpers/fixtures.js';

/** Runs the CLI with a preload script that reports which of our lazy bundles were required. */
function bundlesLoaded(args: string[]): { code: number; loaded: string[] } {
  const hook = join(tempDir(), 'hook.cjs');
  writeFileSync(hook, `const M = require('node:module'); const load = M._load;
M._load = function (request, ...rest) { if (/(formats|commands)\\.cjs$/.test(request)) process.stderr.write('LOADED ' + request + '\\n'); return load.call(this, request, ...rest); };`);
  const r = spawnSync(process.execPath, ['--require', hook, CLI, ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status ?? -1, loaded: [...r.stderr.matchAll(/^LOADED \.\/(\S+)$/gm)].map((m) => m[1]!) };
}

const example = (name: string) => join(ROOT, 'examples/microbench', name);

it('comparing schema v1 files loads neither the other formats nor the subcommands', () => {
  expect(bundlesLoaded([example('baseline.json'), example('run-1.json')])).toEqual({ code: 0, loaded: [] });
});

it('another format loads the formats bundle; a subcommand loads the commands bundle', () => {
  const input = join(FORMAT_FIXTURES, 'hyperfine/v1-basic.json');
  expect(bundlesLoaded(['--format', 'json', input, input]).loaded).toEqual(['formats.cjs']);
  expect(bundlesLoaded(['merge', example('run-1.json')]).loaded).toEqual(['commands.cjs']);
});

it('the entry bundle holds no adapter code', () => {
  const bundle = readFileSync(CLI, 'utf8');
  expect(bundle).not.toMatch(/Requests\/sec|BenchmarkDotNetVersion|jmhVersion/);
});

it('the help and the explanation of argument errors load with the subcommands, not at start', () => {
  expect(readFileSync(CLI, 'utf8')).not.toContain('how the runs of a benchmark are combined');
  expect(bundlesLoaded(['--help']).loaded.sort()).toEqual(['commands.cjs', 'formats.cjs']);
  expect(bundlesLoaded([example('baseline.json'), example('run-1.json'), '--treshold', '5'])).toEqual({ code: 2, loaded: ['commands.cjs'] });
});
