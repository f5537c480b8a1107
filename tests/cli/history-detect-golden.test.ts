/**
 * The change points and the dashboard's data of a fixed store stay what they were, byte for byte,
 * whatever is done to make `history detect` and `history chart` faster: the expected files in
 * fixtures/history/detect-golden/expected/ were written by the build before E-Divisive's permutation
 * test and the dashboard's rounding of values were sped up (the dashboard's page, index.html and its
 * script are not compared: they change with the page, not with the store). The store (make-store.mjs there) has
 * steps of 0 to 30% on several levels of noise, many equal values, benchmarks with too few points to
 * split, and unit changes that convert or start a series over.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
