import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { validateDocument } from '../../src/core/validate.js';
import { cli, tempDir } from '../helpers/cli.js';

describe('bench-diff merge', () => {
  let dir: string;
  const shard = (name: string, benchmarks: Record<string, number>, metadata?: object) =>
    writeFileSync(join(dir, name), JSON.stringify({ schema_version: 1, benchmarks: Object.entries(benchmarks).map(([n, v]) => ({ name: n, ops_per_sec: v })), ...(metadata ? { metadata } : {}) }));

  beforeEach(() => {
    dir = tempDir();
    shard('linux.json', { a: 1, b: 2 }, { commit: 'abc' });
    shard('mac.json', { c: 3 });
  });

  it('joins shards into one run that the gate reads', () => {
    const result = cli(['merge', 'linux.json', 'mac.json', '-o', 'merged.json'], dir);
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('merged 3 benchmarks from 2 shards into merged.json');
    const merged = validateDocument(JSON.parse(readFileSync(join(dir, 'merged.json'), 'utf8')), 'merged.json');
    expect(merged.benchmarks.map((b) => b.name)).toEqual(['a', 'b', 'c']);
    expect(merged.metadata).toEqual({ commit: 'abc', shards: [{ source: 'linux.json', benchmarks: 2 }, { source: 'mac.json', benchmarks: 1 }] });
    expect(cli(['merged.json', 'merged.json'], dir).status).toBe(0);
  });

  it('prints to stdout without -o', () => {
    const result = cli(['merge', 'linux.json', 'mac.json'], dir);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).benchmarks).toHaveLength(3);
  });

  it('refuses a benchmark in two shards, naming both files, and writes nothing', () => {
    shard('again.json', { c: 4 });
    const result = cli(['merge', 'linux.json', 'mac.json', 'again.json', '-o', 'merged.json'], dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('bench-diff: error: again.json: benchmark "c": is also in mac.json: shards must not overlap. Give each benchmark to one shard; to combine N runs of the whole suite, pass them all to compare or promote instead\n');
    expect(existsSync(join(dir, 'merged.json'))).toBe(false);
  });

  it('refuses an -o that names one of the shards, which it would replace', () => {
    const before = readFileSync(join(dir, 'linux.json'), 'utf8');
    const result = cli(['merge', 'linux.json', 'mac.json', '-o', './linux.json'], dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('bench-diff: error: --output: names linux.json, which this command reads: the merged run would replace it. Write the merged run to another file\n');
    expect(readFileSync(join(dir, 'linux.json'), 'utf8')).toBe(before);
  });

  it('needs files', () => {
    expect(cli(['merge', '-o', 'x.json'], dir)).toMatchObject({ status: 2, stderr: expect.stringContaining('needs the shard files') });
  });
});
