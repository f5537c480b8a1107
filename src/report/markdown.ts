/**
 * The Markdown rendering for PR comments and job summaries: the verdict first, then what changed
 * (regressions first), the geomean, protected / new / missing sections and the unchanged rows folded
 * away. The Action builds its size-limited comment from the same pieces.
 */
import type { BenchmarkResult, Report, Status } from '../core/report.js';
import { humanChange, humanPct, humanValue, plural } from './humanize.js';
import { codeSpan, escapeText } from './markdown-escape.js';
import { hasNoise, noiseCell, noiseNotes } from './noise.js';
import { acceptedNote, geomeanInterval, orderedResults, verdictPhrase } from './summary.js';

const MINUS = '\u2212';

export const STATUS_ICON: Record<Status, string> = {
  regressed: '❌',
  failed: '💥',
  missing: '❓',
  inconclusive: '🌫️',
  improved: '🚀',
  protected: '🛡️',
  new: '🆕',
  unchanged: '⚪',
};

export interface MarkdownOptions {
  /** How to show unchanged rows: folded in <details> (default) or left out with a count. */
  unchanged?: 'collapsed' | 'omitted';
  /** Leave out protected, new and missing detail sections beyond their counts (size-limited comments). */
  compact?: boolean;
  /** Show at most this many rows of the changed table, then say how many were left out (size-limited comments). */
  maxChangedRows?: number;
  /** Where left-out details can be read; default "the job summary". */
  detailsIn?: string;
}

const VERDICT_ICON = { pass: '✅', accepted: '⚠️', fail: '❌' } as const;
const DEFAULT_DETAILS_IN = 'the job summary';

export function verdictLine(report: Report): string {
  const accepted = report.verdict === 'accepted' ? 'accepted, ' : '';
  return `### ${VERDICT_ICON[report.verdict]} bench-gate: ${accepted}${verdictPhrase(report, MINUS)}`;
}

/** The notices under the verdict: acceptance first, then every warning, each its own alert block. */
export function alerts(report: Report): string[] {
  const lines: string[] = [];
  if (report.accepted_by) lines.push('> [!CAUTION]', `> ${escapeText(acceptedNote(report.accepted_by))}`, '');
  for (const w of report.warnings) lines.push(`> [!WARNING]`, `> ${escapeText(w)}`, '');
  return lines;
}

function valueRow(r: BenchmarkResult, extra: string[]): string {
  const cells = [STATUS_ICON[r.status], codeSpan(r.name), humanValue(r.baseline, r.unit), humanValue(r.current, r.unit), humanChange(r.change_pct, MINUS), ...extra];
  return `| ${cells.join(' | ')} |`;
}

export function table(rows: readonly BenchmarkResult[], extraHeader: string[], extra: (r: BenchmarkResult) => string[]): string[] {
  const header = ['', 'Benchmark', 'Baseline', 'Current', 'Change', ...extraHeader];
  const align = ['---', '---', '--:', '--:', '--:', ...extraHeader.map(() => '---')];
  return [`| ${header.join(' | ')} |`, `|${align.join('|')}|`, ...rows.map((r) => valueRow(r, extra(r)))];
}

function limitCell(r: BenchmarkResult): string {
  if (r.status === 'failed') return escapeText(r.error ?? 'failed');
  if (r.status === 'improved') return 'improved';
  return `${r.status} (limit ${humanPct(r.threshold_pct)})`;
}

function geomeanLine(report: Report): string {
  const g = report.geomean;
  if (g.ratio === null) return '**Geomean:** not computed (no benchmark present in both baseline and runs).';
  const icon = g.status === 'fail' ? '❌' : '✅';
  return `**Geomean** over ${plural(g.count, 'benchmark')}: ${humanChange(g.change_pct, MINUS)} (limit ${humanPct(report.thresholds.geomean_pct)})${geomeanInterval(report, MINUS)} ${icon}`;
}

function section(title: string, body: string[]): string[] {
  return body.length === 0 ? [] : ['', `#### ${title}`, '', ...body];
}

/** A Noise column before the given extra columns, only when the report has noise data. */
function withNoise(noise: boolean, header: string[], extra: (r: BenchmarkResult) => string[]): [string[], (r: BenchmarkResult) => string[]] {
  if (!noise) return [header, extra];
  return [['Noise', ...header], (r) => [noiseCell(r), ...extra(r)]];
}

function protectedSection(rows: BenchmarkResult[], compact: boolean, detailsIn = DEFAULT_DETAILS_IN, noise = false): string[] {
  if (rows.length === 0) return [];
  if (compact) return ['', `🛡️ ${plural(rows.length, 'protected benchmark')} (details in ${detailsIn}).`];
  return section(`🛡️ Protected (${rows.length})`, table(rows, ...withNoise(noise, ['Note'], (r) => [
    [
      r.over_threshold ? `over ${humanPct(r.threshold_pct)}` : '',
      r.protection_stale ? `stale since ${r.protected_until}` : '',
      r.protected_reason ? escapeText(r.protected_reason) : '',
    ].filter(Boolean).join(': ') || '—',
  ])));
}

function listSection(title: string, rows: BenchmarkResult[], describe: (r: BenchmarkResult) => string, compact: boolean, detailsIn = DEFAULT_DETAILS_IN): string[] {
  if (rows.length === 0) return [];
  if (compact) return ['', `${title}: ${rows.length} (details in ${detailsIn}).`];
  return section(`${title} (${rows.length})`, rows.map((r) => `- ${codeSpan(r.name)}: ${describe(r)}`));
}

export function unchangedSection(rows: BenchmarkResult[], mode: 'collapsed' | 'omitted', detailsIn = DEFAULT_DETAILS_IN, noise = false): string[] {
  if (rows.length === 0) return [];
  if (mode === 'omitted') return ['', `${plural(rows.length, 'unchanged benchmark')} not shown (see ${detailsIn}).`];
  return ['', `<details><summary>${plural(rows.length, 'unchanged benchmark')}</summary>`, '', ...table(rows, ...withNoise(noise, [], () => [])), '', '</details>'];
}

/** Spread, interval and p-value behind the rows that need explaining, as a list. */
export function noiseSection(report: Report): string[] {
  const notes = noiseNotes(report, MINUS);
  return notes.length === 0 ? [] : ['', ...notes.map((n) => `- ${codeSpan(n.name)}: ${escapeText(n.text)}`)];
}

function footer(report: Report): string {
  const combined = report.runs === 1 ? '1 run' : `${report.aggregate} of ${report.runs} runs`;
  const runs = report.method === 'stats' ? `stats: medians, Mann–Whitney U with Holm at α = ${report.alpha} (else ${combined})` : combined;
  return `<sub>${runs} · limits: ${humanPct(report.thresholds.benchmark_pct)} per benchmark, ${humanPct(report.thresholds.geomean_pct)} geomean</sub>`;
}

/** The report as Markdown. */
export function renderMarkdown(report: Report, options: MarkdownOptions = {}): string {
  const rows = orderedResults(report);
  const by = (...statuses: Status[]) => rows.filter((r) => statuses.includes(r.status));
  const changed = by('regressed', 'failed', 'inconclusive', 'improved');
  const compact = options.compact ?? false;
  const detailsIn = options.detailsIn ?? DEFAULT_DETAILS_IN;
  const noise = hasNoise(report);
  const lines = [verdictLine(report), ''];
  lines.push(...alerts(report));
  const shown = options.maxChangedRows === undefined ? changed : changed.slice(0, Math.max(0, options.maxChangedRows));
  if (shown.length > 0) lines.push(...table(shown, ...withNoise(noise, ['Status'], (r) => [limitCell(r)])), ...noiseSection(report), '');
  if (shown.length < changed.length) {
    const left = changed.length - shown.length;
    const what = shown.length > 0 ? `… and ${plural(left, 'more changed benchmark')}` : plural(left, 'changed benchmark');
    lines.push(`${what} not shown, to stay within the size limit (see ${detailsIn}).`, '');
  }
  lines.push(geomeanLine(report));
  lines.push(...listSection('❓ Missing', by('missing'), (r) => escapeText(r.note ?? 'not in the runs'), compact, detailsIn));
  lines.push(...protectedSection(by('protected'), compact, detailsIn, noise));
  lines.push(...listSection('🆕 New', by('new'), (r) => `${humanValue(r.current, r.unit)}${r.note ? ` (${escapeText(r.note)})` : ''}`, compact, detailsIn));
  if (report.summary.improved > 0 && report.verdict === 'pass') {
    lines.push('', '🚀 Improvements beyond the threshold: consider promoting these runs as the new baseline.');
  }
  lines.push(...unchangedSection(by('unchanged'), options.unchanged ?? 'collapsed', detailsIn, noise));
  lines.push('', footer(report));
  return `${lines.join('\n')}\n`;
}
