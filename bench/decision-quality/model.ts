/**
 * Synthetic suites like real ones: per-benchmark log-normal noise with CVs spread log-uniformly over
 * a range, some bimodal benchmarks (each run lands in one of two modes), and occasional disturbed
 * runs that slow the whole suite at once (a noisy neighbour on a CI machine).
 */
import type { BenchmarkEntry, SourcedDocument } from '../../src/core/model.js';
import { normal, type Random } from '../../src/core/stats/random.js';

export interface ModelParams {
  benchmarks: number;
  cvMin: number;
  cvMax: number;
  /** Share of benchmarks that are bimodal, and the chance of a run landing in the second mode. */
  bimodalShare: number;
  bimodalChance: number;
  /** Chance that a run is disturbed, and how much slower (uniform between the two) it then is. */
  disturbedChance: number;
  disturbedSlowdown: [number, number];
}

export const TARGET_SUITE: ModelParams = {
  benchmarks: 13,
  cvMin: 0.005,
  cvMax: 0.12,
  bimodalShare: 0.15,
  bimodalChance: 0.3,
  disturbedChance: 0.03,
  disturbedSlowdown: [0.05, 0.2],
};

export const LARGE_SUITE: ModelParams = { ...TARGET_SUITE, benchmarks: 100, cvMax: 0.15 };

export interface BenchmarkModel {
  name: string;
  /** The CV of its log-normal noise (before modes and disturbances). */
  cv: number;
  direction: 'higher' | 'lower';
  typical: number;
  /** Relative offset of the second mode (0 when unimodal). */
  mode: number;
}

export interface Suite {
  params: ModelParams;
  benchmarks: BenchmarkModel[];
}

export function makeSuite(params: ModelParams, random: Random): Suite {
  const benchmarks = Array.from({ length: params.benchmarks }, (_, i): BenchmarkModel => {
    const cv = params.cvMin * (params.cvMax / params.cvMin) ** random();
    const bimodal = random() < params.bimodalShare;
    return {
      name: `bench${String(i).padStart(3, '0')}`,
      cv,
      direction: i % 2 === 0 ? 'higher' : 'lower',
      typical: 10 ** (2 + 4 * random()),
      mode: bimodal ? (random() < 0.5 ? -1 : 1) * (1.5 + 1.5 * random()) * cv : 0,
    };
  });
  return { params, benchmarks };
}

/** Normalised slowdowns to inject, per benchmark index: 0.2 makes its ratio 0.8. */
export type Injection = ReadonlyMap<number, number>;

/** The "goodness" factor of one run of one benchmark: > 1 better. */
function factor(b: BenchmarkModel, disturbed: number, bimodalChance: number, random: Random): number {
  const sigma = Math.sqrt(Math.log(1 + b.cv * b.cv));
  const mode = b.mode !== 0 && random() < bimodalChance ? 1 + b.mode : 1;
  return Math.exp(sigma * normal(random)) * mode * (1 - disturbed);
}

/** Plain values of one run: per benchmark, in its own unit and direction. */
export function runValues(suite: Suite, random: Random, injection?: Injection): number[] {
  const p = suite.params;
  const disturbed = random() < p.disturbedChance ? p.disturbedSlowdown[0] + (p.disturbedSlowdown[1] - p.disturbedSlowdown[0]) * random() : 0;
  return suite.benchmarks.map((b, i) => {
    const goodness = factor(b, disturbed, p.bimodalChance, random) * (1 - (injection?.get(i) ?? 0));
    return b.direction === 'higher' ? b.typical * goodness : b.typical / goodness;
  });
}

export function entry(b: { name: string; direction: 'higher' | 'lower' }, value: number): BenchmarkEntry {
  return b.direction === 'higher' ? { name: b.name, ops_per_sec: value } : { name: b.name, time_ms: value };
}

export function runDocument(benchmarks: ReadonlyArray<{ name: string; direction: 'higher' | 'lower' }>, values: readonly number[], source: string): SourcedDocument {
  return { source, document: { schema_version: 1, benchmarks: benchmarks.map((b, i) => entry(b, values[i]!)) } };
}
