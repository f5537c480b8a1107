import type { Direction, SourcedDocument } from './model.js';
export interface Series {
    name: string;
    unit: string;
    direction: Direction;
    values: number[];
    /** Each run's `samples` (in `unit`; empty when the run has none), in the order of `values`. */
    samples: number[][];
    /** Set when the benchmark failed in a run: the first failure's file and error. */
    failure?: {
        source: string;
        error: string;
    };
}
export type DirectionOverrides = (name: string) => Direction | undefined;
/**
 * Converts `value` from `from` into `to` when both are the same kind of unit (ms and us, us/op and
 * ns/op, ops/ms and ops/s: convertUnit); undefined otherwise.
 */
export declare function sameUnitValue(value: number, from: string, to: string): number | undefined;
/**
 * An entry's `samples` converted to `unit`, when there are at least two and all of them could be a
 * gated value (positive and finite); otherwise none, since statistics on them would mean nothing.
 */
/** Why an entry's samples cannot be used ("samples[3] is 0"), or undefined when they can (or there are none). */
export declare function unusableSampleReason(samples: unknown): string | undefined;
export declare function usableSamples(samples: unknown, from: string, to: string): number[];
/**
 * Collects runs one at a time, so that a front end can let each run's document go once it is added
 * (at 100,000 benchmarks x 10 runs the documents are most of the heap). collectRuns adds them all.
 */
export declare class RunCollector {
    private readonly directionOf;
    readonly series: Map<string, Series>;
    /** The series of each entry of the first run: a later run in the same order needs no lookup by name. */
    private readonly order;
    /** The config's direction for each series of `order`, asked once (in the first run) rather than per run. */
    private readonly overrides;
    private first;
    constructor(directionOf: DirectionOverrides);
    /** Adds a run's values; throws InputError when it is not of the same suite as the first. */
    add(run: SourcedDocument): void;
}
/**
 * The runs' values per benchmark, in the first run's order. The runs must be of one suite: the same
 * benchmark names in each, and each benchmark with one kind of unit and one direction.
 */
export declare function collectRuns(runs: readonly SourcedDocument[], directionOf: DirectionOverrides): Map<string, Series>;
