/** A paired report as `bench-diff ab --format json` writes it, for the Action's tests of input `report`. */
import { abReport } from '../../src/core/ab.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import type { BenchmarkEntry, SourcedDocument } from '../../src/core/model.js';
import { renderJson } from '../../src/report/json.js';

/** Ten rounds under a load that swings 2x; the head's `parse` is `slow` times slower. */
export function pairedReport(slow: number): string {
  const load = [1, 1.9, 1.2, 2.3, 1.05, 1.6, 1.1, 2.0, 1.3, 1.7];
  const side = (name: string, factor: (i: number) => Record<string, number>): SourcedDocument[] =>
    load.map((l, i) => ({
      source: `${name}-${i + 1}.json`,
      document: { schema_version: 1, benchmarks: Object.entries(factor(i)).map(([n, v]): BenchmarkEntry => ({ name: n, value: v * l, unit: 'ms' })) },
    }));
  const wiggle = (i: number) => 1 + 0.003 * ((i % 3) - 1);
  const base = side('base', (i) => ({ parse: 10 * wiggle(i), render: 20 * wiggle(i + 1) }));
  const head = side('head', (i) => ({ parse: 10 * slow * wiggle(i + 1), render: 20 * wiggle(i + 2) }));
  return renderJson(abReport(base, head, DEFAULT_GATE_OPTIONS, 1));
}

