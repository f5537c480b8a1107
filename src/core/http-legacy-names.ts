/**
 * The older shape of the HTTP load adapters (wrk, wrk2, hey and hey -o csv, oha, k6), and how a
 * baseline written in it still compares. This file is the one place that knows both names of a figure.
 *
 * Older bench-gate wrote one benchmark per figure: `wrk /items c=10 t=2 requests/sec`, `... latency
 * avg`, `... latency p99`, `hey requests/sec`, `k6 http_reqs rate`, `k6 http_req_duration p(95)`. Today a
 * run of one URL or scenario is one benchmark (`wrk /items c=10 t=2`, `hey`, `k6`) whose value is its
 * requests/s and whose latencies are metrics (`latency mean`, `latency p99`; k6 also `iteration p95`,
 * `latency{TAGS} p95`, `iterations/s`).
 *
 * When the baseline names a run's figures the older way (and not the run's own name), the run's
 * benchmark is rewritten into the older entries before the gate pairs names, so every figure is
 * compared with its old baseline value under the rules it always had (each one a benchmark). The
 * rewrite keeps every value, unit, direction, sample and failure; the metrics the older shape did not
 * have (transfer/s, the error rate, the percentiles it kept as fields) have no older name and are left out.
 * Promoting a new baseline moves a suite to the new shape.
 */
import type { BenchmarkEntry, Metric, SourcedDocument } from './model.js';

/** One figure of a benchmark in the new shape (`metric` undefined: the benchmark's value) and its older name. */
export interface LegacyFigure {
  metric?: string;
  name: string;
}

type Tool = 'wrk' | 'wrk2' | 'hey' | 'oha' | 'k6';

/** The percentiles each tool's older shape made benchmarks of (the others were fields). */
const OLD_PERCENTILES: Record<Exclude<Tool, 'k6'>, (p: string) => boolean> = {
  wrk: () => true,
  wrk2: (p) => ['50', '75', '90', '99', '99.9'].includes(p),
  hey: (p) => ['50', '75', '90', '95', '99'].includes(p),
  oha: (p) => Number(p) >= 50,
};

function toolOf(name: string): Tool | undefined {
  if (name === 'hey' || name === 'oha' || name === 'k6') return name;
  // Called for every entry of every run: most names do not start with "wrk", and need no regex.
  if (!name.startsWith('wrk')) return undefined;
  const m = /^(wrk2?) \S+ c=\d+ t=\d+$/.exec(name);
  return m ? (m[1] as Tool) : undefined;
}

/** k6's name of a statistic from the metric's: mean -> avg, p50 -> med, p99.9 -> p(99.9). */
function k6Stat(stat: string): string | undefined {
  if (stat === 'mean') return 'avg';
  if (stat === 'p50') return 'med';
  if (stat === 'min' || stat === 'max') return stat;
  const p = /^p(\d+(?:\.\d+)?)$/.exec(stat);
  return p ? `p(${p[1]})` : undefined;
}

function oldMetricName(tool: Tool, entry: BenchmarkEntry, metric: string): string | undefined {
  const benchmark = entry.name;
  if (tool === 'k6') {
    // The iterations rate is a metric only beside http_reqs; when it is the value, it has that name already.
    if (metric === 'iterations/s') return entry.unit === 'iterations/s' ? undefined : 'k6 iterations rate';
    const m = /^(latency|iteration)(\{.*\})? (\S+)$/.exec(metric);
    const stat = m ? k6Stat(m[3]!) : undefined;
    if (!m || stat === undefined) return undefined;
    // Only http_req_duration's sub-metrics were benchmarks, not iteration_duration's.
    if (m[1] === 'iteration') return m[2] === undefined ? `k6 iteration_duration ${stat}` : undefined;
    return `k6 http_req_duration${m[2] ?? ''} ${stat}`;
  }
  if (metric === 'latency mean') return `${benchmark} latency avg`;
  if (metric === 'latency max') return `${benchmark} latency max`;
  const p = /^latency p(\d+(?:\.\d+)?)$/.exec(metric);
  return p && OLD_PERCENTILES[tool](p[1]!) ? `${benchmark} ${metric}` : undefined;
}

function metricNames(entry: BenchmarkEntry): string[] {
  const names = entry.metrics !== null && typeof entry.metrics === 'object' ? Object.keys(entry.metrics) : [];
  const unmeasured = entry.unmeasured_metrics;
  if (unmeasured !== null && typeof unmeasured === 'object') for (const n of Object.keys(unmeasured)) if (!names.includes(n)) names.push(n);
  return names;
}

/**
 * The older names of an HTTP load benchmark's figures (its value first), or undefined for an entry
 * that is not one. Metrics the older shape did not have are not listed.
 */
export function legacyFigures(entry: BenchmarkEntry): LegacyFigure[] | undefined {
  const tool = toolOf(entry.name);
  if (tool === undefined) return undefined;
  const primary = tool === 'k6' ? (entry.unit === 'iterations/s' ? 'k6 iterations rate' : 'k6 http_reqs rate') : `${entry.name} requests/sec`;
  const figures: LegacyFigure[] = [{ name: primary }];
  for (const metric of metricNames(entry)) {
    const name = oldMetricName(tool, entry, metric);
    if (name !== undefined) figures.push({ metric, name });
  }
  return figures;
}

function failure(entry: BenchmarkEntry): Partial<BenchmarkEntry> {
  return entry.success === false ? { success: false, error: entry.error ?? null } : {};
}

/** The entries the older shape had for this benchmark, or undefined when it is not an HTTP load benchmark. */
export function legacyEntries(entry: BenchmarkEntry): BenchmarkEntry[] | undefined {
  const figures = legacyFigures(entry);
  if (!figures) return undefined;
  const { metrics, unmeasured_metrics: unmeasured, ...fields } = entry;
  return figures.map(({ metric, name }) => {
    if (metric === undefined) return { ...fields, name };
    const m = metrics?.[metric];
    if (m !== null && typeof m === 'object') {
      const { value, unit, direction, samples } = m as Metric;
      return { name, value, unit: unit ?? metric, ...(direction ? { direction } : {}), ...(samples ? { samples: [...samples] } : {}), ...failure(entry) };
    }
    const why = (unmeasured as Record<string, unknown>)[metric];
    return { name, value: 0, unit: 'ms', direction: 'lower', success: false, error: typeof why === 'string' ? why : 'not measured', ...failure(entry) };
  });
}

/**
 * The older names of the figures of `entry` that it names in `unmeasured_metrics` (hey's latencies
 * under its resolution, say), each with the reason, into `out`; none for a failed entry, whose every
 * figure is failed with it.
 */
function noteUnmeasured(entry: BenchmarkEntry, out: Map<string, string>): void {
  const unmeasured = entry.unmeasured_metrics;
  if (entry.success === false || unmeasured === null || typeof unmeasured !== 'object') return;
  for (const { metric, name } of legacyFigures(entry) ?? []) {
    if (metric === undefined || !Object.hasOwn(unmeasured, metric)) continue;
    const m = entry.metrics?.[metric];
    if (m !== null && typeof m === 'object') continue;
    const why = (unmeasured as Record<string, unknown>)[metric];
    if (!out.has(name)) out.set(name, typeof why === 'string' ? why : 'not measured');
  }
}

/**
 * The runs as the baseline names their figures: each HTTP load benchmark whose own name the baseline
 * lacks but whose older names it has is replaced by its older entries. `rewritten` counts them (per
 * run), for the report to say so. `unmeasured`: the older names of figures that a run (not failed)
 * did not measure, with the reason; their entries are failed ones here, which the gate sets aside
 * (legacyComparison), and which count as present for a promotion.
 */
export function runsInBaselineShape(baseline: readonly BenchmarkEntry[], runs: readonly SourcedDocument[]): { runs: readonly SourcedDocument[]; rewritten: string[]; unmeasured: ReadonlyMap<string, string> } {
  // Built on first need: most suites have no HTTP load benchmark, and then nothing is looked up.
  let names: Set<string> | undefined;
  const rewritten = new Set<string>();
  const unmeasured = new Map<string, string>();
  const shaped = runs.map((run) => {
    const entries = run.document.benchmarks;
    // The run's entries, copied only from the first one that is rewritten.
    let benchmarks: BenchmarkEntry[] | undefined;
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!;
      let old: BenchmarkEntry[] | undefined;
      if (toolOf(entry.name) !== undefined) {
        names ??= new Set(baseline.map((b) => b.name));
        old = names.has(entry.name) ? undefined : legacyEntries(entry);
      }
      if (old && old.some((e) => names!.has(e.name))) {
        benchmarks ??= entries.slice(0, i);
        rewritten.add(entry.name);
        noteUnmeasured(entry, unmeasured);
        for (const e of old) benchmarks.push(e);
      } else if (benchmarks) {
        benchmarks.push(entry);
      }
    }
    return benchmarks ? { ...run, document: { ...run.document, benchmarks } } : run;
  });
  return { runs: shaped, rewritten: [...rewritten], unmeasured };
}

/**
 * The baseline and the runs as the gate compares them: the runs in the baseline's shape
 * (runsInBaselineShape), and the figures of the older shape that a run did not measure set aside on
 * both sides, with a warning, as the gate sets aside a metric the runs no longer have: not failed
 * (the run measured everything it could) and not missing (the run has the figure, unmeasured). A
 * figure one run measured and another did not is set aside in every run, so that the runs stay one
 * suite. A new baseline, promoted, compares the run as one benchmark, and the warning goes.
 */
export function legacyComparison(baseline: SourcedDocument, givenRuns: readonly SourcedDocument[]): { baseline: SourcedDocument; runs: readonly SourcedDocument[]; rewritten: string[]; warnings: string[] } {
  const { runs, rewritten, unmeasured } = runsInBaselineShape(baseline.document.benchmarks, givenRuns);
  if (unmeasured.size === 0) return { baseline, runs, rewritten, warnings: [] };
  const kept = (entries: readonly BenchmarkEntry[]) => entries.filter((e) => !unmeasured.has(e.name));
  const inBaseline = baseline.document.benchmarks.filter((e) => unmeasured.has(e.name)).map((e) => e.name);
  const byReason = new Map<string, string[]>();
  for (const name of inBaseline) {
    const why = unmeasured.get(name)!;
    const list = byReason.get(why);
    if (list) list.push(name);
    else byReason.set(why, [name]);
  }
  const warnings = [...byReason].map(([why, list]) => {
    const shown = list.slice(0, 3).map((n) => JSON.stringify(n)).join(', ') + (list.length > 3 ? `, and ${list.length - 3} more` : '');
    return `${list.length === 1 ? 'benchmark' : 'benchmarks'} ${shown} of the baseline (the older shape) ${list.length === 1 ? 'is' : 'are'} not measured in the runs (${why}), so ${list.length === 1 ? 'it is' : 'they are'} not compared; ${PROMOTE_ADVICE}`;
  });
  return {
    baseline: { ...baseline, document: { ...baseline.document, benchmarks: kept(baseline.document.benchmarks) } },
    runs: runs.map((r) => ({ ...r, document: { ...r.document, benchmarks: kept(r.document.benchmarks) } })),
    rewritten,
    warnings,
  };
}

/** The report's note when runs were compared in the older shape. */
export function legacyShapeWarning(rewritten: readonly string[]): string {
  const shown = rewritten.slice(0, 3).map((n) => `"${n}"`).join(', ') + (rewritten.length > 3 ? `, and ${rewritten.length - 3} more` : '');
  return `the baseline names HTTP load figures one benchmark per figure (the older shape), so ${shown} ${rewritten.length === 1 ? 'was' : 'were'} compared that way; ${PROMOTE_ADVICE} with its latencies as metrics`;
}

/** What the warnings above advise, in their own words; whilePromoting replaces it during a promote. */
const PROMOTE_ADVICE = 'promote a new baseline to compare each run as one benchmark';

/**
 * A warning of the comparison that promote shows for review, as it reads during the promote: the
 * older-shape warnings' advice to promote is what is happening, so they say what the new baseline
 * does instead. Any other warning is returned as it is.
 */
export function whilePromoting(warning: string): string {
  const at = warning.lastIndexOf(`; ${PROMOTE_ADVICE}`);
  return at < 0 ? warning : `${warning.slice(0, at)}; the new baseline has the new shape: it compares each run as one benchmark${warning.slice(at + 2 + PROMOTE_ADVICE.length)}`;
}
