/**
 * Standard output without process.stdout where that is safe. Creating process.stdout loads Node's
 * stream modules (and for a terminal or a pipe, net and tty too): milliseconds, more than the rest of
 * a small comparison costs, and start-up time is a measured requirement (bench/). So on POSIX systems
 * the text goes to file descriptor 1 directly, synchronously, as process.stdout does for files, pipes
 * and terminals there. process.stdout is still used on Windows (a console needs its conversion), and
 * from the first time descriptor 1 refuses a write for now (EAGAIN: a non-blocking pipe that is full).
 */
import { fstatSync, statSync, writeSync } from 'node:fs';

let viaStream = process.platform === 'win32';
let listening = false;
let closed = false;

function streamWrite(data: string | Uint8Array): void {
  if (!listening) {
    listening = true;
    // The reader has gone (`bench-diff ... | head`): the rest is dropped quietly, not a stack trace.
    process.stdout.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      closed = true;
    });
  }
  process.stdout.write(data);
}

/**
 * Writes `text` to stdout. Once the reader has gone (EPIPE), this and every later write is dropped
 * quietly, so that a command still ends with its own exit code.
 */
export function writeStdout(text: string): void {
  if (closed || text === '') return;
  if (viaStream) return streamWrite(text);
  let bytes = Buffer.from(text, 'utf8');
  try {
    while (bytes.length > 0) bytes = bytes.subarray(writeSync(1, bytes));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EPIPE') {
      closed = true;
      return;
    }
    if (code !== 'EAGAIN') throw error;
    viaStream = true;
    streamWrite(bytes);
  }
}

/**
 * Whether standard output (fd 1) or standard error (fd 2) is a terminal, without creating
 * process.stdout or process.stderr for the answer. Only a character device other than /dev/null can
 * be one: a file, a pipe or /dev/null is told by a stat; for any other character device the stream
 * says.
 */
export function isTerminal(fd: 1 | 2): boolean {
  try {
    const out = fstatSync(fd);
    if (!out.isCharacterDevice()) return false;
    if (process.platform !== 'win32' && out.rdev === statSync('/dev/null').rdev) return false;
  } catch {
    return false;
  }
  return Boolean((fd === 1 ? process.stdout : process.stderr).isTTY);
}
