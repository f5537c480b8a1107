import type { Direction, Metric } from '../../core/model.js';
/** Which way is better for a metric of this name and unit, or undefined when neither says. */
export declare function metricDirection(name: string, unit: string): Direction | undefined;
/** One metric, or undefined for a value that is not a finite number >= 0 (it says nothing to compare). */
export declare function metricOf(name: string, value: unknown, unit: string, samples?: readonly number[], direction?: Direction): Metric | undefined;
/** `{ metrics }` for an entry, or nothing when there are none. */
export declare function metricsField(metrics: Record<string, Metric | undefined>): {
    metrics?: Record<string, Metric>;
};
