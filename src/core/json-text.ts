/**
 * JSON.parse with a one-line InputError naming the file, line and column. Pure, so that both the
 * input reader and the format adapters use the one implementation.
 */
import { inputError } from './errors.js';

/**
 * Where JSON.parse failed, as an offset. V8 gives "at position N" for most errors, but for an
 * unexpected token only quotes the text around it (10 characters either side, after "...").
 */
function jsonErrorOffset(message: string, text: string): number | undefined {
  const position = /at position (\d+)/.exec(message);
  if (position) return Number(position[1]);
  if (message.startsWith('Unexpected end of JSON input')) return text.length;
  const quoted = /^Unexpected token '(.+?)', (\.\.\.)?"(.*?)"(?:\.\.\.)? is not valid JSON$/s.exec(message);
  if (!quoted) return undefined;
  const [, token, cut, context] = quoted;
  const at = text.indexOf(context!);
  if (at < 0) return undefined;
  return cut ? at + 10 : at + context!.indexOf(token!);
}

/** "line 3, column 7" for an offset into text. */
function lineAndColumn(text: string, at: number): string {
  const before = text.slice(0, at);
  return `line ${before.split('\n').length}, column ${at - before.lastIndexOf('\n')}`;
}

export function parseJsonText(text: string, path: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = jsonErrorOffset(message, text);
    const place = at === undefined ? path : `${path}: ${lineAndColumn(text, at)}`;
    // V8's messages can quote several lines of the input: keep the reason, on one line.
    const reason = message
      .replace(/ in JSON at position \d+.*$/s, '')
      .replace(/, (?:\.\.\.)?".*"(?:\.\.\.)? is not valid JSON$/s, '')
      .replace(/\s+/g, ' ');
    throw inputError(place, `invalid JSON (${reason})`, 'Fix the file or regenerate it');
  }
}
