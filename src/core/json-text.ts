/**
 * JSON.parse with a one-line InputError naming the file, line and column, and a bound on nesting.
 * Pure, so that both the input reader and the format adapters use the one implementation.
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

/**
 * How deep objects and arrays may nest. Unknown fields are kept and written out again (convert,
 * promote, --format json, the Action's report files), and JSON.stringify recurses: 100,000 levels
 * overflow its stack. No benchmark tool's output comes near 64.
 */
export const MAX_JSON_DEPTH = 64;

interface Frame {
  value: unknown;
  depth: number;
  parent: Frame | undefined;
  key: string | number;
}

/** `benchmarks[0].extra.a.b…`: where a frame is, shortened in the middle when it is long. */
function placeOf(frame: Frame): string {
  const keys: Array<string | number> = [];
  for (let f: Frame | undefined = frame; f?.parent; f = f.parent) keys.push(f.key);
  keys.reverse();
  const parts = keys.map((k, i) => (typeof k === 'number' ? `[${k}]` : /^[A-Za-z_$][\w$]*$/.test(k) ? `${i === 0 ? '' : '.'}${k}` : `[${JSON.stringify(k)}]`));
  return parts.length > 8 ? `${parts.slice(0, 4).join('')}…${parts.slice(-2).join('')}` : parts.join('');
}

/** Throws when objects or arrays nest deeper than MAX_JSON_DEPTH; iterative, so any depth is safe to check. */
function checkJsonDepth(value: unknown, path: string): void {
  const stack: Frame[] = [{ value, depth: 0, parent: undefined, key: '' }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const v = frame.value;
    if (v === null || typeof v !== 'object') continue;
    const depth = frame.depth + 1;
    if (depth > MAX_JSON_DEPTH) {
      throw inputError(`${path}: ${placeOf(frame)}`, `nests objects and arrays more than ${MAX_JSON_DEPTH} levels deep`, 'Flatten that field or leave it out; bench-gate keeps unknown fields as they are and cannot keep this one');
    }
    if (Array.isArray(v)) v.forEach((item, i) => typeof item === 'object' && item !== null && stack.push({ value: item, depth, parent: frame, key: i }));
    else for (const [k, item] of Object.entries(v)) if (typeof item === 'object' && item !== null) stack.push({ value: item, depth, parent: frame, key: k });
  }
}

export function parseJsonText(text: string, path: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
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
  // A bounded walk (no frames, no entries arrays) finds whether anything is too deep; only then does
  // the frame-keeping walk run, to name the place.
  if (deeperThan(value, MAX_JSON_DEPTH)) checkJsonDepth(value, path);
  return value;
}

/** Whether objects and arrays nest deeper than `limit` in a parsed JSON value. Recurses at most `limit` + 1 levels. */
export function deeperThan(value: unknown, limit: number): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (limit === 0) return true;
  // Only objects and arrays are visited: a benchmark file is mostly numbers and strings, and a call
  // per leaf was most of this walk's cost.
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item !== null && typeof item === 'object' && deeperThan(item, limit - 1)) return true;
    }
    return false;
  }
  for (const key in value) {
    const item = (value as Record<string, unknown>)[key];
    if (item !== null && typeof item === 'object' && deeperThan(item, limit - 1)) return true;
  }
  return false;
}

/** The 1-based line of an offset in a text. */
function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** Where the two occurrences of a duplicate key are: "lines 3 and 4", or "both on line 1". */
export function duplicateLines(text: string, duplicate: { first: number; second: number }): string {
  const [first, second] = [lineOf(text, duplicate.first), lineOf(text, duplicate.second)];
  return first === second ? `both on line ${first}` : `lines ${first} and ${second}`;
}

interface Container {
  /** An object's keys, each with the offset of its first occurrence; undefined for an array. */
  keys?: Map<string, number>;
  /** In an object: the next string is a key. */
  expectKey: boolean;
  /** The key (object) or index (array) of the value being read, for the path of a nested container. */
  at: string;
  index: number;
}

/**
 * The first key given twice in one object of `text`, which JSON.parse has accepted (JSON.parse keeps
 * the last silently): its place as a JSON pointer to the object, and the offsets of both occurrences.
 */
export function duplicateKey(text: string): { path: string; key: string; first: number; second: number } | undefined {
  const stack: Container[] = [];
  const path: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const top = stack.at(-1);
    if (c === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (top?.keys && top.expectKey) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        const first = top.keys.get(key);
        if (first !== undefined) return { path: path.map((p) => `/${p.replaceAll('~', '~0').replaceAll('/', '~1')}`).join(''), key, first, second: i };
        top.keys.set(key, i);
        top.at = key;
        top.expectKey = false;
      }
      i = end;
    } else if (c === '{' || c === '[') {
      if (top) path.push(top.keys ? top.at : String(top.index));
      stack.push(c === '{' ? { keys: new Map(), expectKey: true, at: '', index: 0 } : { expectKey: false, at: '', index: 0 });
    } else if (c === '}' || c === ']') {
      stack.pop();
      if (stack.length > 0) path.pop();
    } else if (c === ',' && top) {
      if (top.keys) top.expectKey = true;
      else top.index += 1;
    }
  }
  return undefined;
}
