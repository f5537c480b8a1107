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
import { type Aggregate } from '../aggregate.js';
import type { SourcedDocument } from '../model.js';
import type { HistoryBaselineInfo, Report, TrendPoint } from '../report.js';
import { type DetectOptions } from './detect.js';
import type { HistoryEntry } from './entry.js';
export declare const DEFAULT_HISTORY_WINDOW = 30;
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
    /** The index (into the entries) of the base commit's newest recorded ancestor, when the front end found one with git. */
    ancestorIndex?: number;
    window: number;
    aggregate: Aggregate;
    source: string;
    detect?: DetectOptions;
}
/** The position of the base commit in the entries: the exact commit (full or abbreviated SHA), else undefined. */
export declare function baseCommitIndex(entries: readonly HistoryEntry[], baseCommit: string): number | undefined;
/** The baseline from the entries of one branch (oldest first); undefined when there is none to use. */
export declare function historyBaseline(entries: readonly HistoryEntry[], options: HistoryBaselineOptions): HistoryBaseline | undefined;
/** The report with the history named, its warnings, and each regressed benchmark's recent trend. */
export declare function withHistory(report: Report, history: HistoryBaseline): Report;
/** "main, 30 commits abc1234..def5678" */
export declare function describeHistoryBaseline(info: HistoryBaselineInfo): string;
