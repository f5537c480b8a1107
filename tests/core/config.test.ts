import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offerChoice, parseConfig, parseConfigText, suggestKey } from '../../src/core/config.js';
import { duplicateKey } from '../../src/core/json-text.js';
import { gateOptions } from '../../src/core/settings.js';
import { InputError } from '../../src/core/errors.js';

const message = (json: unknown): string => {
  try {
    parseConfig(json, 'bench-gate.json');
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('expected an error');
};

describe('parseConfig', () => {
  it('accepts every documented key', () => {
    const config = {
      $schema: './node_modules/bench-gate/schemas/config-v1.schema.json',
      baseline: 'bench/baseline.json',
      threshold: 10,
      geomean_threshold: 2,
      aggregate: 'median',
      protected_in_geomean: false,
      allow_missing: true,
      protected: [{ name: 'recursion', reason: 'GC noise', until: '2027-01-31' }],
      benchmarks: { forOfLoop: { threshold: 15 }, latency: { direction: 'lower' } },
    };
    expect(parseConfig(config, 'bench-gate.json')).toEqual(config);
  });

  it('rejects an unknown key, naming it and suggesting the right one', () => {
    expect(message({ treshold: 5 })).toBe('bench-gate.json: unknown key "treshold". Did you mean "threshold"?');
    expect(message({ 'geomean-threshold': 5 })).toMatch(/unknown key "geomean-threshold". Did you mean "geomean_threshold"\?/);
    expect(message({ protected: [{ name: 'a', reason: 'b', untill: '2026-01-01' }] })).toMatch(/^bench-gate\.json: protected\[0\] \("a"\): unknown key "untill". Did you mean "until"\?/);
    expect(message({ benchmarks: { a: { treshold: 3 } } })).toMatch(/benchmarks\.a: unknown key "treshold"/);
    expect(message({ zzzzzzzz: 1 })).toMatch(/unknown key "zzzzzzzz". Allowed keys: \$schema, baseline/);
  });

  it('requires a reason for each protected benchmark', () => {
    expect(message({ protected: [{ name: 'a' }] })).toMatch(/protected\[0\] \("a"\): missing required key "reason"/);
  });

  it('rejects bad values with the key named', () => {
    expect(message({ threshold: -1 })).toMatch(/threshold: must be >= 0/);
    expect(message({ threshold: '8' })).toMatch(/threshold: must be number/);
    expect(message({ aggregate: 'max' })).toMatch(/aggregate/);
    expect(message({ protected: [{ name: 'a', reason: 'r' }, { name: 'a', reason: 'r' }] })).toMatch(/"a" is listed twice/);
    expect(message('text')).toMatch(/must be object/);
  });

  it("takes a metric's geomean_threshold, and refuses one that is negative or not a number, naming the place", () => {
    expect(parseConfig({ metrics: { p99: { threshold: 20, geomean_threshold: 7.5 } } }, 'bench-gate.json').metrics?.p99).toEqual({ threshold: 20, geomean_threshold: 7.5 });
    expect(parseConfig({ metrics: { p99: { geomean_threshold: 0 } } }, 'bench-gate.json').metrics?.p99).toEqual({ geomean_threshold: 0 });
    expect(message({ metrics: { p99: { geomean_threshold: -1 } } })).toBe('bench-gate.json: metrics.p99.geomean_threshold: must be >= 0. Fix that key; schemas/config-v1.schema.json describes every key');
    expect(message({ metrics: { p99: { geomean_threshold: '7.5' } } })).toMatch(/^bench-gate\.json: metrics\.p99\.geomean_threshold: must be number\. /);
    expect(message({ metrics: { p99: { geomean_threshold: null } } })).toMatch(/^bench-gate\.json: metrics\.p99\.geomean_threshold: must be number\. /);
    expect(message({ metrics: { p99: { geomean_treshold: 5 } } })).toMatch(/^bench-gate\.json: metrics\.p99: unknown key "geomean_treshold"\. Did you mean "geomean_threshold"\?/);
  });

  it('says what is wrong with an aggregate, a date or an empty value in words, not by a pattern', () => {
    expect(message({ aggregate: 'p101' })).toBe('bench-gate.json: aggregate: unknown aggregate "p101". Use best, worst, median, mean or pNN (e.g. p75)');
    expect(message({ aggregate: 'Median' })).toMatch(/^bench-gate\.json: aggregate: unknown aggregate "Median"\. Use best/);
    expect(message({ protected: [{ name: 'a', reason: 'r', until: '2025-6-30' }] })).toBe('bench-gate.json: protected "a": "until" is not a date: 2025-6-30. Write a real date as YYYY-MM-DD, e.g. 2025-06-30');
    expect(message({ protected: [{ name: 'a', reason: 'r', until: '2025-02-30' }] })).toBe('bench-gate.json: protected "a": "until" is not a date: 2025-02-30. Write a real date as YYYY-MM-DD, e.g. 2025-06-30');
    expect(message({ protected: [{ name: 'a', reason: '' }] })).toMatch(/^bench-gate\.json: protected\[0\] \("a"\)\.reason: is empty\. Say why the benchmark is protected/);
    expect(message({ baseline: '' })).toMatch(/^bench-gate\.json: baseline: is empty\. Write the path of the baseline file/);
    expect(message({ benchmarks: { parse: {} } })).toBe('bench-gate.json: benchmarks.parse: is empty. Give it "threshold" or "direction", or leave it out');
    expect(message({ metrics: { p99: {} } })).toBe('bench-gate.json: metrics.p99: is empty. Give it "threshold" or "gate" or "geomean" or "geomean_threshold" or "direction" or "aggregate", or leave it out');
    expect(message({ protected: [{ name: 'a', reason: 'r' }, { name: 'b', reason: 'r' }, { name: 'a', reason: 's' }] })).toMatch(/"a" is listed twice \(protected\[0\] and protected\[2\]\)/);
  });

  it('suggests only near keys', () => {
    expect(suggestKey('protect', ['protected', 'baseline'])).toBe('protected');
    expect(suggestKey('xyz', ['protected', 'baseline'])).toBeUndefined();
  });

  it('offers the near choice for a value not among them, else the default', () => {
    expect(offerChoice('stat', ['best', 'stats'], 'best')).toEqual({ choice: 'stats', near: true });
    expect(offerChoice('JSON', ['text', 'markdown', 'json'], 'text')).toEqual({ choice: 'json', near: true });
    expect(offerChoice('reprot', ['check', 'report', 'comment'], 'check')).toEqual({ choice: 'report', near: true });
    expect(offerChoice('gate', ['check', 'report', 'comment'], 'check')).toEqual({ choice: 'check', near: false });
  });
});

describe('gateOptions: defaults < config < flags', () => {
  it('uses the contract defaults', () => {
    expect(gateOptions({}, {})).toMatchObject({ threshold: 8, geomeanThreshold: 3, aggregate: 'best', protectedInGeomean: true, allowMissing: false });
  });

  it('takes the config over the defaults and flags over the config', () => {
    const config = { threshold: 10, geomean_threshold: 2, aggregate: 'median', protected: [{ name: 'a', reason: 'noise' }] };
    expect(gateOptions(config, {})).toMatchObject({ threshold: 10, geomeanThreshold: 2, aggregate: 'median' });
    const merged = gateOptions(config, { threshold: 5, aggregate: 'p75', protect: ['b', 'a'], protectedInGeomean: false });
    expect(merged).toMatchObject({ threshold: 5, geomeanThreshold: 2, aggregate: 'p75', protectedInGeomean: false });
    expect(merged.protected).toEqual([{ name: 'a', reason: 'noise' }, { name: 'b' }]);
  });

  it('rejects a bad aggregate flag', () => {
    expect(() => gateOptions({}, { aggregate: 'fastest' })).toThrow(/--aggregate: unknown aggregate "fastest"/);
  });
});

describe('parseConfigText: a key given twice', () => {
  const textError = (text: string): string => {
    try {
      parseConfigText(text, 'bench-gate.json');
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      return (error as Error).message;
    }
    throw new Error('expected an error');
  };

  it('is an error naming the key, the object and the lines, not the last one silently', () => {
    expect(textError('{\n  "threshold": 5,\n  "threshold": 50\n}')).toBe(
      'bench-gate.json: key "threshold" is given twice (lines 2 and 3). Keep one of them: JSON keeps only the last, so the first would be ignored without a word',
    );
    expect(textError('{"benchmarks": {"parse": {"threshold": 50}, "parse": {"threshold": 5}}}')).toMatch(/^bench-gate\.json: benchmarks: key "parse" is given twice \(both on line 1\)/);
    expect(textError('{"protected": [{"name": "a", "reason": "r"}, {"name": "b", "reason": "r", "reason": "s"}]}')).toMatch(/^bench-gate\.json: protected\[1\] \("b"\): key "reason" is given twice/);
    expect(textError('{"metrics": {"B/op": {"gate": true, "gate": false}}}')).toMatch(/^bench-gate\.json: metrics\.B\/op: key "gate" is given twice/);
  });

  it('finds no duplicate in JSON that has none, whatever its keys and strings hold', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, pretty) => {
        expect(duplicateKey(JSON.stringify(value, null, pretty ? 2 : undefined))).toBeUndefined();
      }),
    );
  });

  it('finds a key repeated in any object, with both offsets', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 5 }), fc.string(), fc.jsonValue(), fc.jsonValue(), (rest, key, a, b) => {
        const inner = JSON.stringify(rest).slice(1, -1);
        const text = `{"outer": [1, {${inner}${inner === '' ? '' : ','}${JSON.stringify(key)}: ${JSON.stringify(a)}, ${JSON.stringify(key)}: ${JSON.stringify(b)}}]}`;
        JSON.parse(text);
        const found = duplicateKey(text);
        expect(found?.path).toBe('/outer/1');
        expect(found?.key).toBe(key);
        expect(found!.second).toBeGreaterThan(found!.first);
      }),
    );
  });
});
