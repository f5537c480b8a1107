/** The files a command wrote into a results folder: exactly those that are new or changed since the snapshot. */
import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { directoryInput } from '../../src/io/read-input.js';
import { snapshotFolder, writtenSince } from '../../src/io/written-files.js';
import { tempDir } from '../helpers/cli.js';

const OLD = new Date('2020-01-01T00:00:00Z');

function write(dir: string, rel: string, text: string, when?: Date): void {
  mkdirSync(join(dir, rel, '..'), { recursive: true });
  writeFileSync(join(dir, rel), text);
  if (when) utimesSync(join(dir, rel), when, when);
}

const silent = (): void => {};

describe('snapshotFolder and writtenSince', () => {
  it('list exactly the files written or added after the snapshot, whatever the subset', () => {
    const paths = ['a/new/estimates.json', 'a/new/sample.json', 'a/base/estimates.json', 'b c/new/estimates.json', 'd/e/f/new/estimates.json', 'report/index.html'];
    fc.assert(
      fc.property(fc.subarray(paths), fc.subarray(['g/new/estimates.json', 'h.json']), fc.boolean(), (touched, added, sameSize) => {
        const dir = tempDir();
        try {
          for (const rel of paths) write(dir, rel, '{"x": 1}', OLD);
          const before = snapshotFolder(dir)!;
          // Rewritten at the same size and dated a mere millisecond later, or with other text now.
          for (const rel of touched) write(dir, rel, sameSize ? '{"x": 2}' : '{"x": 10}', sameSize ? new Date(OLD.getTime() + 1) : undefined);
          for (const rel of added) write(dir, rel, '{}', OLD);
          expect(writtenSince(directoryInput(dir, silent), before).list()).toEqual([...touched, ...added].sort());
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }),
      { numRuns: 30 },
    );
  });

  it('has no snapshot of a folder that is not there, or is a file: everything the command writes there is new', () => {
    const dir = tempDir();
    expect(snapshotFolder(join(dir, 'target/criterion'))).toBeUndefined();
    write(dir, 'result.json', '{}');
    expect(snapshotFolder(join(dir, 'result.json'))).toBeUndefined();
  });

  it('keeps what the folder answers besides its listing: the files, their times, its warnings', () => {
    const dir = tempDir();
    write(dir, 'old.json', '{"old": 1}', OLD);
    const before = snapshotFolder(dir)!;
    write(dir, 'new.json', '{"new": 1}');
    const warned: string[] = [];
    const input = writtenSince(directoryInput(dir, (m) => warned.push(m)), before);
    expect(input.list()).toEqual(['new.json']);
    expect(input.read('new.json')).toBe('{"new": 1}');
    expect(input.modified!('old.json')).toBe(OLD.getTime());
    input.warn!('w');
    expect(warned).toEqual(['w']);
  });
});
