/**
 * SECURITY.md: GitHub shows it on the repository's Security tab and when someone opens an issue. It
 * says which versions get fixes and how to report a vulnerability privately, never in a public issue;
 * CONTRIBUTING.md points to it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from '../helpers/fixtures.js';

it('says how to report a vulnerability privately and which versions are supported', () => {
  const file = join(ROOT, 'SECURITY.md');
  expect(existsSync(file), 'SECURITY.md').toBe(true);
  const text = readFileSync(file, 'utf8');
  const { repository } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { repository: { url: string } };
  const repo = /github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(repository.url)![1];
  // GitHub's private vulnerability reporting, for the repository package.json names.
  expect(text).toContain(`https://github.com/${repo}/security/advisories/new`);
  expect(text).toMatch(/not .*public issue/i);
  expect(text).toMatch(/## Supported versions/);
  expect(readFileSync(join(ROOT, 'CONTRIBUTING.md'), 'utf8')).toContain('[SECURITY.md](SECURITY.md)');
});
