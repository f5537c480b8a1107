/**
 * A chart in words, for those who cannot see its canvas: the page gives it to a screen reader as the
 * chart's text alternative (aria-label). Pure, and from the page's data only, whose texts are already
 * printable (model.ts).
 */
import { day, shortCommit } from '../changepoints.js';
import { humanChange, humanValue, plural } from '../humanize.js';
import type { DashboardBenchmark, DashboardData, DashboardValues } from './model.js';

/**
 * "NAME: chart of 30 commits, latest 1.234 ms (2026-01-30); latest change point up 18.0%, worse, at
 * SHA (2026-01-20): 1 ms to 1.18 ms". `values` are the benchmark's points, loaded with its chart: until
 * then the latest value is left out.
 */
export function chartLabel(data: DashboardData, b: DashboardBenchmark, values?: DashboardValues): string {
  let text = `${b.name}: chart of ${plural(b.points, 'commit')}`;
  if (values !== undefined) {
    let at = values.length - 1;
    while (at >= 0 && values[at] === null) at--;
    if (at >= 0) text += `, latest ${humanValue(values[at]!, b.unit)} (${day(data.commits.date[at] ?? '')})`;
  }
  const latest = b.changes.at(-1);
  if (latest === undefined) return `${text}; no change point`;
  const size = humanChange(Math.abs(latest.change_pct)).replace(/^\+/, '');
  const sha = shortCommit(data.commits.sha[latest.commit] ?? '');
  return `${text}; latest change point ${latest.change_pct > 0 ? 'up' : 'down'} ${size}, ${latest.verdict}, at ${sha} (${day(data.commits.date[latest.commit] ?? '')}): ${humanValue(latest.before, b.unit)} to ${humanValue(latest.after, b.unit)}`;
}
