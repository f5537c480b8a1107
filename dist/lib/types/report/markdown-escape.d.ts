declare const MARKDOWN: unique symbol;
/** Text that is safe to put into a PR comment as it is. */
export type Markdown = string & {
    readonly [MARKDOWN]: true;
};
/**
 * Text as a literal in a table cell or a list: control and bidi characters as visible escapes, then
 * entities for everything Markdown or HTML could read.
 */
export declare function escapeText(text: string): Markdown;
/**
 * Text that begins a line of bench-gate's own block (an alert's `> ` line): escapeText, and the
 * characters it leaves that open a block at the start of a line as entities, which Markdown never
 * reads as structure. A warning beginning with a baseline's path, `1. b.json: …`, became a numbered
 * list inside its alert, and one that was `=` made the alert's `[!WARNING]` a heading.
 */
export declare function escapeLineStart(text: string): Markdown;
/**
 * A name as inline code: shown literally and in monospace. Inside a code span GitHub neither mentions,
 * links nor renders HTML; only the table's pipe needs escaping, and the fence must be longer than any
 * run of backticks in the name.
 */
export declare function codeSpan(text: string): Markdown;
/**
 * bench-gate's own Markdown with escaped pieces in it: md`| ${codeSpan(name)} | ${escapeText(x)} |`.
 * The literal parts are written in the source; every interpolation must be `Markdown` already.
 */
export declare function md(literals: TemplateStringsArray, ...values: readonly Markdown[]): Markdown;
/** Lines joined by newlines (or another separator of bench-gate's own). */
export declare function joinMarkdown(lines: readonly Markdown[], separator?: Markdown): Markdown;
/** The empty line between blocks. */
export declare const BLANK: Markdown;
export {};
