/**
 * The bench-diff entry point: picks the command, runs it, maps errors to one line and exit code 2.
 */
import { InputError } from '../core/errors.js';
import { printable, printableLines } from '../core/printable.js';
import { colorWanted } from './color.js';
import { compareCommand } from './compare.js';
import { invocationOf, isCommandName } from './command-names.js';
import { loadCommand } from './commands-loader.js';
import type { CliContext } from './context.js';
import type { HelpCommand } from './help-command.js';
import { VERSION } from '../core/version.js';
import { isTerminal, writeStdout } from '../io/stdout.js';

declare const __BENCH_GATE_VERSION__: string | undefined;


/** Node's parseArgs errors carry a code; their messages are already one line for the user. */
function isArgsError(error: unknown): error is Error {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string' && (error as NodeJS.ErrnoException).code!.startsWith('ERR_PARSE_ARGS');
}

export function main(argv: string[], ctx: CliContext): number | Promise<number> {
  const invocation = invocationOf(argv);
  // The words that are not flags, before `--` (after it come the arguments of the benchmark command).
  const end = argv.indexOf('--');
  const words = (end === -1 ? argv : argv.slice(0, end)).filter((word) => !word.startsWith('-'));
  // `bench-diff run --help`, `bench-diff history add -h`: as `bench-diff help run`. Words that name no
  // command (`bench-diff base.json run.json --help`) get the global help.
  if (invocation === 'help-flag') return loadCommand('help')(isCommandName(words[0]) || words[0] === 'compare' ? words.slice(0, 2) : [], ctx);
  if (invocation === 'version') {
    ctx.stdout(`${VERSION}\n`);
    return 0;
  }
  try {
    const code = invocation === 'compare' ? compareCommand(argv, ctx) : loadCommand(invocation)(argv.slice(1), ctx);
    return typeof code === 'number' ? code : code.catch((error: unknown) => reportError(error, ctx, words));
  } catch (error) {
    return reportError(error, ctx, words);
  }
}

/**
 * The history subcommand the command line runs, as its errors are named: ` history add`, as every
 * other line of it is (history.ts gives it its name, context.ts say); '' for any other command.
 */
function subcommandOf(words: readonly string[]): string {
  return words[0] === 'history' && /^[a-z]+$/.test(words[1] ?? '') ? ` history ${words[1]}` : '';
}

/** InputError and argument errors: one line, exit 2; anything else is a bug in bench-gate. `words`: the command line's, naming the command. */
function reportError(error: unknown, ctx: CliContext, words: readonly string[]): number {
  if (error instanceof InputError) {
    // "bench-diff run: needs ..." reads "bench-diff run: error: needs ...", not "bench-diff: error: bench-diff run: ...".
    const own = /^bench-diff((?: [a-z-]+){0,2}): /.exec(error.message);
    ctx.stderr(own ? `bench-diff${own[1] ?? ''}: error: ${error.message.slice(own[0].length)}\n` : `bench-diff${subcommandOf(words)}: error: ${error.message}\n`);
    return 2;
  }
  if (isArgsError(error)) {
    // The explanation needs the help's table, which loads with the subcommands (help-command.ts).
    const explained = (loadCommand('help') as HelpCommand).argsErrorMessage(error, isCommandName(words[0]) ? words.slice(0, 2) : []);
    const message = explained ?? `${error.message.split('\n')[0]!}. See bench-diff --help`;
    ctx.stderr(`bench-diff${subcommandOf(words)}: error: ${printable(message)}\n`);
    return 2;
  }
  const detail = ctx.env.BENCH_GATE_DEBUG ? `\n${(error as Error).stack}` : ' (set BENCH_GATE_DEBUG=1 for details; please report it)';
  ctx.stderr(`bench-diff: internal error: ${printable((error as Error).message)}${detail}\n`);
  return 2;
}

function isEntryPoint(): boolean {
  // Run as a script (node dist/cli.js, npx bench-diff), not when imported by tests.
  return typeof __BENCH_GATE_VERSION__ === 'string';
}

if (isEntryPoint()) {
  const color = colorWanted(process.env, isTerminal(1));
  const code = main(process.argv.slice(2), {
    // `bench-diff ... | head`: once the reader has gone, the rest of the report is dropped quietly and
    // the command still ends with its verdict's exit code (not a stack trace and exit 1).
    stdout: writeStdout,
    // Messages quote input (paths, names, a command's stderr): nothing in them reaches the terminal raw.
    stderr: (text) => process.stderr.write(printableLines(text)),
    color,
    env: process.env,
    cwd: process.cwd(),
    // Progress only on a terminal: the line is rewritten in place (CR, then erase to the end of the
    // line), cut to the terminal's width so that it never wraps onto a second line. Asked of the file
    // descriptor: process.stderr itself loads Node's stream modules, which a quiet comparison never needs.
    ...(isTerminal(2) ? { progress: (line: string) => process.stderr.write(`\r${printable(line).slice(0, Math.max(20, (process.stderr.columns || 80) - 1))}\u001b[K`) } : {}),
  });
  if (typeof code === 'number') process.exitCode = code;
  else void code.then((c) => (process.exitCode = c));
}
