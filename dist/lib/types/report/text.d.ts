/**
 * The terminal rendering: a verdict line, an aligned table, the geomean line, then notes. Colour is
 * the caller's decision (a TTY without NO_COLOR); the layout is the same either way.
 */
import type { Report } from '../core/report.js';
export interface TextOptions {
    color: boolean;
}
export declare function renderText(report: Report, options: TextOptions): string;
/** Errors of failed benchmarks, reasons of protected ones, hints for missing ones and improvements. */
export declare function notes(report: Report): string[];
