/**
 * Whether a promotion is worth publishing: the Action's mode promote runs on every push to the main
 * branch, and a new baseline whose numbers are the old ones within noise would only open pull requests
 * (or commits) that say nothing, after every merge, including the merge of the last promotion.
 */
import type { Report } from './report.js';
import { changeInWords } from './ratio.js';
import { isSmallGeomean } from './verdict.js';

function count(n: number, what: string): string {
  return `${n} ${what}`;
}


/**
 * Why the runs should become the baseline: what changed beyond its limit against the previous one
 * (`comparison`; undefined when there was none). Empty when nothing did.
 */
export function promotionReasons(comparison: Report | undefined): string[] {
  if (comparison === undefined) return ['there is no baseline yet'];
  const s = comparison.summary;
  const reasons: string[] = [];
  if (s.improved > 0) reasons.push(count(s.improved, 'improved'));
  if (s.regressed > 0) reasons.push(count(s.regressed, 'regressed'));
  const protectedOver = comparison.benchmarks.filter((b) => b.status === 'protected' && b.over_threshold).length;
  if (protectedOver > 0) reasons.push(count(protectedOver, 'protected beyond the limit'));
  if (s.new > 0) reasons.push(count(s.new, 'new'));
  if (s.missing > 0) reasons.push(count(s.missing, 'dropped'));
  const g = comparison.geomean;
  // A geomean over one benchmark decides nothing (verdict.ts): its benchmark, within its own limit, is noise.
  if (g.change_pct !== null && !isSmallGeomean(g) && Math.abs(g.change_pct) > comparison.thresholds.geomean_pct) {
    reasons.push(`geomean ${changeInWords(g.change_pct)}`);
  }
  if (comparison.environment_mismatch) reasons.push('measured on a different machine');
  return reasons;
}
