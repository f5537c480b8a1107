/**
 * Catch2's benchmarks, for both of its reporters (XML: catch2.ts, console: catch2-console.ts): which
 * printed results are one benchmark, and their names.
 *
 * Catch2 runs a TEST_CASE once per leaf SECTION, so a BENCHMARK outside the sections (or in a section
 * that has sections of its own) runs, and is printed, once per leaf below it. Those are one benchmark
 * measured again, not new ones. The readers say which run of the test case printed each result, as
 * far as their output shows it (`visit`), and which sections that run entered below the result's place
 * (`below`). In each place (test case and sections), the k-th result of a name in one visit is a run
 * of the k-th benchmark of that name there: runs that entered different sections are Catch2's re-runs;
 * runs that entered the same sections are not (GENERATE runs a place once per value), so they are
 * other benchmarks, `#2`. A name is only unique within its place, so one used in several places is
 * qualified by it.
 */
import type { BenchmarkEntry } from '../../core/model.js';

/** One printed result as a reporter found it: its own name, the test case and sections it is in, where. */
export interface Catch2Benchmark {
  name: string;
  path: string[];
  line: number;
  entry: BenchmarkEntry;
  /** Its place (test case and sections) as a number from `placeIds`. */
  place: number;
  /** Which visit of its place printed it (a place is visited once in each run of its test case that enters it). */
  visit: string;
  /**
   * What that run entered below the place (its leaf section). Runs that entered different sections
   * are Catch2's re-runs; runs that entered the same are GENERATE's values, other benchmarks.
   */
  below: string;
}

/**
 * Numbers for places, a child's from its parent's and its own name, so a reader keeps one number per
 * open level and never joins a whole path (quadratic in the depth of a hostile file's nesting).
 */
export function placeIds(): (parent: number, name: string) => number {
  const ids = new Map<string, number>();
  return (parent, name) => {
    const key = `${parent}\u0000${name}`;
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size + 1));
    return id;
  };
}

/** A place's own results (with how many runs of its sections' output came before each), and those runs. */
export interface PlaceRuns {
  results: Array<{ found: Catch2Benchmark; sectionsBefore: number }>;
  /** Per run of the place's sections: what it entered (for the XML the leaf; for the console its tables). */
  sections: string[];
}

/**
 * Which run of its test case printed each of a place's own results. Each run that visits a place
 * enters one of its sections (the first not done) and prints all the place's own results, some before
 * and the rest after it; so with K runs of sections and K * m results, run r printed results r*m to
 * r*m+m-1, each with r (before) or r+1 (after) runs of sections before it. When the output does not fit
 * that (a section in an `if`, sections that printed nothing), a run of sections between two results
 * makes them runs of the test case that entered different sections; with no sections, all of the
 * place's results are one visit.
 */
export function assignRuns(id: number, place: PlaceRuns): void {
  const { results, sections } = place;
  const m = sections.length > 0 && results.length % sections.length === 0 ? results.length / sections.length : 0;
  const fits = m > 0 && results.every((r, i) => r.sectionsBefore - Math.floor(i / m) === 0 || r.sectionsBefore - Math.floor(i / m) === 1);
  results.forEach(({ found, sectionsBefore }, i) => {
    found.visit = fits ? `${id}:${Math.floor(i / m)}` : `${id}~${sectionsBefore}`;
    found.below = fits ? sections[Math.floor(i / m)]! : `~${sectionsBefore}`;
  });
}

/** Per name and place: the visit seen last, the count of the name in it so far, and the benchmarks. */
interface Place {
  visit: string;
  index: number;
  /**
   * By the k-th result of the name in a visit: the benchmarks that were k-th (each a list of runs), and
   * per what a run entered below, how many of them have a run that entered it. Runs fill the benchmarks
   * in order, so that count is also the index of the first benchmark without such a run.
   */
  slots: Array<{ benchmarks: Catch2Benchmark[][]; below: Map<string, number> }>;
}

/**
 * The results grouped into benchmarks, in the order of their first run: in each place, the k-th result
 * of a name in a visit is a run of the k-th benchmark of that name there, the first that has no run
 * from a visit that entered the same sections below.
 */
function benchmarksOf(found: Catch2Benchmark[]): Catch2Benchmark[][] {
  const places = new Map<string, Place>();
  const out: Catch2Benchmark[][] = [];
  for (const f of found) {
    const key = `${f.place}\u0000${f.name}`;
    let place = places.get(key);
    if (!place) {
      place = { visit: f.visit, index: 0, slots: [] };
      places.set(key, place);
    } else if (place.visit !== f.visit) {
      place.visit = f.visit;
      place.index = 0;
    } else {
      place.index++;
    }
    const slot = (place.slots[place.index] ??= { benchmarks: [], below: new Map() });
    const at = slot.below.get(f.below) ?? 0;
    slot.below.set(f.below, at + 1);
    const runs = slot.benchmarks[at];
    if (runs) runs.push(f);
    else {
      slot.benchmarks.push([f]);
      out.push(slot.benchmarks[at]!);
    }
  }
  return out;
}

/**
 * One benchmark's entry from its runs: the first run's (its interval, deviation and outliers are
 * Catch2's own, and a run file holds one measurement per benchmark however many sections re-ran it,
 * so adding a section changes nothing compared), with the later runs' means as `rerun_means`; failed
 * if any run failed, since a benchmark that throws in some runs is broken.
 */
function entryOf(runs: Catch2Benchmark[]): BenchmarkEntry {
  const failed = runs.find((r) => r.entry.success === false);
  if (failed) return failed.entry;
  const [first, ...later] = runs;
  if (later.length === 0) return first!.entry;
  return { ...first!.entry, rerun_means: later.map((r) => r.entry.value) };
}

/**
 * The benchmarks with unique names: the bare name where it is unique, else qualified by test case and
 * sections, and `#2`, `#3` for more benchmarks of one name in one place.
 */
export function catch2Names(found: Catch2Benchmark[]): BenchmarkEntry[] {
  const benchmarks = benchmarksOf(found);
  const count = new Map<string, number>();
  for (const [f] of benchmarks) count.set(f!.name, (count.get(f!.name) ?? 0) + 1);
  const used = new Map<string, number>();
  return benchmarks.map((runs) => {
    const f = runs[0]!;
    const base = count.get(f.name)! > 1 ? [...f.path, f.name].join(' / ') : f.name;
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return { ...entryOf(runs), name: n > 1 ? `${base} #${n}` : base, ...(f.path.length > 0 ? { test_case: f.path[0] } : {}) };
  });
}
