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
import { dispersion, type Dispersion } from './dispersion.js';

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
export function observationsOf(series: Series, baselineValue: number, baselineSamples: readonly number[]): Observations {
  return observationsFrom(series.values, series.samples[0], baselineValue, baselineSamples);
}

/**
 * observationsOf from the parts it reads: the runs' values, the first run's usable samples (read
 * only with a single run) and the baseline's, all in one unit.
 */
export function observationsFrom(values: readonly number[], firstRunSamples: readonly number[] | undefined, baselineValue: number, baselineSamples: readonly number[]): Observations {
  // One object literal of one shape (no spreads): the gate makes one per compared benchmark and metric.
  const fromSamples = baselineSamples.length >= 2;
  const baseline = fromSamples ? baselineSamples : [baselineValue];
  const baselineOf = fromSamples ? 'samples' : 'value';
  if (values.length >= 2) return { baseline, baselineOf, current: values, currentOf: 'runs' };
  const samples = firstRunSamples ?? [];
  if (samples.length >= 2) return { baseline, baselineOf, current: samples, currentOf: 'samples' };
  return { baseline, baselineOf, current: values, currentOf: 'value' };
}

/** The current side's observations for a benchmark without a baseline to compare with (new). */
export function currentObservations(series: Series): { values: number[]; of: 'runs' | 'samples' } | undefined {
  if (series.values.length >= 2) return { values: series.values, of: 'runs' };
  const samples = series.samples[0] ?? [];
  return samples.length >= 2 ? { values: samples, of: 'samples' } : undefined;
}

export interface NoiseOf {
  baseline?: Dispersion;
  current?: Dispersion;
}

export function noiseOf(obs: Observations): NoiseOf | undefined {
  const noise: NoiseOf = {};
  const base = obs.baselineOf === 'samples' ? dispersion(obs.baseline, 'samples') : undefined;
  const current = obs.currentOf === 'value' ? undefined : dispersion(obs.current, obs.currentOf);
  if (base) noise.baseline = base;
  if (current) noise.current = current;
  return base || current ? noise : undefined;
}

/** The larger CV of the two sides, in percent: what is compared with the threshold. */
export function noisePct(noise: NoiseOf | undefined): number | undefined {
  if (!noise) return undefined;
  // Without an array: this is asked for every row, by the decision and by every rendering.
  const base = noise.baseline?.cv_pct;
  const current = noise.current?.cv_pct;
  if (base === undefined || current === undefined) return base ?? current;
  return Math.max(base, current);
}
