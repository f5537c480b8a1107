/**
 * Node's parseArgs errors in bench-diff's words: what is wrong and what was meant, never Node's own
 * advice (its "place it after '--'" means something else for `run` and `ab`, where -- starts the command).
 */
import { suggestKey } from '../core/config.js';

/** Every long flag of every command, for "did you mean". */
const FLAGS = [
  'threshold', 'geomean-threshold', 'protect', 'protected-in-geomean', 'aggregate', 'allow-missing', 'accept', 'method', 'alpha',
  'baseline', 'from', 'direction', 'config', 'config-ref', 'baseline-ref', 'format', 'output', 'help', 'version',
  'runs', 'out-dir', 'results', 'warmup', 'seed', 'base', 'base-results', 'plan', 'rounds', 'detect',
  'store', 'keep', 'branch', 'commit', 'date', 'message', 'min-change', 'window', 'suite', 'false-alarms', 'write-config', 'max-runs',
];

/** The message for a parseArgs error, or undefined when it is not one we know. */
export function argsErrorMessage(error: Error & { code?: string }): string | undefined {
  const flag = /'(-{1,2}[^' ]+)/.exec(error.message)?.[1];
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && flag !== undefined) {
    const near = suggestKey(flag.replace(/^-+/, '').replaceAll('-', '_'), FLAGS.map((f) => f.replaceAll('-', '_')));
    const meant = near === undefined ? 'See bench-diff --help for the flags' : `Did you mean --${near.replaceAll('_', '-')}?`;
    return `unknown option ${flag}. ${meant}`;
  }
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && flag !== undefined) {
    if (/ambiguous/.test(error.message)) return `${flag} got a value that starts with "-". Write it with =, e.g. ${flag}=-5, if that is what you meant`;
    if (/missing/.test(error.message)) return `${flag} needs a value, e.g. ${flag} 5`;
    if (/does not take an argument/.test(error.message)) return `${flag} takes no value. Write ${flag} alone`;
  }
  if (error.code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `unexpected argument. See bench-diff --help`;
  return undefined;
}
