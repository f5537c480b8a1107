/**
 * The note at the top of a pull request's comment when the pull request changes the rules it is judged
 * by (bench-gate.json or the baseline): which files, what changed in the config, and whether the change
 * was applied (the accept label) or the base commit's rules were used; and when it changes the workflow
 * file that runs the check, whose inputs are then the pull request's own. Everything in it comes from the
 * pull request, so every value goes through the escaping functions.
 */
import { printable } from '../core/printable.js';
import { codeSpan, escapeText } from './markdown-escape.js';
import { clip } from './size-limit.js';

export interface RulesChange {
  /** The commit the trusted rules were read from (the pull request's base). */
  baseSha: string;
  /** Whether the pull request's own files were used (it carries the accept label). */
  applied: boolean;
  acceptLabel: string;
  /** The config file, when the pull request changes it: its parsed JSON on each side (undefined: absent). */
  config?: { path: string; base: unknown; head: unknown };
  /** The baseline file, when the pull request changes it. */
  baseline?: { path: string; base: 'absent' | 'present'; head: 'absent' | 'present' };
  /**
   * The workflow file that runs the check (on pull_request, GitHub runs the pull request's version), when
   * the pull request changes it; `base`: absent when the pull request adds it. Never "not applied".
   */
  workflow?: { path: string; base: 'absent' | 'present' };
}

/** Rows shown at most: a rewritten config is summarised, not listed in full. */
const MAX_ROWS = 30;

type Flat = Map<string, string>;

/** JSON flattened to dotted paths (`thresholds.default`, `protect[0].name`) and each leaf's JSON text. */
function flatten(value: unknown, prefix: string, out: Flat): Flat {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [`[${i}]`, v] as const) : Object.entries(value).map(([k, v]) => [prefix === '' ? k : `.${k}`, v] as const);
    if (entries.length === 0) out.set(prefix, JSON.stringify(value));
    for (const [key, child] of entries) flatten(child, `${prefix}${key}`, out);
  } else if (value !== undefined) {
    out.set(prefix === '' ? '(the whole file)' : prefix, JSON.stringify(value));
  }
  return out;
}

/** The changed rules: [path, base value or undefined, head value or undefined]. */
function ruleDiff(base: unknown, head: unknown): Array<[string, string | undefined, string | undefined]> {
  const before = flatten(base, '', new Map());
  const after = flatten(head, '', new Map());
  const keys = [...new Set([...before.keys(), ...after.keys()])].sort();
  return keys.filter((k) => before.get(k) !== after.get(k)).map((k) => [k, before.get(k), after.get(k)]);
}

/**
 * Characters of a value or a path shown at most: the note sits outside the report's size budget, and a
 * pull request could set a 2 MB value (or replace the config by 2 MB of text) to push the comment past
 * GitHub's limit, leaving the old comment, with its old verdict, in place.
 */
const MAX_VALUE_CHARS = 200;

// Cut as shown, escapes included: cut before, a value of invisible characters grew up to twelvefold
// when codeSpan escaped it (`\udb40\udc41` for one tag character), past GitHub's limit.
const shownClip = (text: string): string => clip(printable(text), MAX_VALUE_CHARS);
const cell = (value: string | undefined): string => (value === undefined ? '*(none)*' : codeSpan(shownClip(value)));
const file = (path: string): string => codeSpan(shownClip(path));

/**
 * The warning that the pull request changes the workflow file that runs the check: its inputs are the
 * pull request's own, which no base commit's rules can undo. First in the note, so that the comment's
 * size limit, which keeps the note's first lines, never leaves it out.
 */
function workflowWarning(workflow: NonNullable<RulesChange['workflow']>): string[] {
  const name = file(workflow.path);
  const what = workflow.base === 'absent' ? `adds the workflow file ${name} that runs this check` : `changes the workflow file ${name} that runs this check`;
  return [
    '> [!WARNING]',
    `> This pull request ${what}. GitHub runs a pull request's workflow as the pull request has it, so every input this step was judged with (such as ${codeSpan('threshold')}, ${codeSpan('geomean-threshold')}, ${codeSpan('protected')}, ${codeSpan('fail-on-regression')}, ${codeSpan('config')} or ${codeSpan('baseline')}) is the pull request's own.`,
    '>',
    `> Reviewers: look at what it changes in the bench-gate step's ${codeSpan('with:')} inputs of ${name} before trusting this verdict. Rules kept in ${codeSpan('bench-gate.json')} are read from the base commit; a CODEOWNERS entry for ${codeSpan('.github/workflows/')} makes such changes need an owner's review.`,
    '',
  ];
}

export function renderRulesChange(change: RulesChange): string {
  const lines = change.workflow ? workflowWarning(change.workflow) : [];
  const files = [change.config?.path, change.baseline?.path].filter((p): p is string => p !== undefined);
  if (files.length === 0) return lines.join('\n');
  const named = files.map(file).join(' and ');
  const base = codeSpan(change.baseSha.slice(0, 7));
  const label = codeSpan(change.acceptLabel);
  lines.push(
    change.applied
      ? `> [!WARNING]\n> This pull request changes the rules it is judged by (${named}); it carries the label ${label}, so its own rules were used.`
      : `> [!WARNING]\n> This pull request changes the rules it is judged by (${named}); they were **not** applied: this report uses those of the base commit ${base}. Add the label ${label} to judge it by its own.`,
    '',
  );
  if (change.config) {
    const rows = ruleDiff(change.config.base, change.config.head);
    lines.push(`Changes to ${file(change.config.path)}:`, '', '| Rule | Base | This pull request |', '| --- | --- | --- |');
    for (const [path, before, after] of rows.slice(0, MAX_ROWS)) lines.push(`| ${cell(path)} | ${cell(before)} | ${cell(after)} |`);
    if (rows.length > MAX_ROWS) lines.push(`| ${escapeText(`… ${rows.length - MAX_ROWS} more`)} | | |`);
    lines.push('');
  }
  if (change.baseline) {
    const { path, base: before, head: after } = change.baseline;
    const what = before === 'absent' ? 'adds' : after === 'absent' ? 'deletes' : 'changes';
    lines.push(`This pull request ${what} the baseline ${file(path)}.`, '');
  }
  return lines.join('\n');
}
