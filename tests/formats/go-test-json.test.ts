/** go test -json: the event stream is read as the go test text it carries. */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formats, parseInput } from '../../src/formats/index.js';
import { fileInputFromText, readInput } from '../../src/io/read-input.js';
import { inputErrorOf } from '../helpers/input-error.js';

const event = (pkg: string, output?: string, action = 'output') =>
  JSON.stringify({ Time: '2026-01-01T00:00:00Z', Action: action, Package: pkg, ...(output === undefined ? {} : { Output: output }) });
const convert = (lines: string[]) => parseInput(fileInputFromText('bench.jsonl', `${lines.join('\n')}\n`), 'go-test-json');

describe('go-test-json', () => {
  it('joins output split across events, and reads interleaved packages apart', () => {
    const doc = convert([
      event('m/a', undefined, 'start'),
      event('m/a', 'pkg: m/a\n'),
      event('m/b', 'pkg: m/b\n'),
      event('m/a', 'BenchmarkX-4   \t'),
      event('m/b', 'BenchmarkY-4   \t  100\t  7 ns/op\t  0 B/op\t  0 allocs/op\n'),
      event('m/a', '  1000\t  12.5 ns/op\n'),
      event('m/a', 'ok  \tm/a\t0.1s\n'),
      event('m/b', 'ok  \tm/b\t0.1s\n'),
    ]);
    const byName = new Map(doc.benchmarks.map((b) => [b.name, b]));
    expect(byName.get('m/a.BenchmarkX')).toMatchObject({ value: 12.5, unit: 'ns', iterations: 1000, package: 'm/a' });
    expect(byName.get('m/b.BenchmarkY')).toMatchObject({ value: 7, metrics: { 'B/op': { value: 0, unit: 'B/op', direction: 'lower' }, 'allocs/op': { value: 0, unit: 'allocs/op', direction: 'lower' } } });
    expect(doc.metadata?.tool).toEqual({ name: 'go test -json' });
  });

  it('keeps a failing benchmark with the log line -json prints before its --- FAIL', () => {
    const doc = convert([
      event('m/a', 'pkg: m/a\n'),
      event('m/a', 'BenchmarkBroken\n'),
      event('m/a', '    x_test.go:6: no fixture\n'),
      event('m/a', '--- FAIL: BenchmarkBroken\n'),
      event('m/a', 'FAIL\tm/a\t0.1s\n'),
    ]);
    expect(doc.benchmarks).toEqual([{ name: 'BenchmarkBroken', package: 'm/a', success: false, error: 'x_test.go:6: no fixture' }]);
  });

  it('under -cpu 1,2,4 gives each failed run its own log line, which -json prints before its --- FAIL', () => {
    // Real output (fixtures/generate/go-test-json.sh): BenchmarkFlaky12 fails at GOMAXPROCS 1 and 2, and
    // the log line of the run at 2 comes right after the --- FAIL of the run at 1.
    const doc = parseInput(readInput(resolve(import.meta.dirname, '../../fixtures/formats/go-test-json/cpu-1-2-4-failing.jsonl')), 'go-test-json');
    expect(doc.benchmarks.filter((b) => !b.success).map((b) => [b.name, b.error])).toEqual([
      ['BenchmarkFlaky1-1', 'procs_test.go:13: fails at GOMAXPROCS 1'],
      ['BenchmarkFlaky2-2', 'procs_test.go:21: fails at GOMAXPROCS 2'],
      ['BenchmarkFlaky12-1', 'procs_test.go:29: fails at GOMAXPROCS 1'],
      ['BenchmarkFlaky12-2', 'procs_test.go:29: fails at GOMAXPROCS 2'],
    ]);
  });

  it('names the JSON line of a broken event, and of broken text inside an event', () => {
    expect(inputErrorOf(() => convert([event('m/a', 'pkg: m/a\n'), '{"Time": 1, "Output": "x"}']))).toBe(
      'bench.jsonl: line 2: is not a test2json event (a JSON object with an "Action"). Give the unchanged `go test -json` output',
    );
    expect(inputErrorOf(() => convert([event('m/a', 'pkg: m/a\n'), event('m/a', '\n'), event('m/a', 'BenchmarkX-4  \t 10\t 5 ns/op\t 3\n')]))).toMatch(
      /^bench\.jsonl: line 3: benchmark result has no "<value> <unit>" pairs/,
    );
    expect(inputErrorOf(() => convert([event('m/a', 'PASS\n')]))).toMatch(/^bench\.jsonl: no benchmarks found/);
  });

  it('is the only format to claim an event stream, and claims no other JSON', () => {
    const claims = (text: string) => formats().filter((f) => f.detect(fileInputFromText('x.json', text))).map((f) => f.id);
    expect(claims(`${event('m/a', undefined, 'start')}\n${event('m/a', 'BenchmarkX-4 \t 10\t 5 ns/op\n')}\n`)).toEqual(['go-test-json']);
    expect(claims('{"Action": "output", "Output": "x"}\n')).toEqual([]);
    expect(claims('[{"name": "x", "unit": "ns", "value": 1}]')).not.toContain('go-test-json');
  });
});
