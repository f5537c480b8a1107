/** collectGarbage: a full collection now, and V8's flags as they were (a code cache made after it stays valid). */
import { cachedDataVersionTag } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../../src/io/full-gc.js';

function dropped(): WeakRef<object> {
  return new WeakRef({ payload: new Array(1000).fill(1) });
}

describe('collectGarbage', () => {
  // First: the flag is set and put back when the first collection makes its context.
  it('leaves the flags that a code cache is checked against as they were', () => {
    const before = cachedDataVersionTag();
    collectGarbage();
    collectGarbage();
    expect(cachedDataVersionTag()).toBe(before);
  });

  it('collects what nothing refers to any more', async () => {
    const ref = dropped();
    // A WeakRef keeps its target until the end of the job that made it.
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
  });
});
