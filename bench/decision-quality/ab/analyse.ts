/**
 * Replays interleaved A/A rounds measured here (rounds-LABEL.json, from collect.mjs) as pull
 * requests, through the paired decision of `bench-diff ab` and through committed-baseline
 * configurations on the same data. A pull request draws n of the rounds at random; "no change"
 * uses them as measured, "one benchmark 10% slower" multiplies that benchmark's B values by 1.10.
 * The committed baseline is promoted from 5 A values of other rounds (the same collection: minutes
 * apart, same load regime, which flatters it against a baseline from another day).
 * A collection with `injected` (collect.mjs --inject) has a real slowdown on its B side: there each
 * pull request is decided as measured, and the table counts how often each injected benchmark is
 * flagged, and how often any other benchmark is.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../../../src/core/gate-options.js';
import { runGate } from '../../../src/core/gate.js';
import type { SourcedDocument } from '../../../src/core/model.js';
import { passes } from '../../../src/core/verdict.js';
import { robustSpread } from '../../../src/core/stats/paired-plan.js';
import { comparePaired } from '../../../src/core/stats/paired.js';
import { mulberry32, type Random } from '../../../src/core/stats/random.js';

interface Round {
  a: Record<string, number>;
  b: Record<string, number>;
}
interface Collection {
  label: string;
  hog: boolean;
  injected?: { factor: number; benchmarks: string[] };
  load_average_1min: { before: number; after: number };
  rounds: Round[];
}

const here = process.env.AB_DIR!;
const labels = process.argv.slice(2);
const PRS = Number(process.env.AB_PRS ?? '400');
const SIZES = [8, 12, 16, 20, 30];
const FACTOR = 1.1;

function draw(random: Random, n: number, k: number): number[] {
  const idx = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(random() * (n - i));
    [idx[i], idx[j]] = [idx[j]!, idx[i]!];
  }
  return idx.slice(0, k);
}

const doc = (source: string, values: Record<string, number>, samples?: Record<string, number[]>): SourcedDocument => ({
  source,
  document: { schema_version: 1, benchmarks: Object.entries(values).map(([name, value]) => ({ name, value, unit: 'ns', direction: 'lower' as const, ...(samples ? { samples: samples[name] } : {}) })) },
});

/** The benchmarks a decision flags as regressed, and whether the pull request fails. */
interface Flags {
  regressed: Set<string>;
  fails: boolean;
}

function committed(names: string[], rounds: Round[], baseIdx: number[], prIdx: number[], slow: string | undefined, options: GateOptions): Flags {
  const base: Record<string, number> = {};
  const samples: Record<string, number[]> = {};
  for (const name of names) {
    samples[name] = baseIdx.map((i) => rounds[i]!.a[name]!);
    base[name] = Math.min(...samples[name]!);
  }
  const runs = prIdx.slice(0, 5).map((i, k) => doc(`run ${k}`, Object.fromEntries(names.map((n) => [n, rounds[i]!.b[n]! * (n === slow ? FACTOR : 1)]))));
  const report = runGate(doc('baseline', base, samples), runs, options);
  return { regressed: new Set(report.benchmarks.filter((b) => b.status === 'regressed').map((b) => b.name)), fails: !passes(report) };
}

/** The paired comparison of `bench-diff ab` on the rounds `prIdx`, `slow` (if any) 10% slower on B. */
function pairedComparison(names: string[], rounds: Round[], prIdx: number[], slow: string | undefined): ReturnType<typeof comparePaired> {
  const inputs = names.map((name) => ({
    name,
    direction: 'lower' as const,
    threshold_pct: 8,
    base: prIdx.map((i) => rounds[i]!.a[name]!),
    head: prIdx.map((i) => rounds[i]!.b[name]! * (name === slow ? FACTOR : 1)),
  }));
  return comparePaired(inputs, { alpha: 0.01, geomeanThreshold: 3 });
}

function paired(names: string[], rounds: Round[], prIdx: number[], slow: string | undefined): Flags {
  const c = pairedComparison(names, rounds, prIdx, slow);
  const regressed = new Set(c.benchmarks.filter((b) => b.status === 'regressed').map((b) => b.name));
  return { regressed, fails: regressed.size > 0 || c.geomean.status === 'fail' };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

type Decide = (idx: number[], base: number[], slow?: string) => Flags;

/**
 * A collection with a real slowdown: each pull request (n rounds drawn at random) decided as measured.
 * Per injected benchmark, how often it is flagged, with its measured median ratio; and how often any
 * other benchmark is flagged (each of those is a false flag).
 */
function injectedTable(injected: { factor: number; benchmarks: string[] }, names: string[], rounds: Round[], configs: Record<string, Decide>): Record<string, unknown>[] {
  const measured = injected.benchmarks.map((n) => {
    const ratios = rounds.map((r) => r.b[n]! / r.a[n]!).sort((x, y) => x - y);
    return `${n} (measured ×${ratios[ratios.length >> 1]!.toFixed(3)})`;
  });
  console.log(`\nInjected: ×${injected.factor} on ${injected.benchmarks.join(' and ')}.\n`);
  console.log(`| configuration | rounds (runs per side) | ${measured.map((m) => `flagged: ${m}`).join(' | ')} | another benchmark flagged (false) |\n|---|---|${injected.benchmarks.map(() => '---|').join('')}---|`);
  const random = mulberry32(20261124);
  const rows: Record<string, unknown>[] = [];
  const tally = (name: string, n: number, decide: Decide) => {
    const hits = injected.benchmarks.map(() => 0);
    let others = 0;
    for (let t = 0; t < PRS; t++) {
      const all = draw(random, rounds.length, Math.min(rounds.length, n + 5));
      const flags = decide(all.slice(0, n), all.slice(n, n + 5));
      injected.benchmarks.forEach((b, i) => flags.regressed.has(b) && hits[i]!++);
      if (names.some((b) => !injected.benchmarks.includes(b) && flags.regressed.has(b))) others++;
    }
    console.log(`| ${name} | ${n} | ${hits.map((h) => `${pct(h / PRS)} (${h}/${PRS})`).join(' | ')} | ${pct(others / PRS)} (${others}/${PRS}) |`);
    rows.push({ config: name, rounds: n, prs: PRS, flagged: Object.fromEntries(injected.benchmarks.map((b, i) => [b, hits[i]])), others_flagged: others });
  };
  for (const [name, decide] of Object.entries(configs)) tally(name, 5, decide);
  for (const n of SIZES) if (n + 5 <= rounds.length) tally('paired (`bench-diff ab`)', n, (idx) => paired(names, rounds, idx, undefined));
  return rows;
}
/**
 * "No change" pull requests of n rounds through the paired decision: how many have a row that reads
 * `inconclusive` (within its limit, but its interval reaches past it: docs/statistics.md), which
 * benchmarks, and how many have a geomean that reads so (the same rule, for the suite). Its own random stream, so the tables above draw the same pull requests as before.
 */
function inconclusiveTable(names: string[], rounds: Round[]): Record<string, unknown>[] {
  console.log(`\n| rounds | "no change" pull requests with an inconclusive row (\`bench-diff ab\`) | with an inconclusive geomean | the benchmarks most often inconclusive |\n|---|---|---|---|`);
  const random = mulberry32(20261125);
  const rows: Record<string, unknown>[] = [];
  for (const n of SIZES) {
    if (n > rounds.length) continue;
    let any = 0;
    let geomeans = 0;
    const byBenchmark = new Map<string, number>();
    for (let t = 0; t < PRS; t++) {
      const c = pairedComparison(names, rounds, draw(random, rounds.length, n), undefined);
      const inconclusive = c.benchmarks.filter((b) => b.status === 'inconclusive').map((b) => b.name);
      if (inconclusive.length > 0) any++;
      if (c.geomean.status === 'inconclusive') geomeans++;
      for (const name of inconclusive) byBenchmark.set(name, (byBenchmark.get(name) ?? 0) + 1);
    }
    const most = [...byBenchmark].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 3);
    console.log(`| ${n} | ${pct(any / PRS)} (${any}/${PRS}) | ${pct(geomeans / PRS)} (${geomeans}/${PRS}) | ${most.map(([name, k]) => `${name} ${pct(k / PRS)}`).join(', ') || '—'} |`);
    rows.push({ rounds: n, prs: PRS, with_inconclusive: any, with_inconclusive_geomean: geomeans, by_benchmark: Object.fromEntries(byBenchmark) });
  }
  return rows;
}

const out: unknown[] = [];
for (const label of labels) {
  const data = JSON.parse(readFileSync(join(here, `rounds-${label}.json`), 'utf8')) as Collection;
  const rounds = data.rounds;
  const names = Object.keys(rounds[0]!.a);
  const spread = Object.fromEntries(
    names.map((n) => {
      const logs = rounds.map((r) => Math.log(r.b[n]! / r.a[n]!));
      const aLogs = rounds.map((r) => Math.log(r.a[n]!));
      return [n, { paired_pct: (Math.exp(robustSpread(logs)) - 1) * 100, unpaired_pct: (Math.exp(robustSpread(aLogs)) - 1) * 100 }];
    }),
  );
  const eligible = names.filter((n) => spread[n]!.paired_pct <= 5);
  console.log(`\n## ${label} (${rounds.length} rounds, load average ${data.load_average_1min.before.toFixed(1)} -> ${data.load_average_1min.after.toFixed(1)}${data.hog ? ', plus a CPU hog' : ''})\n`);
  console.log('| benchmark | robust spread of one value | robust spread of a round\'s ratio |\n|---|---|---|');
  for (const n of names) console.log(`| ${n} | ${spread[n]!.unpaired_pct.toFixed(1)}% | ${spread[n]!.paired_pct.toFixed(1)}% |`);
  const configs = {
    'committed baseline, default (best of 5, 8%/3%)': (idx: number[], base: number[], slow?: string): Flags => committed(names, rounds, base, idx, slow, { ...DEFAULT_GATE_OPTIONS, method: 'best' }),
    'committed baseline, --method stats (5-sample baseline)': (idx: number[], base: number[], slow?: string): Flags => committed(names, rounds, base, idx, slow, { ...DEFAULT_GATE_OPTIONS, method: 'stats' }),
  };
  if (data.injected) {
    out.push({ label, rounds: rounds.length, hog: data.hog, load: data.load_average_1min, spread, injected: data.injected, rows: injectedTable(data.injected, names, rounds, configs) });
    continue;
  }
  console.log(`\n| configuration | rounds (runs per side) | false fails | one benchmark 10% slower: caught, on the ${eligible.length} with a round's ratio spread <= 5% | caught, any of the ${names.length} |\n|---|---|---|---|---|`);
  const random = mulberry32(20261123);
  const rows: Record<string, unknown>[] = [];
  const tally = (name: string, n: number, decide: (idx: number[], base: number[], slow?: string) => Flags) => {
    let ff = 0;
    let caught = 0;
    let tried = 0;
    let caughtAll = 0;
    for (let t = 0; t < PRS; t++) {
      const all = draw(random, rounds.length, Math.min(rounds.length, n + 5));
      const idx = all.slice(0, n);
      const base = all.slice(n, n + 5).length === 5 ? all.slice(n, n + 5) : draw(random, rounds.length, 5);
      if (decide(idx, base).fails) ff++;
      const anyOne = names[t % names.length]!;
      if (decide(idx, base, anyOne).fails) caughtAll++;
      if (eligible.length > 0) {
        const slow = eligible[t % eligible.length]!;
        tried++;
        if (decide(idx, base, slow).fails) caught++;
      }
    }
    console.log(`| ${name} | ${n} | ${pct(ff / PRS)} (${ff}/${PRS}) | ${tried ? `${pct(caught / tried)} (${caught}/${tried})` : '— (none)'} | ${pct(caughtAll / PRS)} (${caughtAll}/${PRS}) |`);
    rows.push({ config: name, rounds: n, prs: PRS, false_fails: ff, caught_eligible: caught, tried_eligible: tried, caught_any: caughtAll });
  };
  for (const [name, decide] of Object.entries(configs)) tally(name, 5, decide);
  for (const n of SIZES) if (n + 5 <= rounds.length) tally('paired (`bench-diff ab`)', n, (idx, _b, slow) => paired(names, rounds, idx, slow));
  const inconclusive = inconclusiveTable(names, rounds);
  out.push({ label, rounds: rounds.length, hog: data.hog, load: data.load_average_1min, spread, eligible, rows, inconclusive });
}
writeFileSync(join(here, 'results.json'), `${JSON.stringify(out, null, 1)}\n`);
