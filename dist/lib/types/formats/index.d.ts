import type { BenchmarkDocument } from '../core/model.js';
import type { FormatAdapter, FormatInput, ParseOptions } from './types.js';
/** Every format, bench-gate's own first. */
export declare function formats(): readonly FormatAdapter[];
export declare function formatIds(): string[];
export declare function findFormat(id: string, where?: string): FormatAdapter;
/** The one format that recognises the input; an error when none or several do. */
export declare function detectFormat(input: FormatInput, registry?: () => readonly FormatAdapter[]): FormatAdapter;
/** How to get what bench-gate reads of JMH. */
export declare const JMH_JSON_HINT = "Run JMH with -rf json -rff FILE (java -jar benchmarks.jar -rf json -rff jmh-result.json) and give that file";
/**
 * Whether `text` is JMH's console output: a run's log (`# JMH version: 1.37` above each benchmark) or
 * its summary table (`Benchmark  (size)  Mode  Cnt  Score  Error  Units`). Only lines that begin
 * `# JMH version: ` or `Benchmark ` are looked at, each as far as JMH_HEADER_LENGTH: linear in the text.
 */
export declare function isJmhTextLog(text: string): boolean;
/**
 * The format a baseline is read in: bench-gate's own when it is in it, whatever `from` names (the
 * runs' format), else `from`. A baseline that promote wrote then compares with runs of any tool, and
 * a tool's own output given as the baseline (old.txt against new.txt) is read as the runs are.
 */
export declare function baselineFrom(input: FormatInput, from: string): string;
/**
 * Converts an input into a validated schema v1 document. Adapters' output is validated too, so that
 * every path into the gate goes through the same checks.
 */
export declare function parseInput(input: FormatInput, from: string, options?: ParseOptions): BenchmarkDocument;
