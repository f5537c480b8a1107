/**
 * Whether two paths name one regular file: the same device and inode, so that a link or another
 * spelling of the path (./a.json, ../dir/a.json) counts. Two devices are never "one file" here
 * (`-o /dev/null` destroys nothing). A path that does not exist is the same as another only when
 * both resolve to the same absolute path.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { inputError } from '../core/errors.js';

export function sameFile(a: string, b: string): boolean {
  try {
    const x = statSync(a);
    const y = statSync(b);
    return x.isFile() && x.dev === y.dev && x.ino === y.ino;
  } catch {
    return resolve(a) === resolve(b);
  }
}

/**
 * Refuses an output file that is one of the command's inputs (`merge a.json b.json -o a.json`,
 * `convert bench.txt -o bench.txt`): writing it would replace an input with `what` the command makes.
 */
export function refuseOutputOverInputs(output: string | undefined, inputs: readonly string[], what: string): void {
  if (output === undefined) return;
  const input = inputs.find((path) => sameFile(output, path));
  if (input !== undefined) throw inputError('--output', `names ${input}, which this command reads: ${what} would replace it`, `Write ${what} to another file`);
}

/**
 * The run that is the baseline file itself, when the baseline is one of several runs (a glob such as
 * runs/*.json matching runs/baseline.json): its values would count among the runs' and the best of
 * N could be the baseline's own value, hiding a regression. A file given as the baseline and as the
 * only run is an identity check, and harmless. Each front end words the refusal for its own inputs.
 */
export function baselineAmongRuns(baselinePath: string, runPaths: readonly string[]): string | undefined {
  if (runPaths.length < 2) return undefined;
  return runPaths.find((path) => sameFile(path, baselinePath));
}
