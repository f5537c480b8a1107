import type { FormatAdapter } from './types.js';
/** k6's name of a statistic as the metric names it: avg -> mean, med -> p50, p(99.9) -> p99.9. */
export declare function statMetricName(stat: string): string;
export declare const k6: FormatAdapter;
