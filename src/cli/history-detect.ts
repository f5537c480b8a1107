/**
 * `bench-diff history detect --store PATH [--branch NAME] [--format text|markdown|json]`: the commits
 * where each benchmark changed. Reports; the exit code is 0 whatever it finds (it is not a gate).
 */
import { printable } from '../core/printable.js';
import { parseArgs } from 'node:util';
import { inputError } from '../core/errors.js';
import { detectChangePoints } from '../core/history/detect.js';
import { branchPath, readBranchColumns, requireBranch, storeBranches } from '../io/history-store.js';
import { refuseOutputOverInputs } from '../io/same-file.js';
import { writeFileAtomic } from '../io/write-file.js';
import { renderChangePointsJson, renderChangePointsMarkdown, renderChangePointsText } from '../report/changepoints.js';
import type { CliContext } from './context.js';
import { DETECT_FLAGS, DETECT_USAGE, detectOptionsOf } from './history-detect-options.js';
import { requireStore } from './history-options.js';
import { checkOutputFlag, parseChoice } from './options.js';

const USAGE = `Usage: bench-diff history detect --store PATH [--branch NAME] [--format text|markdown|json] ${DETECT_USAGE}`;

/** The branch to read: the one given, else the only one, else main or master. */
export function chooseBranch(store: string, given: string | undefined): string {
  if (given !== undefined) return requireBranch(store, given);
  const branches = storeBranches(store);
  if (branches.length === 1) return branches[0]!;
  for (const name of ['main', 'master']) if (branches.includes(name)) return name;
  if (branches.length === 0) throw inputError(store, 'holds no history', 'Record runs with `bench-diff history add` first, or check --store');
  throw inputError(store, `holds several branches (${branches.join(', ')})`, 'Choose one with --branch NAME');
}

/** Branches named at most in otherBranchesNote; a store of a hundred branches is not listed whole. */
const OTHER_BRANCHES_SHOWN = 5;

/**
 * When chooseBranch chose (no --branch) in a store of several branches: the others, for the command's
 * line ("also in the store: ..."), so a user who meant another does not read main's page for it.
 * Empty when --branch was given or the store holds one branch. Names go through printable.
 */
export function otherBranchesNote(store: string, chosen: string, given: string | undefined): string {
  if (given !== undefined) return '';
  const others = storeBranches(store).filter((b) => b !== chosen);
  if (others.length === 0) return '';
  const shown = others.slice(0, OTHER_BRANCHES_SHOWN).map(printable).join(', ') + (others.length > OTHER_BRANCHES_SHOWN ? `, and ${others.length - OTHER_BRANCHES_SHOWN} more` : '');
  return ` (also in the store: ${shown}; choose one with --branch NAME)`;
}

export function historyDetectCommand(args: string[], ctx: CliContext): number {
  const { values, positionals } = parseArgs({
    args,
    options: {
      store: { type: 'string' },
      branch: { type: 'string' },
      format: { type: 'string' },
      ...DETECT_FLAGS,
      output: { type: 'string', short: 'o' },
    },
    allowPositionals: true,
    strict: true,
  });
  checkOutputFlag(values.output);
  if (positionals.length > 0) throw inputError('bench-diff history detect', `unexpected argument "${positionals[0]}"`, USAGE);
  const store = requireStore(values.store, USAGE);
  const format = parseChoice('--format', values.format, ['text', 'markdown', 'json'] as const) ?? 'text';
  const branch = chooseBranch(store, values.branch);
  // -o main.jsonl by mistake would replace a branch's whole history with the report.
  refuseOutputOverInputs(values.output, storeBranches(store).map((b) => branchPath(store, b)), 'the change points');
  const options = detectOptionsOf(values);
  const report = detectChangePoints(readBranchColumns(store, branch), branch, options);
  const render = format === 'json' ? renderChangePointsJson : format === 'markdown' ? renderChangePointsMarkdown : renderChangePointsText;
  const text = render(report);
  if (values.output) writeFileAtomic(values.output, text);
  ctx.stdout(text);
  return 0;
}
