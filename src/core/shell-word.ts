/**
 * Shell words for the commands bench-gate suggests (create a baseline, fix a path): pasted into a
 * terminal, they must name the file they were written for and run nothing else, whatever a pull
 * request or a run file put in the path.
 */
import { printable } from './printable.js';

const hex = (code: number, digits: number): string => code.toString(16).padStart(digits, '0');

/**
 * A shell word: as it is when plainly safe, else single-quoted; ANSI-C quoted when it holds what no one
 * can see. A leading = is quoted: zsh expands `=name` to the path of the command `name`.
 */
export function shellQuote(word: string): string {
  if (/^[A-Za-z0-9_./:@%+-][A-Za-z0-9_./=:@%+-]*$/.test(word)) return word;
  if (printable(word) === word) return `'${word.replaceAll("'", `'\\''`)}'`;
  // A file name with a control, bidi or invisible character (from a run file's path, or a fork's
  // report file) would show raw: `$'…'` (bash, zsh) shows each as an escape and still names the
  // same file when the command is pasted.
  const body = Array.from(word, (c) => {
    if (c === "'" || c === '\\') return `\\${c}`;
    return printable(c) === c ? c : utf8Escapes(c);
  }).join('');
  return `$'${body}'`;
}

/**
 * A character as `\xHH` escapes of its UTF-8 bytes: the bytes of the file's name in any locale.
 * `\x80` alone is the byte 0x80, not U+0080 (the file `\u0080` is named C2 80), and `\u202e`
 * is turned into the locale's charset, which need not be UTF-8.
 */
function utf8Escapes(c: string): string {
  return Array.from(new TextEncoder().encode(c), (byte) => `\\x${hex(byte, 2)}`).join('');
}

/**
 * A path as a shell word that no command takes for an option: quoting does not stop a word from
 * starting with -, so a relative path such as `-o` or `--baseline=x.json` is written `./-o`, the same
 * file. (Not `--`: the command runs through npx, and git add and promote would each need their own.)
 */
export function pathWord(path: string): string {
  return shellQuote(path.startsWith('-') ? `./${path}` : path);
}
