/**
 * The Markdown rendering for PR comments and job summaries: the verdict first, then what changed
 * (regressions first), the geomean, protected / new / missing sections and the unchanged rows folded
 * away. The Action builds its size-limited comment from the same pieces.
 *
 * Every line is `Markdown` (markdown-escape.ts): whatever comes from the report, names, units, dates,
 * notes and even the numbers, passes `codeSpan` or `escapeText` on its way in.
 */
import { changeInWords } from '../core/ratio.js';
import { describeHistoryBaseline } from './history-baseline.js';
import type { BenchmarkResult, Report, Status } from '../core/report.js';
import { humanPct, humanValue, humanValueChange, plural, rowValues } from './humanize.js';
import { BLANK, codeSpan, escapeLineStart, escapeText, joinMarkdown, md, type Markdown } from './markdown-escape.js';
import { INTERVAL, noiseCell, noiseHeader, noiseNotes } from './noise.js';
import { exactNoise, metricGeomeanLines, notGated, ownAggregates, reportedOnlyStatus, sameBenchmarkAbove, SMALL_GEOMEAN, zeroChange } from './metric-rows.js';
import { isSmallGeomean } from '../core/verdict.js';
import { acceptedNote, geomeanInconclusive, geomeanInterval, geomeanNotSignificant, noGeomeanReason, orderedResults, suggestsPromotion, verdictPhrase } from './phrasing.js';
import { pairedMethodText } from './paired.js';

const MINUS = '\u2212';

const STATUS_ICON: Record<Status, Markdown> = {
  regressed: md`❌`,
  failed: md`💥`,
  missing: md`❓`,
  inconclusive: md`🌫️`,
  improved: md`🚀`,
  protected: md`🛡️`,
  new: md`🆕`,
  unchanged: md`⚪`,
};

/** The rows of the table of changes, the first table of the report (and the one a size limit trims). */
export const CHANGED_STATUSES: readonly Status[] = ['regressed', 'failed', 'inconclusive', 'improved'];

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

const VERDICT_ICON = { pass: md`✅`, accepted: md`⚠️`, fail: md`❌` } as const;
const DEFAULT_DETAILS_IN = 'the job summary';

const value = (v: number | null, unit: string): Markdown => escapeText(humanValue(v, unit));
const pct = (p: number): Markdown => escapeText(humanPct(p));
const count = (n: number, word: string): Markdown => escapeText(plural(n, word));

/**
 * How many rows, in words: "16 unchanged benchmarks", or with metric rows among them "4 unchanged
 * benchmarks and 12 metrics" ("12 unchanged metrics" for metric rows alone). A metric row is a measure
 * of a benchmark, not one: one benchmark and its two metrics read "3 unchanged benchmarks".
 */
function rowsInWords(rows: readonly BenchmarkResult[], what: string): Markdown {
  let metrics = 0;
  for (const r of rows) if (r.metric != null) metrics += 1;
  const benchmarks = rows.length - metrics;
  if (metrics === 0) return count(benchmarks, `${what} benchmark`);
  if (benchmarks === 0) return count(metrics, `${what} metric`);
  return md`${count(benchmarks, `${what} benchmark`)} and ${count(metrics, 'metric')}`;
}

export function verdictLine(report: Report): Markdown {
  const accepted = report.verdict === 'accepted' ? md`accepted, ` : BLANK;
  return md`### ${VERDICT_ICON[report.verdict]} bench-gate: ${accepted}${escapeText(verdictPhrase(report))}`;
}

/**
 * The notices under the verdict: acceptance first, then every warning, each its own alert block. The
 * acceptance note only on an accepted verdict: a report that says "pass" or "fail" while naming who
 * accepted it is contradicting itself, and its note is not shown.
 */
function alerts(report: Report): Markdown[] {
  const lines: Markdown[] = [];
  if (report.verdict === 'accepted' && report.accepted_by) lines.push(md`> [!CAUTION]`, md`> ${escapeLineStart(acceptedNote(report.accepted_by))}`, BLANK);
  for (const w of report.warnings) lines.push(md`> [!WARNING]`, md`> ${escapeLineStart(w)}`, BLANK);
  return lines;
}

/**
 * A row's icon: its status's, but a metric that is only reported never shows the regression's ❌,
 * which every reader takes for what failed the check: it gets ⚠️, worse past its limit, not gated.
 */
function rowIcon(r: BenchmarkResult): Markdown {
  return r.status === 'regressed' && r.gated === false ? md`⚠️` : STATUS_ICON[r.status];
}

function valueRow(r: BenchmarkResult, extra: Markdown[], above?: BenchmarkResult): Markdown {
  const [baseline, current] = rowValues(r, [humanValue(r.baseline, r.unit), humanValue(r.current, r.unit)]);
  const cells = [rowIcon(r), nameCell(r, above), escapeText(baseline), escapeText(current), metricChange(r) ?? escapeText(humanValueChange(r, MINUS)), ...extra];
  return md`| ${joinMarkdown(cells, md` | `)} |`;
}

/** The benchmark's name, and a metric row's metric: under its benchmark's row, the metric alone. */
function nameCell(r: BenchmarkResult, above: BenchmarkResult | undefined): Markdown {
  if (r.metric == null) return codeSpan(r.name);
  return sameBenchmarkAbove(r, above) ? md`↳ ${codeSpan(r.metric)}` : md`${codeSpan(r.name)} · ${codeSpan(r.metric)}`;
}

function metricChange(r: BenchmarkResult): Markdown | undefined {
  const text = zeroChange(r);
  return text === undefined ? undefined : escapeText(text);
}

export function table(rows: readonly BenchmarkResult[], extraHeader: Markdown[], extra: (r: BenchmarkResult) => Markdown[]): Markdown[] {
  const header = [BLANK, md`Benchmark`, md`Baseline`, md`Current`, md`Change`, ...extraHeader];
  const align = [md`---`, md`---`, md`--:`, md`--:`, md`--:`, ...extraHeader.map(() => md`---`)];
  const lines = [md`| ${joinMarkdown(header, md` | `)} |`, md`|${joinMarkdown(align, md`|`)}|`];
  rows.forEach((r, i) => lines.push(valueRow(r, extra(r), rows[i - 1])));
  return lines;
}

function limitCell(r: BenchmarkResult): Markdown {
  if (r.status === 'failed') return escapeText(r.error ?? 'failed');
  const reportedOnly = reportedOnlyStatus(r);
  if (reportedOnly !== undefined) return escapeText(reportedOnly);
  // A limit that decides nothing is not named: "inconclusive (reported only)".
  if (r.gated === false) return escapeText(`${r.status}${notGated(r)}`);
  if (r.status === 'improved') return md`improved${escapeText(notGated(r))}`;
  return md`${escapeText(r.status)} (limit ${pct(r.threshold_pct)})${escapeText(notGated(r))}`;
}

function geomeanLine(report: Report): Markdown {
  const g = report.geomean;
  if (g.ratio === null || g.change_pct === null) return md`**Geomean:** not computed (${escapeText(noGeomeanReason(report))}).`;
  if (isSmallGeomean(g)) return md`**Geomean** over ${count(g.count, 'benchmark')}: ${escapeText(changeInWords(g.change_pct) + geomeanInterval(report))}, ${escapeText(SMALL_GEOMEAN)}`;
  const icon = g.status === 'fail' ? md`❌` : g.status === 'inconclusive' ? STATUS_ICON.inconclusive : md`✅`;
  return md`**Geomean** over ${count(g.count, 'benchmark')}: ${escapeText(changeInWords(g.change_pct, report.thresholds.geomean_pct))} (limit ${pct(report.thresholds.geomean_pct)})${escapeText(geomeanInterval(report) + geomeanNotSignificant(report) + geomeanInconclusive(report))} ${icon}`;
}

function section(title: Markdown, body: Markdown[]): Markdown[] {
  return body.length === 0 ? [] : [BLANK, md`#### ${title}`, BLANK, ...body];
}

/** A Noise column (its title from noiseHeader) before the given extra columns, only when the report has one. */
function withNoise(noise: string | undefined, header: Markdown[], extra: (r: BenchmarkResult) => Markdown[]): [Markdown[], (r: BenchmarkResult) => Markdown[]] {
  if (noise === undefined) return [header, extra];
  const title = escapeText(noise.charAt(0).toUpperCase() + noise.slice(1));
  return [[title, ...header], (r) => [escapeText(exactNoise(r) ?? noiseCell(r, MINUS, noise === INTERVAL)), ...extra(r)]];
}

function protectedNote(r: BenchmarkResult): Markdown {
  const notes = [
    r.over_threshold ? md`over ${pct(r.threshold_pct)}` : BLANK,
    r.protection_stale ? md`stale since ${escapeText(r.protected_until ?? 'its date')}` : BLANK,
    r.protected_reason ? escapeText(r.protected_reason) : BLANK,
  ].filter((n) => n !== '');
  return notes.length > 0 ? joinMarkdown(notes, md`: `) : md`—`;
}

function protectedSection(rows: BenchmarkResult[], compact: boolean, detailsIn: Markdown, noise?: string): Markdown[] {
  if (rows.length === 0) return [];
  if (compact) return [BLANK, md`🛡️ ${rowsInWords(rows, 'protected')} (details in ${detailsIn}).`];
  return section(md`🛡️ Protected (${escapeText(String(rows.length))})`, table(rows, ...withNoise(noise, [md`Note`], (r) => [protectedNote(r)])));
}

function listSection(title: Markdown, rows: BenchmarkResult[], describe: (r: BenchmarkResult) => Markdown, compact: boolean, detailsIn: Markdown): Markdown[] {
  if (rows.length === 0) return [];
  const n = escapeText(String(rows.length));
  if (compact) return [BLANK, md`${title}: ${n} (details in ${detailsIn}).`];
  return section(md`${title} (${n})`, rows.map((r) => md`- ${codeSpan(r.name)}: ${describe(r)}`));
}

function unchangedSection(rows: BenchmarkResult[], mode: 'collapsed' | 'omitted', detailsIn: string = DEFAULT_DETAILS_IN, noise?: string): Markdown[] {
  if (rows.length === 0) return [];
  const what = rowsInWords(rows, 'unchanged');
  if (mode === 'omitted') return [BLANK, md`${what} not shown (see ${escapeText(detailsIn)}).`];
  // An unchanged row the test left a note on (noiseNotes) is explained beside it, in the fold.
  return [BLANK, md`<details><summary>${what}</summary>`, BLANK, ...table(rows, ...withNoise(noise, [], () => [])), ...noiseSection(rows), BLANK, md`</details>`];
}

/** Spread, interval and p-value behind the rows that need explaining, as a list. */
function noiseSection(rows: readonly BenchmarkResult[]): Markdown[] {
  const notes = noiseNotes(rows, MINUS);
  return notes.length === 0 ? [] : [BLANK, ...notes.map((n) => md`- ${codeSpan(n.name)}: ${escapeText(n.text)}`)];
}

function footer(report: Report): Markdown {
  const own = ownAggregates(report).map(([aggregate, metrics]) => md`, ${escapeText(aggregate)} for ${joinMarkdown(metrics.map(codeSpan), md`, `)}`);
  const combined = report.runs === 1 ? md`1 run` : md`${escapeText(report.aggregate)} of ${escapeText(String(report.runs))} runs${joinMarkdown(own, BLANK)}`;
  const runs =
    report.method === 'paired'
      ? escapeText(pairedMethodText(report))
      : report.method === 'stats'
        ? md`stats: medians, Mann–Whitney U with Holm at α = ${escapeText(String(report.alpha))} (else ${combined})`
        : combined;
  const history = report.baseline.history ? md` · baseline: ${escapeText(describeHistoryBaseline(report.baseline.history))}` : BLANK;
  return md`<sub>${runs} · limits: ${pct(report.thresholds.benchmark_pct)} per benchmark, ${pct(report.thresholds.geomean_pct)} geomean${history}</sub>`;
}

/** The report as Markdown. */
export function renderMarkdown(report: Report, options: MarkdownOptions = {}): Markdown {
  const rows = orderedResults(report);
  const by = (...statuses: Status[]) => rows.filter((r) => statuses.includes(r.status));
  const changed = by(...CHANGED_STATUSES);
  const compact = options.compact ?? false;
  const detailsIn = escapeText(options.detailsIn ?? DEFAULT_DETAILS_IN);
  const noise = noiseHeader(report);
  const lines: Markdown[] = [verdictLine(report), BLANK];
  const add = (more: readonly Markdown[]): void => {
    for (const line of more) lines.push(line);
  };
  add(alerts(report));
  const shown = options.maxChangedRows === undefined ? changed : changed.slice(0, Math.max(0, options.maxChangedRows));
  if (shown.length > 0) {
    add(table(shown, ...withNoise(noise, [md`Status`], (r) => [limitCell(r)])));
    // In the table's order (orderedResults), not the input's; the unchanged rows' in their fold.
    add(noiseSection(rows.filter((r) => r.status !== 'unchanged')));
    lines.push(BLANK);
  }
  if (shown.length < changed.length) {
    const left = changed.slice(shown.length);
    const what = shown.length > 0 ? md`… and ${rowsInWords(left, 'more changed')}` : rowsInWords(left, 'changed');
    lines.push(md`${what} not shown, to stay within the size limit (see ${detailsIn}).`, BLANK);
  }
  lines.push(geomeanLine(report));
  for (const line of metricGeomeanLines(report)) lines.push(BLANK, md`**Geomean** ${escapeText(line.replace(/^geomean /, ''))}`);
  add(listSection(md`❓ Missing`, by('missing'), (r) => escapeText(r.note ?? 'not in the runs'), compact, detailsIn));
  add(protectedSection(by('protected'), compact, detailsIn, noise));
  add(listSection(md`🆕 New`, by('new'), (r) => md`${value(r.current, r.unit)}${r.note ? md` (${escapeText(r.note)})` : BLANK}`, compact, detailsIn));
  if (suggestsPromotion(report)) {
    lines.push(BLANK, md`🚀 Improvements beyond the threshold: consider promoting these runs as the new baseline.`);
  }
  add(unchangedSection(by('unchanged'), options.unchanged ?? 'collapsed', options.detailsIn ?? DEFAULT_DETAILS_IN, noise));
  lines.push(BLANK, footer(report));
  return md`${joinMarkdown(lines)}\n`;
}
