/**
 * README's `--measure instructions` paragraph: Go programs do not count the same instructions from
 * run to run (the runtime's collector and scheduler, and `go test -bench` picking b.N by time), so a
 * Go benchmark's count is not exact. The paragraph said only that deterministic programs are, which
 * left Go users expecting a 0% gate that every run then failed or made noisy.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/fixtures.js';

const paragraph = readFileSync(join(ROOT, 'README.md'), 'utf8')
  .split('\n')
  .find((line) => line.startsWith('- `instructions` runs the command under Valgrind'))!;

describe('README: instruction counts of Go programs', () => {
  it('says they vary, and what to do: a fixed b.N without the collector, or a harness not in Go', () => {
    expect(paragraph).toBeDefined();
    expect(paragraph).toContain('Go programs are among them');
    expect(paragraph).toContain('-test.benchtime=200x');
    expect(paragraph).toContain('GOGC=off GOMAXPROCS=1');
    expect(paragraph).toContain('a harness that is not written in Go');
  });
});
