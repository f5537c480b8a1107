/**
 * The PR comment and the job summary as size-limited Markdown. GitHub refuses a comment over 65,536
 * characters and a step summary over 1 MiB, so the report degrades in stages until it fits, measured in
 * UTF-8 bytes (never fewer than characters, so a body within the byte budget is within both limits):
 *
 *   full       every section, unchanged rows folded in <details>
 *   unchanged  unchanged rows left out (counted)
 *   compact    only regressions, failures, inconclusive rows and improvements in a table; the rest counted
 *   trimmed    the most urgent rows of that table that fit, with a note saying how many were left out
 *   minimal    the verdict line and a pointer to the full report
 *
 * Every stage is whole Markdown: the hidden marker stays the first line, every <details> is closed and
 * no code fence is left open, because rows are dropped whole rather than the text being cut.
 */
import type { Report } from '../core/report.js';
import { CHANGED_STATUSES, renderMarkdown, verdictLine, type MarkdownOptions } from './markdown.js';
import { codeSpan, escapeText } from './markdown-escape.js';
import { renderTrends } from './trend-chart.js';

/** GitHub's limit for an issue or PR comment body. */
export const COMMENT_LIMIT_BYTES = 65_536;
/** GitHub's limit for one step's job summary. */
export const JOB_SUMMARY_LIMIT_BYTES = 1024 * 1024;

type Stage = 'full' | 'unchanged' | 'compact' | 'trimmed' | 'minimal';

/** What the comment says around the report: which commit, against which baseline, which run. */
export interface RunProvenance {
  /** The commit whose runs were compared (the PR's head, not the merge commit). */
  headSha?: string;
  /** The workflow run that measured it. */
  runUrl?: string;
}

interface LimitedOptions {
  /** Hidden first line (the sticky comment's marker); none for the job summary. */
  marker?: string;
  limitBytes: number;
  /** Where left-out details can be read, e.g. "the job summary". */
  detailsIn: string;
  provenance?: RunProvenance;
}

interface Rendered {
  body: string;
  stage: Stage;
  bytes: number;
}

export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** Untrusted text (from a report file) shown in one line, never longer than `max` characters. */
export function clip(text: string, max = 200): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

function shortSha(sha: string): string {
  return /^[0-9a-f]{40}$/i.test(sha) ? sha.slice(0, 12) : clip(sha, 40);
}

/** "Commit `abc` compared with baseline `path` (commit `def`, date) · [workflow run](url)". */
function provenanceLine(report: Pick<Report, 'baseline'> | undefined, provenance: RunProvenance = {}, baselinePath?: string): string {
  const parts: string[] = [];
  const head = provenance.headSha ? `commit ${codeSpan(shortSha(provenance.headSha))}` : 'these runs';
  const source = baselinePath ?? report?.baseline.source;
  let base = source ? `the baseline ${codeSpan(clip(source))}` : 'the baseline';
  const meta = report?.baseline.metadata;
  const details: string[] = [];
  if (typeof meta?.commit === 'string' && meta.commit !== '') details.push(`commit ${codeSpan(shortSha(meta.commit))}`);
  if (typeof meta?.timestamp === 'string' && meta.timestamp !== '') {
    const stamp = clip(meta.timestamp, 40);
    // An ISO 8601 time as it is (escapeText would hide its colons); anything else through the escaper,
    // so that no word in it can become a link ("www.example" was one, found by the fuzz suite).
    details.push(/^[0-9TZ:.+ -]+$/.test(stamp) ? stamp : escapeText(stamp));
  }
  if (details.length > 0) base += ` (${details.join(', ')})`;
  parts.push(`Compared ${head} with ${base}`);
  if (provenance.runUrl) parts.push(`[workflow run](${provenance.runUrl})`);
  return `<sub>${parts.join(' · ')}</sub>`;
}

function assemble(marker: string | undefined, markdown: string, tail: string): string {
  const head = marker === undefined ? '' : `${marker}\n`;
  return `${head}${markdown.replace(/\n+$/, '')}\n${tail === '' ? '' : `\n${tail}\n`}`;
}

/** The report as Markdown within `limitBytes`, degraded only as far as needed. */
export function renderLimited(report: Report, options: LimitedOptions): Rendered {
  const tail = provenanceLine(report, options.provenance);
  const base: MarkdownOptions = { detailsIn: options.detailsIn };
  const trends = renderTrends(report);
  const attempt = (stage: Stage, markdownOptions: MarkdownOptions, withTrends = false): Rendered => {
    const markdown = renderMarkdown(report, { ...base, ...markdownOptions });
    const body = assemble(options.marker, withTrends && trends !== '' ? `${markdown.replace(/\n+$/, '')}\n\n${trends}\n` : markdown, tail);
    return { body, stage, bytes: utf8Bytes(body) };
  };
  const fits = (r: Rendered) => r.bytes <= options.limitBytes;

  // The trend charts go first when space runs short: the table of changes matters more.
  for (const withTrends of trends === '' ? [false] : [true, false]) {
    for (const [stage, markdownOptions] of [
      ['full', { unchanged: 'collapsed' }],
      ['unchanged', { unchanged: 'omitted' }],
      ['compact', { unchanged: 'omitted', compact: true }],
    ] as const) {
      const rendered = attempt(stage, markdownOptions, withTrends);
      if (fits(rendered)) return rendered;
    }
  }

  // The largest number of changed rows that fits (the rendering grows with the row count).
  // Every row of the table of changes, as renderMarkdown chooses them: inconclusive ones included.
  const changed = report.benchmarks.filter((b) => CHANGED_STATUSES.includes(b.status)).length;
  const trimmed = (rows: number) => attempt('trimmed', { unchanged: 'omitted', compact: true, maxChangedRows: rows });
  let low = 0;
  let high = changed;
  let best: Rendered | undefined;
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    const rendered = trimmed(mid);
    if (fits(rendered)) {
      best = rendered;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  if (best) return best;
  return minimal(report, options);
}

/** The last resort: always small, whatever the names and warnings in the report are. */
function minimal(report: Report, options: LimitedOptions): Rendered {
  const markdown = [
    verdictLine(report),
    '',
    `The report is too large to show here: see ${options.detailsIn}.`,
  ].join('\n');
  const provenance = options.provenance ?? {};
  const body = assemble(options.marker, markdown, provenance.runUrl ? `<sub>[workflow run](${provenance.runUrl})</sub>` : '');
  return { body, stage: 'minimal', bytes: utf8Bytes(body) };
}
