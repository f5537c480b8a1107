/**
 * One branch of a history as columns: the commits (SHA, date, message) and every benchmark's series
 * of points over them, each commit's runs reduced to one point (their best, as the gate takes them).
 * This is all `history detect` and `history chart` need, and it is built one entry at a time, so a
 * store of thousands of entries of a thousand benchmarks is never held as entry objects: each line's
 * entry is reduced to its points and dropped (src/io/history-store.ts streams the file). Holding them
 * all made reading a 426 MB store cost 1.5 GB and seconds of garbage collection.
 */
import { aggregate, type Aggregate } from '../aggregate.js';
import type { Direction } from '../model.js';
import { sameUnitValue } from '../runs.js';
import type { HistoryEntry } from './entry.js';

/** How a commit's run values become one point of the series. */
export const POINT_AGGREGATE: Aggregate = 'best';

/** One benchmark over the commits: a point per entry that has it, in the unit of its first entry. */
export interface BenchmarkSeries {
  name: string;
  unit: string;
  direction: Direction;
  /** Indices into the branch's entries. */
  entries: number[];
  points: number[];
}

export interface HistoryColumns {
  commits: string[];
  dates: string[];
  messages: Array<string | undefined>;
  series: BenchmarkSeries[];
}

export class ColumnsBuilder {
  readonly commits: string[] = [];
  readonly dates: string[] = [];
  readonly messages: Array<string | undefined> = [];
  private readonly byName = new Map<string, BenchmarkSeries>();
  /**
   * The series of each position of the last entry: entries of one suite list their benchmarks in
   * the same order, so the series at a benchmark's position is usually its own, found with one
   * comparison of names instead of a lookup by name (200,000 per entry in a large store). A series
   * that started over is no longer its name's (`replaced`), and is never taken from here again.
   */
  private readonly atPosition: BenchmarkSeries[] = [];
  private readonly replaced = new Set<BenchmarkSeries>();

  private startEntry(commit: string, date: string, message: string | undefined): void {
    this.commits.push(commit);
    this.dates.push(date);
    this.messages.push(message);
  }

  /**
   * Adds a benchmark's point to the current entry. A benchmark whose unit changes to one that does
   * not convert (or whose direction flips) starts over: what it measured before was something else.
   */
  private point(name: string, unit: string, direction: Direction, point: number, position: number): void {
    const index = this.commits.length - 1;
    const cached = this.atPosition[position];
    let s = cached !== undefined && cached.name === name && (this.replaced.size === 0 || !this.replaced.has(cached)) ? cached : this.byName.get(name);
    const converted = s && s.direction === direction ? sameUnitValue(point, unit, s.unit) : undefined;
    if (!s || converted === undefined) {
      if (s) this.replaced.add(s);
      s = { name, unit, direction, entries: [], points: [] };
      this.byName.set(name, s);
    }
    this.atPosition[position] = s;
    s.entries.push(index);
    s.points.push(converted ?? point);
  }

  addEntry(entry: HistoryEntry): void {
    this.startEntry(entry.commit, entry.date, entry.message);
    const benchmarks = entry.benchmarks;
    for (let i = 0; i < benchmarks.length; i++) {
      const b = benchmarks[i]!;
      this.point(b.name, b.unit, b.direction, aggregate(b.values, POINT_AGGREGATE, b.direction), i);
    }
  }

  build(): HistoryColumns {
    return { commits: this.commits, dates: this.dates, messages: this.messages, series: [...this.byName.values()] };
  }
}

/** The columns of entries already in memory. */
export function columnsOf(entries: readonly HistoryEntry[]): HistoryColumns {
  const builder = new ColumnsBuilder();
  for (const entry of entries) builder.addEntry(entry);
  return builder.build();
}
