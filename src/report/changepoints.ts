/**
 * `bench-diff history detect` output: the change points as text, Markdown or JSON
 * (schemas/changepoints-v1.schema.json). Benchmark names and commits come from the store, which a
 * pull request may have touched: every cell of it shown with its control, bidi and invisible characters
 * as visible escapes for a terminal (printable), escaped in Markdown.
 */
import type { ChangePoint, ChangePointReport } from '../core/history/detect.js';
import { humanChange, humanValue, plural, significant } from './humanize.js';
import { codeSpan, escapeText } from './markdown-escape.js';
import { printable, printableJson } from '../core/printable.js';
import { columnWidth, padEndColumns } from './display-width.js';

export const shortCommit = (commit: string): string => (/^[0-9a-f]{40}$/i.test(commit) ? commit.slice(0, 10) : commit);
export const day = (date: string): string => (/^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : date);

function summary(report: ChangePointReport): string {
  const found = report.change_points.length;
  const worse = report.change_points.filter((c) => c.verdict === 'worse').length;
  const what = found === 0 ? 'no change points' : `${plural(found, 'change point')} (${worse} worse, ${found - worse} better)`;
  return `${what} in ${plural(report.benchmarks, 'benchmark')} over ${plural(report.commits, 'commit')}`;
}

export function settingsLine(report: ChangePointReport): string {
  const s = report.settings;
  return `E-Divisive means, permutation test at alpha ${s.alpha}, changes under ${s.min_change_pct}% not reported, window ${s.window} commits, each commit's ${s.aggregate} run`;
}

export function pValue(p: number): string {
  return p < 0.001 ? '<0.001' : significant(p, 2);
}

export function renderChangePointsText(report: ChangePointReport): string {
  const lines = [`bench-diff history detect: branch ${printable(report.branch)}: ${summary(report)}`];
  const rows = report.change_points.map((c: ChangePoint) => [
    printable(c.benchmark),
    printable(shortCommit(c.commit)),
    printable(day(c.date)),
    printable(`${humanValue(c.mean_before, c.unit)} -> ${humanValue(c.mean_after, c.unit)}`),
    `${humanChange(c.change_pct)} ${c.verdict}`,
    `p ${pValue(c.p_value)}`,
  ]);
  if (rows.length > 0) {
    const header = ['benchmark', 'commit', 'date', 'mean before -> after', 'change', 'p-value'];
    // In terminal columns, as the gate's table (text.ts): a CJK name is twice as wide as its length.
    const widths = header.map((h, i) => columnWidth(h, rows.map((r) => r[i]!)));
    const format = (r: string[]): string => r.map((cell, i) => padEndColumns(cell, widths[i]!)).join('  ').trimEnd();
    lines.push('', format(header));
    for (const r of rows) lines.push(format(r));
  }
  lines.push('', settingsLine(report));
  return `${lines.join('\n')}\n`;
}

export function renderChangePointsMarkdown(report: ChangePointReport): string {
  const lines = [`### Change points on ${codeSpan(report.branch)}`, '', `${summary(report)}.`];
  if (report.change_points.length > 0) {
    lines.push('', '| Benchmark | Commit | Date | Mean before → after | Change | p-value |', '|---|---|---|---|---:|---:|');
    for (const c of report.change_points) {
      const change = `${humanChange(c.change_pct, '−')} ${c.verdict === 'worse' ? '🔴 worse' : '🟢 better'}`;
      lines.push(`| ${codeSpan(c.benchmark)} | ${codeSpan(shortCommit(c.commit))} | ${escapeText(day(c.date))} | ${escapeText(humanValue(c.mean_before, c.unit))} → ${escapeText(humanValue(c.mean_after, c.unit))} | ${change} | ${pValue(c.p_value)} |`);
    }
  }
  lines.push('', `<sub>${escapeText(settingsLine(report))}</sub>`);
  return `${lines.join('\n')}\n`;
}

/** As JSON, with what printable() escapes written as JSON escapes: the same JSON, safe on a terminal. */
export function renderChangePointsJson(report: ChangePointReport): string {
  return `${printableJson(JSON.stringify(report, null, 2))}\n`;
}
