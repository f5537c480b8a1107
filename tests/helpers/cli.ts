/** Running the built CLI (dist/cli.js) as a user does, in a child process. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './fixtures.js';

export const CLI = join(ROOT, 'dist/cli.js');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `node dist/cli.js ...args` with a minimal environment (no colour settings, no CI variables). */
export function runCli(args: string[], options: { cwd?: string; env?: Record<string, string | undefined>; input?: string } = {}): CliResult {
  const env = { PATH: process.env.PATH ?? '', ...options.env };
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd: options.cwd ?? ROOT, env, encoding: 'utf8', input: options.input ?? '' });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** `runCli` in `cwd` with the caller's environment, but without colour and without CI's git variables. */
export function cli(args: string[], cwd: string, env: Record<string, string | undefined> = {}): CliResult & { status: number } {
  const r = runCli(args, { cwd, env: { ...process.env, NO_COLOR: '1', GITHUB_SHA: '', GITHUB_REF_NAME: '', GITHUB_HEAD_REF: '', ...env } });
  return { ...r, status: r.code };
}

export function tempDir(prefix = 'bench-gate-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}
