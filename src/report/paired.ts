/**
 * The text of `bench-diff ab`: the paired comparison (each benchmark's change with its interval and
 * p-value) and `--plan`'s table. Names come from the benchmark's output: printable() keeps them
 * from driving the terminal.
 */
import { displayWidth, padEndColumns, padStartColumns } from './display-width.js';
import type { PairedPlan } from '../core/stats/paired-plan.js';
import { fmtP, type PairedComparison } from '../core/stats/paired.js';
import { humanChange, humanPct, plural } from './humanize.js';
import { printable } from '../core/printable.js';

interface AbExtras {
  failed: { name: string; source: string; error: string }[];
  missing: string[];
  added: string[];
  allowMissing: boolean;
}

export function abPasses(c: PairedComparison, extras: AbExtras): boolean {
  return !c.benchmarks.some((b) => b.status === 'regressed') && c.geomean.status !== 'fail' && extras.failed.length === 0 && (extras.allowMissing || extras.missing.length === 0);
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => rows.reduce((m, r) => Math.max(m, displayWidth(r[i]!)), 0));
  return rows.map((r) => r.map((cell, i) => (i === 0 ? padEndColumns(cell, widths[i]!) : padStartColumns(cell, widths[i]!))).join('  ').trimEnd()).join('\n');
}

const interval = (ci: [number, number] | null): string => (ci === null ? '—' : `[${humanChange(ci[0])}, ${humanChange(ci[1])}]`);

export function renderPairedText(c: PairedComparison, extras: AbExtras): string {
  const rounds = c.benchmarks.reduce((m, b) => Math.max(m, b.rounds), 0);
  const lines: string[] = [];
  const verdict = abPasses(c, extras) ? 'PASS' : 'FAIL';
  lines.push(`${verdict}: paired comparison of head against base over ${plural(rounds, 'round')} (interleaved, same machine)`);
  lines.push('');
  const header = ['benchmark', 'change', `${Math.round(c.confidence * 100)}% interval`, 'p (Holm)', 'limit', 'status'];
  const rows = c.benchmarks.map((b) => [printable(b.name), humanChange(b.change_pct), interval(b.ci_pct), fmtP(b.p_holm), humanPct(b.threshold_pct), b.status]);
  lines.push(table([header, ...rows]));
  lines.push('');
  const g = c.geomean;
  lines.push(
    g.status === 'skipped'
      ? 'geomean: skipped (no benchmark counts)'
      : `geomean: ${humanChange(g.change_pct)} ${interval(g.ci_pct)} over ${plural(g.rounds, 'round')}, p = ${fmtP(g.p_worse)}: ${g.status}`,
  );
  for (const f of extras.failed) lines.push(`failed: ${printable(f.name)} in ${printable(f.source)}: ${printable(f.error)}`);
  for (const name of extras.missing) lines.push(`missing: ${printable(name)} is in the base's output but not the head's${extras.allowMissing ? ' (allowed)' : ''}`);
  for (const name of extras.added) lines.push(`new: ${printable(name)} is only in the head's output (not compared)`);
  for (const b of c.benchmarks) if (b.note) lines.push(`note: ${printable(b.name)}: ${b.note}`);
  for (const w of c.warnings) lines.push(`warning: ${w}`);
  lines.push('');
  lines.push(
    `Change: Hodges-Lehmann estimate of the per-round ratios (negative is worse). A benchmark regresses when it is worse than its limit and the one-sided Wilcoxon signed-rank test, Holm-corrected across ${plural(c.benchmarks.length, 'benchmark')}, gives p <= ${c.alpha}.`,
  );
  return `${lines.join('\n')}\n`;
}

export function renderPlanText(plan: PairedPlan): string {
  const lines: string[] = [];
  lines.push(`Rounds needed for a paired comparison (${Math.round(plan.power * 100)}% power, alpha ${plan.alpha} across ${plural(plan.family, 'benchmark')}):`);
  lines.push('');
  const header = ['benchmark', 'rounds seen', 'spread', 'detect', 'limit', 'rounds: test', 'rounds: verdict'];
  const rows = plan.benchmarks.map((b) => [
    printable(b.name),
    String(b.rounds_measured),
    humanPct(b.spread_pct),
    humanPct(b.detect_pct),
    humanPct(b.threshold_pct),
    String(b.rounds_for_test),
    b.rounds_for_verdict === null ? 'never' : String(b.rounds_for_verdict),
  ]);
  lines.push(table([header, ...rows]));
  lines.push('');
  lines.push(`Give --runs ${plan.rounds_needed} (${plan.rounds_needed * 2} runs of the two commands); no fewer than ${plan.min_rounds}, below which the corrected test cannot reach its level at all.`);
  if (plan.benchmarks.some((b) => b.rounds_for_verdict === null)) {
    lines.push('"never": a change no larger than the limit is called a regression at most about half the time, however many rounds; give --detect above the limit (or lower the limit) to plan for the verdict.');
  }
  lines.push('Spread: robust standard deviation of one round\'s ratio. Test: rounds for the signed-rank test to flag the change; verdict: also for the estimate to be over the limit.');
  return `${lines.join('\n')}\n`;
}
