// Reads the hyperfine exports and memory readings of bench/run.sh, writes bench/results/ratios.json
// (schema v1: one benchmark per ratio, lower is better) for bench-gate to gate against the committed
// bench/baseline.json, prints each ratio next to its target and exits 1 when one is missed.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'bench/results';
const read = (name) => JSON.parse(readFileSync(join(dir, name), 'utf8'));
const mean = {};
// hyperfine runs with -i, so that one failing command does not stop the others; a run that failed
// measured an error path, not the case, so the benchmark fails whatever the ratios say.
const failed = [];
for (const file of ['startup.json', 'gotest.json', 'schema.json', 'stats.json']) {
  for (const r of read(file).results) {
    mean[r.command] = r.mean;
    const bad = r.exit_codes.filter((code) => code !== 0);
    if (bad.length > 0) failed.push(`${r.command}: exited with ${[...new Set(bad)].join(', ')} in ${bad.length} of ${r.exit_codes.length} runs, so its time is not the case's`);
  }
}
// A memory reading is null when a run of its command failed (bench/run.sh's rss): NaN, which misses its row.
const rss = {};
for (const [command, kib] of Object.entries(read('memory.json'))) {
  rss[command] = kib ?? Number.NaN;
  if (kib === null) failed.push(`${command}: a run failed while its peak memory was measured, so the reading is not the case's`);
}

const PROMOTE_TARGET = 2.5 / (2.28 / 4.8);
// [name, ratio, target, what the ratio is of]
const rows = [
  ['start-up / node -e 0', mean['bench-diff microbench'] / mean['node -e 0'], 1.3],
  ['Action start-up / node -e 0', mean['Action check microbench'] / mean['node -e 0'], 2.0],
  ['go test 1k / benchstat', mean['bench-diff go test 1k'] / mean['benchstat 1k'], 1.0],
  ['go test 10k / benchstat', mean['bench-diff go test 10k'] / mean['benchstat 10k'], 0.8],
  ['go test 10k memory / benchstat memory', rss['bench-diff go test 10k'] / rss['benchstat 10k'], 1.0],
  ['schema v1 100k / read and parse', mean['bench-diff 100k'] / mean['read and parse 100k'], 2.0],
  // The issue states promote's target as a time, < 2.5 s, on the machine where it measured the read-and-parse
  // floor at 2.28 s / 4.8 = 0.475 s (its schema v1 row): 2.5 s was 5.26x that floor.
  ['promote 100k / read and parse', mean['promote 100k'] / mean['read and parse 100k'], PROMOTE_TARGET],
  // "Linear": ten times the benchmarks may take at most ten times as long (start-up makes it less).
  ['promote 100k / promote 10k', mean['promote 100k'] / mean['promote 10k'], 10.0],
  ['stats method / default method 10k', mean['stats method 10k'] / mean['default method 10k'], 3.0],
  ['stats method / default method 100k', mean['stats method 100k'] / mean['default method 100k'], 3.0],
];
const memoryMiB = rss['bench-diff 100k'] / 1024;

let ok = failed.length === 0;
for (const line of failed) console.log(`FAIL ${line}`);
for (const [name, ratio, target] of rows) {
  const met = ratio <= target;
  ok &&= met;
  console.log(`${met ? 'ok  ' : 'MISS'} ${name.padEnd(40)} ${ratio.toFixed(2).padStart(6)}x  target <= ${Number(target.toFixed(2))}x`);
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
// promote's own target in the issue, an absolute time, shown for the same reason.
const promoteSeconds = mean['promote 100k'];
console.log(`${promoteSeconds < 2.5 ? 'ok  ' : 'MISS'} ${'promote 100k wall time'.padEnd(40)} ${promoteSeconds.toFixed(1).padStart(6)} s    target < 2.5 s`);

const benchmarks = rows.map(([name, ratio]) => ({ name, value: ratio, unit: '', direction: 'lower' }));
writeFileSync(join(dir, 'ratios.json'), `${JSON.stringify({ schema_version: 1, benchmarks }, null, 2)}\n`);
process.exit(ok ? 0 : 1);
