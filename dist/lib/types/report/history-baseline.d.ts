/**
 * How a report names a baseline taken from a history. Apart from the history baseline itself
 * (src/core/history/baseline.ts), so that rendering a report does not bring in the change-point
 * search that builds one.
 */
import type { HistoryBaselineInfo } from '../core/report.js';
/** "main, 30 commits abc1234..def5678" */
export declare function describeHistoryBaseline(info: HistoryBaselineInfo): string;
