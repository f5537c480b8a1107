/**
 * Helpers shared by the adapters of benchmark harnesses (go test, Google Benchmark, criterion,
 * libtest, Catch2): medians of repeated runs, samples, and numbers as harnesses print them.
 */
import { median as medianOf } from '../../core/aggregate.js';

/** The median (see core/aggregate.ts), or undefined for no values. */
export function median(values: readonly number[]): number | undefined {
  return values.length === 0 ? undefined : medianOf(values);
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
