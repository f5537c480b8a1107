import { describe, expect, it } from 'vitest';
import { percentileLabel, urlPath } from '../../src/formats/shared/http.js';
import { JsonReader, keyPath } from '../../src/formats/shared/json-reader.js';
import { uniqueNames } from '../../src/formats/shared/unique-names.js';
import { fileInputFromText } from '../../src/io/read-input.js';

describe('the helpers the adapters share', () => {
  it('names percentiles the same whatever the tool printed', () => {
    expect([50, 99.9, 99.99, 99.990, 100].map(percentileLabel)).toEqual(['p50', 'p99.9', 'p99.99', 'p99.99', 'p100']);
  });

  it('keeps only the stable part of a URL: path and query, no host or port', () => {
    expect(urlPath('http://127.0.0.1:44893/items?page=2')).toBe('/items?page=2');
    expect(urlPath('https://example.com')).toBe('/');
    expect(urlPath('http://[::1]:8080/a#frag')).toBe('/a');
    expect(urlPath('not a url')).toBe('not a url');
  });

  it('builds key paths a person can find in the file', () => {
    expect(keyPath('', 'results')).toBe('results');
    expect(keyPath('results', 3)).toBe('results[3]');
    expect(keyPath('metrics', 'http_req_duration{expected_response:true}')).toBe('metrics["http_req_duration{expected_response:true}"]');
    expect(keyPath('a', 'p(95)')).toBe('a["p(95)"]');
  });

  it('reports a wrong field with the file and the key path, on one line', () => {
    const f = new JsonReader('x.json', 'Fix it');
    expect(() => f.number('12', 'a.b')).toThrow('x.json: a.b: expected a number, found string "12". Fix it');
    expect(() => f.number(Number.POSITIVE_INFINITY, 'a')).toThrow('x.json: a: expected a number, found number Infinity. Fix it');
    expect(() => f.object([], '')).toThrow('x.json: expected an object, found an array. Fix it');
  });

  it('reads every adapter\'s fields by one set of rules', () => {
    const f = new JsonReader('x.json', 'Fix it');
    // A required string is a non-empty one; an optional one may be absent, null or blank (all: nothing said).
    expect(() => f.string('', 'name')).toThrow('x.json: name: expected a non-empty string, found string "". Fix it');
    expect(f.string(' a ', 'name')).toBe(' a ');
    expect([undefined, null, '', '  '].map((v) => f.optionalString(v, 'os'))).toEqual([undefined, undefined, undefined, undefined]);
    expect(f.optionalString(' Linux ', 'os')).toBe('Linux');
    // A present optional field must have its type: a wrong type is an error, not silently dropped.
    expect(() => f.optionalString(2, 'meta.os')).toThrow('x.json: meta.os: expected a string, found number 2. Fix it');
    expect(() => f.optionalNumber('3', 'stats.n')).toThrow('x.json: stats.n: expected a number, found string "3". Fix it');
    expect(f.optionalNumber(null, 'stats.n')).toBeUndefined();
    expect(f.optionalNumbers(undefined, 'samples')).toBeUndefined();
    expect(() => f.optionalNumbers([1, true], 'samples')).toThrow('x.json: samples[1]: expected a number, found boolean true. Fix it');
    expect(() => f.gated(0, 'value')).toThrow('x.json: value: is zero (0). A gated value must be a positive finite number');
  });

  it('finds the first repeated name, and reads lazily so earlier errors come first', () => {
    const repeated = ({ name, index, firstIndex }: { name: string; index: number; firstIndex: number }) => new Error(`${name} at ${index} and ${firstIndex}`);
    expect(uniqueNames(['a', 'b', 'c'], (n) => n, repeated)).toEqual(['a', 'b', 'c']);
    expect(() => uniqueNames(['a', 'b', 'a', 'b'], (n) => n, repeated)).toThrow('a at 2 and 0');
    function* items(): Generator<string> {
      yield 'a';
      yield 'b';
      throw new Error('line 3 is broken');
    }
    expect(() => uniqueNames(items(), (n) => n, repeated)).toThrow('line 3 is broken');
  });

  it('keeps a JSON syntax error on one line even when V8 quotes text with newlines', () => {
    const input = fileInputFromText('bad.json', '{\n  "a": 1,\n  "";\n  "b": 2\n}');
    expect(input.jsonError).toMatch(/^bad\.json: line \d+, column \d+: invalid JSON/);
    expect(input.jsonError).not.toContain('\n');
  });
});
