/** The text table's layout with names from input: how wide a column may grow, and names one cannot see. */
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { displayWidth } from '../../src/report/display-width.js';
import { renderText } from '../../src/report/text.js';
import { sourced } from '../helpers/documents.js';

function textOf(names: string[]): string {
  const entries = names.map((name) => ({ name, value: 100, unit: 'ns' }));
  return renderText(runGate(sourced('b.json', entries), [sourced('r.json', entries)], DEFAULT_GATE_OPTIONS), { color: false });
}

/** The table's rows (between the header and the blank line before the geomean). */
const tableRows = (text: string): string[] => {
  const lines = text.split('\n');
  const header = lines.findIndex((l) => l.startsWith('benchmark'));
  return lines.slice(header + 1, lines.indexOf('', header));
};

describe('the text table', () => {
  it('does not widen every row for one very long name', () => {
    // One 100,000-character name padded all 2,000 other rows to 100,000 columns: 200 MB of spaces.
    const long = `L${'y'.repeat(100_000)}`;
    const names = [...Array.from({ length: 50 }, (_, i) => `b${i}`), long];
    const text = textOf(names);
    expect(text).toContain(long);
    expect(text.length).toBeLessThan(long.length + 50 * 200);
    const rows = tableRows(text);
    for (const row of rows.filter((r) => !r.startsWith('L'))) expect(displayWidth(row)).toBeLessThan(200);
  });

  it('keeps the columns of the other rows aligned, whatever the long name', () => {
    const names = ['short', 'a-little-longer-name', `x${'y'.repeat(500)}`, '漢字テスト😀'];
    const rows = tableRows(textOf(names)).filter((r) => !r.startsWith('x'));
    const ends = new Set(rows.map((r) => displayWidth(r.slice(0, r.indexOf(' ns') + 3))));
    expect(ends.size).toBe(1);
  });
});

describe('a name that is only spaces', () => {
  it('is shown quoted in the text, in the table and in its note, never as an empty cell', () => {
    const base = sourced('b.json', [{ name: '   ', value: 100, unit: 'ns' }, { name: '\u3000', value: 100, unit: 'ns' }, { name: 'a', value: 100, unit: 'ns' }]);
    const run = sourced('r.json', [{ name: '   ', value: 100, unit: 'ns', success: false, error: 'boom' }, { name: '\u3000', value: 100, unit: 'ns' }, { name: 'a', value: 100, unit: 'ns' }]);
    const text = renderText(runGate(base, [run], DEFAULT_GATE_OPTIONS), { color: false });
    const rows = tableRows(text);
    expect(rows.some((r) => r.startsWith('"   "  '))).toBe(true);
    expect(rows.some((r) => r.startsWith('"\u3000"  '))).toBe(true);
    expect(rows.every((r) => !r.startsWith(' '))).toBe(true);
    expect(text).toContain('  "   " failed: boom');
  });

  it('keeps its spaces in a Markdown code span, no more', async () => {
    const { codeSpan } = await import('../../src/report/markdown-escape.js');
    // "`     `": a span of spaces only is shown as it is (CommonMark strips nothing from it), so the padding was shown too.
    expect(codeSpan('   ')).toBe('`   `');
    expect(codeSpan(' ')).toBe('` `');
    expect(codeSpan(' a')).toBe('`  a `');
    expect(codeSpan(' \u3000 ')).toBe('`  \u3000  `');
  });
});
