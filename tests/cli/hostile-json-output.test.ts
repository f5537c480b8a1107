/**
 * JSON on stdout holds benchmark names from run files and from a measured command's output: what
 * printable() escapes (C1 controls such as U+009B, a CSI on many terminals; bidi overrides; zero-width
 * characters; line separators) must be written as JSON escapes, never raw, by every command that
 * prints JSON. `bench-diff calibrate --format json` and `bench-diff ab --plan --format json` wrote them
 * raw, as JSON.stringify leaves them.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INVISIBLE_SOURCE } from '../../src/core/printable.js';
import { cli, tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

const DIR = join(ROOT, 'fixtures/hostile-json');
const RUNS = [1, 2, 3, 4, 5, 6].map((k) => join(DIR, `run-${k}.json`));
const NAMES = ['csi\u009b2J', 'bidi\u202etxt', 'zero\u200bwidth', 'line\u2028sep', 'plain'];
const RAW = new RegExp(INVISIBLE_SOURCE);

/** Every string in a parsed JSON value, its keys included. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (!Array.isArray(value)) out.push(key);
      strings(child, out);
    }
  }
  return out;
}

function expectEscaped(stdout: string): void {
  // The C0 controls JSON.stringify escapes itself; the line breaks are the layout.
  expect(RAW.exec(stdout.replace(/\n/g, ''))?.[0], 'a raw invisible or control character on stdout').toBeUndefined();
  // The same JSON once parsed: the names come back as the run files have them.
  const parsed = strings(JSON.parse(stdout));
  for (const name of NAMES) expect(parsed).toContain(name);
}

describe('JSON on stdout from hostile names', () => {
  it('bench-diff calibrate --format json writes them as escapes', () => {
    const r = cli(['calibrate', ...RUNS, '--format', 'json'], tempDir());
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expectEscaped(r.stdout);
  });

  it('bench-diff ab --plan --format json writes them as escapes', () => {
    const dir = tempDir();
    copyFileSync(join(DIR, 'bench.mjs'), join(dir, 'bench.mjs'));
    const r = cli(['ab', '--plan', '--rounds', '3', '--format', 'json', '--base', 'node bench.mjs', '--', 'node', 'bench.mjs'], dir);
    expect(r.status, r.stderr).toBe(0);
    expectEscaped(r.stdout);
  });

  it('bench-diff --format json (the comparison) writes them as escapes', () => {
    const r = cli([RUNS[0]!, RUNS[1]!, '--format', 'json'], tempDir());
    expect(r.status, r.stderr).toBe(0);
    expectEscaped(r.stdout);
  });
});
