/** Reading inputs from disk: gzip-compressed files are decompressed, whatever their name. */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { loadDocument, readFileText, readInput, startsLikeJson } from '../../src/io/read-input.js';
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

describe('readFileText', () => {
  const MiB = 1024 * 1024;
  const write = (name: string, bytes: Buffer): string => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  };

  it('reads a file larger than its piece (1 MiB) as the whole file decodes, whatever falls on the cuts', () => {
    // Multi-byte characters, malformed and cut-short sequences around every piece boundary, a BOM.
    const parts: Buffer[] = [Buffer.from('\uFEFFBenchmarkµ-2  10  5 µs/op\n')];
    const odd = [Buffer.from('é€😀'), Buffer.from([0xe2, 0x82]), Buffer.from([0xff, 0xc3, 0x28]), Buffer.from([0xf0, 0x9f, 0x98]), Buffer.from('x\n')];
    let size = parts[0]!.length;
    for (let i = 0; size < 3.5 * MiB; i++) {
      const part = i % 997 === 0 ? Buffer.concat(odd) : Buffer.from(`line ${i} ${'ab'.repeat(i % 40)}\n`);
      parts.push(part);
      size += part.length;
    }
    const bytes = Buffer.concat(parts);
    expect(readFileText(write('mixed.txt', bytes))).toBe(bytes.toString('utf8'));
    // Each piece ends in a different place of a 4-byte character.
    for (const shift of [1, 2, 3]) {
      const shifted = Buffer.concat([Buffer.alloc(MiB - shift, 'a'), Buffer.from('😀😀'), Buffer.alloc(MiB, 'b')]);
      expect(readFileText(write(`shift-${shift}.txt`, shifted))).toBe(shifted.toString('utf8'));
    }
  });

  it('reads a large file with no ASCII byte in a piece, or gzip-compressed, whole', () => {
    const noAscii = Buffer.concat([Buffer.from('é'.repeat(MiB)), Buffer.from('\nend\n')]);
    expect(readFileText(write('no-ascii.txt', noAscii))).toBe(noAscii.toString('utf8'));
    const text = 'BenchmarkX-2  10  5 ns/op\n'.repeat(100_000);
    const gz = gzipSync(text, { level: 0 });
    expect(gz.length).toBeGreaterThan(MiB);
    expect(readFileText(write('large.txt.gz', gz))).toBe(text);
  });

  it('reads a file of any size up to a piece and just past it as the whole file decodes, and a second one after it', () => {
    // Small files come back from the shared piece buffer: the next read must not show through.
    fc.assert(
      fc.property(fc.oneof(fc.nat(300), fc.integer({ min: MiB - 3, max: MiB + 3 })), fc.uint8Array({ maxLength: 64 }), (size, noise) => {
        const bytes = Buffer.alloc(size, 'x');
        Buffer.from(noise).copy(bytes, Math.max(0, size - noise.length));
        const first = readFileText(write('sized.txt', bytes));
        const second = readFileText(write('short.txt', Buffer.from('ab')));
        expect(first).toBe(bytes.toString('utf8'));
        expect(second).toBe('ab');
      }),
      { numRuns: 40 },
    );
  });

  it('reads a pipe, which cannot be read at a position, whole', () => {
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    const line = 'BenchmarkX-2  10  5 ns/op\n';
    const text = line.repeat(5000);
    // A writer in another process: the read below takes what it writes, however it is split.
    const writer = spawn(process.execPath, ['-e', `require('fs').writeFileSync(${JSON.stringify(fifo)}, ${JSON.stringify(line)}.repeat(5000))`]);
    expect(readFileText(fifo)).toBe(text);
    writer.kill();
  });

  describe('with a caller\'s bound on the bytes', () => {
    const limit = (maxBytes: number) => ({ maxBytes, tooLarge: () => new InputError(`past ${maxBytes}`) });

    it('reads no further than the bound into a gzip file, a plain file or a pipe, and throws the caller\'s error', () => {
      const text = 'BenchmarkX-2  10  5 ns/op\n'.repeat(5000);
      const gz = write('bounded.txt.gz', gzipSync(text));
      const plain = write('bounded.txt', Buffer.from(text));
      for (const path of [gz, plain]) {
        expect(inputErrorOf(() => readFileText(path, limit(text.length - 1)))).toBe(`past ${text.length - 1}`);
        expect(readFileText(path, limit(text.length))).toBe(text);
      }
      const fifo = join(dir, 'bounded-fifo');
      execFileSync('mkfifo', [fifo]);
      const writer = spawn(process.execPath, ['-e', `require('fs').writeFileSync(${JSON.stringify(fifo)}, 'x'.repeat(100000))`]);
      expect(inputErrorOf(() => readFileText(fifo, limit(1000)))).toBe('past 1000');
      writer.kill();
    });

    it('gives what it gives without one within the bound, and the caller\'s error past it (the file\'s size or its bytes decompressed)', () => {
      const outcome = (read: () => string) => {
        try {
          return read();
        } catch (error) {
          expect(error).toBeInstanceOf(InputError);
          return { error: (error as Error).message };
        }
      };
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 300 }), fc.boolean(), fc.nat(400), (bytes, gzip, max) => {
          const content = gzip ? gzipSync(bytes) : Buffer.from(bytes);
          const path = write('any.bin', content);
          const bounded = outcome(() => readFileText(path, limit(max)));
          expect(bounded).toEqual(Math.max(content.length, bytes.length) <= max ? outcome(() => readFileText(path)) : { error: `past ${max}` });
        }),
        { numRuns: 200 },
      );
    });
  });

  it('reports a directory or a missing file in one line', () => {
    const sub = join(dir, 'sub');
    mkdirSync(sub, { recursive: true });
    expect(inputErrorOf(() => readFileText(sub))).toBe(`${sub}: cannot be read: is a directory. Check the path`);
    expect(inputErrorOf(() => readFileText(join(dir, 'none.txt')))).toBe(`${join(dir, 'none.txt')}: cannot be read: no such file. Check the path`);
  });

  it('says that a pattern matched no file, rather than that a file of that name is missing', () => {
    // What the shell passes on when runs/*.json matches nothing, and what a quoted glob always is.
    for (const pattern of ['runs/run-*.json', 'run-?.txt', 'run-[0-9].json']) {
      const path = join(dir, pattern);
      expect(inputErrorOf(() => loadDocument(path))).toBe(`${path}: no file matches this pattern (a shell passes on a pattern that matches nothing as it is). Check the pattern and the folder it names: did the benchmark step write its files there?`);
      expect(inputErrorOf(() => readFileText(path))).toMatch(/: no file matches this pattern/);
    }
  });

  it('says that - is not stdin, and what is', () => {
    expect(inputErrorOf(() => loadDocument('-'))).toBe("-: cannot be read: no such file (bench-diff does not read - as stdin). Give /dev/stdin to read a pipe, e.g. go test -run '^$' -bench . | bench-diff baseline.json /dev/stdin");
  });

  it('says that an option after -- is taken for a file', () => {
    expect(inputErrorOf(() => loadDocument('--threshold'))).toBe('--threshold: cannot be read: no such file, and it looks like an option. Options go before --: every word after -- is a file');
    expect(inputErrorOf(() => loadDocument('-o'))).toMatch(/^-o: cannot be read: no such file, and it looks like an option\./);
  });

  it.skipIf(process.platform === 'win32')('says that paths are written with / when a Windows path names no file', () => {
    expect(inputErrorOf(() => loadDocument('bench\\baseline.json'))).toBe('bench\\baseline.json: cannot be read: no such file. Paths here are written with /, as in bench/baseline.json: a \\ is part of a file name');
    expect(inputErrorOf(() => loadDocument('C:\\proj\\bench\\baseline.json'))).toBe('C:\\proj\\bench\\baseline.json: cannot be read: no such file (a Windows path, on a system that has no drive letters). Give the path of the file on this machine, written with /');
    // A file whose name has a backslash is read as it is.
    writeFileSync(join(dir, 'odd\\name.json'), JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'a', value: 1, unit: 'ns' }] }));
    expect(loadDocument(join(dir, 'odd\\name.json')).document.benchmarks).toHaveLength(1);
  });

  it('says in words, not in Node\'s, when a path runs through a file, loops or is too long', () => {
    writeFileSync(join(dir, 'plain.json'), '{}');
    symlinkSync('loop-b', join(dir, 'loop-a'));
    symlinkSync('loop-a', join(dir, 'loop-b'));
    const through = join(dir, 'plain.json', 'run.json');
    expect(inputErrorOf(() => loadDocument(through))).toBe(`${through}: cannot be read: a part of the path before the file name is a file, not a directory. Check the path`);
    expect(inputErrorOf(() => loadDocument(join(dir, 'loop-a')))).toBe(`${join(dir, 'loop-a')}: cannot be read: its symbolic links form a loop. Check the path`);
    const long = join(dir, 'x'.repeat(300));
    expect(inputErrorOf(() => loadDocument(long))).toBe(`${long}: cannot be read: the name is too long. Check the path`);
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
