// Writes `go test -bench -count COUNT` output for COUNT benchmarks, old and new (new a few percent
// apart, seeded), in the layout `go test` prints, for the bench-diff vs benchstat rows of bench/run.sh.
//   node bench/gen-gotest.mjs OUTDIR BENCHMARKS COUNT
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mulberry32 } from './seeded-random.mjs';

const [outDir, countText = '10000', repeatText = '10'] = process.argv.slice(2);
if (!outDir) throw new Error('usage: node bench/gen-gotest.mjs OUTDIR BENCHMARKS COUNT');
const benchmarks = Number(countText);
const repeats = Number(repeatText);

const random = mulberry32(7);

function log(shift) {
  const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/large', 'cpu: generated'];
  // go test -count N runs each benchmark N times in a row, so its N lines come together.
  for (let i = 0; i < benchmarks; i++) {
    for (let r = 0; r < repeats; r++) {
      const ns = (100 + (i % 997)) * (1 + shift * ((i % 7) - 3)) * (1 + (random() - 0.5) * 0.04);
      lines.push(`BenchmarkCase${i}/size=${i % 64}-2    \t 1000000\t${ns.toFixed(2).padStart(12)} ns/op\t      16 B/op\t       1 allocs/op`);
    }
  }
  lines.push('PASS', 'ok  \texample.com/large\t12.345s', '');
  return lines.join('\n');
}

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'old.txt'), log(0));
writeFileSync(join(outDir, 'new.txt'), log(0.01));
