/**
 * `bench-diff promote` from files: the promotion of the runs, reading one run at a time. Each run's
 * values and the entries the new baseline copies go into a PromotionRuns as soon as it is read, and
 * the rest of its document goes; at 100,000 benchmarks x 10 runs the documents were most of the heap
 * and of the time spent collecting garbage. Where the gate needs the runs' entries themselves
 * (metrics to compare, a previous baseline in the older HTTP load shape) or a run is refused, every
 * run is read again and promoted as documents, so results and errors are those of promote().
 */
import type { GateOptions } from '../core/gate-options.js';
import { hasMetrics } from '../core/metric-gate.js';
import type { SourcedDocument } from '../core/model.js';
import { promote, promoteCollected, type BaselineProvenance, type PromoteResult } from '../core/promote.js';
import { PromotionRuns } from '../core/promotion-runs.js';
import { loadDocument } from '../io/read-input.js';
import type { ParseOptions } from '../formats/types.js';
import { inputFacts } from './gate-files.js';
import { readRunsOneByOne } from './runs-one-by-one.js';

/** What promoteFiles needs of the command's settings (GateSettings). */
interface PromoteFileSettings {
  options: GateOptions;
  from: string;
  parseOptions: ParseOptions;
}

/** The runs read first, all of them: the path every other case takes. */
function promoteDocuments(previous: SourcedDocument | undefined, runPaths: readonly string[], settings: PromoteFileSettings, provenance: () => BaselineProvenance): PromoteResult {
  const runs = runPaths.map((p) => loadDocument(p, settings.from, settings.parseOptions));
  return promote(previous, runs, settings.options, provenance());
}

/**
 * Reads the previous baseline (when `previousPath` exists: undefined for none) and the runs, and
 * promotes them. `provenance` is called once every file is read.
 */
export function promoteFiles(previousPath: string | undefined, runPaths: readonly string[], settings: PromoteFileSettings, provenance: () => BaselineProvenance): PromoteResult {
  // V8's default heap growth is kept: gate-files.ts's sooner collection of the old generation saved
  // ~10 MiB here at 100,000 benchmarks x 10 runs, for ~12% more CPU time.
  const facts = inputFacts(runPaths);
  // --from names the runs' format; the baseline is the file promote itself wrote (or any format).
  const previous = previousPath === undefined ? undefined : loadDocument(previousPath);
  const previousEntries = previous?.document.benchmarks;
  if (!facts.rereadable || runPaths.length === 0 || (previousEntries && hasMetrics(previousEntries))) return promoteDocuments(previous, runPaths, settings, provenance);
  const collected = new PromotionRuns(settings.options);
  const runs = readRunsOneByOne(runPaths, { from: settings.from, parseOptions: settings.parseOptions, against: previousEntries, add: (run) => collected.add(run) });
  return runs === undefined ? promoteDocuments(previous, runPaths, settings, provenance) : promoteCollected(previous, collected, runs, settings.options, provenance());
}
