import { spawn, spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, readFileSync, readdirSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/core/errors.js';
import { checkWritable, ensureDirectory, writeFileAtomic, writeFilesAtomic } from '../../src/io/write-file.js';
import { CLI, cli, tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

describe('atomic writes', () => {
  it('replaces a file and leaves no temporary file', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.json'), 'old');
    writeFileAtomic(join(dir, 'a.json'), 'new');
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['a.json']);
  });

  it('on a failed rename leaves the target and the directory as they were', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'target'));
    writeFileSync(join(dir, 'target', 'inside'), 'x');
    expect(() => writeFileAtomic(join(dir, 'target'), 'new')).toThrow(InputError);
    expect(readdirSync(dir)).toEqual(['target']);
    expect(readdirSync(join(dir, 'target'))).toEqual(['inside']);
  });

  it('under a regular file fails with a one-line error', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'somefile'), '');
    expect(() => writeFileAtomic(join(dir, 'somefile', 'baseline.json'), '{}')).toThrow(/somefile\/baseline\.json: cannot be written \(ENOTDIR\)/);
    expect(() => ensureDirectory(join(dir, 'somefile', 'sub'))).toThrow(/cannot be created/);
  });

  it('writes content given in pieces, replacing the file only once all of them are written', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.json'), 'old');
    writeFileAtomic(join(dir, 'a.json'), ['{', '"é": 1', '}\n']);
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('{"é": 1}\n');
    function* failing(): Generator<string> {
      yield 'half';
      throw new Error('no more');
    }
    expect(() => writeFileAtomic(join(dir, 'a.json'), failing())).toThrow(InputError);
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('{"é": 1}\n');
    expect(readdirSync(dir)).toEqual(['a.json']);
  });

  it('checkWritable finds the error a write would give, and leaves nothing behind', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.json'), 'old');
    mkdirSync(join(dir, 'sub'));
    checkWritable(join(dir, 'a.json'));
    checkWritable(join(dir, 'new.json'));
    expect(() => checkWritable(join(dir, 'sub'))).toThrow(/sub: is a directory\. Name a file to write/);
    expect(() => checkWritable(join(dir, 'sub'), 'tool')).toThrow(/sub: is a directory\. bench-gate writes a file of that name there/);
    expect(() => checkWritable(join(dir, 'a.json', 'x.json'))).toThrow(/x\.json: cannot be written \(ENOTDIR\)/);
    expect(() => checkWritable(join(dir, 'missing', 'x.json'))).toThrow(/x\.json: cannot be written: its folder .*missing does not exist\. Create it first \(mkdir -p .*missing\)/);
    expect(() => checkWritable(join(dir, 'missing', 'x.json'), 'tool')).toThrow(/x\.json: cannot be written \(ENOENT\)/);
    expect(readFileSync(join(dir, 'a.json'), 'utf8')).toBe('old');
    expect(readdirSync(dir).sort()).toEqual(['a.json', 'sub']);
    expect(readdirSync(join(dir, 'sub'))).toEqual([]);
  });

  it('takes a path ending in a slash for the directory it names, existing or not', () => {
    const dir = tempDir();
    expect(() => writeFileAtomic(join(dir, 'out') + '/', 'x')).toThrow(/out\/: is a directory\. Name a file to write, e\.g\. .*out\/report\.txt$/);
    expect(() => checkWritable(join(dir, 'out') + '/')).toThrow(/out\/: is a directory/);
    writeFileSync(join(dir, 'run.json'), JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'a', ops_per_sec: 1 }] }));
    const promoted = cli(['promote', 'run.json', '--baseline', 'bench/'], dir);
    expect(promoted.status).toBe(2);
    expect(promoted.stderr).toBe('bench-diff: error: bench/: is a directory, and promote writes the baseline as a file. Name the file, e.g. --baseline bench/baseline.json\n');
    expect(readdirSync(dir)).toEqual(['run.json']);
  });

  it('writes a set of files all or nothing', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'run-1.json'), 'old 1');
    writeFileSync(join(dir, 'blocker'), '');
    const files = [
      { path: join(dir, 'run-1.json'), content: 'new 1' },
      { path: join(dir, 'blocker', 'run-2.json'), content: 'new 2' },
    ];
    expect(() => writeFilesAtomic(files)).toThrow(/blocker\/run-2\.json: cannot be written/);
    expect(readFileSync(join(dir, 'run-1.json'), 'utf8')).toBe('old 1');
    expect(readdirSync(dir).sort()).toEqual(['blocker', 'run-1.json']);
  });

  it('a directory where one of a set goes fails before any file is written, with a hint for a file the tool names', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.txt'), 'old a');
    mkdirSync(join(dir, 'c.txt'));
    const files = ['a.txt', 'b.txt', 'c.txt', 'd.txt'].map((name) => ({ path: join(dir, name), content: `new ${name}` }));
    let error: unknown;
    try {
      writeFilesAtomic(files);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InputError);
    const message = (error as Error).message;
    expect(message).toMatch(/c\.txt: is a directory/);
    // Not the hint for a file the user named (-o report): nobody asked for c.txt/report.txt.
    expect(message).not.toMatch(/report\.txt|Name a file/);
    expect(message).toMatch(/move|remove/i);
    expect(readFileSync(join(dir, 'a.txt'), 'utf8')).toBe('old a');
    expect(readdirSync(dir).sort()).toEqual(['a.txt', 'c.txt']);
    expect(readdirSync(join(dir, 'c.txt'))).toEqual([]);
  });

  it('a rename that fails puts back every file renamed before it: the old content, or no file where there was none', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a.txt'), 'old a');
    // c.txt turns into a directory after the destinations were checked (as another process could
    // make it), while d.txt's content is written: its rename fails after a.txt and b.txt were renamed.
    let raced = false;
    function* dContent(): Generator<string> {
      yield 'new d.txt';
      mkdirSync(join(dir, 'c.txt'));
      writeFileSync(join(dir, 'c.txt', 'inside'), 'x');
      raced = true;
    }
    const files = [...['a.txt', 'b.txt', 'c.txt'].map((name) => ({ path: join(dir, name), content: `new ${name}` })), { path: join(dir, 'd.txt'), content: dContent() }];
    expect(() => writeFilesAtomic(files)).toThrow(/c\.txt: is a directory/);
    expect(raced).toBe(true);
    expect(readFileSync(join(dir, 'a.txt'), 'utf8')).toBe('old a');
    expect(readdirSync(dir).sort()).toEqual(['a.txt', 'c.txt']);
    expect(readdirSync(join(dir, 'c.txt'))).toEqual(['inside']);
  });

  it('bench-diff history chart with a directory in the way of a chunk writes nothing and names what to move', () => {
    const dir = tempDir();
    const site = join(dir, 'site');
    mkdirSync(join(site, 'values', '0.js'), { recursive: true });
    // --force: a folder that holds only values/ is no dashboard, which history chart refuses before writing.
    const r = cli(['history', 'chart', '--store', join(ROOT, 'examples/history/store'), '-o', site, '--repo-url', '', '--force'], dir, { GITHUB_SERVER_URL: '', GITHUB_REPOSITORY: '' });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/site\/values\/0\.js: is a directory/);
    expect(r.stderr).not.toMatch(/0\.js\/report\.txt/);
    // Not half a dashboard: no index.html or data.js pointing at a chunk that is not there.
    expect(readdirSync(site).sort()).toEqual(['values']);
    expect(readdirSync(join(site, 'values'))).toEqual(['0.js']);
  });
});

describe('temporary files of crashed writes', () => {
  const deadPid = (): number => {
    // A pid that is certainly not running: a child that has exited.
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    return Number(child.stdout);
  };

  it('are removed by the next write to the same file: a dead writer\'s, an old one, and the old naming', () => {
    const dir = tempDir();
    const dead = deadPid();
    const fresh = Date.now();
    const names = [
      `.baseline.json.bench-gate-${dead}-${fresh}-1a2b.tmp`,
      `.baseline.json.${dead}.${fresh}.tmp`,
      `.baseline.json.bench-gate-${process.ppid}-${fresh - 120_000}-ff.tmp`,
    ];
    for (const name of names) writeFileSync(join(dir, name), 'half');
    const old = (Date.now() - 120_000) / 1000;
    utimesSync(join(dir, names[2]!), old, old);
    writeFileAtomic(join(dir, 'baseline.json'), 'new');
    expect(readdirSync(dir)).toEqual(['baseline.json']);
  });

  it('are left alone while their writer may still be writing, and when they belong to another file', () => {
    const dir = tempDir();
    const live = `.baseline.json.bench-gate-${process.ppid}-${Date.now()}-aa.tmp`;
    const other = `.other.json.bench-gate-${deadPid()}-${Date.now()}-bb.tmp`;
    const lookalike = '.baseline.json.notes.tmp';
    for (const name of [live, other, lookalike]) writeFileSync(join(dir, name), 'x');
    writeFileAtomic(join(dir, 'baseline.json'), 'new');
    expect(readdirSync(dir).sort()).toEqual([live, other, lookalike, 'baseline.json'].sort());
  });

  it('are removed for every file of a set written into one folder, and its own are not taken for them', () => {
    // A dashboard writes thousands of files into values/: the folder is listed once for the set, not
    // once for each file (which took half a minute at 8,000 files).
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), (count, crashed) => {
        const dir = tempDir();
        const dead = deadPid();
        const names = Array.from({ length: count }, (_, i) => `chunk-${i}.js`);
        const stale = names.filter((_, i) => crashed[i]).map((name) => `.${name}.bench-gate-${dead}-${Date.now()}-0.tmp`);
        for (const name of stale) writeFileSync(join(dir, name), 'half');
        writeFilesAtomic(names.map((name, i) => ({ path: join(dir, name), content: `chunk ${i}` })));
        expect(readdirSync(dir).sort()).toEqual([...names].sort());
        names.forEach((name, i) => expect(readFileSync(join(dir, name), 'utf8')).toBe(`chunk ${i}`));
      }),
      { numRuns: 20 },
    );
  });

  it('of a crash are named so the next write recognises them', () => {
    const dir = tempDir();
    // What a writer killed between writing and renaming leaves: half a file under its temporary name.
    writeFileSync(join(dir, `.baseline.json.bench-gate-${deadPid()}-${Date.now()}-0.tmp`), '{"half":');
    writeFileAtomic(join(dir, 'baseline.json'), 'whole');
    expect(readdirSync(dir)).toEqual(['baseline.json']);
    expect(readFileSync(join(dir, 'baseline.json'), 'utf8')).toBe('whole');
  });
});

describe('symbolic links', () => {
  it('are written through: the target gets the content, the link stays a link', () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'store'));
    writeFileSync(join(dir, 'store', 'real.json'), 'old');
    symlinkSync('store/real.json', join(dir, 'baseline.json'));
    writeFileAtomic(join(dir, 'baseline.json'), 'new');
    expect(lstatSync(join(dir, 'baseline.json')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'store', 'real.json'), 'utf8')).toBe('new');
    expect(readdirSync(dir).sort()).toEqual(['baseline.json', 'store']);
    expect(readdirSync(join(dir, 'store'))).toEqual(['real.json']);
  });

  it('through a chain and to a target that does not exist yet', () => {
    const dir = tempDir();
    symlinkSync('middle.json', join(dir, 'baseline.json'));
    symlinkSync(join(dir, 'final.json'), join(dir, 'middle.json'));
    writeFileAtomic(join(dir, 'baseline.json'), 'created');
    expect(lstatSync(join(dir, 'baseline.json')).isSymbolicLink()).toBe(true);
    expect(lstatSync(join(dir, 'middle.json')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'final.json'), 'utf8')).toBe('created');
  });

  it('bench-diff promote --baseline LINK keeps the link', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'run.json'), JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'a', ops_per_sec: 10 }] }));
    writeFileSync(join(dir, 'real-baseline.json'), JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'a', ops_per_sec: 9 }] }));
    symlinkSync('real-baseline.json', join(dir, 'baseline.json'));
    const result = cli(['promote', 'run.json', '--baseline', 'baseline.json'], dir);
    expect(result.status).toBe(0);
    expect(lstatSync(join(dir, 'baseline.json')).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'real-baseline.json'), 'utf8')).benchmarks[0].ops_per_sec).toBe(10);
  });
});

describe('targets that are not regular files', () => {
  it('a FIFO is written in place, never replaced by a file (as -o /dev/null must not replace the device)', async () => {
    const dir = tempDir();
    const fifo = join(dir, 'pipe');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    // The reader is another process: opening a FIFO for writing waits for one.
    const reader = spawn('cat', [fifo]);
    const received = new Promise<string>((done) => {
      let text = '';
      reader.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      reader.on('close', () => done(text));
    });
    writeFileAtomic(fifo, 'report\n');
    expect(await received).toBe('report\n');
    expect(lstatSync(fifo).isFIFO()).toBe(true);
    expect(readdirSync(dir)).toEqual(['pipe']);
  });

  it('bench-diff -o /dev/null writes into /dev/null, never replacing it', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'run.json'), JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'a', ops_per_sec: 10 }] }));
    // The same inode before and after: written in place (whatever else on the machine did to it).
    const before = lstatSync('/dev/null');
    const result = cli(['run.json', 'run.json', '-o', '/dev/null'], dir);
    expect(result.status).toBe(0);
    const after = lstatSync('/dev/null');
    expect(after.ino).toBe(before.ino);
    expect(after.isCharacterDevice()).toBe(before.isCharacterDevice());
  });
});

describe('-o /dev/stdout and /dev/stderr on a pipe', () => {
  // /dev/stderr -> /proc/self/fd/2 -> "pipe:[N]", a link that names no path (as in a CI log, where
  // both are pipes): the write goes into the pipe, as a shell's `> /dev/stderr` does. Through sh,
  // since the pipes of spawnSync are sockets.
  const piped = (dir: string, args: string): { status: number | null; stdout: string } =>
    spawnSync('sh', ['-c', `"$0" "$1" ${args} | cat`, process.execPath, CLI], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

  it.runIf(process.platform === 'linux')('write into the pipe', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'run.json'), JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'a', ops_per_sec: 10 }] }));
    const report = piped(dir, 'run.json run.json -o /dev/stderr 2>&1 >/dev/null');
    expect(report.stdout).toMatch(/^bench-gate PASS/);
    const converted = piped(dir, 'convert run.json -o /dev/stdout 2>&1');
    expect(JSON.parse(converted.stdout)).toEqual({ schema_version: 1, benchmarks: [{ name: 'a', ops_per_sec: 10 }] });
    expect(readdirSync(dir)).toEqual(['run.json']);
  });
});

describe('a file too large or a disk full', () => {
  it('is a one-line error that says so, exit 2, and leaves no temporary file', () => {
    const dir = tempDir();
    const benchmarks = Array.from({ length: 2000 }, (_, i) => ({ name: `benchmark-${i}`, ops_per_sec: i + 1 }));
    writeFileSync(join(dir, 'run.json'), JSON.stringify({ schema_version: 1, benchmarks }));
    // ulimit -f 8: at most 8 blocks per file, far below the baseline's size; EFBIG instead of a signal.
    const result = spawnSync('sh', ['-c', `ulimit -f 8; exec "${process.execPath}" "${CLI}" promote run.json --baseline baseline.json`], { cwd: dir, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/baseline\.json: cannot be written \(EFBIG\): the file is too large/);
    expect(readdirSync(dir)).toEqual(['run.json']);
  });

  it('for the JSON report written in pieces (-o), keeps the old report and prints nothing', () => {
    const dir = tempDir();
    const benchmarks = Array.from({ length: 2000 }, (_, i) => ({ name: `benchmark-${i}`, ops_per_sec: i + 1 }));
    writeFileSync(join(dir, 'run.json'), JSON.stringify({ schema_version: 1, benchmarks }));
    writeFileSync(join(dir, 'report.json'), 'old');
    const result = spawnSync('sh', ['-c', `ulimit -f 8; exec "${process.execPath}" "${CLI}" run.json run.json --format json -o report.json`], { cwd: dir, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/report\.json: cannot be written \(EFBIG\)/);
    expect(readFileSync(join(dir, 'report.json'), 'utf8')).toBe('old');
    expect(readdirSync(dir).sort()).toEqual(['report.json', 'run.json']);
  });
});
