/**
 * The change points and the dashboard's data of a fixed store stay what they were, byte for byte,
 * whatever is done to make `history detect` and `history chart` faster: the expected files in
 * fixtures/history/detect-golden/expected/ were written by the build before E-Divisive's permutation
 * test and the dashboard's rounding of values were sped up (the dashboard's page, index.html and its
 * script are not compared: they change with the page, not with the store). The store (make-store.mjs there) has
 * steps of 0 to 30% on several levels of noise, many equal values, benchmarks with too few points to
 * split, and unit changes that convert or start a series over. And the rounding of the dashboard's
 * values (chartValue), whose fast path must give what Number(value.toPrecision(6)) gives.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartValue } from '../../src/report/dashboard/model.js';
import { cli, tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

const GOLDEN = join(ROOT, 'fixtures/history/detect-golden');
const STORE = join(GOLDEN, 'store');
const expected = (path: string): string => readFileSync(join(GOLDEN, 'expected', path), 'utf8');
const NO_GITHUB = { GITHUB_SERVER_URL: '', GITHUB_REPOSITORY: '' };

function detect(args: string[]): string {
  const r = cli(['history', 'detect', '--store', STORE, ...args], ROOT, NO_GITHUB);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return r.stdout;
}

describe('history detect and history chart on a fixed store', () => {
  it('find the same change points, in text and JSON, with the default window and a window of 20', () => {
    expect(detect([])).toBe(expected('detect.txt'));
    expect(detect(['--format', 'json'])).toBe(expected('detect.json'));
    expect(detect(['--window', '20', '--min-change', '1', '--format', 'json'])).toBe(expected('detect-w20.json'));
  });

  it('write the same data.js and values/ for the dashboard', () => {
    const out = join(tempDir(), 'site');
    const r = cli(['history', 'chart', '--store', STORE, '--window', '20', '--min-change', '1', '--repo-url', '', '-o', out], ROOT, NO_GITHUB);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(readFileSync(join(out, 'data.js'), 'utf8')).toBe(expected('chart/data.js'));
    const chunks = readdirSync(join(GOLDEN, 'expected/chart/values')).sort();
    expect(readdirSync(join(out, 'values')).sort()).toEqual(chunks);
    for (const name of chunks) expect(readFileSync(join(out, 'values', name), 'utf8')).toBe(expected(`chart/values/${name}`));
  });
});

/** The doubles next to x: the fast path must not take a neighbour of a short decimal for it. */
function neighbours(x: number): number[] {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  return [-2n, -1n, 0n, 1n, 2n].map((d) => {
    view.setBigUint64(0, bits + d);
    return view.getFloat64(0);
  });
}

describe("the dashboard's values to 6 significant digits", () => {
  const reference = (x: number): number => Number(x.toPrecision(6));

  it('equal Number(value.toPrecision(6)) for any double', () => {
    fc.assert(
      fc.property(fc.double(), (x) => {
        expect(Object.is(chartValue(x), reference(x))).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });

  it('equal it for short decimals, for the halfway points between 6-digit decimals, and for their neighbours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999 }), fc.integer({ min: 100_000, max: 999_999 }), fc.integer({ min: -22, max: 12 }), fc.constantFrom(0.5, 0.4999999, 0.5000001, 0.25), (digits, six, exponent, half) => {
        for (const base of [Number(`${digits}e${exponent}`), Number(`${six + half}e${exponent}`), (six + half) * 10 ** exponent]) {
          for (const x of neighbours(base)) expect(Object.is(chartValue(x), reference(x))).toBe(true);
        }
      }),
      { numRuns: 5_000 },
    );
  });
});
