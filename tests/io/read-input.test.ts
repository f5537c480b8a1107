/** Reading inputs from disk: gzip-compressed files are decompressed, whatever their name. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadDocument, readInput, startsLikeJson } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';

const dir = mkdtempSync(join(tmpdir(), 'read-input-'));

describe('readInput', () => {
  it('decompresses a gzip file by its magic bytes and parses the JSON inside', () => {
    const path = join(dir, 'results.json.gz');
    writeFileSync(path, gzipSync('{"a": [1, 2]}'));
    const input = readInput(path);
    expect(input).toMatchObject({ kind: 'file', text: '{"a": [1, 2]}', json: { a: [1, 2] } });
    const unnamed = join(dir, 'results.bin');
    writeFileSync(unnamed, gzipSync('BenchmarkX-2  10  5 ns/op\n'));
    expect(readInput(unnamed)).toMatchObject({ text: 'BenchmarkX-2  10  5 ns/op\n', json: undefined });
  });

  it('says so in one line when a gzip file is cut short', () => {
    const path = join(dir, 'cut.json.gz');
    const whole = gzipSync('{"benchmarks": []}'.repeat(50));
    writeFileSync(path, whole.subarray(0, whole.length - 12));
    expect(inputErrorOf(() => readInput(path))).toMatch(new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: is gzip-compressed but cannot be decompressed: [^\\n]+\\. Give the file the tool wrote, whole$`));
  });
});

describe('startsLikeJson', () => {
  it('tells JSON from text by the first bytes, as reading the whole file would', () => {
    const write = (name: string, content: string) => {
      const path = join(dir, name);
      writeFileSync(path, content);
      return path;
    };
    expect(startsLikeJson(write('a.json', '\uFEFF\n  {"schema_version": 1}'))).toBe(true);
    expect(startsLikeJson(write('b.json', '[1]'))).toBe(true);
    expect(startsLikeJson(write('go.txt', 'goos: linux\nBenchmarkX-2  10  5 ns/op\n'))).toBe(false);
    expect(startsLikeJson(write('empty.txt', ''))).toBe(false);
    // Left to the reading to report.
    expect(startsLikeJson(join(dir, 'missing.json'))).toBe(true);
  });
});

describe('loadDocument', () => {
  it('leaves no regular expression holding the file\'s text once the document is made', () => {
    // V8 keeps the last successful match's subject (RegExp.input) until the next match; the go test
    // reader's last match is on the whole log, which would then stay alive through the gate and report.
    const path = join(dir, 'bench.txt');
    writeFileSync(path, 'goos: linux\nBenchmarkX-2  10  5 ns/op\nBenchmarkX-2  10  6 ns/op\nok  \texample.com/m\t1.0s\n');
    const { document } = loadDocument(path);
    expect(document.benchmarks.map((b) => b.name)).toEqual(['BenchmarkX']);
    const legacy = RegExp as unknown as { input: string };
    expect(legacy.input).toBe('');
  });
});
