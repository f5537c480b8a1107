import { describe, expect, it } from 'vitest';
import { formats, detectFormat, parseInput } from '../../src/formats/index.js';
import { hyperfine } from '../../src/formats/hyperfine.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';

function result(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    command: 'sleep 0.01', mean: 0.012, stddev: 0.001, median: 0.011, user: 0.0007, system: 0.0004,
    min: 0.0105, max: 0.015, times: [0.011, 0.0105, 0.015], exit_codes: [0, 0, 0], ...over,
  };
}

function input(doc: unknown) {
  return fileInputFromText('hf.json', JSON.stringify(doc));
}

function parse(doc: unknown) {
  return parseInput(input(doc), 'hyperfine');
}

const errorOf = (doc: unknown): string => inputErrorOf(() => parse(doc));

function measurement(wall: number, exitCode: number | null = 0) {
  return {
    time_wall_clock: { value: wall, unit: 'second' }, time_cpu: { value: 0.001, unit: 'second' },
    time_user: { value: 0.0006, unit: 'second' }, time_system: { value: 0.0004, unit: 'second' },
    memory_peak_resident: { value: 1966080, unit: 'byte' }, exit_code: exitCode,
  };
}

const stats = (unit: string | undefined, median: number) => ({ ...(unit ? { unit } : {}), count: 3, mean: median * 1.1, stddev: 0.001, median, min: median * 0.9, max: median * 1.3 });

function v2Result(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    command: 'sleep 0.01', name: 'sleep 10ms', measurements: [measurement(0.011), measurement(0.0105), measurement(0.015)],
    summary: { memory_peak_resident: stats('byte', 1966080), time_user: stats('second', 0.0006), time_wall_clock: stats('second', 0.011) },
    ...over,
  };
}

function v2Doc(results: unknown[], over: Record<string, unknown> = {}) {
  return {
    schema_version: 2,
    metadata: { hyperfine_version: '2.0.0', start_time: '2026-11-21T06:00:00Z', platform: { os: 'Linux', architecture: 'x86_64' } },
    primary_metric: 'time_wall_clock', results, ...over,
  };
}

const v2 = v2Doc([v2Result()]);

describe('hyperfine', () => {
  it('takes the median in seconds as the value, the times as samples, the rest as fields', () => {
    const [e] = parse({ results: [result({ parameters: { n: '1' } })] }).benchmarks;
    expect(e).toEqual({
      name: 'sleep 0.01', value: 0.011, unit: 's', direction: 'lower', samples: [0.011, 0.0105, 0.015], statistic: 'median',
      mean: 0.012, stddev: 0.001, median: 0.011, min: 0.0105, max: 0.015, user: 0.0007, system: 0.0004, parameters: { n: '1' },
      metrics: { time_user: { value: 0.0007, unit: 's', direction: 'lower' }, time_system: { value: 0.0004, unit: 's', direction: 'lower' } },
    });
  });

  it('1.x: user and system time as metrics under 2.x\'s names, and each run\'s peak memory (1.19+) as memory_peak_resident', () => {
    const [e] = parse({ results: [result({ memory_usage_byte: [3000000, 2900000, 2950000] })] }).benchmarks;
    expect(e!.metrics).toEqual({
      time_user: { value: 0.0007, unit: 's', direction: 'lower' },
      time_system: { value: 0.0004, unit: 's', direction: 'lower' },
      memory_peak_resident: { value: 2950000, unit: 'B', direction: 'lower', samples: [3000000, 2900000, 2950000] },
    });
  });

  it('leaves out a CPU time of 0, below what the kernel resolves, so that no later reading is a regression "from 0"', () => {
    const [e] = parse({ results: [result({ system: 0 })] }).benchmarks;
    expect(Object.keys(e!.metrics!)).toEqual(['time_user']);
    const v2zero = v2Result({ summary: { time_wall_clock: stats('second', 0.011), time_system: stats('second', 0) } });
    expect(parse(v2Doc([v2zero])).benchmarks[0]!.metrics).toBeUndefined();
  });

  it('2.x: every metric besides the primary one, as its median with the per-run values as samples', () => {
    expect(parse(v2).benchmarks[0]!.metrics).toEqual({
      memory_peak_resident: { value: 1966080, unit: 'B', direction: 'lower', samples: [1966080, 1966080, 1966080] },
      time_user: { value: 0.0006, unit: 's', direction: 'lower', samples: [0.0006, 0.0006, 0.0006] },
    });
    const counted = v2Result({ summary: { time_wall_clock: stats('second', 0.011), instructions: stats(undefined, 5e6) }, measurements: [{ time_wall_clock: { value: 0.011 }, instructions: { value: 5e6 }, exit_code: 0 }] });
    expect(parse(v2Doc([counted])).benchmarks[0]!.metrics).toEqual({ instructions: { value: 5e6, unit: 'instructions', direction: 'lower' } });
  });

  it('falls back to the mean for exports without a median (hyperfine < 1.6), and reads a null stddev', () => {
    const [e] = parse({ results: [result({ median: undefined, stddev: null, times: undefined, parameter: 3 })] }).benchmarks;
    expect(e).toMatchObject({ value: 0.012, statistic: 'mean', parameters: { value: 3 } });
    expect(e!.samples).toBeUndefined();
    expect(e!.stddev).toBeUndefined();
  });

  it('fails a command with non-zero or missing exit codes, saying how often', () => {
    const [a, b] = parse({ results: [result({ exit_codes: [0, 3, 3] }), result({ command: 'x', exit_codes: [null, 0, 0] })] }).benchmarks;
    expect(a).toMatchObject({ success: false, error: 'the command failed in 2 of 3 runs (exit code 3)' });
    expect(b).toMatchObject({ success: false, error: 'the command failed in 1 of 3 runs (killed by a signal)' });
  });

  it('fails a successful command whose run time reads zero: too fast to measure', () => {
    const [e] = parse({ results: [result({ median: 0 })] }).benchmarks;
    expect(e).toMatchObject({ success: false });
    expect(e!.error).toContain('too small for hyperfine to measure');
  });

  it('reads 2.x: the primary metric\'s median, per-run values as samples, name over command, metadata', () => {
    const doc = parse(v2Doc([v2Result({ parameters: { n: { value: '1' } }, environment: { A: '1' } }), v2Result({ name: undefined })]));
    expect(doc.benchmarks[0]).toMatchObject({
      name: 'sleep 10ms', command: 'sleep 0.01', value: 0.011, unit: 's', direction: 'lower', samples: [0.011, 0.0105, 0.015],
      statistic: 'median', metric: 'time_wall_clock', stddev: 0.001, parameters: { n: '1' }, environment: { A: '1' },
    });
    expect(Object.keys(doc.benchmarks[0]!.other_metrics as object)).toEqual(['memory_peak_resident', 'time_user']);
    expect(doc.benchmarks[1]).toMatchObject({ name: 'sleep 0.01' });
    expect(doc.benchmarks[1]!.command).toBeUndefined();
    expect(doc.metadata).toEqual({
      tool: { name: 'hyperfine', version: '2.0.0' }, timestamp: '2026-11-21T06:00:00Z', environment: { os: 'Linux', arch: 'x86_64' },
    });
  });

  it('reads 2.x with another primary metric: memory in B, hardware counters as counts', () => {
    const mem = parse(v2Doc([v2Result()], { primary_metric: 'memory_peak_resident' })).benchmarks[0]!;
    expect(mem).toMatchObject({ value: 1966080, unit: 'B', samples: [1966080, 1966080, 1966080], metric: 'memory_peak_resident' });
    const counted = v2Result({ summary: { instructions: stats(undefined, 5e6) }, measurements: [{ instructions: { value: 5e6 }, exit_code: 0 }] });
    expect(parse(v2Doc([counted], { primary_metric: 'instructions' })).benchmarks[0]).toMatchObject({ value: 5e6, unit: 'instructions', direction: 'lower' });
  });

  it('fails a 2.x command by its per-run exit codes', () => {
    const r = v2Result({ measurements: [measurement(0.011, 0), measurement(0.011, null), measurement(0.011, 2)] });
    expect(parse(v2Doc([r])).benchmarks[0]).toMatchObject({ success: false, error: 'the command failed in 2 of 3 runs (killed by a signal, exit code 2)' });
  });

  it('is the only format that claims a 2.x export (schema_version 2, no benchmarks array)', () => {
    expect(formats().filter((f) => f.detect(input(v2))).map((f) => f.id)).toEqual(['hyperfine']);
    expect(detectFormat(input({ results: [result()] })).id).toBe('hyperfine');
    expect(hyperfine.detect(input({ ...v2, schema_version: 3 }))).toBe(false);
    expect(hyperfine.detect(input(v2Doc([{ command: 'x', mean: 1 }])))).toBe(false);
    expect(hyperfine.detect(input({ results: [] }))).toBe(false);
    expect(hyperfine.detect(input({ results: [{ command: 'x' }] }))).toBe(false);
  });

  it('refuses two results with the same command, naming both', () => {
    expect(errorOf({ results: [result(), result()] })).toMatch(/^hf\.json: results\[1\]: its name "sleep 0\.01" is also the name of results\[0\]/);
    expect(errorOf(v2Doc([v2Result(), v2Result()]))).toMatch(/^hf\.json: results\[1\]: its name "sleep 10ms" is also the name of results\[0\]/);
  });

  it('names the file and key path of what it cannot read', () => {
    expect(errorOf({ results: [result({ mean: '12ms' })] })).toMatch(/^hf\.json: results\[0\]\.mean: expected a number, found string "12ms"/);
    expect(errorOf({ results: [result(), result({ command: 'b', times: [0.1, null] })] })).toMatch(/^hf\.json: results\[1\]\.times\[1\]: expected a number, found null/);
    expect(errorOf({ results: [result({ exit_codes: [0, 'x'] })] })).toMatch(/results\[0\]\.exit_codes\[1\]: expected an integer exit code or null/);
    expect(errorOf({ results: [result({ command: ' ' })] })).toMatch(/results\[0\]\.command: is empty/);
    expect(errorOf({ results: [] })).toMatch(/^hf\.json: results: no benchmarks found/);
    expect(errorOf({ ...v2, schema_version: 3 })).toMatch(/^hf\.json: schema_version: is 3; this version of bench-gate reads hyperfine 1\.x exports and schema_version 2/);
    expect(errorOf({ ...v2, metadata: { hyperfine_version: 2 } })).toMatch(/metadata\.hyperfine_version: expected a string/);
    expect(errorOf(v2Doc([v2Result()], { primary_metric: 'cpu_cycles' }))).toMatch(/^hf\.json: results\[0\]\.summary\.cpu_cycles: is missing: the primary metric "cpu_cycles" was not measured/);
    expect(errorOf(v2Doc([v2Result({ measurements: [measurement(0.01), { exit_code: 0 }] })]))).toMatch(/^hf\.json: results\[0\]\.measurements\[1\]\.time_wall_clock: expected an object, found nothing/);
    expect(errorOf(v2Doc([v2Result()], { primary_metric: undefined }))).toMatch(/^hf\.json: primary_metric: expected a non-empty string, found nothing/);
  });
});
