/**
 * The dashboard page (bundled with uPlot into dist/dashboard.js by scripts/build.mjs): reads the data
 * data.js set, lays out one card per benchmark in the data's order (worst recent change first), and
 * draws a card's chart when it comes near the viewport, loading the chunk of points it is in
 * (values/N.js) then, so that a history of a thousand benchmarks opens about as fast as one of five
 * (bench/dashboard-open.mjs measures it). `?eager` draws every chart at once (for measuring).
 */
import type uPlot from 'uplot';
import { day, pValue, shortCommit } from '../../changepoints.js';
import { humanChange, humanValue, plural } from '../../humanize.js';
import { printable } from '../../../core/printable.js';
import { DASHBOARD_DATA_GLOBAL, DASHBOARD_VALUES_GLOBAL, valuesScriptPath } from '../names.js';
import type { DashboardBenchmark, DashboardChange, DashboardData, DashboardValues } from '../model.js';
import { CHART_HEIGHT, drawChart } from './chart.js';
import { commitNode, element } from './dom.js';

interface Card {
  benchmark: DashboardBenchmark;
  /** Its place in the data's order, which says where its points are. */
  index: number;
  root: HTMLElement;
  chartBox: HTMLElement;
  point: HTMLElement;
  /** The name as shown (escaped), lower-cased, for the filter. */
  key: string;
  chart?: uPlot;
}

function byId(id: string): HTMLElement {
  const node = document.getElementById(id);
  if (!node) throw new Error(`the page has no #${id}`);
  return node;
}

function commitUrl(data: DashboardData, index: number): string | undefined {
  const base = data.repo_url;
  if (base === undefined || !/^https?:\/\//.test(base)) return undefined;
  return `${base}/commit/${encodeURIComponent(data.commits.sha[index] ?? '')}`;
}

function directionText(b: DashboardBenchmark): string {
  return b.direction === 'higher' ? 'higher is better' : 'lower is better';
}

function changeLine(data: DashboardData, b: DashboardBenchmark, c: DashboardChange): HTMLElement {
  const item = element('li', c.verdict);
  item.dataset.commit = data.commits.sha[c.commit] ?? '';
  item.append(
    element('span', 'change', `${humanChange(c.change_pct, '−')} ${c.verdict}`),
    ' at ',
    commitNode(data.commits.sha[c.commit] ?? '', commitUrl(data, c.commit), shortCommit(data.commits.sha[c.commit] ?? '')),
    ` (${day(data.commits.date[c.commit] ?? '')}): ${humanValue(c.before, b.unit)} → ${humanValue(c.after, b.unit)}, p ${pValue(c.p_value)}`,
  );
  return item;
}

type ValuesGlobal = Record<number, DashboardValues[] | undefined>;

const chunkLoads = new Map<number, Promise<DashboardValues[]>>();

/** A chunk of points, loaded once by a script element (fetch() is not allowed from file://). */
function loadChunk(chunk: number): Promise<DashboardValues[]> {
  let load = chunkLoads.get(chunk);
  if (load === undefined) {
    load = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = valuesScriptPath(chunk);
      script.addEventListener('load', () => {
        const values = (window as unknown as Record<string, ValuesGlobal | undefined>)[DASHBOARD_VALUES_GLOBAL]?.[chunk];
        if (values) resolve(values);
        else reject(new Error(`${valuesScriptPath(chunk)} holds no points`));
      });
      script.addEventListener('error', () => reject(new Error(`${valuesScriptPath(chunk)} did not load`)));
      document.head.append(script);
    });
    chunkLoads.set(chunk, load);
  }
  return load;
}

function showPoint(card: Card, data: DashboardData, commit: number | null, values: DashboardValues | undefined): void {
  const panel = card.point;
  if (commit === null) {
    panel.replaceChildren(element('span', 'hint', 'Point at a commit to see it; click to open it.'));
    return;
  }
  const sha = data.commits.sha[commit] ?? '';
  const value = values?.[commit] ?? null;
  panel.replaceChildren(
    commitNode(sha, commitUrl(data, commit), shortCommit(sha)),
    ` ${day(data.commits.date[commit] ?? '')} `,
    element('strong', undefined, humanValue(value, card.benchmark.unit)),
    ' ',
    element('span', 'subject', data.commits.subject[commit] ?? ''),
  );
}

function buildCard(data: DashboardData, benchmark: DashboardBenchmark, index: number): Card {
  const root = element('section', 'bench');
  const points = benchmark.points;
  const latest = benchmark.changes.at(-1);
  const status = latest ? element('p', `latest ${latest.verdict}`, `Latest change: ${humanChange(latest.change_pct, '−')} ${latest.verdict} at ${shortCommit(data.commits.sha[latest.commit] ?? '')} (${day(data.commits.date[latest.commit] ?? '')})`) : element('p', 'latest none', 'No change point');
  const chartBox = element('div', 'chart');
  chartBox.style.height = `${CHART_HEIGHT}px`;
  chartBox.dataset.changePoints = String(benchmark.changes.length);
  const point = element('p', 'point');
  root.append(element('h2', undefined, benchmark.name), element('p', 'meta', `${benchmark.unit}, ${directionText(benchmark)}, ${plural(points, 'commit')}`), status, chartBox, point);
  if (benchmark.changes.length > 0) {
    const list = element('ul', 'changes');
    for (let i = benchmark.changes.length - 1; i >= 0; i--) list.append(changeLine(data, benchmark, benchmark.changes[i]!));
    root.append(list);
  }
  const card: Card = { benchmark, index, root, chartBox, point, key: benchmark.name.toLowerCase() };
  showPoint(card, data, null, undefined);
  return card;
}

function render(data: DashboardData): void {
  const eager = new URLSearchParams(location.search).has('eager');
  document.title = `bench-gate history: ${data.branch}`;
  byId('title').textContent = `bench-gate history: ${data.branch}`;
  const changes = data.benchmarks.reduce((n, b) => n + b.changes.length, 0);
  const worse = data.benchmarks.reduce((n, b) => n + b.changes.filter((c) => c.verdict === 'worse').length, 0);
  const dates = data.commits.date;
  const span = dates.length > 0 ? ` (${day(dates[0]!)} to ${day(dates[dates.length - 1]!)})` : '';
  byId('summary').textContent = `${plural(data.benchmarks.length, 'benchmark')} over ${plural(dates.length, 'commit')}${span}; ${plural(changes, 'change point')}, ${worse} worse. Latest slowdowns first.`;
  byId('footer').textContent = `Change points: ${data.detection}. Made by bench-diff history chart.`;

  const xs = data.commits.sha.map((_, i) => i);
  const main = byId('charts');
  const cards = data.benchmarks.map((b, i) => buildCard(data, b, i));
  // One fragment, not replaceChildren(...roots): spreading every card into one call passes them on
  // the stack, which overflows ("Maximum call stack size exceeded") past ~120,000 benchmarks.
  const fragment = document.createDocumentFragment();
  for (const card of cards) fragment.append(card.root);
  main.replaceChildren(fragment);
  performance.mark('bench-gate:cards');

  const draw = async (card: Card): Promise<void> => {
    const chunk = await loadChunk(Math.floor(card.index / data.chunk_size));
    const values = chunk[card.index % data.chunk_size];
    if (card.chart || values === undefined) return;
    card.chart = drawChart(card.chartBox, data, card.benchmark, xs, values, {
      onHover: (commit) => showPoint(card, data, commit, values),
      onClick: (commit) => {
        const url = commitUrl(data, commit);
        if (url !== undefined) window.open(url, '_blank', 'noopener');
      },
    });
    // What was drawn, for the browser test: the points the chart holds.
    card.chartBox.dataset.points = String(values.reduce((n: number, v) => (v === null ? n : n + 1), 0));
  };
  const failed = (error: unknown): void => {
    byId('summary').textContent = `Some charts could not be drawn: ${error instanceof Error ? error.message : String(error)}`;
    throw error;
  };
  // Marked for bench/dashboard-open.mjs: the first screen of charts is drawn.
  const ready = (): void => {
    requestAnimationFrame(() => {
      performance.mark('bench-gate:ready');
      document.documentElement.dataset.ready = 'true';
    });
  };
  if (eager || typeof IntersectionObserver === 'undefined') {
    Promise.all(cards.map(draw)).then(ready, failed);
  } else {
    const byRoot = new Map(cards.map((c) => [c.chartBox as Element, c]));
    let first = true;
    const observer = new IntersectionObserver(
      (seen) => {
        const drawn: Array<Promise<void>> = [];
        for (const entry of seen) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          drawn.push(draw(byRoot.get(entry.target)!));
        }
        const all = Promise.all(drawn);
        if (first) all.then(ready, failed);
        else all.catch(failed);
        first = false;
      },
      { rootMargin: '300px 0px' },
    );
    cards.forEach((c) => observer.observe(c.chartBox));
    if (cards.length === 0) ready();
  }

  const shown = byId('shown');
  const filter = byId('filter') as HTMLInputElement;
  const applyFilter = (): void => {
    // The names are shown escaped (model.ts): a query pasted with the raw character (a zero-width
    // space) is escaped the same way, so it finds the name it was copied from and nothing else.
    const query = printable(filter.value.trim()).toLowerCase();
    let count = 0;
    for (const card of cards) {
      const match = card.key.includes(query);
      card.root.hidden = !match;
      if (match) count++;
    }
    shown.textContent = `${count} of ${plural(cards.length, 'benchmark')}`;
  };
  filter.addEventListener('input', applyFilter);
  applyFilter();

  let resizing = 0;
  window.addEventListener('resize', () => {
    cancelAnimationFrame(resizing);
    resizing = requestAnimationFrame(() => {
      for (const card of cards) if (card.chart) card.chart.setSize({ width: Math.max(card.chartBox.clientWidth, 200), height: CHART_HEIGHT });
    });
  });
}

performance.mark('bench-gate:data');
const data = (window as unknown as Record<string, DashboardData | undefined>)[DASHBOARD_DATA_GLOBAL];
if (data === undefined) byId('summary').textContent = 'data.js is missing or did not load: write the dashboard again with bench-diff history chart.';
else render(data);
