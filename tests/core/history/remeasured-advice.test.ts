/**
 * A benchmark measured in another unit than its baseline stops the gate with advice. For a baseline
 * file the advice is to promote a new one; for a history's baseline promoting changes nothing (the
 * entries keep the unit they recorded), so the advice is the history's own.
 */
import { describe, expect, it } from 'vitest';
import { historyBaseline } from '../../../src/core/history/baseline.js';
import type { HistoryEntry } from '../../../src/core/history/entry.js';
import { DEFAULT_GATE_OPTIONS } from '../../../src/core/gate-options.js';
import { runGate } from '../../../src/core/gate.js';
import type { SourcedDocument } from '../../../src/core/model.js';

const entries: HistoryEntry[] = Array.from({ length: 5 }, (_, i) => ({
  schema_version: 1,
  commit: `c${i}`,
  branch: 'main',
  date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
  benchmarks: [{ name: 'parse', unit: 's', direction: 'lower', values: [1, 1.01, 0.99] }],
}));

/** The runs measure "parse" as a rate: another unit, and the other direction. */
const runs: SourcedDocument[] = [{ source: 'run.json', document: { schema_version: 1, benchmarks: [{ name: 'parse', value: 1, unit: 'ops/s', direction: 'higher' }] } }];

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('no error');
}

describe('advice when a benchmark is measured in another unit', () => {
  it('names promote for a baseline file', () => {
    const file: SourcedDocument = { source: 'baseline.json', document: { schema_version: 1, benchmarks: [{ name: 'parse', value: 1, unit: 's', direction: 'lower' }] } };
    const message = errorOf(() => runGate(file, runs, DEFAULT_GATE_OPTIONS));
    expect(message).toContain('Promote a new baseline with `bench-diff promote`');
  });

  it('says what helps for a history, and not promote', () => {
    const history = historyBaseline(entries, { branch: 'main', window: 30, aggregate: 'best', source: 'store/main.jsonl' })!;
    const message = errorOf(() => runGate(history.baseline, runs, DEFAULT_GATE_OPTIONS));
    expect(message).toMatch(/^store\/main\.jsonl: benchmark "parse": is in s \(lower is better\) in the baseline but in ops\/s \(higher is better\) in the runs\. /);
    expect(message).not.toContain('promote');
    expect(message).toContain('record the new measurement in a store of its own');
    expect(message.split('\n')).toHaveLength(1);
  });
});
