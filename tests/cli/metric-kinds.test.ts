/**
 * What a language runtime's maintainer sees through the CLI (fixtures/metric-kinds: Cachegrind
 * profiles, hyperfine 1.x exports, a Google Benchmark file with user counters, a pyperf `integer`
 * run): per-function instruction counts and CPU times reported, not gated; a reader's reason for a
 * metric it left out; a metric's direction from the config; `--direction` named where it helps.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/report.js';
import { runCli } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

const F = (name: string): string => join(ROOT, 'fixtures/metric-kinds', name);

describe('bench-diff on metrics that must not fail a faster pull request', () => {
  it('passes a profile 5% faster in all whose work moved from one function to another', () => {
    const r = runCli([F('a.out'), F('b.out')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^bench-gate PASS/);
    expect(r.stdout).toMatch(/^ {2}Ir helper .* worse \(reported only\)$/m);
    expect(r.stdout).not.toMatch(/limit 0%\) \(not gated\)/);
    // One profile: the metric's geomean would repeat its row, so no line (the JSON keeps it, below).
    expect(r.stdout).not.toMatch(/^geomean Ir helper/m);
    expect(r.stdout).not.toMatch(/^geomean Ir /m);
    const json = JSON.parse(runCli([F('a.out'), F('b.out'), '--format', 'json']).stdout) as Report;
    expect(json.benchmarks.find((b) => b.metric === 'Ir helper')).toMatchObject({ gated: false });
    expect(json.metric_geomeans?.['Ir helper']?.gated).toBe(false);
  });

  it('says plainly when a function fell out of the runs\' top functions', () => {
    const r = runCli([F('a.out'), F('c.out')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('warning: metric "Ir helper" is in the baseline of 1 benchmark ("./interp bench.lua") but not among the runs\' top functions');
    expect(r.stdout).not.toContain('do the runs still measure it?');
  });

  it('reports hyperfine\'s CPU times without failing on them, and gates them when configured', () => {
    const r = runCli([F('sleep-base.json'), F('sleep-run.json')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^ {2}time_user .* worse \(reported only\)$/m);
    const configured = runCli([F('sleep-base.json'), F('sleep-run.json'), '--metric-threshold', 'time_user=10']);
    expect(configured.code).toBe(1);
    expect(configured.stdout).toMatch(/^ {2}time_user .* regressed \(limit 10%\)$/m);
  });

  it('gives hyperfine\'s reason for a CPU time of 0 s, not "do the runs still measure it?"', () => {
    const converted = JSON.parse(runCli(['convert', F('hr2.json')]).stdout) as { benchmarks: Array<Record<string, unknown>> };
    expect(converted.benchmarks.find((b) => b.name === 'sleep 0.01')?.unmeasured_metrics).toEqual({ time_system: expect.stringContaining('0 s') });
    const r = runCli([F('hr1.json'), F('hr2.json'), F('hr3.json'), F('hr4.json')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('warning: metric "time_system" of 1 benchmark ("sleep 0.01") is not compared: a run did not measure it (hyperfine measured 0 s');
    expect(r.stdout).not.toContain('do the runs still measure it?');
  });

  it('compares a user counter once the config gives it a direction, and names that config when it has none', () => {
    const without = runCli([F('gb-plain.json'), F('gb-plain.json')]);
    expect(without.stdout).toContain('warning: metric "bytecodes" (4 benchmarks): cannot tell whether higher or lower is better for unit "bytecodes", so it is not compared; say which is better in bench-gate.json: "metrics": {"bytecodes": {"direction": "lower"}} (or "higher")');
    const withConfig = runCli([F('gb-plain.json'), F('gb-plain.json'), '--config', F('direction.json')]);
    expect(withConfig.code).toBe(0);
    expect(withConfig.stdout).not.toContain('metric "bytecodes" (4 benchmarks): cannot tell');
    expect(withConfig.stdout).toMatch(/^ {2}bytecodes .* unchanged$/m);
  });

  it('names --direction for pyperf\'s integer unit, and takes it', () => {
    const r = runCli([F('int.json'), F('int.json')]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('--direction higher or lower sets it for the whole file');
    expect(runCli([F('int.json'), F('int.json'), '--direction', 'lower']).code).toBe(0);
  });
});
