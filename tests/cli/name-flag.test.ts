/**
 * --name of convert and run: hey and oha print no URL, so each of their files is one benchmark named
 * `hey` or `oha`; --name gives it the endpoint's name, so that the files of 20 endpoints merge into
 * one run and gate (README, "HTTP load tools").
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from '../helpers/cli.js';
import { FORMAT_FIXTURES } from '../helpers/fixtures.js';

const HEY = join(FORMAT_FIXTURES, 'hey/single.txt');
const HEY_ERRORS = join(FORMAT_FIXTURES, 'hey/some-errors.txt');
const HEY_CSV = join(FORMAT_FIXTURES, 'hey-csv/single.csv');
const OHA = join(FORMAT_FIXTURES, 'oha/single.json');
const WRK_TWO = join(FORMAT_FIXTURES, 'wrk/multi-run.txt');

const read = (path: string): { benchmarks: Array<Record<string, unknown>>; metadata?: Record<string, unknown> } => JSON.parse(readFileSync(path, 'utf8'));
const expected = (input: string) => read(`${input}.expected.json`);

/** A benchmark command that prints a file: `node cat.mjs FILE`, on every platform. */
function catScript(dir: string): string[] {
  writeFileSync(join(dir, 'cat.mjs'), "import { readFileSync } from 'node:fs'; process.stdout.write(readFileSync(process.argv[2]));\n");
  return ['node', 'cat.mjs'];
}

describe('bench-diff convert --name', () => {
  it.each([['hey', HEY], ['hey-csv', HEY_CSV], ['oha', OHA]])('names the one benchmark of %s output, keeping every figure and metadata.tool', (_format, input) => {
    const dir = tempDir();
    const r = cli(['convert', input, '--name', 'GET /users', '-o', 'users.json'], dir);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const want = expected(input);
    expect(read(join(dir, 'users.json'))).toEqual({ ...want, benchmarks: [{ ...want.benchmarks[0], name: 'GET /users' }] });
    // The tool is still known: the gate reads a tool's samples as per-iteration (stats/observations.ts).
    expect(read(join(dir, 'users.json')).metadata?.tool).toEqual(want.metadata?.tool);
    // To stdout alike.
    expect(JSON.parse(cli(['convert', '--name=GET /users', input], dir).stdout)).toEqual(read(join(dir, 'users.json')));
  });

  it('refuses an empty name in one line, before reading the input, and writes nothing', () => {
    const dir = tempDir();
    const r = cli(['convert', HEY, '--name', '', '-o', 'out.json'], dir);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('bench-diff: error: --name: is empty. Give the benchmark\'s name, e.g. --name "GET /users"\n');
    expect(existsSync(join(dir, 'out.json'))).toBe(false);
    expect(cli(['convert', 'missing.txt', '--name', ''], dir).stderr).toContain('--name: is empty');
  });

  it('refuses an input of several benchmarks in one line naming the file, and writes nothing', () => {
    const dir = tempDir();
    const r = cli(['convert', WRK_TWO, '--name', 'GET /users', '-o', 'out.json'], dir);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(`bench-diff: error: ${WRK_TWO}: holds 2 benchmarks, and --name names a result of one. Leave out --name: each of its benchmarks has a name of its own (--name is for a tool such as hey or oha, whose output names none)\n`);
    expect(existsSync(join(dir, 'out.json'))).toBe(false);
  });

  it('takes any name schema v1 takes, and the report escapes it', () => {
    const dir = tempDir();
    const name = 'GET /users\u001b[2J\u202e';
    expect(cli(['convert', HEY, '--name', name, '-o', 'run.json'], dir).status).toBe(0);
    expect(read(join(dir, 'run.json')).benchmarks[0]!.name).toBe(name);
    const report = cli(['run.json', 'run.json'], dir);
    expect(report.status).toBe(0);
    expect(report.stdout).toContain('GET /users\\u001b[2J\\u202e');
    expect(report.stdout).not.toContain('\u001b');
    expect(report.stdout).not.toContain('\u202e');
  });
});

describe('bench-diff merge of named hey and oha files', () => {
  it('merges one file per endpoint once each is named, which it refuses while they are all "hey"', () => {
    const dir = tempDir();
    const unnamed = cli(['merge', HEY, HEY_ERRORS], dir);
    expect(unnamed.status).toBe(2);
    expect(unnamed.stderr).toContain('benchmark "hey": is also in');
    expect(cli(['convert', HEY, '--name', 'GET /users', '-o', 'users.json'], dir).status).toBe(0);
    expect(cli(['convert', HEY_ERRORS, '--name', 'GET /flaky', '-o', 'flaky.json'], dir).status).toBe(0);
    expect(cli(['convert', OHA, '--name', 'GET /items', '-o', 'items.json'], dir).status).toBe(0);
    const merged = cli(['merge', 'users.json', 'flaky.json', 'items.json', '-o', 'run-1.json'], dir);
    expect(merged.stderr).toBe('bench-diff: merged 3 benchmarks from 3 shards into run-1.json\n');
    expect(merged.status).toBe(0);
    const run = read(join(dir, 'run-1.json'));
    expect(run.benchmarks.map((b) => b.name)).toEqual(['GET /users', 'GET /flaky', 'GET /items']);
    expect(run.benchmarks[0]!.value).toBe(expected(HEY).benchmarks[0]!.value);
    // And it gates: the merged run against itself passes, per endpoint.
    const gate = cli(['run-1.json', 'run-1.json'], dir);
    expect(gate.status).toBe(0);
    expect(gate.stdout).toMatch(/^GET \/users +9\.841k req\/s/m);
    expect(gate.stdout).toMatch(/^GET \/items /m);
  });
});

describe('bench-diff run --name', () => {
  it('names the benchmark of every run, says so once, and gates it by that name', () => {
    const dir = tempDir();
    const cat = catScript(dir);
    const r = cli(['run', '--runs', '2', '--name', 'GET /users', '--out-dir', 'runs', '--', ...cat, HEY], dir);
    expect(r.stderr).toBe('bench-diff: running `node cat.mjs ' + HEY + '` 2 times, naming its benchmark "GET /users"\nbench-diff: wrote 2 runs to runs\n');
    expect(r.status).toBe(0);
    const want = expected(HEY);
    for (const k of [1, 2]) {
      const run = read(join(dir, 'runs', `run-${k}.json`));
      expect(run.benchmarks).toEqual([{ ...want.benchmarks[0], name: 'GET /users' }]);
      expect(run.metadata?.tool).toEqual({ name: 'hey' });
    }
    // A baseline of that name: run and gate in one go, oha this time.
    expect(cli(['convert', OHA, '--name', 'GET /users', '-o', 'baseline.json'], dir).status).toBe(0);
    const gated = cli(['run', '--runs', '2', '--name', 'GET /users', '--baseline', 'baseline.json', '--', ...cat, OHA], dir);
    expect(gated.status).toBe(0);
    expect(gated.stdout).toMatch(/^GET \/users /m);
  });

  it('escapes the name in its progress line and in the report', () => {
    const dir = tempDir();
    const cat = catScript(dir);
    const name = 'GET /\u001b[31musers';
    expect(cli(['convert', HEY, '--name', name, '-o', 'baseline.json'], dir).status).toBe(0);
    const r = cli(['run', '--runs', '1', '--name', name, '--baseline', 'baseline.json', '--', ...cat, HEY], dir);
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('naming its benchmark "GET /\\u001b[31musers"');
    expect(r.stdout).toContain('GET /\\u001b[31musers');
    expect(r.stdout + r.stderr).not.toContain('\u001b');
  });

  it('refuses an empty name before running anything', () => {
    const dir = tempDir();
    const cat = catScript(dir);
    const r = cli(['run', '--name', '', '--out-dir', 'runs', '--', ...cat, HEY], dir);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('bench-diff: error: --name: is empty. Give the benchmark\'s name, e.g. --name "GET /users"\n');
    expect(existsSync(join(dir, 'runs'))).toBe(false);
  });

  it('refuses a result of several benchmarks, and writes nothing', () => {
    const dir = tempDir();
    const cat = catScript(dir);
    const r = cli(['run', '--runs', '2', '--name', 'GET /users', '--out-dir', 'runs', '--', ...cat, WRK_TWO], dir);
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n').slice(1, 3)).toEqual([
      `bench-diff: error: run 1/2: \`node cat.mjs ${WRK_TWO}\`: its result holds 2 benchmarks, and --name names a result of one. Nothing was written`,
      '  Leave out --name: each of its benchmarks has a name of its own (--name is for a tool such as hey or oha, whose output names none)',
    ]);
    expect(existsSync(join(dir, 'runs'))).toBe(false);
  });
});
