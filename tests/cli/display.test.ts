import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colorWanted } from '../../src/cli/color.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { humanFactor, humanValueChange } from '../../src/report/humanize.js';
import { displayWidth } from '../../src/report/display-width.js';
import { CLI, runCli, tempDir } from '../helpers/cli.js';

function doc(values: Record<string, [number, string]>): string {
  return JSON.stringify({ schema_version: 1, benchmarks: Object.entries(values).map(([name, [value, unit]]) => ({ name, unit, value })) });
}

describe('changes read the way the measurement goes', () => {
  it('shows the change of the value with a factor in words, and keeps change_pct in JSON', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'b.json'), doc({ time: [100, 'ms'], rate: [10_000_000, 'ops/s'], quick: [10, 'ms'], mem: [1000, 'B'] }));
    writeFileSync(join(dir, 'c.json'), doc({ time: [610, 'ms'], rate: [5_000_000, 'ops/s'], quick: [8, 'ms'], mem: [2000, 'B'] }));
    const text = runCli(['b.json', 'c.json'], { cwd: dir }).stdout;
    expect(text).toMatch(/^time +100 ms +610 ms +\+510\.0% \(6\.10× slower\) +regressed/m);
    expect(text).toMatch(/^rate .* -50\.0% \(2\.00× slower\) +regressed/m);
    expect(text).toMatch(/^quick .* -20\.0% \(1\.25× faster\) +improved/m);
    expect(text).toMatch(/^mem .* \+100\.0% \(2\.00× worse\) +regressed/m);
    const json = JSON.parse(runCli(['b.json', 'c.json', '--format', 'json'], { cwd: dir }).stdout) as { benchmarks: Array<{ name: string; ratio: number; change_pct: number; value_change_pct: number }> };
    const time = json.benchmarks.find((b) => b.name === 'time')!;
    expect(time.ratio).toBeCloseTo(100 / 610, 12);
    expect(time.change_pct).toBeCloseTo((100 / 610 - 1) * 100, 9);
    expect(time.value_change_pct).toBeCloseTo(510, 9);
    const md = runCli(['b.json', 'c.json', '--format', 'markdown'], { cwd: dir }).stdout;
    expect(md).toContain('| \u221250.0% (2.00× slower) |');
  });

  it('says "same" when the factor rounds to 1, and follows the medians of --method stats', () => {
    expect(humanFactor(1.001, 'ms')).toBe('same');
    expect(humanFactor(0.05, 'ms')).toBe('20× slower');
    expect(humanValueChange({ ratio: null, value_change_pct: null, unit: 'ms' })).toBe('—');
    const base = { schema_version: 1 as const, benchmarks: [{ name: 'x', unit: 'ms', value: 10, samples: [10, 10.1, 9.9, 10, 10.05] }] };
    const runs = [11, 11.1, 10.9, 11, 11.05].map((v) => ({ source: 'r', document: { schema_version: 1 as const, benchmarks: [{ name: 'x', unit: 'ms', value: v }] } }));
    const report = runGate({ source: 'b', document: base }, runs, { ...DEFAULT_GATE_OPTIONS, method: 'stats', alpha: 0.05 });
    const r = report.benchmarks[0]!;
    expect(r.value_change_pct).toBeCloseTo((r.current! / r.baseline! - 1) * 100, 9);
  });
});

describe('display width', () => {
  it('lines up names in Chinese, Japanese and with emoji', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'b.json'), doc({ 解析: [100, 'ms'], 'ソート 🚀': [100, 'ms'], plain: [100, 'ms'], '👩‍💻 dev': [100, 'ms'] }));
    writeFileSync(join(dir, 'c.json'), doc({ 解析: [100, 'ms'], 'ソート 🚀': [100, 'ms'], plain: [100, 'ms'], '👩‍💻 dev': [100, 'ms'] }));
    const lines = runCli(['b.json', 'c.json'], { cwd: dir }).stdout.split('\n').slice(3, 7);
    const columnOfBaseline = lines.map((line) => displayWidth(line.slice(0, line.indexOf('100 ms'))));
    expect(new Set(columnOfBaseline).size).toBe(1);
    expect(displayWidth('解析')).toBe(4);
  });
});

describe('colour', () => {
  it('follows FORCE_COLOR as Node documents it, then NO_COLOR and the terminal', () => {
    expect(colorWanted({}, true)).toBe(true);
    expect(colorWanted({}, false)).toBe(false);
    expect(colorWanted({ NO_COLOR: '1' }, true)).toBe(false);
    for (const v of ['1', '2', '3', 'true', '']) expect(colorWanted({ FORCE_COLOR: v, NO_COLOR: '1' }, false)).toBe(true);
    for (const v of ['0', 'false']) expect(colorWanted({ FORCE_COLOR: v }, true)).toBe(false);
  });

  it('colours a piped report with FORCE_COLOR=1 and not with FORCE_COLOR=0', () => {
    const args = ['examples/microbench/baseline.json', 'examples/microbench/run-1.json'];
    expect(runCli(args, { env: { FORCE_COLOR: '1' } }).stdout).toContain('\u001b[');
    expect(runCli(args, { env: { FORCE_COLOR: '0' } }).stdout).not.toContain('\u001b[');
    expect(runCli(args).stdout).not.toContain('\u001b[');
  });
});

describe('a closed stdout', () => {
  it('ends quietly with the verdict exit code when the reader goes away early', () => {
    const dir = tempDir();
    const names = Array.from({ length: 5000 }, (_, i) => `benchmark-number-${i}`);
    const base = Object.fromEntries(names.map((n) => [n, [100, 'ms'] as [number, string]]));
    const cur = Object.fromEntries(names.map((n, i) => [n, [i === 0 ? 200 : 100, 'ms'] as [number, string]]));
    writeFileSync(join(dir, 'b.json'), doc(base));
    writeFileSync(join(dir, 'c.json'), doc(cur));
    // The report is far larger than a pipe's buffer, so the writer meets the closed pipe for sure.
    const r = spawnSync('bash', ['-c', `"${process.execPath}" "${CLI}" b.json c.json | head -n 1; echo "exit:\${PIPESTATUS[0]}" >&2`], { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
    expect(r.stdout).toMatch(/^bench-gate FAIL/);
    expect(r.stderr.trimEnd().split('\n').at(-1)).toBe('exit:1');
    expect(r.stderr).not.toMatch(/EPIPE|Error|at /);
  });
});

describe('argument errors', () => {
  it('say what is wrong and what was meant, in bench-diff words', () => {
    const dir = tempDir();
    expect(runCli(['run', '--thresold', '5', '--', 'x'], { cwd: dir }).stderr).toBe('bench-diff: error: unknown option --thresold. Did you mean --threshold?\n');
    const dash = runCli(['a.json', 'b.json', '--threshold', '-5'], { cwd: dir });
    expect(dash.code).toBe(2);
    expect(dash.stderr).toBe('bench-diff: error: --threshold needs a value: --threshold PCT (the word after it starts with "-": another option, or a negative number, which --threshold does not take)\n');
    expect(runCli(['a.json', '--format'], { cwd: dir }).stderr).toBe('bench-diff: error: --format needs a value: --format text|markdown|json\n');
    const far = runCli(['a.json', 'b.json', '--zzzzzzzz'], { cwd: dir }).stderr;
    expect(far).toBe('bench-diff: error: unknown option --zzzzzzzz. See bench-diff --help for the flags\n');
    expect(runCli(['run', '--out-dir', 'x'], { cwd: dir }).stderr).toMatch(/^bench-diff run: error: needs the benchmark command after --\./);
  });

  it('prints the version for -v as for -V and --version', () => {
    const v = runCli(['-v']);
    expect(v.code).toBe(0);
    expect(v.stdout).toMatch(/^\d+\.\d+\.\d+/);
    expect(runCli(['-V']).stdout).toBe(v.stdout);
  });
});
