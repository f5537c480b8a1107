/**
 * Text from input shown to a person: control characters (C0 including newline, DEL, C1 including
 * ESC-less CSI), the bidirectional overrides and isolates that reorder what a reader sees ("Trojan
 * Source"), and the characters that take no space (zero-width space and joiners, word joiner and
 * invisible operators, soft hyphen, byte order mark, tag characters) become visible escapes such as
 * `\u001b`, so a benchmark name, a unit or an error message can neither move a terminal's cursor,
 * recolour it, ring its bell, break a line, hide or reorder text in a PR comment, nor pass for another
 * name (`zw\u200bsp` for `zwsp`; a lone surrogate, `x\ud800` for `x\ufffd`). Every rendering (text,
 * Markdown) and every InputError goes through it.
 */
/**
 * Those characters as the source of a regular expression (without the u flag): the one list, which
 * every other place that keeps them out of what it writes (Markdown, Mermaid, the runner's log) builds on.
 */
export declare const INVISIBLE_SOURCE = "[\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u061c\\u115f\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u206f\\u3164\\ufeff\\uffa0\\ufff0-\\ufff8]|\\u034f|\\u1160|\\u17b4|\\u17b5|\\u180b|\\u180c|\\u180d|\\u180f|[\\ufe00-\\ufe0f]|[\\udb40-\\udb43][\\udc00-\\udfff]|\\ud82f[\\udca0-\\udca3]|\\ud834[\\udd73-\\udd7a]|[\\ud800-\\udbff](?![\\udc00-\\udfff])|[\\udc00-\\udfff](?<![\\ud800-\\udbff][\\udc00-\\udfff])";
/** The text with every control, bidi and invisible character shown as a visible escape; one line, always. */
export declare function printable(text: string): string;
/** Several lines of it: the line breaks stay, each line is `printable`. For messages to a terminal. */
export declare function printableLines(text: string): string;
/**
 * JSON text (JSON.stringify's) with the characters printable() shows as escapes written as JSON's own
 * escapes, `\u202e`: the same JSON once parsed, and safe on a terminal. JSON.stringify escapes C0
 * controls but leaves C1 controls (U+009B is a CSI), bidi overrides and zero-width characters raw, and
 * `bench-diff --format json` printed a run file's names with them to the terminal.
 */
export declare function printableJson(json: string): string;
