/** `bench-diff history prune --store PATH --keep N [--branch NAME]`: keeps each branch's newest N entries. */
import { parseArgs } from 'node:util';
import { inputError } from '../core/errors.js';
import { branchPath, pruneBranches, requireBranch, storeBranches } from '../io/history-store.js';
import { plural } from '../report/humanize.js';
import { type CliContext, say } from './context.js';
import { requireStore } from './history-options.js';
import { parseWholeFlag } from './options.js';

const USAGE = 'Usage: bench-diff history prune --store PATH --keep N [--branch NAME]';

export function historyPruneCommand(args: string[], ctx: CliContext): number {
  const { values, positionals } = parseArgs({ args, options: { store: { type: 'string' }, keep: { type: 'string' }, branch: { type: 'string' } }, allowPositionals: true, strict: true });
  if (positionals.length > 0) throw inputError('bench-diff history prune', `unexpected argument "${positionals[0]}"`, USAGE);
  const store = requireStore(values.store, USAGE);
  const keep = parseWholeFlag('--keep', values.keep, 1);
  if (keep === undefined) throw inputError('--keep', 'is required: how many entries per branch to keep', USAGE);
  const branches = values.branch !== undefined ? [requireBranch(store, values.branch)] : storeBranches(store);
  if (branches.length === 0) {
    say(ctx, `${store} holds no branches; nothing to prune`);
    return 0;
  }
  for (const { branch, removed, count } of pruneBranches(store, branches, keep)) {
    say(ctx, `${branchPath(store, branch)}: removed ${plural(removed, 'entry', 'entries')}, kept ${count}`);
  }
  return 0;
}
