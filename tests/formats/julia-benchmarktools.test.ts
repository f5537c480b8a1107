/** Julia BenchmarkTools.save JSON: trials, estimates, nested group names, zero memory, errors. */
import { describe, expect, it } from 'vitest';
import { formats, parseInput } from '../../src/formats/index.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';

const VERSIONS = { Julia: '1.10.4', BenchmarkTools: '1.0.0' };
const group = (data: Record<string, unknown>) => ['BenchmarkGroup', { data, tags: [] }];
const trial = (times: number[], memory = 0, allocs = 0) => ['Trial', { allocs, times, gctimes: times.map(() => 0), memory, params: ['Parameters', { evals: 1, samples: 100 }] }];
const convert = (values: unknown[]) => parseInput(fileInputFromText('results.json', JSON.stringify([VERSIONS, values])), 'julia-benchmarktools');

describe('julia-benchmarktools', () => {
  it('names by the group keys, takes the median of the times, and keeps zero memory and allocations', () => {
    const [b] = convert([group({ fib: group({ '20': trial([30, 10, 20]) }) })]).benchmarks;
    expect(b).toMatchObject({ name: 'fib/20', value: 20, unit: 'ns', direction: 'lower', samples: [30, 10, 20], evals: 1, sample_limit: 100, metrics: { bytes: { value: 0, unit: 'B', direction: 'lower' }, allocs: { value: 0, unit: 'allocs', direction: 'lower' } } });
  });

  it('reads a saved TrialEstimate as its one time', () => {
    const [b] = convert([group({ x: ['TrialEstimate', { time: 12.5, gctime: 0, memory: 64, allocs: 2 }] })]).benchmarks;
    expect(b).toMatchObject({ name: 'x', value: 12.5, metrics: { bytes: { value: 64 }, allocs: { value: 2 } } });
  });

  it('errors name the key path', () => {
    expect(inputErrorOf(() => convert([group({ x: trial([]) })]))).toMatch(/^results\.json: \[1\]\[0\]\[1\]\.data\.x\[1\]\.times: is empty/);
    expect(inputErrorOf(() => convert([group({ x: ['Trial', { times: [1], memory: 'a lot', allocs: 0 }] })]))).toMatch(/^results\.json: \[1\]\[0\]\[1\]\.data\.x\[1\]\.memory: expected a number/);
    expect(inputErrorOf(() => convert([group({ x: ['Parameters', {}] })]))).toMatch(/is a Parameters; expected a BenchmarkGroup, Trial or TrialEstimate/);
    expect(inputErrorOf(() => convert([group({})]))).toMatch(/^results\.json: \[1\]: no benchmarks found/);
  });

  it('is claimed alone', () => {
    const claims = (text: string) => formats().filter((f) => f.detect(fileInputFromText('x.json', text))).map((f) => f.id);
    expect(claims(JSON.stringify([VERSIONS, [group({ x: trial([1]) })]]))).toEqual(['julia-benchmarktools']);
    expect(claims(JSON.stringify([{ name: 'x', unit: 'ns', value: 1 }, { name: 'y', unit: 'ns', value: 2 }]))).not.toContain('julia-benchmarktools');
  });
});
