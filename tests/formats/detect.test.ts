/** Detection picks the one format that recognises an input; none or several is a clear error. */
import { expect, it } from 'vitest';
import { detectFormat } from '../../src/formats/index.js';
import type { FormatAdapter } from '../../src/formats/types.js';
import { fileInputFromText } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';

const adapter = (id: string, claims: boolean): FormatAdapter => ({
  id,
  title: id,
  producedBy: id,
  detect: () => claims,
  parse: () => ({ schema_version: 1, benchmarks: [] }),
});
const input = fileInputFromText('out.txt', 'some output\n');

it('picks the only format that claims the input', () => {
  expect(detectFormat(input, () => [adapter('a', false), adapter('b', true)]).id).toBe('b');
});

it('names the candidates and asks for --from when several claim it', () => {
  expect(inputErrorOf(() => detectFormat(input, () => [adapter('a', true), adapter('b', true), adapter('c', false)]))).toBe(
    'out.txt: could be any of a, b. Name the format with --from (the Action\'s input `from`)',
  );
});

it('lists the formats when none claims it', () => {
  expect(inputErrorOf(() => detectFormat(input, () => [adapter('a', false), adapter('b', false)]))).toBe(
    'out.txt: is in no format bench-gate recognises. Name it with --from (the Action\'s input `from`); formats: a, b',
  );
});

it('says JSON Lines that no format reads are JSON Lines, not invalid JSON to fix', () => {
  const none = () => [adapter('a', false)];
  // cargo bench -- -Z unstable-options --format json (nightly libtest), one event per line.
  const libtest = '{ "type": "suite", "event": "started", "test_count": 1 }\n{ "type": "bench", "name": "fib", "median": 35, "deviation": 2 }\n{ "type": "suite", "event": "ok" }\n';
  expect(inputErrorOf(() => detectFormat(fileInputFromText('bench.jsonl', libtest), none))).toBe(
    "bench.jsonl: is JSON Lines (one JSON value per line) that no format reads. Give the tool's text output or JSON report instead (of JSON Lines, bench-gate reads go test -json's), or name its format with --from (the Action's input `from`); formats: a",
  );
  // JSON broken on its second line is still broken JSON, with its place.
  expect(inputErrorOf(() => detectFormat(fileInputFromText('run.json', '{"a": 1,\n  "b": }\n'), none))).toMatch(/^run\.json: line 2, column \d+: invalid JSON/);
  // One object and then text: broken, not JSON Lines.
  expect(inputErrorOf(() => detectFormat(fileInputFromText('run.json', '{"a": 1}\ntrailing words\n'), none))).toMatch(/^run\.json: line 2, column 1: invalid JSON/);
});

it('says an empty file is empty, not in an unknown format', () => {
  const none = () => [adapter('a', false)];
  expect(inputErrorOf(() => detectFormat(fileInputFromText('run.json', ''), none))).toBe(
    'run.json: is empty. Check that the benchmark step ran and wrote its results to this file',
  );
  expect(inputErrorOf(() => detectFormat(fileInputFromText('run.json', ' \n\t\n'), none))).toBe(
    'run.json: holds only whitespace. Check that the benchmark step ran and wrote its results to this file',
  );
});

it('leaves an empty file to a format that claims it', () => {
  expect(detectFormat(fileInputFromText('run.txt', ''), () => [adapter('a', true)]).id).toBe('a');
});
