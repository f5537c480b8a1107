/**
 * The decision-quality simulation (see README.md): false fails per pull request and detection rates
 * of each gate configuration, on synthetic suites and on replayed real noise. Seeded: the same
 * arguments give the same numbers. Run through run.mjs (which bundles this file):
 *   node bench/decision-quality/run.mjs [--quick] [--only synthetic|real] [--config ID] [--out DIR] [--noise-rule [--stats]]
 * --out writes the results JSON there and leaves docs/ alone (for tests). --config runs one
 * configuration only (the pull requests are drawn the same whatever the configurations) and merges
 * its counts into the study's existing results JSON, leaving the others' as they were. --instances N
 * runs the first N suites of each study only (with --out, for a quicker, smaller sample).
 * --noise-rule [--stats] compares the noise rules of noise-rule.ts instead of the configurations
 * (results/noise-rule-*.json only).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { mulberry32 } from '../../src/core/stats/random.js';
import { CONFIGS, type ConfigSpec } from './configs.js';
import { mergeTallies, runInstance, type Instance, type Tallies } from './engine.js';
import { LARGE_SUITE, TARGET_SUITE, type ModelParams } from './model.js';
import { loadRealNoise, realInstance } from './real.js';
import { SCENARIOS } from './scenarios.js';
import { noiseRuleConfigs } from './noise-rule.js';
import { markdownTable } from './summary.js';
import { svgPlot } from './svg.js';
import { syntheticInstance } from './synthetic.js';

const RUNS = 5;
const SEED = 20250601;

interface Study {
  id: string;
  title: string;
  instances: number;
  trials: number;
  make: (seed: number) => Instance;
  params?: ModelParams;
}

/**
 * The configurations a run compares: the product's (CONFIGS), or the noise rules under study (with
 * --stats, also on --method stats); --config keeps one of them.
 */
const configsOf = (noiseRule: boolean, stats: boolean, config: string | undefined): ConfigSpec[] => {
  const all = noiseRule ? noiseRuleConfigs(stats) : CONFIGS;
  return config === undefined ? all : all.filter((c) => c.id === config);
};

interface Args {
  quick: boolean;
  noiseRule: boolean;
  stats: boolean;
  only?: string;
  root: string;
  out?: string;
  config?: string;
  instances?: number;
}

function args(): Args {
  const argv = process.argv.slice(2);
  const value = (flag: string) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : undefined);
  const only = value('--only');
  const out = value('--out');
  const config = value('--config');
  const instances = value('--instances');
  const noiseRule = argv.includes('--noise-rule');
  const stats = argv.includes('--stats');
  const known = configsOf(noiseRule, stats, undefined);
  if (config !== undefined && !known.some((c) => c.id === config)) throw new Error(`--config ${config}: not one of ${known.map((c) => c.id).join(', ')}`);
  return { quick: argv.includes('--quick'), noiseRule, stats, ...(only ? { only } : {}), ...(out ? { out } : {}), ...(config ? { config } : {}), ...(instances ? { instances: Number(instances) } : {}), root: process.env.BENCH_GATE_ROOT ?? process.cwd() };
}

function studies(quick: boolean, root: string): Study[] {
  const scale = (full: number, fast: number) => (quick ? fast : full);
  const out: Study[] = [
    { id: 'synthetic-13', title: '13 benchmarks, CV 0.5–12% (the target suite)', instances: scale(80, 2), trials: scale(20, 3), make: (s) => syntheticInstance(TARGET_SUITE, s), params: TARGET_SUITE },
    { id: 'synthetic-100', title: '100 benchmarks, CV 0.5–15%', instances: scale(4, 1), trials: scale(10, 1), make: (s) => syntheticInstance(LARGE_SUITE, s), params: LARGE_SUITE },
  ];
  // real-noise.json: measured on a quiet machine; real-noise-busy.json: on the same machine while
  // other jobs loaded it (load average about 9 on 2 cores), as a shared CI runner can be.
  for (const [id, file, label, instances] of [
    ['real', 'real-noise.json', 'replayed real noise', 60],
    ['real-busy', 'real-noise-busy.json', 'replayed real noise from a busy machine', 30],
  ] as const) {
    const path = join(root, 'bench/decision-quality/real', file);
    if (!existsSync(path)) continue;
    const noise = loadRealNoise(path);
    const load = noise.machine.load_average_1min ? `, load average ${noise.machine.load_average_1min.before}–${noise.machine.load_average_1min.after}` : '';
    out.push({
      id,
      title: `${label}: ${noise.benchmarks.length} benchmarks (hyperfine, go test -bench, pytest-benchmark), ${noise.runs} runs each${load}`,
      instances: scale(instances, 2),
      trials: scale(20, 3),
      make: (s) => realInstance(noise, s),
    });
  }
  return out;
}

/** Instances `from`, `from + step`, ...: each seeded by its index, so the split over workers does not change the numbers. */
function runInstances(study: Study, from: number, step: number, configs: readonly ConfigSpec[]): Tallies {
  const tallies: Tallies = {};
  for (let i = from; i < study.instances; i += step) {
    const seed = (SEED + i * 7919) >>> 0;
    runInstance(study.make(seed), study.trials, RUNS, mulberry32(seed ^ 0xbeef), tallies, configs);
  }
  return tallies;
}

async function runStudy(study: Study, a: Args): Promise<{ tallies: Tallies; seconds: number }> {
  const started = Date.now();
  const workers = Math.max(1, Math.min(availableParallelism(), study.instances, 4));
  const parts = await Promise.all(
    Array.from({ length: workers }, (_, w) =>
      new Promise<Tallies>((done, fail) => {
        const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { study: study.id, instances: study.instances, quick: a.quick, root: a.root, from: w, step: workers, noiseRule: a.noiseRule, stats: a.stats, config: a.config }, env: process.env });
        worker.once('message', done);
        worker.once('error', fail);
      }),
    ),
  );
  const tallies: Tallies = {};
  for (const part of parts) mergeTallies(tallies, part);
  return { tallies, seconds: (Date.now() - started) / 1000 };
}

function withoutConfig(tallies: Tallies, config: string): Tallies {
  return Object.fromEntries(Object.entries(tallies).filter(([k]) => k.split('|')[1] !== config));
}

async function main(): Promise<void> {
  const a = args();
  const { quick, noiseRule, stats, only, root, out, config, instances } = a;
  const configs = configsOf(noiseRule, stats, config);
  const outDir = out ?? join(root, 'bench/decision-quality/results');
  mkdirSync(outDir, { recursive: true });
  const sections: string[] = [];
  for (const full of studies(quick, root)) {
    if (only && !full.id.startsWith(only)) continue;
    // --instances N: the first N suites of the study only (a prefix of the full run: the same seeds).
    const study = instances === undefined ? full : { ...full, instances: Math.min(instances, full.instances) };
    const run = await runStudy(study, a);
    const seconds = run.seconds;
    const suffix = quick ? '.quick' : '';
    const resultsPath = join(outDir, `${noiseRule ? `noise-rule${stats ? '-stats' : ''}-` : ''}${study.id}${suffix}.json`);
    // One configuration's counts join the others' from the last full run.
    const tallies = config !== undefined && existsSync(resultsPath) ? { ...withoutConfig((JSON.parse(readFileSync(resultsPath, 'utf8')) as { tallies: Tallies }).tallies, config), ...run.tallies } : run.tallies;
    const trials = study.instances * study.trials;
    process.stdout.write(`${study.id}: ${trials} pull requests per scenario in ${seconds.toFixed(1)}s\n`);
    const table = markdownTable(tallies, configs, SCENARIOS);
    process.stdout.write(`${table}\n\n`);
    writeFileSync(resultsPath, `${JSON.stringify({ study: study.id, title: study.title, seed: SEED, runs: RUNS, instances: study.instances, trials_per_instance: study.trials, params: study.params, seconds, tallies }, null, 1)}\n`);
    sections.push(`### ${study.title}\n\n${trials} simulated pull requests per scenario (${study.instances} suites × ${study.trials}), ${RUNS} runs each, seed ${SEED}. Rates with 95% Wilson intervals.\n\n${table}\n`);
    if (!quick && !out && !noiseRule) {
      mkdirSync(join(root, 'docs'), { recursive: true });
      writeFileSync(join(root, `docs/decision-quality-${study.id}.svg`), svgPlot(tallies, CONFIGS, study.title));
    }
  }
  if (!quick && !only && !out && !noiseRule) {
    mkdirSync(join(root, 'docs'), { recursive: true });
    writeFileSync(join(root, 'docs/decision-quality-results.md'), `# Decision quality: measured results\n\nGenerated by \`node bench/decision-quality/run.mjs\`; do not edit by hand (see docs/decision-quality.md for what they mean).\n\n${sections.join('\n')}`);
  }
}

if (isMainThread) await main();
else {
  const job = workerData as { study: string; instances: number; quick: boolean; root: string; from: number; step: number; noiseRule: boolean; stats: boolean; config?: string };
  const study = { ...studies(job.quick, job.root).find((s) => s.id === job.study)!, instances: job.instances };
  parentPort!.postMessage(runInstances(study, job.from, job.step, configsOf(job.noiseRule, job.stats, job.config)));
}
