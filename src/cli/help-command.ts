/**
 * `bench-diff help [COMMAND]`, which `bench-diff [COMMAND] --help` also runs, and the explanation of
 * argument errors. Both need the help's table (help.ts), so both live in the subcommands' bundle:
 * the comparison's start-up does not parse the help text (scripts/build.mjs, commands-loader.ts).
 * The format ids come from the format registry, so the list in the help is the list --from accepts.
 */
import { printable } from '../core/printable.js';
import { formatIds } from '../formats/index.js';
import { argsErrorMessage } from './args-error.js';
import type { CliContext } from './context.js';
import { COMMANDS_HELP, type CommandHelp } from './help.js';
import { findCommandHelp, renderCommandHelp, renderGlobalHelp } from './help-render.js';

/**
 * The command whose help `words` (the command line's words, flags left out) ask for: `run`,
 * `history add`; undefined for the comparison (no command name, or a baseline's path).
 */
export function helpTopic(words: readonly string[]): CommandHelp | undefined {
  const [first, second] = words;
  if (first === undefined) return undefined;
  return (second !== undefined ? findCommandHelp(`${first} ${second}`) : undefined) ?? findCommandHelp(first);
}

/** Prints the help of the command `words` name, or the global help for none; exit 2 for words that name no command. */
function printHelp(words: readonly string[], ctx: CliContext): number {
  const topic = helpTopic(words);
  if (topic === undefined && words.length > 0) {
    const names = COMMANDS_HELP.map((c) => c.name).join(', ');
    ctx.stderr(`bench-diff help: error: no command "${printable(words.join(' '))}". Commands: ${names}\n`);
    return 2;
  }
  ctx.stdout(topic === undefined ? renderGlobalHelp(formatIds()) : renderCommandHelp(topic, formatIds()));
  return 0;
}

export interface HelpCommand {
  (args: string[], ctx: CliContext): number;
  /** A parseArgs error of the command `words` name, in bench-diff's words (undefined when it is not one we know). */
  argsErrorMessage(error: Error & { code?: string }, words: readonly string[]): string | undefined;
}

export const helpCommand: HelpCommand = Object.assign((args: string[], ctx: CliContext) => printHelp(args.filter((word) => !word.startsWith('-')), ctx), {
  argsErrorMessage: (error: Error & { code?: string }, words: readonly string[]) => argsErrorMessage(error, helpTopic(words)),
});
