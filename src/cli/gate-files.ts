/**
 * `bench-diff BASELINE CURRENT...` from files: the gate on the runs, reading one run at a time. Each
 * run's values go into the series as soon as it is read and its document goes; at 100,000 benchmarks
 * x 10 runs the documents would otherwise be most of the heap. Where the gate needs the runs' entries
 * themselves (metrics to compare, a baseline in the older HTTP load shape) or a run is refused, every
 * file is read again and the gate runs on the documents, so reports and errors are those of runGate.
 */
import { statSync } from 'node:fs';
import { inputError } from '../core/errors.js';
import { runGate } from '../core/gate.js';
import { overrideFor } from '../core/gate-options.js';
import { hasMetrics } from '../core/metric-gate.js';
import type { SourcedDocument } from '../core/model.js';
import type { Report } from '../core/report.js';
import { RunCollector } from '../core/runs.js';
import { loadBaseline, loadDocument, startsLikeJson } from '../io/read-input.js';
import { readRunsOneByOne } from './runs-one-by-one.js';
import { collectGarbage } from '../io/full-gc.js';
import { tuneV8Flags, type Tunable } from './v8-flags.js';
import type { GateOptions } from '../core/gate-options.js';
import type { ParseOptions } from '../formats/types.js';

/** What gateFiles needs of the compare command's settings (GateSettings). */
interface GateFileSettings {
  options: GateOptions;
  from: string;
  parseOptions: ParseOptions;
}

/** Whether `bench-diff promote` wrote the document (it records `metadata.promoted`). */
function promoted(run: SourcedDocument): boolean {
  const mark = run.document.metadata?.promoted;
  return typeof mark === 'object' && mark !== null;
}

/**
 * Refuses a promoted baseline among the runs of a first file that is not one: `bench-diff
 * run-1.json run-2.json baseline.json` takes run-1.json for the baseline, and the verdict of
 * the runs against one of themselves is meaningless. Two promoted files (old and new baseline)
 * compare as asked.
 */
function refuseBaselineAmongRuns(baseline: SourcedDocument, baselineName: string, runs: readonly SourcedDocument[]): void {
  if (promoted(baseline)) return;
  const misplaced = runs.find(promoted);
  if (misplaced !== undefined) {
    throw inputError(misplaced.source, `is a baseline (bench-diff promote wrote it), given as a run of ${baselineName}, the first file`, 'Give the baseline first: bench-diff BASELINE RUN... (or with --baseline PATH)');
  }
}

/**
 * The gate on documents all read first: the path every other case takes. After large text inputs
 * (`largeText`: go test logs and the like, which take this path when they have metrics) the heap is
 * collected in full before the gate: V8's last full collection fell while a log's text was still
 * alive, and set the next one so far off that the gate's garbage piled up on top of it. go test
 * logs of 10,000 benchmarks x 10 counts: peak resident 108 -> 101 MiB (median of 7), the same CPU
 * within noise; the collection takes ~10 ms.
 */
function gateDocuments(baseline: SourcedDocument, runPaths: readonly string[], settings: GateFileSettings, largeText: boolean, check: (runs: readonly SourcedDocument[]) => void): Report {
  const runs = runPaths.map((p) => loadDocument(p, settings.from, settings.parseOptions));
  check(runs);
  if (largeText) collectGarbage();
  return runGate(baseline, runs, settings.options);
}

/** Above this much input (~20,000 benchmarks x 10 runs of schema v1), the heap grows less between full collections. */
const LARGE_INPUT_BYTES = 32 * 1024 * 1024;
/** How much V8 lets the heap grow past what the last full collection kept, in percent (its default is up to 300). */
const HEAP_GROWING_PERCENT = 85;

/** From this much input up to LARGE_INPUT_BYTES, V8's optimizing compiler inlines less. */
const MID_INPUT_BYTES = 256 * 1024;
/** Bytecode that one optimized function may inline in all (V8's default is 920). */
const INLINED_BYTECODE = 200;
/** Above this much input that is not JSON (a go test log of ~2,000 benchmarks x 10 counts), the young generation stays small. */
const LARGE_TEXT_BYTES = 4 * 1024 * 1024;

/**
 * V8 settings for the size and kind of the inputs, set at run time. Best effort: a Node without
 * process.getBuiltinModule (before 20.16) keeps V8's defaults. Small inputs skip this, since loading
 * node:v8 costs ~3 ms of start-up.
 *
 * - From 256 KB to 32 MB (a go test log of 1,000 to 10,000 benchmarks), the optimizing compiler
 *   inlines less. Such a run lasts 0.1 to 1.5 s, and with V8's default budget the compiler took about
 *   a third of its CPU compiling code that ran only a few thousand times. With a budget of 200, the
 *   go test rows of bench/run.sh took ~25% (1k) and ~18% (10k) less CPU. From 32 MB a run is long
 *   enough for the better-inlined code to pay back (`--method stats` at 100,000 benchmarks was ~6%
 *   slower with the smaller budget), so large inputs keep the default.
 * - From 32 MB, and for text inputs from 4 MB, the old generation is collected sooner. Each run's
 *   parsed document lives long enough to be moved to the old generation and is garbage right after;
 *   with what stays (the baseline, the series) at ~75 MB at 100,000 benchmarks, V8's default let the
 *   heap reach ~320 MB of mostly dead documents before a full collection: 415 MiB resident, against
 *   290 MiB with this and the same CPU time. The flag is read by V8 at each collection.
 * - Text inputs from 4 MB (the baseline is not JSON) also keep the young generation at its first
 *   size. A text reader's garbage is short-lived (each line's fields) and what it keeps is small.
 *   go test logs of 10,000 benchmarks x 10 counts: 198 -> 142 MiB resident, ~5% more CPU on the main
 *   thread. Not for JSON, whose parsed documents are large and live for a while: 25% more CPU at
 *   100,000 benchmarks of schema v1.
 */
function tuneForInputs(bytes: number, text: boolean): void {
  if (bytes < MID_INPUT_BYTES) return;
  const v8 = (process as { getBuiltinModule?: (id: 'node:v8') => typeof import('node:v8') }).getBuiltinModule?.('node:v8');
  if (v8 === undefined) return;
  const flags: Record<string, Tunable> = {};
  if (bytes < LARGE_INPUT_BYTES) flags['max-inlined-bytecode-size-cumulative'] = { tuned: INLINED_BYTECODE, default: 920 };
  if (bytes >= LARGE_INPUT_BYTES || text) flags['heap-growing-percent'] = { tuned: HEAP_GROWING_PERCENT, default: 0 };
  if (text) flags['semi-space-growth-factor'] = { tuned: 1, default: 2 };
  // Set back to V8's defaults at exit and while a bundle is compiled from its code cache (v8-flags.ts).
  tuneV8Flags((f) => v8.setFlagsFromString(f), flags);
}

/**
 * The inputs' total size, and whether each is a regular file. A pipe (`<(go test ...)`) or a device
 * can be read only once, so when one is among the runs, the runs are read once, all first.
 */
export function inputFacts(paths: readonly string[]): { bytes: number; rereadable: boolean } {
  let bytes = 0;
  let rereadable = true;
  for (const path of paths) {
    try {
      const stat = statSync(path);
      bytes += stat.size;
      rereadable &&= stat.isFile();
    } catch {
      // Unreadable: reading it reports that.
    }
  }
  return { bytes, rereadable };
}

/**
 * `firstFile`: the name the baseline was given by, when it is the first of the files given (no
 * --baseline), so that a promoted baseline among the runs is refused.
 */
export function gateFiles(baselinePath: string, runPaths: readonly string[], settings: GateFileSettings, firstFile?: string): Report {
  const facts = inputFacts([baselinePath, ...runPaths]);
  // A large input that is not JSON (a go test log of ~2,000 benchmarks x 10 counts and more).
  const largeText = facts.bytes >= LARGE_TEXT_BYTES && facts.rereadable && !startsLikeJson(baselinePath);
  tuneForInputs(facts.bytes, largeText);
  const baseline = loadBaseline(baselinePath, settings.from, settings.parseOptions);
  const check = (runs: readonly SourcedDocument[]): void => {
    if (firstFile !== undefined) refuseBaselineAmongRuns(baseline, firstFile, runs);
  };
  if (!facts.rereadable || hasMetrics(baseline.document.benchmarks)) return gateDocuments(baseline, runPaths, settings, largeText, check);
  const options = settings.options;
  const collector = new RunCollector((name) => overrideFor(options, name)?.direction);
  const how = { from: settings.from, parseOptions: settings.parseOptions, against: baseline.document.benchmarks, add: (run: SourcedDocument) => collector.add(run) };
  const runs = readRunsOneByOne(runPaths, how);
  if (runs === undefined) return gateDocuments(baseline, runPaths, settings, largeText, check);
  check(runs);
  return runGate(baseline, runs, options, undefined, collector.series);
}
