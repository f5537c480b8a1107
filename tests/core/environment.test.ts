import { describe, expect, it } from 'vitest';
import { environmentMismatch, withEnvironment } from '../../src/core/environment.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import type { Environment } from '../../src/core/model.js';
import validateReport from '../../generated/report-validator.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { doc, opsRun } from '../helpers/documents.js';

const XEON: Environment = { cpu_model: 'Intel Xeon 8370C', cpu_count: 2, os: 'Linux', arch: 'x64' };
const EPYC: Environment = { cpu_model: 'AMD EPYC 7763', cpu_count: 4, os: 'Linux', arch: 'x64' };

describe('environmentMismatch', () => {
  it('reports a different CPU model and core count', () => {
    expect(environmentMismatch(XEON, EPYC)).toEqual({
      fields: ['cpu_model', 'cpu_count'],
      baseline: { cpu_model: 'Intel Xeon 8370C', cpu_count: 2 },
      current: { cpu_model: 'AMD EPYC 7763', cpu_count: 4 },
    });
  });

  it('ignores OS, arch and runtime, and fields only one side records', () => {
    expect(environmentMismatch(XEON, { ...XEON, os: 'Darwin', runtime: 'node 22' })).toBeUndefined();
    expect(environmentMismatch({ cpu_model: 'A' }, { cpu_count: 2 })).toBeUndefined();
    expect(environmentMismatch(undefined, EPYC)).toBeUndefined();
  });

  it('finds a core count change alone', () => {
    expect(environmentMismatch(XEON, { ...XEON, cpu_count: 3 })?.fields).toEqual(['cpu_count']);
  });
});

describe('withEnvironment', () => {
  it('fills what the document does not say, and keeps what it says', () => {
    const result = withEnvironment(doc([{ name: 'a', ops_per_sec: 1 }], { commit: 'c', environment: { runtime: 'go1.22', cpu_count: 16 } }), XEON);
    expect(result.metadata).toEqual({ commit: 'c', environment: { ...XEON, runtime: 'go1.22', cpu_count: 16 } });
  });
});

describe('the report on a machine change', () => {
  const report = runGate(opsRun('base.json', { a: 100 }, { environment: XEON }), [opsRun('run.json', { a: 101 }, { environment: EPYC })], DEFAULT_GATE_OPTIONS);

  it('carries a structured mismatch and a first warning', () => {
    expect(report.environment_mismatch?.fields).toEqual(['cpu_model', 'cpu_count']);
    expect(report.warnings[0]).toMatch(/different machines \(CPU "Intel Xeon 8370C" in the baseline, "AMD EPYC 7763" in the runs; 2 cores in the baseline, 4 in the runs\): the comparison may say more about the machine than the code/);
    expect(report.verdict).toBe('pass');
  });

  it('text shows it right under the verdict line', () => {
    const lines = renderText(report, { color: false }).split('\n');
    expect(lines[0]).toMatch(/^bench-gate PASS/);
    expect(lines[1]).toMatch(/^warning: baseline and runs were measured on different machines/);
  });

  it('Markdown shows it as a warning alert right under the verdict', () => {
    const lines = renderMarkdown(report).split('\n');
    expect(lines[0]).toMatch(/^### ✅ bench-gate/);
    expect(lines.slice(2, 4)).toEqual(['> [!WARNING]', expect.stringMatching(/^> baseline and runs were measured on different machines/)]);
  });

  it('JSON has it in warnings and environment_mismatch, valid against the report schema', () => {
    const json = JSON.parse(renderJson(report));
    expect(json.warnings[0]).toMatch(/different machines/);
    expect(json.environment_mismatch).toEqual(report.environment_mismatch);
    expect(validateReport(json)).toBe(true);
  });

  it('says nothing when the machines agree or the baseline does not say', () => {
    const same = runGate(opsRun('b.json', { a: 1 }, { environment: XEON }), [opsRun('r.json', { a: 1 }, { environment: { ...XEON } })], DEFAULT_GATE_OPTIONS);
    const unknown = runGate(opsRun('b.json', { a: 1 }), [opsRun('r.json', { a: 1 }, { environment: EPYC })], DEFAULT_GATE_OPTIONS);
    for (const r of [same, unknown]) {
      expect(r.environment_mismatch).toBeUndefined();
      expect(r.warnings).toEqual([]);
    }
  });
});
