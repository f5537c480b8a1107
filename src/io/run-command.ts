/**
 * Running a benchmark command once: its stdout whole (the result), the tail of its stderr (for the
 * error message when it fails), how it ended. Interruptible: the command runs in its own process group
 * and on abort the whole group is terminated, then killed if it does not go, so a shell (`sh -c`) or a
 * wrapper (`npm run`) cannot leave its children running. Its stdout is bounded: a command that prints
 * more than the limit is stopped and reported, instead of bench-diff running out of memory.
 *
 * The run ends when the command's own process exits, as for `time` or hyperfine, not when its output
 * closes: a process it started and left running (`server &`, a daemon) inherits its stdout and
 * stderr, and would otherwise hold the run open for as long as it runs. What the command wrote is
 * in the pipe when it exits; it is read, and after a short grace the pipes are let go (the outcome
 * says so, for a warning). The process left running is left alone: it is not bench-diff's to stop.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

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
  /**
   * Set when the command exited but its stdout or stderr stayed open past the grace: a process it
   * left running holds them. `stdout` is what was there by then.
   */
  outputHeldOpen?: boolean;
  /** From the start to the command's exit (or to when it could not be started). */
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
  /** How long stdout and stderr may stay open once the command has exited. */
  outputGraceMs?: number;
  /** Lines of stderr that are not the command's (a measuring tool's own notes): left out of the tail. */
  notTheCommands?: (line: string) => boolean;
}

/** 256 MiB: far more than any benchmark report, and well below what a string in Node can hold. */
const MAX_STDOUT_BYTES = 256 * 1024 * 1024;
const KILL_AFTER_MS = 5000;
/** Once the command has exited, its output is in the pipes: this is ample to read it on a busy machine. */
const OUTPUT_GRACE_MS = 500;
/** POSIX process groups; on Windows `detached` would open a console instead. */
const GROUPS = process.platform !== 'win32';

/** What spawn's errors mean to the person who typed the command. */
const SPAWN_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'command not found',
  EACCES: 'permission denied: it is not an executable file (chmod +x it, or run it through its interpreter, e.g. sh FILE)',
};

const TAIL_LINES = 15;
const TAIL_BYTES = 16 * 1024;

/** The line a tail shows where it leaves out lines: between a stack trace's message and its last frames. */
export const TAIL_GAP = '…';

/** Longer lines are never taken for a stack frame (and the patterns below never see them). */
const MAX_FRAME_LENGTH = 1000;

/**
 * A line of a stack trace below its message, in the shapes common tools print them: Java's and
 * Node's `\tat f(File.java:1)` and `... 3 more` / `... 3 common frames omitted`, Python's
 * `  File "x.py", line 3, in f` (with the source line below it, frameAt, and 3.11's `^^^^` marks), Go's `goroutine 1 [running]:`, `main.f(...)` (a package-qualified name, or `panic(...)`), `\t/src/x.go:12 +0x25`
 * and `created by main.main`. Each pattern is anchored and bounded by MAX_FRAME_LENGTH.
 */
export function isStackFrame(line: string): boolean {
  if (line.length > MAX_FRAME_LENGTH) return false;
  return (
    // Ending as a frame does, `(File.java:12)`, `(Native Method)`, `file.js:1:2`: not "  at least 3 runs".
    /^\s+at \S.*(?:\)|:\d+)\s*$/.test(line) ||
    /^\s*\.\.\. \d+ (?:more|common frames omitted)\s*$/.test(line) ||
    /^\s+File "/.test(line) ||
    /^\s+[~^]+\s*$/.test(line) ||
    /^goroutine \d+ \[/.test(line) ||
    /^\t\S.*\.go:\d+/.test(line) ||
    /^created by \S/.test(line) ||
    // A Go function is named by its package (main.f, pkg/x.(*T).f) or is `panic`: not "print(x)".
    /^(?:panic|[\w/-]*\.[\w.*/()[\]-]+)\(.*\)$/.test(line)
  );
}

/** Whether `lines[i]` is a stack frame: isStackFrame, or the source line Python prints below a frame. */
function frameAt(lines: readonly string[], i: number): boolean {
  const line = lines[i]!;
  if (isStackFrame(line)) return true;
  return i > 0 && line.length <= MAX_FRAME_LENGTH && /^ {4}/.test(line) && /^\s+File "/.test(lines[i - 1]!);
}

/** The last line of `lines` (before index `end`) that says something and is not a stack frame. */
function lastMessage(lines: readonly string[], end: number): string | undefined {
  for (let i = end - 1; i >= 0; i--) {
    if (lines[i]!.trim() !== '' && !frameAt(lines, i)) return lines[i];
  }
  return undefined;
}

function splitLines(text: string, leaveOut?: (line: string) => boolean): string[] {
  let lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  if (leaveOut) lines = lines.filter((line) => !leaveOut(line));
  return lines;
}

/**
 * The last lines of a command's output (at most 15), for the message about a run that failed. When
 * they begin inside a stack trace (a Java exception's frames, a Python traceback, a Go panic's
 * goroutines), the message above the trace (`java.lang.IllegalStateException: boom`) would be cut
 * off, leaving only frames: then the tail is that line, TAIL_GAP, and the last 13 lines, still 15 in
 * all. `earlier`: the last such line of output already let go of (StderrTail), looked at when `text`
 * itself has none.
 */
export function tailLines(text: string, leaveOut?: (line: string) => boolean, earlier?: string): string[] {
  const lines = splitLines(text, leaveOut);
  const start = Math.max(0, lines.length - TAIL_LINES);
  let first = start;
  while (first < lines.length && lines[first]!.trim() === '') first++;
  if (first === lines.length || !frameAt(lines, first)) return lines.slice(start);
  const message = lastMessage(lines, start) ?? earlier;
  if (message === undefined) return lines.slice(start);
  return [message, TAIL_GAP, ...lines.slice(-(TAIL_LINES - 2))];
}

/**
 * The end of a command's stderr as it comes, bounded: the last TAIL_BYTES or so, and of what was let
 * go of before them, the last line that is not a stack frame (for tailLines: a long trace pushes its
 * message out of the bytes kept). Each byte is looked at a bounded number of times. The chunks are
 * decoded as one stream: a character whose bytes two reads of the pipe split stays one character.
 * Exported for the tests.
 */
export class StderrTail {
  private text = '';
  private earlier: string | undefined;
  private readonly decoder = new StringDecoder('utf8');

  constructor(private readonly leaveOut?: (line: string) => boolean) {}

  push(chunk: Buffer): void {
    this.text += this.decoder.write(chunk);
    if (this.text.length <= 2 * TAIL_BYTES) return;
    // Let go of whole lines, keeping at least TAIL_BYTES; a line longer than that is cut.
    const cut = this.text.indexOf('\n', this.text.length - TAIL_BYTES);
    const keepFrom = cut < 0 ? this.text.length - TAIL_BYTES : cut + 1;
    const dropped = splitLines(this.text.slice(0, keepFrom), this.leaveOut);
    this.earlier = lastMessage(dropped, dropped.length) ?? this.earlier;
    this.text = this.text.slice(keepFrom);
  }

  lines(): string[] {
    // What is left of a character cut off by the end of the output (U+FFFD, as toString would).
    this.text += this.decoder.end();
    return tailLines(this.text, this.leaveOut, this.earlier);
  }
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
    const stderr = new StderrTail(options.notTheCommands);
    let settled = false;
    let interrupted = false;
    let stopping = false;
    let killTimer: NodeJS.Timeout | undefined;
    let poll: NodeJS.Timeout | undefined;
    let graceTimer: NodeJS.Timeout | undefined;
    let heldOpen = false;
    /** When the command's process exited: its wall time ends there, not when its pipes close. */
    let exitedAt: number | undefined;
    const finish = (outcome: Omit<RunOutcome, 'stdout' | 'stderrTail' | 'interrupted' | 'elapsedMs'>): void => {
      if (settled) return;
      settled = true;
      clearTimeout(graceTimer);
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
        stderrTail: stderr.lines(),
        interrupted,
        ...(overflow ? { stdoutLimitBytes: maxStdout } : {}),
        ...(heldOpen ? { outputHeldOpen: true } : {}),
        elapsedMs: (exitedAt ?? performance.now()) - started,
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
      stderr.push(chunk);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      finish({ exitCode: null, signal: null, spawnError: SPAWN_ERRORS[error.code ?? ''] ?? error.message });
    });
    /** Stops reading the pipes (whoever still holds them) and ends the run as the command ended. */
    function letGo(code: number | null, signal: NodeJS.Signals | null): void {
      child.stdout.destroy();
      child.stderr.destroy();
      finish({ exitCode: code, signal });
    }
    // A stopped command may leave grandchildren holding its pipes open: do not wait for them.
    child.on('exit', (code, signal) => {
      exitedAt = performance.now();
      if (stopping) {
        letGo(code, signal);
        return;
      }
      // Nor for a process the command left running. What the command wrote is in the pipes; a
      // timer may come due before the loop has polled them (a busy machine), so after it two turns
      // of the loop read what is there before the pipes are let go.
      graceTimer = setTimeout(() => {
        setImmediate(() =>
          setImmediate(() => {
            if (settled) return;
            heldOpen = true;
            letGo(code, signal);
          }),
        );
      }, options.outputGraceMs ?? OUTPUT_GRACE_MS);
    });
    child.on('close', (code, signal) => finish({ exitCode: code, signal }));
  });
}
