import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { ensureDirectory, writeFileAtomic, writeFilesAtomic } from '../../src/io/write-file.js';
import { tempDir } from '../helpers/cli.js';

describe('atomic writes', () => {
  it('replaces a file and leaves no temporary file', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.json'), 'old');
    writeFileAtomic(join(dir, 'a.json'), 'new');
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['a.json']);
  });

  it('on a failed rename leaves the target and the directory as they were', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'target'));
    writeFileSync(join(dir, 'target', 'inside'), 'x');
    expect(() => writeFileAtomic(join(dir, 'target'), 'new')).toThrow(InputError);
    expect(readdirSync(dir)).toEqual(['target']);
    expect(readdirSync(join(dir, 'target'))).toEqual(['inside']);
  });

  it('under a regular file fails with a one-line error', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'somefile'), '');
    expect(() => writeFileAtomic(join(dir, 'somefile', 'baseline.json'), '{}')).toThrow(/somefile\/baseline\.json: cannot be written \(ENOTDIR\)/);
    expect(() => ensureDirectory(join(dir, 'somefile', 'sub'))).toThrow(/cannot be created/);
  });

  it('writes a set of files all or nothing', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'run-1.json'), 'old 1');
    writeFileSync(join(dir, 'blocker'), '');
    const files = [
      { path: join(dir, 'run-1.json'), content: 'new 1' },
      { path: join(dir, 'blocker', 'run-2.json'), content: 'new 2' },
    ];
    expect(() => writeFilesAtomic(files)).toThrow(/blocker\/run-2\.json: cannot be written/);
    expect(readFileSync(join(dir, 'run-1.json'), 'utf8')).toBe('old 1');
    expect(readdirSync(dir).sort()).toEqual(['blocker', 'run-1.json']);
  });
});
