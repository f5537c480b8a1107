/**
 * The V8 flags the comparison tunes at run time for the size of its inputs (gate-files.ts), and
 * V8's defaults back wherever a code cache is made or checked. V8 stamps a code cache with its flags
 * and refuses one made under others, and the CLI's bundles run from caches (code-cache.ts): a cache
 * written, or a bundle compiled, while these flags were tuned was refused on the next start, and
 * rewritten, on every run. The executable (dist/cli.js) and the main bundle are separate bundles,
 * each with its own copy of this module, so the main bundle hands the executable its switch through
 * a registered global symbol.
 */

/** A tunable flag's value when tuned, and V8's default (Node 20 to 24). */
export interface Tunable {
  tuned: number;
  default: number;
}

type SetFlags = (flags: string) => void;
type WithDefaults = <T>(compile: () => T) => T;

const WITH_DEFAULT_FLAGS = Symbol.for('bench-gate.with-default-v8-flags');

/** The flags tuned in this process (by name), and how to set flags. */
const tuned = new Map<string, Tunable>();
let setFlags: SetFlags | undefined;

function setAll(which: 'tuned' | 'default'): void {
  for (const [flag, values] of tuned) setFlags!(`--${flag}=${values[which]}`);
}

/**
 * Sets each flag to its tuned value for the rest of the process. At exit, and while the executable
 * compiles a bundle (withDefaultV8Flags), they are V8's defaults again. Listeners added first run
 * first, before the cache is written at exit; one for the process, however many comparisons it runs.
 */
export function tuneV8Flags(v8SetFlags: SetFlags, flags: Readonly<Record<string, Tunable>>): void {
  if (setFlags === undefined) {
    setFlags = v8SetFlags;
    process.prependOnceListener('exit', () => setAll('default'));
    const withDefaults: WithDefaults = (compile) => {
      setAll('default');
      try {
        return compile();
      } finally {
        setAll('tuned');
      }
    };
    (globalThis as Record<symbol, unknown>)[WITH_DEFAULT_FLAGS] = withDefaults;
  }
  for (const [flag, values] of Object.entries(flags)) tuned.set(flag, values);
  setAll('tuned');
}

/** Runs `compile` with V8's default flags when the main bundle has tuned any (else as it is). */
export function withDefaultV8Flags<T>(compile: () => T): T {
  const withDefaults = (globalThis as Record<symbol, unknown>)[WITH_DEFAULT_FLAGS] as WithDefaults | undefined;
  return withDefaults === undefined ? compile() : withDefaults(compile);
}
