/** Running the built CLI (dist/cli.js) as a user would. Build first: npm run build. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './fixtures.js';

export const CLI = join(ROOT, 'dist/cli.js');

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node dist/cli.js ...args` in `cwd`, without colour and without the CI's git variables. */
export function cli(args: string[], cwd: string, env: Record<string, string | undefined> = {}): CliResult {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', GITHUB_SHA: '', GITHUB_REF_NAME: '', GITHUB_HEAD_REF: '', ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

export function tempDir(prefix = 'bench-gate-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}
