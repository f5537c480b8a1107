/**
 * go test -v: a package's first failure can come from a benchmark that passed at an earlier GOMAXPROCS.
 * -v prints the benchmark's name alone on its line, then its runs' log lines as they are logged (before
 * each run's result or `--- FAIL:` line), so the log lines of a failed run are those before its marker.
 */
import { describe, expect, it } from 'vitest';
import { parseInput } from '../../src/formats/index.js';
import { fileInputFromText } from '../../src/io/read-input.js';

const HEADER = 'goos: linux\ngoarch: amd64\npkg: example.com/m/a\ncpu: Test CPU @ 2.00GHz\n';
const END = 'FAIL\nexit status 1\nFAIL\texample.com/m/a\t0.1s\n';

function failures(text: string): Array<[string, string | null | undefined]> {
  return parseInput(fileInputFromText('bench.txt', text), 'go-test').benchmarks.filter((b) => !b.success).map((b) => [b.name, b.error]);
}

describe('go-test -v: a run that fails after one at another GOMAXPROCS passed', () => {
  it('keeps the failed run\'s log lines, printed before its --- FAIL:, when it is the package\'s first failure', () => {
    // -cpu 1,2: the run at GOMAXPROCS 1 passes (logging as it goes), the timed run at 2 fails at a large b.N.
    const text = `${HEADER}BenchmarkF\n    x_test.go:9: warming up\nBenchmarkF     \t    1000\t         0.45 ns/op\n    x_test.go:9: warming up\n    x_test.go:13: the cache is empty at b.N=1000\n--- FAIL: BenchmarkF-2\n${END}`;
    expect(failures(text)).toEqual([['BenchmarkF-2', 'x_test.go:9: warming up; x_test.go:13: the cache is empty at b.N=1000']]);
  });

  it('reads the same with -benchmem figures, a later GOMAXPROCS passing after the failure', () => {
    const text = `${HEADER}BenchmarkF\nBenchmarkF     \t    1000\t         0.45 ns/op\t  16 B/op\n    x_test.go:13: failed at GOMAXPROCS 2\n--- FAIL: BenchmarkF-2\nBenchmarkF-4   \t    1000\t         0.41 ns/op\t  16 B/op\n${END}`;
    expect(failures(text)).toEqual([['BenchmarkF-2', 'x_test.go:13: failed at GOMAXPROCS 2']]);
  });

  it('reads the same from go test -json, whose events carry the -v text', () => {
    const event = (output: string) => JSON.stringify({ Time: '2026-01-01T00:00:00Z', Action: 'output', Package: 'example.com/m/a', Output: output });
    const lines = ['pkg: example.com/m/a\n', 'BenchmarkF\n', 'BenchmarkF     \t', '    1000\t         0.45 ns/op\n', '    x_test.go:13: failed at GOMAXPROCS 2\n', '--- FAIL: BenchmarkF-2\n', 'FAIL\n', 'FAIL\texample.com/m/a\t0.1s\n'];
    const doc = parseInput(fileInputFromText('bench.jsonl', `${lines.map(event).join('\n')}\n`), 'go-test-json');
    expect(doc.benchmarks.filter((b) => !b.success).map((b) => [b.name, b.error])).toEqual([['BenchmarkF-2', 'x_test.go:13: failed at GOMAXPROCS 2']]);
  });

  it('leaves plain output as it was: a log line after --- FAIL: is that failure\'s', () => {
    const text = `${HEADER}BenchmarkF     \t    1000\t         0.45 ns/op\nBenchmarkF-2   \t--- FAIL: BenchmarkF-2\n    x_test.go:13: failed at GOMAXPROCS 2\n${END}`;
    expect(failures(text)).toEqual([['BenchmarkF-2', 'x_test.go:13: failed at GOMAXPROCS 2']]);
  });
});
