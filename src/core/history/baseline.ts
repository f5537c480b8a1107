/**
 * The gate's baseline taken from a history (`--history`, the Action's `history` input): for each
 * benchmark, the base branch's entries up to the base commit, since the benchmark's last change
 * point, at most `window` of them, with every run value of those commits as its samples, so that
 * `--method stats` compares dozens of values instead of a promoted baseline's three to five.
 *
 * The baseline value (what the threshold rule compares with) is the median of the per-commit points
 * (each commit's runs aggregated as the gate aggregates the current runs): one lucky commit does not
 * set it, as the best of all the window's values would.
 *
 * Pure: the entries are read by the front end.
 */
import { aggregate, median, type Aggregate } from '../aggregate.js';
import type { BenchmarkDocument, BenchmarkEntry, SourcedDocument } from '../model.js';
import type { HistoryBaselineInfo, Report, TrendPoint } from '../report.js';
import { benchmarkSeries, DEFAULT_DETECT_OPTIONS, seriesChangePoints, type DetectOptions } from './detect.js';
import type { HistoryEntry } from './entry.js';

export const DEFAULT_HISTORY_WINDOW = 30;
/** How many commits before the base the change-point search looks at, in windows. */
const SEARCH_WINDOWS = 3;

export interface HistoryBaseline {
  baseline: SourcedDocument;
  info: HistoryBaselineInfo;
  trends: Map<string, TrendPoint[]>;
  warnings: string[];
}

export interface HistoryBaselineOptions {
  branch: string;
  /** The commit the pull request is based on; absent: the newest entry. */
  baseCommit?: string;
  /** The index (into the entries) of the base commit's newest recorded ancestor, when the front end found one (git, or GitHub). */
  ancestorIndex?: number;
  /**
   * Without ancestorIndex: why the front end did not find the ancestor, as a clause ("git does not place
   * it" when absent), and what would let it (a sentence), for the warning.
   */
  unplaced?: { why: string; advice?: string };
  window: number;
  aggregate: Aggregate;
  source: string;
  detect?: DetectOptions;
}

/** The position of the base commit in the entries: the exact commit (full or abbreviated SHA), else undefined. */
export function baseCommitIndex(entries: readonly HistoryEntry[], baseCommit: string): number | undefined {
  for (let i = entries.length - 1; i >= 0; i--) {
    const c = entries[i]!.commit;
    if (c === baseCommit || (baseCommit.length >= 7 && (c.startsWith(baseCommit) || baseCommit.startsWith(c)) && c.length >= 7)) return i;
  }
  return undefined;
}

/**
 * Each recorded commit's place in the entries (its index: higher was recorded later), for the front
 * ends' search for the base commit's newest recorded ancestor, whose answer is that index (ancestorIndex).
 */
export function recordedPlaces(entries: readonly HistoryEntry[]): Map<string, number> {
  return new Map(entries.map((e, i) => [e.commit, i]));
}

/**
 * The last entry the baseline may use: the base commit, or (when the store does not hold it) the
 * newest recorded ancestor the front end found, or the newest entry, with a warning.
 */
function lastUsable(entries: readonly HistoryEntry[], options: HistoryBaselineOptions, warnings: string[]): number {
  if (options.baseCommit === undefined) return entries.length - 1;
  const exact = baseCommitIndex(entries, options.baseCommit);
  if (exact !== undefined) return exact;
  if (options.ancestorIndex !== undefined) {
    warnings.push(`the history has no entry for the base commit ${options.baseCommit}; the baseline ends at its newest recorded ancestor ${entries[options.ancestorIndex]!.commit}`);
    return options.ancestorIndex;
  }
  const why = options.unplaced?.why ?? 'git does not place it';
  const advice = options.unplaced?.advice === undefined ? '' : `. ${options.unplaced.advice}`;
  warnings.push(`the history has no entry for the base commit ${options.baseCommit} and ${why}; the baseline ends at the newest entry ${entries[entries.length - 1]!.commit}, which may come after the base commit${advice}`);
  return entries.length - 1;
}

/** The baseline from the entries of one branch (oldest first); undefined when there is none to use. */
export function historyBaseline(entries: readonly HistoryEntry[], options: HistoryBaselineOptions): HistoryBaseline | undefined {
  if (entries.length === 0) return undefined;
  const warnings: string[] = [];
  const last = lastUsable(entries, options, warnings);
  const searchFrom = Math.max(0, last + 1 - options.window * SEARCH_WINDOWS);
  const usable = entries.slice(searchFrom, last + 1);
  const detect = options.detect ?? DEFAULT_DETECT_OPTIONS;
  const benchmarks: BenchmarkEntry[] = [];
  const trends = new Map<string, TrendPoint[]>();
  const used = new Set<number>();
  const maps = new Map<number, Map<string, HistoryEntry['benchmarks'][number]>>();
  const byName = (index: number): Map<string, HistoryEntry['benchmarks'][number]> => {
    let map = maps.get(index);
    if (!map) maps.set(index, (map = new Map(usable[index]!.benchmarks.map((b) => [b.name, b]))));
    return map;
  };
  for (const s of benchmarkSeries(usable)) {
    // A benchmark no longer in the last window's entries was removed: it is not in the baseline.
    if (s.entries[s.entries.length - 1]! < usable.length - options.window) continue;
    const changes = seriesChangePoints(s.points, s.name, detect);
    const since = changes.length > 0 ? changes[changes.length - 1]!.index : 0;
    const from = Math.max(since, s.points.length - options.window);
    const samples: number[] = [];
    const points: number[] = [];
    for (let i = from; i < s.points.length; i++) {
      const index = s.entries[i]!;
      used.add(index);
      const b = byName(index).get(s.name)!;
      // The values in the series' unit: the point was converted, so scale the values alike.
      const scale = s.points[i]! / aggregate(b.values, 'best', b.direction);
      for (const v of b.values) samples.push(v * scale);
      points.push(aggregate(b.values, options.aggregate, b.direction) * scale);
    }
    benchmarks.push({ name: s.name, value: median(points), unit: s.unit, direction: s.direction, samples });
    const trend: TrendPoint[] = [];
    for (let i = Math.max(0, s.points.length - options.window); i < s.points.length; i++) trend.push({ commit: usable[s.entries[i]!]!.commit, value: s.points[i]! });
    trends.set(s.name, trend);
  }
  if (benchmarks.length === 0) return undefined;
  const indices = [...used].sort((a, b) => a - b);
  const info: HistoryBaselineInfo = {
    branch: options.branch,
    from_commit: usable[indices[0]!]!.commit,
    to_commit: usable[usable.length - 1]!.commit,
    commits: indices.length,
    window: options.window,
  };
  if (options.baseCommit !== undefined && info.to_commit !== options.baseCommit && baseCommitIndex(entries, options.baseCommit) === undefined) info.base_commit = options.baseCommit;
  const newest = usable[usable.length - 1]!;
  // samples_of: the samples are run values, as a promoted baseline's (stats/observations.ts); not in the report, which copies only the metadata.
  const document: BenchmarkDocument = {
    schema_version: 1,
    benchmarks,
    metadata: { commit: newest.commit, branch: options.branch, timestamp: newest.date, ...(newest.environment ? { environment: newest.environment } : {}) },
    samples_of: 'runs',
  };
  return { baseline: { source: options.source, document, fromHistory: true }, info, trends, warnings };
}

/** The report with the history named, its warnings, and each regressed benchmark's recent trend. */
export function withHistory(report: Report, history: HistoryBaseline): Report {
  report.baseline.history = history.info;
  for (const w of history.warnings) report.warnings.push(w);
  for (const r of report.benchmarks) {
    const trend = history.trends.get(r.name);
    if (r.status === 'regressed' && trend && trend.length > 0) r.trend = trend;
  }
  return report;
}
