import { describe, expect, it } from 'vitest';
import { githubActionBenchmark } from '../../src/formats/github-action-benchmark.js';
import { detectFormat, parseInput } from '../../src/formats/index.js';
import type { ParseOptions } from '../../src/formats/types.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';

const PATH = 'output.json';
const input = (doc: unknown) => fileInputFromText(PATH, JSON.stringify(doc));
const convert = (doc: unknown, options: ParseOptions = {}) => parseInput(input(doc), 'github-action-benchmark', options);
const errorOf = (doc: unknown, options: ParseOptions = {}): string => inputErrorOf(() => convert(doc, options));
const MEMORY = [{ name: 'Free Memory', unit: 'Megabytes', value: 150, range: '3', extra: 'Optional Value #1: 25' }];

describe('github-action-benchmark', () => {
  it('takes the direction from --direction, for every entry', () => {
    const doc = convert([...MEMORY, { name: 'latency', unit: 'ms', value: 2 }], { direction: 'higher' });
    expect(doc.benchmarks).toEqual([
      { name: 'Free Memory', value: 150, unit: 'Megabytes', direction: 'higher', range: '3', extra: 'Optional Value #1: 25' },
      { name: 'latency', value: 2, unit: 'ms', direction: 'higher' },
    ]);
  });

  it('infers the direction from a well-known unit', () => {
    const doc = convert([{ name: 'a', unit: 'req/s', value: 70 }, { name: 'b', unit: 'ns', value: 90.9, range: 0.5 }]);
    expect(doc.benchmarks.map((b) => b.direction)).toEqual(['higher', 'lower']);
    expect(doc.metadata).toEqual({ tool: { name: 'github-action-benchmark' } });
  });

  it('asks for --direction when the unit says nothing', () => {
    expect(errorOf(MEMORY)).toBe('output.json: [0].unit: the file does not say whether a higher or lower "Megabytes" is better. Pass --direction higher (customBiggerIsBetter) or --direction lower (customSmallerIsBetter), with --from github-action-benchmark');
  });

  it('reports bad values and duplicate names with the key path', () => {
    expect(errorOf([{ name: 'a', unit: 'ms', value: 0 }])).toContain('output.json: [0].value: is zero');
    expect(errorOf([{ name: 'a', unit: 'ms', value: '5' }])).toContain('output.json: [0].value: expected a number, found string "5"');
    expect(errorOf([{ name: 'a', unit: 'ms', value: 1 }, { name: 'a', unit: 'ms', value: 2 }])).toContain('[1]: benchmark name "a" is used twice');
    expect(errorOf([])).toContain('output.json: no benchmarks found');
  });

  it('is detected only for arrays of exactly the Action fields', () => {
    expect(detectFormat(input(MEMORY)).id).toBe('github-action-benchmark');
    expect(githubActionBenchmark.detect(input([{ name: 'a', unit: 'ms', value: 1, stddev: 2 }]))).toBe(false);
    expect(githubActionBenchmark.detect(input([{ name: 'a', unit: 'ms', value: '1' }]))).toBe(false);
    expect(githubActionBenchmark.detect(input([{ name: 'a', result: { latency: {} } }]))).toBe(false);
    expect(githubActionBenchmark.detect(input({ a: { latency: { value: 1 } } }))).toBe(false);
  });
});
