// Writes a synthetic suite for the scaling benchmark: a baseline and RUNS runs of COUNT benchmarks,
// mixed directions and units, values with a few percent of seeded noise (so the gate has real work).
// With SAMPLES, every baseline entry also holds SAMPLES values of its own (as `promote` keeps them), so
// that --method stats has something to test instead of falling back to the threshold rule.
//   node bench/gen-large.mjs OUTDIR COUNT RUNS [SAMPLES]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mulberry32 } from './seeded-random.mjs';

const [outDir, countText = '10000', runsText = '10', samplesText = '0'] = process.argv.slice(2);
if (!outDir) throw new Error('usage: node bench/gen-large.mjs OUTDIR COUNT RUNS');
const count = Number(countText);
const runs = Number(runsText);
const samples = Number(samplesText);

const random = mulberry32(42);

function entry(i, factor) {
  const name = `suite${i % 17}/benchmark_${i}`;
  if (i % 3 === 0) return { name, ops_per_sec: Math.round(1e6 * (1 + (i % 97)) * factor), iterations: 1000 };
  if (i % 3 === 1) return { name, time_ms: Number((0.5 + (i % 89)) * (2 - factor)).toFixed(6) * 1, success: true, error: null };
  return { name, value: (100 + (i % 53)) * (2 - factor), unit: 'ns' };
}

function suite(noise) {
  const benchmarks = [];
  for (let i = 0; i < count; i++) benchmarks.push(entry(i, 1 + (random() - 0.5) * noise));
  return { schema_version: 1, benchmarks };
}

/** The gated value of an entry, whichever field holds it. */
const valueOf = (e) => e.ops_per_sec ?? e.time_ms ?? e.value;

mkdirSync(outDir, { recursive: true });
const baseline = suite(0.04);
for (let r = 1; r <= runs; r++) writeFileSync(join(outDir, `run-${r}.json`), JSON.stringify(suite(0.06)));
// Drawn after the runs, so that the runs are the same with or without baseline samples.
const drawn = Array.from({ length: samples }, () => suite(0.06).benchmarks);
if (samples > 0) baseline.benchmarks.forEach((e, i) => (e.samples = drawn.map((s) => valueOf(s[i]))));
writeFileSync(join(outDir, 'baseline.json'), JSON.stringify(baseline));
