/**
 * Progress of `run` and `ab`: the command line once, then on a terminal one progress line rewritten
 * after each run (run number, elapsed time, time left); when stderr is not a terminal, no progress.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { abCommand } from '../../src/cli/ab.js';
import type { CliContext } from '../../src/cli/context.js';
import { progressLine } from '../../src/cli/progress.js';
import { runCommand } from '../../src/cli/run.js';
import { CLI, tempDir } from '../helpers/cli.js';

const BENCH = `console.log(JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'a', ops_per_sec: 100 }, { name: 'b', ops_per_sec: 50 }] }));`;

/** A context whose stderr, and progress line when `tty`, are recorded in order. */
function context(cwd: string, tty: boolean): { ctx: CliContext; events: string[] } {
  const events: string[] = [];
  const ctx: CliContext = { stdout: () => undefined, stderr: (text) => events.push(`stderr:${text}`), color: false, env: process.env, cwd };
  if (tty) ctx.progress = (line) => events.push(`progress:${line}`);
  return { ctx, events };
}

function benchDir(): string {
  const dir = tempDir();
  writeFileSync(join(dir, 'bench.mjs'), BENCH);
  return dir;
}

describe('progressLine', () => {
  it('puts the time left first and leaves it out after the last run', () => {
    expect(progressLine('run', 1, 4, 2000, '2 benchmarks in 1.90 s')).toBe('bench-diff: run 1/4 done, about 6 s left (elapsed 2 s; 2 benchmarks in 1.90 s)');
    expect(progressLine('round', 4, 4, 8000)).toBe('bench-diff: round 4/4 done (elapsed 8 s)');
  });
});

describe('run and ab progress', { timeout: 60_000 }, () => {
  it('run on a terminal: the command once, a progress line per run, the last one kept', async () => {
    const dir = benchDir();
    const { ctx, events } = context(dir, true);
    expect(await runCommand(['--runs', '3', '--out-dir', join(dir, 'runs'), '--', 'node', 'bench.mjs'], ctx)).toBe(0);
    expect(events[0]).toBe('stderr:bench-diff: running `node bench.mjs` 3 times\n');
    const progress = events.filter((e) => e.startsWith('progress:'));
    expect(progress).toHaveLength(3);
    expect(progress[0]).toMatch(/^progress:bench-diff: run 1\/3 done, about \S+ m?s left \(elapsed \S+ m?s; 2 benchmarks in \S+ m?s\)$/);
    expect(progress[1]).toMatch(/^progress:bench-diff: run 2\/3 done, about \S+ m?s left \(elapsed /);
    expect(progress[2]).toMatch(/^progress:bench-diff: run 3\/3 done \(elapsed \S+ m?s; 2 benchmarks in /);
    // The last line stays, ended by a newline before the next message.
    expect(events.slice(-2)).toEqual(['stderr:\n', `stderr:bench-diff: wrote 3 runs to ${join(dir, 'runs')}\n`]);
    expect(events.filter((e) => e.includes('node bench.mjs'))).toHaveLength(1);
  });

  it('run without a terminal: the command once and no progress at all', async () => {
    const dir = benchDir();
    const { ctx, events } = context(dir, false);
    expect(await runCommand(['--runs', '3', '--out-dir', join(dir, 'runs'), '--', 'node', 'bench.mjs'], ctx)).toBe(0);
    expect(events).toEqual(['stderr:bench-diff: running `node bench.mjs` 3 times\n', `stderr:bench-diff: wrote 3 runs to ${join(dir, 'runs')}\n`]);
  });

  it('clears the progress line before an error, so the error starts a line of its own', async () => {
    const dir = benchDir();
    writeFileSync(join(dir, 'fails-second.mjs'), `import { existsSync, writeFileSync } from 'node:fs';
if (existsSync('once')) process.exit(3);
writeFileSync('once', '');
${BENCH}`);
    const { ctx, events } = context(dir, true);
    expect(await runCommand(['--runs', '3', '--out-dir', join(dir, 'runs'), '--', 'node', 'fails-second.mjs'], ctx)).toBe(2);
    const shown = events.findIndex((e) => e.startsWith('progress:bench-diff: run 1/3 done'));
    expect(shown).toBeGreaterThan(0);
    expect(events[shown + 1]).toBe('progress:');
    expect(events[shown + 2]).toMatch(/^stderr:bench-diff: error: run 2\/3: `node fails-second\.mjs` exited with code 3/);
  });

  it('ab on a terminal: both commands once, then one progress line per round', async () => {
    const dir = benchDir();
    const { ctx, events } = context(dir, true);
    expect(await abCommand(['--runs', '2', '--warmup', '1', '--base', 'node bench.mjs', '--', 'node', 'bench.mjs'], ctx)).toBe(0);
    expect(events[0]).toBe('stderr:bench-diff: running base `node bench.mjs` and head `node bench.mjs` alternately, 2 rounds, after 1 warmup round\n');
    const progress = events.filter((e) => e.startsWith('progress:'));
    expect(progress.map((e) => /(warmup round|round) (\d\/\d)/.exec(e)!.slice(1).join(' '))).toEqual(['warmup round 1/1', 'round 1/2', 'round 2/2']);
    expect(progress[1]).toMatch(/round 1\/2 done, about \S+ m?s left \(elapsed \S+ m?s; (base|head) first\)$/);
    expect(events.filter((e) => e.startsWith('stderr:') && e.includes('bench.mjs'))).toHaveLength(1);
  });

  it('ab without a terminal shows no progress', async () => {
    const dir = benchDir();
    const { ctx, events } = context(dir, false);
    expect(await abCommand(['--runs', '2', '--base', 'node bench.mjs', '--', 'node', 'bench.mjs'], ctx)).toBe(0);
    expect(events).toEqual(['stderr:bench-diff: running base `node bench.mjs` and head `node bench.mjs` alternately, 2 rounds\n']);
  });
});

const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;

/** The built CLI with stderr on a pseudo-terminal (util-linux `script`), as a person at a terminal runs it. */
describe.skipIf(!hasScript)('the built CLI', { timeout: 60_000 }, () => {
  it('rewrites one progress line in place on a terminal, and writes none to a pipe', () => {
    const dir = benchDir();
    const command = `stty cols 200; "${process.execPath}" "${CLI}" run --runs 3 --out-dir runs -- node bench.mjs`;
    const tty = spawnSync('script', ['-qfec', command, '/dev/null'], { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH ?? ''} });
    expect(tty.status).toBe(0);
    // A pseudo-terminal turns \n into \r\n; each progress line starts with \r and erases what was left of the one before.
    const screen = tty.stdout.replaceAll('\r\n', '\n').replaceAll('\u001b[K', '<erase>');
    expect(screen).toMatch(/^bench-diff: running `node bench\.mjs` 3 times\n\rbench-diff: run 1\/3 done, about \S+ m?s left \(elapsed [^)]*\)<erase>\rbench-diff: run 2\/3 done, about /);
    expect(screen).toMatch(/\rbench-diff: run 3\/3 done \(elapsed [^)]*\)<erase>\nbench-diff: wrote 3 runs to runs\n$/);
    const pipe = spawnSync(process.execPath, [CLI, 'run', '--runs', '3', '--out-dir', 'runs', '--', 'node', 'bench.mjs'], { cwd: dir, encoding: 'utf8' });
    expect(pipe.stderr).toBe('bench-diff: running `node bench.mjs` 3 times\nbench-diff: wrote 3 runs to runs\n');
  });
});
