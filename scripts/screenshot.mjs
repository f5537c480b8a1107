#!/usr/bin/env node
// Writes docs/dashboard.png, the README's picture of `bench-diff history chart`: the dashboard of the
// bundled example history, opened from file:// in Debian's Chromium (apt-get install chromium),
// driven by playwright-core. Run after `npm run build` (npm run screenshot does both).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const root = resolve(import.meta.dirname, '..');
if (!existsSync(CHROMIUM)) {
  console.error(`screenshot: ${CHROMIUM} is not installed (apt-get install chromium)`);
  process.exit(2);
}
const site = join(root, '.tmp/screenshot-site');
rmSync(site, { recursive: true, force: true });
mkdirSync(site, { recursive: true });
// No links: the example's commits are not commits of any repository.
execFileSync(process.execPath, [join(root, 'dist/cli.js'), 'history', 'chart', '--store', join(root, 'examples/history/store'), '-o', site, '--repo-url', ''], { stdio: 'inherit' });

const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 760 }, deviceScaleFactor: 1 });
  await page.goto(pathToFileURL(join(site, 'index.html')).href);
  await page.waitForSelector('html[data-ready="true"]');
  // Show what hovering does: the point panel of the first chart, at its last commit.
  const over = (await page.locator('.u-over').first().boundingBox());
  if (over) await page.mouse.move(over.x + over.width * 0.75, over.y + over.height / 2);
  await page.screenshot({ path: join(root, 'docs/dashboard.png') });
} finally {
  await browser.close();
}
console.log('wrote docs/dashboard.png');
