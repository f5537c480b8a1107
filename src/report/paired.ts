/**
 * What `bench-diff ab` adds to the renderings of the one report: the line that says how a paired
 * report was decided, and `--plan`'s table. Names come from the benchmark's output: printable()
 * keeps them from driving the terminal.
 */
import { columnWidth, padEndColumns, padStartColumns } from './display-width.js';
import type { Report } from '../core/report.js';
import type { PairedPlan } from '../core/stats/paired-plan.js';
import { humanPct, measuredPct, plural } from './humanize.js';
import { printable } from '../core/printable.js';

/**
 * How a paired report was decided, in one line: the footer of the Markdown and the last line of the
 * text ("paired: 10 interleaved rounds (order seed 1), …").
 */
export function pairedMethodText(report: Report): string {
  const rounds = report.paired ? `${plural(report.paired.rounds, 'interleaved round')} (order seed ${report.paired.seed})` : 'interleaved rounds';
  return `paired: ${rounds}, change = Hodges–Lehmann estimate of the per-round ratios, Wilcoxon signed-rank with Holm at α = ${report.alpha}`;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((header, i) => columnWidth(header, rows.slice(1).map((r) => r[i]!)));
  return rows.map((r) => r.map((cell, i) => (i === 0 ? padEndColumns(cell, widths[i]!) : padStartColumns(cell, widths[i]!))).join('  ').trimEnd()).join('\n');
}

export function renderPlanText(plan: PairedPlan): string {
  const lines: string[] = [];
  lines.push(`Rounds needed for a paired comparison (${Math.round(plan.power * 100)}% power, alpha ${plan.alpha} across ${plural(plan.family, 'benchmark')}):`);
  lines.push('');
  const header = ['benchmark', 'rounds seen', 'spread', 'detect', 'limit', 'rounds: test', 'rounds: verdict'];
  const rows = plan.benchmarks.map((b) => [
    printable(b.name),
    String(b.rounds_measured),
    measuredPct(b.spread_pct),
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
