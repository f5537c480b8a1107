/**
 * What Cachegrind's and Callgrind's output files share once read: the profiled command, the total
 * instruction count (`Ir`) and each function's own (self) `Ir`, and how that becomes one benchmark.
 *
 * One file profiles one run of one program, so it is one benchmark, named by its `cmd:` line. Its
 * value is the total `Ir` (instructions, lower is better), and so is its metric `Ir`: both follow the
 * count rule (core/count-primary.ts, core/metric-rules.ts), 0% when the count is the same in every
 * run (within 0.001%), else the benchmark threshold. The functions with the largest self cost (at
 * most TOP_FUNCTIONS, each at least MIN_SHARE of the total) are metrics `Ir <function>`: enough to
 * say where a change is, without a row for each of the thousand functions of the C library and the
 * dynamic loader that every profile holds. They are reported, not gated unless a config rule names
 * them (metric-rules.ts): moving work from one function to another changes two of them and not the
 * program's cost. A function that is in the top list on one side only is not compared (the gate's
 * warning says it left the top list); the total still is.
 */
import type { BenchmarkDocument } from '../../core/model.js';
export interface Profile {
    command: string | undefined;
    /** The `Ir` of the whole run: the `summary:` (or Callgrind's `totals:`) line. */
    total: number | undefined;
    /** Self `Ir` by function name, summed over the files and objects the name appears in. */
    functions: Map<string, number>;
    /** The tool and version, when the file names it (Callgrind's `creator:`). */
    creator?: string;
    /** The benchmark's name when the command is not one (iai-callgrind's, see callgrind.ts). */
    name?: string;
}
export declare const TOP_FUNCTIONS = 10;
export declare const MIN_SHARE = 0.01;
/** The column of `Ir` in an `events:` line, or an error naming the line when the profile has none. */
export declare function irColumn(path: string, line: number, events: string, tool: string): number;
/** A count as Valgrind writes it: a decimal integer (the spec allows no sign, no fraction). */
export declare function countOf(path: string, line: number, text: string): number;
export declare function addCost(functions: Map<string, number>, name: string, ir: number): void;
/** The functions worth a metric: the largest self costs, largest first (ties by name, so the order is stable). */
export declare function topFunctions(functions: ReadonlyMap<string, number>, total: number): Array<[string, number]>;
/** The benchmark document of one profile; `tool` names the format in errors and in the metadata. */
export declare function profileDocument(path: string, profile: Profile, tool: string): BenchmarkDocument;
/** The first lines of a text, for cheap detection. */
export declare function headLines(text: string, count: number): string[];
