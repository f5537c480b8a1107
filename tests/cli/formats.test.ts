/** Other tools' outputs through the CLI: detection, --from, --direction, convert, directories. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';
import { FORMAT_FIXTURES } from '../helpers/fixtures.js';

const fixture = (path: string) => join(FORMAT_FIXTURES, path);

describe('bench-diff on other formats', () => {
  it('compares two go test outputs, detected by content', () => {
    const r = runCli([fixture('go-test/benchmem-count3.txt'), fixture('go-test/benchmem-count3.txt'), '--format', 'json']);
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout);
    expect(report.benchmarks.length).toBeGreaterThan(0);
    const primary = report.benchmarks.filter((b: { metric?: string | null }) => b.metric == null);
    expect(primary.length).toBeGreaterThan(0);
    expect(primary.every((b: { unit: string }) => b.unit === 'ns')).toBe(true);
    // -benchmem: every benchmark also has its B/op and allocs/op rows; the same file on both sides changes nothing.
    expect(report.benchmarks.some((b: { metric?: string }) => b.metric === 'B/op')).toBe(true);
    expect(report.benchmarks.every((b: { ratio: number }) => b.ratio === 1)).toBe(true);
  });

  it('reads a criterion directory', () => {
    const r = runCli(['convert', fixture('criterion/two-runs')]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ schema_version: 1, metadata: { tool: { name: 'criterion' } } });
  });

  it('convert -o writes the schema v1 document, and --from names the format', () => {
    const out = join(tempDir(), 'converted.json');
    expect(runCli(['convert', '--from', 'hyperfine', fixture('hyperfine/v1-basic.json'), '-o', out])).toMatchObject({ code: 0, stdout: '' });
    expect(JSON.parse(readFileSync(out, 'utf8')).metadata.tool.name).toBe('hyperfine');
  });

  it('--from with a format the input is not in is a one-line error naming the file', () => {
    const r = runCli(['convert', '--from', 'wrk', fixture('hyperfine/v1-basic.json')]);
    expect(r.code).toBe(2);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('v1-basic.json');
  });

  it('--from naming another format than the input\'s plainly is says which it is, not that the file is broken', () => {
    const dir = tempDir();
    const log = join(dir, 'run-2.txt');
    writeFileSync(log, readFileSync(fixture('go-test/benchmem-count3.txt')));
    expect(runCli(['convert', '--from', 'google-benchmark', log])).toMatchObject({
      code: 2,
      stderr: `bench-diff: error: ${log}: is Go \`go test -bench\` text (go-test), not google-benchmark, the format --from (the Action's input \`from\`) names. Name go-test there, or leave it out: each file's format is then detected\n`,
    });
    const run = join(dir, 'run.json');
    writeFileSync(run, JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'BenchmarkA', value: 5, unit: 'ns' }] }));
    expect(runCli(['--from', 'go-test', log, run]).stderr).toBe(`bench-diff: error: ${run}: is bench-gate schema_version 1 JSON (bench-gate), not go-test, the format --from (the Action's input \`from\`) names. Name bench-gate there, or leave it out: each file's format is then detected\n`);
  });

  it('an unknown --from lists the formats', () => {
    const r = runCli(['convert', '--from', 'nope', fixture('hyperfine/v1-basic.json')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--from: unknown format "nope". Use auto or one of: bench-gate, .*wrk.*hyperfine/);
  });

  it('an input in no known format is an error that lists the formats', () => {
    const path = join(tempDir(), 'notes.txt');
    writeFileSync(path, 'these are not benchmark results\n');
    const r = runCli(['convert', path]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/notes\.txt: is in no format bench-gate recognises\. Name it with --from \(the Action's input `from`\); formats: bench-gate, go-test, .*pyperf/);
  });

  it('--direction decides for files that carry none, and the unit for those that have one', () => {
    const custom = fixture('github-action-benchmark/custom-bigger-is-better.json');
    const lower = JSON.parse(runCli(['convert', '--direction', 'lower', custom]).stdout);
    expect(lower.benchmarks.map((b: { direction: string }) => b.direction)).toEqual(lower.benchmarks.map(() => 'lower'));
    const inferred = JSON.parse(runCli(['convert', custom]).stdout);
    expect(inferred.benchmarks[0]).toMatchObject({ unit: 'req/s', direction: 'higher' });
  });

  it('Bencher files are gated with the measure\'s own direction', () => {
    const r = runCli([fixture('bencher/bmf.json'), fixture('bencher/bmf.json'), '--format', 'json']);
    expect(r.code).toBe(0);
    const latency = JSON.parse(r.stdout).benchmarks.find((b: { name: string }) => b.name === 'fib::10 [latency]');
    expect(latency).toMatchObject({ direction: 'lower', ratio: 1 });
  });
});
