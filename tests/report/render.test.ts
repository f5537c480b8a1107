/** Golden renderings of one report with every status, and the rules the renderings must keep. */
import fc from 'fast-check';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import type { Report } from '../../src/core/report.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { codeSpan } from '../../src/report/markdown-escape.js';
import { renderText, renderTextChunks } from '../../src/report/text.js';
import { sourced } from '../helpers/documents.js';
import { expectGolden } from '../helpers/golden.js';

const GOLDEN = join(import.meta.dirname, 'golden');

/** A suite that exercises every status and several units. */
function everyStatus(): Report {
  const base = sourced('baseline.json', [
    { name: 'parse', ops_per_sec: 16_772_895 },
    { name: 'render', time_ms: 2.98 },
    { name: 'gc', ops_per_sec: 1000 },
    { name: 'alloc', value: 2048, unit: 'B' },
    { name: 'latency_p99', value: 53, unit: 'us' },
    { name: 'removed', ops_per_sec: 10 },
    { name: 'crashes', time_ms: 1 },
    { name: 'steady', value: 120, unit: 'ns' },
  ]);
  const run = (source: string, factor: number) =>
    sourced(source, [
      { name: 'parse', ops_per_sec: 11_418_131 * factor },
      { name: 'render', time_ms: 2.5 },
      { name: 'gc', ops_per_sec: 700 },
      { name: 'alloc', value: 2048, unit: 'B' },
      { name: 'latency_p99', value: 54.2, unit: 'us' },
      { name: 'crashes', success: false, error: 'panic: index out of range' },
      { name: 'steady', value: 121, unit: 'ns' },
      { name: 'fresh', value: 0.025, unit: 'ms' },
    ]);
  return runGate(base, [run('run-1.json', 1), run('run-2.json', 0.99)], {
    ...DEFAULT_GATE_OPTIONS,
    protected: [{ name: 'gc', reason: 'GC timing depends on the heap at start' }],
  });
}

describe('renderings', () => {
  const report = everyStatus();

  it('text (no colour) matches its golden file', () => {
    expectGolden(join(GOLDEN, 'every-status.txt'), renderText(report, { color: false }));
  });

  it('text with colour differs only by ANSI codes', () => {
    const coloured = renderText(report, { color: true });
    expect(coloured).toContain('\u001b[31m');
    // eslint-disable-next-line no-control-regex
    expect(coloured.replace(/\u001b\[\d+m/g, '')).toBe(renderText(report, { color: false }));
  });

  it('text in pieces: the same text whatever the size of a piece, each piece whole lines', () => {
    const whole = [...renderTextChunks(report, { color: true }, 1_000_000)];
    expect(whole).toHaveLength(3);
    for (const rows of [1, 2, 3]) {
      const pieces = [...renderTextChunks(report, { color: true }, rows)];
      expect(pieces.join('')).toBe(whole.join(''));
      expect(pieces).toHaveLength(2 + Math.ceil(report.benchmarks.length / rows));
      for (const piece of pieces) expect(piece.endsWith('\n')).toBe(true);
    }
  });

  it('markdown matches its golden file', () => {
    expectGolden(join(GOLDEN, 'every-status.md'), renderMarkdown(report));
  });

  it('json is the report object and follows the contract field names', () => {
    const json = JSON.parse(renderJson(report));
    expect(json).toEqual(JSON.parse(JSON.stringify(report)));
    expect(json).toMatchObject({ schema_version: 1, verdict: 'fail', thresholds: { benchmark_pct: 8, geomean_pct: 3 } });
    expect(Object.keys(json.geomean).sort()).toEqual(['change_pct', 'count', 'ratio', 'status']);
  });

  it('markdown puts the verdict first and regressions first in the table', () => {
    const md = renderMarkdown(report);
    expect(md.split('\n')[0]).toMatch(/^### ❌ bench-gate: 1 regression, 1 failed, 1 missing · geomean/);
    const rows = md.split('\n').filter((l) => l.startsWith('| ') && l.includes('`'));
    expect(rows[0]).toContain('`parse`');
  });

  it('markdown folds unchanged rows into <details>', () => {
    const md = renderMarkdown(report);
    const details = md.slice(md.indexOf('<details>'), md.indexOf('</details>'));
    expect(details).toContain('`steady`');
    expect(details).toContain('`alloc`');
    expect(md.slice(0, md.indexOf('<details>'))).not.toContain('`steady`');
  });
});

describe('a renamed benchmark', () => {
  it('is suggested in the text and the markdown, its new name escaped as every name is', () => {
    const hostile = 'parse<b>|*\u001b[31m';
    const report = runGate(sourced('b', [{ name: 'a', ops_per_sec: 1 }, { name: 'parse', ops_per_sec: 5 }]), [sourced('c', [{ name: 'a', ops_per_sec: 1 }, { name: hostile, ops_per_sec: 5 }])], DEFAULT_GATE_OPTIONS);
    const text = renderText(report, { color: false });
    expect(text).toContain('  parse: not in the runs; if it was removed on purpose, pass --allow-missing (in the Action: allow-missing), and promote a new baseline with it; if it was renamed to "parse<b>|*\\u001b[31m" (new in the runs), promoting a new baseline with --allow-missing records the new name in place of the old\n');
    expect(text).not.toContain('\u001b');
    const markdown = renderMarkdown(report);
    expect(markdown).toContain('- `parse`: not in the runs; if it was removed on purpose, pass --allow-missing (in the Action: allow-missing), and promote a new baseline with it; if it was renamed to &#34;parse&#60;b&#62;&#124;&#42;&#92;u001b&#91;31m&#34; (new in the runs), promoting a new baseline with --allow-missing records the new name in place of the old\n');
    expect(markdown).not.toContain('\u001b');
    // Outside a code span (where the New list shows it), no character of the name can open markup.
    expect(markdown.split('\n').find((l) => l.startsWith('- `parse`:'))).not.toMatch(/[<>|*"]/);
  });
});

describe('markdown safety', () => {
  const hostile = ['a|b', '<img src=x onerror=alert(1)>', '@octocat', 'x`y', '``', 'line\nbreak', '</details>', '#1', '[link](http://e.x)', '**bold**'];

  function reportFor(names: string[]): Report {
    const base = sourced('b', names.map((name, i) => ({ name, ops_per_sec: 100 + i })));
    const cur = sourced('c', names.map((name, i) => ({ name, ops_per_sec: (100 + i) * (i % 2 ? 0.5 : 1) })));
    return runGate(base, [cur], DEFAULT_GATE_OPTIONS);
  }

  /** Cells of a GFM table row, splitting on pipes that are not escaped. */
  const cells = (row: string) => row.split(/(?<!\\)\|/).length - 2;

  it('no benchmark name can break the table, inject HTML or mention a user', () => {
    const md = renderMarkdown(reportFor(hostile));
    const nameRows = md.split('\n').filter((l) => l.startsWith('| ') && l.includes('`'));
    expect(nameRows.length).toBe(hostile.length);
    for (const row of nameRows) expect([5, 6]).toContain(cells(row));
    // Inside a code span GitHub renders text literally; outside there must be no HTML and no mention.
    const outsideCode = md.replace(/(?<!`)(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
    expect(md).toContain('`<img src=x onerror=alert(1)>`');
    expect(outsideCode).not.toMatch(/<img|@octocat|\[link\]/);
    expect(outsideCode.match(/<\/details>/g)).toHaveLength(1);
  });

  it('holds for arbitrary names', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 20 }), { minLength: 1, maxLength: 8 }), (names) => {
        const md = renderMarkdown(reportFor(names));
        for (const line of md.split('\n').filter((l) => l.startsWith('| ') && l.includes('`'))) {
          expect(cells(line)).toBeGreaterThanOrEqual(5);
          expect(cells(line)).toBeLessThanOrEqual(6);
        }
        const opened = (md.match(/<details>/g) ?? []).length;
        expect(opened).toBeLessThanOrEqual(1);
        expect(md.split('\n')[0]).toMatch(/^### [✅❌] bench-gate: /);
      }),
      { numRuns: 200 },
    );
  });
});

describe('codeSpan', () => {
  it('keeps every text inside code, including the empty one next to other spans', () => {
    const line = ['', '`', '<details>|', '``x'].map(codeSpan).join(', ');
    expect(line).toBe('*(empty)*, `` ` ``, `<details>\\|`, ``` ``x ```');
  });
});
