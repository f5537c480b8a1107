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
 * One UTF-16 unit of each: C0, DEL and C1, the bidi marks, embeddings, overrides and isolates, the line
 * and paragraph separators, the invisible format characters, and the rest of what Unicode says is shown
 * as nothing (Default_Ignorable_Code_Point, all of it: tests/report/untrusted-text.test.ts holds the
 * list to \p{Default_Ignorable_Code_Point}): the combining grapheme joiner, the Hangul fillers (a name
 * of U+3164 looks like spaces), Khmer's inherent vowels, the variation selectors (Mongolian's and
 * U+FE00 to U+FE0F: `a` and `a` + U+FE0F look alike, so an emoji's presentation selector is shown too,
 * ❤ then \ufe0f) and the unassigned U+2065 and U+FFF0 to U+FFF8.
 */
const UNITS_BEYOND_C0 = '\\u007f-\\u009f\\u00ad\\u061c\\u115f\\u180e\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u206f\\u3164\\ufeff\\uffa0\\ufff0-\\ufff8';
const UNITS = `\\u0000-\\u001f${UNITS_BEYOND_C0}`;
/** Those that join the character before them (combining marks, the Hangul vowel filler, the variation selectors), one alternative each: in a character class they would read as joined to their neighbour. */
const MARKS = '\\u034f|\\u1160|\\u17b4|\\u17b5|\\u180b|\\u180c|\\u180d|\\u180f|[\\ufe00-\\ufe0f]';
/**
 * As surrogate pairs: U+E0000 to U+E0FFF, the tag characters (U+E0000 to U+E007F), invisible and used
 * to smuggle text, the variation selectors 17 to 256 (U+E0100 to U+E01EF) and the unassigned rest of
 * that block, which Unicode reserves as ignorable; the shorthand format controls (U+1BCA0 to U+1BCA3)
 * and the musical format controls (U+1D173 to U+1D17A).
 */
const TAGS = '[\\udb40-\\udb43][\\udc00-\\udfff]|\\ud82f[\\udca0-\\udca3]|\\ud834[\\udd73-\\udd7a]';
/**
 * A lone surrogate: a high half not followed by a low one, or a low half not after a high one. It is no
 * character: a terminal, the runner's log, a UTF-8 file and a browser all show it as U+FFFD, so `x\ud800`,
 * `x\ud801` and `x\ufffd` looked the same. (JSON.stringify escapes it itself.) The low half is matched
 * before the look back, so that a clean text fails at the character class.
 */
const LONE_SURROGATE = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|[\\udc00-\\udfff](?<![\\ud800-\\udbff][\\udc00-\\udfff])';
/**
 * Those characters as the source of a regular expression (without the u flag): the one list, which
 * every other place that keeps them out of what it writes (Markdown, Mermaid, the runner's log) builds on.
 */
export const INVISIBLE_SOURCE = `[${UNITS}]|${MARKS}|${TAGS}|${LONE_SURROGATE}`;
const INVISIBLE = new RegExp(INVISIBLE_SOURCE, 'g');
/** The same without the global flag, whose test() would carry lastIndex from one text to the next. */
const ANY_INVISIBLE = new RegExp(INVISIBLE_SOURCE);

/** The same characters but C0, which JSON.stringify escapes itself (its newlines are the text's layout). */
const INVISIBLE_IN_JSON = new RegExp(`[${UNITS_BEYOND_C0}]|${MARKS}|${TAGS}`, 'g');

/** `\u001b` for ESC: four hex digits per UTF-16 unit, as JSON and JavaScript write it. */
function visibleEscape(c: string): string {
  let out = '';
  for (let i = 0; i < c.length; i++) out += `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
}

/** The text with every control, bidi and invisible character shown as a visible escape; one line, always. */
export function printable(text: string): string {
  // Nearly every text is clean: a test without the global flag finds that without building a copy.
  return ANY_INVISIBLE.test(text) ? text.replace(INVISIBLE, visibleEscape) : text;
}

/** Several lines of it: the line breaks stay, each line is `printable`. For messages to a terminal. */
export function printableLines(text: string): string {
  return text.split('\n').map(printable).join('\n');
}

/**
 * JSON text (JSON.stringify's) with the characters printable() shows as escapes written as JSON's own
 * escapes, `\u202e`: the same JSON once parsed, and safe on a terminal. JSON.stringify escapes C0
 * controls but leaves C1 controls (U+009B is a CSI), bidi overrides and zero-width characters raw, and
 * `bench-diff --format json` printed a run file's names with them to the terminal.
 */
export function printableJson(json: string): string {
  return json.replace(INVISIBLE_IN_JSON, visibleEscape);
}
