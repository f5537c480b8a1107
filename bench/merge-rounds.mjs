// Merges the exports of hyperfine calls that each ran every command once (bench/run.sh's rounds) into
// one export of the same shape, each command with the times of every round, so that ratios.mjs reads
// it as it reads a single call's. Commands are matched by name; every round must hold the same ones.
//   node bench/merge-rounds.mjs OUT ROUND.json...
import { readFileSync, writeFileSync } from 'node:fs';

const [out, ...rounds] = process.argv.slice(2);
if (out === undefined || rounds.length === 0) {
  console.error('usage: node bench/merge-rounds.mjs OUT ROUND.json...');
  process.exit(2);
}

const sum = (values) => values.reduce((a, b) => a + b, 0);
const mean = (values) => sum(values) / values.length;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The sample standard deviation, as hyperfine gives it (null for a single time). */
function stddev(values) {
  if (values.length < 2) return null;
  const m = mean(values);
  return Math.sqrt(sum(values.map((v) => (v - m) ** 2)) / (values.length - 1));
}

const byCommand = new Map();
for (const file of rounds) {
  const { results } = JSON.parse(readFileSync(file, 'utf8'));
  if (byCommand.size > 0 && (results.length !== byCommand.size || results.some((r) => !byCommand.has(r.command)))) {
    console.error(`${file}: its commands are not those of ${rounds[0]}`);
    process.exit(2);
  }
  for (const r of results) {
    const merged = byCommand.get(r.command) ?? { times: [], user: [], system: [], exit_codes: [] };
    merged.times.push(...r.times);
    // hyperfine gives user and system time as means over the call's runs: weight them by its run count.
    for (const _ of r.times) {
      merged.user.push(r.user);
      merged.system.push(r.system);
    }
    merged.exit_codes.push(...r.exit_codes);
    byCommand.set(r.command, merged);
  }
}

const results = [...byCommand].map(([command, m]) => ({
  command,
  mean: mean(m.times),
  stddev: stddev(m.times),
  median: median(m.times),
  user: mean(m.user),
  system: mean(m.system),
  min: Math.min(...m.times),
  max: Math.max(...m.times),
  times: m.times,
  exit_codes: m.exit_codes,
}));
writeFileSync(out, `${JSON.stringify({ rounds: rounds.length, results }, null, 2)}\n`);
for (const r of results) {
  const spread = r.stddev === null ? '' : ` ± ${(r.stddev * 1000).toFixed(1)} ms`;
  console.log(`${r.command}: ${(r.mean * 1000).toFixed(1)} ms${spread} (mean of ${r.times.length} runs, ${rounds.length} rounds)`);
}
