/**
 * The dashboard in a real browser: Debian's Chromium, driven by playwright-core (never a downloaded
 * browser), on the page `bench-diff history chart` writes for the bundled example history, opened
 * from file://. What it must show is computed here from the store and from `history detect`, not
 * taken from the page's own code. Skipped only when /usr/bin/chromium is absent (.ci/run installs it).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printable } from '../../src/core/printable.js';
import { humanValue } from '../../src/report/humanize.js';
import { benchmarkFragment, fragmentName } from '../../src/report/dashboard/link.js';
import { CLI, cli, tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
const EXAMPLE = join(ROOT, 'examples/history/store');
const REPO = 'https://github.com/example/project';
const NO_GITHUB = { GITHUB_SERVER_URL: '', GITHUB_REPOSITORY: '' };

interface StoreLine {
  commit: string;
  benchmarks: Array<{ name: string }>;
}

/** Each benchmark's number of points, read straight from the store's lines. */
function pointsPerBenchmark(store: string): Map<string, number> {
  const points = new Map<string, number>();
  for (const line of readFileSync(join(store, 'main.jsonl'), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    for (const b of (JSON.parse(line) as StoreLine).benchmarks) points.set(b.name, (points.get(b.name) ?? 0) + 1);
  }
  return points;
}

function chart(store: string, out: string, args: string[] = []): void {
  const r = cli(['history', 'chart', '--store', store, '-o', out, ...args], ROOT, NO_GITHUB);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
}

/**
 * Opens the dashboard at `fragment` (a link to one benchmark, or none), collecting every console
 * error, uncaught exception and dialog, and waits for its first screen.
 */
async function openPage(browser: Browser, dir: string, fragment = ''): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (d) => {
    errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  await page.goto(pathToFileURL(join(dir, 'index.html')).href + fragment);
  await page.waitForSelector('html[data-ready="true"]');
  return { page, errors };
}

/** openPage, then every chart drawn. */
async function open(browser: Browser, dir: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser, dir);
  // Charts are drawn as they come into view: bring each one there.
  for (const card of await page.locator('li.bench').all()) {
    await card.scrollIntoViewIfNeeded();
    await card.locator('.chart[data-points]').waitFor();
  }
  return { page, errors };
}

/**
 * The commits (0-based) before which the chart's canvas has a red vertical line: the plot spans the
 * first to the last commit, so commit c is at c/(commits-1) of its width, and a marker half a commit
 * before it. The top of the plot, where the change's label is written, is left out.
 */
const LABEL_HEIGHT = 20;
async function redColumns(card: Locator, commits: number): Promise<number[]> {
  const over = (await card.locator('.u-over').boundingBox())!;
  const canvas = card.locator('canvas');
  const box = (await canvas.boundingBox())!;
  const xs = Array.from({ length: commits - 1 }, (_, i) => over.x - box.x + ((i + 0.5) / (commits - 1)) * over.width);
  const red = await canvas.evaluate(
    (node, at) => {
      const el = node as unknown as { width: number; clientWidth: number; getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } };
      const ratio = el.width / el.clientWidth;
      return at.xs.map((x) => {
        const pixels = el.getContext('2d').getImageData(Math.round(x * ratio) - 1, Math.round(at.top * ratio), 3, Math.round(at.height * ratio)).data;
        let count = 0;
        for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! > 180 && pixels[i + 1]! < 90 && pixels[i + 2]! < 90) count++;
        return count;
      });
    },
    { xs, top: over.y - box.y + LABEL_HEIGHT, height: over.height - LABEL_HEIGHT },
  );
  // red[i] is the column before commit i + 1.
  return red.flatMap((count, i) => (count > 20 ? [i + 1] : []));
}

/** An expression's value in the page (this file is typed without the DOM's names). */
function inPage<T>(page: Page, expression: string): Promise<T> {
  return page.evaluate(expression) as Promise<T>;
}
/** Waits for two frames of the page to be drawn. */
const frames = (page: Page) => inPage(page, 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
const scrollHeight = (page: Page) => inPage<number>(page, 'document.documentElement.scrollHeight');
/** The name on the card that holds the focus. */
const focusedCard = (page: Page) => inPage<string | null>(page, "document.activeElement?.closest('li.bench')?.querySelector('h2')?.textContent ?? null");
const focusedBox = (page: Page) => inPage<{ top: number; bottom: number }>(page, '(({ top, bottom }) => ({ top, bottom }))(document.activeElement.getBoundingClientRect())');
/** The top of each built card, by name, in the viewport. */
const tops = (page: Page) => inPage<Record<string, number>>(page, "Object.fromEntries([...document.querySelectorAll('li.bench')].map((c) => [c.querySelector('h2').textContent, c.getBoundingClientRect().top]))");
/** The names of the cards on screen, top first. */
async function onScreen(page: Page): Promise<string[]> {
  return Object.entries(await tops(page)).filter(([, top]) => top >= 0 && top < (page.viewportSize()?.height ?? 900)).sort((a, b) => a[1] - b[1]).map(([name]) => name);
}
/** Built cards closer than the gap between two cards (12 px), or overlapping. */
const overlaps = (page: Page) => inPage<string[]>(page, "(() => { const cards = [...document.querySelectorAll('li.bench')].map((c) => [c.querySelector('h2').textContent, c.getBoundingClientRect()]); const bad = []; for (let i = 1; i < cards.length; i++) if (cards[i][1].top - cards[i - 1][1].bottom < 11.5) bad.push(cards[i - 1][0] + ' ' + cards[i][0]); return bad; })()");

describe.skipIf(!hasChromium)(`the dashboard in Chromium${hasChromium ? '' : ` (skipped: ${CHROMIUM} is not installed; apt-get install chromium)`}`, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('draws every benchmark of the example history with all its points, its change points marked, the slowdown first, and filters by name', async () => {
    const out = join(tempDir(), 'site');
    chart(EXAMPLE, out, ['--repo-url', REPO]);
    const detect = cli(['history', 'detect', '--store', EXAMPLE, '--format', 'json'], ROOT, NO_GITHUB);
    const changePoints = (JSON.parse(detect.stdout) as { change_points: Array<{ benchmark: string; commit: string; verdict: string }> }).change_points;
    expect(changePoints.length).toBeGreaterThan(0);
    const points = pointsPerBenchmark(EXAMPLE);

    const shas = readFileSync(join(EXAMPLE, 'main.jsonl'), 'utf8').trim().split('\n').map((l) => (JSON.parse(l) as StoreLine).commit);
    const commitIndex = (sha: string) => shas.indexOf(sha);
    const { page, errors } = await open(browser, out);
    const cards = page.locator('li.bench');
    expect(await cards.count()).toBe(points.size);
    expect(await page.locator('li.bench canvas').count()).toBeGreaterThanOrEqual(points.size);
    const drawn = new Map<string, number>();
    const marked: Array<{ benchmark: string; commit: string }> = [];
    for (const card of await cards.all()) {
      const name = await card.locator('h2').textContent();
      drawn.set(name!, Number(await card.locator('.chart').getAttribute('data-points')));
      for (const commit of await card.locator('li[data-commit]').evaluateAll((items) => items.map((li) => li.getAttribute('data-commit')!))) marked.push({ benchmark: name!, commit });
      expect(await card.locator('.u-over').count()).toBe(1);
    }
    expect(drawn).toEqual(points);
    const key = (c: { benchmark: string; commit: string }) => `${c.benchmark}@${c.commit}`;
    expect(marked.map(key).sort()).toEqual(changePoints.map(key).sort());
    expect(await cards.first().locator('h2').textContent()).toBe(changePoints.find((c) => c.verdict === 'worse')!.benchmark);
    const link = cards.first().locator('li[data-commit] a');
    expect(await link.getAttribute('href')).toBe(`${REPO}/commit/${changePoints.find((c) => c.verdict === 'worse')!.commit}`);

    // On the canvas: a red dashed line just before the first commit of each slowdown, and none elsewhere.
    const commits = readFileSync(join(EXAMPLE, 'main.jsonl'), 'utf8').trim().split('\n').length;
    for (const card of await cards.all()) {
      const name = (await card.locator('h2').textContent())!;
      const expected = changePoints.filter((c) => c.benchmark === name && c.verdict === 'worse').map((c) => commitIndex(c.commit));
      await card.scrollIntoViewIfNeeded();
      const columns = await redColumns(card, commits);
      expect(columns, name).toEqual(expected);
    }

    // Pointing at the last commit shows it, linked, below the chart.
    const lastCommit = (JSON.parse(readFileSync(join(EXAMPLE, 'main.jsonl'), 'utf8').trim().split('\n').at(-1)!) as StoreLine).commit;
    const first = cards.first();
    await first.scrollIntoViewIfNeeded();
    const over = (await first.locator('.u-over').boundingBox())!;
    await page.mouse.move(over.x + over.width - 1, over.y + over.height / 2);
    expect(await first.locator('.point a').getAttribute('href')).toBe(`${REPO}/commit/${lastCommit}`);

    // For a look at what was tested; the README's copy is written by `npm run screenshot`.
    mkdirSync(join(ROOT, '.tmp'), { recursive: true });
    await page.screenshot({ path: join(ROOT, '.tmp/dashboard.png') });

    for (const query of ['sort', 'JSON', 'no such benchmark', '']) {
      await page.locator('#filter').fill(query);
      const expected = [...points.keys()].filter((n) => n.toLowerCase().includes(query.toLowerCase())).length;
      expect(await page.locator('li.bench:visible').count(), query).toBe(expected);
      expect(await page.locator('#shown').textContent()).toBe(`${expected} of ${points.size} benchmarks`);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('moves a focused chart\'s cursor with the keys: Right, End, Enter opens the commit, Escape leaves it; one Tab stop per chart', async () => {
    const out = join(tempDir(), 'site');
    chart(EXAMPLE, out, ['--repo-url', REPO]);
    const lines = readFileSync(join(EXAMPLE, 'main.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { commit: string; message: string; benchmarks: Array<{ name: string; unit: string; direction: string; values: number[] }> });
    const { page, errors } = await open(browser, out);
    // The pointer away from every chart: only the keys move a cursor.
    await page.mouse.move(0, 0);
    const first = page.locator('li.bench').first();
    const name = (await first.locator('h2').textContent())!;
    /** What the chart shows at commit c: the commit's best run, as the page writes it. */
    const shownValue = (c: number) => {
      const b = lines[c]!.benchmarks.find((x) => x.name === name)!;
      const best = b.direction === 'higher' ? Math.max(...b.values) : Math.min(...b.values);
      return humanValue(Number(best.toPrecision(6)), b.unit);
    };
    const point = first.locator('.point');
    expect(await point.getAttribute('aria-live')).toBe('polite');
    // From the card's link, Tab goes to its chart.
    await first.locator('.permalink').focus();
    await page.keyboard.press('Tab');
    expect(await inPage(page, 'document.activeElement.className')).toBe('chart');
    expect(await focusedCard(page)).toBe(name);
    // Ringed when focused from the keyboard.
    expect(await inPage(page, 'getComputedStyle(document.activeElement).outlineStyle')).toBe('solid');
    // On the first commit; Right three times: the fourth.
    expect(await point.locator('a').getAttribute('title')).toBe(lines[0]!.commit);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    expect(await point.locator('a').getAttribute('href')).toBe(`${REPO}/commit/${lines[3]!.commit}`);
    expect(await point.locator('strong').textContent()).toBe(shownValue(3));
    expect(await point.locator('.subject').textContent()).toBe(lines[3]!.message);
    await page.keyboard.press('ArrowLeft');
    expect(await point.locator('a').getAttribute('title')).toBe(lines[2]!.commit);
    // End: the last commit (and the page did not scroll to its end).
    const scrolled = await inPage<number>(page, 'scrollY');
    await page.keyboard.press('End');
    expect(await point.locator('a').getAttribute('title')).toBe(lines.at(-1)!.commit);
    expect(await point.locator('strong').textContent()).toBe(shownValue(lines.length - 1));
    expect(await inPage<number>(page, 'scrollY')).toBe(scrolled);
    await page.keyboard.press('ArrowRight');
    expect(await point.locator('a').getAttribute('title')).toBe(lines.at(-1)!.commit);
    await page.keyboard.press('Home');
    expect(await point.locator('a').getAttribute('title')).toBe(lines[0]!.commit);
    await page.keyboard.press('End');
    // Enter opens the commit, as a click does (its address answered here: nothing leaves the machine).
    await page.context().route(`${REPO}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'the commit' }));
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`${REPO}/commit/${lines.at(-1)!.commit}`);
    await popup.close();
    // Escape: no cursor, no commit shown, the keys said instead.
    await first.locator('.chart').focus();
    await page.keyboard.press('Escape');
    expect(await point.locator('a').count()).toBe(0);
    expect(await point.textContent()).toMatch(/^Left and Right go from commit to commit/);
    expect(await first.locator('.u-cursor-pt').evaluateAll((pts) => pts.every((p) => (p as unknown as { getBoundingClientRect(): { x: number } }).getBoundingClientRect().x < 0 || p.style.transform.includes('-10px')))).toBe(true);
    // Right again starts at the first commit.
    await page.keyboard.press('ArrowRight');
    expect(await point.locator('a').getAttribute('title')).toBe(lines[0]!.commit);
    // Tab order: the card's link, its chart, its change points' commits, the next card's link (the
    // commit shown below the chart is not a stop: Enter on the chart opens it).
    await first.locator('.permalink').focus();
    const trail: string[] = [];
    for (let i = 0; i < 1 + (await first.locator('li[data-commit] a').count()) + 1; i++) {
      await page.keyboard.press('Tab');
      trail.push(await inPage<string>(page, "`${document.activeElement.className} ${document.activeElement.closest('li.bench').querySelector('h2').textContent}`"));
    }
    const next = (await page.locator('li.bench h2').nth(1).textContent())!;
    expect(trail).toEqual(['chart', ...Array.from({ length: trail.length - 2 }, () => 'commit'), 'permalink'].map((c, i) => `${c} ${i === trail.length - 1 ? next : name}`));
    expect(errors).toEqual([]);
    await page.close();
  });

  describe('a store of 20,000 benchmarks', () => {
    // 10 commits x 20,000 benchmarks, written as text: the even ones twice as slow from commit 5 on
    // (a slowdown), the odd ones twice as fast (an improvement); each commit's values a little apart
    // (x1.000, x1.001, x1.002), the same in every benchmark, so that every change is the same size.
    const count = 20_000;
    const commits = 10;
    const sha = (c: number) => String(c).repeat(40);
    const value = (b: number, c: number) => (c < 5 ? (b % 2 === 0 ? 10 : 20) : b % 2 === 0 ? 20 : 10) * (1 + 0.001 * (c % 3));
    let site: string;
    /** The names in the order the page shows them, from history detect: slowdowns, then improvements, each by name. */
    let order: string[];

    beforeAll(() => {
      const dir = tempDir();
      const store = join(dir, 'store');
      mkdirSync(store);
      const line = (c: number) => {
        const list = Array.from({ length: count }, (_, b) => `{"name":"bench${b}","unit":"ms","direction":"lower","values":[${value(b, c)}]}`);
        return `{"schema_version":1,"commit":"${sha(c)}","branch":"main","date":"2026-01-${String(c + 1).padStart(2, '0')}T00:00:00Z","message":"commit ${c}","benchmarks":[${list.join(',')}]}`;
      };
      writeFileSync(join(store, 'main.jsonl'), `${Array.from({ length: commits }, (_, c) => line(c)).join('\n')}\n`);
      site = join(dir, 'site');
      // --alpha 0.05: 10 commits leave the permutation test few orders, a clean step reaches p 0.01 at times.
      chart(store, site, ['--repo-url', REPO, '--alpha', '0.05']);
      const report = join(dir, 'changepoints.json');
      // Its report also goes to stdout, more than cli() takes: to the file only.
      expect(spawnSync(process.execPath, [CLI, 'history', 'detect', '--store', store, '--format', 'json', '--alpha', '0.05', '-o', report], { stdio: 'ignore' }).status).toBe(0);
      const found = (JSON.parse(readFileSync(report, 'utf8')) as { change_points: Array<{ benchmark: string; commit: string; verdict: string; change_pct: number }> }).change_points;
      expect(found).toHaveLength(count);
      expect(new Set(found.map((c) => `${c.commit} ${c.verdict} ${c.change_pct}`)).size).toBe(2);
      const byName = (verdict: string) => found.filter((c) => c.verdict === verdict).map((c) => c.benchmark).sort();
      order = [...byName('worse'), ...byName('better')];
    }, 60_000);

    /** Opens the page (in `browser`, by default the suite's) and waits for its first screen. */
    async function openLarge(on: Browser = browser, query = ''): Promise<{ page: Page; errors: string[] }> {
      const page = await on.newPage({ viewport: { width: 1200, height: 900 } });
      page.setDefaultTimeout(30_000);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      const failed = new Promise<void>((resolve) => page.once('pageerror', () => resolve()));
      await page.goto(pathToFileURL(join(site, 'index.html')).href + query);
      // Ready, or failed: an error leaves the page never ready.
      await Promise.race([page.waitForSelector('html[data-ready="true"]'), failed]);
      return { page, errors };
    }
    const names = (page: Page) => page.locator('li.bench h2').allTextContents();
    const card = (page: Page, name: string) => page.locator('li.bench', { has: page.getByRole('heading', { name, exact: true }) });
    /** A built card holds its whole benchmark: its name, its points, its change point, linked. */
    async function expectCard(page: Page, place: number): Promise<void> {
      const name = order[place]!;
      const b = Number(name.slice('bench'.length));
      const shown = card(page, name);
      await shown.locator('.chart[data-points]').waitFor();
      expect(await shown.locator('.chart').getAttribute('data-points')).toBe(String(commits));
      expect(await shown.locator('.meta').textContent()).toBe(`ms, lower is better, ${commits} commits`);
      expect(await shown.locator('li[data-commit] a').getAttribute('href')).toBe(`${REPO}/commit/${sha(5)}`);
      expect(await shown.locator('li[data-commit] .change').textContent()).toBe(b % 2 === 0 ? '+100.0% worse' : '−50.0% better');
      // The red line before commit 5 on a slowdown's chart; none on an improvement's.
      await shown.scrollIntoViewIfNeeded();
      expect(await redColumns(shown, commits), name).toEqual(b % 2 === 0 ? [5] : []);
      // Pointing at the last commit: its SHA, linked, and the value there.
      const over = (await shown.locator('.u-over').boundingBox())!;
      await page.mouse.move(over.x + over.width - 1, over.y + over.height / 2);
      expect(await shown.locator('.point a').getAttribute('href')).toBe(`${REPO}/commit/${sha(commits - 1)}`);
      expect(await shown.locator('.point strong').textContent()).toBe(`${value(b, commits - 1)} ms`);
    }

    it('opens with only the cards near the viewport built, the page already its whole height, and builds the last card at the end', async () => {
      // Under a 100 KB stack: 20,000 cards spread into one call overflowed it, as 200,000 do Chromium's
      // default stack (the page stayed empty, "Maximum call stack size exceeded").
      const small = await chromium.launch({ executablePath: CHROMIUM, args: ['--js-flags=--stack-size=100'] });
      try {
        const { page, errors } = await openLarge(small);
        expect(errors).toEqual([]);
        expect(await page.locator('#summary').textContent()).toMatch(/^20,?000 benchmarks over 10 commits/);
        expect(await page.locator('#shown').textContent()).toBe('20000 of 20000 benchmarks');
        // A screen of cards (900 px: about 2.5 of them) and as much again around it; not 20,000.
        const built = await names(page);
        expect(built.length).toBeGreaterThanOrEqual(3);
        expect(built.length).toBeLessThanOrEqual(12);
        expect(built).toEqual(order.slice(0, built.length));
        expect(await page.locator('canvas').count()).toBeLessThanOrEqual(built.length);
        // The page is as tall as 20,000 cards from the start, and stays so when it has seen the last.
        const slot = await inPage<number>(page, "(([a, b]) => b.getBoundingClientRect().top - a.getBoundingClientRect().top)(document.querySelectorAll('li.bench'))");
        const height = await scrollHeight(page);
        expect(height).toBeGreaterThanOrEqual(count * slot);
        expect(height).toBeLessThan(count * slot + 2000);

        await page.keyboard.press('End');
        await expect.poll(() => names(page).then((n) => n.at(-1))).toBe(order.at(-1));
        await expectCard(page, count - 1);
        expect(await scrollHeight(page)).toBe(height);
        expect(await page.locator('li.bench').count()).toBeLessThanOrEqual(12 + 48);
        await page.keyboard.press('Home');
        await expect.poll(() => names(page).then((n) => n[0])).toBe(order[0]);
        // Printed: the cards built, one after the other, not a 20,000-card page of blank space.
        await page.emulateMedia({ media: 'print' });
        expect(await overlaps(page)).toEqual([]);
        expect(await inPage(page, "getComputedStyle(document.querySelector('li.bench')).position")).toBe('static');
        expect(await scrollHeight(page)).toBeLessThan(((await names(page)).length + 1) * slot);
        expect(errors).toEqual([]);
      } finally {
        await small.close();
      }
    }, 60_000);

    it('finds with the filter a card far down, not built at load, and shows it whole; Ctrl+F goes to the filter', async () => {
      const { page, errors } = await openLarge();
      // The last slowdown, in the middle of the page; the filter box matches it alone.
      const target = order[count / 2 - 1]!;
      expect(await names(page)).not.toContain(target);
      await page.keyboard.press('Control+f');
      expect(await inPage(page, 'document.activeElement?.id')).toBe('filter');
      await page.keyboard.type(target);
      expect(await page.locator('#shown').textContent()).toBe('1 of 20000 benchmarks');
      expect(await names(page)).toEqual([target]);
      await expectCard(page, count / 2 - 1);
      // Every benchmark that has the text in its name, in the page's order.
      // Every benchmark that has the text in its name, in the page's order: 11 cards, more than a screen.
      await page.locator('#filter').fill('bench1999');
      const matches = order.filter((n) => n.includes('bench1999'));
      expect(await page.locator('#shown').textContent()).toBe(`${matches.length} of 20000 benchmarks`);
      const first = await names(page);
      expect(first.length).toBeLessThan(matches.length);
      expect(first).toEqual(matches.slice(0, first.length));
      await inPage(page, 'window.scrollTo(0, document.documentElement.scrollHeight)');
      await expect.poll(() => names(page).then((n) => n.at(-1))).toBe(matches.at(-1));
      await page.locator('#filter').fill('');
      expect(await page.locator('#shown').textContent()).toBe('20000 of 20000 benchmarks');
      // The cards on screen and those kept from before: never all of them.
      expect(await page.locator('li.bench').count()).toBeLessThanOrEqual(12 + 48);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('keeps a focused card when scrolled away, and Tab goes on to the next card, not built at load', async () => {
      const { page, errors } = await openLarge();
      // The cards are all as tall: place p of the list is p/count of its height.
      const at = (place: number) => inPage(page, `(({ offsetTop, offsetHeight }) => window.scrollTo(0, offsetTop + offsetHeight * ${place / count}))(document.querySelector('.list'))`);
      const last = order[count / 2 - 1]!;
      const next = order[count / 2]!;
      expect(await names(page)).not.toContain(last);
      await at(count / 2 - 1);
      await card(page, last).locator('li[data-commit] a').focus();
      // Elsewhere long enough that the cards built there are more than the page keeps, then back at
      // the top: the focused card is still there, the cards around it are not, but for the one Tab
      // goes to next, which gets the focus.
      for (const f of [...Array.from({ length: 16 }, (_, i) => (i + 1) / 40), 0]) {
        await at(f * count);
        await expect.poll(() => names(page).then((n) => n.includes(order[f * count]!))).toBe(true);
      }
      expect(await focusedCard(page)).toBe(last);
      // (Kept: the focused card and the ones Tab and Shift+Tab go to from it.)
      expect((await names(page)).filter((n) => Math.abs(order.indexOf(n) - count / 2) < 100)).toEqual(order.slice(count / 2 - 2, count / 2 + 1));
      await page.keyboard.press('Tab');
      expect(await focusedCard(page)).toBe(next);
      // The browser brought it on screen.
      await expect.poll(async () => (await focusedBox(page)).top).toBeGreaterThan(0);
      expect((await focusedBox(page)).bottom).toBeLessThan(900);
      await expectCard(page, count / 2);
      // (The pointer off the chart: the commit it pointed at, linked below the chart, is not there to stop at.)
      await page.mouse.move(0, 0);
      await card(page, next).locator('li[data-commit] a').focus();
      // Back past the card's chart and its own link (its first Tab stop) to the card before.
      await page.keyboard.press('Shift+Tab');
      expect(await inPage(page, 'document.activeElement.className')).toBe('chart');
      expect(await focusedCard(page)).toBe(next);
      await page.keyboard.press('Shift+Tab');
      expect(await inPage(page, 'document.activeElement.className')).toBe('permalink');
      expect(await focusedCard(page)).toBe(next);
      await page.keyboard.press('Shift+Tab');
      expect(await focusedCard(page)).toBe(last);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('a chart\'s cursor on a card dropped and built again: gone with it, and the keys work on the new one', async () => {
      const { page, errors } = await openLarge();
      await page.mouse.move(0, 0);
      const at = (place: number) => inPage(page, `(({ offsetTop, offsetHeight }) => window.scrollTo(0, offsetTop + offsetHeight * ${place / count}))(document.querySelector('.list'))`);
      const name = order[1]!;
      const b = Number(name.slice('bench'.length));
      const shown = card(page, name);
      await shown.locator('.chart[data-points]').waitFor();
      await shown.locator('.permalink').focus();
      await page.keyboard.press('Tab');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      expect(await shown.locator('.point a').getAttribute('title')).toBe(sha(3));
      expect(await shown.locator('.point strong').textContent()).toBe(`${value(b, 3)} ms`);
      // The focus elsewhere (the card is no longer kept for it), the page elsewhere long enough that
      // the cards built there are more than the page keeps: the card is dropped.
      await page.locator('#filter').focus();
      for (const f of Array.from({ length: 16 }, (_, i) => (i + 1) / 20)) {
        await at(f * count);
        await expect.poll(() => names(page).then((n) => n.includes(order[f * count]!))).toBe(true);
      }
      expect(await names(page)).not.toContain(name);
      // Back at the top: built again, its chart drawn again, with no cursor.
      await at(0);
      await shown.locator('.chart[data-points]').waitFor();
      expect(await shown.locator('.point a').count()).toBe(0);
      expect(await shown.locator('.point').textContent()).toBe('Point at a commit to see it; click to open it.');
      await shown.locator('.permalink').focus();
      await page.keyboard.press('Tab');
      expect(await shown.locator('.point a').getAttribute('title')).toBe(sha(0));
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      expect(await shown.locator('.point a').getAttribute('title')).toBe(sha(3));
      await page.keyboard.press('End');
      expect(await shown.locator('.point strong').textContent()).toBe(`${value(b, commits - 1)} ms`);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('a list taller than the scroll range: End reaches the last card, a step of scroll moves the list by that step, Tab and the filter work', async () => {
      // 1,000,000 px for 20,000 cards of about 390 px: each pixel of scroll range is 8 of the list.
      const { page, errors } = await openLarge(browser, '?max-height=1000000');
      expect(await scrollHeight(page)).toBeLessThan(1_010_000);
      await page.keyboard.press('End');
      await expect.poll(() => names(page).then((n) => n.at(-1))).toBe(order.at(-1));
      await expectCard(page, count - 1);
      /** The scroll position and each built card's top, read at once. */
      const snapshot = () => inPage<{ y: number; tops: Record<string, number> }>(page, "({ y: scrollY, tops: Object.fromEntries([...document.querySelectorAll('li.bench')].map((c) => [c.querySelector('h2').textContent, c.getBoundingClientRect().top])) })");
      /** After a step of scrolling, once it has stopped: every card still built moved by the step, and nothing was skipped. */
      const step = async (scroll: () => Promise<void>): Promise<void> => {
        const before = await snapshot();
        await scroll();
        let after = await snapshot();
        for (let settled = 0; settled < 3; ) {
          await inPage(page, 'new Promise((resolve) => setTimeout(resolve, 50))');
          const now = await snapshot();
          settled = now.y === after.y && now.y !== before.y ? settled + 1 : 0;
          after = now;
        }
        const moved = before.y - after.y;
        const both = Object.keys(after.tops).filter((name) => before.tops[name] !== undefined);
        expect(both.length).toBeGreaterThan(0);
        for (const name of both) expect(after.tops[name]! - before.tops[name]!, name).toBeCloseTo(moved, 0);
      };
      await step(() => page.mouse.wheel(0, -100));
      await step(() => page.keyboard.press('PageUp'));
      await step(() => page.keyboard.press('ArrowUp'));
      // Halfway down the scroll range is halfway down the list.
      await inPage(page, 'window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2)');
      await expect.poll(async () => (await onScreen(page)).some((n) => Math.abs(order.indexOf(n) - count / 2) < 10)).toBe(true);
      const middle = (await onScreen(page))[0]!;
      const place = order.indexOf(middle);
      await step(() => page.keyboard.press('PageDown'));
      await card(page, middle).locator('li[data-commit] a').focus();
      await page.keyboard.press('Tab');
      expect(await focusedCard(page)).toBe(order[place + 1]);
      // Dropped half a screen from the end of the scroll range, 8 times as far from the end of the list:
      // the scroll position moves back, what is on screen stays, and the wheel goes on to the last card.
      await page.mouse.move(0, 0);
      await inPage(page, 'document.activeElement.blur()');
      await inPage(page, 'window.scrollTo(0, document.documentElement.scrollHeight - 1.5 * window.innerHeight)');
      await expect.poll(() => inPage<number>(page, 'document.documentElement.scrollHeight - window.innerHeight - scrollY')).toBeGreaterThan(1000);
      const landed = (await onScreen(page))[0]!;
      expect(order.indexOf(landed)).toBeLessThan(count - 5);
      for (let i = 0; i < 40 && !(await onScreen(page)).includes(order.at(-1)!); i++) await step(() => page.mouse.wheel(0, 600));
      expect(await onScreen(page)).toContain(order.at(-1));
      await page.keyboard.press('Home');
      await expect.poll(() => names(page).then((n) => n[0])).toBe(order[0]);
      await page.locator('#filter').fill(order[count - 2]!);
      expect(await names(page)).toEqual([order[count - 2]]);
      await expectCard(page, count - 2);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('a link to a card three quarters down a list taller than the scroll range opens there, focused; Tab goes on from it', async () => {
      const place = (count * 3) / 4;
      const target = order[place]!;
      const { page, errors } = await openLarge(browser, `?max-height=1000000${benchmarkFragment(target)}`);
      expect(await focusedCard(page)).toBe(target);
      const box = await focusedBox(page);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.top).toBeLessThan(100);
      // The scroll position is where the card is, in proportion: the scrollbar says where one is.
      const at = await inPage<number>(page, "scrollY / (document.documentElement.scrollHeight - innerHeight)");
      expect(at).toBeGreaterThan(0.74);
      expect(at).toBeLessThan(0.76);
      await expectCard(page, place);
      expect(await card(page, target).getAttribute('aria-posinset')).toBe(String(place + 1));
      // Stays there once the scroll events of the jump have come and the scrolling is taken as stopped.
      await inPage(page, 'new Promise((resolve) => setTimeout(resolve, 400))');
      expect(await focusedCard(page)).toBe(target);
      expect(await onScreen(page)).toContain(target);
      // Its own link, its chart, its change point's commit, then the next card's link.
      await page.mouse.move(0, 0);
      const trail: Array<string | null> = [];
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        trail.push(`${await inPage<string>(page, 'document.activeElement.className')} ${await focusedCard(page)}`);
      }
      expect(trail).toEqual([`permalink ${target}`, `chart ${target}`, `commit ${target}`, `permalink ${order[place + 1]}`]);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('a change of width keeps the card at the top of the viewport there, and the page as tall as its cards', async () => {
      for (const query of ['', '?max-height=1000000']) {
        const { page, errors } = await openLarge(browser, query);
        await inPage(page, `window.scrollTo(0, ${query === '' ? 3_000_000 : 500_000})`);
        const top = async () => (await onScreen(page))[0]!;
        await expect.poll(async () => (await onScreen(page)).length).toBeGreaterThan(0);
        const before = await top();
        const height = await scrollHeight(page);
        await page.setViewportSize({ width: 500, height: 700 });
        // The resize event comes with the next frame, and the page redraws in the frame's callbacks.
        await frames(page);
        await expect.poll(() => scrollHeight(page)).not.toBe(height);
        expect(await top(), query).toBe(before);
        expect(await overlaps(page), query).toEqual([]);
        // The charts were drawn again to the new width.
        const widths = await inPage<number[]>(page, "[...document.querySelectorAll('li.bench canvas')].map((c) => c.closest('.chart').clientWidth - c.clientWidth)");
        expect(widths.length).toBeGreaterThan(0);
        for (const w of widths) expect(Math.abs(w), query).toBeLessThan(2);
        await page.setViewportSize({ width: 1200, height: 900 });
        await frames(page);
        await expect.poll(() => scrollHeight(page)).toBe(height);
        expect(await top(), query).toBe(before);
        expect(errors).toEqual([]);
        await page.close();
      }
    });
  });

  it('places cards taller than estimated by their height: none overlaps, and what is on screen stays as the cards above it are built', async () => {
    // A unit of 400 characters wraps its line; the height a card is given before it is built does not
    // know it, and every third card has one.
    const count = 3000;
    const dir = tempDir();
    const store = join(dir, 'store');
    mkdirSync(store);
    const unit = (b: number) => (b % 3 === 0 ? 'long-unit-'.repeat(40) : 'ms');
    const line = (c: number) => {
      const list = Array.from({ length: count }, (_, b) => `{"name":"bench${String(b).padStart(4, '0')}","unit":"${unit(b)}","direction":"lower","values":[${10 + c}]}`);
      return `{"schema_version":1,"commit":"${String(c + 1).repeat(40)}","branch":"main","date":"2026-01-0${c + 1}T00:00:00Z","benchmarks":[${list.join(',')}]}`;
    };
    writeFileSync(join(store, 'main.jsonl'), `${line(0)}\n${line(1)}\n`);
    const out = join(dir, 'site');
    chart(store, out, ['--repo-url', '']);
    const { page, errors } = await open(browser, out);
    const height = await scrollHeight(page);
    // Down to the middle, then up a screen at a time: each step moves what is on screen by the step,
    // though each builds cards above it that turn out taller than they were thought.
    await inPage(page, 'window.scrollTo(0, document.documentElement.scrollHeight / 2)');
    await expect.poll(async () => (await onScreen(page)).length).toBeGreaterThan(0);
    for (let step = 0; step < 8; step++) {
      const before = await tops(page);
      const [name] = await onScreen(page);
      await page.mouse.wheel(0, -600);
      await expect.poll(async () => (await tops(page))[name!]).not.toBe(before[name!]);
      await frames(page);
      expect((await tops(page))[name!]! - before[name!]!, name).toBeCloseTo(600, 0);
      expect(await overlaps(page)).toEqual([]);
    }
    // What was built is now measured: the page grew by as much as those cards are taller.
    expect(await scrollHeight(page)).toBeGreaterThan(height);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows hostile names as text: nothing in them runs', async () => {
    const dir = tempDir();
    const store = join(dir, 'store');
    mkdirSync(store);
    const names = ['<img src=x onerror=alert(1)>', '</script><script>alert(2)</script>', 'line\u2028separator "quoted" \\ back', '${alert(3)}'];
    const lines = Array.from({ length: 12 }, (_, c) =>
      JSON.stringify({ schema_version: 1, commit: `<b>${c}</b>`, branch: 'main', date: `2026-01-${String(c + 1).padStart(2, '0')}T00:00:00Z`, message: '<script>alert(4)</script>', benchmarks: names.map((name) => ({ name, unit: '<i>ms', direction: 'lower', values: [10 + c] })) }),
    );
    writeFileSync(join(store, 'main.jsonl'), `${lines.join('\n')}\n`);
    const out = join(dir, 'site');
    chart(store, out, ['--repo-url', REPO]);
    const { page, errors } = await open(browser, out);
    // U+2028 is a line break: shown as its escape, as the terminal shows it (the next test).
    expect((await page.locator('li.bench h2').allTextContents()).sort()).toEqual(['<img src=x onerror=alert(1)>', '</script><script>alert(2)</script>', 'line\\u2028separator "quoted" \\ back', '${alert(3)}'].sort());
    expect(await page.locator('li.bench img, li.bench script, li.bench b, li.bench i').count()).toBe(0);
    await page.locator('.u-over').first().scrollIntoViewIfNeeded();
    const over = (await page.locator('.u-over').first().boundingBox())!;
    await page.mouse.move(over.x + 1, over.y + over.height / 2);
    expect(await page.locator('.point a').first().getAttribute('href')).toBe(`${REPO}/commit/${encodeURIComponent('<b>0</b>')}`);
    expect(await page.locator('.point .subject').first().textContent()).toBe('<script>alert(4)</script>');
    // And by the keys: the commit said to a screen reader is the same text.
    await page.mouse.move(0, 0);
    await page.locator('.permalink').first().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('End');
    expect(await page.locator('.point .subject').first().textContent()).toBe('<script>alert(4)</script>');
    expect(await page.locator('.point a').first().getAttribute('href')).toBe(`${REPO}/commit/${encodeURIComponent('<b>11</b>')}`);
    expect(await page.locator('li.bench img, li.bench script, li.bench b, li.bench i').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows invisible and bidi characters as escapes, as the terminal does, and filters by what it shows', async () => {
    const dir = tempDir();
    const run = join(dir, 'run.json');
    const names = ['parse', 'pa\u200brse', '\u202etxt.exe', '\ufeffbom\u0007bell'];
    writeFileSync(run, JSON.stringify({ schema_version: 1, benchmarks: names.map((name) => ({ name, value: 1000, unit: 'ops', direction: 'higher' })) }));
    const store = join(dir, 'store');
    for (const i of [1, 2, 3]) {
      const r = cli(['history', 'add', run, '--store', store, '--commit', String(i).repeat(40), '--branch', 'release\u202e1.0', '--date', `2026-01-0${i}T00:00:00Z`, '--message', 'fix \u202eevil\u200b subject'], dir, NO_GITHUB);
      expect(r.status, r.stderr).toBe(0);
    }
    // A run's unit and history add's commit are checked, a store's are not (a hand edit): put them in.
    const [file] = readdirSync(store).filter((f) => f.endsWith('.jsonl'));
    let text = readFileSync(join(store, file!), 'utf8').replaceAll('"unit":"ops"', '"unit":"ops\\u202e"');
    for (const i of [1, 2, 3]) text = text.replace(`"commit":"${String(i).repeat(40)}"`, `"commit":"c${String(i).repeat(7)}\\u200b"`);
    writeFileSync(join(store, file!), text);
    const out = join(dir, 'site');
    chart(store, out, ['--repo-url', '']);
    const { page, errors } = await open(browser, out);
    // Every text the page shows, its title included: none of the characters reaches it raw.
    const raw = ['\u0007', '\u200b', '\u202e', '\ufeff'];
    expect(await page.title()).toBe('bench-gate history: release\\u202e1.0');
    expect(await page.locator('#title').textContent()).toBe('bench-gate history: release\\u202e1.0');
    expect((await page.locator('li.bench h2').allTextContents()).sort()).toEqual(['parse', 'pa\\u200brse', '\\u202etxt.exe', '\\ufeffbom\\u0007bell'].sort());
    expect(await page.locator('li.bench .meta').first().textContent()).toBe('ops\\u202e, higher is better, 3 commits');
    const first = page.locator('li.bench').first();
    await first.scrollIntoViewIfNeeded();
    const over = (await first.locator('.u-over').boundingBox())!;
    await page.mouse.move(over.x + over.width - 1, over.y + over.height / 2);
    expect(await first.locator('.point').textContent()).toBe('c3333333\\u200b 2026-01-03 1k ops\\u202e fix \\u202eevil\\u200b subject');
    const everything = (await page.title()) + (await page.locator('body').innerText());
    for (const c of raw) expect(everything).not.toContain(c);

    const shownNames = async (query: string): Promise<string[]> => {
      await page.locator('#filter').fill(query);
      return page.locator('li.bench:visible h2').allTextContents();
    };
    // "parse" finds only the name that reads "parse"; the escape, typed or pasted raw, finds the other.
    expect(await shownNames('parse')).toEqual(['parse']);
    expect(await shownNames('pa\\u200b')).toEqual(['pa\\u200brse']);
    expect(await shownNames('pa\u200brse')).toEqual(['pa\\u200brse']);
    expect(await shownNames('exe.txt')).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  const openAt = (dir: string, fragment: string) => openPage(browser, dir, fragment);
  /** Whether the focus is on the card itself (as a link to it leaves it). */
  const cardFocused = (page: Page) => inPage<boolean>(page, "document.activeElement?.matches('li.bench') ?? false");
  const cardOf = (page: Page, name: string) => page.locator('li.bench', { has: page.getByRole('heading', { name, exact: true }) });

  describe('a link to one benchmark', () => {
    // 200 benchmarks over 12 commits, each its own constant value: no change point, so the page shows
    // them by name, and the 150th is bench149, some 58,000 px down, not built when the page opens.
    const count = 200;
    const commits = 12;
    const name = (b: number) => `bench${String(b).padStart(3, '0')}`;
    let site: string;
    beforeAll(() => {
      const dir = tempDir();
      const store = join(dir, 'store');
      mkdirSync(store);
      const lines = Array.from({ length: commits }, (_, c) =>
        JSON.stringify({ schema_version: 1, commit: String.fromCharCode(97 + c).repeat(40), branch: 'main', date: `2026-01-${String(c + 1).padStart(2, '0')}T00:00:00Z`, benchmarks: Array.from({ length: count }, (_, b) => ({ name: name(b), unit: 'ms', direction: 'lower', values: [10 + b] })) }),
      );
      writeFileSync(join(store, 'main.jsonl'), `${lines.join('\n')}\n`);
      site = join(dir, 'site');
      chart(store, site, ['--repo-url', '']);
    });

    it('opens the page at the card it names, far down the list, built, in view and focused; hashchange moves to another', async () => {
      const target = name(149);
      const { page, errors } = await openAt(site, benchmarkFragment(target));
      expect(await focusedCard(page)).toBe(target);
      expect(await cardFocused(page)).toBe(true);
      const shown = cardOf(page, target);
      const box = (await shown.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeLessThan(100);
      // Only the cards around it are built, not the 149 above it.
      expect(await page.locator('li.bench').count()).toBeLessThan(60);
      expect(await shown.locator('.chart').getAttribute('data-points')).toBe(String(commits));
      // A screen reader hears where it is in the whole list.
      expect(await shown.getAttribute('aria-posinset')).toBe('150');
      expect(await shown.getAttribute('aria-setsize')).toBe(String(count));
      expect(await page.locator('#notice').isHidden()).toBe(true);

      // Its link: a real link, the next Tab stop, whose address names it.
      const link = shown.locator('a.permalink');
      expect(fragmentName((await link.getAttribute('href'))!)).toBe(target);
      await page.keyboard.press('Tab');
      expect(await inPage(page, 'document.activeElement.className')).toBe('permalink');
      await page.keyboard.press('Enter');
      await expect.poll(() => inPage(page, 'location.hash')).toBe(benchmarkFragment(target));

      // The address changed by hand (or by a link elsewhere on the page): the page goes there.
      await inPage(page, `location.hash = ${JSON.stringify(benchmarkFragment(name(20)))}`);
      await expect.poll(() => focusedCard(page)).toBe(name(20));
      expect((await cardOf(page, name(20)).boundingBox())!.y).toBeLessThan(100);
      await inPage(page, `location.hash = ${JSON.stringify(benchmarkFragment(name(199)))}`);
      await expect.poll(() => focusedCard(page)).toBe(name(199));
      const last = (await cardOf(page, name(199)).boundingBox())!;
      expect(last.y).toBeGreaterThanOrEqual(0);
      expect(last.y + last.height).toBeLessThanOrEqual(900);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('clears the filter when it hides the card linked to', async () => {
      const { page, errors } = await openAt(site, '');
      await page.locator('#filter').fill('bench00');
      expect(await page.locator('#shown').textContent()).toBe(`10 of ${count} benchmarks`);
      await inPage(page, `location.hash = ${JSON.stringify(benchmarkFragment(name(150)))}`);
      await expect.poll(() => focusedCard(page)).toBe(name(150));
      expect(await page.locator('#filter').inputValue()).toBe('');
      expect(await page.locator('#shown').textContent()).toBe(`${count} of ${count} benchmarks`);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('a name the history does not have: one line says so, escaped, and the page is as without the link', async () => {
      const missing = 'nope<b>bold</b>\u200b';
      const { page, errors } = await openAt(site, `#b=${encodeURIComponent(missing)}`);
      const notice = page.locator('#notice');
      expect(await notice.isVisible()).toBe(true);
      expect(await notice.textContent()).toBe(`No benchmark named “${printable(missing)}” in this history.`);
      expect(await page.locator('#notice b, li.bench b').count()).toBe(0);
      expect((await page.locator('li.bench h2').allTextContents())[0]).toBe(name(0));
      expect(await inPage(page, 'scrollY')).toBe(0);
      expect(await cardFocused(page)).toBe(false);
      // A malformed address too; a good one then takes the notice away.
      await inPage(page, "location.hash = '#b=100%'");
      await expect.poll(() => notice.textContent()).toBe('No benchmark named “100%” in this history.');
      await inPage(page, `location.hash = ${JSON.stringify(benchmarkFragment(name(3)))}`);
      await expect.poll(() => focusedCard(page)).toBe(name(3));
      expect(await notice.isHidden()).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });
  });

  it('hostile names: a link to each opens its card, nothing in them runs, and each card link round-trips', async () => {
    const dir = tempDir();
    const store = join(dir, 'store');
    mkdirSync(store);
    const names = ['</script><img src=x onerror=alert(1)>', '"#b=x', '\u202etxt.exe', 'a b/c%d#e?f&g=h+i', 'ünï ✓', 'pa\u200brse', 'v1.'];
    const lines = Array.from({ length: 6 }, (_, c) =>
      JSON.stringify({ schema_version: 1, commit: String(c + 1).repeat(40), branch: 'main', date: `2026-01-0${c + 1}T00:00:00Z`, benchmarks: names.map((n, i) => ({ name: n, unit: 'ms', direction: 'lower', values: [10 + i] })) }),
    );
    writeFileSync(join(store, 'main.jsonl'), `${lines.join('\n')}\n`);
    const out = join(dir, 'site');
    chart(store, out, ['--repo-url', '']);
    const { page, errors } = await openAt(out, '');
    const hrefs = await page.locator('li.bench a.permalink').evaluateAll((links) => links.map((a) => [a.closest('li')!.querySelector('h2')!.textContent!, a.getAttribute('href')!]));
    expect(hrefs.map(([n]) => n).sort()).toEqual(names.map(printable).sort());
    await page.close();
    for (const [shown, href] of hrefs) {
      expect(fragmentName(href!)).toBe(shown);
      const opened = await openAt(out, href!);
      expect(await focusedCard(opened.page), shown).toBe(shown);
      expect(await opened.page.locator('img, li.bench script').count()).toBe(0);
      expect(await opened.page.locator('#notice').isHidden()).toBe(true);
      expect(await cardOf(opened.page, shown!).getByRole('img').getAttribute('aria-label')).toMatch(new RegExp(`^${shown!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: chart of 6 commits`));
      expect(opened.errors, shown).toEqual([]);
      await opened.page.close();
    }
    // A link made from the name as the store holds it (a raw bidi override) finds the card too.
    const raw = await openAt(out, `#b=${encodeURIComponent('\u202etxt.exe')}`);
    expect(await focusedCard(raw.page)).toBe('\\u202etxt.exe');
    expect(raw.errors).toEqual([]);
    await raw.page.close();
    expect(errors).toEqual([]);
  });

  it('gives each chart a text alternative, and the cards as a list of headed items', async () => {
    const out = join(tempDir(), 'site');
    chart(EXAMPLE, out, ['--repo-url', REPO]);
    const detect = cli(['history', 'detect', '--store', EXAMPLE, '--format', 'json'], ROOT, NO_GITHUB);
    const changePoints = (JSON.parse(detect.stdout) as { change_points: Array<{ benchmark: string; commit: string; verdict: string; change_pct: number }> }).change_points;
    const slowdown = changePoints.find((c) => c.verdict === 'worse')!;
    const lines = readFileSync(join(EXAMPLE, 'main.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { date: string; benchmarks: Array<{ name: string; unit: string; direction: string; values: number[] }> });
    const points = pointsPerBenchmark(EXAMPLE);
    const { page, errors } = await open(browser, out);
    // The list, its items (as many as the cards), each with its name as a heading.
    expect(await page.getByRole('list').first().evaluate((l) => `${l.tagName} ${l.className}`)).toBe('UL list');
    expect(await page.locator('ul.list > li.bench').count()).toBe(points.size);
    expect(await page.locator('ul.list > li.bench').evaluateAll((items) => items.map((li) => `${li.getAttribute('aria-posinset')}/${li.getAttribute('aria-setsize')}`))).toEqual([...points.keys()].map((_, i) => `${i + 1}/${points.size}`));
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(await page.locator('li.bench h2').allTextContents());
    const card = cardOf(page, slowdown.benchmark);
    const label = (await card.getByRole('img').getAttribute('aria-label'))!;
    const last = lines.at(-1)!;
    const b = last.benchmarks.find((x) => x.name === slowdown.benchmark)!;
    const best = b.direction === 'higher' ? Math.max(...b.values) : Math.min(...b.values);
    expect(label.startsWith(`${slowdown.benchmark}: chart of ${points.get(slowdown.benchmark)} commits, latest ${humanValue(Number(best.toPrecision(6)), b.unit)} (${last.date.slice(0, 10)}); latest change point `)).toBe(true);
    expect(label).toContain(`${slowdown.change_pct > 0 ? 'up' : 'down'} ${Math.abs(slowdown.change_pct).toFixed(1)}%, worse, at ${slowdown.commit.slice(0, 10)}`);
    // The canvas itself is inside the image, not read on its own.
    expect(await card.getByRole('img').locator('canvas').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
