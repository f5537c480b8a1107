/**
 * The lines of a text one at a time, as `text.split(/\r?\n/)` would give them, without building that
 * array: a large go test or libtest log is then held once (the text), not twice (text and lines).
 */

/** Calls `visit(line, index)` for each line; a `\r` is dropped only before a `\n`, as in split(/\r?\n/). */
export function forEachLine(text: string, visit: (line: string, index: number) => void): void {
  let start = 0;
  for (let index = 0; ; index++) {
    const end = text.indexOf('\n', start);
    if (end < 0) {
      visit(text.slice(start), index);
      return;
    }
    visit(text.slice(start, end > start && text.charCodeAt(end - 1) === 13 ? end - 1 : end), index);
    start = end + 1;
  }
}
