/** scripts/changelog-release.mjs: CHANGELOG.md's [Unreleased] section becomes the release's (RELEASING.md, step 1). */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

const SCRIPT = join(ROOT, 'scripts/changelog-release.mjs');
const NOTES = join(ROOT, 'scripts/changelog-notes.mjs');

function release(changelog: string, ...args: string[]) {
  const file = join(tempDir(), 'CHANGELOG.md');
  writeFileSync(file, changelog);
  const r = spawnSync(process.execPath, [SCRIPT, ...args, file], { encoding: 'utf8' });
  return { code: r.status ?? -1, stderr: r.stderr, file, text: readFileSync(file, 'utf8') };
}

const CHANGELOG = `# Changelog

Intro.

## [Unreleased]

### Fixed

- a fix

## [1.1.0] - 2026-11-01

- older

[Unreleased]: https://github.com/o/r/compare/v1.1.0...HEAD
[1.1.0]: https://github.com/o/r/compare/v1.0.0...v1.1.0
`;

describe('changelog-release', () => {
  it('opens a new empty [Unreleased] above the release\'s section, and links both', () => {
    const r = release(CHANGELOG, '1.2.0', '--date', '2026-12-01');
    expect(r.code, r.stderr).toBe(0);
    expect(r.text).toBe(`# Changelog

Intro.

## [Unreleased]

## [1.2.0] - 2026-12-01

### Fixed

- a fix

## [1.1.0] - 2026-11-01

- older

[Unreleased]: https://github.com/o/r/compare/v1.2.0...HEAD
[1.2.0]: https://github.com/o/r/compare/v1.1.0...v1.2.0
[1.1.0]: https://github.com/o/r/compare/v1.0.0...v1.1.0
`);
    // What the release workflow then publishes as the notes.
    const notes = spawnSync(process.execPath, [NOTES, 'v1.2.0', r.file], { encoding: 'utf8' });
    expect(notes.stdout).toBe('### Fixed\n\n- a fix\n');
  });

  it('links the tag of a first release, and keeps CRLF line ends', () => {
    const first = '# Changelog\r\n\r\n## [Unreleased]\r\n\r\n- first\r\n\r\n[Unreleased]: https://github.com/o/r/commits/HEAD\r\n';
    const r = release(first, '1.0.0', '--date', '2026-12-01');
    expect(r.code, r.stderr).toBe(0);
    expect(r.text).toBe('# Changelog\r\n\r\n## [Unreleased]\r\n\r\n## [1.0.0] - 2026-12-01\r\n\r\n- first\r\n\r\n[Unreleased]: https://github.com/o/r/compare/v1.0.0...HEAD\r\n[1.0.0]: https://github.com/o/r/releases/tag/v1.0.0\r\n');
  });

  it.each([
    ['no [Unreleased] section', '# Changelog\n\n## [1.1.0]\n\n- x\n', /no "## \[Unreleased\]" section/],
    ['an empty [Unreleased] section', '# Changelog\n\n## [Unreleased]\n\n## [1.1.0]\n\n- x\n', /section is empty: say what changed first/],
    ['a section for the version already', CHANGELOG.replace('## [1.1.0]', '## [1.2.0]'), /there is a section for 1\.2\.0 already/],
  ])('refuses %s, leaving the file as it was', (_, changelog, message) => {
    const r = release(changelog, '1.2.0', '--date', '2026-12-01');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.text).toBe(changelog);
  });

  it('refuses a version that is not X.Y.Z (usage, exit code 2)', () => {
    const r = release(CHANGELOG, 'v1.2');
    expect(r.code).toBe(2);
    expect(r.text).toBe(CHANGELOG);
  });
});
