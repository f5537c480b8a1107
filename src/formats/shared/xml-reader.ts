/**
 * A small XML reader for machine-written reports (Catch2's XML reporter): elements, attributes and
 * their line numbers. Text content is skipped, comments, processing instructions, CDATA and DOCTYPE
 * are passed over. Not a general XML parser: no namespaces, no DTD entities; enough to read what
 * test reporters write, and strict about what is broken (an unclosed tag is an error, not a guess).
 */
import type { InputError } from '../../core/errors.js';

export interface XmlElementEvent {
  kind: 'open';
  name: string;
  attributes: Map<string, string>;
  line: number;
  /** `<x/>`: the element is closed too, no matching close event follows. */
  selfClosing: boolean;
}

interface XmlCloseEvent {
  kind: 'close';
  name: string;
  line: number;
}

type XmlEvent = XmlElementEvent | XmlCloseEvent;

/** Builds the error thrown for malformed XML: the caller knows the file. */
type XmlErrorFactory = (line: number, what: string) => InputError;

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes &amp; &lt; &gt; &quot; &apos; and numeric references; an unknown entity is an error. */
export function decodeEntities(text: string, line: number, fail: XmlErrorFactory): string {
  return text.replace(/&([^;&\s]*);?/g, (whole, body: string) => {
    if (!whole.endsWith(';')) throw fail(line, `"&" not followed by an entity (write &amp;)`);
    if (Object.hasOwn(NAMED_ENTITIES, body)) return NAMED_ENTITIES[body]!;
    const numeric = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(body);
    const code = numeric ? (numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2])) : Number.NaN;
    if (!Number.isInteger(code) || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
      throw fail(line, `unknown entity "&${body};"`);
    }
    return String.fromCodePoint(code);
  });
}

function lineAt(text: string, offset: number, from: { offset: number; line: number }): number {
  let line = from.line;
  for (let i = from.offset; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  from.offset = offset;
  from.line = line;
  return line;
}

const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const ATTRIBUTE = /\s+([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;

function parseTag(text: string, start: number, line: number, fail: XmlErrorFactory): { event: XmlEvent; end: number } {
  const closing = text[start + 1] === '/';
  NAME.lastIndex = start + (closing ? 2 : 1);
  const name = NAME.exec(text)?.[0];
  if (!name) throw fail(line, 'a "<" that starts no element name (write &lt; in text)');
  let at = NAME.lastIndex;
  if (closing) {
    const end = /^\s*>/.exec(text.slice(at, at + 200));
    if (!end) throw fail(line, `closing tag </${name}> is not terminated by ">"`);
    return { event: { kind: 'close', name, line }, end: at + end[0].length };
  }
  const attributes = new Map<string, string>();
  for (;;) {
    ATTRIBUTE.lastIndex = at;
    const m = ATTRIBUTE.exec(text);
    if (!m) break;
    if (attributes.has(m[1]!)) throw fail(line, `attribute "${m[1]}" appears twice in <${name}>`);
    attributes.set(m[1]!, decodeEntities(m[2] ?? m[3]!, line, fail));
    at = ATTRIBUTE.lastIndex;
  }
  const end = /^\s*(\/?)>/.exec(text.slice(at, at + 200));
  if (!end) throw fail(line, `tag <${name}> is not terminated by ">" or has a malformed attribute`);
  return { event: { kind: 'open', name, attributes, line, selfClosing: end[1] === '/' }, end: at + end[0].length };
}

/** Markup that carries no elements: comments, PIs, CDATA, DOCTYPE. Returns the offset after it. */
function skipSpecial(text: string, i: number, line: number, fail: XmlErrorFactory): number | undefined {
  const forms: Array<[string, string, string]> = [['<!--', '-->', 'comment'], ['<?', '?>', 'processing instruction'], ['<![CDATA[', ']]>', 'CDATA section'], ['<!', '>', 'declaration']];
  for (const [open, close, what] of forms) {
    if (!text.startsWith(open, i)) continue;
    const end = text.indexOf(close, i + open.length);
    if (end < 0) throw fail(line, `unterminated ${what}`);
    return end + close.length;
  }
  return undefined;
}

/** All element events of a document, in order; checks that elements nest and close properly. */
export function readXml(text: string, fail: XmlErrorFactory): XmlEvent[] {
  const events: XmlEvent[] = [];
  const open: XmlElementEvent[] = [];
  const cursor = { offset: 0, line: 1 };
  let i = text.indexOf('<');
  while (i >= 0) {
    const line = lineAt(text, i, cursor);
    const skipped = skipSpecial(text, i, line, fail);
    if (skipped !== undefined) {
      i = text.indexOf('<', skipped);
      continue;
    }
    const { event, end } = parseTag(text, i, line, fail);
    if (event.kind === 'open') {
      if (!event.selfClosing) open.push(event);
    } else {
      const top = open.pop();
      if (!top) throw fail(line, `</${event.name}> closes no open element`);
      if (top.name !== event.name) throw fail(line, `</${event.name}> closes <${top.name}> (opened at line ${top.line})`);
    }
    events.push(event);
    i = text.indexOf('<', end);
  }
  const unclosed = open.pop();
  if (unclosed) throw fail(unclosed.line, `<${unclosed.name}> is never closed (is the file cut short?)`);
  return events;
}
