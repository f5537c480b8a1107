/**
 * Terminal columns, not UTF-16 code units: a CJK character or an emoji takes two columns, a combining
 * mark none, so that the text table lines up whatever the benchmarks are called.
 */
import stringWidth from 'string-width';

// Printable ASCII is one column a character: the common case skips string-width's segmentation,
// which a million-row table would otherwise pay twice a cell.
const PLAIN = /^[\x20-\x7e]*$/;

export function displayWidth(text: string): number {
  return PLAIN.test(text) ? text.length : stringWidth(text);
}

export function padEndColumns(text: string, columns: number): string {
  return text + ' '.repeat(Math.max(0, columns - displayWidth(text)));
}

export function padStartColumns(text: string, columns: number): string {
  return ' '.repeat(Math.max(0, columns - displayWidth(text))) + text;
}
