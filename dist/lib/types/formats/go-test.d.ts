import type { FormatAdapter } from './types.js';
/** `BenchmarkFoo/x-8` -> base `BenchmarkFoo/x`, procs 8. Go prints no suffix when GOMAXPROCS is 1. */
export declare function splitProcs(name: string): {
    base: string;
    procs: number;
};
export declare const goTest: FormatAdapter;
