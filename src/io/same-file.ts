/**
 * Whether two paths name one regular file: the same device and inode, so that a link or another
 * spelling of the path (./a.json, ../dir/a.json) counts. Two devices are never "one file" here
 * (`-o /dev/null` destroys nothing). A path that does not exist is the same as another only when
 * both resolve to the same absolute path.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';

export function sameFile(a: string, b: string): boolean {
  try {
    const x = statSync(a);
    const y = statSync(b);
    return x.isFile() && x.dev === y.dev && x.ino === y.ino;
  } catch {
    return resolve(a) === resolve(b);
  }
}
