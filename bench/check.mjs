// Reads bench/results/*.json (hyperfine exports and the memory reading), prints the measured numbers
// next to the targets, and exits 1 when a target is missed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2] ?? 'bench/results';
const read = (name) => JSON.parse(readFileSync(join(dir, name), 'utf8'));
const byName = (file) => Object.fromEntries(read(file).results.map((r) => [r.command, r]));

const startup = byName('startup.json');
const scaling = byName('scaling.json');
const node = startup['node -e 0'];
const cli = startup['bench-diff zigttp 5 runs'];
const ratio = cli.mean / node.mean;
const large = scaling['bench-diff 10000x10'];
const rssKiB = read('memory.json').max_rss_kib;
const rssMiB = rssKiB === null ? undefined : rssKiB / 1024;
// Linear: time per benchmark (after start-up) at 10,000 within 1.5x of that at 2,500.
const perBenchmark = (r, n) => (r.mean - node.mean) / n;
const growth = perBenchmark(large, 10000) / perBenchmark(scaling['bench-diff 2500x10'], 2500);

const rows = [
  ['start-up vs node -e 0', `${ratio.toFixed(2)}x (${(cli.mean * 1000).toFixed(1)} ms vs ${(node.mean * 1000).toFixed(1)} ms)`, '<= 1.3x', ratio <= 1.3],
  ['10,000 benchmarks x 10 runs', `${large.mean.toFixed(2)} s`, '< 2 s', large.mean < 2],
  ['peak memory, 10,000 x 10', rssMiB === undefined ? 'not measured (no GNU time)' : `${rssMiB.toFixed(0)} MiB`, '< 300 MiB', rssMiB === undefined || rssMiB < 300],
  ['time per benchmark, 10,000 vs 2,500', `${growth.toFixed(2)}x`, '<= 1.5x (linear)', growth <= 1.5],
];
for (const [what, measured, target, ok] of rows) console.log(`${ok ? 'ok  ' : 'MISS'} ${what.padEnd(36)} ${measured.padEnd(34)} target ${target}`);
process.exit(rows.every((r) => r[3]) ? 0 : 1);
