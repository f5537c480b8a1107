/**
 * `bench-diff run --measure instructions` on a command that fails: the report shows what the
 * command itself said, as a run without --measure does. Valgrind's own start-up notes (the cache
 * geometry it detected, "--PID-- warning: L3 cache found ...", printed even under -q) are not the
 * command's: with them on stderr, a tool that prints its failure on stdout (go test) was shown with
 * three lines of Valgrind's cache warnings and no word of why it failed.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isValgrindCacheNote } from '../../src/io/measure-command.js';
import { tailLines } from '../../src/io/run-command.js';
import { cli, tempDir } from '../helpers/cli.js';

describe("Valgrind's cache notes, left out of a failing run's stderr", () => {
  // As Valgrind 3.19 writes them on an AMD EPYC host, once per process it follows.
  const notes = [
    '--26264-- warning: L3 cache found, using its data for the LL simulation.',
    '--26264-- warning: specified LL cache: line_size 64  assoc 1  total_size 402,653,184',
    '--26264-- warning: simulated LL cache: line_size 64  assoc 2  total_size 536,870,912',
  ];
  it('are recognised, and nothing else Valgrind or the command says is', () => {
    for (const line of notes) expect(isValgrindCacheNote(line)).toBe(true);
    for (const line of ['==26094== Process terminating with default action of signal 11 (SIGSEGV)', '--26094-- WARNING: unhandled amd64-linux syscall: 999', 'warning: cache miss in parse', 'broken'])
      expect(isValgrindCacheNote(line)).toBe(false);
  });
  it('leave the tail to the command\'s own lines, empty when it said nothing', () => {
    expect(tailLines([...notes, 'broken', ...notes].join('\n'), isValgrindCacheNote)).toEqual(['broken']);
    expect(tailLines(`${notes.join('\n')}\n`, isValgrindCacheNote)).toEqual([]);
    expect(tailLines(`${notes.join('\n')}\n`)).toEqual(notes);
  });
});

const hasValgrind = spawnSync('valgrind', ['--version']).status === 0;
const withValgrind = describe.skipIf(!hasValgrind && !process.env.CI);

withValgrind('bench-diff run --measure instructions, a failing command', () => {
  it('shows the stdout of a command that printed its failure there, not Valgrind\'s cache notes', () => {
    const dir = tempDir();
    const failing = 'echo "--- FAIL: TestParse (0.00s)"; echo "    parse_test.go:12: bad token"; exit 1';
    const r = cli(['run', '--runs', '1', '--measure', 'instructions', '--out-dir', 'runs', '--', failing], dir);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/exited with code 1\. Nothing was written/);
    expect(r.stderr).not.toMatch(/warning|LL cache|L3 cache/);
    expect(r.stderr).toContain('it wrote nothing to stderr; its stdout (last 2 lines):');
    expect(r.stderr).toContain('| --- FAIL: TestParse (0.00s)');
    expect(r.stderr).toContain('|     parse_test.go:12: bad token');
  });

  it('still shows what the command wrote to stderr, and counts as before', () => {
    const dir = tempDir();
    const r = cli(['run', '--runs', '1', '--measure', 'instructions', '--out-dir', 'runs', '--', 'echo broken >&2; exit 3'], dir);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('its stderr (last 1 line):');
    expect(r.stderr).toContain('| broken');
    const ok = cli(['run', '--runs', '1', '--measure', 'instructions', '--out-dir', 'ok', '--', 'true'], dir);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stderr).not.toMatch(/warning|LL cache|L3 cache/);
  });
});
