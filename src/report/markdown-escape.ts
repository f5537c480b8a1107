/**
 * Making untrusted text (benchmark names, error messages, reasons) safe in GitHub-flavoured Markdown:
 * it must not break a table, inject HTML, mention a user or link an issue.
 */

/** Text as a literal in a table cell or a list: entities for everything Markdown or HTML could read. */
export function escapeText(text: string): string {
  return text
    .replace(/\r\n|\r|\n/g, ' ')
    .replace(/[&<>"`|\\*_~[\]#@!]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A name as inline code: shown literally and in monospace. Inside a code span GitHub neither mentions,
 * links nor renders HTML; only the table's pipe needs escaping, and the fence must be longer than any
 * run of backticks in the name.
 */
export function codeSpan(text: string): string {
  // An empty span would be a bare run of backticks that pairs with the next span and lets what
  // follows out of code.
  if (text === '') return '*(empty)*';
  const flat = text.replace(/\r\n|\r|\n/g, ' ').replace(/\|/g, '\\|');
  const longestRun = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat.startsWith(' ') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}
