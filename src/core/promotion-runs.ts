/**
 * The runs of a promotion, added one at a time: their values per benchmark (RunCollector), their
 * metrics' values (promoted-metrics.ts), and of their entries only those the promoted entries are
 * copied from. A front end that reads one run at a
 * time can then let each run's document go once it is added: at 100,000 benchmarks x 10 runs the
 * documents were most of promote's heap, and of its garbage collection.
 */
import type { Aggregate } from './aggregate.js';
import { overrideFor, type GateOptions } from './gate-options.js';
import { EntryFinder } from './entry-finder.js';
import { isFailed } from './measure.js';
import type { BenchmarkEntry, Direction, SourcedDocument } from './model.js';
import { addRunMetrics, type MetricRuns } from './promoted-metrics.js';
import { RunCollector, type Series } from './runs.js';

/** The run whose value is closest to the aggregate (the first of them on a tie). */
export function representativeRun(values: readonly number[], value: number): number {
  let index = 0;
  for (let i = 1; i < values.length; i++) if (Math.abs(values[i]! - value) < Math.abs(values[index]! - value)) index = i;
  return index;
}

/**
 * Whether `value` beats `kept` for the aggregate best (or worst) of runs. The representative run of
 * best is the first run with the largest (smallest) value, so only a strictly better value replaces
 * the one kept. With an infinite value (a time unit converted past the largest number) the two can
 * pick different runs; the promoted baseline is then refused by its validation either way.
 */
function beats(value: number, kept: number, direction: Direction, aggregate: 'best' | 'worst'): boolean {
  return (direction === 'higher') === (aggregate === 'best') ? value > kept : value < kept;
}

const isExtreme = (aggregate: Aggregate): aggregate is 'best' | 'worst' => aggregate === 'best' || aggregate === 'worst';

export class PromotionRuns {
  private readonly collector: RunCollector;
  private readonly aggregate: Aggregate;
  /** The series in the first run's order: what the index of a promoted entry counts. */
  private slots: Series[] = [];
  /** Each series' slot by name, built when a run lists its benchmarks in another order. */
  private slotByName: Map<string, number> | undefined;
  /** Best or worst of N: the entry of the representative run so far, and its value, by slot. */
  private readonly kept: BenchmarkEntry[] = [];
  private readonly keptValue: number[] = [];
  /** Any other aggregate: every run's entries, since the representative is known only at the end. */
  private readonly allEntries: EntryFinder[] = [];
  /** The runs' values of each metric, by slot; undefined for a benchmark none of whose entries had metrics so far. */
  private readonly metrics: Array<MetricRuns | undefined> = [];
  /** How many runs were added. */
  count = 0;

  constructor(options: GateOptions) {
    this.collector = new RunCollector((name) => overrideFor(options, name)?.direction);
    this.aggregate = options.aggregate;
  }

  get series(): ReadonlyMap<string, Series> {
    return this.collector.series;
  }

  /** Adds a run; throws InputError (as collectRuns) when it is not of the same suite as the first. */
  add(run: SourcedDocument): void {
    this.collector.add(run);
    const entries = run.document.benchmarks;
    if (this.count++ === 0) this.slots = [...this.collector.series.values()];
    if (isExtreme(this.aggregate)) this.keepBetter(entries, this.aggregate);
    else {
      this.allEntries.push(new EntryFinder(entries));
      this.keepMetrics(entries);
    }
  }

  /** Adds the metrics of an entry that has any (the runs' own per-iteration samples of them are not kept). */
  private addMetrics(slot: number, entry: BenchmarkEntry): void {
    const metrics = addRunMetrics(this.metrics[slot], entry);
    if (metrics !== undefined) this.metrics[slot] = metrics;
  }

  private keepMetrics(entries: readonly BenchmarkEntry[]): void {
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!;
      if (entry.metrics === undefined || isFailed(entry)) continue;
      this.addMetrics(this.slotOf(i, entry.name), entry);
    }
  }

  private slotOf(index: number, name: string): number {
    if (this.slots[index]?.name === name) return index;
    this.slotByName ??= new Map(this.slots.map((s, i) => [s.name, i]));
    return this.slotByName.get(name)!;
  }

  private keepBetter(entries: readonly BenchmarkEntry[], aggregate: 'best' | 'worst'): void {
    const { slots, kept, keptValue } = this;
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!;
      // A failed entry adds no value; the promotion is refused once every run is in.
      if (isFailed(entry)) continue;
      const slot = this.slotOf(i, entry.name);
      if (entry.metrics !== undefined) this.addMetrics(slot, entry);
      const s = slots[slot]!;
      const value = s.values[s.values.length - 1]!;
      if (kept[slot] === undefined || beats(value, keptValue[slot]!, s.direction, aggregate)) {
        kept[slot] = entry;
        keptValue[slot] = value;
      }
    }
  }

  /** The runs' values of the metrics of the `index`-th series (of the first run), or undefined when no run's entry had metrics. */
  metricsOf(index: number): MetricRuns | undefined {
    return this.metrics[index];
  }

  /**
   * The entry the promoted entry of series `s` (the `index`-th of the first run) is copied from: that
   * of the run whose value is closest to the aggregate `value`. Call once every run is added.
   */
  entryOf(s: Series, index: number, value: number): BenchmarkEntry {
    if (isExtreme(this.aggregate)) return this.kept[index]!;
    return this.allEntries[representativeRun(s.values, value)]!.find(s.name, index);
  }
}
