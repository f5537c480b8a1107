import { describe, expect, it } from 'vitest';
import { parseInput } from '../../src/formats/index.js';
import { mitata } from '../../src/formats/mitata.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';

const PATH = 'mitata.json';
const convert = (doc: unknown) => parseInput(fileInputFromText(PATH, JSON.stringify(doc)), 'mitata');
const errorOf = (doc: unknown): string => inputErrorOf(() => convert(doc));
const stats = (over: Record<string, unknown> = {}) => ({ kind: 'fn', samples: null, min: 1, max: 9, p50: 2, p99: 8, avg: 3, ...over });
const run = (name: string, over: Record<string, unknown> = {}) => ({ stats: stats(), args: {}, name, ...over });
const v1 = (...benchmarks: unknown[]) => ({
  layout: [{ name: null, types: [] }, { name: 'strings', types: ['g'] }],
  benchmarks,
  context: { now: 0, arch: 'x64-linux', version: '22.1.0', runtime: 'node', cpu: { name: 'Apple M1', freq: 3.2 } },
});

describe('mitata 1.x', () => {
  it('takes p50 in ns, prefixes named groups and keeps samples', () => {
    const doc = convert(v1(
      { alias: 'a', group: 0, args: {}, runs: [run('a', { stats: stats({ samples: [1, 2, 3] }) })] },
      { alias: 'b', group: 1, args: {}, runs: [run('b')] },
    ));
    const p99 = { p99: { value: 8, unit: 'ns', direction: 'lower' } };
    expect(doc.benchmarks).toEqual([
      { name: 'a', value: 2, unit: 'ns', direction: 'lower', samples: [1, 2, 3], avg: 3, min: 1, p99: 8, max: 9, metrics: p99 },
      { name: 'strings > b', value: 2, unit: 'ns', direction: 'lower', avg: 3, min: 1, p99: 8, max: 9, metrics: p99 },
    ]);
  });

  it('keeps the percentiles mitata reports besides p50 as metrics in ns, p999 as p99.9', () => {
    const doc = convert(v1({ alias: 'a', group: 0, args: {}, runs: [run('a', { stats: stats({ p25: 1.5, p75: 2.5, p999: 8.5 }) })] }));
    expect(doc.benchmarks[0]!.metrics).toEqual({
      p25: { value: 1.5, unit: 'ns', direction: 'lower' },
      p75: { value: 2.5, unit: 'ns', direction: 'lower' },
      p99: { value: 8, unit: 'ns', direction: 'lower' },
      'p99.9': { value: 8.5, unit: 'ns', direction: 'lower' },
    });
    expect(doc.metadata).toEqual({ tool: { name: 'mitata' }, timestamp: '1970-01-01T00:00:00.000Z', environment: { cpu_model: 'Apple M1', arch: 'x64-linux', runtime: 'node 22.1.0' } });
  });

  it('appends args to runs whose names do not tell them apart', () => {
    const doc = convert(v1(
      { alias: 'from($n)', group: 0, args: { n: [1, 2] }, runs: [run('from(1)', { args: { n: 1 } }), run('from(2)', { args: { n: 2 } })] },
      { alias: 'sum', group: 0, args: { n: [1, 2] }, runs: [run('sum', { args: { n: 1 } }), run('sum', { args: { n: 2 } })] },
    ));
    expect(doc.benchmarks.map((b) => b.name)).toEqual(['from(1)', 'from(2)', 'sum (n=1)', 'sum (n=2)']);
  });

  it('marks a run that threw as failed', () => {
    const doc = convert(v1({ alias: 'ok', group: 0, runs: [run('ok')] }, { alias: 't', group: 0, runs: [{ error: { message: 'boom', stack: '...' }, args: {}, name: 't' }] }));
    expect(doc.benchmarks[1]).toEqual({ name: 't', unit: 'ns', direction: 'lower', success: false, error: 'boom' });
  });

  it('reports errors with the key path', () => {
    expect(errorOf(v1({ alias: 'a', group: 0, runs: [run('a', { stats: stats({ p50: 0 }) })] }))).toBe('mitata.json: benchmarks[0].runs[0].stats.p50: is zero (0). A gated value must be a positive finite number');
    expect(errorOf(v1({ alias: 'a', group: 0, runs: [{ args: {}, name: 'a' }] }))).toContain('mitata.json: benchmarks[0].runs[0].stats: expected an object, found nothing');
    expect(errorOf(v1())).toContain('mitata.json: no benchmarks found');
  });
});

describe('mitata 0.1', () => {
  it('reads the older shape and leaves out unnamed groups', () => {
    const doc = convert({
      benchmarks: [
        { name: 'a', group: null, time: 500, stats: stats({ samples: [2, 2] }) },
        { name: 'b', group: 'strings', stats: stats() },
        { name: 'c', group: '$mitata_group1', stats: stats() },
        { name: 'd', group: null, error: { message: 'boom' } },
      ],
      cpu: 'AMD EPYC', runtime: 'node v20.1.0 (x64-linux)',
    });
    expect(doc.benchmarks.map((b) => [b.name, b.value ?? b.error])).toEqual([['a', 2], ['strings > b', 2], ['c', 2], ['d', 'boom']]);
    expect(doc.metadata).toEqual({ tool: { name: 'mitata' }, environment: { cpu_model: 'AMD EPYC', runtime: 'node v20.1.0 (x64-linux)' } });
  });
});

describe('mitata detection', () => {
  it('claims both shapes and not Google Benchmark or pytest-benchmark JSON', () => {
    const detect = (doc: unknown) => mitata.detect(fileInputFromText(PATH, JSON.stringify(doc)));
    expect(detect(v1())).toBe(true);
    expect(detect({ benchmarks: [{ name: 'a', group: null, stats: stats() }], cpu: 'x', runtime: 'y' })).toBe(true);
    expect(detect({ context: { date: 'x', num_cpus: 2 }, benchmarks: [{ name: 'BM_a', real_time: 1 }] })).toBe(false);
    expect(detect({ machine_info: {}, benchmarks: [{ name: 'test_a', group: null, stats: { mean: 1 } }] })).toBe(false);
  });
});
