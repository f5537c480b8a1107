/**
 * The dashboard's data: one branch of a history as the page draws it (src/report/dashboard/page/).
 * Pure. Every benchmark's points on one shared commit axis (null where a commit did not run it), its
 * change points from `history detect`, and the order the page shows them in: the worst recent
 * changes first. The points are kept apart from the rest, in chunks of benchmarks that the page
 * loads as their charts come into view: a store of 5,000 commits × 1,000 benchmarks is 35 MB of
 * points, more than a page can parse in the seconds it has to open.
 *
 * Every text from the store (names, units, the branch, commits, dates, subjects) is made printable
 * here, once: the page shows only this data, in its DOM, its title and on its canvas, and filters by
 * it, so it shows what the terminal and Markdown reports show (`pa\u200brse`, never a name that
 * passes for `parse` or is read backwards), and no place on the page can forget to.
 */
import { columnsOf, type HistoryColumns } from '../../core/history/columns.js';
import type { ChangePointReport } from '../../core/history/detect.js';
import type { HistoryEntry } from '../../core/history/entry.js';
import type { Direction } from '../../core/model.js';
import { printable } from '../../core/printable.js';

export const DASHBOARD_DATA_VERSION = 1;

export interface DashboardChange {
  /** Index into `commits`: the first commit of the new level. */
  commit: number;
  before: number;
  after: number;
  change_pct: number;
  verdict: 'better' | 'worse';
  p_value: number;
}

export interface DashboardBenchmark {
  name: string;
  unit: string;
  direction: Direction;
  /** How many commits have a value. */
  points: number;
  /** Oldest first. */
  changes: DashboardChange[];
}

export interface DashboardData {
  version: typeof DASHBOARD_DATA_VERSION;
  branch: string;
  /** `https://github.com/OWNER/REPO`: points link to `/commit/SHA` under it; absent: SHAs only. */
  repo_url?: string;
  /** Columns of the branch's commits, oldest first. */
  commits: { sha: string[]; date: string[]; subject: string[] };
  /** In the order the page shows them (see `dashboardOrder`). */
  benchmarks: DashboardBenchmark[];
  /** The points of benchmarks[i] are values chunk floor(i / chunk_size), at i % chunk_size. */
  chunk_size: number;
  chunks: number;
  /** How the change points were found, one line for the page's footer. */
  detection: string;
}

/** Shorter than a commit message can be: the page shows it in one line of the hover panel. */
const SUBJECT_MAX = 200;

/** Cut before it is escaped, so that the cut never splits an escape into a misleading `\u20`. */
function subjectOf(message: string | undefined): string {
  const first = (message ?? '').split('\n', 1)[0]!.trim();
  return printable(first.length > SUBJECT_MAX ? `${first.slice(0, SUBJECT_MAX - 1)}…` : first);
}

/** 10^0 to 10^22: the powers of ten a double holds exactly. */
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * Values kept to 6 significant digits: a millionth is far below what a chart or the four digits of
 * the hover panel show, and it keeps a store of 5,000 commits × 1,000 benchmarks a page that opens.
 *
 * That is Number(value.toPrecision(6)), which for 2 million points took a third of the dashboard's
 * own time, mostly spent writing and reading back text. Most values are short decimals (99.123):
 * when value × 10^k is within a millionth of an integer N of 6 digits, N is the 6 digits
 * toPrecision(6) writes (the exact value × 10^k, within 10^-10 of the product, is nowhere near a
 * half), and N / 10^k, one correctly rounded division of two exact doubles, is the double nearest
 * to N × 10^-k: what Number() reads that text as. Any other value takes toPrecision.
 */
export function chartValue(value: number): number {
  if (value >= 1e-16 && value < 1e6) {
    const k = 5 - Math.floor(Math.log10(value));
    if (k >= 0 && k <= 22) {
      const power = POWERS_OF_TEN[k]!;
      const scaled = value * power;
      const digits = Math.round(scaled);
      if (digits >= 100_000 && digits < 1_000_000 && Math.abs(scaled - digits) < 1e-6) return digits / power;
    }
  }
  return Number(value.toPrecision(6));
}

/**
 * The order of the page, worst recent change first: benchmarks whose latest change point is a
 * slowdown (newest first, then the larger change), then those whose latest change is an improvement
 * (the same), then those without a change point, by name.
 */
export function dashboardOrder(a: Pick<DashboardBenchmark, 'name' | 'changes'>, b: Pick<DashboardBenchmark, 'name' | 'changes'>): number {
  const la = a.changes.at(-1);
  const lb = b.changes.at(-1);
  const rank = (c: DashboardChange | undefined): number => (c === undefined ? 2 : c.verdict === 'worse' ? 0 : 1);
  return (
    rank(la) - rank(lb) ||
    (lb?.commit ?? 0) - (la?.commit ?? 0) ||
    Math.abs(lb?.change_pct ?? 0) - Math.abs(la?.change_pct ?? 0) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
  );
}

/** One per commit of `commits` (each commit's best run), null where the commit has no value. */
export type DashboardValues = Array<number | null>;

/** Benchmarks per chunk of points: about 1 MB for 5,000 commits. */
export const DASHBOARD_CHUNK_SIZE = 25;

/** The page's data from a branch: its entries, or their columns (as `history chart` streams a large store). */
export function dashboardData(history: readonly HistoryEntry[] | HistoryColumns, report: ChangePointReport, options: { repoUrl?: string; detection: string; chunkSize?: number }): { data: DashboardData; chunks: DashboardValues[][] } {
  const columns = Array.isArray(history) ? columnsOf(history as readonly HistoryEntry[]) : (history as HistoryColumns);
  const chunkSize = options.chunkSize ?? DASHBOARD_CHUNK_SIZE;
  // Each benchmark with its points beside it, not in it: the page's data is the benchmark alone.
  const byName = new Map<string, { benchmark: DashboardBenchmark; values: DashboardValues }>();
  const commits = columns.commits.length;
  for (const s of columns.series) {
    const values: DashboardValues = new Array<number | null>(commits).fill(null);
    const { entries, points } = s;
    for (let i = 0; i < entries.length; i++) values[entries[i]!] = chartValue(points[i]!);
    byName.set(s.name, { benchmark: { name: printable(s.name), unit: printable(s.unit), direction: s.direction, points: points.length, changes: [] }, values });
  }
  for (const cp of report.change_points) {
    byName.get(cp.benchmark)?.benchmark.changes.push({
      commit: cp.index,
      before: chartValue(cp.mean_before),
      after: chartValue(cp.mean_after),
      change_pct: cp.change_pct,
      verdict: cp.verdict,
      p_value: cp.p_value,
    });
  }
  for (const { benchmark } of byName.values()) if (benchmark.changes.length > 1) benchmark.changes.sort((x, y) => x.commit - y.commit);
  const ordered = [...byName.values()].sort((a, b) => dashboardOrder(a.benchmark, b.benchmark));
  const chunks: DashboardValues[][] = [];
  for (let i = 0; i < ordered.length; i += chunkSize) chunks.push(ordered.slice(i, i + chunkSize).map((b) => b.values));
  const data: DashboardData = {
    version: DASHBOARD_DATA_VERSION,
    branch: printable(report.branch),
    commits: { sha: columns.commits.map(printable), date: columns.dates.map(printable), subject: columns.messages.map(subjectOf) },
    benchmarks: ordered.map((b) => b.benchmark),
    chunk_size: chunkSize,
    chunks: chunks.length,
    detection: options.detection,
  };
  if (options.repoUrl !== undefined) data.repo_url = options.repoUrl;
  return { data, chunks };
}
