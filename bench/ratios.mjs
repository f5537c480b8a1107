// Reads the hyperfine exports and memory readings of bench/run.sh, writes bench/results/ratios.json
// (schema v1: one benchmark per ratio, lower is better) for bench-gate to gate against the committed
// bench/baseline.json, prints each ratio next to its target and exits 1 when one is missed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'bench/results';
const read = (name) => JSON.parse(readFileSync(join(dir, name), 'utf8'));
const mean = {};
for (const file of ['startup.json', 'gotest.json', 'schema.json', 'stats.json']) for (const r of read(file).results) mean[r.command] = r.mean;
const rss = read('memory.json');

// [name, ratio, target, what the ratio is of]
const rows = [
  ['start-up / node -e 0', mean['bench-diff microbench'] / mean['node -e 0'], 1.3],
  ['Action start-up / node -e 0', mean['Action check microbench'] / mean['node -e 0'], 2.0],
  ['go test 1k / benchstat', mean['bench-diff go test 1k'] / mean['benchstat 1k'], 1.0],
  ['go test 10k / benchstat', mean['bench-diff go test 10k'] / mean['benchstat 10k'], 0.8],
  ['go test 10k memory / benchstat memory', rss['bench-diff go test 10k'] / rss['benchstat 10k'], 1.0],
  ['schema v1 100k / read and parse', mean['bench-diff 100k'] / mean['read and parse 100k'], 2.0],
  ['promote 100k / read and parse', mean['promote 100k'] / mean['read and parse 100k'], 3.0],
  ['stats method / default method 10k', mean['stats method 10k'] / mean['default method 10k'], 3.0],
  ['stats method / default method 100k', mean['stats method 100k'] / mean['default method 100k'], 3.0],
];
const memoryMiB = rss['bench-diff 100k'] / 1024;

let ok = true;
for (const [name, ratio, target] of rows) {
  const met = ratio <= target;
  ok &&= met;
  console.log(`${met ? 'ok  ' : 'MISS'} ${name.padEnd(40)} ${ratio.toFixed(2).padStart(6)}x  target <= ${target}x`);
}
const memoryMet = memoryMiB <= 300;
ok &&= memoryMet;
console.log(`${memoryMet ? 'ok  ' : 'MISS'} ${'schema v1 100k peak memory'.padEnd(40)} ${memoryMiB.toFixed(0).padStart(6)} MiB  target <= 300 MiB`);
// The absolute targets for --method stats on 100,000 benchmarks, shown (a slower machine moves
// them, so they are not gated; the ratio above is).
const statsSeconds = mean['stats method 100k'];
const statsMiB = rss['stats method 100k'] / 1024;
console.log(`${statsSeconds < 20 ? 'ok  ' : 'MISS'} ${'stats method 100k wall time'.padEnd(40)} ${statsSeconds.toFixed(1).padStart(6)} s    target < 20 s`);
console.log(`${statsMiB < 1024 ? 'ok  ' : 'MISS'} ${'stats method 100k peak memory'.padEnd(40)} ${statsMiB.toFixed(0).padStart(6)} MiB  target < 1024 MiB`);

const benchmarks = rows.map(([name, ratio]) => ({ name, value: ratio, unit: '', direction: 'lower' }));
writeFileSync(join(dir, 'ratios.json'), `${JSON.stringify({ schema_version: 1, benchmarks }, null, 2)}\n`);
process.exit(ok ? 0 : 1);
