/**
 * The rule each metric of a benchmark is gated by (README, "Metrics"): the config's `metrics` entry
 * and `--metric-threshold` first, else a default by what the metric measures. Allocations and
 * instruction counts are deterministic, so when both sides show no noise any growth is a regression
 * (threshold 0%); latency percentiles, extremes (a single slowest request), garbage-collection counts,
 * rates a tool derives from the primary timings and Valgrind's simulated cache events are reported but
 * gated only when configured; so are a profile's per-function instruction counts and a program's CPU
 * times (user, system), which say where the time went rather than how much it was, and a runtime's
 * estimate of the heap's growth per iteration (mitata's `heap`), which moves by tens of percent;
 * every other metric is gated like the benchmark itself.
 */
import type { Aggregate } from './aggregate.js';
import type { Direction } from './model.js';
import { unitMemo } from './unit-memo.js';

/** What the config (`metrics`) and the flags say about one metric; unset fields keep the default. */
export interface MetricRule {
  threshold?: number;
  gate?: boolean;
  geomean?: boolean;
  /** The limit in percent of the metric's geomean (config only); unset: metricGeomeanLimit's default. */
  geomean_threshold?: number;
  /** Which way is better (config only): wins over the metric's own `direction` and its unit's. */
  direction?: Direction;
  /**
   * How the runs' values of the metric become one (config only), in the gate and in promote: wins over
   * the suite's aggregate (the config's and --aggregate), as a benchmark's own threshold does.
   */
  aggregate?: Aggregate;
}

/** The aggregate of metric rule `configured` in a suite aggregated by `suite`: its own, else the suite's. */
export function metricAggregate(configured: MetricRule | undefined, suite: Aggregate): Aggregate {
  return configured?.aggregate ?? suite;
}

/** The rule a compared metric row is decided under. */
export interface ResolvedMetricRule {
  threshold: number;
  gate: boolean;
  geomean: boolean;
}

export type MetricKind = 'count' | 'function' | 'cputime' | 'heap' | 'percentile' | 'extreme' | 'derived' | 'collections' | 'simulated' | 'other';

/**
 * One function's own (self) instruction count in a Valgrind profile, `Ir <function>` (formats/shared/
 * valgrind.ts): a count, exact like the total, but moving work from one function to another changes
 * two of them and not the program's cost, which the total (the benchmark's value and the metric `Ir`)
 * gates. Reported, and gated (as a count) only when a rule names it.
 */
const FUNCTION_COST = /^Ir \S/;
/**
 * A program's CPU time, as hyperfine (`time_user`, `time_system`, 2.x's `time_cpu`) and `run --measure
 * resources` (`user_time`, `system_time`) name it: the same runs' time again, split by where it was
 * spent, which the kernel accounts coarsely (GNU time to 10 ms) and hyperfine 1.x exports as a mean
 * alone, with no per-run values to tell its noise; the wall time, the benchmark's value, is gated.
 */
const CPU_TIME = /^(?:time_(?:user|system|cpu)|(?:user|system)_time)$/;

/**
 * The heap's growth per iteration as mitata 1.x measures it (`heap`, in B): an estimate from the
 * heap's size before and after the iterations, not a count of allocations. A benchmark that allocates
 * nothing averages a fraction of a byte (0.1 B in the real fixture) that moves by tens of percent from
 * run to run, far past an 8% limit.
 */
const HEAP = /^heap$/i;

/** Counts of things a program does the same way every run: bytes and allocations per op, instructions. */
const COUNT = /^(?:B|bytes|allocs|allocations)\/op$|^(?:bytes|allocs|allocations|allocated|instructions|Ir|gc\.alloc\.rate\.norm)$|alloc\.rate\.norm$|^(?:instructions|Ir)\b/i;
/**
 * Valgrind's event counts (as Callgrind, Cachegrind and iai-callgrind name them) that do not depend on
 * a simulation: memory reads and writes, their total, branches executed, system calls, bus events.
 */
const VALGRIND_COUNT = /^(?:Dr|Dw|TotalRW|Bc|Bi|SysCount|Ge)$/;
/**
 * Valgrind's simulated events: cache misses and hits, the cycles estimated from them, mispredicted
 * branches. Deterministic on one machine, but Valgrind sizes the simulated caches after the host's
 * CPU, so a baseline from one runner and a pull request's run on another differ with no change in
 * the code: reported, and gated only when configured.
 */
const SIMULATED = /^(?:I1mr|D1mr|D1mw|ILmr|DLmr|DLmw|ILdmr|DLdmr|DLdmw|L1hits|LLhits|RamHits|EstimatedCycles|Bcm|Bim|AcCost[12]|SpLoss[12])$/;
/** A latency percentile: p50, p99.9, latency_p95, "p90 latency". */
const PERCENTILE = /(?:^|[\s_-])p\d{1,2}(?:\.\d+)?(?:$|[\s_-])|percentile/i;
/**
 * Garbage collections per 1000 operations (BenchmarkDotNet's Gen0/Gen1/Gen2): when a collection runs
 * depends on the runtime's generation budget, which varies with the machine's cache size, and a
 * handful of collections moves by whole steps; the allocations behind them are gated instead.
 */
const COLLECTIONS = /^gen ?[012](?: collections)?$/i;
/** The slowest (or fastest) single observation, "latency max": one stalled request moves it. */
const EXTREME = /(?:^|[\s_-])(?:max|min)$/i;
/**
 * A rate the tool computes from the same timings as the benchmark's value (pytest-benchmark's `ops`,
 * tinybench's `hz`: 1 / mean): gating it again would gate the value twice, and its mean lets one
 * slow round fail it where the gated value (best or median) did not move.
 */
const DERIVED = /^(?:ops|hz)$/i;
/** Kinds that are reported, and gated only once a rule (config or flag) gives them a threshold. */
const REPORTED: ReadonlySet<MetricKind> = new Set(['function', 'cputime', 'heap', 'percentile', 'extreme', 'derived', 'collections', 'simulated']);

/** Whether metrics of this kind are counts of what a deterministic program does (the count rule: exact at 0%, lower is better). */
export function isCountKind(kind: MetricKind): boolean {
  return kind === 'count' || kind === 'function';
}

/**
 * Units of a benchmark's primary value that count what a deterministic program does: instructions
 * (Valgrind's `Ir`), allocations, bytes allocated per operation. Such a primary value follows the
 * count rule as its metrics do (core/count-primary.ts). A plain size in bytes is not among them: as a
 * benchmark's own value it is as often a peak RSS, which moves from run to run, as a size that does not.
 */
const COUNT_UNIT = /^(?:instructions|Ir|allocs|allocations|(?:B|bytes|allocs|allocations)\/op)$/i;

/** Asked for every compared benchmark, of the one or two units of a suite: the answers are kept (unitMemo). */
export const isCountUnit = unitMemo((unit) => COUNT_UNIT.test(unit.trim()));

export function metricKind(name: string, unit: string): MetricKind {
  if (SIMULATED.test(name)) return 'simulated';
  if (FUNCTION_COST.test(name)) return 'function';
  if (CPU_TIME.test(name)) return 'cputime';
  if (HEAP.test(name)) return 'heap';
  if (COUNT.test(name) || COUNT.test(unit) || VALGRIND_COUNT.test(name)) return 'count';
  if (PERCENTILE.test(name)) return 'percentile';
  if (COLLECTIONS.test(name)) return 'collections';
  if (EXTREME.test(name)) return 'extreme';
  if (DERIVED.test(name)) return 'derived';
  return 'other';
}

/**
 * The rule for metric `name` of a benchmark whose own threshold is `benchmarkThreshold`. `exact`: every
 * observation on both sides is identical.
 */
export function resolveMetricRule(name: string, unit: string, exact: boolean, benchmarkThreshold: number, configured: MetricRule | undefined): ResolvedMetricRule {
  return resolveRuleOfKind(metricKind(name, unit), exact, benchmarkThreshold, configured);
}

/** resolveMetricRule for a metric whose kind is known already (the gate works it out once per name and unit). */
export function resolveRuleOfKind(kind: MetricKind, exact: boolean, benchmarkThreshold: number, configured: MetricRule | undefined): ResolvedMetricRule {
  const threshold = configured?.threshold ?? (isCountKind(kind) && exact ? 0 : benchmarkThreshold);
  const gate = metricGated(kind, configured);
  return { threshold, gate, geomean: gate && (configured?.geomean ?? true) };
}

/** Whether a metric of this kind is gated: the REPORTED kinds only once a rule gives them a threshold. */
export function metricGated(kind: MetricKind, configured: MetricRule | undefined): boolean {
  return configured?.gate ?? (!REPORTED.has(kind) || configured?.threshold !== undefined);
}

/**
 * The limit in percent that metric's geomean is held to, in a suite whose benchmark threshold is
 * `threshold` and geomean threshold `geomeanThreshold`: the rule's own `geomean_threshold`; else, when
 * the rule sets the metric a threshold above the benchmarks', the suite's proportion between the two
 * limits (3 × 20/8 = 7.5% for a p99 at 20%: a metric allowed 20% on every benchmark for its noise
 * would otherwise fail on a geomean of changes well within that noise); else the suite's geomean
 * threshold. The proportion only ever loosens: a metric set stricter than the benchmarks (`B/op` at
 * 5%, or 0%, what the count rule gives an exact count unasked) keeps the suite's geomean limit, so a
 * config that passed before this rule cannot start failing on it; `geomean_threshold` tightens it. The
 * proportion stops at the metric's own threshold (or the suite's geomean limit, if that is higher).
 */
export function metricGeomeanLimit(configured: MetricRule | undefined, threshold: number, geomeanThreshold: number): number {
  if (configured?.geomean_threshold !== undefined) return configured.geomean_threshold;
  const own = configured?.threshold;
  // A suite at 0% has no proportion to keep (and 0 × an infinite proportion would be NaN).
  if (own === undefined || own <= threshold || threshold === 0 || geomeanThreshold === 0) return geomeanThreshold;
  // own / threshold > 1, so the product is never below the suite's limit. Nor is it past the metric's
  // own threshold (unless the suite's geomean limit already is): if every benchmark's metric moved by
  // that much, its geomean would move by that much. A benchmark threshold of a few billionths made the
  // proportion 1.8e308%, a limit shown to the user that meant nothing.
  return Math.min(geomeanThreshold * (own / threshold), Math.max(own, geomeanThreshold));
}
