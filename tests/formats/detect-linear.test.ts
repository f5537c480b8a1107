/**
 * Detection runs every format's detector on every input, so one detector whose regular expression
 * backtracks makes every input slow. Each case is a file built against one detector (a megabyte of
 * blank lines or blanks without the ending its expression waits for), converted by the CLI with no
 * --from under a watchdog (see hostile-input.ts): it must be answered, as "no format", at once.
 */
import { describe, expect, it } from 'vitest';
import { convertText, mega } from './hostile-input.js';

const NO_FORMAT = expect.stringMatching(/^bench-diff: error: hostile\.txt: is in no format bench-gate recognises\./) as unknown;

describe('detection on input crafted against a detector', () => {
  it.each([
    ['catch2-console: a table header, then blank lines', `benchmark name    samples    iterations    estimated\n${mega('\n')}x`],
    ['hey: a summary, then blank lines', `Summary:\n${mega('\n')}x`],
    ['wrk and wrk2: a run, then blank lines', `Running 1s test @ http://localhost/\n${mega('\n')}x`],
    ['criterion-text: blank lines before a time:', `${mega('\n')}time:`],
    ['criterion-text: a name, then blanks before a time:', `x${mega(' ')}time:\n`],
  ])('%s', (_, text) => {
    expect(convertText(text)).toMatchObject({ code: 2, stderr: NO_FORMAT });
  });
});
