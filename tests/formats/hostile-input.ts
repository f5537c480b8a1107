/**
 * Running `bench-diff convert` on a crafted input in a child process, for the tests of inputs built
 * against a reader's regular expressions (catastrophic backtracking). A regular expression that
 * backtracks runs synchronously and cannot be interrupted in-process, so the child has a watchdog:
 * it is stopped after WATCHDOG_MS. That is not a measurement: the inputs are sized so that a reader
 * in linear time answers in milliseconds and a backtracking one takes minutes or longer, and the
 * test asserts what the CLI answered, which a stopped child never did.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLI } from '../helpers/cli.js';

const WATCHDOG_MS = 20_000;

export interface Converted {
  /** The exit code, or 'stopped' when the watchdog had to stop the child. */
  code: number | 'stopped';
  stdout: string;
  stderr: string;
}

/** `bench-diff convert [--from FORMAT] FILE` on a file holding `text`, named `name`. */
export function convertText(text: string, from?: string, name = 'hostile.txt'): Converted {
  const dir = mkdtempSync(join(tmpdir(), 'bench-gate-hostile-'));
  try {
    const file = join(dir, name);
    writeFileSync(file, text);
    const args = [CLI, 'convert', ...(from === undefined ? [] : ['--from', from]), file];
    const r = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: WATCHDOG_MS, env: { PATH: process.env.PATH ?? '' } });
    return { code: r.status ?? 'stopped', stdout: r.stdout, stderr: r.stderr.replaceAll(file, name) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A megabyte of `unit` repeated: large enough that a quadratic reader takes minutes. */
export function mega(unit: string): string {
  return unit.repeat(Math.ceil(1_000_000 / unit.length));
}
