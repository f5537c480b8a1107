/**
 * Terminal columns, not UTF-16 code units: a CJK character or an emoji takes two columns, a combining
 * mark none, so that the text table lines up whatever the benchmarks are called.
 */
import { loadStringWidth } from './string-width-loader.js';

// Printable ASCII and the few signs bench-gate itself writes (± × … — – − µ ·) are one column a
// character (string-width counts East Asian ambiguous signs as narrow too): the common case skips
// string-width's segmentation, which a million-row table would pay twice a cell, and its loading.
const PLAIN = /^[\x20-\x7e±×…—–−µ·]*$/;

export function displayWidth(text: string): number {
  return PLAIN.test(text) ? text.length : loadStringWidth()(text);
}

export function padEndColumns(text: string, columns: number): string {
  return text + ' '.repeat(Math.max(0, columns - displayWidth(text)));
}

export function padStartColumns(text: string, columns: number): string {
  return ' '.repeat(Math.max(0, columns - displayWidth(text))) + text;
}
