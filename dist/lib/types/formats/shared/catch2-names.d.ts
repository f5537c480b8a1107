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
export declare function placeIds(): (parent: number, name: string) => number;
/** A place's own results (with how many runs of its sections' output came before each), and those runs. */
export interface PlaceRuns {
    results: Array<{
        found: Catch2Benchmark;
        sectionsBefore: number;
    }>;
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
export declare function assignRuns(id: number, place: PlaceRuns): void;
/**
 * The benchmarks with unique names: the bare name where it is unique, else qualified by test case and
 * sections, and `#2`, `#3` for more benchmarks of one name in one place.
 */
export declare function catch2Names(found: Catch2Benchmark[]): BenchmarkEntry[];
