/**
 * A verdict that a metric geomean fails gets an annotation saying so, as one failed by the suite's
 * geomean or a benchmark does: else the check fails with no annotation naming why.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { annotateFailures } from '../../src/action/publish.js';
import { stepIO } from '../../src/action/step-io.js';
import { acceptRegressions } from '../../src/core/accept.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import type { Report } from '../../src/core/report.js';
import { loadDocument } from '../../src/io/read-input.js';

const FIXTURES = join(__dirname, '../../fixtures/metric-geomean');
const load = (name: string) => loadDocument(join(FIXTURES, name));

/** The annotations as the runner receives them (workflow commands: `:` and `%` escaped). */
function annotations(report: Report): string {
  let out = '';
  annotateFailures(report, stepIO({}, (text) => (out += text)));
  return out;
}

describe('the annotations of a verdict failed by a metric geomean', () => {
  // The fixture's rule: p99 at 20%, its geomean at 7.5%; every p99 9% higher fails it alone.
  const options = { ...DEFAULT_GATE_OPTIONS, metricRules: { p99: { threshold: 20 } } };

  it('name the metric geomean that failed, with its limit', () => {
    const report = runGate(load('baseline.json'), [load('run-p99-plus9.json')], options);
    expect(report.verdict).toBe('fail');
    expect(annotations(report)).toBe('::error title=bench-gate%3A metric geomean regressed::geomean p99 8.3%25 worse (limit 7.5%25) over 4 benchmarks: fail\n');
  });

  it('are warnings once accepted, and none for a metric geomean that passes or is only reported', () => {
    const report = runGate(load('baseline.json'), [load('run-p99-plus9.json')], options);
    acceptRegressions(report, 'the label "accept"');
    expect(annotations(report)).toMatch(/^::warning title=bench-gate%3A metric geomean regressed \(accepted\)::geomean p99 8\.3%25 worse/);
    expect(annotations(runGate(load('baseline.json'), [load('run-p99-plus5.json')], options))).toBe('');
    expect(annotations(runGate(load('baseline.json'), [load('run-p99-plus9.json')], DEFAULT_GATE_OPTIONS))).toBe('');
  });
});
