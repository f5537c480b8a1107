import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { benchmarkdotnet, jobLabel } from '../../src/formats/benchmarkdotnet.js';
import { parseInput } from '../../src/formats/index.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { FORMAT_FIXTURES } from '../helpers/fixtures.js';
import { inputErrorOf } from '../helpers/input-error.js';
import { convertText, mega } from './hostile-input.js';

const PATH = 'BenchmarkDotNet.Artifacts/results/Bench-report-full.json';
const HOST = { BenchmarkDotNetCaption: 'BenchmarkDotNet', BenchmarkDotNetVersion: '0.13.12', OsVersion: 'Windows 11', ProcessorName: 'Intel Core i7', LogicalCoreCount: 8, RuntimeVersion: '.NET 8.0.1', Architecture: 'X64' };

function bench(over: Record<string, unknown> = {}, stats: Record<string, unknown> | null = {}): Record<string, unknown> {
  return {
    DisplayInfo: 'Parser.Parse: DefaultJob [Size=10]', Namespace: 'App', Type: 'Parser', Method: 'Parse', MethodTitle: 'Parse',
    Parameters: 'Size=10', FullName: 'App.Parser.Parse(Size: 10)',
    Statistics: stats === null ? null : { OriginalValues: [10, 12, 11], N: 3, Median: 11, Mean: 11, StandardDeviation: 1, ...stats },
    ...over,
  };
}
const doc = (...benchmarks: unknown[]) => ({ Title: 'Parser-20240101-000000', HostEnvironmentInfo: HOST, Benchmarks: benchmarks });
const convert = (d: unknown) => parseInput(fileInputFromText(PATH, JSON.stringify(d)), 'benchmarkdotnet');
const errorOf = (d: unknown): string => inputErrorOf(() => convert(d));

describe('benchmarkdotnet', () => {
  it('takes the median in ns and keeps OriginalValues as samples', () => {
    const d = convert(doc(bench({}, { Median: 10.5, Mean: 11.2 })));
    expect(d.benchmarks[0]).toMatchObject({ name: 'App.Parser.Parse(Size: 10)', value: 10.5, unit: 'ns', direction: 'lower', samples: [10, 12, 11], mean: 11.2, job: 'DefaultJob' });
    expect(d.metadata).toEqual({
      tool: { name: 'BenchmarkDotNet', version: '0.13.12' },
      environment: { cpu_model: 'Intel Core i7', cpu_count: 8, os: 'Windows 11', arch: 'X64', runtime: '.NET 8.0.1' },
    });
  });

  it('keeps the MemoryDiagnoser\'s figures as metrics: Allocated in B/op, collections per 1000 operations', () => {
    const memory = { Gen0Collections: 88, Gen1Collections: 2, Gen2Collections: 0, TotalOperations: 8000, BytesAllocatedPerOperation: 112 };
    expect(convert(doc(bench({ Memory: memory }))).benchmarks[0]!.metrics).toEqual({
      Allocated: { value: 112, unit: 'B/op', direction: 'lower' },
      Gen0: { value: 11, unit: 'collections/1k op', direction: 'lower' },
      Gen1: { value: 0.25, unit: 'collections/1k op', direction: 'lower' },
    });
    // No allocation is a value (0 B/op), and without the MemoryDiagnoser the export has no Memory.
    expect(convert(doc(bench({ Memory: { ...memory, Gen0Collections: 0, Gen1Collections: 0, BytesAllocatedPerOperation: 0 } }))).benchmarks[0]!.metrics).toEqual({ Allocated: { value: 0, unit: 'B/op', direction: 'lower' } });
    expect(convert(doc(bench({ Memory: { ...memory, BytesAllocatedPerOperation: null, TotalOperations: 0 } }))).benchmarks[0]!.metrics).toBeUndefined();
    expect(convert(doc(bench())).benchmarks[0]!.metrics).toBeUndefined();
    expect(errorOf(doc(bench({ Memory: { ...memory, BytesAllocatedPerOperation: '112 B' } })))).toMatch(/Benchmarks\[0\]\.Memory\.BytesAllocatedPerOperation: expected a number, found string "112 B"/);
  });

  it('falls back to the mean when an export has no median', () => {
    expect(convert(doc(bench({}, { Median: undefined, OriginalValues: undefined }))).benchmarks[0]).toMatchObject({ value: 11 });
  });

  it('marks a benchmark without statistics as failed', () => {
    const d = convert(doc(bench({}, null), bench({ FullName: 'App.Parser.Other', DisplayInfo: 'Parser.Other: DefaultJob' })));
    expect(d.benchmarks[0]).toMatchObject({ name: 'App.Parser.Parse(Size: 10)', success: false });
    expect(d.benchmarks[0]!.error).toContain('no statistics');
  });

  it('appends the job only when jobs share a FullName, without random job ids', () => {
    const d = convert(doc(
      bench({ DisplayInfo: 'Parser.Parse: Job-ABCDEF(IterationCount=5, RunStrategy=ColdStart) [Size=10]' }),
      bench({ DisplayInfo: 'Parser.Parse: .NET 8.0(Runtime=.NET 8.0) [Size=10]' }),
      bench({ FullName: 'App.Parser.Other', DisplayInfo: 'Parser.Other: Job-QWERTY(IterationCount=5)' }),
    ));
    expect(d.benchmarks.map((b) => b.name)).toEqual([
      'App.Parser.Parse(Size: 10) [IterationCount=5, RunStrategy=ColdStart]',
      'App.Parser.Parse(Size: 10) [.NET 8.0]',
      'App.Parser.Other',
    ]);
  });

  it('rebuilds the name of exports older than FullName', () => {
    expect(convert(doc(bench({ FullName: undefined }))).benchmarks[0]!.name).toBe('App.Parser.Parse(Size=10)');
  });

  it('reads job labels out of DisplayInfo', () => {
    expect(jobLabel('T.M: DefaultJob')).toBe('DefaultJob');
    expect(jobLabel('T.M: DefaultJob [N=1]')).toBe('DefaultJob');
    expect(jobLabel('T.M: Job-ISNCHE(IterationCount=5, RunStrategy=ColdStart)')).toBe('IterationCount=5, RunStrategy=ColdStart');
    expect(jobLabel('T.M: Named(Runtime=.NET8.0)')).toBe('Named');
    expect(jobLabel('no job here')).toBeUndefined();
  });

  it('reports errors with the file and the key path', () => {
    expect(errorOf(doc(bench({}, { Median: 'fast' })))).toMatch(/^BenchmarkDotNet\.Artifacts\/results\/Bench-report-full\.json: Benchmarks\[0\]\.Statistics\.Median: expected a number, found string "fast"/);
    expect(errorOf(doc(bench({}, { Median: -1 })))).toContain('Benchmarks[0].Statistics.Median: is negative');
    expect(errorOf(doc(bench(), bench()))).toContain('Benchmarks[1]: benchmark name "App.Parser.Parse(Size: 10) [DefaultJob]" is used twice');
    expect(errorOf(doc())).toContain(`${PATH}: no benchmarks found`);
    expect(errorOf({ ...doc(), Benchmarks: 'none' })).toContain('Benchmarks: expected an array');
  });

  it('detects BenchmarkDotNet exports only', () => {
    expect(benchmarkdotnet.detect(fileInputFromText(PATH, JSON.stringify(doc(bench()))))).toBe(true);
    expect(benchmarkdotnet.detect(fileInputFromText(PATH, '{"Benchmarks": [], "HostEnvironmentInfo": {}}'))).toBe(false);
  });
});

describe('benchmarkdotnet job labels', () => {
  /** jobLabel as it was, with its two regular expressions. */
  function reference(displayInfo: string | undefined): string | undefined {
    if (!displayInfo) return undefined;
    const colon = displayInfo.indexOf(': ');
    if (colon < 0) return undefined;
    const job = displayInfo.slice(colon + 2).replace(/\s*\[[^\]]*\]$/, '').trim();
    const m = /^(.*?)\((.*)\)$/.exec(job);
    if (!m) return job === '' ? undefined : job;
    const [, id, settings] = m as unknown as [string, string, string];
    return /^Job-[A-Z0-9]{6}$/.test(id) || id === '' ? settings || undefined : id;
  }

  it('reads the same labels as the regular expressions did', () => {
    const text = fc.array(fc.constantFrom('T.M: ', ': ', ' ', '[', ']', '(', ')', 'N=1', 'Job-ABC123', 'x', ','), { maxLength: 12 }).map((p) => p.join(''));
    fc.assert(fc.property(text, (t) => {
      expect(jobLabel(t)).toBe(reference(t));
    }), { numRuns: 5000 });
  });

  it('reads a long DisplayInfo of brackets, blanks or parentheses at once (no quadratic backtracking)', () => {
    const doc = JSON.parse(readFileSync(`${FORMAT_FIXTURES}/benchmarkdotnet/Md5VsSha256-report-brief.json`, 'utf8')) as { Benchmarks: Array<{ DisplayInfo: string }> };
    for (const tail of [mega('['), mega(' '), mega('(')]) {
      doc.Benchmarks[0]!.DisplayInfo = `a: ${tail}x`;
      expect(convertText(JSON.stringify(doc), 'benchmarkdotnet', 'report.json').code).toBe(0);
    }
  });
});

