/**
 * JMH's console output given where its JSON belongs. Auto-detection said "Name it with --from", and
 * `--from jmh` then failed too (only the JSON JMH writes with -rf json is read): a dead end. The
 * error now says how to get the JSON.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fileInputFromText } from '../../src/io/read-input.js';
import { detectFormat, isJmhTextLog } from '../../src/formats/index.js';
import { cli, tempDir } from '../helpers/cli.js';
import { formatFixtures, ROOT } from '../helpers/fixtures.js';

const LOG = join(ROOT, 'fixtures/jmh-text/run.txt');
const TABLE = ['Benchmark        (size)  Mode  Cnt    Score   Error  Units', 'JsonBench.parse      16  avgt       401.519          ns/op'];

describe('isJmhTextLog', () => {
  it("recognises JMH's log, a failed run's log and its summary table alone", () => {
    expect(isJmhTextLog(readFileSync(LOG, 'utf8'))).toBe(true);
    expect(isJmhTextLog(readFileSync(join(ROOT, 'fixtures/jmh-text/failure-stdout.txt'), 'utf8'))).toBe(true);
    expect(isJmhTextLog(`${TABLE.join('\n')}\n`)).toBe(true);
    expect(isJmhTextLog(`some log\r\n${TABLE.join('\r\n')}\r\n`)).toBe(true);
  });

  it('finds the table header after any text, and never takes other lines for it', () => {
    const text = fc.string({ maxLength: 200 }).map((s) => s.replaceAll('JMH version', '').replace(/Units/g, 'unit'));
    fc.assert(fc.property(text, text, (before, after) => {
      expect(isJmhTextLog(`${before}\n${TABLE[0]}\n${after}`)).toBe(true);
      expect(isJmhTextLog(`${before}\nBenchmark ${after}`)).toBe(false);
    }));
  });

  it('is false for every format fixture', () => {
    const files = formatFixtures().filter((fixture) => statSync(fixture.path).isFile());
    expect(files.length).toBeGreaterThan(50);
    for (const fixture of files) expect(isJmhTextLog(readFileSync(fixture.path, 'utf8')), fixture.path).toBe(false);
  });

  it("is linear on many lines that begin 'Benchmark '", () => {
    // A million short candidate lines: each is looked at once.
    expect(isJmhTextLog('\nBenchmark x'.repeat(1_000_000))).toBe(false);
  });
});

describe("JMH's console output, auto-detected", () => {
  it('says to run JMH with -rf json and give that file', () => {
    expect(() => detectFormat(fileInputFromText('jmh.log', readFileSync(LOG, 'utf8')))).toThrow(
      "jmh.log: is JMH's console output, which bench-gate does not read. Run JMH with -rf json -rff FILE (java -jar benchmarks.jar -rf json -rff jmh-result.json) and give that file",
    );
  });

  it('is a one-line error with exit code 2 from the CLI', () => {
    const r = cli([LOG, LOG], tempDir());
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`bench-diff: error: ${LOG}: is JMH's console output, which bench-gate does not read. Run JMH with -rf json -rff FILE (java -jar benchmarks.jar -rf json -rff jmh-result.json) and give that file\n`);
  });
});
