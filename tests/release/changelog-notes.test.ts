/** scripts/changelog-notes.mjs: a version's section of CHANGELOG.md, as the release's notes. */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

const SCRIPT = join(ROOT, 'scripts/changelog-notes.mjs');

function notes(tag: string, changelog?: string): { code: number; stdout: string; stderr: string } {
  const args = [SCRIPT, tag];
  if (changelog !== undefined) {
    const file = join(tempDir(), 'CHANGELOG.md');
    writeFileSync(file, changelog);
    args.push(file);
  }
  const r = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

const CHANGELOG = `# Changelog

Intro text.

## [Unreleased]

- not yet

## [1.2.30] - 2026-12-01

### Fixed

- thirty

## [1.2.3] - 2026-11-30

### Added

- three
  continued

### Fixed

- a fix

## [1.2.0] - 2026-11-01

- the oldest

[Unreleased]: https://example.invalid/compare/v1.2.30...HEAD
[1.2.0]: https://example.invalid/releases/tag/v1.2.0
`;

describe('changelog-notes', () => {
  it('prints the body of the tag\'s section, without its heading, up to the next section', () => {
    const r = notes('v1.2.3', CHANGELOG);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('### Added\n\n- three\n  continued\n\n### Fixed\n\n- a fix\n');
  });

  it('does not take 1.2.30 for 1.2.3, and takes the tag with or without its v', () => {
    expect(notes('1.2.30', CHANGELOG).stdout).toBe('### Fixed\n\n- thirty\n');
    expect(notes('1.2.3', CHANGELOG).stdout).toBe(notes('v1.2.3', CHANGELOG).stdout);
  });

  it('leaves the link definitions at the end of the file out of the last section', () => {
    expect(notes('v1.2.0', CHANGELOG).stdout).toBe('- the oldest\n');
  });

  it('reads CRLF files', () => {
    expect(notes('v1.2.0', CHANGELOG.replaceAll('\n', '\r\n')).stdout).toBe('- the oldest\n');
  });

  it('fails, naming the file and what to do, when the version has no section or an empty one', () => {
    const missing = notes('v2.0.0', CHANGELOG);
    expect(missing.code).toBe(1);
    expect(missing.stdout).toBe('');
    expect(missing.stderr).toMatch(/CHANGELOG\.md: no section "## \[2\.0\.0\]": add the release's entry before tagging it/);
    const empty = notes('v3.0.0', '# Changelog\n\n## [3.0.0] - 2026-12-02\n\n## [2.0.0]\n\n- x\n');
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('is empty');
  });

  it('has notes for the version in package.json in the real CHANGELOG.md', () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const r = notes(`v${version}`);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('### Added');
  });
});
