/**
 * Writes the bundled example history (examples/history/store/main.jsonl): 60 commits of the
 * example micro-benchmark suite's benchmarks, three runs each, with seeded log-normal noise and one
 * step change: arraySort 18% slower from the 41st commit on. Run: node examples/history/generate.mjs
 *
 * Why not measured: recorded on the shared 2-core machine this repository is built on, every
 * benchmark moved by up to 2x whenever other jobs started or stopped, which buried the one change
 * the example is for. The levels here are the suite's values on a quiet run of that machine.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type HistoryEntry, serializeHistoryFile } from '../../src/core/history/entry.js';
import { mulberry32, normal } from '../../src/core/stats/random.js';

const BENCHMARKS = [
  { name: 'stringConcat', ops: 84_000, cv: 0.02 },
  { name: 'jsonRoundTrip', ops: 77_000, cv: 0.015 },
  { name: 'arraySort', ops: 14_400, cv: 0.01 },
  { name: 'mapInsert', ops: 21_700, cv: 0.03 },
  { name: 'regexMatch', ops: 784_000, cv: 0.04 },
];
const STEP_AT = 40; // index: the 41st commit
const random = mulberry32(20260101);
const entries: HistoryEntry[] = Array.from({ length: 60 }, (_, i) => {
  const commit = createHash('sha1').update(`example commit ${i + 1}`).digest('hex');
  return {
    schema_version: 1,
    commit,
    branch: 'main',
    date: new Date(Date.UTC(2026, 0, 1 + i, 12)).toISOString(),
    message: i === STEP_AT ? 'Sort through localeCompare first' : `Example commit ${i + 1}`,
    benchmarks: BENCHMARKS.map((b) => {
      const level = b.name === 'arraySort' && i >= STEP_AT ? b.ops * 0.82 : b.ops;
      const sigma = Math.sqrt(Math.log(1 + b.cv * b.cv));
      const values = [0, 1, 2].map(() => Math.round(level * Math.exp(sigma * normal(random))));
      return { name: b.name, unit: 'ops/s', direction: 'higher' as const, values };
    }),
  };
});
const dir = join(process.env.BENCH_GATE_ROOT ?? process.cwd(), 'examples/history/store');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'main.jsonl'), serializeHistoryFile(entries));
