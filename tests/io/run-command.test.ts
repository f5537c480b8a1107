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

  it('keeps stdout whole up to the limit', async () => {
    const outcome = await runOnce([process.execPath, '-e', "process.stdout.write('y'.repeat(1000))"], options({ maxStdoutBytes: 1000 }));
    expect(outcome.stdoutLimitBytes).toBeUndefined();
    expect(outcome.stdout).toBe('y'.repeat(1000));
    expect(outcome.exitCode).toBe(0);
  });
});
