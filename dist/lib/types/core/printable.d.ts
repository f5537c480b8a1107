/**
 * Text from input shown to a person: control characters (C0 including newline, DEL, C1 including
 * ESC-less CSI) and the bidirectional overrides and isolates that reorder what a reader sees
 * ("Trojan Source") become visible escapes such as `\u001b`, so a benchmark name, a unit or an error
 * message can neither move a terminal's cursor, recolour it, ring its bell, break a line, nor hide or
 * reorder text in a PR comment. Every rendering (text, Markdown) and every InputError goes through it.
 */
/** The text with every control and bidi character shown as a visible escape; one line, always. */
export declare function printable(text: string): string;
/** Several lines of it: the line breaks stay, each line is `printable`. For messages to a terminal. */
export declare function printableLines(text: string): string;
