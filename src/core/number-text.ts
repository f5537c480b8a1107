/**
 * Numbers as text, both ways: how people write one in a flag or an Action input, and how bench-gate
 * writes one too large to spell out.
 */

/**
 * A number as people write one on a command line or in a workflow: digits, a decimal point, an
 * exponent. Not what Number() also takes (`0x10` is 16, `' 5'` is 5, `''` is 0), which would pass a
 * typo as a limit.
 */
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/** The finite number `text` writes as DECIMAL allows; undefined for anything else. */
export function parseDecimal(text: string): number | undefined {
  const value = Number(text);
  return DECIMAL.test(text) && Number.isFinite(value) ? value : undefined;
}

/**
 * A percentage as a flag or an Action input gives it: a decimal, with or without a trailing `%`
 * (`8` and `8%` both mean 8 percent). What it says when `text` is not one, so that a negative limit
 * is named as negative (the sign is the mistake), not as something that is not a number at all.
 */
export function parsePercent(text: string): { value: number } | { problem: string } {
  const digits = text.replace(/%$/, '');
  const value = parseDecimal(digits);
  if (value !== undefined) return { value };
  if (digits.startsWith('-') && parseDecimal(digits.slice(1)) !== undefined) return { problem: `"${text}" is negative: a percentage here is 0 or more` };
  return { problem: `"${text}" is not a percentage` };
}

/** A whole number written in digits only (no sign, point, exponent or spaces); undefined for anything else. */
export function parseWhole(text: string): number | undefined {
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

/**
 * Numbers too large to write out. Past LARGE a number is written with an exponent (1.5e+20): its
 * digits would be more than a double holds (a hostile run can give 1e308, 309 digits), and no real
 * benchmark, change or factor comes near it. Shared by the report's values and the changes in words.
 */
export const LARGE = 1e15;

/** `digits` significant digits with an exponent, without trailing zeros: 1e+308, -1.235e+20. */
export function exponentText(value: number, digits: number): string {
  // From the text, not Number(text): 1.7975e308 rounded to four digits is past the largest double.
  const text = value.toExponential(digits - 1);
  return text.replace(/\.?0+e/, 'e');
}
