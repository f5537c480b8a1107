import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { mergeShards } from '../../src/core/merge.js';
import { baselineSamplesOf } from '../../src/core/stats/observations.js';
import { opsRun, sourced } from '../helpers/documents.js';

describe('mergeShards', () => {
  it('joins the shards\' benchmarks in order, keeping each entry whole', () => {
    const { document, warnings } = mergeShards([
      sourced('shard-1.json', [{ name: 'a', ops_per_sec: 1, perf: { x: 1 } }, { name: 'b', time_ms: 2 }]),
      sourced('shard-2.json', [{ name: 'c', value: 3, unit: 'ns' }]),
    ]);
    expect(document.benchmarks).toEqual([
      { name: 'a', ops_per_sec: 1, perf: { x: 1 } },
      { name: 'b', time_ms: 2 },
      { name: 'c', value: 3, unit: 'ns' },
    ]);
    expect(warnings).toEqual([]);
  });

  it('keeps the first shard\'s metadata and notes every shard', () => {
    const { document } = mergeShards([
      opsRun('s1.json', { a: 1 }, { commit: 'c1', tool: { name: 'zig' } }),
      opsRun('s2.json', { b: 1, c: 2 }, { commit: 'c2' }),
    ]);
    expect(document.metadata).toEqual({
      commit: 'c1',
      tool: { name: 'zig' },
      shards: [
        { source: 's1.json', benchmarks: 1 },
        { source: 's2.json', benchmarks: 2 },
      ],
    });
  });

  it('refuses a benchmark in two shards, naming both files', () => {
    const attempt = () => mergeShards([opsRun('s1.json', { a: 1, b: 2 }), opsRun('s2.json', { c: 1 }), opsRun('s3.json', { b: 5 })]);
    expect(attempt).toThrow(InputError);
    expect(attempt).toThrow(/^s3\.json: benchmark "b": is also in s1\.json: shards must not overlap/);
  });

  it('says to name them when two files of one benchmark named after the tool collide (hey and oha name every file after themselves)', () => {
    const attempt = () => mergeShards([opsRun('users.json', { hey: 1 }, { tool: { name: 'hey' } }), opsRun('items.json', { hey: 2 }, { tool: { name: 'hey' } })]);
    expect(attempt).toThrow(/^items\.json: benchmark "hey": is also in users\.json: shards must not overlap\. If each file measured another thing \(an endpoint\), name each one's benchmark: bench-diff convert --name NAME FILE -o OUT/);
  });

  it('warns when a shard ran on a different machine', () => {
    const { warnings } = mergeShards([
      opsRun('s1.json', { a: 1 }, { environment: { cpu_model: 'X', cpu_count: 4 } }),
      opsRun('s2.json', { b: 1 }, { environment: { cpu_model: 'X', cpu_count: 2 } }),
    ]);
    expect(warnings).toEqual(['s2.json was measured on a different machine than s1.json (cpu_count differ)']);
  });

  it('refuses shards whose samples are of different kinds, since the merged file says one kind for all', () => {
    // The first shard's metadata said "promoted" for both, so the tool's iterations were read as run values.
    const promoted = { ...opsRun('p.json', { a: 1 }).document, metadata: { promoted: { from: 3 } } };
    const attempt = () => mergeShards([{ source: 'p.json', document: promoted }, opsRun('t.json', { b: 1 }, { tool: { name: 'pytest-benchmark' } })]);
    expect(attempt).toThrow(InputError);
    expect(attempt).toThrow(
      /^t\.json: its samples are one run's iterations \(a tool's own output\), those of p\.json the values of several runs \(a promoted, history or A\/B baseline\): one merged file cannot say both\. Merge shards of one kind/,
    );
    const declared = { ...opsRun('h.json', { c: 1 }).document, samples_of: 'runs' };
    expect(() => mergeShards([opsRun('t.json', { b: 1 }, { tool: { name: 'x' } }), { source: 'h.json', document: declared }])).toThrow(/^h\.json: its samples are the values of several runs/);
    // Of one kind, or with a shard that says nothing, they merge.
    expect(mergeShards([{ source: 'p.json', document: promoted }, { source: 'h.json', document: declared }, opsRun('n.json', { d: 1 })]).document.benchmarks).toHaveLength(3);
  });

  it("refuses a baseline promoted by an earlier bench-diff beside one promoted now when they have metrics: the merged file's marker would misread one of them", () => {
    const metric = (samples: number[]) => ({ 'latency p99': { value: 10, unit: 'ms', samples } });
    const promoted = { from: 3 };
    // Promoted now: each metric's samples are the runs' values, and samples_of says so.
    const now = { source: 'new.json', document: { schema_version: 1 as const, benchmarks: [{ name: 'a', value: 1, unit: 'ns', samples: [1, 1, 1], metrics: metric([10, 11, 12]) }], metadata: { promoted }, samples_of: 'runs' } };
    // Promoted before: a metric kept the representative run's own iterations.
    const before = { source: 'old.json', document: { schema_version: 1 as const, benchmarks: [{ name: 'b', value: 1, unit: 'ns', samples: [1, 1, 1], metrics: metric([4, 8, 12, 16, 9]) }], metadata: { promoted } } };
    for (const shards of [[now, before], [before, now]]) {
      const attempt = () => mergeShards(shards);
      expect(attempt).toThrow(InputError);
      expect(attempt).toThrow(/: its metrics' samples are .*: one merged file cannot say both\. Promote old\.json again from its runs with this bench-diff/);
    }
    // Without metrics on the shard of the other kind, nothing is misread.
    const bare = { source: 'bare.json', document: { ...before.document, benchmarks: [{ name: 'c', value: 1, unit: 'ns', samples: [1, 1, 1] }] } };
    expect(mergeShards([now, bare]).document.benchmarks).toHaveLength(2);
  });

  it("keeps a later shard's kind of samples when the first shard says nothing (a file written by hand)", () => {
    // The merged file takes the first shard's metadata: the tool's metadata.tool, which said its
    // samples were one run's iterations, was lost, and they were read as run values.
    const merged = mergeShards([opsRun('hand.json', { a: 1 }), opsRun('t.json', { b: 1 }, { tool: { name: 'tinybench' } })]).document;
    expect(baselineSamplesOf(merged)).toBe('iterations');
    expect(mergeShards([opsRun('hand.json', { a: 1 }), { source: 'h.json', document: { ...opsRun('h.json', { c: 1 }).document, samples_of: 'runs' } }]).document.samples_of).toBe('runs');
    // Nothing said by any shard: nothing said by the merged file.
    expect(mergeShards([opsRun('x.json', { a: 1 }), opsRun('y.json', { b: 1 })]).document).not.toHaveProperty('samples_of');
  });

  it('needs at least one shard', () => {
    expect(() => mergeShards([])).toThrow(InputError);
  });
});
