import type { BenchmarkResult, Report } from '../core/report.js';
export interface TextOptions {
    color: boolean;
}
export declare function renderText(report: Report, options: TextOptions): string;
/**
 * renderText(report) in pieces, whose concatenation is byte for byte the same: the verdict and the
 * lines under it, the table `rowsPerPiece` rows at a time, then the rest. The table of 10,000 go test
 * benchmarks (30,000 rows with B/op and allocs/op) is ~3 MB of text; held whole, with its lines and
 * the Buffer written from it, it came on top of everything the gate had made, at the peak of the
 * comparison's memory.
 */
export declare function renderTextChunks(report: Report, options: TextOptions, rowsPerPiece?: number): Generator<string>;
/** Errors of failed benchmarks, reasons of protected ones, hints for missing ones and improvements; `ordered`: the table's rows. */
export declare function notes(report: Report, ordered: readonly BenchmarkResult[]): string[];
