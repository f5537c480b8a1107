/**
 * `go test -json` output: the test2json event stream, one JSON object per line. The `output` events
 * carry, piece by piece, exactly the text `go test -v -bench` prints; they are put back together per
 * package (packages run in parallel may interleave their events) and read by the go-test adapter, so
 * both inputs give the same names, values and failures.
 *
 * Lines that are not JSON (stderr mixed in with 2>&1) are kept as text, as go test would print them.
 * Errors name the line of the JSON file that held the text at fault.
 */
import { InputError, inputError } from '../core/errors.js';
import { goTest } from './go-test.js';
import { lineError } from './shared/input-errors.js';
import { isObject } from './shared/json-reader.js';
import type { FileInput, FormatAdapter, FormatInput } from './types.js';
import { forEachLine } from './shared/lines.js';

const HINT = 'Give the unchanged `go test -json` output';
const ACTIONS = new Set(['start', 'run', 'pause', 'cont', 'pass', 'bench', 'fail', 'output', 'skip', 'build-output', 'build-fail']);

/** The text of one package's output, and for each of its lines the JSON line it started on. */
interface Stream {
  chunks: string[];
  origins: number[];
  open: boolean;
}

function append(stream: Stream, chunk: string, origin: number): void {
  const parts = chunk.split('\n');
  for (let i = 0; i < parts.length; i++) {
    if (i > 0) stream.open = false;
    if (i === parts.length - 1 && parts[i] === '') break;
    if (!stream.open) {
      stream.origins.push(origin);
      stream.open = true;
    }
  }
  stream.chunks.push(chunk);
}

function eventOf(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The go test text of the stream, and the JSON line of each of its lines. */
function reassemble(input: FileInput): { text: string; origins: number[] } {
  const streams = new Map<string, Stream>();
  const streamOf = (pkg: string) => {
    let s = streams.get(pkg);
    if (!s) streams.set(pkg, (s = { chunks: [], origins: [], open: false }));
    return s;
  };
  forEachLine(input.text, (raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    if (text === '') return;
    if (!text.startsWith('{')) {
      append(streamOf(''), `${raw}\n`, line);
      return;
    }
    const event = eventOf(text);
    if (!event || typeof event.Action !== 'string') throw lineError(input, line, 'is not a test2json event (a JSON object with an "Action")', HINT);
    if (event.Action !== 'output' && event.Action !== 'build-output') return;
    if (typeof event.Output !== 'string') throw lineError(input, line, `an "${event.Action}" event without an "Output" string`, HINT);
    const pkg = typeof event.Package === 'string' ? event.Package : typeof event.ImportPath === 'string' ? event.ImportPath : '';
    append(streamOf(pkg), event.Output, line);
  });
  const chunks: string[] = [];
  const origins: number[] = [];
  for (const s of streams.values()) {
    for (const c of s.chunks) chunks.push(c);
    if (s.open) chunks.push('\n');
    for (const o of s.origins) origins.push(o);
  }
  return { text: chunks.join(''), origins };
}

/** `file: line N` of the reassembled text -> the line of the JSON file it came from. */
function relocate(error: unknown, path: string, origins: number[]): unknown {
  if (!(error instanceof InputError)) return error;
  const prefix = `${path}: line `;
  if (!error.message.startsWith(prefix)) return error;
  const m = /^(\d+)(:[\s\S]*)$/.exec(error.message.slice(prefix.length));
  if (!m) return error;
  const origin = origins[Number(m[1]) - 1];
  return origin === undefined ? error : new InputError(`${prefix}${origin}${m[2]}`);
}

function detect(input: FormatInput): boolean {
  if (input.kind !== 'file' || (input.json !== undefined && !isObject(input.json))) return false;
  const first = /^[ \t]*(\{.*)$/m.exec(input.text.slice(0, 4096));
  if (!first) return false;
  const event = eventOf(first[1]!.trim());
  return event !== undefined && typeof event.Action === 'string' && ACTIONS.has(event.Action) && typeof event.Time === 'string';
}

export const goTestJson: FormatAdapter = {
  id: 'go-test-json',
  title: 'Go `go test -json` event stream',
  producedBy: "go test -json -run '^$' -bench . -benchmem -count 5 ./... > bench.jsonl",
  detect,
  parse(input, options) {
    if (input.kind !== 'file') throw inputError(input.path, 'is a directory, not `go test -json` output', 'Give the file');
    const { text, origins } = reassemble(input);
    try {
      const document = goTest.parse({ kind: 'file', path: input.path, text, json: undefined }, options);
      return { ...document, metadata: { ...document.metadata, tool: { name: 'go test -json' } } };
    } catch (error) {
      throw relocate(error, input.path, origins);
    }
  },
};
