import { describe, expect, it } from 'vitest';
import { percentileLabel, urlPath } from '../../src/formats/http-shared.js';
import { Fields, keyPath } from '../../src/formats/json-fields.js';
import { fileInputFromText } from '../../src/io/read-input.js';

describe('helpers of the HTTP and JSON adapters', () => {
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
    const f = new Fields('x.json', 'Fix it');
    expect(() => f.number('12', 'a.b')).toThrow('x.json: a.b: expected a number, found string "12". Fix it');
    expect(() => f.number(Number.NaN, 'a')).toThrow(/expected a number/);
    expect(() => f.object([], '')).toThrow('x.json: (top level): expected an object, found an array. Fix it');
  });

  it('keeps a JSON syntax error on one line even when V8 quotes text with newlines', () => {
    const input = fileInputFromText('bad.json', '{\n  "a": 1,\n  "";\n  "b": 2\n}');
    expect(input.jsonError).toMatch(/^bad\.json: line \d+, column \d+: invalid JSON/);
    expect(input.jsonError).not.toContain('\n');
  });
});
