/**
 * The Markdown rendering for PR comments and job summaries: the verdict first, then what changed
 * (regressions first), the geomean, protected / new / missing sections and the unchanged rows folded
 * away. The Action builds its size-limited comment from the same pieces.
 *
 * Every line is `Markdown` (markdown-escape.ts): whatever comes from the report, names, units, dates,
 * notes and even the numbers, passes `codeSpan` or `escapeText` on its way in.
 */
import type { BenchmarkResult, Report, Status } from '../core/report.js';
import { type Markdown } from './markdown-escape.js';
export declare const STATUS_ICON: Record<Status, Markdown>;
export interface MarkdownOptions {
    /** How to show unchanged rows: folded in <details> (default) or left out with a count. */
    unchanged?: 'collapsed' | 'omitted';
    /** Leave out protected, new and missing detail sections beyond their counts (size-limited comments). */
    compact?: boolean;
    /** Show at most this many rows of the changed table, then say how many were left out (size-limited comments). */
    maxChangedRows?: number;
    /** Where left-out details can be read; default "the job summary". */
    detailsIn?: string;
}
export declare function verdictLine(report: Report): Markdown;
/**
 * The notices under the verdict: acceptance first, then every warning, each its own alert block. The
 * acceptance note only on an accepted verdict: a report that says "pass" or "fail" while naming who
 * accepted it is contradicting itself, and its note is not shown.
 */
export declare function alerts(report: Report): Markdown[];
export declare function table(rows: readonly BenchmarkResult[], extraHeader: Markdown[], extra: (r: BenchmarkResult) => Markdown[]): Markdown[];
export declare function unchangedSection(rows: BenchmarkResult[], mode: 'collapsed' | 'omitted', detailsIn?: string, noise?: boolean): Markdown[];
/** Spread, interval and p-value behind the rows that need explaining, as a list. */
export declare function noiseSection(report: Report): Markdown[];
/** The report as Markdown. */
export declare function renderMarkdown(report: Report, options?: MarkdownOptions): Markdown;
