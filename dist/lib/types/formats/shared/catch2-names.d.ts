/**
 * Catch2's benchmark names, for both of its reporters (XML: catch2.ts, console: catch2-console.ts):
 * a name is only unique within its test case and sections, so a repeated one is qualified by them.
 */
import type { BenchmarkEntry } from '../../core/model.js';
/** One benchmark as a reporter found it: its own name, the test case and sections it is in, where. */
export interface Catch2Benchmark {
    name: string;
    path: string[];
    line: number;
    entry: BenchmarkEntry;
}
/** Unique names: the bare name where it is unique, else qualified by test case and sections. */
export declare function catch2Names(found: Catch2Benchmark[]): BenchmarkEntry[];
