/**
 * Node's parseArgs errors in bench-diff's words: what is wrong and what was meant, never Node's own
 * advice (its "place it after '--'" means something else for `run` and `ab`, where -- starts the
 * command). The flags come from the help's table (help.ts): "did you mean" offers only flags of the
 * command at hand, and a flag of another command is named as such.
 */
import { suggestKey } from '../core/config.js';
import { COMMANDS_HELP, type CommandHelp, type OptionHelp } from './help.js';
import { documentedFlags, flagText } from './help-render.js';

const COMPARE = COMMANDS_HELP.find((c) => c.name === 'compare')!;

/** `bench-diff run`, or `bench-diff` for the comparison. */
function invocation(help: CommandHelp): string {
  return help.name === 'compare' ? 'bench-diff' : `bench-diff ${help.name}`;
}

/** a, b and c. */
function listed(items: readonly string[]): string {
  return items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

/** The placeholders of values that are numbers of 0 or more (help.ts). */
const NUMERIC_VALUES: ReadonlySet<string> = new Set(['PCT', 'N', 'K', 'LEVEL', 'S']);

function optionOf(help: CommandHelp, flag: string): OptionHelp | undefined {
  return help.sections.flatMap((s) => s.options).find((o) => `--${o.name}` === flag || `-${o.short ?? ''}` === flag);
}

function unknownOption(flag: string, help: CommandHelp): string {
  const own = documentedFlags(help).filter((f) => f.startsWith('--')).map((f) => f.slice(2));
  const near = suggestKey(flag.replace(/^-+/, '').replaceAll('-', '_'), own.map((f) => f.replaceAll('-', '_')));
  if (near !== undefined) return `unknown option ${flag}. Did you mean --${near.replaceAll('_', '-')}?`;
  const elsewhere = COMMANDS_HELP.filter((c) => c !== help && documentedFlags(c).includes(flag)).map(invocation);
  if (elsewhere.length > 0) {
    const of = help.name === 'compare' ? 'the comparison' : invocation(help);
    return `${flag} is not an option of ${of}, only of ${listed(elsewhere)}. See ${invocation(help)} --help`;
  }
  return `unknown option ${flag}. See ${invocation(help)} --help for the flags`;
}

/** The message for a parseArgs error, or undefined when it is not one we know. `help`: the command's (default: the comparison's). */
export function argsErrorMessage(error: Error & { code?: string }, help: CommandHelp = COMPARE): string | undefined {
  const flag = /'(-{1,2}[^', ]+)/.exec(error.message)?.[1];
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && flag !== undefined) return unknownOption(flag, help);
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && flag !== undefined) {
    const option = optionOf(help, flag);
    if (/argument is ambiguous/.test(error.message)) {
      // A count, a percentage or a level is never negative: the word after the flag is the next
      // option (`--threshold --accept`), and "write it with =" would only lead to another error.
      if (option?.value !== undefined && NUMERIC_VALUES.has(option.value)) {
        return `${flag} needs a value: ${flagText(option)} (the word after it starts with "-": another option, or a negative number, which ${flag} does not take)`;
      }
      return `${flag} got a value that starts with "-". Write it with =, e.g. ${flag}=-5, if that is what you meant`;
    }
    if (/argument missing/.test(error.message)) return option === undefined ? `${flag} needs a value` : `${flag} needs a value: ${flagText(option)}`;
    if (/does not take an argument/.test(error.message)) return `${flag} takes no value. Write ${flag} alone`;
  }
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `unexpected argument. See ${invocation(help)} --help`;
  return undefined;
}
