/**
 * How a report names a baseline taken from a history. Apart from the history baseline itself
 * (src/core/history/baseline.ts), so that rendering a report does not bring in the change-point
 * search that builds one.
 */
import type { HistoryBaselineInfo } from '../core/report.js';

/** "main, 30 commits abc1234..def5678" */
export function describeHistoryBaseline(info: HistoryBaselineInfo): string {
  const short = (c: string): string => (/^[0-9a-f]{40}$/i.test(c) ? c.slice(0, 12) : c);
  const range = info.from_commit === info.to_commit ? short(info.to_commit) : `${short(info.from_commit)}..${short(info.to_commit)}`;
  return `history of ${info.branch}, ${info.commits} commit${info.commits === 1 ? '' : 's'} ${range}`;
}
