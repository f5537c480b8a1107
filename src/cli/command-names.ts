/** The subcommands' names: known to the entry point without loading the commands themselves. */
export const COMMAND_NAMES = ['convert', 'merge', 'promote', 'run', 'ab', 'calibrate', 'history', 'help'] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

export function isCommandName(name: string | undefined): name is CommandName {
  return (COMMAND_NAMES as readonly (string | undefined)[]).includes(name);
}

/**
 * What a command line does: a subcommand by name, the help asked for with a flag (`help-flag`), the
 * version, or (anything else) the comparison.
 */
export type Invocation = CommandName | 'help-flag' | 'version' | 'compare';

/**
 * What `argv` (the words after `bench-diff`) asks for. `--help` or `-h` anywhere before `--` asks
 * for the help (of the command it names, if any), whatever else is there; after `--` come the words
 * of a benchmark command (`bench-diff run -- ./bench --help`). `--version`, `-V` or `-v` as the first
 * word asks for the version. One rule for the entry point, which runs each invocation with a code
 * cache of its own, and for main(), which runs it.
 */
export function invocationOf(argv: readonly string[]): Invocation {
  const end = argv.indexOf('--');
  const own = end === -1 ? argv : argv.slice(0, end);
  if (own.includes('--help') || own.includes('-h')) return 'help-flag';
  const first = argv[0];
  if (first === '--version' || first === '-V' || first === '-v') return 'version';
  return isCommandName(first) ? first : 'compare';
}
