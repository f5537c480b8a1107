/**
 * The dashboard's files other than the prebuilt script and styles: index.html, which holds nothing
 * from the store (the page sets every name with textContent), data.js and values/N.js, the store's
 * data as scripts, since a page opened from file:// may not fetch() a JSON file beside it.
 */
import type { DashboardData, DashboardValues } from './model.js';
import { DASHBOARD_DATA_GLOBAL, DASHBOARD_VALUES_GLOBAL } from './names.js';

/**
 * No inline script or style, and nothing loaded from elsewhere: the page is its own files. A name
 * in the store that got past the escaping would still find no way to run.
 */
const CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:";

/**
 * What marks index.html as a dashboard's page: `history chart` writes into a folder that holds
 * other files only when its index.html is one (isDashboardPage), never over another site.
 */
const GENERATOR = '<meta name="generator" content="bench-diff history chart">';

export const DASHBOARD_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
${GENERATOR}
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<title>bench-gate history</title>
<link rel="stylesheet" href="dashboard.css">
</head>
<body>
<header>
<h1 id="title">bench-gate history</h1>
<p id="summary"></p>
<p id="notice" role="status" hidden></p>
<p class="toolbar"><input id="filter" type="search" placeholder="Filter benchmarks by name" aria-label="Filter benchmarks by name" autocomplete="off" spellcheck="false"> <span id="shown"></span></p>
</header>
<main id="charts"><noscript>The dashboard draws its charts with JavaScript.</noscript></main>
<footer id="footer"></footer>
<script src="data.js"></script>
<script src="dashboard.js"></script>
</body>
</html>
`;

/**
 * Whether `html` is a page `history chart` wrote: it has the generator tag, or (written before the
 * tag was) the dashboard's title and script.
 */
export function isDashboardPage(html: string): boolean {
  return html.includes(GENERATOR) || (html.includes('<title>bench-gate history</title>') && html.includes('<script src="dashboard.js"></script>'));
}

/**
 * data.js: the data as a JSON text in a string literal given to JSON.parse, which V8 reads faster
 * than the same object as a literal. `<`, `>`, `&` and the two line separators are \u-escaped, so the
 * text stays one inert string wherever it is put (even inline in a <script>).
 */
function jsonLiteral(value: unknown): string {
  return JSON.stringify(JSON.stringify(value)).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function dashboardDataScript(data: DashboardData): string {
  return `window.${DASHBOARD_DATA_GLOBAL} = JSON.parse(${jsonLiteral(data)});\n`;
}

/** values/N.js: the points of one chunk of benchmarks (see DashboardData.chunk_size). */
export function dashboardValuesScript(chunk: number, values: readonly DashboardValues[]): string {
  const global = `window.${DASHBOARD_VALUES_GLOBAL}`;
  return `${global} = ${global} || {};\n${global}[${chunk}] = JSON.parse(${jsonLiteral(values)});\n`;
}
