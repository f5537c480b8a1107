/**
 * The step's outputs (action.yml): all of them are always set ('' when they do not apply), before the
 * step is marked failed, so that later steps with `if: always()` can read them.
 */
import type { ActionVerdict } from './evaluate.js';

type CommentStatus =
  | 'created'
  | 'updated'
  | 'unchanged'
  /** The `comment` input ruled it out (never; on-regression or on-change with nothing to say). */
  | 'skipped-policy'
  /** Not a pull request event (push, schedule, ...); in mode comment, a workflow_run of a run that was not a pull request's. */
  | 'skipped-no-pull-request'
  /** GitHub answered 403: a read-only token (a fork's pull request, Dependabot). */
  | 'skipped-readonly-token'
  /** The github-token input is empty. */
  | 'skipped-no-token'
  /** mode: report never comments; mode: comment does, from a workflow_run workflow. */
  | 'skipped-report-mode'
  /**
   * mode: comment: the pull request has moved on to a newer commit than the one measured, or the report
   * says "accepted" but the pull request no longer carries the accept label.
   */
  | 'skipped-stale'
  /** mode: promote publishes a baseline and never comments. */
  | 'skipped-promote-mode'
  /** mode: record appends to the history and never comments. */
  | 'skipped-record-mode'
  /** Commenting failed for another reason (logged as a warning). */
  | 'failed';

export interface CommentOutcome {
  status: CommentStatus;
  id?: number;
  url?: string;
}

/** What mode promote did; every field empty in the other modes. */
export interface PromotionOutputs {
  /** pull-request-created, pull-request-updated, committed, skipped-unchanged or failed. */
  status: string;
  /** The new baseline's path in the workspace, when it was written. */
  baselinePath?: string;
  prNumber?: number;
  prUrl?: string;
  commitSha?: string;
}

/** What mode record did; every field empty in the other modes. */
export interface RecordOutputs {
  status: 'recorded' | 'replaced';
  /** The code commit recorded, and the branch whose history it joined. */
  commit: string;
  branch: string;
  benchmarks: number;
  /** Entries of that branch's history, the new one included. */
  entries: number;
  /** The data branch, its commit that holds the entry, and the branch's file on it. */
  dataBranch: string;
  dataCommit: string;
  file: string;
  /** Change points `history detect` (its defaults) finds in the branch's history now, and where its JSON report is. */
  changePoints: number;
  changePointsWorse: number;
  changePointsJson: string;
}

export interface ActionOutputs {
  verdict: ActionVerdict;
  regressions: number;
  improvements: number;
  geomeanRatio: number | null;
  reportJson: string;
  reportMarkdown: string;
  comment: CommentOutcome;
  promotion?: PromotionOutputs;
  record?: RecordOutputs;
}

export function outputPairs(outputs: ActionOutputs): Array<[string, string]> {
  return [
    ['verdict', outputs.verdict],
    ['regressions', String(outputs.regressions)],
    ['improvements', String(outputs.improvements)],
    ['geomean-ratio', outputs.geomeanRatio === null ? '' : String(Number(outputs.geomeanRatio.toPrecision(6)))],
    ['report-json', outputs.reportJson],
    ['report-markdown', outputs.reportMarkdown],
    ['comment-id', outputs.comment.id === undefined ? '' : String(outputs.comment.id)],
    ['comment-url', outputs.comment.url ?? ''],
    ['comment-status', outputs.comment.status],
    ['baseline-path', outputs.promotion?.baselinePath ?? ''],
    ['promote-status', outputs.promotion?.status ?? ''],
    ['promote-pr-number', outputs.promotion?.prNumber === undefined ? '' : String(outputs.promotion.prNumber)],
    ['promote-pr-url', outputs.promotion?.prUrl ?? ''],
    ['promote-commit-sha', outputs.promotion?.commitSha ?? ''],
    ...recordPairs(outputs.record),
  ];
}

function recordPairs(record: RecordOutputs | undefined): Array<[string, string]> {
  const count = (n: number | undefined) => (n === undefined ? '' : String(n));
  return [
    ['record-status', record?.status ?? ''],
    ['record-commit', record?.commit ?? ''],
    ['record-branch', record?.branch ?? ''],
    ['record-benchmarks', count(record?.benchmarks)],
    ['record-entries', count(record?.entries)],
    ['record-data-commit', record?.dataCommit ?? ''],
    ['record-file', record === undefined ? '' : `${record.dataBranch}:${record.file}`],
    ['record-change-points', count(record?.changePoints)],
    ['record-change-points-worse', count(record?.changePointsWorse)],
    ['record-change-points-json', record?.changePointsJson ?? ''],
  ];
}

/** The gate's outputs that mean nothing without a comparison: empty in mode record, not "pass" or 0. */
const GATE_ONLY = new Set(['verdict', 'regressions', 'improvements', 'geomean-ratio', 'report-json', 'report-markdown']);

/** Every output of a step that judged nothing: the gate's empty, the comment's status (and mode record's outputs) as given. */
export function noGateOutputPairs(comment: CommentOutcome, record?: RecordOutputs): Array<[string, string]> {
  const pairs = outputPairs({ verdict: 'pass', regressions: 0, improvements: 0, geomeanRatio: null, reportJson: '', reportMarkdown: '', comment, ...(record ? { record } : {}) });
  return pairs.map(([name, value]) => [name, GATE_ONLY.has(name) ? '' : value]);
}

/** Every output in mode record: what it recorded, the rest empty (and the comment skipped). */
export function recordModeOutputPairs(record: RecordOutputs): Array<[string, string]> {
  return noGateOutputPairs({ status: 'skipped-record-mode' }, record);
}
