/**
 * Instances replaying real noise (real/real-noise.json, collected by real/collect.mjs): each instance
 * splits every benchmark's measured values at random into 30 A/A runs and a held-out rest; each pull
 * request draws its N baseline and N current runs from the held-out rest, without replacement, so no
 * value is both calibrated on and tested with.
 */
import { readFileSync } from 'node:fs';
import { dispersion } from '../../src/core/stats/dispersion.js';
import { mulberry32, type Random } from '../../src/core/stats/random.js';
import type { Instance } from './engine.js';
import { AA_RUNS } from './synthetic.js';

export interface RealNoise {
  collected: string;
  machine: { cpu: string; cores: number; load_average_1min?: { before: number; after: number } };
  runs: number;
  benchmarks: Array<{ name: string; tool: string; unit: string; direction: 'higher' | 'lower'; values: number[] }>;
}

export function loadRealNoise(path: string): RealNoise {
  return JSON.parse(readFileSync(path, 'utf8')) as RealNoise;
}

function shuffled<T>(values: readonly T[], random: Random): T[] {
  const out = [...values];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

export function realInstance(noise: RealNoise, seed: number): Instance {
  const random = mulberry32(seed);
  const pools = noise.benchmarks.map((b) => shuffled(b.values, random));
  const cvs = noise.benchmarks.map((b) => dispersion(b.values, 'runs')!.cv_pct);
  const rest = pools.map((p) => p.slice(AA_RUNS));
  const goodness = (b: number, value: number, slowdown: number) => (noise.benchmarks[b]!.direction === 'higher' ? value * (1 - slowdown) : value / (1 - slowdown));
  return {
    benchmarks: noise.benchmarks.map((b) => ({ name: b.name, direction: b.direction })),
    noisy: cvs.map((cv) => cv > 5),
    quiet: cvs.map((cv) => cv <= 3),
    aaRuns: Array.from({ length: AA_RUNS }, (_, r) => pools.map((p) => p[r]!)),
    pullRequest: (runs, injection) => {
      if (rest.some((r) => r.length < 2 * runs)) throw new Error(`real-noise.json has too few values for ${AA_RUNS} A/A runs and 2 x ${runs} more`);
      const drawn = rest.map((r) => shuffled(r, random));
      const pick = (offset: number, slow: boolean) =>
        Array.from({ length: runs }, (_, i) => drawn.map((d, b) => (slow ? goodness(b, d[offset + i]!, injection.get(b) ?? 0) : d[offset + i]!)));
      return { baseline: pick(0, false), current: pick(runs, true) };
    },
  };
}
