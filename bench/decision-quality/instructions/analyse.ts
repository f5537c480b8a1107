/**
 * The instruction-count study (docs/decision-quality.md, "Instruction counts"): replays the rounds of
 * collect.mjs as pull requests through the product's own promote and gate. The rounds are cut into
 * blocks of 5; for every ordered pair of blocks (i, j), the baseline is promoted from block i's A runs
 * (as `bench-diff promote` would from 5 runs of the main branch) and compared with 5 runs of block j:
 * its A runs ("no change", i != j) and its B runs ("1% more work", every j). Each comparison is made
 * twice, on the documents `run --measure instructions` and `run --measure resources` write: the
 * instruction count (the metric Ir, gated exactly by default) and the wall time (the primary value,
 * at the default 8% threshold and at a 1% threshold). The trials share blocks, so they are not
 * independent: the counts say how the same data decides under every pairing, no more.
 *   node bench/decision-quality/instructions/analyse.mjs shared [hog]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../../../src/core/gate-options.js';
import { runGate } from '../../../src/core/gate.js';
import type { BenchmarkDocument, SourcedDocument } from '../../../src/core/model.js';
import { promote } from '../../../src/core/promote.js';
import { passes } from '../../../src/core/verdict.js';

interface Side {
  instructions: number;
  wall_ms: number;
  user_ms: number;
  peak_rss_bytes: number;
}
interface Round {
  round: number;
  A: Side;
  B: Side;
}
interface Collection {
  label: string;
  hog: boolean;
  valgrind: string;
  load_average: [number, number];
  rounds: Round[];
}

const dir = process.env.STUDY_DIR!;
const NAME = './work';
const BLOCK = 5;

/** A run as `run --measure instructions` writes it (the total only: the study gates the total). */
function instructionsDoc(source: string, ir: number): SourcedDocument {
  const document: BenchmarkDocument = { schema_version: 1, benchmarks: [{ name: NAME, value: ir, unit: 'instructions', direction: 'lower', metrics: { Ir: { value: ir, unit: 'instructions', direction: 'lower' } } }] };
  return { source, document };
}
/** A run as `run --measure resources` writes it (the wall time only: the study gates the wall time). */
function wallDoc(source: string, ms: number): SourcedDocument {
  return { source, document: { schema_version: 1, benchmarks: [{ name: NAME, value: ms, unit: 'ms', direction: 'lower' }] } };
}

const provenance = { date: '2026-11-24T00:00:00Z', toolVersion: 'study' };

interface Outcome {
  fails: number;
  trials: number;
}
const tally = (): Outcome => ({ fails: 0, trials: 0 });
const rate = (o: Outcome) => `${o.fails}/${o.trials} (${((100 * o.fails) / o.trials).toFixed(1)}%)`;

function decide(baseRuns: SourcedDocument[], prRuns: SourcedDocument[], options: GateOptions): { fails: boolean; irRow?: Record<string, unknown> } {
  const { baseline } = promote(undefined, baseRuns, options, provenance);
  const report = runGate({ source: 'baseline', document: baseline }, prRuns, options);
  const irRow = report.benchmarks.find((b) => b.metric === 'Ir') as Record<string, unknown> | undefined;
  return { fails: !passes(report), ...(irRow ? { irRow } : {}) };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

const results: Record<string, unknown> = {};
for (const label of process.argv.slice(2)) {
  const c = JSON.parse(readFileSync(join(dir, `rounds-${label}.json`), 'utf8')) as Collection;
  const blocks: Round[][] = [];
  for (let i = 0; i + BLOCK <= c.rounds.length; i += BLOCK) blocks.push(c.rounds.slice(i, i + BLOCK));
  const configs = {
    'instructions (metric Ir, default rules: exact -> 0%)': { doc: (s: Side, src: string) => instructionsDoc(src, s.instructions), options: DEFAULT_GATE_OPTIONS },
    'wall time (default threshold 8%)': { doc: (s: Side, src: string) => wallDoc(src, s.wall_ms), options: DEFAULT_GATE_OPTIONS },
    'wall time (threshold 1%)': { doc: (s: Side, src: string) => wallDoc(src, s.wall_ms), options: { ...DEFAULT_GATE_OPTIONS, threshold: 1 } },
  };
  const rows: Record<string, { noChange: Outcome; onePercent: Outcome }> = {};
  let exactRows = 0;
  let irRows = 0;
  for (const [name, config] of Object.entries(configs)) {
    const row = { noChange: tally(), onePercent: tally() };
    for (let i = 0; i < blocks.length; i++) {
      const baseRuns = blocks[i]!.map((r, k) => config.doc(r.A, `base ${k + 1}`));
      for (let j = 0; j < blocks.length; j++) {
        for (const side of ['A', 'B'] as const) {
          if (side === 'A' && i === j) continue;
          const pr = blocks[j]!.map((r, k) => config.doc(r[side], `run ${k + 1}`));
          const d = decide(baseRuns, pr, config.options);
          const o = side === 'A' ? row.noChange : row.onePercent;
          o.trials++;
          if (d.fails) o.fails++;
          if (d.irRow) {
            irRows++;
            if (d.irRow.exact === true) exactRows++;
          }
        }
      }
    }
    rows[name] = row;
  }
  const irA = new Set(c.rounds.map((r) => r.A.instructions));
  const irB = new Set(c.rounds.map((r) => r.B.instructions));
  const wallRatios = c.rounds.map((r) => r.B.wall_ms / r.A.wall_ms);
  const wallA = c.rounds.map((r) => r.A.wall_ms);
  const summary = {
    rounds: c.rounds.length,
    blocks: blocks.length,
    hog: c.hog,
    valgrind: c.valgrind,
    load_average: c.load_average,
    distinct_instruction_counts: { A: [...irA], B: [...irB] },
    instruction_change_pct: 100 * (Math.min(...irB) / Math.min(...irA) - 1),
    wall_ms_A: { median: median(wallA), p10: quantile(wallA, 0.1), p90: quantile(wallA, 0.9) },
    wall_ratio_B_over_A: { median: median(wallRatios), p10: quantile(wallRatios, 0.1), p90: quantile(wallRatios, 0.9) },
    user_ms_A_median: median(c.rounds.map((r) => r.A.user_ms)),
    ir_rows_exact: `${exactRows}/${irRows}`,
    trials: Object.fromEntries(Object.entries(rows).map(([k, v]) => [k, { no_change_failed: rate(v.noChange), one_percent_caught: rate(v.onePercent) }])),
  };
  results[label] = summary;
  console.log(`\n### ${label}: ${c.rounds.length} rounds, load average ${c.load_average[0]} -> ${c.load_average[1]}${c.hog ? ', plus a CPU hog' : ''}\n`);
  console.log(`Instruction counts: A ${[...irA].join(', ')}; B ${[...irB].join(', ')} (B/A +${summary.instruction_change_pct.toFixed(3)}%).`);
  console.log(`Wall time of A: median ${summary.wall_ms_A.median.toFixed(1)} ms (10th-90th percentile ${summary.wall_ms_A.p10.toFixed(1)}-${summary.wall_ms_A.p90.toFixed(1)} ms); B/A per round: median ${summary.wall_ratio_B_over_A.median.toFixed(3)} (10th-90th ${summary.wall_ratio_B_over_A.p10.toFixed(3)}-${summary.wall_ratio_B_over_A.p90.toFixed(3)}).\n`);
  console.log('| gated on | no change: failed | 1% more instructions: failed (caught) |\n|---|---|---|');
  for (const [name, row] of Object.entries(rows)) console.log(`| ${name} | ${rate(row.noChange)} | ${rate(row.onePercent)} |`);
}
writeFileSync(join(dir, 'results.json'), `${JSON.stringify(results, null, 1)}\n`);
