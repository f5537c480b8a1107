/**
 * iai-callgrind summaries (fixtures/formats/iai-callgrind, from the real tool): one benchmark per
 * summary with its Ir as the value, the other events as metrics, the new run's figures only, the
 * three ways the summaries come (a file, a folder, the JSON Lines of --output-format=json), the
 * errors, the gate on them, and iai-callgrind's Callgrind files read with --from callgrind.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { metricKind } from '../../src/core/metric-rules.js';
import type { BenchmarkDocument } from '../../src/core/model.js';
import { formats, parseInput } from '../../src/formats/index.js';
import { fileInputFromText, readInput } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';

const DIR = 'fixtures/formats/iai-callgrind';
const FIB_LONG = `${DIR}/target/benchgate-iai-callgrind-fixture/fixture/fib_group/bench_fib.long`;
const SUM = `${DIR}/target/benchgate-iai-callgrind-fixture/fixture/sum_group/bench_sum`;
const jsonl = readFileSync(`${DIR}/output-format-json.jsonl`, 'utf8');
const summaryText = readFileSync(`${SUM}/summary.json`, 'utf8');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const summary = (): Json => JSON.parse(summaryText);
const fromText = (text: string, path = 'iai.json'): BenchmarkDocument => parseInput(fileInputFromText(path, text), 'iai-callgrind');
const irOf = (s: Json): unknown => s.profiles[0].summaries.total.summary.Callgrind.Ir.metrics;

describe('iai-callgrind', () => {
  it('reads target/iai: one benchmark per summary, named as iai-callgrind prints it, its Ir the value', () => {
    const document = parseInput(readInput(`${DIR}/target`), 'auto');
    expect(document.benchmarks.map((b) => b.name)).toEqual(['fixture::fib_group::bench_fib long', 'fixture::fib_group::bench_fib short', 'fixture::sum_group::bench_sum']);
    // The figures iai-callgrind printed for this run (fixtures/generate/iai-callgrind.sh).
    const long = document.benchmarks[0]!;
    expect(long).toMatchObject({ value: 221505, unit: 'instructions', direction: 'lower' });
    expect(long.metrics).toMatchObject({ L1hits: { value: 315840, unit: 'hits' }, RamHits: { value: 3 }, TotalRW: { value: 315844, unit: 'accesses' }, EstimatedCycles: { value: 315950, unit: 'cycles' } });
    expect(long.metrics!.Ir).toBeUndefined();
    for (const b of document.benchmarks) for (const m of Object.values(b.metrics!)) expect(m).toMatchObject({ direction: 'lower' });
    // Rates are derived from the counts, so they are left out.
    expect(Object.keys(long.metrics!).some((n) => /Rate$/.test(n))).toBe(false);
    expect(document.metadata?.tool?.name).toBe('iai-callgrind');
  });

  it('reads one summary.json, and the same summary in the folder, alike', () => {
    const alone = parseInput(readInput(`${DIR}/summary.json`), 'auto').benchmarks;
    const inFolder = parseInput(readInput(`${DIR}/target`), 'iai-callgrind').benchmarks.filter((b) => b.name === 'fixture::sum_group::bench_sum');
    expect(alone).toEqual(inFolder);
  });

  it('reads the JSON Lines of --output-format=json, and the array jq -s makes of them, alike', () => {
    const lines = parseInput(readInput(`${DIR}/output-format-json.jsonl`), 'auto');
    expect(lines.benchmarks).toHaveLength(3);
    const array = `[${jsonl.trim().split('\n').join(',')}]`;
    expect(fromText(array, 'iai.json')).toEqual(lines);
    expect(formats().filter((f) => f.detect(fileInputFromText('iai.json', array))).map((f) => f.id)).toEqual(['iai-callgrind']);
  });

  it('takes the new run\'s figures from a summary that compares with an older run, never the old ones', () => {
    const s = summary();
    s.profiles[0].summaries.total.summary.Callgrind.Ir.metrics = { Both: [{ Int: 7000 }, { Int: 9000 }] };
    s.profiles[0].summaries.total.summary.Callgrind.Dr.metrics = { Right: { Int: 5 } };
    const [b] = fromText(JSON.stringify(s)).benchmarks;
    expect(b!.value).toBe(7000);
    expect(b!.metrics!.Dr).toBeUndefined();
    // The real second run: its Both holds the same deterministic counts on both sides.
    const second = JSON.parse(jsonl.split('\n')[2]!);
    expect(irOf(second)).toEqual({ Both: [{ Int: 6874 }, { Int: 6874 }] });
  });

  it('gates the instruction count exactly, and reports the simulated cache events without gating them', () => {
    const base = { source: 'base', document: parseInput(readInput(`${DIR}/summary.json`), 'auto') };
    const s = summary();
    const events = s.profiles[0].summaries.total.summary.Callgrind;
    events.Ir.metrics = { Left: { Int: Math.round(6874 * 1.01) } };
    events.RamHits.metrics = { Left: { Int: 300 } };
    const head = { source: 'head', document: fromText(JSON.stringify(s)) };
    const report = runGate(base, [head], DEFAULT_GATE_OPTIONS);
    const rows = report.benchmarks.filter((r) => r.name === 'fixture::sum_group::bench_sum');
    expect(rows[0]).toMatchObject({ status: 'regressed', exact: true, threshold_pct: 0 });
    expect(rows.find((r) => r.metric === 'RamHits')).toMatchObject({ status: 'regressed', gated: false });
    expect(rows.find((r) => r.metric === 'Dr')).toMatchObject({ status: 'unchanged', exact: true, threshold_pct: 0 });
    expect(report.verdict).toBe('fail');
    expect(runGate(base, [base], DEFAULT_GATE_OPTIONS).verdict).toBe('pass');
    expect(metricKind('Dr', 'reads')).toBe('count');
    expect(metricKind('EstimatedCycles', 'cycles')).toBe('simulated');
  });

  it('says which summary format versions it reads, and what to do with another', () => {
    const s = summary();
    s.version = '5';
    expect(inputErrorOf(() => fromText(JSON.stringify(s)))).toMatch(/^iai\.json: version: is summary format version 5, and only versions 6 \(iai-callgrind 0\.16\) and 7 \(Gungraun 0\.20\) are read\. .*--from callgrind/);
    // Older summaries have no "profiles" at all; they are still told apart from other JSON.
    const v3: Json = { ...summary(), version: '3', tool_summaries: [] };
    delete v3.profiles;
    expect(formats().filter((f) => f.detect(fileInputFromText('s.json', JSON.stringify(v3)))).map((f) => f.id)).toEqual(['iai-callgrind']);
    expect(inputErrorOf(() => fromText(JSON.stringify(v3)))).toMatch(/version 3/);
  });

  it('rejects a summary with no instruction count, a bad count, a repeated benchmark and a line that is no summary, naming the place', () => {
    const dhat = summary();
    dhat.profiles[0].tool = 'DHAT';
    expect(inputErrorOf(() => fromText(JSON.stringify(dhat)))).toMatch(/^iai\.json: profiles: holds no Callgrind or Cachegrind profile/);
    const bad = summary();
    bad.profiles[0].summaries.total.summary.Callgrind.Ir.metrics = { Left: { Int: -3 } };
    expect(inputErrorOf(() => fromText(JSON.stringify(bad)))).toMatch(/profiles\[0\]\.summaries\.total\.summary\.Callgrind\.Ir\.metrics\.Int: expected a count/);
    const noIr = summary();
    delete noIr.profiles[0].summaries.total.summary.Callgrind.Ir;
    expect(inputErrorOf(() => fromText(JSON.stringify(noIr)))).toMatch(/Callgrind\.Ir: the run has no Ir/);
    const line = JSON.stringify(summary());
    expect(inputErrorOf(() => fromText(`${line}\n${line}\n`, 'iai.jsonl'))).toMatch(/^iai\.jsonl: line 2: benchmark name "fixture::sum_group::bench_sum" is used twice \(also at line 1\)/);
    expect(inputErrorOf(() => fromText(`${line}\n{"a": 1}\n`, 'iai.jsonl'))).toMatch(/^iai\.jsonl: line 2: is not an iai-callgrind summary/);
    expect(inputErrorOf(() => fromText(`${line}\nrunning 0 tests\n`, 'iai.jsonl'))).toMatch(/^iai\.jsonl: line 2/);
  });

  it('leaves Callgrind files, criterion folders and other JSON to their own formats', () => {
    expect(formats().filter((f) => f.detect(readInput(`${FIB_LONG}/callgrind.bench_fib.long.out`))).map((f) => f.id)).toEqual(['callgrind']);
    expect(parseInput(readInput('fixtures/formats/criterion/two-runs'), 'auto').metadata?.tool?.name).not.toBe('iai-callgrind');
    expect(formats().filter((f) => f.detect(fileInputFromText('x.json', '{"version": "6", "benchmarks": []}'))).map((f) => f.id)).not.toContain('iai-callgrind');
  });
});

describe('Gungraun (summary format version 7)', () => {
  it('warns when some summaries in the folder were left by an earlier cargo bench (a removed, renamed or filtered-out benchmark)', () => {
    // The folder keeps every summary.json iai-callgrind (Gungraun) wrote: bench_sum's here is a day older than the others.
    const folderOf = (root: string, age: (rel: string) => number) => {
      const real = readInput(root);
      if (real.kind !== 'dir') throw new Error('not a folder');
      const warnings: string[] = [];
      const input = { kind: 'dir' as const, path: 'target/iai', list: () => real.list(), read: (rel: string) => real.read(rel), modified: age, warn: (m: string) => warnings.push(m) };
      return { document: parseInput(input, 'iai-callgrind'), warnings };
    };
    const NOW = Date.UTC(2026, 0, 2);
    for (const root of [`${DIR}/target`, `${DIR}/gungraun-target`]) {
      const stale = folderOf(root, (rel) => (rel.includes('bench_sum/') ? NOW - 24 * 3600_000 : NOW + (rel.includes('long') ? 60_000 : 0)));
      expect(stale.document.benchmarks).toHaveLength(3);
      expect(stale.warnings).toHaveLength(1);
      expect(stale.warnings[0]).toMatch(/^target\/iai: 1 of 3 benchmarks \("fixture::sum_group::bench_sum"\) were last run more than \d+ \w+ before the others, by an earlier cargo bench, .*read as if they had just run.*rm -rf/);
      // One cargo bench writes its summaries minutes apart at most: no warning.
      expect(folderOf(root, (rel) => NOW + (rel.includes('long') ? 120_000 : 0)).warnings).toEqual([]);
    }
  });

  const GDIR = `${DIR}/gungraun-target/benchgate-gungraun-fixture/fixture`;
  it('reads target/gungraun, one summary and the JSON Lines as it reads iai-callgrind\'s, with the same names and instruction counts', () => {
    const iai = parseInput(readInput(`${DIR}/target`), 'iai-callgrind').benchmarks;
    const folder = parseInput(readInput(`${DIR}/gungraun-target`), 'auto');
    expect(folder.benchmarks.map((b) => [b.name, b.value, b.unit])).toEqual(iai.map((b) => [b.name, b.value, b.unit]));
    // Ir, Dr and Dw do not depend on the simulated caches: the same program counts the same.
    for (const [i, b] of folder.benchmarks.entries()) for (const event of ['Dr', 'Dw', 'TotalRW']) expect(b.metrics![event]).toEqual(iai[i]!.metrics![event]);
    expect(parseInput(readInput(`${DIR}/gungraun-summary.json`), 'auto').benchmarks).toEqual(folder.benchmarks.filter((b) => b.name === 'fixture::sum_group::bench_sum'));
    expect(parseInput(readInput(`${DIR}/gungraun-output-format-json.jsonl`), 'auto').benchmarks.map((b) => b.value)).toEqual([1802, 221505, 6874]);
  });

  it('takes the new value of {new, old}, and no value from {old} alone', () => {
    const s: Json = JSON.parse(readFileSync(`${DIR}/gungraun-summary.json`, 'utf8'));
    const metrics = s.profiles[0].data.total.metrics;
    metrics.Ir.values = { new: 7000, old: 9000 };
    metrics.Dr.values = { old: 5 };
    const [b] = fromText(JSON.stringify(s)).benchmarks;
    expect(b!.value).toBe(7000);
    expect(b!.metrics!.Dr).toBeUndefined();
    metrics.Ir.values = { new: 1.5 };
    expect(inputErrorOf(() => fromText(JSON.stringify(s)))).toMatch(/profiles\[0\]\.data\.total\.metrics\.Ir\.values\.new: expected a count/);
  });

  it('names Gungraun\'s Callgrind files from where Gungraun put them, its command naming no benchmark', () => {
    const [b] = parseInput(readInput(`${GDIR}/fib_group/bench_fib.short/callgrind.bench_fib.short.out`), 'auto').benchmarks;
    expect(b).toMatchObject({ name: 'fixture::fib_group::bench_fib short', value: 1802 });
    const text = readFileSync(`${GDIR}/sum_group/bench_sum/callgrind.bench_sum.out`, 'utf8');
    expect(parseInput(fileInputFromText(`${GDIR}/sum_group/bench_sum/callgrind.bench_sum.out`, text), 'callgrind').benchmarks[0]!.name).toBe('fixture::sum_group::bench_sum');
    // Moved elsewhere, the file no longer says which benchmark it is: its command names it.
    expect(parseInput(fileInputFromText('profile.out', text), 'callgrind').benchmarks[0]!.name).toMatch(/--gungraun-run/);
  });
});

describe('iai-callgrind\'s Callgrind files with --from callgrind', () => {
  it('names each as iai-callgrind names the benchmark, not by its binary (whose name changes with every build), with the summary\'s Ir', () => {
    const folder = parseInput(readInput(`${DIR}/target`), 'iai-callgrind').benchmarks;
    for (const [dir, file] of [
      [FIB_LONG, 'callgrind.bench_fib.long.out'],
      [join(FIB_LONG, '../bench_fib.short'), 'callgrind.bench_fib.short.out'],
      [SUM, 'callgrind.bench_sum.out'],
    ] as const) {
      const [b] = parseInput(readInput(join(dir, file)), 'auto').benchmarks;
      const same = folder.find((f) => f.name === b!.name);
      expect(same, b!.name).toBeDefined();
      expect(b!.value).toBe(same!.value);
    }
  });

  it('keeps the command as the name of any other profile, and of a renamed iai-callgrind file', () => {
    const text = readFileSync(`${SUM}/callgrind.bench_sum.out`, 'utf8');
    expect(parseInput(fileInputFromText('profile.out', text), 'callgrind').benchmarks[0]!.name).toBe('fixture::sum_group::bench_sum');
    const other = text.replace(/^cmd:.*$/m, 'cmd: ./fixture --iai-run-not 3');
    expect(parseInput(fileInputFromText('callgrind.bench_sum.out', other), 'callgrind').benchmarks[0]!.name).toBe('./fixture --iai-run-not 3');
  });
});
