/**
 * Helpers shared by the adapters of benchmark harnesses (go test, Google Benchmark, criterion,
 * libtest, Catch2): medians of repeated runs, samples, and numbers as harnesses print them.
 */
import { median as medianOf } from '../../core/aggregate.js';
import { medianInPlace } from '../../core/stats/median-in-place.js';

/** The median (see core/aggregate.ts), or undefined for no values. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  return (values.length <= FEW ? medianOfFew(values) : undefined) ?? medianOf(values);
}

/** `-count 10` and the like: few enough for medianInPlace's insertion sort. */
const FEW = 32;
const scratch = new Float64Array(FEW);

/**
 * The median of a few values, sorted in a scratch array with no copy or comparator call per value:
 * run for every metric of every benchmark of a large log. medianInPlace's insertion sort is stable
 * and orders by `>`, which is the order the comparator `a - b` of core/aggregate.ts gives without
 * NaN, so the result is the same (-0 and 0 included). Undefined with a NaN, which the core's sort
 * places its own way.
 */
function medianOfFew(values: readonly number[]): number | undefined {
  const n = values.length;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    if (Number.isNaN(v)) return undefined;
    scratch[i] = v;
  }
  return medianInPlace(scratch, n);
}

/**
 * "1,234.56" -> 1234.56: a decimal number as harnesses print it, with optional thousands separators.
 * Undefined for anything else (no exponent games: a garbled number is an error, not a guess).
 */
export function parseGroupedNumber(text: string): number | undefined {
  if (!/^\d{1,3}(?:,\d{3})*(?:\.\d+)?$|^\d+(?:\.\d+)?$/.test(text)) return undefined;
  return Number(text.replaceAll(',', ''));
}

/** Samples are kept only when there is more than one: a single value is the value itself. */
export function samplesField(samples: readonly number[]): { samples?: number[] } {
  return samples.length > 1 ? { samples: [...samples] } : {};
}
