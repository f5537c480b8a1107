#!/usr/bin/env node
// Collects interleaved A/A rounds of a small real suite on this machine, for ./analyse.mjs:
// each round runs the suite twice ("A" and "B", the same code) in a random order, as
// `bench-diff ab` does. The suite: the Go benchmarks of ../real/go (ns/op, one run of each per
// side) and three commands timed by hyperfine (median of 5 executions per side).
//   node bench/decision-quality/ab/collect.mjs --rounds 40 --label quiet [--hog]
// --hog runs a CPU hog (a busy loop) for the whole collection, as a noisy neighbour.
// --inject F makes the B side really slower by the factor F on two benchmarks (A/B, not A/A): go/SHA256
// hashes F times the bytes (NOISE_SLOW, see ../real/go) and hyperfine/sha256sum hashes a file F times
// as large; both are linear in their input.
// Writes rounds-LABEL.json next to this script. Needs go and hyperfine.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const ROUNDS = Number(arg('--rounds', '40'));
const LABEL = arg('--label', 'quiet');
const HOG = process.argv.includes('--hog');
const INJECT = Number(arg('--inject', '1'));
const INJECTED = ['go/SHA256', 'hyperfine/sha256sum'];
const work = mkdtempSync(join(tmpdir(), 'ab-noise-'));
const goBinary = join(work, 'noise.test');
execFileSync('go', ['test', '-c', '-o', goBinary], { cwd: join(here, '..', 'real', 'go'), stdio: 'ignore' });
const lines = (n) => Array.from({ length: n }, (_, i) => `line ${(i * 7919) % 20011} of the sample input`).join('\n');
const input = join(work, 'input.txt');
writeFileSync(input, lines(20000));
const slowInput = join(work, 'input-slow.txt');
writeFileSync(slowInput, lines(Math.round(20000 * INJECT)));
const commandsOf = (slow) => ({ 'hyperfine/sort': `sort ${input}`, 'hyperfine/gzip': `gzip -c -6 ${input}`, 'hyperfine/sha256sum': `sha256sum ${slow ? slowInput : input}` });

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** One run of the suite: benchmark name -> value (ns for Go, ms for the commands). */
function suite(slow = false) {
  const values = {};
  const env = slow ? { ...process.env, NOISE_SLOW: String(INJECT) } : process.env;
  const out = execFileSync(goBinary, ['-test.run', '^$', '-test.bench', '.', '-test.benchtime', '40ms', '-test.count', '1'], { encoding: 'utf8', env });
  for (const line of out.split('\n')) {
    const m = /^Benchmark(\w+?)(?:-\d+)?\s+\d+\s+([\d.]+) ns\/op/.exec(line);
    if (m) values[`go/${m[1]}`] = Number(m[2]);
  }
  for (const [name, command] of Object.entries(commandsOf(slow))) {
    const file = join(work, 'hf.json');
    execFileSync('hyperfine', ['-N', '--warmup', '1', '--runs', '5', '--export-json', file, command], { stdio: 'ignore' });
    values[name] = median(JSON.parse(readFileSync(file, 'utf8')).results[0].times) * 1000;
  }
  return values;
}

let seed = 20261123;
const coin = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) & 0x10000) !== 0;
const hog = HOG ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : undefined;
const started = Date.now();
const loadBefore = loadavg()[0];
const rounds = [];
try {
  for (let r = 0; r < ROUNDS; r++) {
    const aFirst = coin();
    const first = suite(!aFirst && INJECT !== 1);
    const second = suite(aFirst && INJECT !== 1);
    rounds.push(aFirst ? { a: first, b: second, a_first: true } : { a: second, b: first, a_first: false });
    process.stderr.write(`round ${r + 1}/${ROUNDS}\n`);
  }
} finally {
  hog?.kill('SIGKILL');
}
writeFileSync(
  join(here, `rounds-${LABEL}.json`),
  `${JSON.stringify({ description: INJECT !== 1 ? 'Interleaved A/B rounds (B slower by the injected factor on the injected benchmarks) collected by bench/decision-quality/ab/collect.mjs' : 'Interleaved A/A rounds (same code on both sides) collected by bench/decision-quality/ab/collect.mjs', label: LABEL, hog: HOG, ...(INJECT !== 1 ? { injected: { factor: INJECT, benchmarks: INJECTED } } : {}), collected: new Date().toISOString().slice(0, 10), load_average_1min: { before: loadBefore, after: loadavg()[0] }, seconds: Math.round((Date.now() - started) / 1000), rounds }, null, 1)}\n`,
);
