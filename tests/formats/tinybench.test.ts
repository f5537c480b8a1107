import { describe, expect, it } from 'vitest';
import { parseInput } from '../../src/formats/index.js';
import { tinybench } from '../../src/formats/tinybench.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';

const PATH = 'tinybench.json';
const convert = (doc: unknown) => parseInput(fileInputFromText(PATH, JSON.stringify(doc)), 'tinybench');
const errorOf = (doc: unknown): string => inputErrorOf(() => convert(doc));
const stats = (over: Record<string, unknown> = {}) => ({ mean: 1.2, p50: 1, p99: 2, rme: 3, samplesCount: 4, ...over });

describe('tinybench task results', () => {
  it('v3+: latency p50 in ms, throughput mean as hz, samples and the runtime', () => {
    const doc = convert([{ name: 'a', result: { state: 'completed', latency: stats({ samples: [1, 1, 1.5, 1.3] }), throughput: stats({ mean: 900 }), runtime: 'node', runtimeVersion: '22.1.0' } }]);
    expect(doc.benchmarks).toEqual([{ name: 'a', value: 1, unit: 'ms', direction: 'lower', samples: [1, 1, 1.5, 1.3], mean: 1.2, hz: 900, rme_pct: 3, p99: 2, sample_count: 4 }]);
    expect(doc.metadata).toEqual({ tool: { name: 'tinybench' }, environment: { runtime: 'node 22.1.0' } });
  });

  it('v2: the flat result, mean in ms', () => {
    const doc = convert([{ name: 'a', result: { hz: 500, mean: 2, period: 2, rme: 1, p99: 3, samples: [2, 2] } }]);
    expect(doc.benchmarks[0]).toEqual({ name: 'a', value: 2, unit: 'ms', direction: 'lower', samples: [2, 2], hz: 500, rme_pct: 1, p99: 3, sample_count: 2 });
  });

  it('errored, aborted and never-run tasks are failed benchmarks', () => {
    const ok = { name: 'ok', result: { latency: stats(), throughput: stats() } };
    const doc = convert([ok, { name: 'e', result: { state: 'errored', error: { message: 'boom' } } }, { name: 'v2e', result: { error: {} } }, { name: 'ab', result: { state: 'aborted' } }, { name: 'none' }]);
    expect(doc.benchmarks.slice(1).map((b) => [b.name, b.success, b.error])).toEqual([
      ['e', false, 'boom'],
      ['v2e', false, 'the task threw an error (its message was not saved)'],
      ['ab', false, 'the task did not complete (state "aborted")'],
      ['none', false, 'no result: the task did not run'],
    ]);
  });

  it('reports errors with the key path', () => {
    expect(errorOf([{ name: 'a', result: { latency: stats({ p50: -1 }) } }])).toBe('tinybench.json: [0].result.latency.p50: is negative (-1). A gated value must be a positive finite number');
    expect(errorOf([{ name: 'a', result: { latency: stats({ samples: [1, null] }) } }])).toContain('tinybench.json: [0].result.latency.samples[1]: expected a number, found null');
    expect(errorOf([{ name: 'a', result: { latency: stats() } }, { name: 'a', result: { latency: stats() } }])).toContain('[1]: benchmark name "a" is used twice (also at [0])');
  });
});

describe('tinybench table', () => {
  const row = (over: Record<string, unknown> = {}) => ({ 'Task name': 'a', 'Latency avg (ns)': '230291 ± 2.40%', 'Latency med (ns)': '218695 ± 1343.0', 'Throughput avg (ops/s)': '4398 ± 1.62%', 'Throughput med (ops/s)': '4573 ± 28', Samples: 131, ...over });

  it('v3+: the median latency in ns', () => {
    expect(convert([row()]).benchmarks[0]).toEqual({ name: 'a', value: 218695, unit: 'ns', direction: 'lower', mean: 230291, rme_pct: 2.4, hz: 4398, sample_count: 131 });
  });

  it('v2: the average time in ns', () => {
    const doc = convert([{ 'Task Name': 'a', 'ops/sec': '1,234', 'Average Time (ns)': 810372.5, Margin: '±1.20%', Samples: 70 }, { 'Task Name': 'b', 'ops/sec': 'NaN', 'Average Time (ns)': 'NaN', Margin: 'NaN', Samples: 'NaN' }]);
    expect(doc.benchmarks).toEqual([
      { name: 'a', value: 810372.5, unit: 'ns', direction: 'lower', rme_pct: 1.2, sample_count: 70 },
      { name: 'b', unit: 'ns', direction: 'lower', success: false, error: 'the task threw an error (tinybench 2 tables keep no message)' },
    ]);
  });

  it('error and not-run rows are failed benchmarks', () => {
    const doc = convert([row(), { 'Task name': 'e', Error: 'boom', Stack: 'Error: boom' }, row({ 'Task name': 'n', 'Latency med (ns)': 'N/A', 'Latency avg (ns)': 'N/A', Remarks: 'not-started' })]);
    expect(doc.benchmarks.slice(1).map((b) => [b.name, b.error])).toEqual([['e', 'boom'], ['n', 'the task did not complete (not-started)']]);
  });

  it('reports an unreadable cell with the key path', () => {
    const message = errorOf([row({ 'Latency med (ns)': 'fast' })]);
    expect(message).toContain('tinybench.json: [0]["Latency med (ns)"]: expected a number such as "218695 ± 1343.0", found "fast". ');
    expect(message).toContain('JSON.stringify(bench.table())');
  });
});

describe('tinybench detection', () => {
  it('claims the two shapes and not other arrays of named objects', () => {
    const detect = (doc: unknown) => tinybench.detect(fileInputFromText(PATH, JSON.stringify(doc)));
    expect(detect([{ name: 'a', result: { latency: stats() } }])).toBe(true);
    expect(detect([{ 'Task name': 'a' }])).toBe(true);
    expect(detect([{ name: 'a', unit: 'ns', value: 1 }])).toBe(false);
    expect(detect([{ name: 'a', result: { passed: true } }])).toBe(false);
    expect(detect([])).toBe(false);
  });
});
