/**
 * The files a command wrote into a results folder, for `run --results DIR`. A results folder is the
 * tool's to keep, and keeps more than the last run: criterion's target/criterion holds every
 * benchmark it has run since `cargo clean` (a renamed or removed one, one left out by a filter), and
 * a CI cache of target/ brings back the last job's. Read whole, each run file would record those old
 * results as if they had just been measured. So the folder's files are noted before the command runs
 * (snapshotFolder) and afterwards only those that are new or have changed are read (writtenSince),
 * whatever the format. Changed, not "written after the command started": file systems keep times to
 * a few milliseconds (Linux's ext4 here to 4 ms), a second (HFS+) or two (FAT), so a file the command
 * rewrote can bear a time from before its start; its time still differs from the one noted, as does
 * its size or its inode when the tool writes a new file in its place.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { DirectoryInput } from '../formats/types.js';
import { directoryInput } from './read-input.js';

/** A results folder's files before a run, each with what tells a rewritten file apart. */
export interface FolderSnapshot {
  path: string;
  files: ReadonlyMap<string, string>;
}

/** What changes when a file is written: its modification and change times (to the nanosecond the file system keeps), its size, its inode. */
function signature(path: string): string | undefined {
  try {
    const stat = statSync(path, { bigint: true });
    return `${stat.mtimeNs}:${stat.ctimeNs}:${stat.size}:${stat.ino}`;
  } catch {
    return undefined;
  }
}

/** The folder's files as they are now; undefined when `path` is not a folder (absent, or a file): then everything the command writes there is new. */
export function snapshotFolder(path: string): FolderSnapshot | undefined {
  try {
    if (!statSync(path).isDirectory()) return undefined;
    const files = new Map<string, string>();
    for (const rel of directoryInput(path).list()) {
      const was = signature(join(path, rel));
      if (was !== undefined) files.set(rel, was);
    }
    return { path, files };
  } catch {
    // A folder that cannot be listed: reading it after the run says why.
    return undefined;
  }
}

/** `input` (the same folder, after the run) with only the files that are not in `before` or have changed since. */
export function writtenSince(input: DirectoryInput, before: FolderSnapshot): DirectoryInput {
  let listing: string[] | undefined;
  return {
    ...input,
    list() {
      listing ??= input.list().filter((rel) => {
        const was = before.files.get(rel);
        return was === undefined || signature(join(input.path, rel)) !== was;
      });
      return listing;
    },
  };
}
