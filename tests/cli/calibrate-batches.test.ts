/**
 * calibrate on runs of several CI jobs. The baseline and a pull request are measured in different
 * jobs (other hours, other machines), and the drift between jobs is larger than the noise of runs
 * made back to back. calibrate drew both sides of every resample from one pool of all the runs, so
 * its thresholds left that drift out: on fixtures/calibrate-batches (3 jobs of 10 runs, job 2 6%
 * slower throughout, 0.4% noise within a job) it recommended a 2.5% geomean threshold, and unchanged
 * code measured in job 2 failed against a baseline from job 1. The runs' folders are their batches
 * now: each side of a resample comes from another batch, so the thresholds cover the drift.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/fixtures.js';

const CLI = join(ROOT, 'dist/cli.js');
const FIXTURE = join(ROOT, 'fixtures/calibrate-batches');
const run = (args: string[], cwd: string) => spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
const runsOf = (job: number, count = 10) => Array.from({ length: count }, (_, i) => `job-${job}/run-${i + 1}.json`);

/** The fixture's runs copied into a fresh folder: by job (`jobs`), or all into one folder (`pooled`). */
function workspace(layout: 'jobs' | 'pooled'): { dir: string; files: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-calibrate-batches-'));
  const files = [1, 2, 3].flatMap((j) => runsOf(j)).map((file) => {
    const target = layout === 'jobs' ? file : `aa/${file.replace('/', '-')}`;
    mkdirSync(join(dir, target, '..'), { recursive: true });
    copyFileSync(join(FIXTURE, file), join(dir, target));
    return target;
  });
  return { dir, files };
}

/** Calibrates with --runs 5, promotes 5 runs of job 1 as the baseline and gates 5 runs of job 2 (unchanged code). */
function gateAcrossJobs(layout: 'jobs' | 'pooled') {
  const { dir, files } = workspace(layout);
  writeFileSync(join(dir, 'bench-gate.json'), JSON.stringify({ baseline: 'base.json' }));
  const calibrated = run(['calibrate', '--runs', '5', '--write-config', 'bench-gate.json', ...files], dir);
  expect(calibrated.status).toBe(0);
  expect(run(['promote', ...runsOf(1, 5).map((f) => join(FIXTURE, f)), '--baseline', 'base.json'], dir).status).toBe(0);
  const gate = run([...runsOf(2, 5).map((f) => join(FIXTURE, f)), '--baseline', 'base.json'], dir);
  return { calibrated, gate, config: JSON.parse(readFileSync(join(dir, 'bench-gate.json'), 'utf8')) };
}

describe('calibrate on runs of several jobs, a folder each', () => {
  it('recommends thresholds that pass unchanged code measured in another job', () => {
    const { calibrated, gate, config } = gateAcrossJobs('jobs');
    expect(calibrated.stdout).toMatch(/^bench-diff calibrate: 30 A\/A runs in 3 batches, 4 benchmarks$/m);
    expect(calibrated.stdout).toContain('come from different batches (folders), so the thresholds include the drift between them');
    expect(calibrated.stdout).toContain('warning: only 3 batches');
    // Job 2 is 6% slower than job 1 throughout: every threshold must cover that.
    expect(config.geomean_threshold).toBeGreaterThan(6);
    for (const b of Object.values(config.benchmarks as Record<string, { threshold: number }>)) expect(b.threshold).toBeGreaterThan(6);
    expect(gate.stderr).toBe('');
    expect(gate.status).toBe(0);
  });

  it('with the runs in one folder, works as it did, and says that back-to-back runs leave the drift out', () => {
    const { calibrated, gate, config } = gateAcrossJobs('pooled');
    expect(calibrated.stdout).toMatch(/^bench-diff calibrate: 30 A\/A runs, 4 benchmarks$/m);
    expect(calibrated.stdout).toMatch(/^One batch: runs made back to back leave out the drift between CI jobs; give the runs of 6\+ jobs \(or days\), a folder each \(aa\/job-\*\/run-\*\.json\), to include it\.$/m);
    // What calibrate recommended before it knew batches: below the drift, so the gate fails.
    expect(config.geomean_threshold).toBeLessThan(6);
    expect(gate.status).toBe(1);
  });

  it('says the number of batches in its JSON', () => {
    const jobs = workspace('jobs');
    expect(JSON.parse(run(['calibrate', '--format', 'json', ...jobs.files], jobs.dir).stdout).calibration.batches).toBe(3);
    const pooled = workspace('pooled');
    expect(JSON.parse(run(['calibrate', '--format', 'json', ...pooled.files], pooled.dir).stdout).calibration.batches).toBe(1);
  });

  it('shows runs of several jobs in its help, and says why', () => {
    const help = run(['help', 'calibrate'], ROOT).stdout;
    expect(help).toContain('bench-diff calibrate aa/job-*/run-*.json --runs 5 --write-config bench-gate.json');
    expect(help).toContain('bench-diff run --runs 5 --out-dir aa/job-$JOB');
    expect(help.replace(/\s+/g, ' ')).toContain('Runs all in one folder are one batch, and the thresholds leave it out.');
  });
});
