/**
 * Reading a command's runs one at a time (gate-files.ts, promote-files.ts): each run's values go
 * into the caller's collector as soon as it is read, and its document goes. At 100,000 benchmarks x
 * 10 runs the documents would otherwise be most of the heap and of the time spent collecting
 * garbage. The caller reads every run as a document instead when this says it must.
 */
import { InputError } from '../core/errors.js';
import { runsInBaselineShape } from '../core/http-legacy-names.js';
import type { BenchmarkEntry, SourcedDocument } from '../core/model.js';
import { loadDocument } from '../io/read-input.js';
import type { ParseOptions } from '../formats/types.js';

export interface OneByOne {
  from: string;
  parseOptions: ParseOptions;
  /** The entries of the baseline the runs are compared with, whose older HTTP load shape (when it has it) needs the runs' documents. */
  against: readonly BenchmarkEntry[] | undefined;
  /** Takes one run's values; throws InputError for a run it refuses. */
  add: (run: SourcedDocument) => void;
}

/** A run without its entries: its other fields where they were (a promoted baseline copies the first run's). */
function withoutEntries(run: SourcedDocument): SourcedDocument {
  const without: SourcedDocument = { source: run.source, document: { ...run.document, benchmarks: [] } };
  return run.warnings ? { ...without, warnings: run.warnings } : without;
}

/**
 * Reads one run into the collector and gives it back without its entries; undefined when the
 * caller needs the runs' documents instead (a run in the older HTTP shape, or one the collector
 * refuses, whose error the caller then finds in its own order: every file read first). A function
 * of its own so that the run's document is garbage once it returns: a loop variable holding it kept
 * each document alive while the next one was parsed, so that every document was copied by the
 * young generation's collections and moved to the old one (at 100,000 benchmarks x 10 runs of
 * schema v1, twice the time collecting garbage).
 */
function readOne(path: string, how: OneByOne): SourcedDocument | undefined {
  const run = loadDocument(path, how.from, how.parseOptions);
  if (how.against && runsInBaselineShape(how.against, [run]).rewritten.length > 0) return undefined;
  try {
    how.add(run);
  } catch (error) {
    if (error instanceof InputError) return undefined;
    throw error;
  }
  return withoutEntries(run);
}

/** The runs without their entries, each added to the collector; undefined when the caller must read them all as documents. */
export function readRunsOneByOne(runPaths: readonly string[], how: OneByOne): SourcedDocument[] | undefined {
  const runs: SourcedDocument[] = [];
  for (const path of runPaths) {
    const run = readOne(path, how);
    if (run === undefined) return undefined;
    runs.push(run);
  }
  return runs;
}
