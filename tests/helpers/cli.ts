/** Running the built CLI as a user does: `node dist/cli.js ...` in a child process. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './fixtures.js';

export const CLI = join(ROOT, 'dist/cli.js');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], options: { cwd?: string; env?: Record<string, string>; input?: string } = {}): CliResult {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', ...options.env };
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd: options.cwd ?? ROOT, env, encoding: 'utf8', input: options.input ?? '' });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
