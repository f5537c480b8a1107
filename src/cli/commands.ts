/**
 * The subcommands other than the comparison. The CLI bundle loads them only when one is asked for
 * (see commands-loader.ts): `bench-diff BASELINE RUN...` does not parse code it does not run.
 */
import { abCommand } from './ab.js';
import { calibrateCommand } from './calibrate.js';
import type { CommandName } from './command-names.js';
import type { CliContext } from './context.js';
import { convertCommand } from './convert.js';
import { helpCommand } from './help-command.js';
import { historyCommand } from './history.js';
import { mergeCommand } from './merge.js';
import { promoteCommand } from './promote.js';
import { runCommand } from './run.js';

/** A command returns its exit code; `run` waits for child processes, so it returns a promise. */
export type Command = (args: string[], ctx: CliContext) => number | Promise<number>;

export const COMMANDS: Readonly<Record<CommandName, Command>> = {
  convert: convertCommand,
  merge: mergeCommand,
  promote: promoteCommand,
  run: runCommand,
  ab: abCommand,
  calibrate: calibrateCommand,
  history: historyCommand,
  // Also explains argument errors (helpCommand.argsErrorMessage), which need the help's table too.
  help: helpCommand,
};
