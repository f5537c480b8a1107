/**
 * A full garbage collection on demand, for the moment a command has just let go of most of what it
 * held and is about to allocate again. V8 collects the old generation when it reaches a limit set at
 * the previous collection, in proportion to what was alive then; after the gate of a large comparison
 * that was the documents, so the rendering of the report was stacked on top of the dead documents
 * instead of reusing their memory.
 *
 * Node offers gc() only under --expose-gc. The flag is set just long enough to make a new context
 * (which then has gc(), and keeps it), and put back at once: V8 refuses a code cache made under other
 * flags than the next start's (src/cli/code-cache.ts). Best effort: a Node without
 * process.getBuiltinModule (before 20.16) does not collect.
 */
type Builtins = { getBuiltinModule?: <T extends 'node:v8' | 'node:vm'>(id: T) => T extends 'node:v8' ? typeof import('node:v8') : typeof import('node:vm') };

let collect: (() => void) | null | undefined;

function collector(): (() => void) | null {
  // Started with --expose-gc: the flag stays as it is.
  const exposed: unknown = (globalThis as { gc?: unknown }).gc;
  if (typeof exposed === 'function') return exposed as () => void;
  const getBuiltinModule = (process as Builtins).getBuiltinModule;
  if (getBuiltinModule === undefined) return null;
  const v8 = getBuiltinModule('node:v8');
  v8.setFlagsFromString('--expose-gc');
  try {
    const gc: unknown = getBuiltinModule('node:vm').runInNewContext('gc');
    return typeof gc === 'function' ? (gc as () => void) : null;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}

export function collectGarbage(): void {
  if (collect === undefined) collect = collector();
  collect?.();
}
