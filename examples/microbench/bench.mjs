#!/usr/bin/env node
// A small JavaScript micro-benchmark suite that prints one schema_version 1 document, the way a
// project's own benchmark binary would (`--json`). It produced the example files next to it:
//   node examples/microbench/bench.mjs > examples/microbench/run-1.json
// SLOW=name makes one benchmark deliberately slower, to show what a regression looks like.
const slow = process.env.SLOW ?? '';

const suite = {
  stringConcat() {
    let s = '';
    for (let i = 0; i < 200; i++) s += i;
    return s.length;
  },
  jsonRoundTrip() {
    return JSON.parse(JSON.stringify({ a: [1, 2, 3], b: { c: 'text', d: true }, e: 12.5 })).e;
  },
  arraySort() {
    const a = [];
    for (let i = 0; i < 100; i++) a.push((i * 7919) % 101);
    if (slow === 'arraySort') a.sort((x, y) => String(x).localeCompare(String(y)));
    return a.sort((x, y) => x - y)[0];
  },
  mapInsert() {
    const m = new Map();
    for (let i = 0; i < 100; i++) m.set(`k${i}`, i);
    return m.size;
  },
  regexMatch() {
    return /(\d+)-(\d+)-(\d+)/.exec('date: 2026-11-21 and more')?.[1];
  },
  closureCalls() {
    let n = 0;
    const add = (x) => { n += x; };
    for (let i = 0; i < 500; i++) add(i);
    return n;
  },
};

/** Runs `fn` for about `ms` milliseconds and returns operations per second. */
function measure(fn, ms) {
  let ops = 0;
  let sink;
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(ms) * 1_000_000n;
  let now = start;
  while (now < deadline) {
    for (let i = 0; i < 100; i++) sink = fn();
    ops += 100;
    now = process.hrtime.bigint();
  }
  globalThis.__sink = sink;
  const seconds = Number(now - start) / 1e9;
  return { ops_per_sec: Math.round(ops / seconds), time_ms: Number((seconds * 1000).toFixed(3)), iterations: ops };
}

const benchmarks = [];
for (const [name, fn] of Object.entries(suite)) {
  measure(fn, 50); // warm-up: let the JIT settle before measuring
  benchmarks.push({ name, ...measure(fn, 200), success: true, error: null });
}
process.stdout.write(`${JSON.stringify({ schema_version: 1, benchmarks }, null, 2)}\n`);
