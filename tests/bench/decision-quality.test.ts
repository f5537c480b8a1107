import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIGS } from '../../bench/decision-quality/configs.js';
import { key, runInstance, type Tallies } from '../../bench/decision-quality/engine.js';
import { TARGET_SUITE } from '../../bench/decision-quality/model.js';
import { rateOf, wilson } from '../../bench/decision-quality/summary.js';
import { historyDocument } from '../../bench/decision-quality/history.js';
import { HISTORY_COMMITS, syntheticInstance } from '../../bench/decision-quality/synthetic.js';
import { mulberry32 } from '../../src/core/stats/random.js';
import { ROOT } from '../helpers/fixtures.js';

const small = { ...TARGET_SUITE, benchmarks: 4, cvMin: 0.005, cvMax: 0.01, disturbedChance: 0, bimodalShare: 0 };
const configs = CONFIGS.filter((c) => c.id === 'default' || c.id === 'stats-30');

function simulate(seed: number): Tallies {
  const tallies: Tallies = {};
  runInstance(syntheticInstance(small, seed), 6, 5, mulberry32(seed), tallies, configs);
  return tallies;
}

describe('decision-quality engine', () => {
  it('runs every scenario through every configuration, on the same data', () => {
    const tallies = simulate(1);
    for (const c of configs) for (const s of ['aa', 'one-10', 'one-20', 'all-4', 'all-5']) expect(tallies[key(s, c.id, 'all')]!.n).toBe(6);
  });

  it('sees what a quiet suite should give: no false fails, 20% regressions caught and attributed', () => {
    const tallies = simulate(2);
    for (const c of configs) {
      expect(rateOf(tallies, 'aa', c.id).rate).toBe(0);
      expect(rateOf(tallies, 'one-20', c.id).rate).toBe(1);
      expect(tallies[key('one-20', c.id, 'all')]!.attributed).toBe(6);
    }
  });

  it('feeds the history-fed configuration every run value of the simulated commits, without changing the others\' draws', () => {
    const instance = syntheticInstance(small, 4);
    const commits = instance.history!(5);
    expect(commits).toHaveLength(HISTORY_COMMITS);
    const baseline = historyDocument(instance.benchmarks, commits, 'best').document;
    expect(baseline.benchmarks.map((b) => b.name)).toEqual(instance.benchmarks.map((b) => b.name));
    for (const b of baseline.benchmarks) expect(b.samples).toHaveLength(HISTORY_COMMITS * 5);
    // Its own random stream: the A/A runs and pull requests are what they were without it.
    const again = syntheticInstance(small, 4);
    expect(again.aaRuns).toEqual(instance.aaRuns);
    expect(again.pullRequest(5, new Map())).toEqual(syntheticInstance(small, 4).pullRequest(5, new Map()));
  });

  it('is reproducible from its seed', () => {
    expect(simulate(3)).toEqual(simulate(3));
  });

  it('gives Wilson intervals around the rate', () => {
    const r = wilson(5, 100);
    expect(r.rate).toBe(0.05);
    expect(r.low).toBeCloseTo(0.0215, 3);
    expect(r.high).toBeCloseTo(0.1118, 3);
  });

  it('runs end to end in --quick mode and writes its results', { timeout: 180_000 }, () => {
    const out = mkdtempSync(join(tmpdir(), 'dq-'));
    const result = spawnSync(process.execPath, [join(ROOT, 'bench/decision-quality/run.mjs'), '--quick', '--only', 'synthetic-13', '--out', out], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const written = JSON.parse(readFileSync(join(out, 'synthetic-13.quick.json'), 'utf8'));
    expect(written.tallies[key('aa', 'calibrated', 'all')].n).toBe(6);
  });
});
