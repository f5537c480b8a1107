/**
 * The in-memory shape of a schema_version 1 benchmark document (schemas/benchmark-v1.schema.json).
 * Unknown fields are kept on purpose: real files carry tool-specific data (perf counters, opt stats)
 * that must survive a round trip through convert/promote.
 */
export type Direction = 'higher' | 'lower';
/**
 * One more measure of a benchmark (B/op, allocs/op, p99, instructions), under `metrics` by name. Unlike
 * the gated value it may be 0: `0 allocs/op` is what the best code reports.
 */
export interface Metric {
    value: number;
    /** The metric's name when absent. */
    unit?: string;
    direction?: Direction;
    samples?: number[];
}
export interface BenchmarkEntry {
    name: string;
    /** Explicit gated value; wins over ops_per_sec and time_ms. */
    value?: number;
    unit?: string;
    direction?: Direction;
    ops_per_sec?: number;
    time_ms?: number;
    iterations?: number;
    /** Raw per-iteration or per-run values behind `value`, in the same unit. */
    samples?: number[];
    success?: boolean;
    error?: string | null;
    /** More measures by name; a bare number or null is the shape older adapters wrote (kept, never compared). */
    metrics?: Record<string, Metric | number | null>;
    [extra: string]: unknown;
}
export interface ToolInfo {
    name: string;
    version?: string;
    [extra: string]: unknown;
}
export interface Environment {
    cpu_model?: string;
    cpu_count?: number;
    os?: string;
    arch?: string;
    runtime?: string;
    [extra: string]: unknown;
}
/** Where one run file of an interleaved A/B (`bench-diff ab`) sits: its side, its round, and whether it ran first or second in the round. */
export interface AbPlace {
    side: 'base' | 'head';
    round: number;
    order: 1 | 2;
    seed: number;
}
export interface Metadata {
    commit?: string;
    branch?: string;
    timestamp?: string;
    tool?: ToolInfo;
    environment?: Environment;
    ab?: AbPlace;
    [extra: string]: unknown;
}
export interface BenchmarkDocument {
    schema_version: 1;
    benchmarks: BenchmarkEntry[];
    metadata?: Metadata;
    [extra: string]: unknown;
}
/** A document together with where it came from, so every error can name the file. */
export interface SourcedDocument {
    source: string;
    document: BenchmarkDocument;
    /**
     * What its format found misleading in how the input was left (criterion's folder holding results
     * of an earlier cargo bench): one line each, for the report's warnings (runGate) or, for commands
     * without a report, the terminal (readWarnings).
     */
    warnings?: readonly string[];
    /**
     * Set when the document is a history's baseline (history/baseline.ts), not a file: advice that
     * names `bench-diff promote` cannot help there, since the history's entries keep what they recorded.
     */
    fromHistory?: true;
}
/** The read warnings of `documents`, each once (a baseline and its runs may be the same folder). */
export declare function readWarnings(documents: ReadonlyArray<SourcedDocument | undefined>): string[];
