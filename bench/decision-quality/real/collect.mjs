#!/usr/bin/env node
// Collects real run-to-run noise for the decision-quality replay (see ../README.md):
//   hyperfine on small commands (one observation per execution), Go benchmarks with -count
//   (one ns/op per count), and a pytest-benchmark file run many times (one mean per run).
// Writes real-noise.json next to this script. It takes several minutes; the replay only reads the
// committed JSON. Needs hyperfine, go, python3 with pytest-benchmark on PATH.
//   node bench/decision-quality/real/collect.mjs [--runs 40]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const argRuns = process.argv.indexOf('--runs');
const RUNS = argRuns > 0 ? Number(process.argv[argRuns + 1]) : 40;
const work = mkdtempSync(join(tmpdir(), 'noise-'));
const benchmarks = [];

function hyperfine() {
  const file = join(work, 'input.txt');
  writeFileSync(file, Array.from({ length: 20000 }, (_, i) => `line ${(i * 7919) % 20011} of the sample input`).join('\n'));
  const commands = {
    'hyperfine/ls': 'ls -la /usr/bin',
    'hyperfine/sort': `sort ${file}`,
    'hyperfine/gzip': `gzip -c -6 ${file}`,
    'hyperfine/sha256sum': `sha256sum ${file}`,
    'hyperfine/grep': `grep -c 7 ${file}`,
    'hyperfine/python-startup': 'python3 -c pass',
    'hyperfine/node-startup': 'node -e 0',
  };
  for (const [name, command] of Object.entries(commands)) {
    const out = join(work, 'hyperfine.json');
    execFileSync('hyperfine', ['-N', '--warmup', '3', '--runs', String(RUNS), '--export-json', out, command], { stdio: 'ignore' });
    const times = JSON.parse(readFileSync(out, 'utf8')).results[0].times.map((s) => s * 1000);
    benchmarks.push({ name, tool: 'hyperfine', unit: 'ms', direction: 'lower', values: times });
  }
}

function goBench() {
  const out = execFileSync('go', ['test', '-run', '^$', '-bench', '.', '-count', String(RUNS), '-benchtime', '200ms'], { cwd: join(here, 'go'), encoding: 'utf8' });
  const byName = new Map();
  for (const line of out.split('\n')) {
    const m = /^Benchmark(\w+?)(?:-\d+)?\s+\d+\s+([\d.]+) ns\/op/.exec(line);
    if (!m) continue;
    if (!byName.has(m[1])) byName.set(m[1], []);
    byName.get(m[1]).push(Number(m[2]));
  }
  for (const [name, values] of byName) benchmarks.push({ name: `go/${name}`, tool: 'go test -bench', unit: 'ns', direction: 'lower', values });
}

function pytestBench() {
  const byName = new Map();
  for (let r = 0; r < RUNS; r++) {
    const out = join(work, 'pytest.json');
    execFileSync('python3', ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', join(here, 'py', 'test_noise.py'), '--benchmark-json', out, '--benchmark-min-time=0.02', '--benchmark-max-time=0.2'], { stdio: 'ignore' });
    for (const b of JSON.parse(readFileSync(out, 'utf8')).benchmarks) {
      if (!byName.has(b.name)) byName.set(b.name, []);
      byName.get(b.name).push(b.stats.mean * 1e6);
    }
  }
  for (const [name, values] of byName) benchmarks.push({ name: `pytest/${name}`, tool: 'pytest-benchmark', unit: 'us', direction: 'lower', values });
}

const started = Date.now();
// The machine's load tells how representative the noise is: a shared, busy machine is noisier.
const loadBefore = loadavg()[0];
hyperfine();
goBench();
pytestBench();
const round = (v) => Number(v.toPrecision(6));
const result = {
  description: 'Real run-to-run noise collected by bench/decision-quality/real/collect.mjs; one value per run of each benchmark.',
  collected: new Date().toISOString().slice(0, 10),
  machine: { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, node: process.version, load_average_1min: { before: round(loadBefore), after: round(loadavg()[0]) } },
  runs: RUNS,
  seconds: Math.round((Date.now() - started) / 1000),
  benchmarks: benchmarks.map((b) => ({ ...b, values: b.values.map(round) })),
};
writeFileSync(join(here, 'real-noise.json'), `${JSON.stringify(result, null, 1)}\n`);
console.log(`wrote ${benchmarks.length} benchmarks x ${RUNS} runs in ${result.seconds}s`);
