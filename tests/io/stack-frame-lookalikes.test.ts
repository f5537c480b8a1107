/**
 * isStackFrame (src/io/run-command.ts) on ordinary log lines that only look like frames. It took an
 * indented "  at least 3 runs are needed" for a Java/Node frame and "print(x)" or "setup(done)" for
 * a Go one: a failed run's tail whose first line was such a line lost its first two lines to "the
 * line above its stack trace" (an older line) although there was no stack trace.
 */
import { describe, expect, it } from 'vitest';
import { isStackFrame, tailLines } from '../../src/io/run-command.js';

describe('isStackFrame on lines that are not frames', () => {
  it('does not take indented prose beginning "at" or a call-like word for a frame', () => {
    for (const line of ['  at least 3 runs are needed', '    at the end of warm-up', 'print(x)', 'setup(done)', 'Error(boom)']) {
      expect(isStackFrame(line), line).toBe(false);
    }
  });

  it("still takes Java's, Node's and Go's frames for frames", () => {
    for (const line of [
      '\tat com.acme.Bench.run(Bench.java:12)',
      '\tat java.base/java.lang.Thread.run(Thread.java:840)',
      '\tat com.acme.Bench.run(Native Method)',
      '    at f (/app/x.js:1:2)',
      '    at /app/x.js:1:2',
      '    at async Promise.all (index 0)',
      '    at node:internal/main/run_main_module:23:47',
      'main.main()',
      'main.(*T).f(...)',
      'github.com/acme/app.F(0x1, 0x2)',
      'panic({0x4a8f20, 0xc000012345})',
    ]) {
      expect(isStackFrame(line), line).toBe(true);
    }
  });

  it('keeps the last 15 lines of a log whose 15th line from the end is such a line', () => {
    const lines = Array.from({ length: 30 }, (_, i) => `step ${i}`);
    lines[15] = '  at least 3 runs are needed';
    expect(tailLines(lines.join('\n'))).toEqual(lines.slice(-15));
  });
});
