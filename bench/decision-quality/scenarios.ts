/**
 * What a pull request does to the suite: nothing (A/A), one benchmark 10% or 20% worse, or every
 * benchmark 4% or 5% worse. A single regression hits a benchmark drawn at random.
 */
import type { Random } from '../../src/core/stats/random.js';

export interface Scenario {
  id: string;
  label: string;
  /** Slowdowns per benchmark index, and the index hit when only one is. */
  inject(count: number, random: Random): { injection: Map<number, number>; target?: number };
}

const one = (id: string, slowdown: number): Scenario => ({
  id,
  label: `one benchmark −${slowdown * 100}%`,
  inject: (count, random) => {
    const target = Math.floor(random() * count);
    return { injection: new Map([[target, slowdown]]), target };
  },
});

const all = (id: string, slowdown: number): Scenario => ({
  id,
  label: `every benchmark −${slowdown * 100}%`,
  inject: (count) => ({ injection: new Map(Array.from({ length: count }, (_, i) => [i, slowdown])) }),
});

export const SCENARIOS: Scenario[] = [
  { id: 'aa', label: 'no change (A/A)', inject: () => ({ injection: new Map() }) },
  one('one-10', 0.1),
  one('one-20', 0.2),
  all('all-4', 0.04),
  all('all-5', 0.05),
];
