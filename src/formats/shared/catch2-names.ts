/**
 * Catch2's benchmark names, for both of its reporters (XML: catch2.ts, console: catch2-console.ts):
 * a name is only unique within its test case and sections, so a repeated one is qualified by them.
 */
import type { BenchmarkEntry } from '../../core/model.js';

/** One benchmark as a reporter found it: its own name, the test case and sections it is in, where. */
export interface Catch2Benchmark {
  name: string;
  path: string[];
  line: number;
  entry: BenchmarkEntry;
}

/** Unique names: the bare name where it is unique, else qualified by test case and sections. */
export function catch2Names(found: Catch2Benchmark[]): BenchmarkEntry[] {
  const count = new Map<string, number>();
  for (const f of found) count.set(f.name, (count.get(f.name) ?? 0) + 1);
  const used = new Map<string, number>();
  return found.map((f) => {
    const base = count.get(f.name)! > 1 ? [...f.path, f.name].join(' / ') : f.name;
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return { ...f.entry, name: n > 1 ? `${base} #${n}` : base, ...(f.path.length > 0 ? { test_case: f.path[0] } : {}) };
  });
}
