import { spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, existsSync, mkdirSync, openSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { constants as osConstants } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { validateDocument } from '../../src/core/validate.js';
import { CLI, cli, tempDir } from '../helpers/cli.js';

/**
 * A benchmark that counts its runs in a file: run k prints ops_per_sec 100 + k for "a" and a fixed
 * time for "b". FAIL_ON=k makes run k exit 3 after a line on stderr; GARBAGE_ON=k prints text instead.
 */
const BENCH = `
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
const k = (existsSync('count') ? Number(readFileSync('count', 'utf8')) : 0) + 1;
writeFileSync('count', String(k));
if (process.env.FAIL_ON === String(k)) { console.error('warming up'); console.error('assertion failed: x > 0'); process.exit(3); }
if (process.env.GARBAGE_ON === String(k)) { console.log('Running 2 benchmarks...'); console.error('done'); process.exit(0); }
console.log(JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'a', ops_per_sec: 100 + k }, { name: 'b', time_ms: 2 }] }));
`;

function baseline(dir: string, a: number): void {
  writeFileSync(join(dir, 'baseline.json'), JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'a', ops_per_sec: a }, { name: 'b', time_ms: 2 }] }));
}

describe('bench-diff run', () => {
  let dir: string;
  beforeEach(() => {
    dir = tempDir();
    writeFileSync(join(dir, 'bench.mjs'), BENCH);
  });

  it('runs the command N times and writes run-1.json ... run-N.json with the environment', () => {
    const result = cli(['run', '--runs', '3', '--out-dir', 'runs', '--', 'node', 'bench.mjs'], dir);
    expect(result.status).toBe(0);
    expect(readdirSync(join(dir, 'runs')).sort()).toEqual(['run-1.json', 'run-2.json', 'run-3.json']);
    [1, 2, 3].forEach((k) => {
      const run = validateDocument(JSON.parse(readFileSync(join(dir, 'runs', `run-${k}.json`), 'utf8')), `run-${k}`);
      expect(run.benchmarks[0]).toEqual({ name: 'a', ops_per_sec: 100 + k });
      expect(run.metadata?.environment).toMatchObject({ cpu_count: expect.any(Number), os: expect.any(String), arch: expect.any(String) });
      expect(run.metadata?.environment?.runtime).toBeUndefined();
    });
    // stderr is a pipe here, not a terminal: the command once, no progress lines (tests/cli/progress.test.ts has the terminal).
    expect(result.stderr).toBe('bench-diff: running `node bench.mjs` 3 times\nbench-diff: wrote 3 runs to runs\n');
    expect(result.stdout).toBe('');
  });

  it('reads the file the command writes with --results, after each run', () => {
    const writer = `import { writeFileSync } from 'node:fs'; const k = Number(process.argv[2]); writeFileSync('out/result.json', JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'a', ops_per_sec: 100 }] })); console.log('not json');`;
    writeFileSync(join(dir, 'writer.mjs'), writer);
    mkdirSync(join(dir, 'out'));
    const result = cli(['run', '--runs', '2', '--results', 'out/result.json', '--out-dir', 'runs', '--', 'node', 'writer.mjs'], dir);
    expect(result.stderr).toContain('reading out/result.json after each run');
    expect(result.status).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'runs', 'run-2.json'), 'utf8')).benchmarks[0]).toEqual({ name: 'a', ops_per_sec: 100 });
    // A command that does not write the file fails the run (a stale file from before is removed first).
    const missing = cli(['run', '--runs', '1', '--results', 'out/result.json', '--out-dir', 'runs', '--', 'node', '-e', '0'], dir);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('wrote no out/result.json');
  });

  it("defaults --runs to the config's runs (what calibrate --write-config writes)", () => {
    writeFileSync(join(dir, 'bench-gate.json'), JSON.stringify({ baseline: 'baseline.json', runs: 3 }));
    const result = cli(['run', '--out-dir', 'out', '--', 'node', 'bench.mjs'], dir);
    expect(result.status).toBe(0);
    expect(readdirSync(join(dir, 'out'))).toHaveLength(3);
    expect(result.stderr).not.toContain('the config expects');
  });

  it('defaults to 5 runs and runs a single argument through the shell', () => {
    const result = cli(['run', '--out-dir', 'out', '--', 'node bench.mjs | cat'], dir);
    expect(result.status).toBe(0);
    expect(readdirSync(join(dir, 'out'))).toHaveLength(5);
  });

  it('gates the runs against --baseline in one go (best of N)', () => {
    baseline(dir, 200);
    const failing = cli(['run', '--runs', '2', '--baseline', 'baseline.json', '--', 'node', 'bench.mjs'], dir);
    expect(failing.status).toBe(1);
    expect(failing.stdout).toMatch(/^bench-gate FAIL: 1 regression/);
    expect(failing.stdout).toMatch(/a\s+200 ops\/s\s+102 ops\/s\s+-49\.0% \(1\.96× slower\)\s+(±\S+ \S+\s+)?regressed/);
    expect(readdirSync(dir)).not.toContain('runs');

    const accepted = cli(['run', '--runs', '2', '--baseline', 'baseline.json', '--accept', '--format', 'json', '--', 'node', 'bench.mjs'], dir);
    expect(accepted.status).toBe(0);
    expect(JSON.parse(accepted.stdout)).toMatchObject({ verdict: 'accepted', accepted_by: '--accept', runs: 2 });
  });

  it('writes the runs and gates them', () => {
    baseline(dir, 100);
    const result = cli(['run', '--runs', '2', '--out-dir', 'runs', '--baseline', 'baseline.json', '--format', 'json', '--', 'node', 'bench.mjs'], dir);
    expect(result.status).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.current.sources).toEqual([join('runs', 'run-1.json'), join('runs', 'run-2.json')]);
    expect(report.benchmarks.find((b: { name: string }) => b.name === 'a')).toMatchObject({ current: 102, status: 'unchanged' });
  });

  it('removes run files left over from an earlier run with more runs', () => {
    expect(cli(['run', '--runs', '3', '--out-dir', 'runs', '--', 'node', 'bench.mjs'], dir).status).toBe(0);
    writeFileSync(join(dir, 'runs', 'notes.txt'), 'mine');
    const again = cli(['run', '--runs', '1', '--out-dir', 'runs', '--', 'node', 'bench.mjs'], dir);
    expect(again.status).toBe(0);
    expect(again.stderr).toContain('removed run-2.json, run-3.json of an earlier run');
    expect(readdirSync(join(dir, 'runs')).sort()).toEqual(['notes.txt', 'run-1.json']);
  });

  it('reports a failing run with its exit code and the tail of its stderr, and writes nothing', () => {
    const result = cli(['run', '--runs', '3', '--out-dir', 'runs', '--', 'node', 'bench.mjs'], dir, { FAIL_ON: '2' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('bench-diff: error: run 2/3: `node bench.mjs` exited with code 3. Nothing was written\n  its stderr (last 2 lines):\n  | warming up\n  | assertion failed: x > 0\n');
    expect(existsSync(join(dir, 'runs'))).toBe(false);
    expect(readFileSync(join(dir, 'count'), 'utf8')).toBe('2');
  });

  it('leaves no --out-dir it made behind when nothing is written, and keeps one that was there', () => {
    mkdirSync(join(dir, 'kept'));
    // A failed run, into a directory and parents that did not exist, and into one that did.
    expect(cli(['run', '--runs', '2', '--out-dir', 'new/deep/runs', '--', 'exit 3'], dir).status).toBe(2);
    expect(cli(['run', '--runs', '2', '--out-dir', 'kept/runs', '--', 'exit 3'], dir).status).toBe(2);
    expect(cli(['run', '--runs', '2', '--out-dir', 'kept', '--', 'exit 3'], dir).status).toBe(2);
    // A check that fails after the directory was made (the report's directory is missing).
    baseline(dir, 100);
    expect(cli(['run', '--out-dir', 'new', '--baseline', 'baseline.json', '-o', 'nodir/report.txt', '--', 'node', 'bench.mjs'], dir).status).toBe(2);
    // Interrupted: the command sends bench-diff the Ctrl-C itself, before it exits.
    expect(cli(['run', '--runs', '2', '--out-dir', 'new/runs', '--', 'kill -INT $PPID; echo "BenchmarkX 1 5 ns/op"'], dir).status).toBe(130);
    expect(existsSync(join(dir, 'new'))).toBe(false);
    expect(readdirSync(join(dir, 'kept'))).toEqual([]);
    // What the command itself wrote into the directory stays, and so does the directory.
    const writes = cli(['run', '--runs', '1', '--out-dir', 'own', '--', 'echo raw > own/raw.txt; exit 1'], dir);
    expect(writes.status).toBe(2);
    expect(readdirSync(join(dir, 'own'))).toEqual(['raw.txt']);
  });

  it('reports a run that prints garbage, and leaves earlier run files as they were', () => {
    mkdirSync(join(dir, 'runs'));
    writeFileSync(join(dir, 'runs', 'run-1.json'), 'earlier');
    const result = cli(['run', '--runs', '2', '--out-dir', 'runs', '--', 'node', 'bench.mjs'], dir, { GARBAGE_ON: '2' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('bench-diff: error: run 2/2: `node bench.mjs` printed no benchmark result bench-gate reads on stdout (a table, or a line saying where the report went?). If the tool writes its results to a file, give it with --results FILE (vitest bench --outputJson FILE, or in vitest 5 --reporter=json --outputFile FILE; pytest --benchmark-json=FILE); else name the format of stdout with --from');
    expect(result.stderr).toContain('print logs to stderr');
    expect(result.stderr).toContain('  | done\n');
    expect(readFileSync(join(dir, 'runs', 'run-1.json'), 'utf8')).toBe('earlier');
    expect(readdirSync(join(dir, 'runs'))).toEqual(['run-1.json']);
  });

  it('shows the tail of stdout of a failing run that wrote nothing to stderr (go test prints its failures there)', () => {
    // As go test prints a failed test: on stdout, tabs, exit 1; and a terminal code, shown as text.
    writeFileSync(join(dir, 'gotest.mjs'), 'process.stdout.write("--- FAIL: TestBroken (0.00s)\\n    fail_test.go:5: boom\\n\\u001b[2JFAIL\\nFAIL\\texample.com/gobench\\t0.002s\\n"); process.exitCode = 1;\n');
    const result = cli(['run', '--runs', '2', '--out-dir', 'runs', '--', 'node', 'gotest.mjs'], dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      'exited with code 1. Nothing was written\n  it wrote nothing to stderr; its stdout (last 4 lines):\n  | --- FAIL: TestBroken (0.00s)\n  |     fail_test.go:5: boom\n  | \\u001b[2JFAIL\n  | FAIL    example.com/gobench    0.002s\n',
    );
    expect(existsSync(join(dir, 'runs'))).toBe(false);
  });

  it('shows the tail of stderr of a failing run as text, never as terminal codes', () => {
    // A progress bar (carriage returns, colours) and a clear-screen on stderr, then a failure.
    writeFileSync(join(dir, 'bar.mjs'), 'process.stderr.write("\\u001b[32m 10%\\r 100%\\u001b[0m\\n\\u001b[2Jboom\\tat x\\n"); process.exitCode = 1;\n');
    const result = cli(['run', '--runs', '1', '--out-dir', 'runs', '--', 'node', 'bar.mjs'], dir);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('exited with code 1. Nothing was written\n  its stderr (last 2 lines):\n  | \\u001b[32m 10%\\u000d 100%\\u001b[0m\n  | \\u001b[2Jboom    at x\n');
    expect(result.stderr.includes('\u001b') || result.stderr.includes('\r')).toBe(false);
  });

  it('reports a run that prints nothing, and a command that cannot be started', () => {
    const silent = cli(['run', '--runs', '1', '--out-dir', 'runs', '--', 'node', '-e', ''], dir);
    expect(silent.status).toBe(2);
    expect(silent.stderr).toContain("`node -e ''` printed nothing on stdout");
    expect(silent.stderr).toContain('(it wrote nothing to stderr)');
    const missing = cli(['run', '--runs', '1', '--out-dir', 'runs', '--', 'no-such-benchmark-binary', '--json'], dir);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('`no-such-benchmark-binary --json` could not be started: command not found');
    writeFileSync(join(dir, 'not-executable.sh'), '#!/bin/sh\n');
    const denied = cli(['run', '--runs', '1', '--out-dir', 'runs', '--', './not-executable.sh', '--json'], dir);
    expect(denied.status).toBe(2);
    expect(denied.stderr).toContain('`./not-executable.sh --json` could not be started: permission denied: it is not an executable file (chmod +x it, or run it through its interpreter, e.g. sh FILE). Nothing was written\n');
  });

  it('checks its arguments, the baseline and the output directory before running anything', () => {
    writeFileSync(join(dir, 'afile'), '');
    const cases = [
      [['run', '--', 'node', 'bench.mjs'], 'has nowhere to put the runs'],
      [['run', '--out-dir', 'runs', 'node', 'bench.mjs'], 'needs the benchmark command after --'],
      [['run', '--runs', '0', '--out-dir', 'runs', '--', 'node', 'bench.mjs'], '--runs: "0" is not a whole number from 1 to 10000'],
      [['run', '--baseline', 'nope.json', '--', 'node', 'bench.mjs'], 'nope.json: cannot be read: no such file. Check the path; if there is no baseline yet, make one from runs of the suite: bench-diff promote RUN... --baseline nope.json'],
      [['run', '--out-dir', 'afile/runs', '--', 'node', 'bench.mjs'], 'afile/runs: cannot be created'],
      [['run', '--out-dir', 'runs', 'stray', '--', 'node', 'bench.mjs'], 'unexpected argument "stray" before --'],
      [['run', '--baseline', 'baseline.json', '-o', './baseline.json', '--', 'node', 'bench.mjs'], '--output: names baseline.json, which this command reads'],
      [['run', '--baseline', 'baseline.json', '-o', '', '--', 'node', 'bench.mjs'], '--output: is empty'],
      [['run', '--out-dir', 'runs', '--', ''], 'bench-diff run: error: the command after -- is empty. Give the benchmark command after --'],
      [['run', '--out-dir', 'runs', '--', '', 'bench.mjs'], 'bench-diff run: error: the program after -- is empty'],
      // The results file is removed before each run: never the baseline's or the report's.
      [['run', '--baseline', 'baseline.json', '--results', './baseline.json', '--', 'node', 'bench.mjs'], 'bench-diff: error: --results: ./baseline.json is also the baseline, and the results file is removed before each run'],
      [['run', '--baseline', 'baseline.json', '-o', 'report.txt', '--results', 'report.txt', '--', 'node', 'bench.mjs'], 'bench-diff: error: --results: report.txt is also the report (--output)'],
      // Where the runs and the report go, checked before the runs rather than after them.
      [['run', '--baseline', 'baseline.json', '-o', 'adir', '--', 'node', 'bench.mjs'], 'bench-diff: error: adir: is a directory. Name a file to write, e.g. adir/report.txt'],
      [['run', '--baseline', 'baseline.json', '-o', 'nodir/report.txt', '--', 'node', 'bench.mjs'], 'bench-diff: error: nodir/report.txt: cannot be written: its folder nodir does not exist. Create it first (mkdir -p nodir), or write elsewhere'],
      [['run', '--out-dir', 'blocked', '--', 'node', 'bench.mjs'], 'bench-diff: error: blocked/run-1.json: is a directory. bench-gate writes a file of that name there'],
      // Not writable even by root.
      ...(process.platform === 'linux' ? ([[['run', '--out-dir', '/proc', '--', 'node', 'bench.mjs'], 'bench-diff: error: /proc/run-1.json: cannot be written']] as const) : []),
    ] as const;
    baseline(dir, 100);
    mkdirSync(join(dir, 'adir'));
    mkdirSync(join(dir, 'blocked', 'run-1.json'), { recursive: true });
    for (const [args, message] of cases) {
      const result = cli([...args], dir);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(message);
    }
    expect(existsSync(join(dir, 'count'))).toBe(false);
    expect(existsSync(join(dir, 'baseline.json'))).toBe(true);
  });

  it('does not wait for a process the command left running with its output, and says so', { timeout: 90_000 }, () => {
    // Each run leaves a `sleep 600` holding its stdout and stderr. The watchdog (spawnSync's timeout,
    // far beyond the runs) ends bench-diff with SIGTERM should it wait, and bench-diff then stops the
    // sleeps with their process group; the finally kills any left.
    const command = 'sleep 600 & echo $! >> bg.pids; echo "BenchmarkX 1 5 ns/op"';
    try {
      const result = spawnSync(process.execPath, [CLI, 'run', '--runs', '2', '--out-dir', 'runs', '--', command], { cwd: dir, env: { ...process.env, NO_COLOR: '1' }, encoding: 'utf8', timeout: 60_000 });
      expect(result.stderr).toContain(`bench-diff: warning: run 2/2: \`${command}\` exited, but a process it left running still held its stdout or stderr open; bench-diff read what was there and did not wait for that process\n`);
      expect(result.stderr.match(/warning: run \d\/2/g)).toEqual(['warning: run 1/2', 'warning: run 2/2']);
      expect(result.status).toBe(0);
      for (const k of [1, 2]) expect(JSON.parse(readFileSync(join(dir, 'runs', `run-${k}.json`), 'utf8')).benchmarks[0]).toMatchObject({ name: 'BenchmarkX', value: 5, unit: 'ns' });
    } finally {
      const pids = existsSync(join(dir, 'bg.pids')) ? readFileSync(join(dir, 'bg.pids'), 'utf8').split('\n').filter(Boolean).map(Number) : [];
      for (const pid of pids) if (!gone(pid)) process.kill(pid, 'SIGKILL');
    }
  });

  it('passes --help after -- to the command', () => {
    writeFileSync(join(dir, 'args.mjs'), `console.log(JSON.stringify({ schema_version: 1, benchmarks: [{ name: process.argv.slice(2).join(' '), ops_per_sec: 1 }] }));`);
    const result = cli(['run', '--runs', '1', '--out-dir', 'o', '--', 'node', 'args.mjs', '--help'], dir);
    expect(result.status).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'o', 'run-1.json'), 'utf8')).benchmarks[0].name).toBe('--help');
  });

  it('on Ctrl-C (SIGINT) kills the benchmark and leaves no partial files', async () => {
    mkdirSync(join(dir, 'runs'));
    writeFileSync(join(dir, 'runs', 'run-1.json'), 'earlier');
    writeFileSync(join(dir, 'sleeper.mjs'), `
      import { existsSync, renameSync, writeFileSync } from 'node:fs';
      if (existsSync('done-once')) { writeFileSync('pid.tmp', String(process.pid)); renameSync('pid.tmp', 'pid'); setTimeout(() => {}, 60_000); }
      else { writeFileSync('done-once', ''); console.log(JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'a', ops_per_sec: 1 }] })); }
    `);
    const child = spawn(process.execPath, [CLI, 'run', '--runs', '3', '--out-dir', 'runs', '--', 'node', 'sleeper.mjs'], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const started = Date.now();
    while (!existsSync(join(dir, 'pid'))) {
      if (Date.now() - started > 20_000) throw new Error(`the benchmark never started the second run; stderr: ${stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const benchmarkPid = Number(readFileSync(join(dir, 'pid'), 'utf8'));
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).toContain('interrupted during run 2/3; nothing was written');
    expect(readdirSync(join(dir, 'runs'))).toEqual(['run-1.json']);
    expect(readFileSync(join(dir, 'runs', 'run-1.json'), 'utf8')).toBe('earlier');
    expect(() => process.kill(benchmarkPid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
  });

  // The window between the last run and the write: the command has exited and bench-diff is reading
  // its result. The command leaves a writer behind that opens the --results FIFO, which blocks until
  // bench-diff opens it to read the result after the run; the writer then sends bench-diff SIGINT and
  // only then writes the result and closes. So the signal comes, every time, after the command
  // exited and before anything is written.
  it.skipIf(process.platform === 'win32')('on a Ctrl-C while the last result is read, exits 130 and writes nothing', () => {
    mkdirSync(join(dir, 'kept'));
    writeFileSync(join(dir, 'kept', 'run-1.json'), 'earlier');
    const writer = 'mkfifo r.fifo && { (exec 3>r.fifo; kill -INT $PPID; echo "BenchmarkX 1 5 ns/op" >&3) >/dev/null 2>&1 & }';
    try {
      for (const outDir of ['new', 'kept']) {
        const result = cli(['run', '--runs', '1', '--results', 'r.fifo', '--out-dir', outDir, '--', writer], dir);
        expect(result.stderr).toContain('bench-diff: interrupted after run 1/1; nothing was written\n');
        expect(result.status).toBe(130);
      }
      baseline(dir, 100);
      const gated = cli(['run', '--runs', '1', '--results', 'r.fifo', '--baseline', 'baseline.json', '-o', 'report.txt', '--', writer], dir);
      expect(gated.status).toBe(130);
      expect(gated.stdout).toBe('');
    } finally {
      // Lets a writer that was never read go (its write then fails), so a failure leaves no process behind.
      if (existsSync(join(dir, 'r.fifo'))) closeSync(openSync(join(dir, 'r.fifo'), constants.O_RDONLY | constants.O_NONBLOCK));
    }
    expect(existsSync(join(dir, 'new'))).toBe(false);
    expect(existsSync(join(dir, 'report.txt'))).toBe(false);
    expect(readdirSync(join(dir, 'kept'))).toEqual(['run-1.json']);
    expect(readFileSync(join(dir, 'kept', 'run-1.json'), 'utf8')).toBe('earlier');
  });

  /** Waits until `file` exists in the test's directory, or fails with what the CLI said. */
  async function waitFor(file: string, stderr: () => string): Promise<void> {
    const started = Date.now();
    while (!existsSync(join(dir, file))) {
      if (Date.now() - started > 20_000) throw new Error(`${file} never appeared; stderr: ${stderr()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const gone = (pid: number): boolean => {
    try {
      process.kill(pid, 0);
      return false;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ESRCH';
    }
  };

  /**
   * `bench-diff run` of a shell command line whose grandchild (a node script) records its pid in
   * `pid` and then runs `body`; resolves once the grandchild is up, with what the test needs.
   */
  async function runShellGrandchild(body: string): Promise<{ grandchild: number; signal: (s: NodeJS.Signals) => void; exited: Promise<number | null>; stderr: () => string }> {
    // Written under another name and renamed: a reader that saw 'pid' created but still empty took
    // pid 0, which "stays alive" (it is the test's own process group), and failed under load.
    writeFileSync(join(dir, 'grandchild.mjs'), `import { renameSync, writeFileSync } from 'node:fs';\n${body}\nwriteFileSync('pid.tmp', String(process.pid));\nrenameSync('pid.tmp', 'pid');`);
    const child = spawn(process.execPath, [CLI, 'run', '--runs', '1', '--out-dir', 'runs', '--', 'sh -c "node grandchild.mjs; echo after"'], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await waitFor('pid', () => stderr);
    return { grandchild: Number(readFileSync(join(dir, 'pid'), 'utf8')), signal: (s) => child.kill(s), exited, stderr: () => stderr };
  }

  async function expectGone(pid: number, withinMs: number): Promise<void> {
    const deadline = Date.now() + withinMs;
    while (!gone(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(gone(pid)).toBe(true);
  }

  // SIGHUP: the terminal or SSH session closed; SIGQUIT: Ctrl-\. Node's default would end bench-diff alone.
  // The exit code is the shell's for a command ended by the signal, 128 + its number: a supervisor's
  // or a timeout's SIGTERM (143) is not a Ctrl-C (130).
  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
    ['SIGQUIT', 131],
  ] as const)('on %s stops the whole process group: a shell\'s sleeping grandchild is gone too; exits %d', async (signal, code) => {
    expect(code).toBe(128 + osConstants.signals[signal]);
    const run = await runShellGrandchild('setTimeout(() => {}, 60_000);');
    expect(gone(run.grandchild)).toBe(false);
    run.signal(signal);
    expect(await run.exited).toBe(code);
    expect(run.stderr()).toContain('interrupted during run 1/1; nothing was written');
    // SIGTERM reaches the grandchild with its group; allow it a moment to die.
    await expectGone(run.grandchild, 10_000);
  });

  // A Ctrl-C during the write is not lost either. run-1.json is a FIFO here (written in place, as
  // for -o /dev/stdout): the command leaves a reader behind whose open blocks until bench-diff opens
  // the file to write the run; the reader then sends bench-diff SIGINT, and only then reads what it
  // writes, which is more than a pipe holds, so that bench-diff is still writing when the signal comes.
  it.skipIf(process.platform === 'win32')('on a Ctrl-C while the runs are written, keeps them, does not gate them, and exits 130', () => {
    mkdirSync(join(dir, 'runs'));
    expect(spawnSync('mkfifo', [join(dir, 'runs', 'run-1.json')]).status).toBe(0);
    baseline(dir, 100);
    writeFileSync(join(dir, 'many.mjs'), `console.log(JSON.stringify({ schema_version: 1, benchmarks: Array.from({ length: 30_000 }, (_, i) => ({ name: i === 0 ? 'a' : 'b' + i, ops_per_sec: 100 })) }));`);
    const reader = '(exec 3<runs/run-1.json; kill -INT $PPID; cat <&3 >/dev/null) >/dev/null 2>&1 & echo $! > reader.pid; node many.mjs';
    try {
      const result = cli(['run', '--runs', '1', '--out-dir', 'runs', '--baseline', 'baseline.json', '--', reader], dir);
      expect(result.stderr).toContain('bench-diff: wrote 1 run to runs\nbench-diff: interrupted while the runs were written; they are in runs, not gated\n');
      expect(result.status).toBe(130);
      expect(result.stdout).toBe('');
    } finally {
      const pid = Number(readFileSync(join(dir, 'reader.pid'), 'utf8'));
      if (pid > 0 && !gone(pid)) process.kill(pid, 'SIGKILL');
    }
  });

  // The first signal decides the exit code. The command sends bench-diff SIGTERM; bench-diff passes
  // it on to the command's group, and the command's trap then sends it SIGINT: that one comes second
  // every time, and the exit is still SIGTERM's 143.
  it.skipIf(process.platform === 'win32')('exits with the first signal\'s code when a second one follows', () => {
    const command = "trap 'kill -INT $PPID; exit 0' TERM; kill -TERM $PPID; while :; do sleep 1; done";
    const result = cli(['run', '--runs', '1', '--out-dir', 'runs', '--', command], dir);
    expect(result.stderr).toContain('interrupted during run 1/1; nothing was written');
    expect(result.status).toBe(143);
    expect(existsSync(join(dir, 'runs'))).toBe(false);
  });

  it('kills a grandchild that ignores SIGTERM after the grace period', async () => {
    const run = await runShellGrandchild("process.on('SIGTERM', () => {}); setInterval(() => {}, 1000);");
    run.signal('SIGINT');
    expect(await run.exited).toBe(130);
    await expectGone(run.grandchild, 15_000);
  }, 30_000);
});
