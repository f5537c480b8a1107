/** Nesting of kept unknown fields is bounded when reading, so that writing them out again cannot overflow. */
import fc from 'fast-check';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { deeperThan, MAX_JSON_DEPTH, parseJsonText } from '../../src/core/json-text.js';
import { cli, tempDir } from '../helpers/cli.js';

const nested = (levels: number, open: string, close: string, inner = '1'): string => open.repeat(levels) + inner + close.repeat(levels);
const documentWith = (extra: string): string => `{"schema_version":1,"benchmarks":[{"name":"a","ops_per_sec":5,"extra":${extra}}]}`;

describe('JSON nesting depth', () => {
  it(`accepts ${MAX_JSON_DEPTH} levels and refuses one more, naming the file and the place`, () => {
    // The document and the benchmark are two levels, "extra" the third.
    const ok = documentWith(nested(MAX_JSON_DEPTH - 3, '{"a":', '}'));
    expect(() => parseJsonText(ok, 'ok.json')).not.toThrow();
    const deep = documentWith(nested(MAX_JSON_DEPTH - 2, '{"a":', '}'));
    expect(() => parseJsonText(deep, 'deep.json')).toThrow(InputError);
    expect(() => parseJsonText(deep, 'deep.json')).toThrow(/^deep\.json: benchmarks\[0\]\.extra\.a.*: nests objects and arrays more than 64 levels deep/);
  });

  it('tells whether any value nests deeper than a limit', () => {
    const depthOf = (v: unknown): number => (v !== null && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v).map(depthOf)) : 0);
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 9 }), (value, limit) => {
        expect(deeperThan(value, limit)).toBe(depthOf(value) > limit);
      }),
      { numRuns: 500 },
    );
  });

  it('checks any shape of nesting without recursing, one line', () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_JSON_DEPTH + 1, max: 5000 }), fc.boolean(), (levels, arrays) => {
        const text = arrays ? nested(levels, '[', ']') : nested(levels, '{"k\\n":', '}');
        let message = '';
        try {
          parseJsonText(text, 'x.json');
        } catch (error) {
          message = (error as Error).message;
        }
        expect(message).toContain('more than 64 levels deep');
        expect(message).not.toContain('\n');
      }),
      { numRuns: 30 },
    );
  });

  it.each([
    ['convert', (f: string) => ['convert', f]],
    ['promote', (f: string) => ['promote', f, '--baseline', 'out.json']],
    ['--format json', (f: string) => [f, f, '--format', 'json']],
  ])('100,000 levels in an unknown field: %s gives a one-line input error, not an internal error', (_, args) => {
    const dir = tempDir();
    writeFileSync(join(dir, 'deep.json'), documentWith(nested(100_000, '[', ']', '')));
    const result = cli(args('deep.json'), dir);
    expect(result.status).toBe(2);
    expect(result.stderr).not.toContain('internal error');
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('deep.json: benchmarks[0].extra');
  });
});
