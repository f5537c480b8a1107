/** Rates with their uncertainty, and the Markdown tables of the results. */
import type { ConfigSpec } from './configs.js';
import { key, type Tallies } from './engine.js';
import type { Scenario } from './scenarios.js';

export interface Rate {
  rate: number;
  /** 95% Wilson interval. */
  low: number;
  high: number;
  n: number;
}

export function wilson(successes: number, n: number): Rate {
  if (n === 0) return { rate: NaN, low: NaN, high: NaN, n };
  const z = 1.959964;
  const p = successes / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half), n };
}

export function rateOf(tallies: Tallies, scenario: string, config: string, bucket = 'all'): Rate {
  const t = tallies[key(scenario, config, bucket)];
  return wilson(t?.fails ?? 0, t?.n ?? 0);
}

const pct = (v: number): string => (Number.isNaN(v) ? '—' : `${(v * 100).toFixed(1)}%`);
export const rateText = (r: Rate): string => (r.n === 0 ? '—' : `${pct(r.rate)} <sub>[${pct(r.low)}–${pct(r.high)}]</sub>`);

/** Columns: false fails, then detection per scenario (single-benchmark ones split by the target's CV). */
export function columns(scenarios: readonly Scenario[]): Array<{ label: string; scenario: string; bucket: string }> {
  const out: Array<{ label: string; scenario: string; bucket: string }> = [];
  for (const s of scenarios) {
    if (s.id === 'aa') out.push({ label: 'false fails per PR (A/A)', scenario: s.id, bucket: 'all' });
    else if (s.id.startsWith('one')) {
      out.push({ label: `${s.label}, CV ≤ 3%`, scenario: s.id, bucket: 'quiet' });
      out.push({ label: `${s.label}, CV > 3%`, scenario: s.id, bucket: 'noisy' });
    } else out.push({ label: s.label, scenario: s.id, bucket: 'all' });
  }
  return out;
}

export function markdownTable(tallies: Tallies, configs: readonly ConfigSpec[], scenarios: readonly Scenario[]): string {
  const cols = columns(scenarios);
  const lines = [`| configuration | ${cols.map((c) => c.label).join(' | ')} | inconclusive per PR (A/A) |`, `|---|${cols.map(() => '--:').join('|')}|--:|`];
  for (const c of configs) {
    const aa = tallies[key('aa', c.id, 'all')];
    const inconclusive = aa && aa.n > 0 ? (aa.inconclusive / aa.n).toFixed(2) : '—';
    lines.push(`| ${c.label} | ${cols.map((col) => rateText(rateOf(tallies, col.scenario, c.id, col.bucket))).join(' | ')} | ${inconclusive} |`);
  }
  return lines.join('\n');
}
