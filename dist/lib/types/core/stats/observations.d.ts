/**
 * Which observations the noise and the statistical tests use, per benchmark.
 *
 * Current side: the values of the N runs when there are two or more (one value per run: what the
 * gate compares, and independent of each other); with a single run, that run's `samples`.
 * Baseline side: the baseline entry's `samples`, else its single value. What those samples are
 * depends on who wrote the baseline (baselineSamplesOf): `bench-diff promote` keeps the N run values
 * it was promoted from, and so do the baselines bench-gate builds from runs (a history's, an A/B's
 * base rounds); a tool's own export keeps one run's per-iteration samples.
 *
 * Like is compared with like. With N >= 2 runs and a baseline of run values, both sides are run
 * values. With one run and a tool's per-iteration samples on both sides, both sides are per-iteration.
 * With N >= 2 runs against a tool's export, the export's per-iteration samples are not observations of
 * what the runs' values are (a median of thousands of rounds varies far less than one round): they are
 * set aside and the runs are compared with the export's value, as the threshold rule does. The reverse,
 * one run's per-iteration samples against a baseline of run values, likewise: the run's samples are set
 * aside and its value is compared with the baseline's runs, whose spread is the noise of a run's value.
 */
import type { BenchmarkDocument } from '../model.js';
import type { Series } from '../runs.js';
import { type Dispersion } from './dispersion.js';
/**
 * What a baseline's `samples` are: the values of runs, one tool run's per-iteration samples, or not
 * known (a document in bench-gate's own format written by hand, without a marker), read as before: as
 * run values when compared with runs, as iterations when compared with one run's samples.
 */
export type BaselineSamples = 'runs' | 'iterations' | 'unknown';
/**
 * What the baseline's samples are, from the document: run values when `bench-diff promote` wrote it
 * (`metadata.promoted`); else what its top-level `samples_of` says (`runs`: the baselines bench-gate
 * builds from runs, a history's and an A/B's base rounds, say so; `iterations`); else per-iteration
 * when a tool wrote it (its adapter records `metadata.tool`, and `bench-diff convert` keeps it); else
 * unknown. `promoted` comes first: promote copies the first run's other fields, a `samples_of` among them.
 */
export declare function baselineSamplesOf(baseline: Pick<BenchmarkDocument, 'metadata'> & {
    samples_of?: unknown;
}): BaselineSamples;
/**
 * What a baseline's metrics' samples are: as baselineSamplesOf, but in a baseline `bench-diff promote`
 * wrote before it promoted metrics from the runs (`metadata.promoted` without `samples_of: "runs"`),
 * one run's iterations. Such a promote set each benchmark's samples to the runs' values and copied the
 * rest of the representative run's entry as it was, its metrics with their samples (tinybench's hz, one
 * per iteration) among them: read as run values, a metric that did not move took the iterations'
 * spread for the noise of a run's value and was inconclusive. Promote now writes each metric's samples
 * as the runs' values (promoted-metrics.ts) and marks the document `samples_of: "runs"`.
 */
export declare function metricSamplesOf(baseline: Pick<BenchmarkDocument, 'metadata'> & {
    samples_of?: unknown;
}): BaselineSamples;
/**
 * The arrays are the series' and the baseline's own, shared and never copied (the gate makes one
 * Observations per compared benchmark and metric): nothing that reads them may change them.
 */
export interface Observations {
    baseline: readonly number[];
    /**
     * How the baseline's observations are read: `runs`, its samples as run values (plain CV); `samples`,
     * its samples as per-iteration ones (robust CV); `value`, its value alone.
     */
    baselineOf: 'runs' | 'samples' | 'value';
    /** What the baseline's samples are known to be (baselineSamplesOf): only known run values are shown as runs. */
    baselineKind: BaselineSamples;
    /** Whether the baseline had per-iteration samples, set aside against the runs' values (only its value is compared). */
    baselineSamplesSetAside: boolean;
    current: readonly number[];
    currentOf: 'runs' | 'samples' | 'value';
    /** Whether the single run had per-iteration samples, set aside against a baseline of run values (only its value is compared). */
    currentSamplesSetAside: boolean;
}
/** `baselineSamples` must already be in the series' unit (see usableSamples); `kind` says what they are. */
export declare function observationsOf(series: Series, baselineValue: number, baselineSamples: readonly number[], kind?: BaselineSamples): Observations;
/**
 * observationsOf from the parts it reads: the runs' values, the first run's usable samples (read
 * only with a single run) and the baseline's, all in one unit.
 */
export declare function observationsFrom(values: readonly number[], firstRunSamples: readonly number[] | undefined, baselineValue: number, baselineSamples: readonly number[], kind?: BaselineSamples): Observations;
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
/**
 * How many compared benchmarks had a baseline of per-iteration samples set aside against the runs, and
 * what to do about it: one warning for the report, or undefined for none.
 */
export declare function setAsideWarning(observations: Iterable<Observations>): string | undefined;
/**
 * How many compared benchmarks had a single run's per-iteration samples set aside against a baseline
 * of run values, and what to do about it: one warning for the report, or undefined for none.
 */
export declare function singleRunWarning(observations: Iterable<Observations>): string | undefined;
/** The larger CV of the two sides, in percent: what is compared with the threshold. */
export declare function noisePct(noise: NoiseOf | undefined): number | undefined;
