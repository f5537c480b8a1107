/** --metrics and --metric-threshold on the command line, on real `go test` text with tripled allocations. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/report.js';
import { runCli, tempDir } from '../helpers/cli.js';

const GO = (bytes: number, allocs: number) =>
  `goos: linux\ngoarch: amd64\npkg: example.com/m\n${[1012, 1003, 998].map((ns) => `BenchmarkParse-8   100000   ${ns} ns/op   ${bytes} B/op   ${allocs} allocs/op`).join('\n')}\nPASS\nok  \texample.com/m\t1.2s\n`;

function files(): { base: string; head: string } {
  const dir = tempDir();
  const base = join(dir, 'base.txt');
  const head = join(dir, 'head.txt');
  writeFileSync(base, GO(64, 2));
  writeFileSync(head, GO(192, 6));
  return { base, head };
}

describe('metric flags', () => {
  it('fails the tripled allocations by default, naming the metrics', () => {
    const { base, head } = files();
    const r = runCli([base, head]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^ {2}B\/op .* regressed \(limit 0%\)$/m);
    expect(r.stdout).toMatch(/^ {2}allocs\/op .* regressed \(limit 0%\)$/m);
  });

  it('--metrics chooses the metrics, --metric-threshold sets their limits', () => {
    const { base, head } = files();
    const r = runCli([base, head, '--metrics', 'B/op', '--metric-threshold', 'B/op=300', '--geomean-threshold', '300', '--format', 'json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as Report;
    expect(report.benchmarks.map((b) => b.metric ?? null)).toEqual([null, 'B/op']);
    expect(report.benchmarks[1]).toMatchObject({ threshold_pct: 300, status: 'unchanged' });
  });

  it('refuses a --metric-threshold that is not NAME=PCT', () => {
    const { base, head } = files();
    const r = runCli([base, head, '--metric-threshold', 'B/op']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--metric-threshold.*NAME=PCT/);
  });

  it('shows a bad limit written the way the flag takes it, NAME=PCT', () => {
    const { base, head } = files();
    const r = runCli([base, head, '--metric-threshold', 'B/op=-1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('bench-diff: error: --metric-threshold B/op: "-1" is negative: a percentage here is 0 or more. Give a number of percent, e.g. --metric-threshold B/op=5\n');
  });
});
