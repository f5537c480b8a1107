/**
 * Catch2 v2's way of running a test case with sections, for the property tests of both Catch2
 * readers (tests/formats/catch2.test.ts: XML; catch2-console.test.ts: console). Catch2 runs a test
 * case until every leaf section has run; in each run it enters the first section not yet done at each
 * level, and no other section once one has ended. Each BENCHMARK declaration is one benchmark.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { BenchmarkEntry } from '../../src/core/model.js';

export type SectionItem = { bench: string } | { section: string; items: SectionItem[] };

/**
 * A test case's body: benchmarks (names may repeat in a block) and sections, nested up to 4 deep.
 * Sibling sections get distinct names, as in a real test: same-named siblings print alike, so no
 * reader could tell their runs apart.
 */
export const sectionTree: fc.Arbitrary<SectionItem[]> = fc.letrec<{ tree: SectionItem[] }>((tie) => ({
  tree: fc
    .array(
      fc.oneof(
        { maxDepth: 4, depthIdentifier: 'tree', withCrossShrink: true },
        fc.constantFrom('a', 'b', 'c').map((bench): SectionItem => ({ bench })),
        tie('tree').map((items): SectionItem => ({ section: '', items })),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((items) => items.map((item, i) => ('section' in item ? { ...item, section: `s${i}` } : item))),
})).tree;

/** What a reporter prints as Catch2 runs the test case. */
export interface Catch2Printer {
  /** A run of the test case starts (1, 2, ...). */
  run?(pass: number): void;
  enter(section: string): void;
  leave(section: string): void;
  /** A benchmark ran: its name, its declaration (1, 2, ... in order of first run) and the run. */
  bench(name: string, declaration: number, pass: number): void;
}

/** Runs the test case as Catch2 v2 does, printing through `printer`; the declarations, in order. */
export function runLikeCatch2(items: SectionItem[], printer: Catch2Printer): number[] {
  const declared: number[] = [];
  const ids = new Map<SectionItem, number>();
  const done = new Set<SectionItem>();
  let ended = false;
  const run = (list: SectionItem[], pass: number): boolean => {
    let complete = true;
    for (const item of list) {
      if ('bench' in item) {
        if (!ids.has(item)) ids.set(item, declared.push(ids.size + 1));
        printer.bench(item.bench, ids.get(item)!, pass);
      } else if (!done.has(item) && !ended) {
        printer.enter(item.section);
        const inside = run(item.items, pass);
        printer.leave(item.section);
        if (inside) done.add(item);
        ended = true;
      }
      if ('section' in item && !done.has(item)) complete = false;
    }
    return complete;
  };
  let pass = 0;
  do {
    ended = false;
    printer.run?.(pass + 1);
  } while (!run(items, ++pass) && pass < 100);
  return declared;
}

/** The value a printer gives a benchmark's run: its declaration and run, readable back from it. */
export const runValue = (declaration: number, pass: number): number => declaration * 1000 + pass;

/**
 * Each benchmark read holds runs of one declaration only, in the order they ran, under a name of its
 * own; `complete`: every declaration is read exactly once (else at least once).
 */
export function expectRunsOfOneDeclaration(got: readonly BenchmarkEntry[], declared: number[], complete: boolean): void {
  const read = got.map((b) => Math.floor(b.value! / 1000)).sort((p, q) => p - q);
  expect(complete ? read : [...new Set(read)]).toEqual(declared);
  for (const b of got) {
    const runs = [b.value!, ...((b.rerun_means as number[] | undefined) ?? [])];
    expect(runs.map((v) => Math.floor(v / 1000))).toEqual(runs.map(() => Math.floor(b.value! / 1000)));
    expect(runs.map((v) => v % 1000)).toEqual([...runs.map((v) => v % 1000)].sort((p, q) => p - q));
  }
  expect(new Set(got.map((b) => b.name)).size).toBe(got.length);
}
