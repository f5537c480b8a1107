/**
 * The dashboard page (bundled with uPlot into dist/dashboard.js by scripts/build.mjs): reads the data
 * data.js set and shows one card per benchmark in the data's order (worst recent change first), with
 * its chart, its change points and the commit under the pointer (or under the keyboard's cursor: a
 * focused chart's Left, Right, Home and End go from commit to commit, Enter opens it, Escape leaves
 * it; the commit is announced to a screen reader). Only the cards near the viewport are
 * built, their chunk of points (values/N.js) loaded and their chart drawn when they come nearer
 * still, and each dropped again when it is far away (list.ts), so that a history of 200,000 benchmarks opens about as fast
 * as one of five (bench/dashboard-open.mjs measures it). Everything else works on every benchmark,
 * built or not: the filter searches the data, the scrollbar spans the whole list, Tab goes from card
 * to card (each has its own link, index.html#b=NAME, which opens the page at it: link.ts), and each
 * chart says in words what it shows (text.ts) to a screen reader, which hears the cards as a list,
 * each built one with its place in the whole. `?eager` builds every card and draws every chart at
 * once (for measuring); `?max-height=PX` lowers the list's tallest scroll range (for the browser test
 * of a list taller than it).
 */
import type uPlot from 'uplot';
import { day, pValue, shortCommit } from '../../changepoints.js';
import { humanChange, humanValue, plural, shownUnit } from '../../humanize.js';
import { printable } from '../../../core/printable.js';
import { benchmarkFragment, findBenchmark, fragmentName } from '../link.js';
import { DASHBOARD_DATA_GLOBAL, DASHBOARD_VALUES_GLOBAL, valuesScriptPath } from '../names.js';
import { chartLabel } from '../text.js';
import type { DashboardBenchmark, DashboardChange, DashboardData, DashboardValues } from '../model.js';
import { isCursorKey, stepPoint } from '../keys.js';
import { CHART_HEIGHT, drawChart, pointAt } from './chart.js';
import { commitNode, element } from './dom.js';
import { CardList } from './list.js';

interface Card {
  benchmark: DashboardBenchmark;
  /** Its place in the data's order, which says where its points are. */
  index: number;
  root: HTMLElement;
  chartBox: HTMLElement;
  point: HTMLElement;
  chart?: uPlot | undefined;
  /** Its points, once its chart is drawn. */
  values?: DashboardValues | undefined;
  /** Its chart is being drawn (its points loaded). */
  drawing: boolean;
  /** Dropped from the page (list.ts): its chart is not drawn when its points come. */
  removed: boolean;
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

/** Opens the commit (a click on the chart, Enter on it), when the dashboard knows the repository. */
function openCommit(data: DashboardData, commit: number): void {
  const url = commitUrl(data, commit);
  if (url !== undefined) window.open(url, '_blank', 'noopener');
}

/**
 * The commit under the chart's cursor, below the chart (a live region: a screen reader says it as the
 * keys move the cursor); with no cursor, how to get one. All as text (textContent: dom.ts).
 */
function showPoint(card: Card, data: DashboardData, commit: number | null, values: DashboardValues | undefined): void {
  const panel = card.point;
  if (commit === null) {
    const keyboard = document.activeElement === card.chartBox;
    panel.replaceChildren(element('span', 'hint', keyboard ? 'Left and Right go from commit to commit, Home and End to the first and the last; Enter opens it.' : 'Point at a commit to see it; click to open it.'));
    return;
  }
  const sha = data.commits.sha[commit] ?? '';
  const value = values?.[commit] ?? null;
  const link = commitNode(sha, commitUrl(data, commit), shortCommit(sha));
  // Not a Tab stop of its own: the chart is, and Enter there opens the commit.
  if (link instanceof HTMLAnchorElement) link.tabIndex = -1;
  panel.replaceChildren(
    link,
    ` ${day(data.commits.date[commit] ?? '')} `,
    element('strong', undefined, humanValue(value, card.benchmark.unit)),
    ' ',
    element('span', 'subject', data.commits.subject[commit] ?? ''),
  );
}

function buildCard(data: DashboardData, benchmark: DashboardBenchmark, index: number): Card {
  const root = element('li', 'bench');
  const points = benchmark.points;
  const latest = benchmark.changes.at(-1);
  const status = latest ? element('p', `latest ${latest.verdict}`, `Latest change: ${humanChange(latest.change_pct, '−')} ${latest.verdict} at ${shortCommit(data.commits.sha[latest.commit] ?? '')} (${day(data.commits.date[latest.commit] ?? '')})`) : element('p', 'latest none', 'No change point');
  // The canvas in words for a screen reader (its latest value once its points are loaded: labelChart).
  const chartBox = element('div', 'chart');
  chartBox.setAttribute('role', 'img');
  chartBox.setAttribute('aria-label', chartLabel(data, benchmark));
  chartBox.style.height = `${CHART_HEIGHT}px`;
  chartBox.dataset.changePoints = String(benchmark.changes.length);
  // Focusable (one Tab stop per chart, after the card's link): the keys move its cursor (chartKey).
  chartBox.tabIndex = 0;
  const point = element('p', 'point');
  point.setAttribute('aria-live', 'polite');
  point.setAttribute('aria-atomic', 'true');
  // The address of this card, to paste in an issue: index.html#b=NAME (link.ts).
  const link = element('a', 'permalink', 'link');
  link.setAttribute('href', benchmarkFragment(benchmark.name));
  link.setAttribute('aria-label', `Link to ${benchmark.name}`);
  link.title = 'The address of this chart';
  const head = element('div', 'head');
  head.append(element('h2', undefined, benchmark.name), link);
  root.append(head, element('p', 'meta', `${shownUnit(benchmark.unit)}, ${directionText(benchmark)}, ${plural(points, 'commit')}`), status, chartBox, point);
  if (benchmark.changes.length > 0) {
    const list = element('ul', 'changes');
    for (let i = benchmark.changes.length - 1; i >= 0; i--) list.append(changeLine(data, benchmark, benchmark.changes[i]!));
    root.append(list);
  }
  const card: Card = { benchmark, index, root, chartBox, point, drawing: false, removed: false };
  showPoint(card, data, null, undefined);
  chartBox.addEventListener('keydown', (e) => chartKey(card, data, e));
  chartBox.addEventListener('focus', () => chartFocused(card, data));
  chartBox.addEventListener('blur', () => {
    if (card.chart?.cursor.idx === null || card.chart?.cursor.idx === undefined) showPoint(card, data, null, card.values);
  });
  return card;
}

/** The commit under a chart's cursor, null when there is none (or no chart yet). */
function cursorAt(card: Card): number | null {
  return card.chart?.cursor.idx ?? null;
}

/**
 * The chart came into focus: from the keyboard (not a click, whose commit is the one pointed at), its
 * cursor goes on the first point unless it is on one already, so that Right goes on from there.
 */
function chartFocused(card: Card, data: DashboardData): void {
  const chart = card.chart;
  if (chart === undefined || card.values === undefined) return;
  if (cursorAt(card) === null && card.chartBox.matches(':focus-visible')) pointAt(chart, stepPoint(card.values, null, 'Home'));
  else if (cursorAt(card) === null) showPoint(card, data, null, card.values);
}

/** A key pressed on a focused chart: Left, Right, Home, End move its cursor; Enter opens the commit; Escape takes the cursor away. */
function chartKey(card: Card, data: DashboardData, e: KeyboardEvent): void {
  const chart = card.chart;
  if (chart === undefined || card.values === undefined || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
  const at = cursorAt(card);
  if (isCursorKey(e.key)) {
    // Not the page's scrolling (Home and End would go to the top and the bottom of the list).
    e.preventDefault();
    const to = stepPoint(card.values, at, e.key);
    if (to !== null) pointAt(chart, to);
  } else if (e.key === 'Enter' && at !== null) {
    e.preventDefault();
    openCommit(data, at);
  } else if (e.key === 'Escape' && at !== null) {
    e.preventDefault();
    pointAt(chart, null);
  }
}

/**
 * What a card's height is made of, measured on cards built for the purpose (same styles, same width)
 * and taken away again: a card's height is estimated from them before it is built (list.ts).
 */
interface CardMetrics {
  /** A card with a one-line name and no change point. */
  base: number;
  /** The list of change points with one in it, and each further one. */
  firstChange: number;
  nextChange: number;
  /** One more line of the name, and how many characters a line holds (the names are monospace). */
  nameLine: number;
  nameChars: number;
}

function measureCards(data: DashboardData, list: HTMLElement): CardMetrics {
  const sample = data.benchmarks.find((b) => b.changes.length > 0)?.changes[0] ?? { commit: 0, before: 1, after: 2, change_pct: 100, verdict: 'worse', p_value: 0.001 };
  const probe = (changes: number): Card => {
    const card = buildCard(data, { name: '0', unit: 'ms', direction: 'lower', points: data.commits.sha.length, changes: new Array<DashboardChange>(changes).fill(sample) }, -1);
    card.root.style.visibility = 'hidden';
    list.append(card.root);
    return card;
  };
  const cards = [probe(0), probe(1), probe(2)];
  const [none, one, two] = cards.map((c) => c.root.offsetHeight) as [number, number, number];
  const h2 = cards[0]!.root.querySelector('h2')!;
  const oneLine = h2.offsetHeight;
  const width = h2.clientWidth;
  const ruler = element('span', undefined, '0'.repeat(100));
  ruler.style.whiteSpace = 'nowrap';
  h2.replaceChildren(ruler);
  const charWidth = ruler.getBoundingClientRect().width / 100;
  h2.textContent = '0\n0';
  h2.style.whiteSpace = 'pre';
  const twoLines = h2.offsetHeight;
  for (const c of cards) c.root.remove();
  return { base: none, firstChange: one - none, nextChange: two - one, nameLine: twoLines - oneLine, nameChars: Math.max(1, Math.floor(width / (charWidth || 1))) };
}

function estimateHeight(m: CardMetrics, b: DashboardBenchmark): number {
  const nameLines = Math.max(1, Math.ceil(b.name.length / m.nameChars));
  const changes = b.changes.length === 0 ? 0 : m.firstChange + (b.changes.length - 1) * m.nextChange;
  return m.base + (nameLines - 1) * m.nameLine + changes;
}

function labelChart(data: DashboardData, card: Card, values: DashboardValues): void {
  card.chartBox.setAttribute('aria-label', chartLabel(data, card.benchmark, values));
}

/** A name from the address as the page shows names: escaped, and cut (an address can be megabytes long). */
function shownName(name: string): string {
  if (name.length <= NOTICE_NAME_MAX) return printable(name);
  return printable(`${[...name.slice(0, NOTICE_NAME_MAX)].slice(0, NOTICE_NAME_MAX - 1).join('')}…`);
}
const NOTICE_NAME_MAX = 200;

function render(data: DashboardData): void {
  const params = new URLSearchParams(location.search);
  const eager = params.has('eager');
  const maxHeight = Number(params.get('max-height'));
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
  const listElement = element('ul', 'list');
  main.replaceChildren(listElement);
  let metrics = measureCards(data, listElement);
  let width = listElement.clientWidth;

  const failed = (error: unknown): void => {
    byId('summary').textContent = `Some charts could not be drawn: ${error instanceof Error ? error.message : String(error)}`;
    throw error;
  };
  const draw = async (card: Card): Promise<void> => {
    const chunk = await loadChunk(Math.floor(card.index / data.chunk_size));
    const values = chunk[card.index % data.chunk_size];
    if (card.chart || card.removed || values === undefined) return;
    labelChart(data, card, values);
    card.values = values;
    card.chart = drawChart(card.chartBox, data, card.benchmark, xs, values, {
      onHover: (commit) => showPoint(card, data, commit, values),
      onClick: (commit) => openCommit(data, commit),
    });
    // Focused before it was drawn (its points were loading): as if it had come into focus now.
    if (document.activeElement === card.chartBox) chartFocused(card, data);
    // What was drawn, for the browser test: the points the chart holds.
    card.chartBox.dataset.points = String(values.reduce((n: number, v) => (v === null ? n : n + 1), 0));
  };
  // The charts of the first screen: the page is ready when they are drawn.
  let drawing: Array<Promise<void>> | undefined = [];
  const list = new CardList<Card>(
    listElement,
    {
      count: data.benchmarks.length,
      build: (index) => {
        const card = buildCard(data, data.benchmarks[index]!, index);
        // Its points for its text alternative, though its chart is not drawn yet (a failed load is told by draw).
        loadChunk(Math.floor(index / data.chunk_size)).then((chunk) => {
          const values = chunk[index % data.chunk_size];
          if (values !== undefined && !card.removed) labelChart(data, card, values);
        }, () => undefined);
        return card;
      },
      show: (card) => {
        if (card.drawing) return;
        card.drawing = true;
        const drawn = draw(card);
        if (drawing) drawing.push(drawn);
        else drawn.catch(failed);
      },
      destroy: (card) => {
        card.removed = true;
        card.chart?.destroy();
        card.chart = undefined;
        card.values = undefined;
      },
      estimate: (index) => estimateHeight(metrics, data.benchmarks[index]!),
      // Every card has its own link (and its change points' commits, and the commit under the pointer).
      focusable: () => true,
    },
    { margin: eager ? Infinity : Math.max(600, 2 * window.innerHeight), showMargin: eager ? Infinity : Math.max(300, window.innerHeight / 2), maxHeight: Number.isFinite(maxHeight) && maxHeight > 0 ? maxHeight : undefined },
  );

  const shown = byId('shown');
  const filter = byId('filter') as HTMLInputElement;
  let keys: string[] | undefined;
  const applyFilter = (): void => {
    // The names are shown escaped (model.ts): a query pasted with the raw character (a zero-width
    // space) is escaped the same way, so it finds the name it was copied from and nothing else.
    const query = printable(filter.value.trim()).toLowerCase();
    let view: Int32Array;
    if (query === '') view = Int32Array.from(data.benchmarks, (_, i) => i);
    else {
      keys ??= data.benchmarks.map((b) => b.name.toLowerCase());
      const matches: number[] = [];
      keys.forEach((key, i) => {
        if (key.includes(query)) matches.push(i);
      });
      view = Int32Array.from(matches);
    }
    list.setView(view);
    shown.textContent = `${view.length} of ${plural(data.benchmarks.length, 'benchmark')}`;
  };
  filter.addEventListener('input', applyFilter);
  applyFilter();

  // A link to one benchmark (index.html#b=NAME, link.ts): its card brought to the top and focused,
  // built wherever it is in the list; the filter cleared if it hides it. A name the history does not
  // have is said in one line, and the page is as without the link.
  const notice = byId('notice');
  const goTo = (): void => {
    const name = fragmentName(location.hash);
    notice.hidden = true;
    notice.textContent = '';
    if (name === undefined) return;
    const index = findBenchmark(data.benchmarks, name);
    if (index < 0) {
      notice.textContent = `No benchmark named “${shownName(name)}” in this history.`;
      notice.hidden = false;
      return;
    }
    let card = list.reveal(index);
    if (card === undefined && filter.value !== '') {
      filter.value = '';
      applyFilter();
      card = list.reveal(index);
    }
    if (card === undefined) return;
    const root = card.root;
    // Focusable while it holds the focus only: a click in a card would otherwise focus it.
    root.tabIndex = -1;
    root.addEventListener('blur', () => root.removeAttribute('tabindex'), { once: true });
    root.focus({ preventScroll: true });
  };
  window.addEventListener('hashchange', goTo);
  goTo();
  performance.mark('bench-gate:cards');
  const first = drawing;
  drawing = undefined;
  // Marked for bench/dashboard-open.mjs: the first screen of charts is drawn.
  Promise.all(first).then(() => {
    requestAnimationFrame(() => {
      performance.mark('bench-gate:ready');
      document.documentElement.dataset.ready = 'true';
    });
  }, failed);

  // The browser's find sees only the cards that are built: while some are not, Ctrl+F (Cmd+F) goes to
  // the filter, which searches them all; pressed again there, it opens the browser's own.
  document.addEventListener('keydown', (e) => {
    if (e.key.toLowerCase() !== 'f' || !(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
    if (list.complete || document.activeElement === filter) return;
    e.preventDefault();
    filter.focus();
    filter.select();
  });

  let resizing = 0;
  window.addEventListener('resize', () => {
    cancelAnimationFrame(resizing);
    resizing = requestAnimationFrame(() => {
      if (listElement.clientWidth !== width) {
        width = listElement.clientWidth;
        metrics = measureCards(data, listElement);
        list.reestimate();
        for (const card of list.cards()) if (card.chart) card.chart.setSize({ width: Math.max(card.chartBox.clientWidth, 200), height: CHART_HEIGHT });
      } else list.render();
    });
  });
}

performance.mark('bench-gate:data');
const data = (window as unknown as Record<string, DashboardData | undefined>)[DASHBOARD_DATA_GLOBAL];
if (data === undefined) byId('summary').textContent = 'data.js is missing or did not load: write the dashboard again with bench-diff history chart.';
else render(data);
