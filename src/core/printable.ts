/**
 * Text from input shown to a person: control characters (C0 including newline, DEL, C1 including
 * ESC-less CSI) and the bidirectional overrides and isolates that reorder what a reader sees
 * ("Trojan Source") become visible escapes such as `\u001b`, so a benchmark name, a unit or an error
 * message can neither move a terminal's cursor, recolour it, ring its bell, break a line, nor hide or
 * reorder text in a PR comment. Every rendering (text, Markdown) and every InputError goes through it.
 */

// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex
const VISIBLE_ONLY = /^[^\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]*$/;

/** `\u001b` for ESC: four hex digits, as JSON and JavaScript write it. */
function visibleEscape(c: string): string {
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** The text with every control and bidi character shown as a visible escape; one line, always. */
export function printable(text: string): string {
  // Nearly every text is clean: a test without the global flag finds that without building a copy.
  return VISIBLE_ONLY.test(text) ? text : text.replace(INVISIBLE, visibleEscape);
}

/** Several lines of it: the line breaks stay, each line is `printable`. For messages to a terminal. */
export function printableLines(text: string): string {
  return text.split('\n').map(printable).join('\n');
}
