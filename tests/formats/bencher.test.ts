import { describe, expect, it } from 'vitest';
import { bencher } from '../../src/formats/bencher.js';
import { parseInput } from '../../src/formats/index.js';
import type { ParseOptions } from '../../src/formats/types.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';

const PATH = 'bmf.json';
const input = (doc: unknown) => fileInputFromText(PATH, JSON.stringify(doc));
const convert = (doc: unknown, options: ParseOptions = {}) => parseInput(input(doc), 'bencher', options);
const errorOf = (doc: unknown, options: ParseOptions = {}): string => inputErrorOf(() => convert(doc, options));

describe('bencher', () => {
  it('makes one entry per measure, named <benchmark> [<measure>], with the documented measures known', () => {
    const doc = convert({ fib: { latency: { value: 88, lower_value: 87.4, upper_value: 88.9 }, throughput: { value: 5.5 } } });
    expect(doc.benchmarks).toEqual([
      { name: 'fib [latency]', value: 88, unit: 'ns', direction: 'lower', lower_value: 87.4, upper_value: 88.9 },
      { name: 'fib [throughput]', value: 5.5, unit: 'ops/s', direction: 'higher' },
    ]);
  });

  it('refuses a benchmark or a measure given twice, which JSON.parse would keep only the last of', () => {
    const text = (body: string) => inputErrorOf(() => parseInput(fileInputFromText(PATH, body), 'bencher', {}));
    expect(text('{"a": {"latency": {"value": 10}}, "b": {"latency": {"value": 20}}, "a": {"latency": {"value": 99}}}')).toBe(
      'bmf.json: "a": is given twice (both on line 1), and JSON keeps only the last. Write each benchmark, and each measure of one, once',
    );
    expect(text('{\n"a/b": {"latency": {"value": 10},\n "latency": {"value": 5}}}')).toBe(
      'bmf.json: "a/b"."latency": is given twice (lines 2 and 3), and JSON keeps only the last. Write each benchmark, and each measure of one, once',
    );
    // The same key in two objects is no repeat.
    expect(parseInput(fileInputFromText(PATH, '{"a": {"latency": {"value": 1}}, "b": {"latency": {"value": 2}}}'), 'bencher', {}).benchmarks).toHaveLength(2);
  });

  it('gives other measures the direction of --direction, else none (the config may give it; the gate says when nothing does)', () => {
    expect(convert({ app: { 'heap-peak': { value: 1024 } } }).benchmarks[0]).toEqual({ name: 'app [heap-peak]', value: 1024, unit: 'heap-peak' });
    expect(convert({ app: { 'heap-peak': { value: 1024 } } }, { direction: 'lower' }).benchmarks[0]).toEqual({ name: 'app [heap-peak]', value: 1024, unit: 'heap-peak', direction: 'lower' });
  });

  it('keeps the fixed direction of a documented measure whatever --direction says', () => {
    expect(convert({ fib: { latency: { value: 88 } } }, { direction: 'higher' }).benchmarks[0]!.direction).toBe('lower');
  });

  it('reports bad values with the key path', () => {
    expect(errorOf({ fib: { latency: { value: -1 } } })).toContain('bmf.json: "fib"."latency".value: is negative');
    expect(errorOf({ fib: { latency: 3 } })).toContain('bmf.json: "fib"."latency": expected an object, found number 3');
    expect(errorOf({ fib: {} })).toContain('bmf.json: no benchmarks found');
  });

  it('is detected only for objects of measures of numeric metrics', () => {
    const detect = (doc: unknown) => bencher.detect(input(doc));
    expect(detect({ a: { latency: { value: 1 } } })).toBe(true);
    expect(detect({ a: { latency: { value: 1, note: 'x' } } })).toBe(false);
    expect(detect({ a: {} })).toBe(false);
    expect(detect({ schema_version: 1, benchmarks: [] })).toBe(false);
    expect(detect({ context: { date: '2024' }, benchmarks: [] })).toBe(false);
    expect(detect({ metrics: { checks: { value: 1, passes: 3, fails: 0 } } })).toBe(false);
    expect(detect({ mean: { point_estimate: 1, standard_error: 0.1, confidence_interval: { lower_bound: 1 } } })).toBe(false);
  });
});

describe('bencher: the built-in measures', () => {
  it('knows every built-in measure by slug and by name, and a measure named like an Object property is not one of them', () => {
    const known = (measure: string) => convert({ x: { [measure]: { value: 5 } } }).benchmarks[0]!;
    expect([known('Latency'), known('Throughput'), known('File Size')].map((b) => [b.name, b.unit, b.direction])).toEqual([
      ['x [Latency]', 'ns', 'lower'], ['x [Throughput]', 'ops/s', 'higher'], ['x [File Size]', 'B', 'lower'],
    ]);
    for (const m of ['instructions', 'l1-accesses', 'l2-accesses', 'ram-accesses', 'total-accesses', 'estimated-cycles', 'Estimated Cycles']) expect(known(m).direction, m).toBe('lower');
    expect(known('instructions').unit).toBe('instructions');
    for (const m of ['constructor', 'toString', '__proto__']) expect(known(m), m).toEqual({ name: `x [${m}]`, value: 5, unit: m });
  });
});
