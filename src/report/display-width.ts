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

/**
 * The widest a column of a text table grows, in terminal columns. Real names are well within it (a
 * parametrised test's id, a C++ template's name); one of 100,000 characters padded every row of the
 * table to that width, 200 MB of spaces for 2,000 benchmarks. A wider cell is shown whole and pushes
 * the rest of its row right.
 */
export const MAX_COLUMN_WIDTH = 120;

/** A column's width: its header's, or its widest cell's within MAX_COLUMN_WIDTH. */
export function columnWidth(header: string, cells: readonly string[]): number {
  let width = displayWidth(header);
  for (const cell of cells) {
    const w = displayWidth(cell);
    if (w > width && w <= MAX_COLUMN_WIDTH) width = w;
  }
  return width;
}

export function padEndColumns(text: string, columns: number): string {
  return text + ' '.repeat(Math.max(0, columns - displayWidth(text)));
}

export function padStartColumns(text: string, columns: number): string {
  return ' '.repeat(Math.max(0, columns - displayWidth(text))) + text;
}
