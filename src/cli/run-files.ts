/**
 * Writing numbered run files (run-1.json ..., base-1.json ..., head-1.json ...) all at once, and
 * removing numbered files of the same prefix left over from an earlier invocation with more runs.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { SourcedDocument } from '../core/model.js';
import { writeFilesAtomic } from '../io/write-file.js';

interface NumberedRuns {
  /** `run` for run-K.json; each run's `source` is already its path. */
  prefix: string;
  runs: readonly SourcedDocument[];
}

/** Writes every group together; returns "; removed X, Y of an earlier run" (or '') for the progress line. */
export function writeNumberedFiles(outDir: string, groups: readonly NumberedRuns[]): string {
  writeFilesAtomic(groups.flatMap((g) => g.runs.map((r) => ({ path: r.source, content: `${JSON.stringify(r.document, null, 2)}\n` }))));
  const names = readdirSync(outDir);
  const stale = groups.flatMap((g) => {
    const pattern = new RegExp(`^${g.prefix}-(\\d+)\\.json$`);
    return names.filter((name) => Number(pattern.exec(name)?.[1] ?? 0) > g.runs.length);
  });
  for (const name of stale) rmSync(join(outDir, name), { force: true });
  return stale.length > 0 ? `; removed ${stale.join(', ')} of an earlier run` : '';
}
