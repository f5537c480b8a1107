/**
 * The lines of a text one at a time, as `text.split(/\r?\n/)` would give them, without building that
 * array: a large go test or libtest log is then held once (the text), not twice (text and lines).
 */
/** Calls `visit(line, index)` for each line; a `\r` is dropped only before a `\n`, as in split(/\r?\n/). */
export declare function forEachLine(text: string, visit: (line: string, index: number) => void): void;
