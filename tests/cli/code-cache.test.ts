/**
 * dist/cli.js runs the main bundle with V8's code cache (src/cli/code-cache.ts). The cache must never
 * change what the CLI does, must live only in a private per-user folder, and any trouble with it
 * (a corrupt file, a folder others may write to, a link) must fall back silently to running without it.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheDir } from '../../src/cli/code-cache.js';
import { CLI, tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

const example = (name: string) => join(ROOT, 'examples/microbench', name);
const ARGS = [example('baseline.json'), example('run-1.json'), example('run-2.json')];

function run(env: Record<string, string>, args = ARGS): { code: number; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

const cacheFiles = (dir: string): string[] => readdirSync(dir).filter((f) => f.endsWith('.v8'));
const uncached = () => run({ BENCH_GATE_NO_CODE_CACHE: '1' });

describe.skipIf(process.platform === 'win32')('the code cache of dist/cli.js', () => {
  it('is written on the first run to a 0700 folder of the user, used on the next, and changes nothing in the output', () => {
    const home = tempDir();
    const expected = uncached();
    expect(expected.code).toBe(0);
    const first = run({ HOME: home });
    const dir = join(home, '.cache', 'bench-gate');
    expect(cacheFiles(dir)).toHaveLength(1);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, cacheFiles(dir)[0]!)).mode & 0o777).toBe(0o600);
    const second = run({ HOME: home });
    for (const r of [first, second]) expect(r).toEqual(expected);
    // An error path and a lazily loaded bundle run the same from the cached main bundle.
    expect(run({ HOME: home }, [example('baseline.json')])).toEqual(run({ BENCH_GATE_NO_CODE_CACHE: '1' }, [example('baseline.json')]));
    expect(run({ HOME: home }, [...ARGS, '--format', 'markdown'])).toEqual(run({ BENCH_GATE_NO_CODE_CACHE: '1' }, [...ARGS, '--format', 'markdown']));
  });

  it('is kept by a run on inputs large enough for other V8 settings (gate-files.ts tuneForInputs), and by the small runs after it', () => {
    // V8 refuses a cache made under other flags: the tuned flags must be V8's defaults again when it is written.
    const home = tempDir();
    const logs = tempDir();
    spawnSync(process.execPath, [join(ROOT, 'bench/gen-gotest.mjs'), logs, '400', '10']);
    const large = [join(logs, 'old.txt'), join(logs, 'new.txt')];
    expect(statSync(large[0]!).size + statSync(large[1]!).size).toBeGreaterThan(256 * 1024);
    expect(run({ HOME: home }, large).code).toBe(0);
    const dir = join(home, '.cache', 'bench-gate');
    // A rewrite renames a new file into place: another inode (which a later rewrite may reuse) and time.
    const stamps = () => Object.fromEntries(cacheFiles(dir).map((name) => {
      const stat = statSync(join(dir, name));
      return [name, { ino: stat.ino, mtime: stat.mtimeMs }];
    }));
    const written = stamps();
    // The main bundle's cache, and that of the formats bundle the go test log needed.
    expect(Object.keys(written).map((name) => name.split('-').slice(0, 3).join('-').replace(/-\d+$/, '')).sort()).toEqual([expect.stringMatching(/^cli-[0-9a-f]{16}$/), expect.stringMatching(/^cli-[0-9a-f]{16}-formats$/)]);
    expect(run({ HOME: home }, large)).toEqual(run({ BENCH_GATE_NO_CODE_CACHE: '1' }, large));
    expect(stamps()).toEqual(written);
    expect(run({ HOME: home }).code).toBe(0);
    expect(stamps()).toEqual(written);
  });

  it('serves the bundles the main one loads from caches of their own, written on the first run and used on the next', () => {
    const home = tempDir();
    const log = join(ROOT, 'fixtures/formats/go-test/benchmem-count3.txt');
    const expected = run({ BENCH_GATE_NO_CODE_CACHE: '1' }, [log, log, '--format', 'markdown']);
    expect(expected.code).toBe(0);
    expect(run({ HOME: home }, [log, log, '--format', 'markdown'])).toEqual(expected);
    const dir = join(home, '.cache', 'bench-gate');
    const bundles = cacheFiles(dir).map((name) => /^cli-[0-9a-f]{16}-([a-z-]+)-[0-9a-f]{16}-\d+-compare-/.exec(name)?.[1]).filter((b) => b !== undefined).sort();
    expect(bundles).toEqual(['formats', 'markdown']);
    const before = cacheFiles(dir).map((name) => [name, statSync(join(dir, name)).mtimeMs]);
    expect(run({ HOME: home }, [log, log, '--format', 'markdown'])).toEqual(expected);
    expect(cacheFiles(dir).map((name) => [name, statSync(join(dir, name)).mtimeMs])).toEqual(before);
  });

  it('is not written by a run that ends in an error; the next run that does its work writes it', () => {
    // Such a run compiled only a slice of the comparison: its cache would be accepted, and never completed.
    const home = tempDir();
    const dir = join(home, '.cache', 'bench-gate');
    const missing = run({ HOME: home }, [example('baseline.json'), join(home, 'no-such-run.json')]);
    expect(missing.code).toBe(2);
    expect(run({ HOME: home }, [...ARGS, '--no-such-flag']).code).toBe(2);
    expect(cacheFiles(dir)).toEqual([]);
    expect(run({ HOME: home })).toEqual(uncached());
    expect(cacheFiles(dir)).toEqual([expect.stringMatching(/-compare-v\d+/)]);
  });

  it('is kept apart for --version and --help, which never write the comparison\'s', () => {
    const home = tempDir();
    const dir = join(home, '.cache', 'bench-gate');
    // Each bundle a run loads has its cache file, named for the invocation.
    const invocations = () => [...new Set(cacheFiles(dir).map((name) => /-\d+-([a-z-]+)-v\d+\.\d+\.\d+-/.exec(name)?.[1]))].sort();
    expect(run({ HOME: home }, ['--version'])).toEqual(run({ BENCH_GATE_NO_CODE_CACHE: '1' }, ['--version']));
    expect(run({ HOME: home }, [...ARGS, '--help'])).toEqual(run({ BENCH_GATE_NO_CODE_CACHE: '1' }, [...ARGS, '--help']));
    // The help's text is in the subcommands' bundle, which has a cache of its own too.
    expect(invocations()).toEqual(['help-flag', 'version']);
    expect(cacheFiles(dir).filter((name) => name.includes('-commands-'))).toHaveLength(1);
    expect(run({ HOME: home })).toEqual(uncached());
    expect(invocations()).toEqual(['compare', 'help-flag', 'version']);
  });

  it('a corrupt cache file is rejected by V8 and written anew; the output is the same', () => {
    const home = tempDir();
    run({ HOME: home });
    const dir = join(home, '.cache', 'bench-gate');
    const [name] = cacheFiles(dir);
    writeFileSync(join(dir, name!), Buffer.alloc(4096, 7), { mode: 0o600 });
    expect(run({ HOME: home })).toEqual(uncached());
    expect(statSync(join(dir, name!)).size).not.toBe(4096);
  });

  it('is not used in a folder that others may write to, or that is a link, nor without a home', () => {
    const open = tempDir();
    mkdirSync(join(open, '.cache', 'bench-gate'), { recursive: true });
    chmodSync(join(open, '.cache', 'bench-gate'), 0o777);
    expect(run({ HOME: open })).toEqual(uncached());
    expect(cacheFiles(join(open, '.cache', 'bench-gate'))).toEqual([]);

    const linked = tempDir();
    const target = tempDir();
    chmodSync(target, 0o700);
    mkdirSync(join(linked, '.cache'));
    symlinkSync(target, join(linked, '.cache', 'bench-gate'));
    expect(run({ HOME: linked })).toEqual(uncached());
    expect(cacheFiles(target)).toEqual([]);

    expect(run({})).toEqual(uncached());
  });

  it('lives under XDG_CACHE_HOME or the home folder, never elsewhere; not on Windows; off with BENCH_GATE_NO_CODE_CACHE', () => {
    expect(cacheDir({ HOME: '/home/u' }, 'linux')).toBe('/home/u/.cache/bench-gate');
    expect(cacheDir({ HOME: '/home/u', XDG_CACHE_HOME: '/home/u/.c' }, 'linux')).toBe('/home/u/.c/bench-gate');
    expect(cacheDir({ HOME: '/Users/u' }, 'darwin')).toBe('/Users/u/Library/Caches/bench-gate');
    expect(cacheDir({ HOME: 'relative' }, 'linux')).toBeUndefined();
    expect(cacheDir({ HOME: '/home/u', XDG_CACHE_HOME: 'relative' }, 'linux')).toBe('/home/u/.cache/bench-gate');
    expect(cacheDir({}, 'linux')).toBeUndefined();
    expect(cacheDir({ HOME: 'C:\\Users\\u' }, 'win32')).toBeUndefined();
    expect(cacheDir({ HOME: '/home/u', BENCH_GATE_NO_CODE_CACHE: '1' }, 'linux')).toBeUndefined();
  });
});
