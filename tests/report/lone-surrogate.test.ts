/**
 * A lone surrogate (a high half without its low half, or a low half alone) is no character: a terminal,
 * the runner's log, a job summary written as UTF-8 and a browser all show it as U+FFFD, so the names
 * `x\ud800`, `x\ud801` and `x\ufffd` looked the same, two benchmarks passing for one. It is shown as
 * its escape, `\ud800`, as the other characters that do not show as themselves are (and as the
 * dashboard's links already wrote it), in text, Markdown and the runner's log; a pair stays as it is.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutralLine } from '../../src/action/log-text.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { printable } from '../../src/core/printable.js';
import { codeSpan, escapeText } from '../../src/report/markdown-escape.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { sourced } from '../helpers/documents.js';

/** A lone surrogate, found as only the u flag finds it (with it, a pair is one code point). */
const LONE = /\p{Cs}/u;
/** UTF-16 units near and among the surrogates (lone halves, pairs, a tag character's halves), and any other. */
const UNIT = fc.oneof(fc.integer({ min: 0xd7f0, max: 0xe010 }).map((c) => String.fromCharCode(c)), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }));
const NAMES = ['x\ud800', 'x\ud801', 'x\ufffd', 'x\udc00y', '\udbff', 'pair \u{1f600} \u{e0041}'];

describe('a lone surrogate', () => {
  it('is shown as its escape; a surrogate pair stays as it is, or is escaped whole', () => {
    expect(printable('x\ud800')).toBe('x\\ud800');
    expect(printable('x\udc00y')).toBe('x\\udc00y');
    expect(printable('\udc00\ud800')).toBe('\\udc00\\ud800');
    expect(printable('a\ud83d\ude00b')).toBe('a\ud83d\ude00b');
    expect(printable('\ud800\ud83d\ude00')).toBe('\\ud800\ud83d\ude00');
    expect(printable('\ud83d\ude00\udc00')).toBe('\ud83d\ude00\\udc00');
    expect(printable('a\u{e0041}\udc41')).toBe('a\\udb40\\udc41\\udc41');
    expect(escapeText('x\ud800')).toBe('x&#92;ud800');
    expect(codeSpan('x\ud800')).toBe('`x\\ud800`');
    expect(neutralLine('x\ud800')).toBe('x\\ud800');
  });

  it('never reaches the text, Markdown or log, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: UNIT }), (s) => {
        for (const shown of [printable(s), escapeText(s), codeSpan(s), neutralLine(s)]) expect(LONE.test(shown)).toBe(false);
      }),
    );
  });

  it('two names that differ only in one look different in the text report and the Markdown', () => {
    const base = sourced('baseline.json', NAMES.map((name) => ({ name, ops_per_sec: 100 })));
    const run = sourced('run.json', NAMES.map((name) => ({ name, ops_per_sec: 100 })));
    const report = runGate(base, [run], DEFAULT_GATE_OPTIONS);
    for (const out of [renderText(report, { color: false }), renderMarkdown(report)]) {
      expect(LONE.test(out)).toBe(false);
      expect(out).toContain('x\\ud800');
      expect(out).toContain('x\\ud801');
      expect(out).toContain('x\ufffd');
      expect(out).toContain('\u{1f600}');
    }
  });
});
