// mulberry32: a small seeded generator for the bench input scripts (gen-*.mjs), so that the same
// arguments write the same files. src/core/stats/random.ts is the product's own, in TypeScript.
export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
