/**
 * Every fixture under fixtures/formats/<id>/ is detected as <id> (and as nothing else) and converts
 * to exactly its golden <input>.expected.json. Refresh goldens with UPDATE_GOLDEN=1 after checking them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formats, parseInput } from '../../src/formats/index.js';
import { readInput } from '../../src/io/read-input.js';
import { formatFixtures } from '../helpers/fixtures.js';

const fixtures = formatFixtures();

describe('format fixtures', () => {
  it('every registered format other than the native one has fixtures', () => {
    const withFixtures = new Set(fixtures.map((f) => f.format));
    const without = formats().filter((f) => f.id !== 'bench-gate' && !withFixtures.has(f.id)).map((f) => f.id);
    expect(without).toEqual([]);
  });

  it.each(fixtures)('$format/$name is detected as $format only', ({ format, path }) => {
    const input = readInput(path);
    const matches = formats().filter((f) => f.detect(input)).map((f) => f.id);
    expect(matches).toEqual([format]);
  });

  it.each(fixtures)('$format/$name converts to its golden output', ({ format, path }) => {
    const document = parseInput(readInput(path), format);
    const golden = `${path.replace(/\/$/, '')}.expected.json`;
    const text = `${JSON.stringify(document, null, 2)}\n`;
    if (process.env.UPDATE_GOLDEN) writeFileSync(golden, text);
    expect(existsSync(golden), `${golden} is missing: run UPDATE_GOLDEN=1 npx vitest run tests/formats and review it`).toBe(true);
    expect(text).toBe(readFileSync(golden, 'utf8'));
  });
});
