/** The subcommands' names: known to the entry point without loading the commands themselves. */
export const COMMAND_NAMES = ['convert', 'merge', 'promote', 'run', 'ab', 'calibrate', 'history', 'help'] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

export function isCommandName(name: string | undefined): name is CommandName {
  return (COMMAND_NAMES as readonly (string | undefined)[]).includes(name);
}
