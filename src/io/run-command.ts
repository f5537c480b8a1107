/**
 * Running a benchmark command once: its stdout whole (the result), the tail of its stderr (for the
 * error message when it fails), how it ended. Interruptible: on abort the child is terminated, then
 * killed if it does not go.
 */
import { spawn } from 'node:child_process';

export interface RunOutcome {
  stdout: string;
  /** The last lines of stderr, at most TAIL_LINES. */
  stderrTail: string[];
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** Set when the command could not be started at all (not found, not executable). */
  spawnError?: string;
  interrupted: boolean;
  elapsedMs: number;
}

export interface RunOptions {
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  signal: AbortSignal;
  /** How long a terminated child gets before SIGKILL. */
  killAfterMs?: number;
}

const TAIL_LINES = 15;
const TAIL_BYTES = 16 * 1024;

function tailLines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  return lines.slice(-TAIL_LINES);
}

/**
 * Runs `command` (argv; a single element is a shell command line, so that pipes and `cd x &&` work).
 * Never rejects: every way it can end is in the outcome.
 */
export function runOnce(command: readonly string[], options: RunOptions): Promise<RunOutcome> {
  const started = performance.now();
  const [file, ...args] = command;
  return new Promise((resolve) => {
    const stdout: Buffer[] = [];
    let stderr = '';
    let settled = false;
    let interrupted = false;
    let killTimer: NodeJS.Timeout | undefined;
    const finish = (outcome: Omit<RunOutcome, 'stdout' | 'stderrTail' | 'interrupted' | 'elapsedMs'>): void => {
      if (settled) return;
      settled = true;
      clearTimeout(killTimer);
      options.signal.removeEventListener('abort', onAbort);
      resolve({ ...outcome, stdout: Buffer.concat(stdout).toString('utf8'), stderrTail: tailLines(stderr), interrupted, elapsedMs: performance.now() - started });
    };
    const child = spawn(file!, args, {
      cwd: options.cwd,
      env: options.env as NodeJS.ProcessEnv,
      shell: command.length === 1,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    function onAbort(): void {
      interrupted = true;
      child.kill('SIGTERM');
      killTimer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 3000);
    }
    if (options.signal.aborted) onAbort();
    else options.signal.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-TAIL_BYTES);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish({ exitCode: null, signal: null, spawnError: error.code === 'ENOENT' ? 'command not found' : error.message });
    });
    // An interrupted child may leave grandchildren holding its pipes open: do not wait for them.
    child.on('exit', (code, signal) => {
      if (interrupted) {
        child.stdout.destroy();
        child.stderr.destroy();
        finish({ exitCode: code, signal });
      }
    });
    child.on('close', (code, signal) => finish({ exitCode: code, signal }));
  });
}
