/** bench-diff end to end: the built bundle in a child process, exit codes, outputs and errors. */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import validateReport from '../../generated/report-validator.js';
import { runCli } from '../helpers/cli.js';
import { FORMAT_FIXTURES, zigttp } from '../helpers/fixtures.js';

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'bench-diff-'));
}

function writeJson(dir: string, name: string, value: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
}

/** A good run file as Windows PowerShell 5's `>` writes it: UTF-16 little-endian, after `bom`. */
function utf16(dir: string, name: string, bom: string): string {
  const path = join(dir, name);
  writeFileSync(path, Buffer.from(bom + JSON.stringify(suite({ a: 1 })), 'utf16le'));
  return path;
}

const suite = (values: Record<string, number>) => ({ schema_version: 1, benchmarks: Object.entries(values).map(([name, ops_per_sec]) => ({ name, ops_per_sec })) });

describe('bench-diff: the real decision', () => {
  it('passes 84afb44f -> 04182b5e with exit 0', () => {
    const r = runCli([zigttp('84afb44f'), zigttp('04182b5e')]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('bench-gate PASS: no regressions, 2 improvements; geomean 2.9% better (limit 3%)');
  });

  it('fails the reverse with exit 1 on functionCalls and stringOps', () => {
    const r = runCli([zigttp('04182b5e'), zigttp('84afb44f')]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^functionCalls +16\.77M ops\/s +11\.42M ops\/s +-31\.9% \(1\.47× slower\) +regressed \(limit 8%\)$/m);
    expect(r.stdout).toMatch(/^stringOps +19\.56M ops\/s +17\.93M ops\/s +-8\.3% \(1\.09× slower\) +regressed/m);
    expect(r.stdout).toMatch(/^geomean 2\.8% worse \(limit 3%\) over 13 benchmarks: pass$/m);
  });

  it('prints a JSON report that follows schemas/report-v1.schema.json', () => {
    const r = runCli([zigttp('04182b5e'), zigttp('84afb44f'), '--format', 'json']);
    const report = JSON.parse(r.stdout);
    expect(validateReport(report), JSON.stringify(validateReport.errors)).toBe(true);
    expect(report).toMatchObject({ verdict: 'fail', geomean: { count: 13, status: 'pass' } });
    expect(report.benchmarks.find((b: { name: string }) => b.name === 'functionCalls')).toMatchObject({ unit: 'ops/s', direction: 'higher', status: 'regressed', baseline: 16772895, current: 11418131 });
  });

  it('takes the best of several runs', () => {
    const r = runCli([zigttp('04182b5e'), zigttp('84afb44f'), zigttp('a0188ee1'), '--format', 'json']);
    const report = JSON.parse(r.stdout);
    expect(report.runs).toBe(2);
    expect(report.benchmarks.find((b: { name: string }) => b.name === 'functionCalls')).toMatchObject({ current: 17211703, runs: 2, status: 'inconclusive' });
    expect(r.code).toBe(0);
  });
});

describe('bench-diff: flags and config', () => {
  it('refuses an --output that names a file it reads, under any spelling, and leaves the file as it was', () => {
    const dir = tempDir();
    const base = writeJson(dir, 'base.json', suite({ a: 100 }));
    const run = writeJson(dir, 'run.json', suite({ a: 90 }));
    const before = readFileSync(base, 'utf8');
    for (const args of [[base, run, '-o', base], ['base.json', 'run.json', '-o', './run.json'], ['promote', 'run.json', '--baseline', 'base.json', '-o', 'base.json']]) {
      const r = runCli(args, { cwd: dir });
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^bench-diff: error: --output: names (.*\/)?(base|run)\.json, which this command reads: the report would replace it\. Write the report to another file\n$/);
    }
    expect(readFileSync(base, 'utf8')).toBe(before);
    expect(runCli([base, run, '-o', '/dev/null']).code).toBe(1);
  });

  it('refuses a baseline that is also one of the runs, which would count its own values among theirs', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'runs'));
    writeJson(join(dir, 'runs'), 'baseline.json', suite({ a: 100 }));
    writeJson(join(dir, 'runs'), 'run-1.json', suite({ a: 50 }));
    // runs/*.json matches the baseline: the best of the two would be its own 100 ops/s, and the run's
    // halving would pass. (A file compared with itself alone stays an identity check.)
    const r = runCli(['--baseline', 'runs/baseline.json', 'runs/baseline.json', 'runs/run-1.json'], { cwd: dir });
    expect(r.stderr).toBe(
      'bench-diff: error: runs/baseline.json: is the baseline and also given as a run (runs/baseline.json). Leave the baseline out of the runs (a glob such as runs/*.json may match it), or keep it in another folder\n',
    );
    expect(r.code).toBe(2);
    // Under another spelling too; and the regression is found once the baseline is left out.
    expect(runCli(['./runs/baseline.json', 'runs/../runs/baseline.json', 'runs/run-1.json'], { cwd: dir }).code).toBe(2);
    expect(runCli(['runs/baseline.json', 'runs/run-1.json'], { cwd: dir }).code).toBe(1);
    expect(runCli(['runs/baseline.json', 'runs/baseline.json'], { cwd: dir }).code).toBe(0);
  });

  it('warns when the first of several files is taken as the baseline while the config names another', () => {
    const dir = tempDir();
    writeJson(dir, 'base.json', suite({ a: 100 }));
    writeJson(dir, 'run-1.json', suite({ a: 90 }));
    writeJson(dir, 'run-2.json', suite({ a: 91 }));
    writeJson(dir, 'bench-gate.json', { baseline: 'base.json' });
    const first = runCli(['run-1.json', 'run-2.json'], { cwd: dir });
    expect(first.stderr).toBe('bench-diff: warning: the baseline is run-1.json, the first file given, not base.json, the one the config names; to compare every file given with base.json, add --baseline base.json\n');
    expect(runCli(['base.json', 'run-1.json', 'run-2.json'], { cwd: dir }).stderr).toBe('');
    expect(runCli(['run-1.json'], { cwd: dir }).stderr).toBe('');
    const both = runCli(['--baseline', 'base.json', 'run-1.json', 'run-2.json', '--format', 'json'], { cwd: dir });
    expect(both.stderr).toBe('');
    expect(JSON.parse(both.stdout).baseline.source).toBe('base.json');
  });

  it('reads a baseline in its own format whatever --from names, and another baseline in the --from format', () => {
    const dir = tempDir();
    const log = join(FORMAT_FIXTURES, 'go-test', 'cpu-1-2.txt');
    const promoted = join(dir, 'baseline.json');
    expect(runCli(['convert', log, '-o', promoted]).code).toBe(0);
    const fromOwn = runCli([promoted, log, '--from', 'go-test']);
    expect(fromOwn.stderr).toBe('');
    expect(fromOwn.code).toBe(0);
    // The same comparison with the log itself as the baseline: the same table.
    const fromLog = runCli([log, log, '--from', 'go-test']);
    expect(fromLog.code).toBe(0);
    expect(fromOwn.stdout).toBe(fromLog.stdout);
    // A baseline in another tool's format than --from names is still read as --from says.
    const other = runCli([join(FORMAT_FIXTURES, 'hyperfine', readdirSync(join(FORMAT_FIXTURES, 'hyperfine')).find((f) => f.endsWith('.json') && !f.endsWith('.expected.json'))!), log, '--from', 'go-test']);
    expect(other.code).toBe(2);
  });

  const dir = tempDir();
  const base = writeJson(dir, 'base.json', suite({ a: 100, noisy: 100, b: 100 }));
  const run = writeJson(dir, 'run.json', suite({ a: 90, noisy: 70, b: 100 }));

  it('applies --threshold, --protect and --geomean-threshold', () => {
    expect(runCli([base, run]).code).toBe(1);
    const r = runCli([base, run, '--threshold', '11', '--protect', 'noisy', '--geomean-threshold', '20', '--format', 'json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.thresholds).toEqual({ benchmark_pct: 11, geomean_pct: 20 });
    expect(report.benchmarks.map((b: { status: string }) => b.status)).toEqual(['unchanged', 'protected', 'unchanged']);
  });

  it('--protect keeps a comma inside brackets as part of the name', () => {
    const templ = writeJson(dir, 'templ-base.json', suite({ 'BM_Copy<int, 8>': 100, b: 100 }));
    const slower = writeJson(dir, 'templ-run.json', suite({ 'BM_Copy<int, 8>': 130, b: 100 }));
    const r = runCli([templ, slower, '--protect', 'BM_Copy<int, 8>,b', '--geomean-threshold', '50', '--format', 'json']);
    expect(JSON.parse(r.stdout).benchmarks.map((b: { name: string; status: string }) => [b.name, b.status])).toEqual([['BM_Copy<int, 8>', 'protected'], ['b', 'protected']]);
    expect(r.code).toBe(0);
  });

  it('--protected-in-geomean=false leaves protected benchmarks out of the geomean', () => {
    const r = runCli([base, run, '--protect', 'a,noisy', '--protected-in-geomean=false', '--format', 'json']);
    expect(JSON.parse(r.stdout).geomean).toMatchObject({ count: 1, ratio: 1, status: 'skipped', gated: false });
    expect(r.code).toBe(0);
  });

  it('reads bench-gate.json from the working directory, and flags override it', () => {
    const cwd = tempDir();
    writeJson(cwd, 'bench-gate.json', { threshold: 35, geomean_threshold: 15, protected: [{ name: 'a', reason: 'noise' }] });
    expect(runCli([base, run], { cwd }).code).toBe(0);
    expect(runCli([base, run, '--threshold', '5'], { cwd }).code).toBe(1);
  });

  it('uses the config baseline when given one run', () => {
    const cwd = tempDir();
    writeJson(cwd, 'bench-gate.json', { baseline: base, threshold: 50, geomean_threshold: 50 });
    const r = runCli([run], { cwd });
    expect(r.code).toBe(0);
  });

  it('--config names another file, which must exist', () => {
    const cfg = writeJson(dir, 'gate.json', { threshold: 50, geomean_threshold: 50 });
    expect(runCli([base, run, '--config', cfg]).code).toBe(0);
    const r = runCli([base, run, '--config', join(dir, 'nope.json')]);
    expect(r).toMatchObject({ code: 2, stdout: '' });
    expect(r.stderr).toBe(`bench-diff: error: ${join(dir, 'nope.json')}: cannot be read: no such file. Check the path\n`);
  });

  it('--aggregate and --allow-missing', () => {
    const r1 = writeJson(dir, 'r1.json', suite({ a: 80, noisy: 100 }));
    const r2 = writeJson(dir, 'r2.json', suite({ a: 100, noisy: 100 }));
    expect(runCli([base, r1, r2]).code).toBe(1); // b is missing
    expect(runCli([base, r1, r2, '--allow-missing']).code).toBe(0);
    expect(runCli([base, r1, r2, '--allow-missing', '--aggregate', 'worst']).code).toBe(1);
    expect(runCli([base, r1, r2, '--allow-missing', '--aggregate', 'p75']).code).toBe(0);
  });

  it('--format markdown and --output FILE', () => {
    const out = join(dir, 'report.md');
    const r = runCli([base, run, '--format', 'markdown', '--output', out]);
    expect(r.stdout.startsWith('### ❌ bench-gate:')).toBe(true);
    expect(readFileSync(out, 'utf8')).toBe(r.stdout);
  });

  it('--output FILE in every format: the file holds what is printed, as printed without it', () => {
    for (const format of ['text', 'json', 'markdown']) {
      const out = join(dir, `report-${format}.out`);
      const printed = runCli([base, run, '--format', format]);
      const r = runCli([base, run, '--format', format, '--output', out]);
      expect(r.code).toBe(printed.code);
      expect(r.stdout).toBe(printed.stdout);
      expect(readFileSync(out, 'utf8')).toBe(printed.stdout);
      // A device cannot be read back: the report is printed all the same.
      expect(runCli([base, run, '--format', format, '--output', '/dev/null']).stdout).toBe(printed.stdout);
    }
  });

  it('colours only on a TTY and never with NO_COLOR', () => {
    expect(runCli([base, run]).stdout).not.toContain('\u001b[');
    expect(runCli([base, run], { env: { NO_COLOR: '1' } }).stdout).not.toContain('\u001b[');
  });
});

describe('bench-diff: usage and input errors exit 2 with one line', () => {
  const dir = tempDir();
  const good = writeJson(dir, 'good.json', suite({ a: 1 }));
  const cases: Array<[string, () => string[], RegExp]> = [
    ['no arguments', () => [], /needs a baseline and at least one run/],
    ['one file', () => [good], /needs a baseline and at least one run/],
    ['missing file', () => [good, join(dir, 'absent.json')], /absent\.json: cannot be read: no such file/],
    ['no baseline yet', () => [join(dir, 'bench', 'baseline.json'), good], /bench\/baseline\.json: cannot be read: no such file\. Check the path; if there is no baseline yet, make one from runs of the suite: bench-diff promote RUN\.\.\. --baseline \S*bench\/baseline\.json$/m],
    ['no baseline yet, with --baseline', () => ['--baseline', 'no-such-dir/baseline.json', good], /^bench-diff: error: no-such-dir\/baseline\.json: cannot be read: no such file\. Check the path; if there is no baseline yet, make one from runs of the suite: bench-diff promote RUN\.\.\. --baseline no-such-dir\/baseline\.json$/m],
    // The suggested command gives the path as one shell word: pasted, it runs nothing else.
    ['no baseline yet, a path a shell would expand', () => ['--baseline', 'x $(id).json', good], /^bench-diff: error: x \$\(id\)\.json: cannot be read: no such file\. Check the path; if there is no baseline yet, make one from runs of the suite: bench-diff promote RUN\.\.\. --baseline 'x \$\(id\)\.json'$/m],
    ['a percentage written as two words', () => [good, writeJson(dir, 'run-2.json', suite({ a: 1 })), '--threshold=8', '%'], /: error: %: cannot be read: no such file, and it looks like the % of a percentage\. Write a percentage as one word: --threshold 8 or --threshold 8%, not --threshold 8 %$/m],
    ['compare as a command word', () => ['compare', good, writeJson(dir, 'run-3.json', suite({ a: 1 }))], /^bench-diff: error: compare: is not a file, and the comparison takes no command word\. Write bench-diff BASELINE CURRENT\.\.\. \(bench-diff compare --help is its help\)$/m],
    ['an option after --', () => [good, '--', writeJson(dir, 'run.json', suite({ a: 1 })), '--threshold', '5'], /: error: --threshold: cannot be read: no such file, and it looks like an option\. Options go before --: every word after -- is a file$/m],
    ['a directory', () => [good, dir], /: is a folder that no format reads\. Give a results file, or the folder a format writes/],
    ['malformed JSON', () => [good, writeJson(dir, 'bad.json', '{\n  "schema_version": 1,\n  "benchmarks": [\n    {"name": "a",}\n  ]\n}')], /bad\.json: line 4, column \d+: invalid JSON/],
    ['schema_version 2', () => [good, writeJson(dir, 'v2.json', { schema_version: 2, benchmarks: [] })], /v2\.json: schema_version is 2/],
    ['duplicate names', () => [good, writeJson(dir, 'dup.json', { schema_version: 1, benchmarks: [{ name: 'a', ops_per_sec: 1 }, { name: 'a', ops_per_sec: 2 }] })], /dup\.json: benchmarks\[1\] \("a"\): duplicate name/],
    ['zero value', () => [good, writeJson(dir, 'zero.json', suite({ a: 0 }))], /zero\.json: benchmarks\[0\] \("a"\): ops_per_sec is zero/],
    ['a unit with a character a unit cannot have', () => [good, writeJson(dir, 'unit.json', { schema_version: 1, benchmarks: [{ name: 'a', value: 1, unit: 'req#/op' }] })], /unit\.json: benchmarks\[0\] \("a"\)\.unit: "req#\/op" cannot have "#"; a unit is letters, digits, spaces and/],
    ['a device that never ends', () => [good, '/dev/zero'], /\/dev\/zero: is not a file, and goes on past 512 MiB\. Give a file, or a pipe from a command that ends/],
    ['empty file', () => [good, writeJson(dir, 'blank.json', '')], /blank\.json: is empty\. Check that the benchmark step ran/],
    ['UTF-16 with a byte order mark', () => [good, utf16(dir, 'bom16.json', '\ufeff')], /bom16\.json: is UTF-16 text\. Save it as UTF-8/],
    ['UTF-16 without one', () => [good, utf16(dir, 'plain16.json', '')], /plain16\.json: is UTF-16 text\. Save it as UTF-8/],
    ['empty list', () => [good, writeJson(dir, 'empty.json', { schema_version: 1, benchmarks: [] })], /empty\.json: the benchmark list is empty/],
    ['different suites', () => [good, writeJson(dir, 'same.json', suite({ a: 1 })), writeJson(dir, 'other.json', suite({ b: 1 }))], /other\.json: benchmarks\[0\] \("b"\): is not in .*same\.json: the runs are not of the same suite/],
    ['unknown flag', () => [good, good, '--treshold', '5'], /^bench-diff: error: unknown option --treshold\. Did you mean --threshold\?$/m],
    ['bad threshold', () => [good, good, '--threshold', 'ten'], /--threshold: "ten" is not a percentage/],
    ['hexadecimal threshold', () => [good, good, '--threshold', '0x10'], /--threshold: "0x10" is not a percentage/],
    ['empty output', () => [good, good, '-o', ''], /--output: is empty\. Name the file to write to, or leave --output out/],
    ['empty output of convert', () => ['convert', good, '--output='], /--output: is empty/],
    ['empty output of merge', () => ['merge', good, '-o', ''], /--output: is empty/],
    ['empty output of history detect', () => ['history', 'detect', '--store', dir, '-o', ''], /--output: is empty/],
    ['bad format', () => [good, good, '--format', 'html'], /--format: "html" is not one of text, markdown, json\. Use --format text$/m],
    ['a choice misspelt', () => [good, good, '--method', 'stat'], /--method: "stat" is not one of best, stats\. Did you mean --method stats\?$/m],
    ['a choice in capitals', () => [good, good, '--format', 'JSON'], /--format: "JSON" is not one of text, markdown, json\. Did you mean --format json\?$/m],
    ['bad aggregate', () => [good, good, '--aggregate', 'fastest'], /--aggregate: unknown aggregate "fastest"/],
    ['bad boolean', () => [good, good, '--protected-in-geomean=no'], /--protected-in-geomean: "no" is not true or false/],
    ['config typo', () => [good, good, '--config', writeJson(dir, 'typo.json', { treshold: 5 })], /typo\.json: unknown key "treshold". Did you mean "threshold"\?/],
    ['unwritable output', () => [good, good, '--output', join(good, 'x.txt')], /x\.txt: cannot be written/],
    ['output a directory', () => [good, good, '--output', dir], /: is a directory\. Name a file to write, e\.g\. .*report\.txt/],
    ['promote onto a directory', () => ['promote', good, '--baseline', dir], /: is a directory, and promote writes the baseline as a file\. Name the file, e\.g\. --baseline .*baseline\.json/],
  ];

  it.each(cases)('%s', (_, args, message) => {
    const r = runCli(args());
    expect(r.code).toBe(2);
    // A history subcommand's errors start with its name (bench-diff history detect: error: ...).
    expect(r.stderr).toMatch(/^bench-diff(?: history [a-z]+)?: error: /);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('bench-diff: help and version', () => {
  it('--help lists every flag and exits 0', () => {
    const r = runCli(['--help']);
    expect(r.code).toBe(0);
    for (const flag of ['--threshold', '--geomean-threshold', '--protect', '--protected-in-geomean', '--aggregate', '--allow-missing', '--format', '--config', '--output', '--from']) {
      expect(r.stdout).toContain(flag);
    }
  });

  it('--version prints the package version', () => {
    const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(runCli(['--version'])).toMatchObject({ code: 0, stdout: `${version}\n` });
  });

  it('the bundle starts with a hashbang and loads no GitHub client', () => {
    const bundle = readFileSync(new URL('../../dist/cli.js', import.meta.url), 'utf8');
    expect(bundle.split('\n')[0]).toBe('#!/usr/bin/env node');
    expect(bundle).not.toMatch(/octokit|@actions\//i);
  });
});
