/**
 * What a promotion says for review: the body of the "Promote benchmark baseline" pull request, and the
 * job summary of the run that promoted. What the new baseline is (which runs of which commit), why it
 * was promoted, what it drops, then the comparison with the baseline it replaces, size-limited like the
 * PR comment (GitHub refuses a pull request body over 65,536 characters, too).
 */
import type { Report } from '../core/report.js';
import { clip, renderLimited, type RunProvenance } from './size-limit.js';
import { plural } from './humanize.js';
import { codeSpan, escapeText } from './markdown-escape.js';

export const PROMOTE_TITLE = 'Promote benchmark baseline';
/** The hidden first line of the pull request's body: says who wrote it. */
export const PROMOTE_MARKER = '<!-- bench-gate:promote -->';

export interface PromotionInfo {
  /** The baseline's path in the repository. */
  baselinePath: string;
  benchmarks: number;
  runs: number;
  aggregate: string;
  commit?: string;
  branch?: string;
  /** Why it is promoted (core/promotion-reasons.ts); empty when nothing changed beyond its limit. */
  reasons: string[];
  /** Benchmarks of the previous baseline that the new one no longer has (allow-missing). */
  dropped: string[];
  /** The branch that bench-gate force-pushes, for a pull request's body. */
  promoteBranch?: string;
  /** Why it was promoted when nothing changed: promote-when is always, or its pull request was open. */
  forced?: 'always' | 'open-pull-request';
}

interface PromotionRenderOptions {
  limitBytes: number;
  /** Where the left-out details are, when the comparison does not fit. */
  detailsIn: string;
  provenance?: RunProvenance;
  /** A line on where it was published, for the job summary. */
  published?: string;
  marker?: boolean;
}

const MAX_DROPPED_SHOWN = 20;

/** "the best of 3 runs", "the median of 5 runs", "one run". */
export function aggregateWords(aggregate: string, runs: number): string {
  if (runs === 1) return 'one run';
  const name = aggregate === 'best' || aggregate === 'worst' || aggregate === 'median' || aggregate === 'mean' ? aggregate : `${aggregate} value`;
  return `the ${name} of ${runs} runs`;
}

function sourceWords(info: PromotionInfo): string {
  const of = info.commit ? ` of commit ${codeSpan(clip(info.commit.slice(0, 12), 40))}` : '';
  const on = info.branch ? ` on ${codeSpan(clip(info.branch, 100))}` : '';
  return `${escapeText(aggregateWords(info.aggregate, info.runs))}${of}${on}`;
}

function droppedLine(dropped: readonly string[]): string[] {
  if (dropped.length === 0) return [];
  const shown = dropped.slice(0, MAX_DROPPED_SHOWN).map((name) => codeSpan(clip(name, 100)));
  const more = dropped.length > MAX_DROPPED_SHOWN ? `, and ${dropped.length - MAX_DROPPED_SHOWN} more` : '';
  return [`**Dropped** from the baseline (allow-missing): ${shown.join(', ')}${more}.`, ''];
}

function intro(info: PromotionInfo, options: PromotionRenderOptions, first: boolean): string {
  const forced = info.forced === 'always' ? 'promote-when is always' : 'the pull request was open, and is kept up to date';
  const why = info.reasons.length > 0 ? info.reasons.join(', ') : `nothing changed beyond its limit; promoted because ${forced}`;
  const lines = [
    ...(options.marker ? [PROMOTE_MARKER] : []),
    `### 📏 ${PROMOTE_TITLE}`,
    '',
    `The new ${codeSpan(clip(info.baselinePath, 300))} is ${sourceWords(info)}: ${plural(info.benchmarks, 'benchmark')}, each with its run values as \`samples\`.`,
    '',
    `**Why:** ${why}.`,
    '',
    ...droppedLine(info.dropped),
    ...(options.published ? [options.published, ''] : []),
  ];
  if (info.promoteBranch) {
    lines.push(
      `Merge this pull request to compare pull requests with these numbers from then on, or close it to keep the current baseline. bench-gate force-pushes ${codeSpan(clip(info.promoteBranch, 100))} on every promotion: commits pushed to it are lost.`,
      '',
    );
  }
  lines.push(first ? 'There was no baseline before, so there is nothing to compare with.' : '**Compared with the current baseline:**');
  return lines.join('\n');
}

/** The pull request's body or the job summary, within `limitBytes`. */
export function renderPromotion(comparison: Report | undefined, info: PromotionInfo, options: PromotionRenderOptions): string {
  if (comparison === undefined) return `${intro(info, options, true)}\n`;
  // The intro goes where the comment's marker goes: first, and kept whole at every stage of the limit.
  return renderLimited(comparison, { marker: `${intro(info, options, false)}\n`, limitBytes: options.limitBytes, detailsIn: options.detailsIn, ...(options.provenance ? { provenance: options.provenance } : {}) }).body;
}

/** The commit message of the new baseline. */
export function promotionCommitMessage(info: PromotionInfo, runUrl?: string): string {
  const of = info.commit ? ` of ${info.commit}` : '';
  const on = info.branch ? ` (${info.branch})` : '';
  const lines = [PROMOTE_TITLE, '', `${info.baselinePath}: ${aggregateWords(info.aggregate, info.runs)}${of}${on}, by bench-gate.`];
  if (info.reasons.length > 0) lines.push(`Why: ${info.reasons.join(', ')}.`);
  if (info.dropped.length > 0) lines.push(`Dropped: ${info.dropped.slice(0, MAX_DROPPED_SHOWN).join(', ')}${info.dropped.length > MAX_DROPPED_SHOWN ? ', ...' : ''}.`);
  if (runUrl) lines.push('', `Workflow run: ${runUrl}`);
  return `${lines.join('\n')}\n`;
}

/** The job summary's head when nothing changed beyond its limit: the baseline stays. */
export function renderNothingToPromote(baselinePath: string): string {
  return [
    '### 📏 bench-gate: nothing to promote',
    '',
    `Nothing changed beyond its limit against ${codeSpan(clip(baselinePath, 300))}, so the baseline stays as it is (\`promote-when: always\` promotes all the same).`,
    '',
  ].join('\n');
}
