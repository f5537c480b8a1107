/**
 * A baseline written before the adapters filled `metrics` (fixtures/metrics/old-shape/) compares with
 * today's conversion of the same tool output exactly as it compared with itself: the adapters only
 * added `metrics`, every primary value and field is as it was, and a metric that one side lacks is
 * not compared.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import type { BenchmarkDocument, SourcedDocument } from '../../src/core/model.js';
import { parseInput } from '../../src/formats/index.js';
import { readInput } from '../../src/io/read-input.js';
import { FORMAT_FIXTURES, ROOT } from '../helpers/fixtures.js';

const CASES: Array<[format: string, fixture: string]> = [
  ['benchmarkdotnet', 'Md5VsSha256-report-full.json'],
  ['criterion', 'two-runs'],
  ['hyperfine', 'v2-basic.json'],
  ['pytest-benchmark', 'benchmark.json'],
  // pyperf is not here: its samples became one per worker process after that baseline was written, so
  // it differs from today's conversion in its samples too (tests/formats/pyperf.test.ts compares them).
  ['vitest-bench', 'vitest5-bench.json'],
  ['tinybench', 'results.json'],
  ['mitata', 'mitata1.json'],
];

const withoutMetrics = (d: BenchmarkDocument): BenchmarkDocument => ({ ...d, benchmarks: d.benchmarks.map(({ metrics: _, ...rest }) => rest) });
const sourced = (source: string, document: BenchmarkDocument): SourcedDocument => ({ source, document });

describe.each(CASES)('an old-shape %s baseline', (format, fixture) => {
  const old = JSON.parse(readFileSync(join(ROOT, 'fixtures/metrics/old-shape', `${format}.json`), 'utf8')) as BenchmarkDocument;
  const fresh = parseInput(readInput(join(FORMAT_FIXTURES, format, fixture)), format);

  it('differs from today\'s conversion by the added metrics alone', () => {
    expect(fresh.benchmarks.some((b) => b.metrics !== undefined)).toBe(true);
    expect(old.benchmarks.some((b) => b.metrics !== undefined)).toBe(false);
    expect(withoutMetrics(fresh)).toEqual(old);
  });

  it('compares with a run of the new shape exactly as with one of the old, and the other way round', () => {
    const gate = (base: BenchmarkDocument, run: BenchmarkDocument) => runGate(sourced('baseline.json', base), [sourced('run.json', run)], DEFAULT_GATE_OPTIONS);
    const before = gate(old, old);
    expect(gate(old, fresh)).toEqual(before);
    const reversed = gate(fresh, old);
    expect(reversed.benchmarks.filter((r) => r.metric != null)).toEqual([]);
    expect(reversed.benchmarks).toEqual(before.benchmarks);
    expect(reversed.verdict).toBe(before.verdict);
  });
});
