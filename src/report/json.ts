/**
 * The JSON bench-gate writes: the report object itself (schemas/report-v1.schema.json) or a benchmark
 * document (convert, merge, promote), pretty-printed, with what printable() escapes written as JSON
 * escapes (printableJson): the same JSON once parsed, and safe on a terminal (`--format json`, convert
 * to stdout) or in a log that shows the file.
 */
import type { BenchmarkDocument } from '../core/model.js';
import { printableJson } from '../core/printable.js';
import type { Report } from '../core/report.js';

export function renderJson(report: Report | BenchmarkDocument): string {
  return `${printableJson(JSON.stringify(report, null, 2))}\n`;
}

/** How many entries of a list renderJsonChunks writes with one JSON.stringify: a piece of ~0.5 MB for benchmarks. */
const BATCH = 1000;

/** A value JSON.stringify would replace by its toJSON(): written whole, never taken apart. */
const hasToJson = (value: object): boolean => typeof (value as { toJSON?: unknown }).toJSON === 'function';

/**
 * renderJson(report) in pieces, whose concatenation is byte for byte the same: the report of 100,000
 * benchmarks is ~60 MB of JSON, and writing it as one string (and one Buffer of it for the write)
 * doubled the peak memory of the comparison. Each top-level property is written by JSON.stringify
 * of an object holding only it, so it comes out at its depth with its indentation; a list (the
 * benchmarks) is written that way `batch` entries at a time, and the pieces are cut out of each
 * text at the places JSON.stringify's own layout puts them. Any JSON object is written the same
 * way: promote writes the new baseline (~40 MB at 100,000 benchmarks with their samples) with it.
 */
export function* renderJsonChunks(report: Report | BenchmarkDocument, batch = BATCH): Generator<string> {
  if (hasToJson(report)) {
    yield renderJson(report);
    return;
  }
  let first = true;
  yield '{';
  for (const key of Object.keys(report)) {
    const value: unknown = (report as unknown as Record<string, unknown>)[key];
    const separator = first ? '\n' : ',\n';
    if (Array.isArray(value) && value.length > batch && !hasToJson(value)) {
      // {"key": [e1, e2]} at indent 2 reads '{\n  "key": [\n    e1,\n    e2\n  ]\n}'.
      const open = `{\n  ${JSON.stringify(key)}: [`;
      yield `${separator}${printableJson(open.slice(2))}`;
      for (let i = 0; i < value.length; i += batch) {
        const text = JSON.stringify({ [key]: value.slice(i, i + batch) }, null, 2);
        yield `${i === 0 ? '' : ','}${printableJson(text.slice(open.length, -'\n  ]\n}'.length))}`;
      }
      yield '\n  ]';
    } else {
      // {"key": value} reads '{\n  "key": value\n}', or '{}' when JSON leaves the property out.
      const text = JSON.stringify({ [key]: value }, null, 2);
      if (text === '{}') continue;
      yield `${separator}${printableJson(text.slice(2, -2))}`;
    }
    first = false;
  }
  yield first ? '}\n' : '\n}\n';
}
