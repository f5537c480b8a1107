import type { Report } from '../core/report.js';
export interface TextOptions {
    color: boolean;
}
export declare function renderText(report: Report, options: TextOptions): string;
/** Errors of failed benchmarks, reasons of protected ones, hints for missing ones and improvements. */
export declare function notes(report: Report): string[];
