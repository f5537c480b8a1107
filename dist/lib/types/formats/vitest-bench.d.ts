import type { FormatAdapter } from './types.js';
/**
 * Names for test files given by absolute path (vitest 5 writes no project root): each file by its
 * basename (`validate.bench.ts`), and files that share a basename by the shortest end of their path that
 * no other of them has (`router/parse.bench.ts`, `query/parse.bench.ts`), as editors label tabs. A file's
 * name depends only on the files of its basename in the report, and distinct paths get distinct names.
 * The end a path needs is one component more than it shares with any other path; sorted by their
 * components read from the end, the path sharing the most with it is a neighbour, so this costs a sort.
 */
export declare function shortFileNames(paths: readonly string[]): string[];
export declare const vitestBench: FormatAdapter;
