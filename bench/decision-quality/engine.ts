/**
 * Runs pull requests through every configuration and counts verdicts. The same data go through every
 * configuration (a paired comparison): differences between them are not sampling luck.
 */
import { runGate } from '../../src/core/gate.js';
import type { Random } from '../../src/core/stats/random.js';
import { CONFIGS, type ConfigSpec, type Prepared } from './configs.js';
import { runDocument } from './model.js';
import { historyDocument } from './history.js';
import { promote } from './promote.js';
import { SCENARIOS } from './scenarios.js';

/** One project: a suite with its noise, its A/A runs, and a way to run pull requests. */
export interface Instance {
  benchmarks: Array<{ name: string; direction: 'higher' | 'lower' }>;
  /** What a person would call noisy (protected by hand), and which benchmarks have CV <= 3%. */
  noisy: boolean[];
  quiet: boolean[];
  aaRuns: number[][];
  /**
   * The base branch's recorded history of unchanged code: per commit, its N runs (as `history add`
   * records them). Absent: the instance has no history, and the history-fed configuration is not run.
   */
  history?(runs: number): number[][][];
  /** The N baseline runs and N current runs (with the slowdowns) of one pull request. */
  pullRequest(runs: number, injection: ReadonlyMap<number, number>): { baseline: number[][]; current: number[][] };
}

export interface Tally {
  n: number;
  fails: number;
  /** Single-benchmark scenarios: the regressed benchmark itself was flagged. */
  attributed: number;
  inconclusive: number;
}

export type Tallies = Record<string, Tally>;

export function key(scenario: string, config: string, bucket: string): string {
  return `${scenario}|${config}|${bucket}`;
}

function add(tallies: Tallies, k: string, fail: boolean, attributed: boolean, inconclusive: number): void {
  const t = (tallies[k] ??= { n: 0, fails: 0, attributed: 0, inconclusive: 0 });
  t.n++;
  if (fail) t.fails++;
  if (attributed) t.attributed++;
  t.inconclusive += inconclusive;
}

export function runInstance(instance: Instance, trials: number, runs: number, random: Random, tallies: Tallies, configs: readonly ConfigSpec[] = CONFIGS): void {
  const aaDocs = instance.aaRuns.map((r, i) => runDocument(instance.benchmarks, r, `aa${i}.json`));
  const ctx = { names: instance.benchmarks.map((b) => b.name), noisy: instance.noisy, aaDocs, runs };
  const history = instance.history?.(runs);
  const prepared: Array<{ spec: ConfigSpec; p: Prepared }> = configs.map((spec) => ({ spec, p: spec.prepare(ctx) })).filter(({ p }) => p.baselineFrom !== 'history' || history !== undefined);
  const aaBaselines = new Map(prepared.map(({ p }) => [p.baselineAggregate, promote(instance.benchmarks, instance.aaRuns, p.baselineAggregate)]));
  // The history does not change from one pull request to the next: its baseline is taken once.
  const historyBaselines = new Map(prepared.filter(({ p }) => p.baselineFrom === 'history').map(({ p }) => [p.baselineAggregate, historyDocument(instance.benchmarks, history!, p.baselineAggregate)]));
  for (let t = 0; t < trials; t++) {
    for (const scenario of SCENARIOS) {
      const { injection, target } = scenario.inject(instance.benchmarks.length, random);
      const pr = instance.pullRequest(runs, injection);
      const current = pr.current.map((r, i) => runDocument(instance.benchmarks, r, `run${i}.json`));
      for (const { spec, p } of prepared) {
        const baseline =
          p.baselineFrom === 'aa'
            ? aaBaselines.get(p.baselineAggregate)!
            : p.baselineFrom === 'history'
              ? historyBaselines.get(p.baselineAggregate)!
              : promote(instance.benchmarks, pr.baseline, p.baselineAggregate);
        const report = runGate(baseline, current, p.options, p.method);
        const fail = report.verdict === 'fail';
        const hit = target !== undefined && report.benchmarks.find((b) => b.name === instance.benchmarks[target]!.name)?.status === 'regressed';
        const inconclusive = report.summary.inconclusive;
        add(tallies, key(scenario.id, spec.id, 'all'), fail, hit, inconclusive);
        if (target !== undefined) add(tallies, key(scenario.id, spec.id, instance.quiet[target] ? 'quiet' : 'noisy'), fail, hit, inconclusive);
      }
    }
  }
}

export function mergeTallies(into: Tallies, from: Tallies): void {
  for (const [k, t] of Object.entries(from)) {
    const to = (into[k] ??= { n: 0, fails: 0, attributed: 0, inconclusive: 0 });
    to.n += t.n;
    to.fails += t.fails;
    to.attributed += t.attributed;
    to.inconclusive += t.inconclusive;
  }
}
