/**
 * The JSON bench-gate writes: the report object itself (schemas/report-v1.schema.json) or a benchmark
 * document (convert, merge, promote), pretty-printed, with what printable() escapes written as JSON
 * escapes (printableJson): the same JSON once parsed, and safe on a terminal (`--format json`, convert
 * to stdout) or in a log that shows the file.
 */
import type { BenchmarkDocument } from '../core/model.js';
import type { Report } from '../core/report.js';
export declare function renderJson(report: Report | BenchmarkDocument): string;
/**
 * renderJson(report) in pieces, whose concatenation is byte for byte the same: the report of 100,000
 * benchmarks is ~60 MB of JSON, and writing it as one string (and one Buffer of it for the write)
 * doubled the peak memory of the comparison. Each top-level property is written by JSON.stringify
 * of an object holding only it, so it comes out at its depth with its indentation; a list (the
 * benchmarks) is written that way `batch` entries at a time, and the pieces are cut out of each
 * text at the places JSON.stringify's own layout puts them. Any JSON object is written the same
 * way: promote writes the new baseline (~40 MB at 100,000 benchmarks with their samples) with it.
 */
export declare function renderJsonChunks(report: Report | BenchmarkDocument, batch?: number): Generator<string>;
