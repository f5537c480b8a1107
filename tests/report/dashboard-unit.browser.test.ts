/**
 * The dashboard's card of a benchmark recorded in `us` (a run file's unit, or github-action-benchmark's
 * `us/iter` imported): its header said `us` while its values said `µs`. Both spell it as the values do.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);

describe.skipIf(!hasChromium)(`the dashboard card of a benchmark in us${hasChromium ? '' : ` (skipped: ${CHROMIUM} is not installed)`}`, () => {
  it('shows the unit in its header as its values show it', async () => {
    const dir = tempDir();
    const store = join(dir, 'store');
    mkdirSync(store);
    const lines = Array.from({ length: 6 }, (_, c) =>
      JSON.stringify({ schema_version: 1, commit: String(c + 1).repeat(40), branch: 'main', date: `2026-01-0${c + 1}T00:00:00Z`, benchmarks: [{ name: 'copy', unit: 'us', direction: 'lower', values: [12 + c / 10] }, { name: 'op', unit: 'us/op', direction: 'lower', values: [3] }] }),
    );
    writeFileSync(join(store, 'main.jsonl'), `${lines.join('\n')}\n`);
    const out = join(dir, 'site');
    const r = cli(['history', 'chart', '--store', store, '-o', out], ROOT, { GITHUB_SERVER_URL: '', GITHUB_REPOSITORY: '' });
    expect(r.status).toBe(0);
    const browser = await chromium.launch({ executablePath: CHROMIUM });
    try {
      const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
      page.setDefaultTimeout(10_000);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(pathToFileURL(join(out, 'index.html')).href);
      await page.waitForSelector('html[data-ready="true"]');
      const card = (name: string) => page.locator('li.bench').filter({ has: page.locator('h2', { hasText: new RegExp(`^${name}$`) }) });
      expect(await card('copy').locator('.meta').textContent()).toBe('µs, lower is better, 6 commits');
      // The value at the last commit, by the keys: the value the header's unit is beside.
      await card('copy').locator('.chart[data-points]').waitFor();
      await card('copy').locator('.chart').focus();
      await page.keyboard.press('End');
      expect(await card('copy').locator('.point strong').textContent()).toBe('12.5 µs');
      expect(await card('op').locator('.meta').textContent()).toBe('µs/op, lower is better, 6 commits');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
