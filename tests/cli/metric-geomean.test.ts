/**
 * README "Metrics", on the command line: the README's own example, `"p99": { "threshold": 20 }`,
 * holds p99's geomean to 3 × 20/8 = 7.5%, not to the suite's 3%: p99s that all move +5% (well within
 * the 20% allowed) pass, +9% fails on the geomean. Fixtures: fixtures/metric-geomean/.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/report.js';
import { runCli } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

const DIR = join(ROOT, 'fixtures/metric-geomean');
const at = (name: string): string => join(DIR, name);

describe('a p99 geomean held to the limit that fits p99', () => {
  it('passes p99s that all move +5% under the README example, and says the limit 7.5%', () => {
    const r = runCli([at('baseline.json'), at('run-p99-plus5.json'), '--config', at('bench-gate.json')]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^geomean p99 4\.8% worse \(limit 7\.5%\) over 4 benchmarks: pass$/m);
  });

  it('fails a p99 geomean 8.26% worse, though no p99 is over its 20%', () => {
    const r = runCli([at('baseline.json'), at('run-p99-plus9.json'), '--config', at('bench-gate.json'), '--format', 'json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as Report;
    expect(report.benchmarks.filter((b) => b.metric === 'p99').map((b) => b.status)).toEqual(['unchanged', 'unchanged', 'unchanged', 'unchanged']);
    expect(report.metric_geomeans?.p99).toMatchObject({ status: 'fail', gated: true, threshold_pct: 7.5 });
    expect(report.verdict).toBe('fail');
  });

  it('gives --metric-threshold p99=20 the same limit', () => {
    expect(runCli([at('baseline.json'), at('run-p99-plus5.json'), '--metric-threshold', 'p99=20']).code).toBe(0);
    const r = runCli([at('baseline.json'), at('run-p99-plus9.json'), '--metric-threshold', 'p99=20']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^geomean p99 8\.3% worse \(limit 7\.5%\) over 4 benchmarks: fail$/m);
  });

  it('refuses a geomean_threshold that is negative or not a number, in one line naming the file and the place', () => {
    for (const [file, what] of [['bad-geomean-threshold.json', 'must be >= 0'], ['text-geomean-threshold.json', 'must be number']] as const) {
      const r = runCli([at('baseline.json'), at('run-p99-plus5.json'), '--config', at(file)]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain(file);
      expect(r.stderr).toContain(`metrics.p99.geomean_threshold: ${what}`);
    }
  });
});
