import type { DecisionContext, DecisionMethod } from './decision/method.js';
import { type GateOptions } from './gate-options.js';
import { type MetricKind, type MetricRule } from './metric-rules.js';
import type { BenchmarkEntry, Direction } from './model.js';
import type { BenchmarkResult, GeomeanResult } from './report.js';
import { type BaselineSamples } from './stats/observations.js';
/** A compared benchmark whose metrics are to be compared: its primary row and its entries. */
export interface MetricPair {
    primary: BenchmarkResult;
    baseline: BenchmarkEntry;
    /** The benchmark's entry in each run, in run order. */
    runs: readonly BenchmarkEntry[];
}
export interface MetricGeomean extends GeomeanResult {
    /** Whether this geomean can fail the verdict. */
    gated: boolean;
}
export interface MetricComparison {
    /** The metric rows of each pair's benchmark (undefined for none), in the order of the pairs. */
    rows: Array<BenchmarkResult[] | undefined>;
    geomeans: Record<string, MetricGeomean>;
    warnings: string[];
}
interface ReadMetric {
    value: number;
    unit: string;
    direction: Direction | undefined;
    samples: readonly number[];
}
/** The metric as the new shape has it; a bare number (the older shape) or a bad value is not compared. */
export declare function readMetric(entry: BenchmarkEntry, name: string): ReadMetric | undefined;
/** Whether any entry of these carries a metric in the new (object) shape: else nothing here runs. */
export declare function hasMetrics(entries: readonly BenchmarkEntry[]): boolean;
/** Which way is better for a metric of this kind by its unit alone: the unit's way, else lower for a count; undefined when neither says. */
export declare function inferredMetricDirection(kind: MetricKind, unit: string): Direction | undefined;
/**
 * Which way is better for a metric (README, "Metrics"), the one rule the gate and promote follow:
 * its rule's `direction` (the config), else the `direction` the file gives it, else `inferred`
 * (inferredMetricDirection, kept per name and unit by MetricFacts, which the gate and promote share).
 */
export declare function metricDirection(configured: MetricRule | undefined, own: Direction | undefined, inferred: () => Direction | undefined): Direction | undefined;
export declare class MetricFacts {
    private readonly rules;
    private readonly known;
    constructor(rules: Readonly<Record<string, MetricRule>>);
    /** The config's rule for metric `name`, if it has one. */
    rule(name: string): MetricRule | undefined;
    of(name: string, unit: string): {
        kind: MetricKind;
        direction: Direction | undefined;
    };
    /** Which way is better for metric `name` given as `own` (the file's direction, if any) in `unit`: metricDirection. */
    directionOf(name: string, own: Direction | undefined, unit: string): Direction | undefined;
    direction(name: string, m: ReadMetric): Direction | undefined;
}
/** Adds `benchmark` to the list of `metric` (the metric gate's and promote's notes of metrics left out). */
export declare function note(map: Map<string, string[]>, metric: string, benchmark: string): void;
/** "1 benchmark (q)", "3 benchmarks (a, b, c)", "12 benchmarks (a, b, c, ...)": the metric gate's and promote's warnings. */
export declare function benchmarksNamed(names: readonly string[]): string;
/**
 * How far apart two counts of one deterministic program may be and still be the same count: 0.001%.
 * Valgrind's instruction counts of one program differ between runs by a few dozen instructions in a
 * hundred million (docs/decision-quality.md, "Instruction counts"): exact
 * in every sense that matters, but not identical. Allocation counts are identical, so this changes
 * nothing for them: a change of one byte in 100 kB is beyond it.
 */
export declare const COUNT_TOLERANCE = 0.00001;
/** Every value within COUNT_TOLERANCE of the smallest. */
export declare function withinTolerance(values: readonly number[]): boolean;
/** An exact row, by the threshold rule alone; two counts that agree within their tolerance are the same count. */
export declare function decideExact(row: BenchmarkResult, count: boolean): void;
/**
 * Compares every chosen metric of every pair and decides them: `method` per metric (its own family,
 * its own geomean), the deterministic and zero rows by the rules above.
 */
export declare function compareMetrics(pairs: readonly MetricPair[], options: GateOptions, method: DecisionMethod, context: DecisionContext, baselineSamples?: BaselineSamples): MetricComparison;
export {};
