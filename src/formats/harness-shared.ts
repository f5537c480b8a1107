/**
 * Helpers shared by the adapters of benchmark harnesses (go test, Google Benchmark, criterion,
 * libtest, Catch2): places in errors, medians of repeated runs, and numbers as harnesses print them.
 */
import { inputError, type InputError } from '../core/errors.js';
import type { FormatInput } from './types.js';

/** `file: line 12`: where a person finds a problem in a text input. */
export function linePlace(input: FormatInput, line: number): string {
  return `${input.path}: line ${line}`;
}

/** An InputError at a line of a text input. */
export function lineError(input: FormatInput, line: number, what: string, hint?: string): InputError {
  return inputError(linePlace(input, line), what, hint);
}

/** The median; the mean of the two middle values for an even count. Undefined for no values. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
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

/** The text of a file input, or undefined for a directory. */
export function fileText(input: FormatInput): string | undefined {
  return input.kind === 'file' ? input.text : undefined;
}

/**
 * Where JSON.parse failed, as an offset. V8 gives "at position N" for most errors, but for an
 * unexpected token only quotes the text around it (10 characters either side, after "...").
 */
function jsonErrorOffset(message: string, text: string): number | undefined {
  const position = /at position (\d+)/.exec(message);
  if (position) return Number(position[1]);
  const quoted = /^Unexpected token '(.+?)', (\.\.\.)?"(.*?)"(?:\.\.\.)? is not valid JSON$/s.exec(message);
  if (!quoted) return undefined;
  const [, token, cut, context] = quoted;
  const at = text.indexOf(context!);
  if (at < 0) return undefined;
  return cut ? at + 10 : at + context!.indexOf(token!);
}

/**
 * JSON.parse with an InputError naming the file, line and column. One line always: V8's messages
 * can quote several lines of the input. (Adapters stay free of src/io, which imports them.)
 */
export function parseJson(text: string, path: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = jsonErrorOffset(message, text);
    const before = at === undefined ? '' : text.slice(0, at);
    const place = at === undefined ? path : `${path}: line ${before.split('\n').length}, column ${at - before.lastIndexOf('\n')}`;
    const reason = message.replace(/ in JSON at position \d+.*$/s, '').replace(/, (?:\.\.\.)?".*"(?:\.\.\.)? is not valid JSON$/s, '').replace(/\s+/g, ' ');
    throw inputError(place, `invalid JSON (${reason})`, 'Fix the file or regenerate it');
  }
}
