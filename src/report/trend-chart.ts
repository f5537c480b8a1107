/**
 * The recent trend of each regressed benchmark, as Mermaid `xychart-beta` blocks (GitHub draws
 * Mermaid in comments and job summaries): the history's points (one per commit, oldest first), so a
 * reviewer sees whether the pull request's number is a step, a creep that was already there, or noise.
 *
 * Names, units and commits come from run files and the history, so they are untrusted: Mermaid reads
 * a title between double quotes, and a line break or a backtick could end the statement or the code
 * fence. Titles keep only printable characters without quotes, backticks or line breaks; commit
 * labels only [0-9A-Za-z._-].
 */
import { INVISIBLE_SOURCE } from '../core/printable.js';
import { escapeText } from './markdown-escape.js';
import type { BenchmarkResult, Report } from '../core/report.js';
import { shownUnit } from './humanize.js';

/** At most this many charts: the most regressed benchmarks first (the report's order). */
export const MAX_TREND_CHARTS = 5;
const TITLE_CHARS = 60;

/** What cannot stand between Mermaid's double quotes: what printable() escapes (control, bidi and invisible characters), and `"`, backquote, backslash. */
const MERMAID_UNSAFE = new RegExp(`${INVISIBLE_SOURCE}|["\`\\\\]`, 'g');

/**
 * Text safe between Mermaid's double quotes inside a code fence. Its `%` becomes the full-width ％:
 * Mermaid reads `%%` anywhere as a comment's start (the rest of the title line gone, the chart broken)
 * and `%%{init: ...}%%` as a directive (a benchmark's name set the chart's theme).
 */
export function mermaidText(text: string, max = TITLE_CHARS): string {
  return oneLine(text.replace(/%/g, '\uff05'), max);
}

/** The text on one short line: what Mermaid cannot quote (and every invisible character) as a space, cut to `max` characters. */
function oneLine(text: string, max: number): string {
  const cleaned = text.replace(MERMAID_UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  const chars = Array.from(cleaned);
  return chars.length <= max ? cleaned : `${chars.slice(0, max - 1).join('')}…`;
}

function commitLabel(commit: string): string {
  const safe = commit.replace(/[^0-9A-Za-z._-]/g, '');
  return (/^[0-9a-f]{40}$/i.test(commit) ? safe.slice(0, 7) : safe.slice(0, 12)) || '?';
}

function number(value: number): string {
  return Number.isFinite(value) ? String(Number(value.toPrecision(6))) : '0';
}

function chart(r: BenchmarkResult): string {
  const points = r.trend!;
  // The unit the report's tables give the values in (`µs`, not `us`): the points are in it.
  const unit = mermaidText(shownUnit(r.unit) || 'value', 20);
  return [
    '```mermaid',
    'xychart-beta',
    `  title "${mermaidText(r.name)}"`,
    `  x-axis [${points.map((p) => `"${commitLabel(p.commit)}"`).join(', ')}]`,
    `  y-axis "${unit}"`,
    `  line [${points.map((p) => number(p.value)).join(', ')}]`,
    '```',
  ].join('\n');
}

/** The section (empty when no regressed benchmark has a trend). */
export function renderTrends(report: Report, max = MAX_TREND_CHARTS): string {
  const withTrend = report.benchmarks.filter((r) => r.status === 'regressed' && r.trend !== undefined && r.trend.length >= 2);
  if (withTrend.length === 0 || max <= 0) return '';
  const shown = withTrend.slice(0, max);
  // HTML, where GitHub still finds mentions and issue references: escaped like every Markdown text.
  // In the summary's HTML, not in Mermaid: its `%` stays a `%`.
  const branch = report.baseline.history ? escapeText(oneLine(report.baseline.history.branch, 40)) : 'the base branch';
  const lines = [`<details open><summary>📈 Recent trend on ${branch} of ${shown.length === 1 ? 'the regressed benchmark' : `the ${shown.length} most regressed benchmarks`} (one point per commit, before this pull request)</summary>`, ''];
  for (const r of shown) lines.push(chart(r), '');
  if (withTrend.length > shown.length) lines.push(`${withTrend.length - shown.length} more not drawn.`, '');
  lines.push('</details>');
  return lines.join('\n');
}
