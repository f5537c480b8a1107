import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/core/config.js';
import { gateOptions } from '../../src/core/settings.js';
import { InputError } from '../../src/core/errors.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../../src/core/gate-options.js';
import validateReport from '../../generated/report-validator.js';
import { isCalendarDate, isStale } from '../../src/core/stale-protection.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { opsRun } from '../helpers/documents.js';

const baseline = opsRun('base.json', { noisy: 100, steady: 100 });
const runs = [opsRun('r.json', { noisy: 80, steady: 100 })];

function withProtection(until: string | undefined, today: string | undefined): GateOptions {
  return { ...DEFAULT_GATE_OPTIONS, geomeanThreshold: 50, protected: [{ name: 'noisy', reason: 'GC jitter', ...(until ? { until } : {}) }], today };
}

describe('protection with an expiry', () => {
  it('is stale only after its until date', () => {
    expect(isStale({ name: 'x', until: '2025-06-30' }, '2025-06-30')).toBe(false);
    expect(isStale({ name: 'x', until: '2025-06-30' }, '2025-07-01')).toBe(true);
    expect(isStale({ name: 'x', until: '2025-06-30' }, undefined)).toBe(false);
    expect(isStale({ name: 'x' }, '2999-01-01')).toBe(false);
  });

  it('past its date still protects, and warns', () => {
    const report = runGate(baseline, runs, withProtection('2025-06-30', '2025-07-01'));
    const noisy = report.benchmarks.find((b) => b.name === 'noisy')!;
    expect(noisy).toMatchObject({ status: 'protected', over_threshold: true, protected_until: '2025-06-30', protection_stale: true });
    expect(report.verdict).toBe('pass');
    expect(report.warnings).toEqual([
      'the protection of "noisy" expired on 2025-06-30 (GC jitter); it still applies, but review it: remove it from "protected" in the config, or extend its "until"',
    ]);
    expect(validateReport(JSON.parse(renderJson(report)))).toBe(true);
  });

  it('before its date, records the date without a warning', () => {
    const report = runGate(baseline, runs, withProtection('2025-06-30', '2025-06-30'));
    expect(report.benchmarks.find((b) => b.name === 'noisy')).toMatchObject({ protected_until: '2025-06-30' });
    expect(report.benchmarks.find((b) => b.name === 'noisy')?.protection_stale).toBeUndefined();
    expect(report.warnings).toEqual([]);
  });

  it('every rendering shows a stale protection', () => {
    const report = runGate(baseline, runs, withProtection('2025-06-30', '2025-07-01'));
    const text = renderText(report, { color: false });
    expect(text.split('\n')[1]).toMatch(/^warning: the protection of "noisy" expired on 2025-06-30/);
    expect(text).toMatch(/noisy .*protected \(over 8%, stale since 2025-06-30\)/);
    const markdown = renderMarkdown(report);
    expect(markdown).toMatch(/> \[!WARNING\]\n> the protection of &#34;noisy&#34; expired on 2025-06-30/);
    expect(markdown).toMatch(/over 8%: stale since 2025-06-30: GC jitter/);
  });

  it('the config must give a real date; gateOptions passes today through', () => {
    const bad = () => parseConfig({ protected: [{ name: 'x', reason: 'noisy', until: '2025-02-30' }] }, 'bench-gate.json');
    expect(bad).toThrow(InputError);
    expect(bad).toThrow(/^bench-gate\.json: protected "x": "until" is not a date: 2025-02-30/);
    const config = parseConfig({ protected: [{ name: 'x', reason: 'noisy', until: '2024-02-29' }] }, 'bench-gate.json');
    expect(gateOptions(config, { today: '2024-03-01' })).toMatchObject({ today: '2024-03-01', protected: [{ name: 'x', until: '2024-02-29' }] });
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-12-31')).toBe(true);
  });
});
