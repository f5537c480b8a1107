#!/usr/bin/env node
// Scale of `bench-diff history chart` (issue 13): on a store of COMMITS × BENCHMARKS (default
// 5,000 × 1,000, written by bench/gen-history.mjs when missing), how long the chart command takes,
// and how long the dashboard takes to open in Debian's Chromium (playwright-core; apt-get install
// chromium): from navigation to the first screen of charts drawn (the page's bench-gate:ready mark).
// Target: opens in < 3 s. Reports the numbers; not a timed test.
//   node bench/dashboard-open.mjs [COMMITS BENCHMARKS] [--eager] [--runs N]
// --eager also opens it with every chart drawn at once (?eager), to show why the page draws lazily.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
// Also the name the page's own `performance` has in the function run there by page.evaluate.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const TARGET_MS = 3000;
const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const [commits = '5000', benchmarks = '1000'] = args.filter((a, i) => !a.startsWith('--') && !(runsAt >= 0 && i === runsAt + 1));
if (!existsSync(CHROMIUM)) {
  console.error(`dashboard-open: ${CHROMIUM} is not installed (apt-get install chromium)`);
  process.exit(2);
}

const work = join(root, '.tmp', `history-${commits}x${benchmarks}`);
const store = join(work, 'store');
if (!existsSync(join(store, 'main.jsonl'))) {
  console.log(`writing a store of ${commits} commits × ${benchmarks} benchmarks to ${store}...`);
  execFileSync(process.execPath, [join(root, 'bench/gen-history.mjs'), store, commits, benchmarks], { stdio: 'inherit' });
}
const site = join(work, 'site');
rmSync(site, { recursive: true, force: true });
let start = performance.now();
execFileSync(process.execPath, [join(root, 'dist/cli.js'), 'history', 'chart', '--store', store, '-o', site, '--repo-url', 'https://github.com/OWNER/REPO'], { stdio: 'inherit' });
const chartMs = performance.now() - start;
console.log(`history chart: ${(chartMs / 1000).toFixed(1)} s`);

const browser = await chromium.launch({ executablePath: CHROMIUM });
/** Milliseconds from navigation to the ready mark, and the page's other marks. */
async function open(query) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(pathToFileURL(join(site, 'index.html')).href + query, { timeout: 300_000 });
  await page.waitForSelector('html[data-ready="true"]', { timeout: 300_000 });
  const marks = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name.replace('bench-gate:', ''), Math.round(m.startTime)])));
  const charts = await page.locator('canvas').count();
  await page.close();
  if (errors.length > 0) throw new Error(`the page failed: ${errors.join('; ')}`);
  return { ...marks, charts };
}
try {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const m = await open('');
    times.push(m.ready);
    console.log(`open (lazy): ready at ${m.ready} ms (data ${m.data} ms, cards ${m.cards} ms), ${m.charts} charts drawn`);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(`dashboard opens in ${median} ms (median of ${runs}; target < ${TARGET_MS} ms): ${median < TARGET_MS ? 'ok' : 'MISSED'}`);
  if (flag('--eager')) {
    const m = await open('?eager');
    console.log(`open (?eager, every chart at once): ready at ${m.ready} ms, ${m.charts} charts drawn`);
  }
  process.exitCode = median < TARGET_MS ? 0 : 1;
} finally {
  await browser.close();
}
