/**
 * The size-limited comment: for arbitrary reports (hostile names, huge counts) the body fits the byte
 * budget, starts with the marker, and leaves no <details> or code fence open; and it degrades in the
 * documented order.
 */
import { execFileSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BenchmarkResult, Report, Status } from '../../src/core/report.js';
import { STATUSES } from '../../src/core/report.js';
import { printable } from '../../src/core/printable.js';
import { COMMENT_LIMIT_BYTES, renderLimited, utf8Bytes } from '../../src/report/size-limit.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderNoBaseline } from '../../src/report/no-baseline.js';
import { commentMarker } from '../../src/github/sticky-comment.js';
import { balanceProblems, stripCodeSpans } from '../helpers/markdown-balance.js';

const MARKER = commentMarker('');

/** Names built from the characters that break Markdown, HTML, mentions and byte counts. */
const hostileName = fc
  .array(fc.oneof(fc.constantFrom('|', '<', '>', '@', '`', '``', '\n', '\r\n', '<details>', '</details>', '```', '<!--', '-->', '😀', '👩‍💻', 'é', '\\', '*', '_', '[', ']', '#', ' '), fc.string({ maxLength: 8 })), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.join(''));

function result(name: string, status: Status, change: number): BenchmarkResult {
  const missingOrNew = status === 'missing' || status === 'new' || status === 'failed';
  const r: BenchmarkResult = {
    name,
    unit: 'ops/s',
    direction: 'higher',
    baseline: status === 'new' ? null : 1000,
    current: status === 'missing' || status === 'failed' ? null : 1000 * (1 + change / 100),
    runs: 3,
    ratio: missingOrNew ? null : 1 + change / 100,
    change_pct: missingOrNew ? null : change,
    value_change_pct: missingOrNew ? null : change,
    status,
    threshold_pct: 8,
    in_geomean: !missingOrNew,
  };
  if (status === 'failed') r.error = `crashed: ${name}`;
  if (status === 'protected') r.protected_reason = `noisy ${name}`;
  if (status === 'missing') r.note = 'not in the runs';
  return r;
}

function reportOf(benchmarks: BenchmarkResult[], warnings: string[] = []): Report {
  const summary = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<Status, number>;
  for (const b of benchmarks) summary[b.status] += 1;
  const failing = summary.regressed + summary.failed + summary.missing > 0;
  return {
    schema_version: 1,
    verdict: failing ? 'fail' : 'pass',
    thresholds: { benchmark_pct: 8, geomean_pct: 3 },
    aggregate: 'best',
    runs: 3,
    protected_in_geomean: true,
    allow_missing: false,
    geomean: { ratio: 0.97, change_pct: -3, count: benchmarks.length, status: 'pass' },
    summary,
    benchmarks,
    baseline: { source: 'bench/baseline.json', metadata: { commit: 'a'.repeat(40), timestamp: '2024-01-01T00:00:00Z' } },
    current: { sources: ['run.json'] },
    warnings,
  };
}

const arbitraryReport = fc
  .record({
    rows: fc.array(fc.record({ name: hostileName, status: fc.constantFrom(...STATUSES), change: fc.double({ min: -90, max: 300, noNaN: true }) }), { maxLength: 60 }),
    copies: fc.integer({ min: 1, max: 120 }),
    warnings: fc.array(hostileName, { maxLength: 3 }),
  })
  .map(({ rows, copies, warnings }) => {
    // Repeat rows (with distinct names) to reach thousands of benchmarks without slow generation.
    const benchmarks: BenchmarkResult[] = [];
    for (let c = 0; c < copies; c++) rows.forEach((r, i) => benchmarks.push(result(`${r.name}#${c}.${i}`, r.status, r.change)));
    return reportOf(benchmarks, warnings);
  });

describe('the size-limited comment', () => {
  it('always fits, starts with the marker and the verdict, and leaves nothing open', () => {
    fc.assert(
      fc.property(arbitraryReport, fc.constantFrom(COMMENT_LIMIT_BYTES, 4096, 1500), (report, limit) => {
        const rendered = renderLimited(report, { marker: MARKER, limitBytes: limit, detailsIn: 'the job summary', provenance: { headSha: 'b'.repeat(40), runUrl: 'https://github.com/o/r/actions/runs/1' } });
        expect(rendered.bytes).toBe(utf8Bytes(rendered.body));
        expect(rendered.bytes).toBeLessThanOrEqual(limit);
        const lines = rendered.body.split('\n');
        expect(lines[0]).toBe(MARKER);
        expect(lines[1]).toMatch(/^### (✅|❌) bench-gate: /);
        expect(balanceProblems(rendered.body)).toEqual([]);
        // Names never mention anyone or inject HTML outside code.
        const outside = stripCodeSpans(rendered.body.split('\n').slice(1).join('\n'));
        expect(outside).not.toMatch(/@[A-Za-z0-9]/);
        expect(outside.replace(/<\/?(details|summary|sub)>/g, '')).not.toMatch(/<[A-Za-z!/]/);
      }),
      { numRuns: 60 },
    );
  });

  it('degrades in order: full, unchanged left out, compact, trimmed, minimal', () => {
    const many = (status: Status, n: number, change: number) => Array.from({ length: n }, (_, i) => result(`${status}-${i}`, status, change));
    const report = reportOf([...many('regressed', 300, -20), ...many('improved', 100, 20), ...many('new', 200, 0), ...many('unchanged', 2000, 1)]);
    const stages = [1_000_000, 100_000, 40_000, 20_000, 300].map((limit) => renderLimited(report, { marker: MARKER, limitBytes: limit, detailsIn: 'the job summary' }));
    expect(stages.map((s) => s.stage)).toEqual(['full', 'unchanged', 'compact', 'trimmed', 'minimal']);
    expect(stages[0]!.body).toContain('<details><summary>2000 unchanged benchmarks</summary>');
    expect(stages[1]!.body).toContain('2000 unchanged benchmarks not shown (see the job summary).');
    expect(stages[1]!.body).toContain('#### 🆕 New (200)');
    expect(stages[2]!.body).toContain('🆕 New: 200 (details in the job summary).');
    expect(stages[3]!.body).toMatch(/… and \d+ more changed benchmarks not shown, to stay within the size limit \(see the job summary\)\./);
    // Regressions are kept before improvements when trimming.
    expect(stages[3]!.body).toContain('`regressed-0`');
    expect(stages[3]!.body).not.toContain('`improved-0`');
    expect(stages[4]!.body).toBe(`${MARKER}\n### ❌ bench-gate: 300 regressions · geomean 3.0% worse (limit 3%)\n\nThe report is too large to show here: see the job summary.\n`);
  });

  it('trims to as many inconclusive rows as fit, as it does regressions and improvements', () => {
    // The trimmed stage counted only regressed, failed and improved rows: with 1 regression and 500
    // inconclusive rows it showed the regression and no inconclusive row at all, whatever the room.
    const many = (status: Status, n: number, change: number) => Array.from({ length: n }, (_, i) => result(`${status}-${i}`, status, change));
    const report = reportOf([...many('regressed', 1, -20), ...many('inconclusive', 500, -10)]);
    const rendered = renderLimited(report, { marker: MARKER, limitBytes: 20_000, detailsIn: 'the job summary' });
    expect(rendered.stage).toBe('trimmed');
    const shown = rendered.body.split('\n').filter((l) => l.startsWith('| 🌫️ |')).length;
    expect(shown).toBeGreaterThan(100);
    expect(rendered.body).toContain(`… and ${500 - shown} more changed benchmarks not shown`);
  });

  it('renders the default Markdown unchanged for the existing options', () => {
    const report = reportOf([result('a', 'regressed', -20), result('b', 'unchanged', 1), result('c', 'new', 0)]);
    const full = renderLimited(report, { limitBytes: COMMENT_LIMIT_BYTES, detailsIn: 'the job summary' });
    expect(full.body.startsWith(renderMarkdown(report).trimEnd())).toBe(true);
  });
});

describe('the provenance line', () => {
  const withStamp = (timestamp: string): string => {
    const report = reportOf([result('parse', 'unchanged', 0)], []);
    report.baseline.metadata = { timestamp };
    return renderLimited(report, { limitBytes: COMMENT_LIMIT_BYTES, detailsIn: 'the job summary' }).body;
  };

  it('shows an ISO time as it is, and no baseline timestamp can become a link (found by the fuzz suite)', () => {
    expect(withStamp('2024-01-01T00:00:00Z')).toContain('(2024-01-01T00:00:00Z)');
    for (const stamp of ['www.evil.example', 'https://evil.example', 'WWW.evil.example today']) {
      const body = withStamp(stamp);
      expect(body).not.toContain(stamp);
      expect(body).not.toMatch(/www\.evil|https:\/\/evil/i);
    }
  });
});

describe('the no-baseline message', () => {
  it('gives the exact commands, quoted for the shell, in a fence no name can close', () => {
    const body = renderNoBaseline({ baseline: 'bench/base line.json', runs: ["results/it's ```.json", 'b.json'], from: 'hyperfine' }, { marker: MARKER });
    expect(body.split('\n')[0]).toBe(MARKER);
    expect(body).toContain("npx -p bench-gate bench-diff promote --from hyperfine 'results/it'\\''s ```.json' b.json --baseline 'bench/base line.json'");
    expect(body).toContain('````sh');
    expect(balanceProblems(body)).toEqual([]);
  });

  it('shows a name\'s control, bidi and invisible characters as escapes, in words the shell reads back as the name', () => {
    const hostile = 'run-\u202enosj.exe\u001b[2K\u200b\'\\x.json';
    const body = renderNoBaseline({ baseline: 'bench/baseline.json', runs: [hostile] });
    // Each as the \xHH escapes of its UTF-8 bytes: U+202E is E2 80 AE.
    expect(body).toContain("promote $'run-\\xe2\\x80\\xaenosj.exe\\x1b[2K\\xe2\\x80\\x8b\\'\\\\x.json' --baseline");
    for (const line of body.split('\n')) expect(printable(line)).toBe(line);
    // What bash makes of each word is the name itself (words with no NUL: no file name has one).
    const names = fc.sample(fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }).filter((n) => !n.includes('\0') && !/[\ud800-\udfff]/.test(n)), 60);
    const words = names.map((name) => /promote (.*) --baseline/.exec(renderNoBaseline({ baseline: 'b.json', runs: [name] }))![1]!);
    const script = words.map((w) => `printf '%s\\0' ${w}`).join('\n');
    const read = execFileSync('bash', ['-c', script], { encoding: 'utf8' }).split('\0').slice(0, -1);
    expect(read).toEqual(names);
  });
});
