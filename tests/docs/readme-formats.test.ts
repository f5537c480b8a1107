/**
 * The README's table of supported formats is generated from the format registry, so that it cannot
 * drift: run with UPDATE_README=1 to rewrite it between its markers.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { formats } from '../../src/formats/index.js';
import { ROOT } from '../helpers/fixtures.js';

const START = '<!-- formats:start -->';
const END = '<!-- formats:end -->';

function table(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const code = (text: string) => (text.includes('`') ? `\`\` ${cell(text)} \`\`` : `\`${cell(text)}\``);
  const rows = formats().map((f) => `| \`${f.id}\` | ${cell(f.title)} | ${code(f.producedBy)} |`);
  return ['| `--from` | format | produced by |', '| --- | --- | --- |', ...rows].join('\n');
}

it('README lists every supported format with the command that produces it', () => {
  const path = join(ROOT, 'README.md');
  const readme = readFileSync(path, 'utf8');
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  expect(start, 'README.md needs the formats markers').toBeGreaterThan(-1);
  const expected = `${readme.slice(0, start + START.length)}\n${table()}\n${readme.slice(end)}`;
  if (process.env.UPDATE_README) writeFileSync(path, expected);
  expect(readFileSync(path, 'utf8')).toBe(expected);
});
