/**
 * The Action's inputs (action.yml), read and checked once. Every error names the input and says what
 * to write instead, in one line.
 */
import { parseAggregate } from '../core/aggregate.js';
import { DEFAULT_CONFIG_PATH } from '../core/config.js';
import { inputError } from '../core/errors.js';
import { findFormat } from '../formats/index.js';

export const MODES = ['check', 'report', 'comment'] as const;
export type Mode = (typeof MODES)[number];

export const COMMENT_POLICIES = ['always', 'on-change', 'on-regression', 'never'] as const;
export type CommentPolicy = (typeof COMMENT_POLICIES)[number];

export const DEFAULT_REPORT_FILE = 'bench-gate-pr-report.json';

export interface ActionInputs {
  /** Undefined: the config's `baseline`. */
  baseline?: string;
  /** Paths or globs, one per line (`!` excludes). */
  current: string[];
  from: string;
  config: string;
  threshold?: number;
  geomeanThreshold?: number;
  protected: string[];
  aggregate?: string;
  mode: Mode;
  comment: CommentPolicy;
  commentKey: string;
  failOnRegression: boolean;
  summary: boolean;
  token: string;
  reportFile: string;
}

/** How @actions/core reads an input: trimmed, '' when not set. */
export type GetInput = (name: string) => string;

function where(name: string): string {
  return `input \`${name}\``;
}

function optional(get: GetInput, name: string): string | undefined {
  const value = get(name).trim();
  return value === '' ? undefined : value;
}

function percent(get: GetInput, name: string): number | undefined {
  const text = optional(get, name);
  if (text === undefined) return undefined;
  const value = Number(text.replace(/%$/, ''));
  if (!Number.isFinite(value) || value < 0) throw inputError(where(name), `"${text}" is not a percentage`, `Give a number of percent, e.g. ${name}: 5`);
  return value;
}

function boolean(get: GetInput, name: string, fallback: boolean): boolean {
  const text = optional(get, name);
  if (text === undefined) return fallback;
  if (/^(true|yes|on)$/i.test(text)) return true;
  if (/^(false|no|off)$/i.test(text)) return false;
  throw inputError(where(name), `"${text}" is not true or false`, `Write ${name}: true or ${name}: false`);
}

function choice<T extends string>(get: GetInput, name: string, choices: readonly T[], fallback: T): T {
  const text = optional(get, name);
  if (text === undefined) return fallback;
  if ((choices as readonly string[]).includes(text)) return text as T;
  throw inputError(where(name), `"${text}" is not one of ${choices.join(', ')}`, `Write ${name}: ${fallback}`);
}

/** One item a line; commas also separate where `commas` is set (benchmark names of `protected`). */
export function lines(text: string, commas = false): string[] {
  return text
    .split(/\r?\n/)
    .flatMap((line) => (commas ? line.split(',') : [line]))
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function readInputs(get: GetInput): ActionInputs {
  const mode = choice(get, 'mode', MODES, 'check');
  const from = optional(get, 'from') ?? 'auto';
  if (from !== 'auto') findFormat(from, where('from'));
  const aggregate = optional(get, 'aggregate');
  if (aggregate !== undefined) parseAggregate(aggregate, where('aggregate'));
  const current = lines(get('current'));
  if (mode !== 'comment' && current.length === 0) {
    throw inputError(where('current'), 'names no benchmark results', 'Give the paths or globs of the run files, one per line, e.g. current: bench/results/*.json');
  }
  const inputs: ActionInputs = {
    current,
    from,
    config: optional(get, 'config') ?? DEFAULT_CONFIG_PATH,
    protected: lines(get('protected'), true),
    mode,
    comment: choice(get, 'comment', COMMENT_POLICIES, 'always'),
    commentKey: get('comment-key').trim(),
    failOnRegression: boolean(get, 'fail-on-regression', true),
    summary: boolean(get, 'summary', true),
    token: get('github-token').trim(),
    reportFile: optional(get, 'report-file') ?? DEFAULT_REPORT_FILE,
  };
  const baseline = optional(get, 'baseline');
  if (baseline !== undefined) inputs.baseline = baseline;
  const threshold = percent(get, 'threshold');
  if (threshold !== undefined) inputs.threshold = threshold;
  const geomeanThreshold = percent(get, 'geomean-threshold');
  if (geomeanThreshold !== undefined) inputs.geomeanThreshold = geomeanThreshold;
  if (aggregate !== undefined) inputs.aggregate = aggregate;
  return inputs;
}
