/**
 * What a JMH user meets with `run`, with JMH's real output (fixtures/jmh-text) standing in for the
 * JVM: a failing benchmark's exception, a run without --results, a text log given as results.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/fixtures.js';
import { cli, tempDir } from '../helpers/cli.js';

const FIXTURES = join(ROOT, 'fixtures/jmh-text');
const quoted = (path: string): string => `'${path.replaceAll("'", `'\\''`)}'`;
/** A command that writes real JMH JSON (and schema v1) where the tool says it saved them. */
const JMH_JSON = quoted(join(ROOT, 'fixtures/formats/jmh/all-modes.json'));
const SCHEMA_V1 = quoted(join(ROOT, 'examples/microbench/run-1.json'));

describe('bench-diff run, a JMH benchmark that throws (-foe true)', () => {
  it('shows the exception above the stack frames that end its stderr', () => {
    const command = `cat ${quoted(join(FIXTURES, 'failure-stdout.txt'))}; cat ${quoted(join(FIXTURES, 'failure-stderr.txt'))} >&2; exit 1`;
    const r = cli(['run', '--runs', '1', '--out-dir', 'foe', '--results', 'jmh.json', '--', command], tempDir());
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('exited with code 1. Nothing was written');
    expect(r.stderr).toContain('its stderr (the line above its stack trace, then the last 13 lines):\n  |     Suppressed: java.lang.IllegalStateException: boom\n  | …\n');
    expect(r.stderr).toContain('  |         at java.base/java.lang.Thread.run(Thread.java:840)\n');
  });

  it('counts the lines as before when no trace is cut', () => {
    const r = cli(['run', '--runs', '1', '--out-dir', 'runs', '--', 'echo one >&2; echo two >&2; exit 1'], tempDir());
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('its stderr (last 2 lines):\n  | one\n  | two\n');
  });
});

describe('bench-diff run without --results, a tool that says where it saved its results', () => {
  const run = (command: string) => cli(['run', '--runs', '1', '--out-dir', 'runs', '--', command], tempDir());

  it("names JMH's results file from its 'Benchmark result is saved to' line", () => {
    const r = run(`cp ${JMH_JSON} jmh-result.json; cat ${quoted(join(FIXTURES, 'run.txt'))}`);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("printed JMH's console output, and says it saved its results to jmh-result.json: read them with --results jmh-result.json");
    expect(r.stderr).not.toContain('name the format with --from');
  });

  it('says to run JMH with -rf json when it saved no JSON', () => {
    const log = quoted(join(FIXTURES, 'run.txt'));
    for (const command of [`grep -v 'saved to' ${log}`, `sed 's/jmh-result.json/jmh-result.csv/' ${log}`]) {
      const r = run(command);
      expect(r.status).toBe(2);
      expect(r.stderr).toContain("printed JMH's console output, which bench-gate does not read. Run JMH with -rf json -rff FILE (java -jar benchmarks.jar -rf json -rff jmh-result.json) and give that file with --results FILE");
      expect(r.stderr).not.toContain('name the format with --from');
    }
  });

  it("names the file another tool says it wrote, quoted for a shell, its name escaped", () => {
    const r = run(`mkdir -p 'out dir'; cp ${SCHEMA_V1} 'out dir/r.json'; echo 'Running 2 benchmarks'; echo "Report written to 'out dir/r.json'."`);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("says it saved its results to out dir/r.json: read them with --results 'out dir/r.json'");
    const hostile = run(String.raw`cp ${SCHEMA_V1} "$(printf '\033[2Jx.json')"; printf 'results saved to \033[2Jx.json\n'`);
    expect(hostile.status).toBe(2);
    expect(hostile.stderr).toContain(String.raw`saved its results to \u001b[2Jx.json: read them with --results $'\x1b[2Jx.json'`);
    expect(hostile.stderr).not.toContain('\u001b');
  });

  it('names only a file that is there and reads as results: the first word of the rest of the line, else none', () => {
    const words = run(`cp ${SCHEMA_V1} x.json; echo 'Results saved to x.json (3 benchmarks)'`);
    expect(words.stderr).toContain('says it saved its results to x.json: read them with --results x.json');
    // A log file, and a file the tool names but never wrote: the general hint, not a wrong file.
    for (const command of ["echo 'debug' > app.log; echo 'debug log written to app.log'", "echo 'Results saved to gone.json'"]) {
      const r = run(command);
      expect(r.status).toBe(2);
      expect(r.stderr).not.toContain('says it saved its results');
      expect(r.stderr).toContain('give it with --results FILE (vitest bench --outputJson FILE');
    }
  });

  it('keeps the general hint when stdout says nothing of a file', () => {
    const r = run("echo 'Running 2 benchmarks'");
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('give it with --results FILE (vitest bench --outputJson FILE');
  });
});
