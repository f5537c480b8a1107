import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printFile } from '../../src/io/print-file.js';
import { tempDir } from '../helpers/cli.js';

describe('printFile', () => {
  const dir = tempDir();

  it('hands on the text of the file, whatever the pieces cut through', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.integer({ min: 1, max: 16 }), (text, pieceBytes) => {
        const path = join(dir, 'text.txt');
        writeFileSync(path, text);
        const pieces: string[] = [];
        expect(printFile(path, (piece) => pieces.push(piece), pieceBytes)).toBe(true);
        expect(pieces.join('')).toBe(text);
      }),
    );
  });

  it('decodes any bytes, malformed UTF-8 included, as a whole read would', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.integer({ min: 1, max: 8 }), (bytes, pieceBytes) => {
        const path = join(dir, 'random.bin');
        writeFileSync(path, bytes);
        let text = '';
        expect(printFile(path, (t) => (text += t), pieceBytes)).toBe(true);
        expect(text).toBe(Buffer.from(bytes).toString('utf8'));
      }),
    );
  });

  it('decodes malformed UTF-8 as a whole read would, wherever the pieces cut', () => {
    const path = join(dir, 'bytes.bin');
    // A byte order mark first, then a cut sequence, an emoji, a stray byte and a truncated end.
    const bytes = Buffer.from([0xef, 0xbb, 0xbf, 0x61, 0xe2, 0x82, 0x62, 0xf0, 0x9f, 0x98, 0x80, 0xff, 0xc3]);
    writeFileSync(path, bytes);
    for (let piece = 1; piece <= bytes.length; piece++) {
      let text = '';
      printFile(path, (t) => (text += t), piece);
      expect(text).toBe(bytes.toString('utf8'));
    }
  });

  it('reads nothing from what is not a regular file', () => {
    const write = (): void => {
      throw new Error('nothing should be written');
    };
    expect(printFile(join(dir, 'absent.txt'), write)).toBe(false);
    expect(printFile(dir, write)).toBe(false);
    expect(printFile('/dev/null', write)).toBe(false);
    // A FIFO without a writer: opening it would wait for ever.
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    expect(printFile(fifo, write)).toBe(false);
  });
});
