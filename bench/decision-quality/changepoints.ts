/**
 * The change-point study (see README.md): synthetic histories with step changes at known commits,
 * and A/A histories without, through `bench-diff history detect`'s own detector and through Apache
 * Otava (otava_driver.py) on the very same series. Seeded. Run through changepoints.mjs:
 *   node bench/decision-quality/changepoints.mjs [--quick] [--no-otava] [--out DIR]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aggregate } from '../../src/core/aggregate.js';
import { DEFAULT_DETECT_OPTIONS, POINT_AGGREGATE, seriesChangePoints } from '../../src/core/history/detect.js';
import { mulberry32, type Random } from '../../src/core/stats/random.js';
import { makeSuite, runValues, TARGET_SUITE } from './model.js';

export const COMMITS = 300;
const RUNS = 5;
const SEED = 20251123;
/** A change counts as found when a change point is this close (in commits) to it. */
export const TOLERANCE = 2;
/** The CV up to which the issue's recall target applies. */
const LOW_CV = 0.03;

export interface Scenario {
  id: string;
  title: string;
  /** Size of each step, 0 for A/A. */
  step: number;
}

export const CP_SCENARIOS: readonly Scenario[] = [
  { id: 'aa', title: 'A/A (no change)', step: 0 },
  { id: 'step-3', title: '3% steps', step: 0.03 },
  { id: 'step-5', title: '5% steps', step: 0.05 },
  { id: 'step-10', title: '10% steps', step: 0.1 },
  { id: 'step-20', title: '20% steps', step: 0.2 },
];

export interface SyntheticSeries {
  name: string;
  cv: number;
  /** Indices of the first commit of each new level. */
  truth: number[];
  points: number[];
}

/**
 * One history of the 13-benchmark target suite: every commit run RUNS times with the simulation's
 * noise (log-normal, bimodal benchmarks, disturbed runs), each benchmark's point the best of them.
 * With a step, each benchmark changes twice, at a commit drawn in [40, 130) and one in [170, 260),
 * each time worse or better at random.
 */
export function syntheticHistory(step: number, random: Random): SyntheticSeries[] {
  const suite = makeSuite(TARGET_SUITE, random);
  const truth = suite.benchmarks.map(() => (step === 0 ? [] : [40 + Math.floor(random() * 90), 170 + Math.floor(random() * 90)]));
  const signs = suite.benchmarks.map(() => [random() < 0.5 ? -1 : 1, random() < 0.5 ? -1 : 1]);
  const points = suite.benchmarks.map(() => [] as number[]);
  for (let c = 0; c < COMMITS; c++) {
    const injection = new Map<number, number>();
    suite.benchmarks.forEach((_, i) => {
      let goodness = 1;
      truth[i]!.forEach((at, k) => {
        if (c >= at) goodness *= 1 + signs[i]![k]! * step;
      });
      injection.set(i, 1 - goodness);
    });
    const runs = Array.from({ length: RUNS }, () => runValues(suite, random, injection));
    suite.benchmarks.forEach((b, i) => points[i]!.push(aggregate(runs.map((r) => r[i]!), POINT_AGGREGATE, b.direction)));
  }
  return suite.benchmarks.map((b, i) => ({ name: b.name, cv: b.cv, truth: truth[i]!, points: points[i]! }));
}

export interface Score {
  series: number;
  truths: number;
  found: number;
  truthsLowCv: number;
  foundLowCv: number;
  detections: number;
  falseDetections: number;
}

const emptyScore = (): Score => ({ series: 0, truths: 0, found: 0, truthsLowCv: 0, foundLowCv: 0, detections: 0, falseDetections: 0 });

/** Matches each true change with the nearest unused detection within TOLERANCE commits. */
export function scoreSeries(score: Score, s: SyntheticSeries, detected: readonly number[]): void {
  const used = new Set<number>();
  let found = 0;
  let foundLow = 0;
  for (const t of s.truth) {
    let best = -1;
    detected.forEach((d, i) => {
      if (!used.has(i) && Math.abs(d - t) <= TOLERANCE && (best < 0 || Math.abs(d - t) < Math.abs(detected[best]! - t))) best = i;
    });
    if (best >= 0) {
      used.add(best);
      found++;
      if (s.cv <= LOW_CV) foundLow++;
    }
  }
  score.series++;
  score.truths += s.truth.length;
  score.found += found;
  if (s.cv <= LOW_CV) {
    score.truthsLowCv += s.truth.length;
    score.foundLowCv += foundLow;
  }
  score.detections += detected.length;
  score.falseDetections += detected.length - used.size;
}

export interface Rates {
  recall: number | null;
  recallLowCv: number | null;
  falsePer1000: number;
  precision: number | null;
  f1: number | null;
}

export function rates(s: Score): Rates {
  const recall = s.truths > 0 ? s.found / s.truths : null;
  // Without true changes (A/A) precision and F1 mean nothing: the false rate says it all.
  const precision = s.truths === 0 ? null : s.detections > 0 ? (s.detections - s.falseDetections) / s.detections : 0;
  const f1 = recall !== null && precision !== null ? (recall + precision > 0 ? (2 * recall * precision) / (recall + precision) : 0) : null;
  return {
    recall,
    recallLowCv: s.truthsLowCv > 0 ? s.foundLowCv / s.truthsLowCv : null,
    falsePer1000: (1000 * s.falseDetections) / (s.series * COMMITS),
    precision,
    f1,
  };
}

interface OtavaRun {
  version: string;
  seconds: number;
  changePoints: number[][];
}

function runOtava(series: readonly SyntheticSeries[], python: string): OtavaRun | string {
  const dir = mkdtempSync(join(tmpdir(), 'otava-'));
  const job = join(dir, 'series.json');
  writeFileSync(job, JSON.stringify({ window: 50, max_pvalue: 0.001, min_magnitude: DEFAULT_DETECT_OPTIONS.minChangePct / 100, series: series.map((s) => s.points) }));
  const driver = join(process.env.BENCH_GATE_ROOT ?? process.cwd(), 'bench/decision-quality/otava_driver.py');
  const r = spawnSync(python, [driver, job], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) return `Otava did not run: ${(r.stderr || String(r.error)).trim().split('\n').pop()}`;
  const out = JSON.parse(r.stdout) as { otava_version: string; seconds: number; change_points: number[][] };
  return { version: out.otava_version, seconds: out.seconds, changePoints: out.change_points };
}

const pct = (v: number | null): string => (v === null ? '—' : `${(100 * v).toFixed(1)}%`);
const num = (v: number | null): string => (v === null ? '—' : v.toFixed(2));

function args(): { quick: boolean; otava: boolean; out?: string; root: string } {
  const argv = process.argv.slice(2);
  const out = argv.includes('--out') ? argv[argv.indexOf('--out') + 1] : undefined;
  return { quick: argv.includes('--quick'), otava: !argv.includes('--no-otava'), ...(out ? { out } : {}), root: process.env.BENCH_GATE_ROOT ?? process.cwd() };
}

function main(): void {
  const { quick, otava, out, root } = args();
  const histories = quick ? 1 : 20;
  const python = process.env.OTAVA_PYTHON ?? 'python3';
  const results: Record<string, unknown>[] = [];
  const rows: string[] = [];
  let otavaVersion: string | undefined;
  let otavaNote: string | undefined;
  for (const scenario of CP_SCENARIOS) {
    const all: SyntheticSeries[] = [];
    for (let h = 0; h < histories; h++) all.push(...syntheticHistory(scenario.step, mulberry32((SEED + h * 7919 + Math.round(scenario.step * 1000)) >>> 0)));
    const ours = emptyScore();
    const started = Date.now();
    for (const s of all) scoreSeries(ours, s, seriesChangePoints(s.points, s.name, DEFAULT_DETECT_OPTIONS).map((l) => l.index));
    const oursSeconds = (Date.now() - started) / 1000;
    let theirs: Score | undefined;
    let otavaSeconds: number | undefined;
    if (otava) {
      const run = runOtava(all, python);
      if (typeof run === 'string') otavaNote = run;
      else {
        otavaVersion = run.version;
        otavaSeconds = run.seconds;
        theirs = emptyScore();
        all.forEach((s, i) => scoreSeries(theirs!, s, run.changePoints[i]!));
      }
    }
    const o = rates(ours);
    const t = theirs ? rates(theirs) : undefined;
    results.push({ scenario: scenario.id, series: all.length, bench_gate: { ...ours, ...o, seconds: oursSeconds }, otava: theirs ? { ...theirs, ...t, seconds: otavaSeconds } : null });
    const cell = (f: (r: Rates) => string): string => `${f(o)} | ${t ? f(t) : '—'}`;
    rows.push(`| ${scenario.title} | ${cell((r) => pct(r.recall))} | ${cell((r) => pct(r.recallLowCv))} | ${cell((r) => num(r.falsePer1000))} | ${cell((r) => pct(r.precision))} | ${cell((r) => num(r.f1))} |`);
    process.stderr.write(`${scenario.id}: ${all.length} series, bench-gate ${oursSeconds.toFixed(1)}s${otavaSeconds !== undefined ? `, Otava ${otavaSeconds.toFixed(1)}s` : ''}\n`);
  }
  const table = [
    '| Scenario | Recall (bench-gate \\| Otava) | | Recall, CV ≤ 3% | | False per 1,000 commits | | Precision | | F1 | |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
  process.stdout.write(`${table}\n`);
  if (otavaNote) process.stdout.write(`\n${otavaNote}\n`);
  const outDir = out ?? join(root, 'bench/decision-quality/results');
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `changepoints${quick ? '.quick' : ''}.json`);
  const settings = { commits: COMMITS, runs: RUNS, histories, benchmarks: TARGET_SUITE.benchmarks, tolerance: TOLERANCE, seed: SEED, detect: DEFAULT_DETECT_OPTIONS };
  writeFileSync(file, `${JSON.stringify({ settings, otava_version: otavaVersion ?? null, otava_note: otavaNote ?? null, results }, null, 1)}\n`);
}

if (process.argv[1]?.endsWith('changepoints.mjs') || process.env.BENCH_GATE_CP_MAIN === '1') main();
