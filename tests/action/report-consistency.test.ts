/**
 * A report read back from a pull request's job is refused when its counts or verdict do not follow
 * from its benchmarks (report-checks.ts). They must follow by the gate's own rules, or the Action
 * refuses the honest reports bench-diff writes: a metric that is only reported (gated: false) counts
 * in no status, and a gated metric geomean over its limit fails the verdict, as in the gate.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPrReport } from '../../src/action/artifact.js';
import { readGateReport } from '../../src/action/gate-report.js';
import { reportInconsistency } from '../../src/action/report-checks.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../../src/core/gate-options.js';
import { loadDocument } from '../../src/io/read-input.js';
import { workspace } from '../helpers/workspace.js';

const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
const FIXTURES = join(__dirname, '../../fixtures/metric-geomean');
const load = (name: string) => loadDocument(join(FIXTURES, name));

function written(value: unknown): string {
  const path = join(workspace({}), 'report.json');
  writeFileSync(path, JSON.stringify(value));
  return path;
}

const prReport = (report: unknown, verdict: string) => ({ schema_version: 1, kind: 'bench-gate-pr-report', pull_request: { number: 2, head_sha: HEAD, head_repo: 'forker/Hello-World' }, verdict, report });

describe("the consistency of a report bench-diff wrote", () => {
  it('holds with a metric that is only reported (its rows count in no status)', () => {
    // p99 without a rule is reported only: its 9% rows say regressed, gated: false.
    const report = runGate(load('baseline.json'), [load('run-p99-plus9.json')], DEFAULT_GATE_OPTIONS);
    expect(report.benchmarks.some((b) => b.gated === false && b.status === 'regressed')).toBe(true);
    expect(report.verdict).toBe('pass');
    expect(reportInconsistency(report)).toBeUndefined();
    expect(readGateReport(written(report)).verdict).toBe('pass');
    expect(readPrReport(written(prReport(report, 'pass'))).report!.verdict).toBe('pass');
  });

  it('holds with a verdict failed by a metric geomean alone, and accepted by the label', () => {
    // The fixture's config: p99 at 20%, its geomean at 7.5%; every p99 9% higher fails it alone.
    const options: GateOptions = { ...DEFAULT_GATE_OPTIONS, metricRules: { p99: { threshold: 20 } } };
    const report = runGate(load('baseline.json'), [load('run-p99-plus9.json')], options);
    expect(report.verdict).toBe('fail');
    expect(report.summary.regressed).toBe(0);
    expect(report.metric_geomeans?.p99?.status).toBe('fail');
    expect(reportInconsistency(report)).toBeUndefined();
    expect(readGateReport(written(report)).verdict).toBe('fail');
    expect(readGateReport(written(report), 'the label "accept"').verdict).toBe('accepted');
    expect(readPrReport(written(prReport(report, 'fail'))).report!.verdict).toBe('fail');
    // And a report that says pass over such a geomean is refused.
    expect(reportInconsistency({ ...report, verdict: 'pass' })).toMatch(/verdict "pass" does not follow/);
    // A metric geomean without `gated` is gated, as the schema says (and as the verdict line counts it):
    // a report that leaves it out and says pass over it is refused too.
    const { gated: _gated, ...unsaid } = report.metric_geomeans!.p99!;
    const leftOut = { ...report, verdict: 'pass' as const, metric_geomeans: { p99: unsaid } };
    expect(reportInconsistency(leftOut)).toMatch(/verdict "pass" does not follow/);
    expect(reportInconsistency({ ...leftOut, verdict: 'fail' })).toBeUndefined();
  });
});
