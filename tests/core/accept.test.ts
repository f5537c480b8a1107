import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../../src/core/gate-options.js';
import validateReport from '../../generated/report-validator.js';
import { passes } from '../../src/core/verdict.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { opsRun, sourced } from '../helpers/documents.js';

const accept: GateOptions = { ...DEFAULT_GATE_OPTIONS, acceptedBy: '--accept' };
const baseline = opsRun('base.json', { a: 100, b: 100 });

describe('accepting regressions', () => {
  it('keeps the regressions in the report, with the verdict accepted', () => {
    const report = runGate(baseline, [opsRun('r.json', { a: 50, b: 100 })], accept);
    expect(report.verdict).toBe('accepted');
    expect(report.accepted_by).toBe('--accept');
    expect(report.benchmarks.find((b) => b.name === 'a')?.status).toBe('regressed');
    expect(report.geomean.status).toBe('fail');
    expect(passes(report)).toBe(true);
    expect(validateReport(JSON.parse(renderJson(report)))).toBe(true);
  });

  it('accepts a geomean-only failure', () => {
    const report = runGate(baseline, [opsRun('r.json', { a: 94, b: 94 })], accept);
    expect(report.summary.regressed).toBe(0);
    expect(report.verdict).toBe('accepted');
  });

  it('leaves a pass alone', () => {
    const report = runGate(baseline, [opsRun('r.json', { a: 100, b: 100 })], accept);
    expect(report.verdict).toBe('pass');
    expect(report.accepted_by).toBeUndefined();
  });

  it('does not accept failed or missing benchmarks, and says why', () => {
    const failed = runGate(baseline, [sourced('r.json', [{ name: 'a', ops_per_sec: 50 }, { name: 'b', success: false, error: 'boom' }])], accept);
    expect(failed.verdict).toBe('fail');
    expect(failed.warnings).toContain('--accept accepts regressions only: 1 failed benchmark still fails the gate');
    const missing = runGate(baseline, [opsRun('r.json', { a: 50 })], accept);
    expect(missing.verdict).toBe('fail');
    expect(passes(missing)).toBe(false);
    const allowed = runGate(baseline, [opsRun('r.json', { a: 50 })], { ...accept, allowMissing: true });
    expect(allowed.verdict).toBe('accepted');
  });

  it('every rendering says so and how to undo it', () => {
    const report = runGate(baseline, [opsRun('r.json', { a: 50, b: 100 })], { ...DEFAULT_GATE_OPTIONS, acceptedBy: 'the "bench-gate:accept" label' });
    const text = renderText(report, { color: false }).split('\n');
    expect(text[0]).toMatch(/^bench-gate ACCEPTED: 1 regression/);
    expect(text[1]).toBe('Regressions accepted by the "bench-gate:accept" label: they are reported, but the check passes. To gate them again, remove the "bench-gate:accept" label.');
    const markdown = renderMarkdown(report).split('\n');
    expect(markdown[0]).toMatch(/^### ⚠️ bench-gate: accepted, 1 regression/);
    expect(markdown[2]).toBe('> [!CAUTION]');
    expect(markdown[3]).toMatch(/^> Regressions accepted by .*To gate them again, remove the .*bench-gate:accept.* label\.$/);
    expect(JSON.parse(renderJson(report))).toMatchObject({ verdict: 'accepted', accepted_by: 'the "bench-gate:accept" label' });
  });
});
