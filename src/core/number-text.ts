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
