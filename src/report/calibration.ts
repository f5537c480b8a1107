/**
 * The terminal rendering of a calibration (bench-diff calibrate).
 */
import { columnWidth, padEndColumns, padStartColumns } from './display-width.js';
import type { Calibration } from '../core/calibrate/calibrate.js';
import { humanPct, humanValue, measuredPct, plural } from './humanize.js';
import { appendAll } from '../core/extent.js';
import { printable } from '../core/printable.js';

const pct1 = (v: number): string => `${v.toFixed(1)}%`;

/**
 * A benchmark's noise: "exact" for a count that was the same in every A/A run (as every report's
 * noise column says it), else its CV to one decimal, or, below 0.1% (a count that varied by a few
 * hundred instructions in millions), with the digits it takes not to read as 0.0%.
 */
const noiseOf = (b: Calibration['benchmarks'][number]): string => (b.exact ? 'exact' : b.cv_pct > 0 && b.cv_pct < 0.1 ? measuredPct(b.cv_pct) : pct1(b.cv_pct));

function table(header: string[], rows: string[][], leftColumns: number): string[] {
  const widths = header.map((h, i) => columnWidth(h, rows.map((r) => r[i]!)));
  const line = (cells: string[]) => cells.map((c, i) => (i < leftColumns ? padEndColumns(c, widths[i]!) : padStartColumns(c, widths[i]!))).join('  ').trimEnd();
  return [line(header), ...rows.map(line)];
}

/**
 * Why N: as given, the fewest that catch the uniform slowdown, or, when the search stopped at
 * --max-runs short of that, only the most allowed, with what the geomean then catches. A suite whose
 * geomean is not gated (one benchmark) has N chosen by what its benchmark catches on its own.
 */
function whyRuns(c: Calibration): string {
  if (!c.runs_searched) return 'as given';
  if (!c.geomean.gated) return whyRunsUngated(c);
  if (c.runs >= c.max_runs && c.geomean.detectable_pct > c.uniform_target_pct) {
    return `the most --max-runs allows: with them the geomean catches a uniform slowdown of ${pct1(c.geomean.detectable_pct)}, not ${c.uniform_target_pct}%; a larger --max-runs finds how many would`;
  }
  return `the fewest that catch a uniform ${c.uniform_target_pct}% slowdown through the geomean`;
}

/** Why N for a suite whose geomean is not gated: by the change of each benchmark on its own (calibrate.ts, catchesTarget). */
function whyRunsUngated(c: Calibration): string {
  const target = c.target_change_pct;
  const worst = c.benchmarks.reduce((a, b) => (b.detectable_pct > a.detectable_pct ? b : a));
  const one = c.benchmarks.length === 1;
  if (c.runs >= c.max_runs && worst.detectable_pct > target) {
    return printable(`the most --max-runs allows: with them ${worst.name} catches a slowdown of ${pct1(worst.detectable_pct)}, not ${target}%; a larger --max-runs finds how many would`);
  }
  return `the fewest with which ${one ? 'its benchmark catches' : 'every benchmark catches'} a slowdown of ${target}% on its own; the geomean is not gated`;
}

/**
 * The geomean's line: its threshold and the uniform slowdown it catches, or, over too few benchmarks
 * for the gate to gate it (verdict.ts, geomeanGates), that it is not gated and why.
 */
function geomeanLine(c: Calibration): string {
  const g = c.geomean;
  if (!g.gated) {
    return `geomean: not gated (a geomean over ${plural(c.benchmarks.length, 'benchmark')} is that benchmark, so its own threshold alone decides; no geomean threshold is recommended)`;
  }
  return `geomean: threshold ${humanPct(g.threshold_pct)}, detectable uniform slowdown ${pct1(g.detectable_pct)} (protected benchmarks ${g.protected_in_geomean ? 'counted' : 'left out'})`;
}

/**
 * Where the runs came from: with batches, that the thresholds include the drift between them; with
 * one, that back-to-back runs leave it out, and how to give batches (one line: calibrate's advice
 * is applied across CI jobs, where that drift is the largest noise there is).
 */
function batchLine(c: Calibration): string {
  if (c.batches > 1) return `The baseline's runs and the pull request's come from different batches (folders), so the thresholds include the drift between them.`;
  return `One batch: runs made back to back leave out the drift between CI jobs; give the runs of 6+ jobs (or days), a folder each (aa/job-*/run-*.json), to include it.`;
}

export function renderCalibration(c: Calibration): string {
  const n = c.runs;
  const lines = [
    `bench-diff calibrate: ${plural(c.aa_runs, 'A/A run')}${c.batches > 1 ? ` in ${c.batches} batches` : ''}, ${plural(c.benchmarks.length, 'benchmark')}`,
    `Recommended: ${plural(n, 'run')} per comparison (${whyRuns(c)}), aggregate ${c.aggregate}` +
      ` (typical detectable change: ${c.aggregates.map((a) => `${a.aggregate} ${pct1(a.detectable_pct)}`).join(', ')}).`,
    `Thresholds keep false alarms at most ${humanPct(c.false_alarm_pct)} per pull request of unchanged code; "detectable" is a worsening caught ${Math.round(c.power * 100)}% of the time.`,
    batchLine(c),
    '',
  ];
  const rows = c.benchmarks.map((b) => [
    printable(b.name),
    noiseOf(b),
    printable(`${humanValue(b.min, b.unit)}–${humanValue(b.max, b.unit)}`),
    b.protected ? `protect (${humanPct(b.threshold_pct)})` : humanPct(b.threshold_pct),
    pct1(b.detectable_pct),
    `${b.runs_for_target}${b.extrapolated ? '+' : ''}`,
  ]);
  appendAll(lines, table(['benchmark', 'noise (CV)', 'range', 'threshold', `detectable (${plural(n, 'run')})`, `runs for ${c.target_change_pct}%`], rows, 1));
  lines.push('', geomeanLine(c));
  const prot = c.benchmarks.filter((b) => b.protected);
  if (prot.length > 0) appendAll(lines, ['', `Protected (${prot.length}):`, ...prot.map((b) => printable(`  ${b.name}: ${b.reason}`))]);
  if (c.benchmarks.some((b) => b.extrapolated)) {
    // With batches the 1/sqrt(N) law holds only for the noise within a job: the drift between jobs is
    // the same however many runs each makes, so the number is a floor, not a promise.
    const law = c.batches > 1 ? 'by the 1/sqrt(N) law, which only the noise within a job follows: the drift between batches does not shrink with more runs, so it is at least that many, and perhaps no number is enough' : 'by the 1/sqrt(N) law';
    lines.push('', `"+": past half the A/A runs, extrapolated ${law}.`);
  }
  for (const w of c.warnings) lines.push(printable(`warning: ${w}`));
  lines.push(
    '',
    'Write this as bench-gate.json with --write-config PATH. For --method stats, promote these runs as the baseline:',
    'its samples are what the rank test compares each pull request with, and more samples give it more power.',
  );
  return `${lines.join('\n')}\n`;
}
