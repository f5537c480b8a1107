/**
 * Promoting runs over a baseline in the older HTTP load shape (one benchmark per figure): the
 * comparison shown for review said "promote a new baseline to compare each run as one benchmark"
 * during the very promote that does it. It says what the new baseline does instead; the gate still
 * advises a promote.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import type { BenchmarkDocument, Metric } from '../../src/core/model.js';
import { promote } from '../../src/core/promote.js';
import { parseInput } from '../../src/formats/index.js';
import { readInput } from '../../src/io/read-input.js';

const PROVENANCE = { date: '2026-11-25T00:00:00Z', toolVersion: 'test' };
const oldShape = (format: string, file: string): BenchmarkDocument => JSON.parse(readFileSync(`fixtures/http-old-shape/${format}/${file}.json`, 'utf8')) as BenchmarkDocument;
const newShape = (format: string, file: string): BenchmarkDocument => parseInput(readInput(`fixtures/formats/${format}/${file}`), format);

describe('promote over an older-shape HTTP baseline', () => {
  it('does not tell the user to promote, and says the new baseline has the new shape', () => {
    const old = { source: 'baseline.json', document: oldShape('wrk', 'latency.txt') };
    const run = { source: 'run.json', document: newShape('wrk', 'latency.txt') };
    const warnings = promote(old, [run], DEFAULT_GATE_OPTIONS, PROVENANCE).comparison!.warnings;
    expect(warnings).toContain('the baseline names HTTP load figures one benchmark per figure (the older shape), so "wrk /items?page=2 c=10 t=2" was compared that way; the new baseline has the new shape: it compares each run as one benchmark with its latencies as metrics');
    expect(warnings.filter((w) => /promote/i.test(w))).toEqual([]);
    // The gate, which is not promoting, still advises it.
    expect(runGate(old, [run], DEFAULT_GATE_OPTIONS).warnings.some((w) => w.includes('promote a new baseline to compare each run as one benchmark'))).toBe(true);
  });

  it('says so of a figure the run did not measure too', () => {
    const doc = newShape('hey', 'single.txt');
    const unmeasured: BenchmarkDocument = {
      ...doc,
      benchmarks: doc.benchmarks.map(({ metrics, ...b }) => {
        const { 'latency mean': _mean, ...rest } = metrics as Record<string, Metric>;
        return { ...b, metrics: rest, unmeasured_metrics: { ...(b.unmeasured_metrics as object), 'latency mean': 'below the tool\'s resolution' } };
      }),
    };
    const result = promote({ source: 'baseline.json', document: oldShape('hey', 'single.txt') }, [{ source: 'run.json', document: unmeasured }], DEFAULT_GATE_OPTIONS, PROVENANCE);
    const warnings = result.comparison!.warnings;
    expect(warnings).toContain('benchmark "hey latency avg" of the baseline (the older shape) is not measured in the runs (below the tool\'s resolution), so it is not compared; the new baseline has the new shape: it compares each run as one benchmark');
    expect(warnings.filter((w) => /promote/i.test(w))).toEqual([]);
  });
});
