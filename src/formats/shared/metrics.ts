/**
 * Building the `metrics` of a benchmark entry (core/model.ts `Metric`) from what a tool reports: each
 * with its unit and, where the name or unit says, its direction. Allocation and GC figures are
 * lower-is-better whatever their unit (an allocation rate in MB/sec is not a throughput).
 */
import { metricKind } from '../../core/metric-rules.js';
import type { Direction, Metric } from '../../core/model.js';
import { directionOfUnit } from '../../core/units.js';

const LOWER_BY_NAME = /alloc|(?:^|[·.])gc(?:[.:]|$)|memory|rss|instructions/i;

/** Which way is better for a metric of this name and unit, or undefined when neither says. */
export function metricDirection(name: string, unit: string): Direction | undefined {
  if (LOWER_BY_NAME.test(name) || metricKind(name, unit) === 'count') return 'lower';
  return directionOfUnit(unit);
}

/** One metric, or undefined for a value that is not a finite number >= 0 (it says nothing to compare). */
export function metricOf(name: string, value: unknown, unit: string, samples?: readonly number[], direction?: Direction): Metric | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return undefined;
  const d = direction ?? metricDirection(name, unit);
  const kept = samples?.filter((s) => Number.isFinite(s) && s >= 0) ?? [];
  return { value, unit, ...(d ? { direction: d } : {}), ...(kept.length > 1 && kept.length === samples!.length ? { samples: [...kept] } : {}) };
}

/** `{ metrics }` for an entry, or nothing when there are none. */
export function metricsField(metrics: Record<string, Metric | undefined>): { metrics?: Record<string, Metric> } {
  const out: Record<string, Metric> = {};
  for (const [name, m] of Object.entries(metrics)) if (m) out[name] = m;
  return Object.keys(out).length > 0 ? { metrics: out } : {};
}
