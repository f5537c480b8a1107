/**
 * Text from input in the renderings: every value passes the one escaper, control and bidi characters
 * are shown as visible escapes, and the schemas refuse what a unit, a date or an aggregate cannot be.
 */
import fc from 'fast-check';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { InputError, inputError } from '../../src/core/errors.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import validateBenchmarkFile from '../../generated/benchmark-validator.js';
import validateReport from '../../generated/report-validator.js';
import { printable } from '../../src/core/printable.js';
import type { Report } from '../../src/core/report.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { sourced } from '../helpers/documents.js';

const HOSTILE_UNIT = 'ops/s @everyone <img src=x onerror=alert(1)> [click](http://e.x) | x';
/** Controls (C0, DEL, C1, ESC, BEL), the bidi overrides and isolates, and characters that take no space (zero-width, soft hyphen, BOM, tags). */
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u00ad\u180e\u200b-\u200d\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]|\udb40[\udc00-\udc7f]/;

/** A report with every status a row can have, then the given edits to its untrusted fields. */
function report(edit: (r: Report) => void = () => {}): Report {
  const base = sourced('baseline.json', [
    { name: 'slow', ops_per_sec: 100 },
    { name: 'kept', ops_per_sec: 100 },
    { name: 'guarded', ops_per_sec: 100 },
    { name: 'gone', ops_per_sec: 100 },
  ]);
  const run = sourced('run.json', [
    { name: 'slow', ops_per_sec: 50 },
    { name: 'kept', ops_per_sec: 100 },
    { name: 'guarded', ops_per_sec: 50 },
    { name: 'fresh', ops_per_sec: 100 },
  ]);
  const r = runGate(base, [run, run], { ...DEFAULT_GATE_OPTIONS, protected: [{ name: 'guarded', reason: 'flaky' }] });
  edit(r);
  return r;
}

/** The Markdown outside code spans (where GitHub shows everything literally). */
const outsideCode = (markdown: string): string => markdown.replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, '');
/** Every "<" outside code opens one of bench-gate's own tags. */
const onlyOwnTags = (markdown: string): boolean => !/<(?!\/?(details|summary|sub)>)/.test(outsideCode(markdown));

/** Table rows keep their number of cells: a pipe from input is escaped. */
function cellCounts(markdown: string): Set<number> {
  const counts = new Set<number>();
  for (const line of markdown.split('\n')) {
    if (line.startsWith('|') && !line.startsWith('|---')) counts.add(line.replace(/\\\|/g, '').split('|').length);
  }
  return counts;
}

describe('untrusted text in the Markdown', () => {
  it('a hostile unit neither mentions, links, injects HTML nor adds a table cell', () => {
    const md = renderMarkdown(report((r) => r.benchmarks.forEach((b) => (b.unit = HOSTILE_UNIT))));
    expect(md).not.toContain('@everyone');
    expect(md).not.toContain('<img');
    expect(md).not.toContain('[click]');
    expect(onlyOwnTags(md)).toBe(true);
    expect(cellCounts(md).size).toBeLessThanOrEqual(2); // the changed table and the unchanged table differ by one column
    expect(md).toContain('ops/s &#64;&#8288;everyone &#60;img');
  });

  it('a hostile protected_until and aggregate are escaped', () => {
    const md = renderMarkdown(
      report((r) => {
        const row = r.benchmarks.find((b) => b.status === 'protected')!;
        row.protection_stale = true;
        row.protected_until = '<script>x</script> | @admin';
        r.aggregate = '[x](http://e.x) <b>';
      }),
    );
    expect(onlyOwnTags(md)).toBe(true);
    expect(md).not.toContain('@admin');
    expect(md).not.toContain('[x](');
    expect(md).toContain('stale since &#60;script&#62;x&#60;/script&#62; &#124; &#64;&#8288;admin');
  });

  it('shows an accepted_by note only on an accepted verdict', () => {
    const failing = report((r) => (r.accepted_by = 'label `x`'));
    expect(failing.verdict).toBe('fail');
    expect(renderMarkdown(failing)).not.toContain('accepted by');
    expect(renderText(failing, { color: false })).not.toContain('accepted by');
    const accepted = report((r) => {
      r.verdict = 'accepted';
      r.accepted_by = 'the label "ok"';
    });
    expect(renderMarkdown(accepted)).toContain('Regressions accepted by the label &#34;ok&#34;');
    expect(renderText(accepted, { color: false })).toContain('Regressions accepted by the label "ok"');
  });

  it('names keep their code spans; controls and bidi overrides are visible escapes', () => {
    const name = 'evil\u001b[31mred\u0007\u202ereversed\u2066iso\u0085';
    const md = renderMarkdown(report((r) => (r.benchmarks[0]!.name = name)));
    expect(md).toContain('`evil\\u001b[31mred\\u0007\\u202ereversed\\u2066iso\\u0085`');
    expect(md).not.toMatch(INVISIBLE);
    const text = renderText(report((r) => (r.benchmarks[0]!.name = name)), { color: false });
    expect(text).toContain('evil\\u001b[31mred\\u0007\\u202ereversed\\u2066iso\\u0085');
    expect(text).not.toMatch(INVISIBLE);
  });

  it('holds for any text in any untrusted field', () => {
    const piece = fc.oneof(
      fc.constantFrom('|', '<', '>', '@', '`', '[', ']', '(', ')', '\n', '\r', '\u001b', '\u0007', '\u009b', '\u202e', '\u2067', '\u200b', '\u00ad', '\ufeff', '\u{e0041}', '::', '<img>', '</details>', '&', '\\'),
      fc.string({ maxLength: 6 }),
    );
    const hostile = fc.array(piece, { minLength: 1, maxLength: 10 }).map((p) => p.join(''));
    fc.assert(
      fc.property(fc.record({ name: hostile, unit: hostile, until: hostile, aggregate: hostile, warning: hostile, note: hostile, accepted: hostile }), (t) => {
        const r = report((r) => {
          r.benchmarks[0]!.name = t.name;
          for (const b of r.benchmarks) b.unit = t.unit;
          const row = r.benchmarks.find((b) => b.status === 'protected')!;
          row.protection_stale = true;
          row.protected_until = t.until;
          row.protected_reason = t.note;
          r.aggregate = t.aggregate;
          r.warnings.push(t.warning);
          r.accepted_by = t.accepted;
        });
        const md = renderMarkdown(r);
        // The one invisible character bench-gate writes itself: a zero-width space that keeps a name's
        // own backslash off the one that escapes a pipe in a table cell (codeSpan).
        expect(md.replaceAll('\\\u200b\\|', '\\\\|')).not.toMatch(INVISIBLE);
        expect(onlyOwnTags(md)).toBe(true);
        expect(outsideCode(md)).not.toMatch(/@\w/);
        const text = renderText(r, { color: false });
        expect(text).not.toMatch(INVISIBLE);
      }),
    );
  });
});

describe('printable and InputError', () => {
  it('escapes every control and bidi character, and nothing else', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const shown = printable(s);
        expect(shown).not.toMatch(INVISIBLE);
        expect(shown).not.toContain('\n');
        expect(shown.replace(/\\u([0-9a-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))).toBe(s.replace(/\\u([0-9a-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
      }),
    );
    expect(printable('plain text, µs and 😀')).toBe('plain text, µs and 😀');
  });

  it('shows what takes no space, so that two names that differ never look alike', () => {
    expect(printable('zw\u200bsp')).toBe('zw\\u200bsp');
    expect(printable('soft\u00adhyphen\ufeff\u2060')).toBe('soft\\u00adhyphen\\ufeff\\u2060');
    // A tag character (U+E0041) is a surrogate pair: both halves are shown.
    expect(printable('a\u{e0041}b')).toBe('a\\udb40\\udc41b');
    // Emoji and other astral characters that take space stay as they are.
    expect(printable('\u{1f600} \u{1d11e}')).toBe('\u{1f600} \u{1d11e}');
    // The other characters Unicode says a renderer shows as nothing (Default_Ignorable_Code_Point): the
    // combining grapheme joiner, the Hangul fillers (a name of U+3164 looks like spaces), Khmer's
    // inherent vowels, Mongolian's variation selectors, the shorthand and musical format controls.
    expect(printable('a\u034fb')).toBe('a\\u034fb');
    expect(printable('\u3164\u115f\u1160\uffa0')).toBe('\\u3164\\u115f\\u1160\\uffa0');
    expect(printable('k\u17b4\u17b5m\u180b\u180f')).toBe('k\\u17b4\\u17b5m\\u180b\\u180f');
    expect(printable('x\u{1bca0}\u{1d173}')).toBe('x\\ud82f\\udca0\\ud834\\udd73');
    // The variation selectors: a name and the same name with one look identical.
    expect(printable('a\ufe0f')).toBe('a\\ufe0f');
    expect(printable('a\u{e0100}b')).toBe('a\\udb40\\udd00b');
  });

  it('shows every code point Unicode says is shown as nothing, in text, Markdown and JSON', () => {
    const ignorable = /\p{Default_Ignorable_Code_Point}/u;
    const all: number[] = [];
    for (let c = 0; c <= 0x10ffff; c++) if (ignorable.test(String.fromCodePoint(c))) all.push(c);
    expect(all.length).toBeGreaterThan(4000);
    const escaped = (c: number): string => String.fromCodePoint(c).replace(/[\s\S]/g, (u) => `\\u${u.charCodeAt(0).toString(16).padStart(4, '0')}`);
    for (const c of all) expect(printable(`a${String.fromCodePoint(c)}b`), c.toString(16)).toBe(`a${escaped(c)}b`);
    // Each range's first and last as a benchmark's name, five at a time (the report's five rows).
    const ends = all.filter((c, i) => all[i - 1] !== c - 1 || all[i + 1] !== c + 1);
    for (let i = 0; i < ends.length; i += 5) {
      const names = ends.slice(i, i + 5).map((c) => `n${String.fromCodePoint(c)}`);
      const r = report((r) => r.benchmarks.forEach((b, j) => (b.name = names[j % names.length]!)));
      for (const out of [renderText(r, { color: false }), renderMarkdown(r), renderJson(r)]) {
        for (const [j, name] of names.entries()) {
          expect(out, ends[i + j]!.toString(16)).not.toContain(name);
          expect(out).toContain(`n${escaped(ends[i + j]!)}`);
        }
      }
    }
  });

  it('InputError messages stay one line and show controls as escapes', () => {
    const error = inputError('run.json: benchmarks[0] ("a\u001b[2J\nb")', 'bad\u0007 value\r\n\u202e');
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toBe('run.json: benchmarks[0] ("a\\u001b[2J\\u000ab"): bad\\u0007 value\\u000d\\u000a\\u202e');
  });
});

describe('the schemas', () => {
  const entry = (unit: string) => ({ schema_version: 1, benchmarks: [{ name: 'a', value: 1, unit }] });
  it.each(['ns', 'ms', 'ops/s', 'req/s', 'B', 'MB/sec', 'us/op', 'items_per_second', '%', 'µs', 'allocs/op', 'ns (p99)', ''])('accept the unit %j', (unit) => {
    expect(validateBenchmarkFile(entry(unit))).toBe(true);
  });
  it.each([HOSTILE_UNIT, 'a|b', 'x<y', '@x', 'a\u001bb', 'a\u202eb', '[x](y)', 'x'.repeat(65)])('refuse the unit %j', (unit) => {
    expect(validateBenchmarkFile(entry(unit))).toBe(false);
    const r = report((r) => (r.benchmarks[0]!.unit = unit));
    expect(validateReport(JSON.parse(JSON.stringify(r)))).toBe(false);
  });
  it('of a report refuse an until that is not a date and an aggregate that is not one', () => {
    expect(validateReport(JSON.parse(JSON.stringify(report())))).toBe(true);
    const until = report((r) => (r.benchmarks.find((b) => b.status === 'protected')!.protected_until = '2026-01-01 <b>'));
    expect(validateReport(JSON.parse(JSON.stringify(until)))).toBe(false);
    const good = report((r) => (r.benchmarks.find((b) => b.status === 'protected')!.protected_until = '2026-01-01'));
    expect(validateReport(JSON.parse(JSON.stringify(good)))).toBe(true);
    for (const aggregate of ['best', 'median', 'p95', 'p99.9']) expect(validateReport(JSON.parse(JSON.stringify(report((r) => (r.aggregate = aggregate)))))).toBe(true);
    for (const aggregate of ['fastest', 'best | x', '<b>']) expect(validateReport(JSON.parse(JSON.stringify(report((r) => (r.aggregate = aggregate)))))).toBe(false);
  });
});

describe('a name ending in a backslash before a pipe', () => {
  it('keeps its own backslash off the one that escapes the pipe, so the cell and the code span hold', async () => {
    const { codeSpan } = await import('../../src/report/markdown-escape.js');
    // Unescaped, `x\|` became `x\\|`: GFM's table splitter reads the second backslash as escaped and ends the cell.
    expect(codeSpan('![i](https://evil.example/i.png)\\|')).toBe('`![i](https://evil.example/i.png)\\\u200b\\|`');
    expect(codeSpan('a|b')).toBe('`a\\|b`');
  });
});

describe('a warning that begins like a Markdown block', () => {
  const html = (markdown: string): string => micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
  /** The alerts as rendered: each must be the marker and the warning's text in one paragraph. */
  const alerts = (warning: string): string[] => {
    const rendered = html(renderMarkdown(report((r) => (r.warnings = [warning]))));
    return rendered.match(/<blockquote>[\s\S]*?<\/blockquote>/g) ?? [];
  };

  it.each(['- list', '+ item', '1. b.json: benchmarks[0]: bad samples', '1) x', '=', '---', '  - indented', '12345. x'])('stays text in its alert: %j', (warning) => {
    // "1. b.json: ..." (a baseline's path) became a numbered list, and "=" turned the alert's marker into a heading.
    const [alert] = alerts(warning);
    expect(alert).toMatch(/^<blockquote>\n<p>\[!WARNING\]\n[^<]*<\/p>\n<\/blockquote>$/);
    expect(alert).toContain(warning.trim());
  });

  it('holds for any text', () => {
    const piece = fc.constantFrom('-', '+', '=', '*', '1', '9.', ')', '.', ' ', '  ', 'x', '>', '#', '_', '`');
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }).map((p) => p.join('')), (warning) => {
        fc.pre(warning.trim() !== '');
        const [alert] = alerts(warning);
        expect(alert).toMatch(/^<blockquote>\n<p>\[!WARNING\]\n[\s\S]*<\/p>\n<\/blockquote>$/);
        expect(alert!.slice('<blockquote>'.length)).not.toMatch(/<(ol|ul|li|h\d|hr|pre|blockquote)>/);
      }),
      { numRuns: 500 },
    );
  });
});

describe('an emoji shortcode from input', () => {
  /** The text GitHub's emoji filter reads: the rendered text, entities decoded. */
  const rendered = (markdown: string): string => markdown.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));

  it('is not turned into an emoji that could pass for a status', () => {
    // A failed benchmark's error ":white_check_mark: passed" showed "✅ passed" in the Status column.
    const md = renderMarkdown(
      report((r) => {
        const row = r.benchmarks.find((b) => b.status === 'protected')!;
        row.protected_reason = 'flaky :x: :+1: :white_check_mark:';
        r.warnings.push(':rocket: all good :tada:');
      }),
    );
    expect(rendered(md)).not.toMatch(/:[\w+-]+:/);
    expect(md).toContain('flaky :&#8288;x: :&#8288;+1: :&#8288;white&#95;check&#95;mark:');
  });

  it('holds for any text, and a colon elsewhere stays as it is', async () => {
    const { escapeText } = await import('../../src/report/markdown-escape.js');
    expect(escapeText('p = 0.01: not significant; 12:30')).toBe('p = 0.01: not significant; 12:30');
    fc.assert(
      fc.property(fc.array(fc.constantFrom(':', 'x', '+', '-', '_', '1', ' ', '::'), { maxLength: 12 }).map((p) => p.join('')), (text) => {
        expect(rendered(escapeText(text))).not.toMatch(/:[\w+-]+:/);
      }),
    );
  });
});
