/**
 * git in a test's own folder, with a fixed author (a test machine need not have one configured) and,
 * when `date` is given (seconds since the epoch), that date for the author and the committer: the
 * tests that need a real history (a base commit git can read, commits dated out of order) build it so.
 */
import { execFileSync } from 'node:child_process';

export function gitIn(cwd: string, args: string[], date?: number): string {
  const env = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' };
  if (date !== undefined) Object.assign(env, { GIT_AUTHOR_DATE: `${date} +0000`, GIT_COMMITTER_DATE: `${date} +0000` });
  return execFileSync('git', args, { cwd, env, encoding: 'utf8' }).trim();
}

/** Makes `cwd` a repository with one commit of everything in it (a checkout that holds its base commit); its SHA. */
export function commitAll(cwd: string, message = 'base'): string {
  gitIn(cwd, ['init', '-q']);
  gitIn(cwd, ['add', '-A']);
  gitIn(cwd, ['commit', '-qm', message]);
  return gitIn(cwd, ['rev-parse', 'HEAD']);
}
