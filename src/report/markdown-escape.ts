/**
 * Making untrusted text (benchmark names, units, dates, error messages, reasons) safe in
 * GitHub-flavoured Markdown: it must not break a table, inject HTML, mention a user, link an issue,
 * or hide and reorder text with control or bidirectional characters.
 *
 * The Markdown renderers build their lines only from `Markdown` values, and only three functions
 * make one: `escapeText` and `codeSpan` (for anything computed or read) and the `md` template tag
 * (whose literal parts are bench-gate's own Markdown and whose interpolations must already be
 * `Markdown`). A string from input therefore cannot reach a comment without passing the escaper:
 * the type checker refuses it.
 */
import { maxOf } from '../core/extent.js';
import { INVISIBLE_SOURCE, printable } from '../core/printable.js';

declare const MARKDOWN: unique symbol;
/** Text that is safe to put into a PR comment as it is. */
export type Markdown = string & { readonly [MARKDOWN]: true };

/** Anything one of escapeText's passes would change: an invisible character, a Markdown or HTML character, `:`, `www.`. */
const NEEDS_ESCAPING = new RegExp(`${INVISIBLE_SOURCE}|[&<>"\`|\\\\*_~[\\]#@!:]|www\\.`, 'i');

/**
 * Text as a literal in a table cell or a list: control and bidi characters as visible escapes, then
 * entities for everything Markdown or HTML could read.
 */
export function escapeText(text: string): Markdown {
  // Most cells (numbers, units, plain names) hold none of what the passes below rewrite: one scan.
  if (!NEEDS_ESCAPING.test(text)) return text as Markdown;
  return printable(text)
    .replace(/[&<>"`|\\*_~[\]#@!]/g, (c) => `&#${c.charCodeAt(0)};`)
    // GitHub finds mentions and issue references in the rendered text, where `&#64;` is `@` again: an
    // invisible word joiner after `@` and `#` keeps `@team` and `#12` from reaching anyone.
    .replace(/&#(64|35);/g, '&#$1;&#8288;')
    // GitHub links bare `https://…` and `www.…` by itself (GFM autolink literals): break the trigger.
    .replace(/:(?=\/\/)/g, '&#58;')
    // GitHub turns `:name:` into an emoji in the rendered text (entities decoded), so an error message's
    // `:white_check_mark:` showed ✅ in a failed row's Status cell: a word joiner after the colon that
    // opens one keeps it text. Its underscores are `&#95;` by now, and a colon before `//` is `&#58;`.
    .replace(/:(?=(?:[A-Za-z0-9+-]|&#95;)+(?::|&#58;))/g, ':&#8288;')
    .replace(/(www)\./gi, '$1&#46;') as Markdown;
}

/**
 * Text that begins a line of bench-gate's own block (an alert's `> ` line): escapeText, and the
 * characters it leaves that open a block at the start of a line as entities, which Markdown never
 * reads as structure. A warning beginning with a baseline's path, `1. b.json: …`, became a numbered
 * list inside its alert, and one that was `=` made the alert's `[!WARNING]` a heading.
 */
export function escapeLineStart(text: string): Markdown {
  return escapeText(text).replace(
    /^(\s*)(?:([-+=])|(\d{1,9})([.)]))/,
    (_, space: string, mark: string | undefined, digits: string | undefined, end: string | undefined) =>
      mark !== undefined ? `${space}&#${mark.charCodeAt(0)};` : `${space}${digits}&#${end!.charCodeAt(0)};`,
  ) as Markdown;
}

/**
 * A name as inline code: shown literally and in monospace. Inside a code span GitHub neither mentions,
 * links nor renders HTML; only the table's pipe needs escaping, and the fence must be longer than any
 * run of backticks in the name.
 */
export function codeSpan(text: string): Markdown {
  // An empty span would be a bare run of backticks that pairs with the next span and lets what
  // follows out of code.
  if (text === '') return '*(empty)*' as Markdown;
  // A table cell ends at a pipe that no backslash escapes: `x\|` would become `x\\|`, whose backslash
  // escapes the other, so a zero-width space keeps a name's own backslash off the escaping one.
  const flat = printable(text).replace(/\\(?=\|)/g, '\\\u200b').replace(/\|/g, '\\|');
  const longestRun = maxOf((flat.match(/`+/g) ?? []).map((run) => run.length), 0);
  const fence = '`'.repeat(longestRun + 1);
  // CommonMark strips one space from each end of a span that begins and ends with one, unless it is
  // only spaces: such a span is shown as it is, and padding it would show more spaces than the name has.
  const pad = /^ +$/.test(flat) ? '' : flat.startsWith('`') || flat.endsWith('`') || flat.startsWith(' ') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}` as Markdown;
}

/**
 * bench-gate's own Markdown with escaped pieces in it: md`| ${codeSpan(name)} | ${escapeText(x)} |`.
 * The literal parts are written in the source; every interpolation must be `Markdown` already.
 */
export function md(literals: TemplateStringsArray, ...values: readonly Markdown[]): Markdown {
  let out = literals[0]!;
  for (let i = 0; i < values.length; i++) out += values[i]! + literals[i + 1]!;
  return out as Markdown;
}

/** Lines joined by newlines (or another separator of bench-gate's own). */
export function joinMarkdown(lines: readonly Markdown[], separator: Markdown = '\n' as Markdown): Markdown {
  return lines.join(separator) as Markdown;
}

/** The empty line between blocks. */
export const BLANK = md``;
