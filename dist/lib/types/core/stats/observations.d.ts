/**
 * Which observations the noise and the statistical tests use, per benchmark.
 *
 * Current side: the values of the N runs when there are two or more (one value per run: what the
 * gate compares, and independent of each other); with a single run, that run's `samples`.
 * Baseline side: the baseline entry's `samples` (what `bench-diff promote` keeps: the N run values
 * it was promoted from), else its single value.
 *
 * So with N >= 2 runs and a promoted baseline, both sides are run values: like is compared with like.
 * With one run and a tool's per-iteration samples on both sides, both sides are per-iteration.
 */
import type { Series } from '../runs.js';
import { type Dispersion } from './dispersion.js';
/**
 * The arrays are the series' and the baseline's own, shared and never copied (the gate makes one
 * Observations per compared benchmark and metric): nothing that reads them may change them.
 */
export interface Observations {
    baseline: readonly number[];
    baselineOf: 'samples' | 'value';
    current: readonly number[];
    currentOf: 'runs' | 'samples' | 'value';
}
/** `baselineSamples` must already be in the series' unit (see usableSamples). */
export declare function observationsOf(series: Series, baselineValue: number, baselineSamples: readonly number[]): Observations;
/**
 * observationsOf from the parts it reads: the runs' values, the first run's usable samples (read
 * only with a single run) and the baseline's, all in one unit.
 */
export declare function observationsFrom(values: readonly number[], firstRunSamples: readonly number[] | undefined, baselineValue: number, baselineSamples: readonly number[]): Observations;
/** The current side's observations for a benchmark without a baseline to compare with (new). */
export declare function currentObservations(series: Series): {
    values: number[];
    of: 'runs' | 'samples';
} | undefined;
export interface NoiseOf {
    baseline?: Dispersion;
    current?: Dispersion;
}
export declare function noiseOf(obs: Observations): NoiseOf | undefined;
/** The larger CV of the two sides, in percent: what is compared with the threshold. */
export declare function noisePct(noise: NoiseOf | undefined): number | undefined;
