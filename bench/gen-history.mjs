#!/usr/bin/env node
// Writes a large history store for scale measurements of `bench-diff history`:
//   node bench/gen-history.mjs DIR COMMITS BENCHMARKS [RUNS]
// DIR/main.jsonl: COMMITS entries of BENCHMARKS benchmarks (RUNS values each, default 3), noise of
// 0.5-12% CV (log-uniform, seeded), and a 10% step at the middle commit in every tenth benchmark.
import { mkdirSync, openSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { mulberry32 } from './seeded-random.mjs';

const [dir, commitsText, benchmarksText, runsText = '3'] = process.argv.slice(2);
if (!dir || !commitsText || !benchmarksText) {
  console.error('usage: node bench/gen-history.mjs DIR COMMITS BENCHMARKS [RUNS]');
  process.exit(2);
}
const commits = Number(commitsText);
const benchmarks = Number(benchmarksText);
const runs = Number(runsText);
const random = mulberry32(12345);
const gauss = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
const cvs = Array.from({ length: benchmarks }, () => 0.005 * 24 ** random());
mkdirSync(dir, { recursive: true });
const fd = openSync(join(dir, 'main.jsonl'), 'w');
for (let c = 0; c < commits; c++) {
  const list = [];
  for (let b = 0; b < benchmarks; b++) {
    const level = b % 10 === 0 && c >= commits / 2 ? 110 : 100;
    const values = Array.from({ length: runs }, () => Number((level * Math.exp(cvs[b] * gauss())).toFixed(3)));
    list.push(`{"name":"bench${b}","unit":"ms","direction":"lower","values":[${values.join(',')}]}`);
  }
  const date = new Date(Date.UTC(2020, 0, 1) + c * 3600_000).toISOString();
  writeSync(fd, `{"schema_version":1,"commit":"c${c}","branch":"main","date":"${date}","benchmarks":[${list.join(',')}]}\n`);
}
closeSync(fd);
