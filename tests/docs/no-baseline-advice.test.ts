/**
 * One way to create the first baseline, everywhere it is advised: promote several runs (the baseline
 * then keeps each benchmark's values as samples), never convert a single run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { renderNoBaseline } from '../../src/report/no-baseline.js';
import { ROOT } from '../helpers/fixtures.js';

const docs = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => join('docs', f))];

it('the Action, the README and docs/ advise promote of the runs for the first baseline', () => {
  const comment = renderNoBaseline({ baseline: 'bench/baseline.json', runs: ['run-1.json', 'run-2.json', 'run-3.json'] });
  expect(comment).toContain('bench-diff promote run-1.json run-2.json run-3.json --baseline bench/baseline.json');
  const action = readFileSync(join(ROOT, 'docs/action.md'), 'utf8');
  const section = action.slice(action.indexOf('## No baseline yet'));
  expect(/```sh\n(.*)\n/.exec(section)![1]).toMatch(/^npx -p bench-gate bench-diff promote (\S+ ){2,}--baseline bench\/baseline\.json$/);
  for (const file of docs) expect(readFileSync(join(ROOT, file), 'utf8'), file).not.toMatch(/bench-diff convert [^\n`]*-o [^\n`]*baseline/);
});
