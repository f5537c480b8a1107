/**
 * The tail of a failed command's output (src/io/run-command.ts tailLines): the last 15 lines, but
 * when they begin inside a stack trace, the line above the trace (the exception, the panic) first.
 * Before, JMH's `-foe true` failure showed 15 `at ...` frames and not the `IllegalStateException:
 * boom` above them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStackFrame, runOnce, TAIL_GAP, tailLines } from '../../src/io/run-command.js';
import { ROOT } from '../helpers/fixtures.js';
import { tempDir } from '../helpers/cli.js';

const JMH_STDERR = readFileSync(join(ROOT, 'fixtures/jmh-text/failure-stderr.txt'), 'utf8');

describe('tailLines', () => {
  it("keeps the exception above JMH's last 15 stack frames", () => {
    const tail = tailLines(JMH_STDERR);
    expect(tail).toHaveLength(15);
    expect(tail[0]).toBe('\tSuppressed: java.lang.IllegalStateException: boom');
    expect(tail[1]).toBe(TAIL_GAP);
    expect(tail.at(-1)).toBe('\t\tat java.base/java.lang.Thread.run(Thread.java:840)');
  });

  it('finds the message above a Python traceback and a Go panic cut off by the tail', () => {
    const python = ['Traceback (most recent call last):', ...Array.from({ length: 10 }, (_, i) => [`  File "bench.py", line ${i + 1}, in f${i}`, `    f${i + 1}()`]).flat()];
    // Python's message comes last, and stays; above the frames its source lines are not taken for a message.
    const pythonTail = tailLines([...python, 'ValueError: boom'].join('\n'));
    expect(pythonTail.slice(0, 2)).toEqual(['Traceback (most recent call last):', TAIL_GAP]);
    expect(pythonTail.at(-1)).toBe('ValueError: boom');
    const go = ['panic: runtime error: index out of range [3] with length 3', '', 'goroutine 1 [running]:', ...Array.from({ length: 10 }, (_, i) => [`main.f${i}(...)`, `\t/src/app/main.go:${i + 10} +0x1d`]).flat()];
    expect(tailLines(go.join('\n')).slice(0, 2)).toEqual(['panic: runtime error: index out of range [3] with length 3', TAIL_GAP]);
  });

  it('is the last lines as before when they do not begin in a stack trace', () => {
    const lines = Array.from({ length: 30 }, (_, i) => `line ${i}`);
    expect(tailLines(lines.join('\n'))).toEqual(lines.slice(-15));
    // A whole trace in the tail: nothing is left out.
    const short = ['Exception in thread "main" java.lang.Error: x', '\tat A.b(A.java:1)', '\tat A.main(A.java:2)'];
    expect(tailLines(short.join('\n'))).toEqual(short);
  });

  it('never passes 15 lines, and ends in the last lines of the output, whatever it holds', () => {
    const line = fc.oneof(fc.constantFrom('\tat A.b(A.java:1)', '  File "x.py", line 1, in f', 'goroutine 7 [running]:', '\t/x/y.go:3 +0x1', '\t... 4 more', '', 'boom'), fc.string({ maxLength: 30 }).map((s) => s.replace(/[\r\n]/g, '')));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), (lines) => {
        const tail = tailLines(lines.join('\n'));
        expect(tail.length).toBeLessThanOrEqual(15);
        const all = lines.join('\n').split(/\r?\n/);
        if (all.at(-1) === '') all.pop();
        if (tail[1] === TAIL_GAP && tail.length === 15) {
          expect(isStackFrame(tail[0]!)).toBe(false);
          expect(tail.slice(2)).toEqual(all.slice(-13));
        } else expect(tail).toEqual(all.slice(-15));
      }),
    );
  });

  it('does not take long lines for frames, and stays linear on them', () => {
    expect(isStackFrame(`\tat ${'x'.repeat(2000)}`)).toBe(false);
    expect(isStackFrame(`${'('.repeat(900)}`)).toBe(false);
  });
});

describe('runOnce, a stack trace longer than the stderr kept', () => {
  it('still names the exception above it', async () => {
    // 2000 frames, ~100 KB: far past the 16 KiB of stderr kept.
    const script = "console.error('warming up'); console.error('java.lang.StackOverflowError: deep'); for (let i = 0; i < 2000; i++) console.error('\\tat com.acme.Deep.recurse(Deep.java:' + i + ')'); process.exitCode = 1;";
    const outcome = await runOnce([process.execPath, '-e', script], { cwd: tempDir(), env: process.env, signal: new AbortController().signal });
    expect(outcome.exitCode).toBe(1);
    expect(outcome.stderrTail).toHaveLength(15);
    expect(outcome.stderrTail.slice(0, 2)).toEqual(['java.lang.StackOverflowError: deep', TAIL_GAP]);
    expect(outcome.stderrTail.at(-1)).toBe('\tat com.acme.Deep.recurse(Deep.java:1999)');
  });
});
