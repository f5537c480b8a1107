/**
 * The terminal rendering: a verdict line, an aligned table, the geomean line, then notes. Colour is
 * the caller's decision (src/cli/color.ts); the layout is the same either way.
 */
import { describeHistoryBaseline } from './history-baseline.js';
import type { BenchmarkResult, Report, Status } from '../core/report.js';
import { printable } from '../core/printable.js';
import { displayWidth, MAX_COLUMN_WIDTH } from './display-width.js';
import { humanPct, humanValue, humanValueChange, rowValues } from './humanize.js';
import { noiseCell, noiseHeader, noiseNotes, noteInNoiseNotes } from './noise.js';
import { exactNoise, metricGeomeanLines, notGated, ownAggregates, reportedOnlyStatus, sameBenchmarkAbove, textName, textRowLabel, zeroChange } from './metric-rows.js';
import { acceptedNote, geomeanNotSignificant, geomeanPhrase, orderedResults, smallGeomeanLine, suggestsPromotion, verdictPhrase } from './phrasing.js';
import { isSmallGeomean } from '../core/verdict.js';
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

/** A unit's cells: whether it is printable ASCII (or µ), and the last value shown in it. */
interface UnitCells {
  /** Then a value shown in it needs no escaping and is one column a character. */
  safe: boolean;
  /** Counts repeat (16 B/op on both sides, benchmark after benchmark): the last one is formatted once. */
  lastValue: number;
  lastText: string;
}

function valueText(unit: UnitCells, value: number | null, name: string): string {
  if (value === null) return humanValue(value, name);
  if (value !== unit.lastValue) {
    unit.lastValue = value;
    unit.lastText = humanValue(value, name);
  }
  return unit.lastText;
}

/**
 * The table's cells, column by column, with each cell's width in columns. Only what comes from input
 * (names, metric names, units, a protection's date) goes through printable() and displayWidth(); the
 * numbers, words and signs bench-gate writes itself are printable ASCII or signs of one column each
 * (± × … — µ), so their width is their length. Names and units repeat (a metric's name on every
 * benchmark, a suite's one or two units), so what they need is worked out once for each.
 */
function tableCells(rows: readonly BenchmarkResult[], report: Report, noise: boolean, widths: number[]): { cells: string[][]; cellWidths: Uint32Array[] } {
  const columns = widths.length;
  const cells = widths.map(() => new Array<string>(rows.length));
  const cellWidths = widths.map(() => new Uint32Array(rows.length));
  const units = new Map<string, UnitCells>();
  const metricLabels = new Map<string, { text: string; width: number }>();
  const set = (column: number, row: number, text: string, width: number): void => {
    cells[column]![row] = text;
    cellWidths[column]![row] = width;
    // A cell wider than a column may grow sticks out of it on its own row: one long name from input
    // does not pad every other row to its width.
    if (width > widths[column]! && width <= MAX_COLUMN_WIDTH) widths[column] = width;
  };
  // A cell that holds input: escaped, then measured.
  const setUntrusted = (column: number, row: number, text: string): void => {
    const shown = printable(text);
    set(column, row, shown, displayWidth(shown));
  };
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (sameBenchmarkAbove(r, rows[i - 1])) {
      let label = metricLabels.get(r.metric!);
      if (!label) {
        const text = printable(textRowLabel(r, rows[i - 1]));
        label = { text, width: displayWidth(text) };
        if (metricLabels.size < MEMO_LIMIT) metricLabels.set(r.metric!, label);
      }
      set(0, i, label.text, label.width);
    } else {
      setUntrusted(0, i, textRowLabel(r, rows[i - 1]));
    }
    let unit = units.get(r.unit);
    if (!unit) {
      unit = { safe: PLAIN_UNIT.test(r.unit), lastValue: Number.NaN, lastText: '' };
      if (units.size < MEMO_LIMIT) units.set(r.unit, unit);
    }
    const [baseline, current] = rowValues(r, [valueText(unit, r.baseline, r.unit), valueText(unit, r.current, r.unit)]);
    if (unit.safe) {
      set(1, i, baseline, baseline.length);
      set(2, i, current, current.length);
    } else {
      setUntrusted(1, i, baseline);
      setUntrusted(2, i, current);
    }
    const change = zeroChange(r) ?? humanValueChange(r);
    set(3, i, change, change.length);
    if (noise) {
      const cell = exactNoise(r) ?? noiseCell(r, '-', report.method === 'paired');
      set(4, i, cell, cell.length);
    }
    const status = reportedOnlyStatus(r) ?? statusText(r, report) + notGated(r);
    // A protection's date is input; every other status is bench-gate's own words and numbers.
    if (r.status === 'protected' || !Object.hasOwn(STATUS_STYLE, r.status)) setUntrusted(columns - 1, i, status);
    else set(columns - 1, i, status, status.length);
  }
  return { cells, cellWidths };
}

/** How many metric names and units the table keeps what it worked out for (input could give every row its own). */
const MEMO_LIMIT = 256;

/** Printable ASCII and µ: a unit of these needs no escaping and is one column a character, and so is a value shown in it. */
const PLAIN_UNIT = /^[\x20-\x7eµ]*$/;

export function renderText(report: Report, options: TextOptions): string {
  let text = '';
  for (const piece of renderTextChunks(report, options)) text += piece;
  return text;
}

/** How many table rows renderTextChunks writes in one piece: ~100 KB of text. */
const ROWS_PER_PIECE = 1000;

/**
 * renderText(report) in pieces, whose concatenation is byte for byte the same: the verdict and the
 * lines under it, the table `rowsPerPiece` rows at a time, then the rest. The table of 10,000 go test
 * benchmarks (30,000 rows with B/op and allocs/op) is ~3 MB of text; held whole, with its lines and
 * the Buffer written from it, it came on top of everything the gate had made, at the peak of the
 * comparison's memory.
 */
export function* renderTextChunks(report: Report, options: TextOptions, rowsPerPiece = ROWS_PER_PIECE): Generator<string> {
  const paint = (style: Style | undefined, text: string): string =>
    options.color && style ? `\u001b[${CODES[style]}m${text}\u001b[0m` : text;

  const noise = noiseHeader(report);
  const ordered = orderedResults(report);
  const header = ['benchmark', 'baseline', 'current', 'change', ...(noise ? [noise] : []), 'status'];
  const widths = header.map((h) => h.length);
  const { cells, cellWidths } = tableCells(ordered, report, noise !== undefined, widths);
  const last = header.length - 1;
  // Runs of spaces by length, made once each: the gaps of a table repeat.
  const gaps: string[] = [];
  const gap = (n: number): string => gaps[n] ?? (gaps[n] = ' '.repeat(n));
  const pad = (row: number): string => {
    let line = '';
    for (let i = 0; i <= last; i++) {
      const cell = row < 0 ? header[i]! : cells[i]![row]!;
      const space = gap(Math.max(0, widths[i]! - (row < 0 ? cell.length : cellWidths[i]![row]!)));
      if (i > 0) line += '  ';
      line += i === 0 || i === last ? cell + space : space + cell;
    }
    return line.trimEnd();
  };

  const verdict = report.verdict === 'pass' ? paint('green', 'PASS') : report.verdict === 'accepted' ? paint('yellow', 'ACCEPTED') : paint('red', 'FAIL');
  let lines = [`bench-gate ${verdict}: ${verdictPhrase(report, '; ')}`];
  if (report.verdict === 'accepted' && report.accepted_by) lines.push(paint('yellow', printable(acceptedNote(report.accepted_by))));
  // Warnings right under the verdict: a machine change can explain every number below.
  for (const w of report.warnings) lines.push(paint('yellow', `warning: ${printable(w)}`));
  if (report.baseline.history) lines.push(paint('dim', `baseline: ${printable(describeHistoryBaseline(report.baseline.history))}`));
  lines.push('');
  lines.push(paint('bold', pad(-1)));
  yield `${lines.join('\n')}\n`;
  for (let start = 0; start < ordered.length; start += rowsPerPiece) {
    const end = Math.min(start + rowsPerPiece, ordered.length);
    let piece = '';
    for (let row = start; row < end; row++) piece += `${paint(STATUS_STYLE[ordered[row]!.status], pad(row))}\n`;
    yield piece;
  }
  lines = [''];
  const g = report.geomean;
  const geomeanStyle: Style = g.status === 'fail' ? 'red' : g.status === 'inconclusive' ? 'yellow' : 'dim';
  // A geomean not computed says why, and has no count or status to add.
  lines.push(paint(geomeanStyle, g.change_pct === null ? geomeanPhrase(report) : isSmallGeomean(g) ? smallGeomeanLine(report) : `${geomeanPhrase(report, false)} over ${g.count} benchmark${g.count === 1 ? '' : 's'}: ${g.status}${geomeanNotSignificant(report)}`));
  for (const line of metricGeomeanLines(report)) lines.push(paint(line.endsWith(': fail') ? 'red' : 'dim', printable(line)));
  const own = ownAggregates(report);
  if (own.length > 0) lines.push(paint('dim', printable(`${report.aggregate} of ${report.runs} runs, ${own.map(([aggregate, metrics]) => `${aggregate} for ${metrics.map(textName).join(', ')}`).join(', ')}`)));
  for (const n of notes(report, ordered)) lines.push(`  ${printable(n)}`);
  if (report.method === 'paired') lines.push('', paint('dim', printable(pairedMethodText(report))));
  yield `${lines.join('\n')}\n`;
}

/** Errors of failed benchmarks, reasons of protected ones, hints for missing ones and improvements; `ordered`: the table's rows. */
export function notes(report: Report, ordered: readonly BenchmarkResult[]): string[] {
  const out: string[] = [];
  // In the table's order (orderedResults), as a reader looks them up: not the input's.
  for (const r of ordered) {
    // A metric row shares its benchmark's error, note and protection: said once, on the primary row.
    if (r.metric != null) {
      // An inconclusive row's note, and a test's note, lead its noise note below (noiseNotes): said there, once.
      if (r.note && r.status !== 'protected' && !noteInNoiseNotes(r)) out.push(`${textRowLabel(r, undefined)}: ${r.note}`);
      continue;
    }
    const name = textName(r.name);
    if (r.status === 'failed') out.push(`${name} failed: ${r.error ?? 'no error given'}`);
    else if (r.status === 'missing') out.push(`${name}: ${r.note ?? 'missing'}`);
    else if (r.status === 'protected' && r.protected_reason) out.push(`${name} is protected: ${r.protected_reason}`);
    else if (r.status === 'new' && r.note) out.push(`${name}: ${r.note}`);
  }
  for (const n of noiseNotes(ordered)) out.push(`${textName(n.name)}: ${n.text}`);
  if (suggestsPromotion(report)) {
    out.push('Improvements beyond the threshold: consider promoting the runs as the new baseline.');
  }
  return out;
}
