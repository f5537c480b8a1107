/**
 * Results a Rust benchmark harness left in its folder by an earlier `cargo bench`: criterion and
 * iai-callgrind keep every benchmark's result until that benchmark runs again, so a renamed or
 * removed benchmark, or one a filter left out, keeps an old result, which a reader of the folder
 * would take for one that had just run. Found by the files' times.
 */
import { minOf } from '../../core/extent.js';
import type { BenchmarkEntry } from '../../core/model.js';
import type { DirectoryInput } from '../types.js';

/** One result of the folder: its entry, when its file was written, and how long measuring it takes. */
export interface WrittenResult {
  entry: BenchmarkEntry;
  /** The file's modification time (ms), when the folder can tell. */
  at: number | undefined;
  /** How long the benchmark itself takes to measure (ms): a gap that long after the one before it is not a gap between runs. */
  measuringMs: number;
}

/**
 * Between two results of one `cargo bench`, the harness warms the next benchmark up (criterion: 3 s
 * by default), measures it (criterion: its samples' total time, 5 s by default; iai-callgrind: its
 * run under Valgrind, which Gungraun records), analyses it and draws its plots; cargo may run another
 * bench target in between. A gap longer than this, beyond the next benchmark's own measuring time, is
 * taken for a gap between two runs: no single step of a run takes that long, while results left from
 * an earlier run are at least the time between two `cargo bench` apart (hours or days in CI, where a
 * cache of target/ brings them back). A long suite is long because it has many benchmarks, not long
 * gaps, so a fresh folder of any size is never warned about; nor is a fresh copy (git checkout and cp
 * give every file the time of the copy).
 */
const SAME_RUN_GAP_MS = 5 * 60 * 1000;

/** The results written before the last gap between runs (SAME_RUN_GAP_MS), oldest first; those of unknown time are left out. */
export function earlierRuns<T extends { at: number | undefined; measuringMs: number }>(written: readonly T[]): Array<T & { at: number }> {
  const known = written.filter((w): w is T & { at: number } => w.at !== undefined).sort((a, b) => a.at - b.at);
  for (let i = known.length - 1; i > 0; i--) {
    if (known[i]!.at - known[i - 1]!.at > known[i]!.measuringMs + SAME_RUN_GAP_MS) return known.slice(0, i);
  }
  return [];
}

/** A length of time as a person says it: "7 minutes", "5 hours", "3 days" (rounded down). */
function roughly(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const [n, unit] = minutes < 120 ? [minutes, 'minute'] : minutes < 48 * 60 ? [Math.floor(minutes / 60), 'hour'] : [Math.floor(minutes / (24 * 60)), 'day'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/**
 * Warns of results left by an earlier `cargo bench` (earlierRuns), in the folder's own warning.
 * `keeps`: what the harness keeps and why that misleads; `remedy`: how to compare only what ran.
 */
export function warnOfEarlierRuns(input: DirectoryInput, written: readonly WrittenResult[], keeps: string, remedy: string): void {
  if (input.warn === undefined) return;
  const earlier = earlierRuns(written);
  if (earlier.length === 0) return;
  const newestEarlier = earlier[earlier.length - 1]!.at;
  const rest = minOf(written.filter((w) => w.at !== undefined && w.at > newestEarlier).map((w) => w.at!));
  const names = earlier.slice(0, 3).map((w) => JSON.stringify(w.entry.name)).join(', ') + (earlier.length > 3 ? `, and ${earlier.length - 3} more` : '');
  input.warn(
    `${input.path}: ${earlier.length} of ${written.length} benchmarks (${names}) were last run more than ${roughly(rest - newestEarlier)} before the others, by an earlier cargo bench, and are read as if they had just run (${keeps}). To compare only what ran, ${remedy}`,
  );
}
