/**
 * `bench-diff history add|prune|detect|chart|import`: the history store (src/io/history-store.ts).
 */
import { inputError } from '../core/errors.js';
import type { CliContext } from './context.js';
import { historyAddCommand } from './history-add.js';
import { historyChartCommand } from './history-chart.js';
import { historyDetectCommand } from './history-detect.js';
import { historyImportCommand } from './history-import.js';
import { historyPruneCommand } from './history-prune.js';

const SUBCOMMANDS: Readonly<Record<string, (args: string[], ctx: CliContext) => number>> = {
  add: historyAddCommand,
  prune: historyPruneCommand,
  detect: historyDetectCommand,
  chart: historyChartCommand,
  import: historyImportCommand,
};

const HISTORY_USAGE = 'Usage: bench-diff history add|prune|detect|chart|import ... --store PATH (see bench-diff --help)';

export function historyCommand(args: string[], ctx: CliContext): number {
  const [sub, ...rest] = args;
  const command = sub === undefined ? undefined : SUBCOMMANDS[sub];
  if (!command || !Object.hasOwn(SUBCOMMANDS, sub!)) {
    throw inputError('bench-diff history', sub === undefined ? 'needs a subcommand' : `unknown subcommand "${sub}"`, HISTORY_USAGE);
  }
  // Each line of the subcommand names it, `bench-diff history add: recorded ...`; its errors are named
  // so by main.ts (reportError), from the command line.
  return command(rest, { ...ctx, name: `bench-diff history ${sub!}` });
}
