/**
 * What a JMH user meets with `run`, with JMH's real output (fixtures/jmh-text) standing in for the
 * JVM: a failing benchmark's exception, a run without --results, a text log given as results.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/fixtures.js';
import { cli, tempDir } from '../helpers/cli.js';

const FIXTURES = join(ROOT, 'fixtures/jmh-text');
const quoted = (path: string): string => `'${path.replaceAll("'", `'\\''`)}'`;

describe('bench-diff run, a JMH benchmark that throws (-foe true)', () => {
  it('shows the exception above the stack frames that end its stderr', () => {
    const command = `cat ${quoted(join(FIXTURES, 'failure-stdout.txt'))}; cat ${quoted(join(FIXTURES, 'failure-stderr.txt'))} >&2; exit 1`;
    const r = cli(['run', '--runs', '1', '--out-dir', 'foe', '--results', 'jmh.json', '--', command], tempDir());
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('exited with code 1. Nothing was written');
    expect(r.stderr).toContain('its stderr (the line above its stack trace, then the last 13 lines):\n  |     Suppressed: java.lang.IllegalStateException: boom\n  | …\n');
    expect(r.stderr).toContain('  |         at java.base/java.lang.Thread.run(Thread.java:840)\n');
  });

  it('counts the lines as before when no trace is cut', () => {
    const r = cli(['run', '--runs', '1', '--out-dir', 'runs', '--', 'echo one >&2; echo two >&2; exit 1'], tempDir());
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('its stderr (last 2 lines):\n  | one\n  | two\n');
  });
});
