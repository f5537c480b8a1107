import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { FORMATS, detectFormat, parseInput } from '../../src/formats/index.js';
import { hyperfine } from '../../src/formats/hyperfine.js';
import { fileInputFromText } from '../../src/io/read-input.js';

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

function errorOf(doc: unknown): string {
  try {
    parse(doc);
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('expected an InputError');
}

const v2 = {
  schema_version: 2,
  metadata: { hyperfine_version: '2.0.0', start_time: '2026-11-21T06:00:00Z', platform: { os: 'Linux', architecture: 'x86_64' } },
  results: [result()],
};

describe('hyperfine', () => {
  it('takes the median in seconds as the value, the times as samples, the rest as fields', () => {
    const [e] = parse({ results: [result({ parameters: { n: '1' } })] }).benchmarks;
    expect(e).toEqual({
      name: 'sleep 0.01', value: 0.011, unit: 's', direction: 'lower', samples: [0.011, 0.0105, 0.015], statistic: 'median',
      mean: 0.012, stddev: 0.001, median: 0.011, min: 0.0105, max: 0.015, user: 0.0007, system: 0.0004, parameters: { n: '1' },
    });
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
    expect(e!.error).toContain('too short for hyperfine to measure');
  });

  it('reads the 2.x format and its metadata', () => {
    const doc = parse(v2);
    expect(doc.benchmarks[0]!.value).toBe(0.011);
    expect(doc.metadata).toEqual({
      tool: { name: 'hyperfine', version: '2.0.0' }, timestamp: '2026-11-21T06:00:00Z', environment: { os: 'Linux', arch: 'x86_64' },
    });
  });

  it('is the only format that claims a 2.x export (schema_version 2, no benchmarks array)', () => {
    expect(FORMATS.filter((f) => f.detect(input(v2))).map((f) => f.id)).toEqual(['hyperfine']);
    expect(detectFormat(input({ results: [result()] })).id).toBe('hyperfine');
    expect(hyperfine.detect(input({ ...v2, schema_version: 3 }))).toBe(false);
    expect(hyperfine.detect(input({ results: [] }))).toBe(false);
    expect(hyperfine.detect(input({ results: [{ command: 'x' }] }))).toBe(false);
  });

  it('refuses two results with the same command, naming both', () => {
    expect(errorOf({ results: [result(), result()] })).toMatch(/^hf\.json: results\[1\]\.command: "sleep 0\.01" is also the command of results\[0\]/);
  });

  it('names the file and key path of what it cannot read', () => {
    expect(errorOf({ results: [result({ mean: '12ms' })] })).toMatch(/^hf\.json: results\[0\]\.mean: expected a number, found string "12ms"/);
    expect(errorOf({ results: [result(), result({ command: 'b', times: [0.1, null] })] })).toMatch(/^hf\.json: results\[1\]\.times\[1\]: expected a number, found null/);
    expect(errorOf({ results: [result({ exit_codes: [0, 'x'] })] })).toMatch(/results\[0\]\.exit_codes\[1\]: expected an integer exit code or null/);
    expect(errorOf({ results: [result({ command: ' ' })] })).toMatch(/results\[0\]\.command: is empty/);
    expect(errorOf({ results: [] })).toMatch(/^hf\.json: results: no benchmarks found/);
    expect(errorOf({ ...v2, schema_version: 3 })).toMatch(/^hf\.json: schema_version: is 3; this version of bench-gate reads hyperfine 1\.x exports and schema_version 2/);
    expect(errorOf({ ...v2, metadata: { hyperfine_version: 2 } })).toMatch(/metadata\.hyperfine_version: expected a string/);
  });
});
