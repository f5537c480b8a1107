/**
 * HTTP load runs through the CLI: the error rate is gated, not the count of failed requests. Real wrk
 * runs against one server that answers 500 to one request in a hundred, slower in the baseline
 * (fixtures/formats/wrk/README.md): a faster server with the same share of errors passes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';
import { FORMAT_FIXTURES } from '../helpers/fixtures.js';

const SLOW = join(FORMAT_FIXTURES, 'wrk/error-rate-slow.txt');
const FAST = join(FORMAT_FIXTURES, 'wrk/error-rate-fast.txt');

interface Row { name: string; metric?: string | null; status: string; baseline: number; current: number; note?: string }

function report(args: string[]): { code: number; rows: Row[]; verdict: string; warnings: string[] } {
  const r = runCli([...args, '--format', 'json']);
  expect(r.stderr).toBe('');
  const json = JSON.parse(r.stdout) as { benchmarks: Row[]; verdict: string; warnings: string[] };
  return { code: r.code, rows: json.benchmarks, verdict: json.verdict, warnings: json.warnings };
}

const row = (rows: Row[], metric: string | undefined) => rows.find((b) => (b.metric ?? undefined) === metric)!;

describe('HTTP load runs gate the error rate', () => {
  it('passes a faster server with the same 1% of errors (25 times the failed requests, at 25 times the rate)', () => {
    const { code, rows, verdict } = report([SLOW, FAST]);
    expect(row(rows, undefined)).toMatchObject({ name: 'wrk /one-in-100 c=4 t=1', status: 'improved' });
    const rate = row(rows, 'error rate');
    expect(rate.status).toBe('unchanged');
    expect(rate.baseline).toBeCloseTo(1, 1);
    expect(rate.current).toBeCloseTo(1, 1);
    expect(rows.some((b) => b.metric === 'errors')).toBe(false);
    expect([code, verdict]).toEqual([0, 'pass']);
  });

  it('fails a server that had no errors and now has some: 0% against 1% is a regression from 0', () => {
    const dir = tempDir();
    const clean = join(dir, 'clean.txt');
    writeFileSync(clean, readFileSync(SLOW, 'utf8').replace(/^ {2}Non-2xx or 3xx responses: \d+\n/m, ''));
    const { code, rows, verdict } = report([clean, FAST]);
    expect(row(rows, 'error rate')).toMatchObject({ status: 'regressed', baseline: 0, note: 'from 0' });
    expect([code, verdict]).toEqual([1, 'fail']);
  });

  it('warns, and does not fail, when the baseline was promoted with the errors count and no error rate', () => {
    const dir = tempDir();
    const converted = runCli(['convert', SLOW]);
    expect(converted.code).toBe(0);
    const doc = JSON.parse(converted.stdout) as { benchmarks: Array<{ metrics: Record<string, unknown>; failed_requests?: number }> };
    const b = doc.benchmarks[0]!;
    // The shape bench-gate wrote before: the count as a gated metric `errors`, no `error rate`.
    const { 'error rate': _rate, ...metrics } = b.metrics;
    b.metrics = { ...metrics, errors: { value: b.failed_requests, unit: 'errors', direction: 'lower' } };
    delete b.failed_requests;
    const baseline = join(dir, 'baseline.json');
    writeFileSync(baseline, JSON.stringify(doc));
    const { code, rows, verdict, warnings } = report([baseline, FAST]);
    expect(rows.some((r) => r.metric === 'errors' || r.metric === 'error rate')).toBe(false);
    expect(warnings.some((w) => w.includes('metric "errors"') && w.includes('not compared'))).toBe(true);
    expect(warnings.some((w) => w.includes('metric "error rate"') && w.includes('until a promoted baseline has it'))).toBe(true);
    expect([code, verdict]).toEqual([0, 'pass']);
  });
});
