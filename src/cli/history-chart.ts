/**
 * `bench-diff history chart --store PATH [--branch NAME] -o DIR`: the history as a static dashboard
 * (src/report/dashboard/): index.html, the page's script and styles (prebuilt, uPlot bundled: no
 * CDN, opens from file:// and on GitHub Pages), data.js (the commits, benchmarks and change points)
 * and values/N.js (the points, a chunk of benchmarks each). Into a new or empty folder, or one with a
 * dashboard it wrote before; anywhere else only with --force.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { inputError } from '../core/errors.js';
import { detectChangePoints } from '../core/history/detect.js';
import { originWebUrl } from '../io/git.js';
import { readBranchColumns } from '../io/history-store.js';
import { ensureDirectory, writeFilesAtomic } from '../io/write-file.js';
import { settingsLine } from '../report/changepoints.js';
import { plural } from '../report/humanize.js';
import { printable } from '../core/printable.js';
import { DASHBOARD_HTML, dashboardDataScript, dashboardValuesScript, isDashboardPage } from '../report/dashboard/html.js';
import { valuesScriptPath } from '../report/dashboard/names.js';
import { dashboardData } from '../report/dashboard/model.js';
import { type CliContext, commandName } from './context.js';
import { dashboardAssetDir } from './dashboard-assets-loader.js';
import { chooseBranch, otherBranchesNote } from './history-detect.js';
import { DETECT_FLAGS, DETECT_USAGE, detectOptionsOf } from './history-detect-options.js';
import { requireStore } from './history-options.js';

const USAGE = `Usage: bench-diff history chart --store PATH [--branch NAME] -o DIR [--force] [--repo-url URL] ${DETECT_USAGE}`;

/** The page's own files, copied from dist/ as built. */
export const DASHBOARD_ASSETS = ['dashboard.js', 'dashboard.css'] as const;

/** https://github.com/OWNER/REPO, checked: it becomes the start of every link on the page. */
function parseRepoUrl(text: string): string {
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    throw inputError('--repo-url', `"${text}" is not a repository's web address`, 'Give e.g. --repo-url https://github.com/OWNER/REPO');
  }
  return url.href.replace(/\/+$/, '');
}

/** --repo-url, else the repository of the GitHub Actions run, else the checkout's origin remote. */
function repoUrlOf(given: string | undefined, ctx: CliContext): string | undefined {
  if (given !== undefined) return given === '' ? undefined : parseRepoUrl(given);
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository } = ctx.env;
  if (server && repository) return parseRepoUrl(`${server}/${repository}`);
  const origin = originWebUrl(ctx.cwd);
  return origin === undefined ? undefined : parseRepoUrl(origin);
}

function readAsset(name: string): string {
  const path = join(dashboardAssetDir(), name);
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw inputError(path, `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`, 'The installation is incomplete: reinstall bench-gate (from a clone: npm run build)');
  }
}

/** Chunks left by an earlier, larger dashboard in the same folder: nothing refers to them now. */
function removeOldChunks(dir: string, count: number): void {
  for (const name of readdirSync(dir)) {
    const chunk = /^(\d+)\.js$/.exec(name);
    if (chunk && Number(chunk[1]) >= count) rmSync(join(dir, name), { force: true });
  }
}

/**
 * Refuses an output folder that holds other files and no dashboard (its index.html is not one
 * isDashboardPage knows): writing there would replace another site's index.html and, in values/,
 * remove files. A new or empty folder, or an earlier dashboard's, is fine; --force writes anyway.
 * A path that is no folder at all is left to the write, which names what is in the way.
 */
function checkOutputFolder(out: string, force: boolean): void {
  if (force) return;
  let names: string[];
  try {
    names = readdirSync(out);
  } catch {
    return;
  }
  if (names.length === 0) return;
  let page: string | undefined;
  try {
    // A regular file only: reading a FIFO there would wait for ever.
    const index = join(out, 'index.html');
    page = statSync(index).isFile() ? readFileSync(index, 'utf8') : undefined;
  } catch {
    page = undefined;
  }
  if (page !== undefined && isDashboardPage(page)) return;
  const what = page === undefined ? 'is a folder that holds other files and no dashboard' : 'holds an index.html that history chart did not write';
  throw inputError(out, `${what}, and the dashboard would replace its index.html and values/`, 'Give a new or empty folder, or --force to write there anyway; nothing was written');
}

export function historyChartCommand(args: string[], ctx: CliContext): number {
  const { values, positionals } = parseArgs({
    args,
    options: {
      store: { type: 'string' },
      branch: { type: 'string' },
      output: { type: 'string', short: 'o' },
      'repo-url': { type: 'string' },
      force: { type: 'boolean' },
      ...DETECT_FLAGS,
    },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length > 0) throw inputError('bench-diff history chart', `unexpected argument "${positionals[0]}"`, USAGE);
  const store = requireStore(values.store, USAGE);
  const out = values.output;
  if (out === undefined || out.trim() === '') throw inputError('-o', 'is required: the folder to write the dashboard to', USAGE);
  checkOutputFolder(out, values.force === true);
  const repoUrl = repoUrlOf(values['repo-url'], ctx);
  const detectOptions = detectOptionsOf(values);
  const branch = chooseBranch(store, values.branch);
  const columns = readBranchColumns(store, branch);
  const report = detectChangePoints(columns, branch, detectOptions);
  const { data, chunks } = dashboardData(columns, report, { ...(repoUrl === undefined ? {} : { repoUrl }), detection: settingsLine(report) });
  const files = [
    { path: join(out, 'index.html'), content: DASHBOARD_HTML },
    { path: join(out, 'data.js'), content: dashboardDataScript(data) },
    ...DASHBOARD_ASSETS.map((name) => ({ path: join(out, name), content: readAsset(name) })),
    ...chunks.map((values, i) => ({ path: join(out, valuesScriptPath(i)), content: dashboardValuesScript(i, values) })),
  ];
  ensureDirectory(join(out, 'values'));
  writeFilesAtomic(files);
  removeOldChunks(join(out, 'values'), chunks.length);
  const what = `${plural(data.benchmarks.length, 'benchmark')} over ${plural(columns.commits.length, 'commit')}, ${plural(report.change_points.length, 'change point')}`;
  ctx.stdout(`${commandName(ctx)}: branch ${printable(branch)}${otherBranchesNote(store, branch, values.branch)}: ${what}: wrote ${printable(join(out, 'index.html'))}\n`);
  return 0;
}
