/**
 * `bench-diff history add RUN... --store PATH [--commit SHA] [--branch NAME] [--date ISO] [--from FORMAT]`:
 * the runs of one commit become its entry on the branch (replacing an earlier entry of that commit).
 */
import { parseArgs } from 'node:util';
import { inputError } from '../core/errors.js';
import { entryFromRuns, placedBeforeWarning } from '../core/history/entry.js';
import type { Direction } from '../core/model.js';
import { machineEnvironment } from '../io/environment.js';
import { commitDetails, descendsFrom, gitProvenance, resolveCommit } from '../io/git.js';
import { addEntry, branchPath } from '../io/history-store.js';
import { loadDocument } from '../io/read-input.js';
import { plural } from '../report/humanize.js';
import { type CliContext, say, warn } from './context.js';
import { printReadWarnings } from './read-warnings.js';
import { requireBranchName, requireStore } from './history-options.js';
import { parseChoice } from './options.js';
import { VERSION } from '../core/version.js';
import { isoFromText } from '../core/iso-time.js';

const USAGE = 'Usage: bench-diff history add RUN [RUN...] --store PATH [--commit SHA] [--branch NAME] [--date ISO] [--from FORMAT]';

function isoDate(text: string): string {
  const iso = isoFromText(text);
  if (iso === undefined) throw inputError('--date', `"${text}" is not a date`, 'Give an ISO 8601 date, e.g. --date 2026-01-31 or --date 2026-01-31T12:00:00Z (a time needs Z or an offset)');
  return iso;
}

/** A full SHA-1 or SHA-256 commit id: stored as it is, without git (CI records commits by SHA, often outside the checkout). */
const FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;

/**
 * --commit as the full SHA the store keys its entries by. A name (HEAD, a branch, a short SHA) is
 * resolved by git: stored as given, "HEAD" on the next commit would replace this one's entry.
 */
function commitOf(given: string, cwd: string): string {
  if (FULL_SHA.test(given)) return given.toLowerCase();
  const sha = resolveCommit(cwd, given);
  if (sha === undefined) {
    throw inputError('--commit', `"${given}" is not a commit git knows here`, 'Give the full SHA (e.g. --commit $GITHUB_SHA), or a name git resolves in this checkout (HEAD, a branch, a short SHA)');
  }
  return sha;
}

/** A day: a date this far past the clock is no time zone's doing. */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The store reads a branch's last entry as the newest, and puts a new entry after it only when it is
 * not older or git shows it descends from it: an entry dated in the future (a typo in --date, a commit
 * made on a machine whose clock was wrong) stays last, and every commit recorded after it that git
 * cannot place goes before it, until a date passes it.
 */
function warnIfFuture(date: string, recordedAt: string, ctx: CliContext): void {
  if (Date.parse(date) - Date.parse(recordedAt) <= DAY_MS) return;
  warn(ctx, `the entry is dated ${date}, after today: a commit recorded later is placed after it only when git here shows it descends from it, else before it, by date. Check --date (or the commit's date)`);
}

export function historyAddCommand(args: string[], ctx: CliContext): number {
  const { values, positionals } = parseArgs({
    args,
    options: {
      store: { type: 'string' },
      commit: { type: 'string' },
      branch: { type: 'string' },
      date: { type: 'string' },
      message: { type: 'string' },
      from: { type: 'string' },
      direction: { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
  const store = requireStore(values.store, USAGE);
  if (positionals.length === 0) throw inputError('bench-diff history add', 'needs at least one run', USAGE);
  const direction = parseChoice<Direction>('--direction', values.direction, ['higher', 'lower']);
  const runs = positionals.map((p) => loadDocument(p, values.from ?? 'auto', direction ? { direction } : {}));
  printReadWarnings(ctx, runs);

  const git = gitProvenance(ctx.cwd, ctx.env);
  let commit = values.commit ?? git.commit;
  const branch = values.branch ?? git.branch;
  if (commit === undefined) throw inputError('bench-diff history add', 'does not know the commit (not in a git checkout)', 'Pass --commit SHA');
  if (branch === undefined) throw inputError('bench-diff history add', 'does not know the branch (detached HEAD, not in CI)', 'Pass --branch NAME');
  // The store refuses an entry with an empty commit or branch when it reads it: refuse it before it is written.
  if (commit.trim() === '' || commit.startsWith('-')) throw inputError('--commit', `"${commit}" is not a commit`, 'Give the commit\'s SHA (or a name git knows), e.g. --commit $(git rev-parse HEAD)');
  requireBranchName(branch);
  if (values.commit !== undefined) commit = commitOf(commit, ctx.cwd);
  const details = commitDetails(ctx.cwd, commit);
  const recordedAt = new Date().toISOString();
  const message = values.message ?? details.message;
  const { entry, failed } = entryFromRuns(
    runs,
    {
      commit,
      branch,
      date: values.date !== undefined ? isoDate(values.date) : (details.date ?? recordedAt),
      recordedAt,
      ...(message !== undefined ? { message } : {}),
      toolVersion: VERSION,
      environment: machineEnvironment(),
    },
    () => direction,
  );
  if (entry.benchmarks.length === 0) throw inputError(positionals[0]!, 'every benchmark failed: nothing to record', 'Fix the benchmarks first');
  // A descendant of the branch's newest entry goes after it whatever its date: asked of git here, only when the dates disagree.
  const { replaced, count, before } = addEntry(store, entry, undefined, (newest) => descendsFrom(ctx.cwd, commit, newest.commit));
  warnIfFuture(entry.date, recordedAt, ctx);
  // Recording it again keeps its place (a replaced entry stays where it was): the way out is for what comes next.
  if (before) warn(ctx, `${placedBeforeWarning(entry, before)}. Run history add in a checkout that holds the branch's history, where git places each commit after the one it descends from whatever its date (or give --date the time the commit reached the branch), so that the order is the branch's`);
  const how = replaced ? 'replaced the entry of' : 'recorded';
  say(ctx, `${how} commit ${commit} (${plural(entry.benchmarks.length, 'benchmark')}, ${plural(runs.length, 'run')}) in ${branchPath(store, branch)}, now ${plural(count, 'entry', 'entries')}`);
  if (failed.length > 0) say(ctx, `not recorded, failed in a run: ${failed.join(', ')}`);
  return 0;
}
