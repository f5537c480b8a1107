/**
 * The terminal rendering: a verdict line, an aligned table, the geomean line, then notes. Colour is
 * the caller's decision (src/cli/color.ts); the layout is the same either way.
 */
import { describeHistoryBaseline } from './history-baseline.js';
import type { BenchmarkResult, Report, Status } from '../core/report.js';
import { printable } from '../core/printable.js';
import { displayWidth } from './display-width.js';
import { humanPct, humanValue, humanValueChange } from './humanize.js';
import { noiseCell, noiseHeader, noiseNotes } from './noise.js';
import { exactNoise, metricGeomeanLines, notGated, rowName, textRowLabel, zeroChange } from './metric-rows.js';
import { acceptedNote, geomeanPhrase, orderedResults, verdictPhrase } from './phrasing.js';
import { pairedMethodText } from './paired.js';

export interface TextOptions {
  color: boolean;
}

const CODES = { red: 31, green: 32, yellow: 33, dim: 2, bold: 1 } as const;
type Style = keyof typeof CODES;

const STATUS_STYLE: Record<Status, Style | undefined> = {
  regressed: 'red',
  failed: 'red',
  missing: 'red',
  improved: 'green',
  protected: 'yellow',
  inconclusive: 'yellow',
  new: undefined,
  unchanged: 'dim',
};

function statusText(r: BenchmarkResult, report: Report): string {
  switch (r.status) {
    case 'regressed':
      return `regressed (limit ${humanPct(r.threshold_pct)})`;
    case 'protected': {
      const notes = [r.over_threshold ? `over ${humanPct(r.threshold_pct)}` : '', r.protection_stale ? `stale since ${r.protected_until}` : ''].filter(Boolean);
      return notes.length > 0 ? `protected (${notes.join(', ')})` : 'protected';
    }
    case 'missing':
      return report.allow_missing ? 'missing (allowed)' : 'missing';
    default:
      return r.status;
  }
}

export function renderText(report: Report, options: TextOptions): string {
  const paint = (style: Style | undefined, text: string): string =>
    options.color && style ? `\u001b[${CODES[style]}m${text}\u001b[0m` : text;

  const noise = noiseHeader(report);
  const rows = orderedResults(report).map((r, i, all) => ({
    // Names, units and dates come from input: every cell shows control and bidi characters as escapes.
    cells: [
      textRowLabel(r, all[i - 1]),
      humanValue(r.baseline, r.unit),
      humanValue(r.current, r.unit),
      zeroChange(r) ?? humanValueChange(r),
      ...(noise ? [exactNoise(r) ?? noiseCell(r)] : []),
      statusText(r, report) + notGated(r),
    ].map(printable),
    style: STATUS_STYLE[r.status],
  }));
  const header = ['benchmark', 'baseline', 'current', 'change', ...(noise ? [noise] : []), 'status'];
  const widths = header.map((h) => h.length);
  // Each cell's width once (a table of a million rows has millions of cells), kept for the padding.
  const cellWidths = rows.map((row) => row.cells.map((c, i) => {
    const w = displayWidth(c);
    if (w > widths[i]!) widths[i] = w;
    return w;
  }));
  const last = header.length - 1;
  const pad = (cells: readonly string[], cellWidth: readonly number[]): string => {
    let line = '';
    for (let i = 0; i < cells.length; i++) {
      const gap = ' '.repeat(widths[i]! - cellWidth[i]!);
      if (i > 0) line += '  ';
      line += i === 0 || i === last ? cells[i]! + gap : gap + cells[i]!;
    }
    return line.trimEnd();
  };

  const verdict = report.verdict === 'pass' ? paint('green', 'PASS') : report.verdict === 'accepted' ? paint('yellow', 'ACCEPTED') : paint('red', 'FAIL');
  const lines = [`bench-gate ${verdict}: ${verdictPhrase(report, '; ')}`];
  if (report.verdict === 'accepted' && report.accepted_by) lines.push(paint('yellow', printable(acceptedNote(report.accepted_by))));
  // Warnings right under the verdict: a machine change can explain every number below.
  for (const w of report.warnings) lines.push(paint('yellow', `warning: ${printable(w)}`));
  if (report.baseline.history) lines.push(paint('dim', `baseline: ${printable(describeHistoryBaseline(report.baseline.history))}`));
  lines.push('');
  lines.push(paint('bold', pad(header, header.map((h) => h.length))));
  rows.forEach((row, i) => lines.push(paint(row.style, pad(row.cells, cellWidths[i]!))));
  lines.push('');
  const g = report.geomean;
  const geomeanStyle: Style = g.status === 'fail' ? 'red' : 'dim';
  lines.push(paint(geomeanStyle, `${geomeanPhrase(report)} over ${g.count} benchmark${g.count === 1 ? '' : 's'}: ${g.status}`));
  for (const line of metricGeomeanLines(report)) lines.push(paint(line.endsWith(': fail') ? 'red' : 'dim', printable(line)));
  for (const n of notes(report)) lines.push(`  ${printable(n)}`);
  if (report.method === 'paired') lines.push('', paint('dim', printable(pairedMethodText(report))));
  return `${lines.join('\n')}\n`;
}

/** Errors of failed benchmarks, reasons of protected ones, hints for missing ones and improvements. */
export function notes(report: Report): string[] {
  const out: string[] = [];
  for (const r of report.benchmarks) {
    // A metric row shares its benchmark's error, note and protection: said once, on the primary row.
    if (r.metric != null) {
      if (r.note && r.status !== 'protected') out.push(`${rowName(r)}: ${r.note}`);
      continue;
    }
    if (r.status === 'failed') out.push(`${r.name} failed: ${r.error ?? 'no error given'}`);
    else if (r.status === 'missing') out.push(`${r.name}: ${r.note ?? 'missing'}`);
    else if (r.status === 'protected' && r.protected_reason) out.push(`${r.name} is protected: ${r.protected_reason}`);
    else if (r.status === 'new' && r.note) out.push(`${r.name}: ${r.note}`);
  }
  for (const n of noiseNotes(report)) out.push(`${n.name}: ${n.text}`);
  if (report.summary.improved > 0 && report.verdict === 'pass') {
    out.push('Improvements beyond the threshold: consider promoting the runs as the new baseline.');
  }
  return out;
}
