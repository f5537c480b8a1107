import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { validateDocument } from '../../src/core/validate.js';
import { cli, tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

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

  it('says how to name them when two hey files of different endpoints collide', () => {
    const hey = (name: string) => join(ROOT, 'fixtures/formats/hey', name);
    const result = cli(['merge', hey('single.txt'), hey('some-errors.txt')], dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/benchmark "hey": is also in .*single\.txt: shards must not overlap\. If each file measured another thing \(an endpoint\), name each one's benchmark: bench-diff convert --name NAME FILE -o OUT/);
  });

  it('says to create the folder of an -o that does not exist, and writes nothing', () => {
    const result = cli(['merge', 'linux.json', 'mac.json', '-o', 'newdir/merged.json'], dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('bench-diff: error: newdir/merged.json: cannot be written: its folder newdir does not exist. Create it first (mkdir -p newdir), or write elsewhere\n');
    expect(existsSync(join(dir, 'newdir'))).toBe(false);
  });

  it('refuses an -o that names one of the shards, which it would replace', () => {
    const before = readFileSync(join(dir, 'linux.json'), 'utf8');
    const result = cli(['merge', 'linux.json', 'mac.json', '-o', './linux.json'], dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('bench-diff: error: --output: names linux.json, which this command reads: the merged run would replace it. Write the merged run to another file\n');
    expect(readFileSync(join(dir, 'linux.json'), 'utf8')).toBe(before);
  });

  it('merges go test shards of one package each into the names one go test ./... gives', () => {
    // A CI matrix running `go test ./hashing` and `go test ./parse`: both packages have a
    // BenchmarkCommon. Read whole, the log names every benchmark with its package; the shards, one
    // package each, do not, so merged they clashed ("shards must not overlap") and would never have
    // met a baseline of the whole module.
    const log = readFileSync(join(ROOT, 'fixtures/formats/go-test/benchmem-count3.txt'), 'utf8');
    const second = log.indexOf('goos:', 1);
    writeFileSync(join(dir, 'hashing.txt'), log.slice(0, second));
    writeFileSync(join(dir, 'parse.txt'), log.slice(second));
    writeFileSync(join(dir, 'all.txt'), log);
    const merged = cli(['merge', 'hashing.txt', 'parse.txt', '-o', 'merged.json'], dir);
    expect(merged.status).toBe(0);
    const whole = cli(['convert', 'all.txt', '-o', 'whole.json'], dir);
    expect(whole.status).toBe(0);
    const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as { benchmarks: Array<{ name: string; value: number }> };
    const names = read('merged.json').benchmarks.map((b) => [b.name, b.value]);
    expect(names).toEqual(read('whole.json').benchmarks.map((b) => [b.name, b.value]));
    expect(names.map(([name]) => name)).toContain('example.com/benchgate/parse.BenchmarkCommon');
    // And the merged run is gated against the whole module's log, benchmark by benchmark.
    const gate = cli(['all.txt', 'merged.json', '--format', 'json'], dir);
    expect(gate.status).toBe(0);
    expect((JSON.parse(gate.stdout) as { summary: { missing: number; new: number } }).summary).toMatchObject({ missing: 0, new: 0 });
  });

  it('keeps the names of shards that are all of one package', () => {
    const log = readFileSync(join(ROOT, 'fixtures/formats/go-test/benchmem-count3.txt'), 'utf8');
    const parse = log.slice(log.indexOf('goos:', 1));
    const lines = parse.split('\n');
    // The parse package's log cut in two shards, each with its header.
    const header = lines.slice(0, 4);
    const atoi = lines.filter((l) => l.startsWith('BenchmarkAtoi'));
    const rest = lines.slice(4).filter((l) => !l.startsWith('BenchmarkAtoi'));
    writeFileSync(join(dir, 'p1.txt'), [...header, ...atoi, 'PASS', 'ok  \texample.com/benchgate/parse\t0.1s', ''].join('\n'));
    writeFileSync(join(dir, 'p2.txt'), [...header, ...rest].join('\n'));
    const merged = cli(['merge', 'p1.txt', 'p2.txt', '-o', 'merged.json'], dir);
    expect(merged.status).toBe(0);
    const names = (JSON.parse(readFileSync(join(dir, 'merged.json'), 'utf8')) as { benchmarks: Array<{ name: string }> }).benchmarks.map((b) => b.name);
    expect(names).toEqual(['BenchmarkAtoi', 'BenchmarkSplit', 'BenchmarkCommon']);
  });

  it('needs files', () => {
    expect(cli(['merge', '-o', 'x.json'], dir)).toMatchObject({ status: 2, stderr: expect.stringContaining('needs the shard files') });
  });
});
