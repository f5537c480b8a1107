/**
 * GitHub shows at most 10 error annotations of a step and drops the rest without a word. The
 * annotations of a failed verdict fit in that with the verdict's own line (setFailed): the
 * benchmarks past the room are counted in one line, and the geomean is never the one dropped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annotateFailures } from '../../src/action/publish.js';
import { stepIO } from '../../src/action/step-io.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { sourced } from '../helpers/documents.js';

/** The workflow commands annotateFailures writes. */
function commands(regressed: number, unchanged: number): string[] {
  const names = Array.from({ length: regressed + unchanged }, (_, i) => `b${i}`);
  const base = sourced('base.json', names.map((name) => ({ name, value: 100, unit: 'ns' })));
  const run = sourced('run.json', names.map((name, i) => ({ name, value: i < regressed ? 150 : 100, unit: 'ns' })));
  let out = '';
  annotateFailures(runGate(base, [run], DEFAULT_GATE_OPTIONS), stepIO({}, (text) => (out += text)));
  return out.split('\n').filter((l) => l.startsWith('::'));
}

describe('the error annotations of a failed verdict', () => {
  it('leave room for the verdict line: 12 regressions are 7 benchmarks, a count of the other 5, and the geomean', () => {
    // 14 lines before (12, the geomean, the verdict): GitHub dropped two benchmarks, the geomean and the verdict.
    const lines = commands(12, 0);
    expect(lines).toHaveLength(9);
    expect(lines.slice(0, 7).every((l) => l.startsWith('::error title=bench-gate%3A benchmark regressed::'))).toBe(true);
    expect(lines[7]).toBe('::error title=bench-gate%3A more failing benchmarks::5 more failing benchmarks: see the job summary');
    expect(lines[8]).toMatch(/^::error title=bench-gate%3A geomean regressed::geomean 33\.3%25 worse/);
  });

  it('are at most 9 for any number of failing benchmarks, and name each one while they fit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 20 }), (regressed, unchanged) => {
        const lines = commands(regressed, unchanged);
        expect(lines.length).toBeLessThanOrEqual(9);
        const named = lines.filter((l) => l.includes('benchmark regressed::')).length;
        const counted = lines.some((l) => l.includes('more failing benchmarks'));
        expect(named + (counted ? Number(/::(\d+) more/.exec(lines.find((l) => l.includes('more failing'))!)![1]) : 0)).toBe(regressed);
        if (regressed <= 8 - (lines.some((l) => l.includes('geomean regressed')) ? 1 : 0)) expect(counted).toBe(false);
      }),
      { numRuns: 60 },
    );
  });
});
