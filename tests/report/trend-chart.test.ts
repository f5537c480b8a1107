import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BenchmarkResult } from '../../src/core/report.js';
import { COMMENT_LIMIT_BYTES, renderLimited } from '../../src/report/size-limit.js';
import { mermaidText, renderTrends } from '../../src/report/trend-chart.js';
import { balanceProblems } from '../helpers/markdown-balance.js';
import { regressedRow as regressed, trendReport as reportOf } from '../helpers/trend-report.js';


describe('trend charts', () => {
  it('draws one xychart-beta per regressed benchmark with a trend, at most five', () => {
    const text = renderTrends(reportOf(Array.from({ length: 7 }, (_, i) => regressed(`b${i}`))));
    expect(text.match(/```mermaid\nxychart-beta\n/g)).toHaveLength(5);
    expect(text).toContain('title "b0"');
    expect(text).toContain('x-axis ["aaaaaaa", ');
    expect(text).toContain('line [10, 10.1, 10.2, 10,');
    expect(text).toContain('2 more not drawn.');
    expect(renderTrends(reportOf([{ ...regressed('x'), trend: undefined } as BenchmarkResult]))).toBe('');
  });

  it('keeps hostile names inside their quotes and the code fence closed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (name) => {
        const title = mermaidText(name);
        expect(title).not.toMatch(/["`\n\r\\%]/);
        const text = renderTrends(reportOf([regressed(`${name}\n\`\`\`\n"`)]));
        expect(text.match(/```/g)!.length % 2).toBe(0);
        expect(text.split('\n').filter((l) => l.startsWith('  title ')).every((l) => /^ {2}title "[^"]*"$/.test(l))).toBe(true);
      }),
    );
  });

  it('keeps a name\'s %% from starting a Mermaid comment or directive, and its percent signs visible', () => {
    expect(mermaidText("BenchmarkX %%{init: {'theme':'dark'}}%%")).toBe("BenchmarkX \uff05\uff05{init: {'theme':'dark'}}\uff05\uff05");
    const text = renderTrends(reportOf([regressed('alloc 50%%')]));
    expect(text).toContain('title "alloc 50\uff05\uff05"');
    expect(text).not.toMatch(/%%/);
    // The summary above the chart is HTML, not Mermaid: a branch's % stays as it is.
    const onBranch = reportOf([regressed('slow')]);
    onBranch.baseline.history!.branch = 'perf-50%';
    expect(renderTrends(onBranch).split('\n')[0]).toContain('perf-50%');
  });

  it('names a hostile history branch without a mention, an issue link or HTML', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (extra) => {
        const report = reportOf([regressed('slow')]);
        report.baseline.history!.branch = `@octocat #1 </summary><img src=x>${extra}`;
        const summary = renderTrends(report).split('\n')[0]!;
        expect(summary).toMatch(/^<details open><summary>📈 Recent trend on .* of the regressed benchmark \(one point per commit, before this pull request\)<\/summary>$/);
        expect(summary.slice('<details open><summary>'.length, -'</summary>'.length)).not.toMatch(/[<>]|@(?!&)|#(?!\d+;)/);
        expect(summary).toContain('&#64;&#8288;octocat');
      }),
    );
  });

  it('are in the comment when they fit, and dropped before anything else when they do not', () => {
    const small = renderLimited(reportOf([regressed('slow')]), { limitBytes: COMMENT_LIMIT_BYTES, detailsIn: 'the job summary' });
    expect(small.body).toContain('xychart-beta');
    expect(balanceProblems(small.body)).toEqual([]);
    const withoutTrends = renderLimited(reportOf([{ ...regressed('slow'), trend: undefined } as BenchmarkResult]), { limitBytes: COMMENT_LIMIT_BYTES, detailsIn: 'x' });
    const tight = renderLimited(reportOf([regressed('slow')]), { limitBytes: withoutTrends.bytes + 10, detailsIn: 'x' });
    expect(tight.body).not.toContain('xychart-beta');
    expect(tight.stage).toBe('full');
  });
});
