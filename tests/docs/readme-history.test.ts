/**
 * The README's History section shows `history detect` on the bundled example history: the output
 * printed there must be what the command prints today.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

it('README shows the real output of history detect on the example history', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const block = /```\n\$ bench-diff history detect --store examples\/history\/store\n([\s\S]*?)```/.exec(readme);
  expect(block).not.toBeNull();
  const result = cli(['history', 'detect', '--store', 'examples/history/store'], ROOT);
  expect(result.status).toBe(0);
  expect(result.stdout).toBe(block![1]);
  expect(result.stdout).toContain('arraySort');
});
