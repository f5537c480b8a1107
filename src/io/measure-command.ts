/**
 * `bench-diff run --measure`: running a command under a tool that measures it, and reading what the
 * tool wrote. `instructions`: Valgrind's Cachegrind with the cache simulation off, following every
 * process the command starts (a shell command line is `sh` and its children), one profile per
 * process in a fresh temporary folder. `resources`: GNU time, which reads the child's resource usage
 * from wait4 when it ends (peak resident set size, user and system CPU time); Node has no way to get
 * a child's rusage itself, and sampling /proc/<pid>/status would miss a peak between two samples and
 * the children of a shell.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { inputError } from '../core/errors.js';

export type MeasureKind = 'instructions' | 'resources';

export const MEASURE_KINDS: readonly MeasureKind[] = ['instructions', 'resources'];

/** The command wrapped in the measuring tool, and the folder the tool writes into (the caller removes it). */
export interface MeasuredCommand {
  command: string[];
  dir: string;
}

/** A shell command line (a single argument) runs as `sh -c`, as runOnce would run it. */
function argv(command: readonly string[]): string[] {
  return command.length === 1 ? ['/bin/sh', '-c', command[0]!] : [...command];
}

/**
 * Valgrind's own notes about the cache geometry it detected ("--PID-- warning: L3 cache found,
 * using its data for the LL simulation.", "specified LL cache: ...", "simulated LL cache: ..."),
 * written to stderr by each process it follows, even under -q and with the cache simulation off
 * (fixing the geometry with --I1/--D1/--LL does not silence them). They are not the command's: in
 * a failing run's report they took the place of what it said, and, stderr being never empty, its
 * stdout (where go test prints a failure) was never shown.
 */
export function isValgrindCacheNote(line: string): boolean {
  return /^--\d+-- warning: .*\bcache\b/i.test(line);
}

const TIME = '/usr/bin/time';
const TIME_FORMAT = 'bench-diff-rusage %e %U %S %M';

/** Throws a one-line InputError saying what to install when the tool for `kind` is not here. */
export function checkMeasureTool(kind: MeasureKind, env: Readonly<Record<string, string | undefined>>): void {
  if (process.platform === 'win32') throw inputError(`--measure ${kind}`, 'is not available on Windows', 'Run it on Linux');
  if (kind === 'instructions') {
    const probe = spawnSync('valgrind', ['--version'], { env: env as NodeJS.ProcessEnv, encoding: 'utf8' });
    if (probe.error || probe.status !== 0) {
      throw inputError('--measure instructions', 'needs Valgrind, and `valgrind` was not found on the PATH', 'Install it (Debian and Ubuntu: apt-get install valgrind; Fedora: dnf install valgrind)');
    }
    return;
  }
  const probe = spawnSync(TIME, ['--version'], { encoding: 'utf8' });
  if (probe.error || !/GNU/.test(`${probe.stdout}${probe.stderr}`)) {
    throw inputError('--measure resources', `needs GNU time at ${TIME}, which is not there`, 'Install it (Debian and Ubuntu: apt-get install time; Fedora: dnf install time)');
  }
}

export function measuredCommand(kind: MeasureKind, command: readonly string[]): MeasuredCommand {
  const dir = mkdtempSync(join(tmpdir(), 'bench-diff-measure-'));
  if (kind === 'instructions') {
    return {
      dir,
      command: ['valgrind', '-q', '--tool=cachegrind', '--cache-sim=no', '--trace-children=yes', `--cachegrind-out-file=${join(dir, 'cachegrind.out.%p')}`, ...argv(command)],
    };
  }
  return { dir, command: [TIME, '-f', TIME_FORMAT, '-o', join(dir, 'rusage.txt'), ...argv(command)] };
}

/** The profiles Cachegrind wrote, one per process, as (file name, text). */
export function readProfiles(dir: string): Array<{ path: string; text: string }> {
  return readdirSync(dir)
    .filter((name) => name.startsWith('cachegrind.out.'))
    .sort()
    .map((name) => ({ path: join(dir, name), text: readFileSync(join(dir, name), 'utf8') }));
}

export interface Rusage {
  /** CPU time in user and system mode, ms (GNU time gives hundredths of a second). */
  userMs: number;
  systemMs: number;
  /** The peak resident set size, bytes (the largest of the command and the children it waited for). */
  peakRssBytes: number;
}

/** What GNU time wrote, or undefined when it wrote no usage line. */
export function readRusage(dir: string): Rusage | undefined {
  let text: string;
  try {
    text = readFileSync(join(dir, 'rusage.txt'), 'utf8');
  } catch {
    return undefined;
  }
  const m = /^bench-diff-rusage [\d.]+ ([\d.]+) ([\d.]+) (\d+)$/m.exec(text);
  if (!m) return undefined;
  return { userMs: Math.round(Number(m[1]) * 1000), systemMs: Math.round(Number(m[2]) * 1000), peakRssBytes: Number(m[3]) * 1024 };
}

/**
 * The signal that killed the command under GNU time, which then exits 128 + N like a shell, so that
 * its exit code alone cannot tell a crash from `exit 139`: it writes "Command terminated by signal N".
 */
export function rusageSignal(dir: string): NodeJS.Signals | undefined {
  let text: string;
  try {
    text = readFileSync(join(dir, 'rusage.txt'), 'utf8');
  } catch {
    return undefined;
  }
  const m = /^Command terminated by signal (\d+)$/m.exec(text);
  if (!m) return undefined;
  const number = Number(m[1]);
  return (Object.keys(constants.signals) as NodeJS.Signals[]).find((name) => constants.signals[name] === number);
}

export function removeMeasureDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
