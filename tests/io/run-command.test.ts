import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runOnce } from '../../src/io/run-command.js';
import { tempDir } from '../helpers/cli.js';

const options = (extra: Partial<Parameters<typeof runOnce>[1]> = {}) => ({ cwd: tempDir(), env: process.env, signal: new AbortController().signal, ...extra });

describe('runOnce', () => {
  it('stops a command whose stdout passes the limit and says so, instead of keeping it all', async () => {
    // Prints 1 MiB chunks forever: only the limit ends it.
    const script = "const b = Buffer.alloc(1 << 20, 'x'); const w = () => process.stdout.write(b, w); w();";
    const outcome = await runOnce([process.execPath, '-e', script], options({ maxStdoutBytes: 4 * 1024 * 1024 }));
    expect(outcome.stdoutLimitBytes).toBe(4 * 1024 * 1024);
    expect(outcome.stdout).toBe('');
    expect(outcome.exitCode === 0 && outcome.signal === null).toBe(false);
  });

  it('never rejects: a program name spawn refuses is an outcome like a missing one', async () => {
    const outcome = await runOnce(['', '--json'], options());
    expect(outcome.spawnError).toMatch(/empty/);
    expect(outcome.exitCode).toBeNull();
    expect(outcome.interrupted).toBe(false);
  });

  /**
   * Runs a shell command line that starts `sleep 600` in the background (its pid in bg.pid), and kills
   * the sleep after. A watchdog, far beyond the grace, stops the run (and with it the sleep) should it
   * wait for the sleep: the outcome then says interrupted.
   */
  async function withLeftover(line: string, extra: Partial<Parameters<typeof runOnce>[1]> = {}) {
    const cwd = tempDir();
    const watchdog = new AbortController();
    const timer = setTimeout(() => watchdog.abort(), 20_000);
    try {
      return await runOnce([`sleep 600 ${line}`], options({ cwd, signal: watchdog.signal, killAfterMs: 1000, ...extra }));
    } finally {
      clearTimeout(timer);
      try {
        process.kill(Number(readFileSync(join(cwd, 'bg.pid'), 'utf8')), 'SIGKILL');
      } catch {
        // Not started, or gone.
      }
    }
  }

  it('ends when the command exits, not when a process it left running lets go of its output', { timeout: 90_000 }, async () => {
    // stdout and stderr both held by the sleep; what the command printed is all there.
    const both = await withLeftover(`& echo $! > bg.pid; printf 'BenchmarkX 1 5 ns/op\\n'; echo to-stderr >&2`);
    expect(both).toMatchObject({ exitCode: 0, signal: null, interrupted: false, outputHeldOpen: true, stdout: 'BenchmarkX 1 5 ns/op\n', stderrTail: ['to-stderr'] });
    // stderr alone held; a failing exit code is kept.
    const stderrOnly = await withLeftover(`>/dev/null & echo $! > bg.pid; echo out; exit 3`);
    expect(stderrOnly).toMatchObject({ exitCode: 3, outputHeldOpen: true, stdout: 'out\n' });
    // With no grace at all, what the command wrote before it exited (near a pipe's capacity) is still read whole.
    const full = await withLeftover(`& echo $! > bg.pid; head -c 60000 /dev/zero | tr '\\0' y`, { outputGraceMs: 0 });
    expect(full.outputHeldOpen).toBe(true);
    expect(full.stdout).toBe('y'.repeat(60000));
  });

  it('says nothing of held output when the pipes close with the command', async () => {
    const outcome = await runOnce(['echo done'], options());
    expect(outcome).toMatchObject({ exitCode: 0, stdout: 'done\n', interrupted: false });
    expect(outcome.outputHeldOpen).toBeUndefined();
  });

  it('keeps stdout whole up to the limit', async () => {
    const outcome = await runOnce([process.execPath, '-e', "process.stdout.write('y'.repeat(1000))"], options({ maxStdoutBytes: 1000 }));
    expect(outcome.stdoutLimitBytes).toBeUndefined();
    expect(outcome.stdout).toBe('y'.repeat(1000));
    expect(outcome.exitCode).toBe(0);
  });
});
