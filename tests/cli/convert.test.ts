import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from '../helpers/cli.js';

describe('bench-diff convert', () => {
  it('refuses an -o that names its input, which the converted document would replace', () => {
    const dir = tempDir();
    const log = 'goos: linux\nBenchmarkParse-8   1000   1234 ns/op\nPASS\n';
    writeFileSync(join(dir, 'bench.txt'), log);
    const result = cli(['convert', 'bench.txt', '-o', 'bench.txt'], dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe('bench-diff: error: --output: names bench.txt, which this command reads: the converted document would replace it. Write the converted document to another file\n');
    expect(readFileSync(join(dir, 'bench.txt'), 'utf8')).toBe(log);
    expect(cli(['convert', 'bench.txt', '-o', 'bench.json'], dir).status).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'bench.json'), 'utf8')).benchmarks[0].name).toBe('BenchmarkParse');
  });

  it('suggests a file of the kind it writes when -o names a directory (convert: a run, merge: the merged run)', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'bench.txt'), 'goos: linux\nBenchmarkParse-8   1000   1234 ns/op\nPASS\n');
    mkdirSync(join(dir, 'out'));
    const converted = cli(['convert', 'bench.txt', '-o', 'out'], dir);
    expect(converted.status).toBe(2);
    expect(converted.stderr).toBe(`bench-diff: error: out: is a directory. Name a file to write, e.g. ${join('out', 'run.json')}\n`);
    cli(['convert', 'bench.txt', '-o', 'run.json'], dir);
    const merged = cli(['merge', 'run.json', '-o', 'out'], dir);
    expect(merged.stderr).toBe(`bench-diff: error: out: is a directory. Name a file to write, e.g. ${join('out', 'merged.json')}\n`);
    // A report keeps its example.
    expect(cli(['run.json', 'run.json', '-o', 'out'], dir).stderr).toBe(`bench-diff: error: out: is a directory. Name a file to write, e.g. ${join('out', 'report.txt')}\n`);
  });

  it('writes the document in pieces that are, byte for byte, the one JSON text (stdout and -o; convert and merge), invisible characters escaped', () => {
    // More benchmarks than one piece holds (renderJsonChunks writes 1,000 at a time), with names and
    // unknown fields JSON must escape.
    const dir = tempDir();
    const benchmarks = Array.from({ length: 2500 }, (_, i) => ({ name: `b${i} "q" \\ \u2028`, value: i + 0.5, unit: 'ns', extra: { i, list: [i, 'x'] } }));
    writeFileSync(join(dir, 'in.json'), JSON.stringify({ schema_version: 1, benchmarks, metadata: { note: 'tab\there' } }));
    // The one text: JSON.stringify's, with the line separator written as its escape (printableJson).
    const whole = (path: string) => `${JSON.stringify(JSON.parse(readFileSync(join(dir, path), 'utf8')), null, 2).replaceAll('\u2028', '\\u2028')}\n`;
    const converted = cli(['convert', 'in.json'], dir);
    expect(converted.status).toBe(0);
    expect(converted.stdout).toBe(whole('in.json'));
    expect(JSON.parse(converted.stdout)).toEqual(JSON.parse(readFileSync(join(dir, 'in.json'), 'utf8')));
    expect(cli(['convert', 'in.json', '-o', 'out.json'], dir).status).toBe(0);
    expect(readFileSync(join(dir, 'out.json'), 'utf8')).toBe(converted.stdout);
    // merge adds metadata.shards.
    const merged = cli(['merge', 'out.json'], dir);
    expect(merged.stdout).toBe(`${JSON.stringify(JSON.parse(merged.stdout), null, 2).replaceAll('\u2028', '\\u2028')}\n`);
    expect(JSON.parse(merged.stdout).benchmarks).toEqual(JSON.parse(converted.stdout).benchmarks);
    expect(cli(['merge', 'out.json', '-o', 'merged.json'], dir).status).toBe(0);
    expect(readFileSync(join(dir, 'merged.json'), 'utf8')).toBe(merged.stdout);
  });
});
