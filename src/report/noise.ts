/**
 * How every rendering words the noise and the statistics of a benchmark: "±2.1%", the ranges, the
 * interval and p-value. Reports without dispersion data render exactly as before.
 */
import type { BenchmarkResult, Report } from '../core/report.js';
import type { Dispersion } from '../core/stats/dispersion.js';
import { pctDigitsBeside, valueChangeInterval } from '../core/ratio.js';
import { noisePct } from '../core/stats/observations.js';
import { humanChange, humanValue, plural } from './humanize.js';
import { rowName } from './metric-rows.js';

/**
 * "±2.1% current": the larger CV of the two sides (the figure compared with the threshold) and which
 * side it is, so that a noisy baseline is told from noisy runs; "—" without data. A paired benchmark
 * shows its interval instead ("-12.1%…-9.8%"): pairing cancels each side's noise, and the interval is
 * what is left of it. In a paired report's interval column, a row that was not paired (new, missing)
 * has no interval: "—", not its noise, which would read as one.
 */
export function noiseCell(r: BenchmarkResult, minus = '-', paired = false): string {
  if (r.stats?.test === 'signed-rank') return r.stats.ci_pct ? valueInterval(r.stats.ci_pct, r, minus) : '—';
  if (paired) return '—';
  const pct = noisePct(r.dispersion);
  if (pct === undefined) return '—';
  const side = r.dispersion?.current?.cv_pct === pct ? 'current' : 'baseline';
  // The figure compared with the threshold: never rounded onto or across it.
  return `±${pctDigitsBeside(pct, r.threshold_pct)}% ${side}`;
}

/** "+10.9%…+16.4%": an interval of the row's change as its change column shows it, the measured value's own. */
function valueInterval(ci: readonly [number, number], r: BenchmarkResult, minus: string): string {
  const [low, high] = valueChangeInterval(ci, r.direction);
  return `${humanChange(low, minus)}…${humanChange(high, minus)}`;
}

/**
 * Whether any row has noise to show, or is exact (an instruction count from one profile per side has
 * no spread, and "exact" is what says it is gated at 0%): only then do the tables get a noise column.
 */
export function hasNoise(report: Report): boolean {
  return report.benchmarks.some((r) => r.dispersion !== undefined || r.exact === true);
}

/** The noise column's title ("noise", or "interval" in a paired report), or undefined for no column. */
/** The paired report's column title: its cells are intervals, or "—". */
export const INTERVAL = 'interval';

export function noiseHeader(report: Report): string | undefined {
  if (report.method === 'paired') return INTERVAL;
  return hasNoise(report) ? 'noise' : undefined;
}

function range(d: Dispersion, unit: string, limit: number): string {
  const count = `${d.n} ${d.of === 'runs' ? 'runs' : 'samples'}`;
  return `${humanValue(d.min, unit)}–${humanValue(d.max, unit)} (±${pctDigitsBeside(d.cv_pct, limit)}%, ${count})`;
}

/** "runs 9.8M–10.2M ops/s (±1.2%, 5 runs); baseline ...": the spread behind a verdict. */
function rangePhrase(r: BenchmarkResult): string | undefined {
  const d = r.dispersion;
  if (!d) return undefined;
  const parts: string[] = [];
  if (d.current) parts.push(`current ${range(d.current, r.unit, r.threshold_pct)}`);
  if (d.baseline) parts.push(`baseline ${range(d.baseline, r.unit, r.threshold_pct)}`);
  return parts.join('; ');
}

function pText(p: number): string {
  return p < 0.001 ? p.toExponential(1) : String(Number(p.toFixed(3)));
}

/** "99% CI +10.9%…+16.4%, p = 0.0001 (Holm 0.0013)" (the value's own change, as the change column), or why no test was made. */
function statsPhrase(r: BenchmarkResult, minus = '-'): string | undefined {
  const s = r.stats;
  if (!s) return undefined;
  if (s.test === 'none') return s.fallback;
  const parts: string[] = [];
  if (s.ci_pct && s.confidence !== undefined) {
    parts.push(`${Math.round(s.confidence * 100)}% CI ${valueInterval(s.ci_pct, r, minus)}`);
  }
  if (s.p_value !== undefined) parts.push(`p = ${pText(s.p_value)}${s.p_holm !== undefined ? ` (Holm ${pText(s.p_holm)})` : ''}`);
  parts.push(s.test === 'signed-rank' ? plural(s.current_n, 'round') : `${s.baseline_n} vs ${s.current_n} observations`);
  return parts.join(', ');
}

/**
 * Whether a row's note leads its noise note (noiseNotes) rather than standing alone: an inconclusive
 * row's (why it is), and any note a test's decision left on a row (--method stats: why a status stands
 * beside medians its interval excludes). Said once, there, by every rendering.
 */
export function noteInNoiseNotes(r: BenchmarkResult): boolean {
  return !r.exact && r.note !== undefined && (r.status === 'inconclusive' || (r.stats !== undefined && r.status !== 'protected'));
}

/**
 * Notes on the spread and the test for the rows worth explaining: regressed, inconclusive, improved,
 * protected over the limit, and an unchanged row the test left a note on.
 */
export function noiseNotes(rows: readonly BenchmarkResult[], minus = '-'): Array<{ name: string; text: string }> {
  const out: Array<{ name: string; text: string }> = [];
  for (const r of rows) {
    const explain = r.status === 'regressed' || r.status === 'inconclusive' || r.status === 'improved' || (r.status === 'protected' && r.over_threshold) || (r.status === 'unchanged' && noteInNoiseNotes(r));
    // An exact metric has no spread to explain: its noise cell says "exact".
    if (!explain || r.exact) continue;
    const pieces = [noteInNoiseNotes(r) ? r.note : undefined, statsPhrase(r, minus), rangePhrase(r)].filter((p): p is string => p !== undefined);
    if (pieces.length > 0) out.push({ name: rowName(r), text: pieces.join('; ') });
  }
  return out;
}
