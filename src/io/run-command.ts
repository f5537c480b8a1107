/**
 * Running a benchmark command once: its stdout whole (the result), the tail of its stderr (for the
 * error message when it fails), how it ended. Interruptible: the command runs in its own process group
 * and on abort the whole group is terminated, then killed if it does not go, so a shell (`sh -c`) or a
 * wrapper (`npm run`) cannot leave its children running. Its stdout is bounded: a command that prints
 * more than the limit is stopped and reported, instead of bench-diff running out of memory.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

export interface RunOutcome {
  stdout: string;
  /** The last lines of stderr, at most TAIL_LINES. */
  stderrTail: string[];
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** Set when the command could not be started at all (not found, not executable). */
  spawnError?: string;
  interrupted: boolean;
  /** Set when stdout passed `maxStdoutBytes`: the command was stopped and `stdout` is empty. */
  stdoutLimitBytes?: number;
  elapsedMs: number;
}

export interface RunOptions {
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  signal: AbortSignal;
  /** How long a terminated command gets before SIGKILL. */
  killAfterMs?: number;
  /** The most stdout kept; past it the command is stopped. */
  maxStdoutBytes?: number;
}

/** 256 MiB: far more than any benchmark report, and well below what a string in Node can hold. */
const MAX_STDOUT_BYTES = 256 * 1024 * 1024;
const KILL_AFTER_MS = 5000;
/** POSIX process groups; on Windows `detached` would open a console instead. */
const GROUPS = process.platform !== 'win32';

/** What spawn's errors mean to the person who typed the command. */
const SPAWN_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'command not found',
  EACCES: 'permission denied: it is not an executable file (chmod +x it, or run it through its interpreter, e.g. sh FILE)',
};

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
  const maxStdout = options.maxStdoutBytes ?? MAX_STDOUT_BYTES;
  return new Promise((resolve) => {
    let stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let overflow = false;
    let stderr = '';
    let settled = false;
    let interrupted = false;
    let stopping = false;
    let killTimer: NodeJS.Timeout | undefined;
    let poll: NodeJS.Timeout | undefined;
    const finish = (outcome: Omit<RunOutcome, 'stdout' | 'stderrTail' | 'interrupted' | 'elapsedMs'>): void => {
      if (settled) return;
      settled = true;
      options.signal.removeEventListener('abort', onAbort);
      // A stopped group whose leader is gone may still have members: the SIGKILL stays due for them
      // until the last one is gone.
      if (!stopping || !groupAlive()) clearTimeout(killTimer);
      else {
        poll = setInterval(() => {
          if (groupAlive()) return;
          clearInterval(poll);
          clearTimeout(killTimer);
        }, 50);
      }
      resolve({
        ...outcome,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderrTail: tailLines(stderr),
        interrupted,
        ...(overflow ? { stdoutLimitBytes: maxStdout } : {}),
        elapsedMs: performance.now() - started,
      });
    };
    let child: ChildProcessByStdio<null, Readable, Readable>;
    try {
      child = spawn(file!, args, {
        cwd: options.cwd,
        env: options.env as NodeJS.ProcessEnv,
        shell: command.length === 1,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: GROUPS,
      });
    } catch (error) {
      // Arguments spawn refuses before starting anything (an empty program name).
      finish({ exitCode: null, signal: null, spawnError: (error as Error).message });
      return;
    }
    /** Signals the command's whole process group (the command alone where there are no groups). */
    function signalGroup(signal: NodeJS.Signals): void {
      if (child.pid === undefined) return;
      try {
        if (GROUPS) process.kill(-child.pid, signal);
        else child.kill(signal);
      } catch {
        // ESRCH: the group is already gone.
      }
    }
    function groupAlive(): boolean {
      if (child.pid === undefined || !GROUPS) return false;
      try {
        process.kill(-child.pid, 0);
        return true;
      } catch {
        return false;
      }
    }
    function stop(): void {
      if (stopping) return;
      stopping = true;
      signalGroup('SIGTERM');
      // The last word: SIGKILL, and no more waiting (a member left as a zombie by a parent that does
      // not reap it would look alive for ever).
      killTimer = setTimeout(() => {
        signalGroup('SIGKILL');
        clearInterval(poll);
      }, options.killAfterMs ?? KILL_AFTER_MS);
    }
    function onAbort(): void {
      interrupted = true;
      stop();
    }
    if (options.signal.aborted) onAbort();
    else options.signal.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      if (overflow) return;
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdout) {
        overflow = true;
        stdout = [];
        stop();
        return;
      }
      stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-TAIL_BYTES);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish({ exitCode: null, signal: null, spawnError: SPAWN_ERRORS[error.code ?? ''] ?? error.message });
    });
    // A stopped command may leave grandchildren holding its pipes open: do not wait for them.
    child.on('exit', (code, signal) => {
      if (stopping) {
        child.stdout.destroy();
        child.stderr.destroy();
        finish({ exitCode: code, signal });
      }
    });
    child.on('close', (code, signal) => finish({ exitCode: code, signal }));
  });
}
