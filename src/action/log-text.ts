/**
 * Text for the runner's log that the runner cannot mistake for a workflow command. The runner reads a
 * step's stdout line by line (a line ends at LF, CR or CRLF) and acts on a line that starts, after
 * leading white space, with `::name ...::` (add-mask, set-output, error, stop-commands, ...), and on a
 * line that holds the older form `##[name ...]` anywhere. Benchmark names, units, notes, error messages
 * and everything else in a run file, a baseline, a config or the pull request's report artifact are
 * written by whoever controls the measured code: in the privileged `mode: comment` job, a command in
 * them would run with the base repository's rights.
 *
 * So every line the Action writes goes through neutralLine (step-io.ts's StepIO applies it to every
 * message), and multi-line text (the report table) goes between `::stop-commands::TOKEN` and
 * `::TOKEN::` with a token the text does not contain (stoppedBlock).
 */

import { INVISIBLE_SOURCE } from '../core/printable.js';

/** What printable() escapes: control characters, line and paragraph separators, bidi and invisible characters. */
const INVISIBLE = new RegExp(INVISIBLE_SOURCE, 'g');

/** A tab stays a tab; anything else of INVISIBLE (a tag character is two UTF-16 units) as escapes. */
function visible(char: string): string {
  if (char === '\t') return char;
  if (char === '\n') return '\\n';
  if (char === '\r') return '\\r';
  let out = '';
  for (let i = 0; i < char.length; i++) {
    const code = char.charCodeAt(i);
    out += code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  }
  return out;
}

/**
 * One line that the runner shows as it is: no line break (shown as `\n`, `\r`), no other control or
 * bidirectional character (shown as `\xNN`, `\uNNNN`), no `##[` (the old command form; shown as `##\[`),
 * and no `::` at the start (its first colon shown as `\x3a`).
 */
export function neutralLine(text: string): string {
  const line = text.replace(INVISIBLE, visible).replace(/##\[/g, '##\\[');
  return line.replace(/^(\s*):/, '$1\\x3a');
}

/**
 * A token for `::stop-commands::TOKEN` or an output's delimiter: 128 random bits in hex, drawn again
 * while one of `texts` contains it. It needs no secrecy: it is drawn after the text it fences is known,
 * and a text cannot end a block with a token it does not hold. (Math.random rather than node:crypto,
 * whose loading costs more than the rest of a check's start-up.)
 */
export function uniqueToken(texts: readonly string[]): string {
  for (;;) {
    let token = '';
    for (let i = 0; i < 4; i++) token += Math.floor(Math.random() * 0x1_0000_0000).toString(16).padStart(8, '0');
    if (!texts.some((text) => text.includes(token))) return token;
  }
}

/**
 * Lines of text the runner prints without acting on any of them: `::stop-commands::TOKEN` before,
 * `::TOKEN::` after, with a token none of the lines contains. The lines keep their layout; their
 * control and bidirectional characters are still made visible.
 */
export function stoppedBlock(text: string, token?: string): string[] {
  const lines = text
    .trimEnd()
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(INVISIBLE, visible));
  const stop = token ?? uniqueToken(lines);
  return [`::stop-commands::${stop}`, ...lines, `::${stop}::`];
}
