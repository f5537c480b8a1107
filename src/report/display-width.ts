/**
 * Terminal columns, not UTF-16 code units: a CJK character or an emoji takes two columns, a combining
 * mark none, so that the text table lines up whatever the benchmarks are called.
 */
import stringWidth from 'string-width';

export function displayWidth(text: string): number {
  return stringWidth(text);
}

export function padEndColumns(text: string, columns: number): string {
  return text + ' '.repeat(Math.max(0, columns - displayWidth(text)));
}

export function padStartColumns(text: string, columns: number): string {
  return ' '.repeat(Math.max(0, columns - displayWidth(text))) + text;
}
