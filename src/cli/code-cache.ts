/**
 * Runs the CLI's main bundle with V8's code cache: the bytecode of the functions a run compiled is
 * kept on disk after a run and handed back to V8 on the next, so a start skips most of its parsing
 * and compiling (bench/: start-up time is a measured requirement). Node 20 has no built-in cache for
 * CommonJS (module.enableCompileCache came in 22), so this uses vm.Script's cachedData directly.
 *
 * Safety, since the cache is code that will run:
 * - only in a per-user folder ($XDG_CACHE_HOME or ~/.cache, then bench-gate; ~/Library/Caches on
 *   macOS) that is a real folder (not a link), owned by this user and closed to everyone else (no
 *   group or other permission bits). It is created 0700; one that exists with wider permissions or
 *   another owner is not used. Never a shared or world-writable place such as /tmp; not on Windows.
 * - the file's name holds a hash of the bundle (made by the build), its size, the command, Node's
 *   version and the architecture, and V8 checks what it is given (its version, flags and the source) and rejects a
 *   cache that does not fit, which is then written anew.
 * - any failure (no home, a read-only disk, a rejected or unreadable cache) is silent: the bundle then
 *   runs as it would without a cache. BENCH_GATE_NO_CODE_CACHE=1 turns the cache off.
 */
import { lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, type Stats } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join } from 'node:path';
import { Script } from 'node:vm';
import { withDefaultV8Flags } from './v8-flags.js';

/** The cache folder for this user, or undefined where there is no safe one to use. */
export function cacheDir(env: NodeJS.ProcessEnv, platform: NodeJS.Platform = process.platform): string | undefined {
  if (platform === 'win32' || env.BENCH_GATE_NO_CODE_CACHE) return undefined;
  const home = env.HOME;
  if (env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME)) return join(env.XDG_CACHE_HOME, 'bench-gate');
  if (!home || !isAbsolute(home)) return undefined;
  return platform === 'darwin' ? join(home, 'Library', 'Caches', 'bench-gate') : join(home, '.cache', 'bench-gate');
}

/** Whether `dir` is (now) a folder of this user's own that nobody else may write to or read. */
function privateDir(dir: string): boolean {
  // One lstat on every start once the folder exists; mkdir (and its own stats) only on the first.
  let stat: Stats | undefined = lstatSync(dir, { throwIfNoEntry: false });
  if (stat === undefined) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    stat = lstatSync(dir);
  }
  return stat.isDirectory() && typeof process.getuid === 'function' && stat.uid === process.getuid() && (stat.mode & 0o077) === 0;
}

/** Writes the cache (temporary file, then rename) and removes the caches of other builds. */
function writeCache(dir: string, name: string, build: string, data: Buffer): void {
  const temp = join(dir, `.${name}.${process.pid}.tmp`);
  writeFileSync(temp, data, { mode: 0o600, flag: 'wx' });
  renameSync(temp, join(dir, name));
  for (const other of readdirSync(dir)) if (other.startsWith('cli-') && other.endsWith('.v8') && !other.startsWith(`${build}-`)) rmSync(join(dir, other), { force: true });
}

const wrap = (source: string): string => `(function (exports, require, module, __filename, __dirname) { ${source}\n})`;

/** A compiled bundle and the cache file it is to be written to at exit (undefined: its cache was used). */
interface Compiled {
  script: Script;
  writeTo: string | undefined;
}

/** Compiles a bundle with its cache from `dir` when there is one that V8 accepts. Throws when the bundle cannot be read. */
function compile(dir: string, file: string, cacheName: (bytes: number) => string): Compiled {
  // The bytes give the size without opening the file for a stat of its own.
  const bytes = readFileSync(file);
  const name = cacheName(bytes.length);
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(join(dir, name));
  } catch {
    cachedData = undefined;
  }
  const source = wrap(bytes.toString('utf8'));
  // A bundle loaded once the comparison has tuned V8's flags for large inputs is compiled (and its
  // cache checked) under the defaults, which its cache is written under at exit.
  const script = withDefaultV8Flags(() => new Script(source, { filename: file, ...(cachedData ? { cachedData } : {}) }));
  return { script, writeTo: cachedData === undefined || script.cachedDataRejected ? name : undefined };
}

/** Runs a compiled bundle as Node runs a CommonJS module, with `require` as its require(); its exports. */
function run(script: Script, file: string, require: (id: string) => unknown, module: { exports: unknown; loaded: boolean }): unknown {
  (script.runInThisContext() as (...args: unknown[]) => void).call(module.exports, module.exports, require, module, file, dirname(file));
  module.loaded = true;
  return module.exports;
}

/**
 * Runs `file` (a CommonJS bundle) as Node would, with the code cache when a safe folder is at hand.
 * `hash`: the build's hash of the bundle's content. `command`: what the run does (a subcommand's name,
 * the help, the version, or the comparison: invocationOf in command-names.ts): each has its own cache,
 * made by its first run that did not end in an error, since a cache holds the functions that the run
 * which wrote it compiled. `bundles`: the build's hash of each sibling bundle the main
 * one may require() (`./formats.cjs`, `./commands.cjs`, ...), which then run with a cache of their
 * own too: compiling dist/formats.cjs for a go test log took ~12 ms, ~2 ms from its cache.
 */
export function runWithCodeCache(file: string, hash: string, command: string, bundles: Readonly<Record<string, string>> = {}): void {
  const dir = cacheDir(process.env);
  const build = `cli-${hash}`;
  const tail = `${command}-${process.version}-${process.arch}.v8`;
  let main: Compiled;
  try {
    if (dir === undefined || !privateDir(dir)) throw new Error('no cache folder');
    main = compile(dir, file, (bytes) => `${build}-${bytes}-${tail}`);
  } catch {
    createRequire(file)(file);
    return;
  }
  // The bundles whose cache is to be written after the run, so that it holds the functions the run
  // compiled, not only the top level. The listener is added only then: most starts write nothing.
  // A run that ended in an error (exit code 2: a missing file, a mistyped flag) stopped early, having
  // compiled a slice of its command; its cache would be accepted by every later run, which would then
  // compile the rest on every start (2 to 6 ms of a ~40 ms comparison), so it writes none.
  const toWrite: Compiled[] = [];
  const writeLater = (one: Compiled): void => {
    if (one.writeTo === undefined) return;
    if (toWrite.push(one) > 1) return;
    process.once('exit', (code) => {
      if (code >= 2) return;
      for (const { script, writeTo } of toWrite) {
        try {
          writeCache(dir, writeTo!, build, script.createCachedData());
        } catch {
          // A cache that cannot be written is only a slower next start.
        }
      }
    });
  };
  writeLater(main);
  const nodeRequire = createRequire(file);
  const modules = new Map<string, { exports: unknown; loaded: boolean }>();
  // The require() of every bundle run here: a sibling bundle of the build from its cache (once, as
  // Node's require() would), anything else as Node's require() does.
  const require = (id: string): unknown => {
    const bundle = id.startsWith('./') ? id.slice(2) : '';
    const bundleHash = Object.hasOwn(bundles, bundle) ? bundles[bundle] : undefined;
    if (bundleHash === undefined) return nodeRequire(id);
    const known = modules.get(bundle);
    if (known) return known.exports;
    const path = join(dirname(file), bundle);
    let one: Compiled;
    try {
      one = compile(dir, path, (bytes) => `${build}-${bundle.replace(/\.cjs$/, '')}-${bundleHash}-${bytes}-${tail}`);
    } catch {
      return nodeRequire(id);
    }
    writeLater(one);
    const module = { exports: {}, filename: path, id: path, loaded: false };
    modules.set(bundle, module);
    return run(one.script, path, require, module);
  };
  run(main.script, file, require, { exports: {}, filename: file, id: file, loaded: false } as { exports: unknown; loaded: boolean });
}
