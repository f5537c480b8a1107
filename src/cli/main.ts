/**
 * The bench-diff entry point: picks the command, runs it, maps errors to one line and exit code 2.
 */
import { InputError } from '../core/errors.js';
import { calibrateCommand } from './calibrate.js';
import { compareCommand } from './compare.js';
import type { CliContext } from './context.js';
import { convertCommand } from './convert.js';
import { HELP } from './help.js';

declare const __BENCH_GATE_VERSION__: string | undefined;
export const VERSION = typeof __BENCH_GATE_VERSION__ === 'string' ? __BENCH_GATE_VERSION__ : 'dev';

const COMMANDS: Record<string, (args: string[], ctx: CliContext) => number> = {
  convert: convertCommand,
  calibrate: calibrateCommand,
};

/** Node's parseArgs errors carry a code; their messages are already one line for the user. */
function isArgsError(error: unknown): error is Error {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string' && (error as NodeJS.ErrnoException).code!.startsWith('ERR_PARSE_ARGS');
}

export function main(argv: string[], ctx: CliContext): number {
  if (argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    ctx.stdout(HELP);
    return 0;
  }
  if (argv[0] === '--version' || argv[0] === '-V') {
    ctx.stdout(`${VERSION}\n`);
    return 0;
  }
  const command = argv[0] !== undefined && Object.hasOwn(COMMANDS, argv[0]) ? COMMANDS[argv[0]]! : undefined;
  try {
    return command ? command(argv.slice(1), ctx) : compareCommand(argv, ctx);
  } catch (error) {
    if (error instanceof InputError) {
      ctx.stderr(`bench-diff: error: ${error.message}\n`);
      return 2;
    }
    if (isArgsError(error)) {
      ctx.stderr(`bench-diff: error: ${error.message.split('\n')[0]}. See bench-diff --help\n`);
      return 2;
    }
    const detail = ctx.env.BENCH_GATE_DEBUG ? `\n${(error as Error).stack}` : ' (set BENCH_GATE_DEBUG=1 for details; please report it)';
    ctx.stderr(`bench-diff: internal error: ${(error as Error).message}${detail}\n`);
    return 2;
  }
}

function isEntryPoint(): boolean {
  // Run as a script (node dist/cli.js, npx bench-diff), not when imported by tests.
  return typeof __BENCH_GATE_VERSION__ === 'string';
}

if (isEntryPoint()) {
  const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
  const code = main(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    color,
    env: process.env,
    cwd: process.cwd(),
  });
  process.exitCode = code;
}
