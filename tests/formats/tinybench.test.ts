import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Metric } from '../../src/core/model.js';
import { parseInput } from '../../src/formats/index.js';
import { tinybench } from '../../src/formats/tinybench.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';
import { convertText, mega } from './hostile-input.js';

const PATH = 'tinybench.json';
const convert = (doc: unknown) => parseInput(fileInputFromText(PATH, JSON.stringify(doc)), 'tinybench');
const errorOf = (doc: unknown): string => inputErrorOf(() => convert(doc));
const stats = (over: Record<string, unknown> = {}) => ({ mean: 1.2, p50: 1, p99: 2, rme: 3, samplesCount: 4, ...over });

describe('tinybench task results', () => {
  it('v3+: latency p50 in ms, throughput mean as hz, samples and the runtime', () => {
    const latency = stats({ samples: [1, 1, 1.5, 1.3], p75: 1.4, p995: 2.5, p999: 2.9 });
    const doc = convert([{ name: 'a', result: { state: 'completed', latency, throughput: stats({ mean: 900, samples: [1000, 1000, 666, 770] }), runtime: 'node', runtimeVersion: '22.1.0' } }]);
    expect(doc.benchmarks).toEqual([{
      name: 'a', value: 1, unit: 'ms', direction: 'lower', samples: [1, 1, 1.5, 1.3], mean: 1.2, hz: 900, rme_pct: 3, p99: 2, sample_count: 4,
      metrics: {
        hz: { value: 900, unit: 'ops/s', direction: 'higher', samples: [1000, 1000, 666, 770] },
        p75: { value: 1.4, unit: 'ms', direction: 'lower' },
        p99: { value: 2, unit: 'ms', direction: 'lower' },
        'p99.5': { value: 2.5, unit: 'ms', direction: 'lower' },
        'p99.9': { value: 2.9, unit: 'ms', direction: 'lower' },
      },
    }]);
    expect(doc.metadata).toEqual({ tool: { name: 'tinybench' }, environment: { runtime: 'node 22.1.0' } });
  });

  it('v2: the flat result, mean in ms', () => {
    const doc = convert([{ name: 'a', result: { hz: 500, mean: 2, period: 2, rme: 1, p99: 3, samples: [2, 2] } }]);
    expect(doc.benchmarks[0]).toEqual({
      name: 'a', value: 2, unit: 'ms', direction: 'lower', samples: [2, 2], hz: 500, rme_pct: 1, p99: 3, sample_count: 2,
      metrics: { hz: { value: 500, unit: 'ops/s', direction: 'higher' }, p99: { value: 3, unit: 'ms', direction: 'lower' } },
    });
  });

  it('says what a median latency of 0 means and what to do (tinybench 6.2 subtractTimerOverhead)', () => {
    // What tinybench 6.2.5 wrote for () => {} with { subtractTimerOverhead: true }: most samples clamped to 0.
    const clamped = { state: 'completed', latency: stats({ p50: 0, mean: 2.9e-7, min: 0 }), throughput: stats({ mean: 10300503494 }) };
    const hint = 'Give each iteration more work (a loop inside the task), or turn subtractTimerOverhead off';
    expect(errorOf([{ name: 'ok', result: { state: 'completed', latency: stats(), throughput: stats() } }, { name: 'noop', result: clamped }]))
      .toBe(`tinybench.json: [1].result.latency.p50: is zero (0): at least half the iterations of "noop" took no measurable time (faster than the timer, or clamped to 0 by subtractTimerOverhead). ${hint}`);
    expect(errorOf([{ 'Task name': 'noop', 'Latency avg (ns)': '0.29 ± 47.58%', 'Latency med (ns)': '0.00 ± 0.00', 'Throughput avg (ops/s)': '10300503494 ± 92.77%', Samples: 1457950 }]))
      .toBe(`tinybench.json: [0]["Latency med (ns)"]: is zero (0): at least half the iterations of "noop" took no measurable time (faster than the timer, or clamped to 0 by subtractTimerOverhead). ${hint}`);
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
    expect(convert([row()]).benchmarks[0]).toEqual({
      name: 'a', value: 218695, unit: 'ns', direction: 'lower', mean: 230291, rme_pct: 2.4, hz: 4398, sample_count: 131,
      metrics: { hz: { value: 4398, unit: 'ops/s', direction: 'higher' } },
    });
  });

  it('v2: the average time in ns', () => {
    const doc = convert([{ 'Task Name': 'a', 'ops/sec': '1,234', 'Average Time (ns)': 810372.5, Margin: '±1.20%', Samples: 70 }, { 'Task Name': 'b', 'ops/sec': 'NaN', 'Average Time (ns)': 'NaN', Margin: 'NaN', Samples: 'NaN' }]);
    expect(doc.benchmarks).toEqual([
      { name: 'a', value: 810372.5, unit: 'ns', direction: 'lower', rme_pct: 1.2, sample_count: 70, metrics: { hz: { value: 1234, unit: 'ops/s', direction: 'higher' } } },
      { name: 'b', unit: 'ns', direction: 'lower', success: false, error: 'the task threw an error (tinybench 2 tables keep no message)' },
    ]);
  });

  it('v2: reads the locale-formatted integer rate whatever groups its thousands, and leaves out what is not one', () => {
    const hz = (cell: unknown) => (convert([{ 'Task Name': 'a', 'ops/sec': cell, 'Average Time (ns)': 1, Margin: '±1.20%', Samples: 70 }]).benchmarks[0]!.metrics?.hz as Metric | undefined)?.value;
    expect(['1,234,567', '1.234.567', '1 234 567', '1\u202f234\u202f567', "1'234'567", '1234567', 1234567].map(hz)).toEqual(Array(7).fill(1234567));
    expect(['12,34', '1.5', 'fast', ''].map(hz)).toEqual([undefined, undefined, undefined, undefined]);
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

describe('tinybench table cells', () => {
  it('reads the same numbers as `[\\d,]*\\.?\\d+` did', () => {
    const cell = fc.array(fc.constantFrom('0', '1', '7', ',', '.'), { minLength: 1, maxLength: 8 }).map((cs) => cs.join(''));
    const row = (c: string) => [{ 'Task name': 'a', 'Latency avg (ns)': '1', 'Latency med (ns)': `${c} ± 1.0`, 'Throughput avg (ops/s)': '1', 'Throughput med (ops/s)': '1', Samples: 1 }];
    fc.assert(fc.property(cell, (c) => {
      const message = (() => {
        try {
          convert(row(c));
          return '';
        } catch (error) {
          return String(error);
        }
      })();
      expect(!message.includes('expected a number such as')).toBe(/^[\d,]*\.?\d+$/.test(c));
    }), { numRuns: 2000 });
  });

  it('rejects a cell of a long run of digits at once (no quadratic backtracking)', () => {
    const table = [{ 'Task name': 'a', 'Latency avg (ns)': `${mega('1')}x`, 'Latency med (ns)': '1', 'Throughput avg (ops/s)': '1', 'Throughput med (ops/s)': '1', Samples: 1 }];
    expect(convertText(JSON.stringify(table), 'tinybench', 'table.json')).toMatchObject({ code: 2, stderr: expect.stringContaining('table.json: [0]["Latency avg (ns)"]: expected a number') as unknown });
  });
});

