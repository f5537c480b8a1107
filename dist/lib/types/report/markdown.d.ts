import type { BenchmarkResult, Report, Status } from '../core/report.js';
import { type Markdown } from './markdown-escape.js';
/** The rows of the table of changes, the first table of the report (and the one a size limit trims). */
export declare const CHANGED_STATUSES: readonly Status[];
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
export declare function table(rows: readonly BenchmarkResult[], extraHeader: Markdown[], extra: (r: BenchmarkResult) => Markdown[]): Markdown[];
/** The report as Markdown. */
export declare function renderMarkdown(report: Report, options?: MarkdownOptions): Markdown;
