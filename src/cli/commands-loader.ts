/**
 * Where the subcommands come from. In the sources they are imported as usual; the CLI's build replaces
 * this module with a require() of dist/commands.js (scripts/build.mjs), loaded only for a subcommand.
 */
import type { CommandName } from './command-names.js';
import { COMMANDS, type Command } from './commands.js';

export function loadCommand(name: CommandName): Command {
  return COMMANDS[name];
}
