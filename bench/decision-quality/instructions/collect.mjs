#!/usr/bin/env node
// Collects the data of the instruction-count study (docs/decision-quality.md, "Instruction counts"):
// rounds of the program work.c, each round running side A (WORK_SCALE=1000) and side B
// (WORK_SCALE=1010, 1% more work) in an order drawn by a seeded coin, each side measured twice with
// the real CLI: `bench-diff run --measure instructions` (under Valgrind) and `bench-diff run
// --measure resources` (natively: wall time, CPU time, peak memory). Writes rounds-LABEL.json.
//   node bench/decision-quality/instructions/collect.mjs --rounds 60 --label quiet [--hog]
// --hog runs a CPU busy loop for the whole collection, a noisy neighbour. Needs gcc, valgrind,
// GNU time and a built dist/cli.js.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const cli = resolve(here, '../../../dist/cli.js');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const ROUNDS = Number(arg('--rounds', '60'));
const LABEL = arg('--label', 'quiet');
const HOG = process.argv.includes('--hog');
const SCALE = { A: '1000', B: '1010' };

const work = mkdtempSync(join(tmpdir(), 'instructions-study-'));
execFileSync('gcc', ['-O2', '-static', '-o', join(work, 'work'), join(here, 'work.c')]);

/** A seeded coin (mulberry32), so that a collection's order can be repeated. */
let seed = 1;
const coin = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296 < 0.5;
};

/** One `bench-diff run --runs 1 --measure KIND` of side `side`: the entry it wrote. */
function measure(kind, side) {
  const out = join(work, `out-${kind}`);
  rmSync(out, { recursive: true, force: true });
  execFileSync(process.execPath, [cli, 'run', '--runs', '1', '--measure', kind, '--out-dir', out, '--', './work'], {
    cwd: work,
    env: { ...process.env, WORK_SCALE: SCALE[side] },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return JSON.parse(readFileSync(join(out, 'run-1.json'), 'utf8')).benchmarks[0];
}

const hog = HOG ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : undefined;
const loadBefore = loadavg()[0];
const rounds = [];
try {
  for (let r = 1; r <= ROUNDS; r++) {
    const order = coin() ? ['A', 'B'] : ['B', 'A'];
    const round = { round: r, order: order.join('') };
    for (const side of order) {
      const instructions = measure('instructions', side);
      const resources = measure('resources', side);
      round[side] = {
        instructions: instructions.value,
        wall_ms: resources.value,
        user_ms: resources.metrics.user_time.value,
        peak_rss_bytes: resources.metrics.peak_rss.value,
      };
    }
    rounds.push(round);
    process.stderr.write(`round ${r}/${ROUNDS}: A ${round.A.instructions} instructions ${round.A.wall_ms.toFixed(2)} ms, B ${round.B.instructions} instructions ${round.B.wall_ms.toFixed(2)} ms\n`);
  }
} finally {
  hog?.kill();
  rmSync(work, { recursive: true, force: true });
}
const valgrind = execFileSync('valgrind', ['--version'], { encoding: 'utf8' }).trim();
writeFileSync(
  join(here, `rounds-${LABEL}.json`),
  `${JSON.stringify({ label: LABEL, hog: HOG, valgrind, load_average: [loadBefore, loadavg()[0]], scale: SCALE, rounds }, null, 1)}\n`,
);
