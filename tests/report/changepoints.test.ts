import { describe, expect, it } from 'vitest';
import type { ChangePointReport } from '../../src/core/history/detect.js';
import { renderChangePointsMarkdown, renderChangePointsText } from '../../src/report/changepoints.js';
import { displayWidth } from '../../src/report/display-width.js';

const report: ChangePointReport = {
  schema_version: 1,
  branch: 'main',
  commits: 60,
  benchmarks: 1,
  settings: { alpha: 0.01, min_change_pct: 2, window: 50, permutations: 199, min_segment: 5, seed: 1, aggregate: 'best' },
  change_points: [
    {
      benchmark: 'evil\u001b[31m|<img src=x>@team',
      unit: 'ms',
      direction: 'lower',
      index: 30,
      commit: '0123456789abcdef0123456789abcdef01234567',
      date: '2026-01-31T00:00:00.000Z',
      mean_before: 10,
      mean_after: 12,
      change_pct: 20,
      verdict: 'worse',
      p_value: 0.005,
    },
  ],
};

describe('change point renderings', () => {
  it('keep a hostile benchmark name from reaching the terminal or the Markdown raw', () => {
    const text = renderChangePointsText(report);
    expect(text).not.toContain('\u001b');
    // Control characters are shown as visible escapes (core/printable.ts), never passed through.
    expect(text).toContain('evil\\u001b[31m|<img src=x>@team  0123456789  2026-01-31  10 ms -> 12 ms');
    const md = renderChangePointsMarkdown(report);
    expect(md).not.toContain('\u001b');
    expect(md).toContain('| `evil\\u001b[31m\\|<img src=x>@team` | `0123456789` | 2026-01-31 | 10 ms → 12 ms | +20.0% 🔴 worse | 0.005 |');
  });

  it('keep a hostile unit from reaching the terminal raw: escaped like the other columns', () => {
    const cp = report.change_points[0]!;
    const text = renderChangePointsText({ ...report, change_points: [{ ...cp, benchmark: 'parse', unit: 'ms\u001b]0;owned\u0007\u202e' }] });
    for (const raw of ['\u001b', '\u0007', '\u202e']) expect(text).not.toContain(raw);
    expect(text).toContain('10 ms\\u001b]0;owned\\u0007\\u202e -> 12 ms\\u001b]0;owned\\u0007\\u202e');
  });

  it('line up the columns in terminal columns, whatever width the names take (CJK is two a character)', () => {
    const cp = report.change_points[0]!;
    const names = ['解析速度', 'parse', 'e\u0301clair'];
    const text = renderChangePointsText({ ...report, change_points: names.map((benchmark) => ({ ...cp, benchmark })) });
    const lines = text.split('\n').filter((l) => names.some((n) => l.startsWith(n)) || l.startsWith('benchmark'));
    expect(lines).toHaveLength(4);
    // Each row's commit column starts at the same terminal column as the header's.
    const commitColumn = (line: string): number => displayWidth(line.slice(0, line.search(/0123456789 {2}|commit {2}/)));
    expect(new Set(lines.map(commitColumn))).toEqual(new Set([commitColumn(lines[0]!)]));
    expect(commitColumn(lines[0]!)).toBe('benchmark'.length + 2);
  });

  it('do not pad every row to the width of one very long name', () => {
    const cp = report.change_points[0]!;
    const long = `L${'y'.repeat(10_000)}`;
    const text = renderChangePointsText({ ...report, change_points: [...Array.from({ length: 20 }, (_, i) => ({ ...cp, benchmark: `b${i}` })), { ...cp, benchmark: long }] });
    expect(text).toContain(long);
    const others = text.split('\n').filter((l) => /^b\d/.test(l) || l.startsWith('benchmark'));
    expect(others).toHaveLength(21);
    for (const line of others) expect(displayWidth(line)).toBeLessThan(250);
  });

  it('as JSON, write a name\'s bidi and invisible characters as escapes', async () => {
    const { renderChangePointsJson } = await import('../../src/report/changepoints.js');
    const cp = report.change_points[0]!;
    const hostile = { ...report, change_points: [{ ...cp, benchmark: 'a\u202eb\u009b\u200b' }] };
    const json = renderChangePointsJson(hostile);
    expect(json).toContain('"a\\u202eb\\u009b\\u200b"');
    expect(JSON.parse(json)).toEqual(hostile);
  });
});
