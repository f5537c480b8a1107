/**
 * The Action's inputs (action.yml), read and checked once. Every error names the input and says what
 * to write instead, in one line.
 */
import { parseAggregate } from '../core/aggregate.js';
import { DEFAULT_CONFIG_PATH, offerChoice } from '../core/config.js';
import { inputError } from '../core/errors.js';
import { splitNameList } from '../core/name-list.js';
import { parseDecimal, parsePercent, parseWhole } from '../core/number-text.js';
import type { Method } from '../core/report.js';
import { isSignificanceLevel } from '../core/settings.js';
import { findFormat } from '../formats/index.js';

const MODES = ['check', 'report', 'comment', 'promote', 'record'] as const;
type Mode = (typeof MODES)[number];

const COMMENT_POLICIES = ['always', 'on-change', 'on-regression', 'never'] as const;
export type CommentPolicy = (typeof COMMENT_POLICIES)[number];

const DEFAULT_REPORT_FILE = 'bench-gate-pr-report.json';

/** mode: promote publishes through a pull request (reviewed) or a commit on the current branch. */
const PROMOTE_METHODS = ['pull-request', 'commit'] as const;
type PromoteMethod = (typeof PROMOTE_METHODS)[number];
/** The data branch mode record writes the history to (src/github/data-branch.ts). */
const DEFAULT_HISTORY_BRANCH = 'bench-gate-data';
const DEFAULT_PROMOTE_BRANCH = 'bench-gate/promote-baseline';

/** changed: only when something changed beyond its limit (or an open promotion pull request needs updating). */
const PROMOTE_WHEN = ['changed', 'always'] as const;
const METHODS: readonly Method[] = ['best', 'stats'];
type PromoteWhen = (typeof PROMOTE_WHEN)[number];

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
  /** Undefined: the config's method, else best. */
  method?: Method;
  /** Undefined: the config's alpha, else 0.01. */
  alpha?: number;
  mode: Mode;
  comment: CommentPolicy;
  commentKey: string;
  failOnRegression: boolean;
  summary: boolean;
  token: string;
  reportFile: string;
  /** '' turns accepting by label off. */
  acceptLabel: string;
  /** Undefined: the config's allow_missing, else false. */
  allowMissing?: boolean;
  promote: PromoteMethod;
  promoteBranch: string;
  promoteWhen: PromoteWhen;
  /** check/report: take the baseline from the history on historyBranch (mode record writes it). */
  history: boolean;
  historyBranch: string;
  historyWindow?: number;
  /** A report the gate already made (`bench-diff ab`), published instead of comparing runs (action/gate-report.ts). */
  report?: string;
}

/** How an input is read (workflow-commands.ts): trimmed, '' when not set. */
export type GetInput = (name: string) => string;

const ALL_MODES = MODES;
const GATE: readonly Mode[] = ['check', 'report'];
const COMPARING: readonly Mode[] = ['check', 'report', 'promote'];

/** True or false as an input writes it (`history: True`, `on`); undefined for anything else. */
const truth = (text: string): boolean | undefined => (/^(true|yes|on)$/i.test(text) ? true : /^(false|no|off)$/i.test(text) ? false : undefined);

/**
 * A setting under which a mode that reads an input still ignores it: in `modes`, while `applies` (the
 * inputs as given); `because` says why, as a clause of the warning.
 */
interface Unused {
  modes: readonly Mode[];
  applies: (get: GetInput) => boolean;
  because: string;
}

/** A given report (gate-report.ts) is published as it was made: no runs, baseline, rules or history are read. */
const WITH_REPORT: Unused = {
  modes: ['check', 'report'],
  applies: (get) => get('report').trim() !== '',
  because: 'input `report` is given, and a report already made is published as it is, without reading runs, a baseline, the rules or the history',
};
/** Without `history: true` the baseline is a file (history-source.ts is not asked). */
const WITHOUT_HISTORY: Unused = {
  modes: ['check', 'report'],
  applies: (get) => truth(get('history').trim()) !== true,
  because: 'input `history` is not true, so the baseline is a file, not the history',
};
/** `promote: commit` commits to the current branch: no pull request, so no branch of its own. */
const PROMOTE_COMMIT: Unused = {
  modes: ['promote'],
  applies: (get) => get('promote').trim() === 'commit',
  because: 'input `promote` is commit, which commits to the current branch and opens no pull request',
};

interface InputUse {
  modes: readonly Mode[];
  default: string;
  /** The settings under which a mode of `modes` still ignores it, the first that applies named. */
  unusedWhen?: readonly Unused[];
}

/**
 * Which modes read each input of action.yml, and its default there: the one home of "what does mode X
 * use". An input a mode does not read is ignored by it, and a maintainer who sets one believes it works
 * (`history: true` with mode promote), so the step says so (ignoredInputs). tests/action/mode-inputs.test.ts
 * checks this table against action.yml's defaults, against the inputs each mode's code reads, and
 * against docs/action.md. `report` is refused outside check and report (checkReportInput), not ignored.
 */
export const INPUT_MODES: Readonly<Record<string, InputUse>> = {
  baseline: { modes: COMPARING, default: '', unusedWhen: [WITH_REPORT] },
  current: { modes: ['check', 'report', 'promote', 'record'], default: '' },
  from: { modes: ['check', 'report', 'promote', 'record'], default: 'auto', unusedWhen: [WITH_REPORT] },
  config: { modes: COMPARING, default: DEFAULT_CONFIG_PATH, unusedWhen: [WITH_REPORT] },
  threshold: { modes: COMPARING, default: '', unusedWhen: [WITH_REPORT] },
  'geomean-threshold': { modes: COMPARING, default: '', unusedWhen: [WITH_REPORT] },
  protected: { modes: COMPARING, default: '', unusedWhen: [WITH_REPORT] },
  aggregate: { modes: COMPARING, default: '', unusedWhen: [WITH_REPORT] },
  method: { modes: COMPARING, default: '', unusedWhen: [WITH_REPORT] },
  alpha: { modes: COMPARING, default: '', unusedWhen: [WITH_REPORT] },
  'allow-missing': { modes: COMPARING, default: '', unusedWhen: [WITH_REPORT] },
  mode: { modes: ALL_MODES, default: 'check' },
  comment: { modes: ['check', 'comment'], default: 'always' },
  // mode promote: it names the folder of the report files (output report-json).
  'comment-key': { modes: ['check', 'report', 'comment', 'promote'], default: '' },
  'fail-on-regression': { modes: GATE, default: 'true' },
  'accept-label': { modes: ['check', 'report', 'comment'], default: 'bench-gate:accept' },
  summary: { modes: ['check', 'report', 'comment', 'promote'], default: 'true' },
  // Its default is the job's token (`${{ github.token }}`), which the runner passes as a value.
  'github-token': { modes: ALL_MODES, default: '${{ github.token }}' },
  'report-file': { modes: ['report', 'comment'], default: DEFAULT_REPORT_FILE },
  promote: { modes: ['promote'], default: 'pull-request' },
  'promote-branch': { modes: ['promote'], default: DEFAULT_PROMOTE_BRANCH, unusedWhen: [PROMOTE_COMMIT] },
  'promote-when': { modes: ['promote'], default: 'changed' },
  history: { modes: GATE, default: 'false', unusedWhen: [WITH_REPORT] },
  'history-branch': { modes: ['check', 'report', 'record'], default: DEFAULT_HISTORY_BRANCH, unusedWhen: [WITH_REPORT, WITHOUT_HISTORY] },
  'history-window': { modes: GATE, default: '', unusedWhen: [WITH_REPORT, WITHOUT_HISTORY] },
  report: { modes: GATE, default: '' },
};

/** The same value as the default: the same text, or the same true or false (`history: False`). */
function isDefault(text: string, fallback: string): boolean {
  if (text === '' || text === fallback) return true;
  return truth(fallback) !== undefined && truth(text) === truth(fallback);
}

/** Given: set, and not to action.yml's default, which the runner passes as an INPUT_ variable too. */
const isGiven = (get: GetInput, name: string): boolean => !isDefault(get(name).trim(), INPUT_MODES[name]!.default);

/** Why `mode` ignores the given input `name`: 'mode' when the mode never reads it, else the setting that makes it unused; undefined when it is used. */
function whyIgnored(get: GetInput, mode: Mode, name: string): 'mode' | Unused | undefined {
  const use = INPUT_MODES[name]!;
  if (!use.modes.includes(mode)) return 'mode';
  return use.unusedWhen?.find((u) => u.modes.includes(mode) && u.applies(get));
}

/**
 * The inputs the workflow gives (set, and not to action.yml's default) that `mode` does not read, or
 * that it reads but ignores under the other inputs (unusedWhen); empty when there are none.
 */
export function ignoredInputs(get: GetInput, mode: Mode): string[] {
  return Object.keys(INPUT_MODES).filter((name) => isGiven(get, name) && whyIgnored(get, mode, name) !== undefined);
}

const named = (names: readonly string[]): string => names.map((name) => `\`${name}\``).join(', ');
const noEffect = (one: boolean): string => `so ${one ? 'it has' : 'they have'} no effect here: remove ${one ? 'it' : 'them'}`;

/** The one warning line about them, naming the mode, where each is read or why it is unused, and what to do; undefined when none is ignored. */
export function ignoredInputsWarning(get: GetInput, mode: Mode): string | undefined {
  const byMode: string[] = [];
  const bySetting = new Map<Unused, string[]>();
  for (const name of Object.keys(INPUT_MODES)) {
    if (!isGiven(get, name)) continue;
    const why = whyIgnored(get, mode, name);
    if (why === 'mode') byMode.push(name);
    else if (why !== undefined) bySetting.set(why, [...(bySetting.get(why) ?? []), name]);
  }
  const parts: string[] = [];
  if (byMode.length > 0) {
    const one = byMode.length === 1;
    const list = byMode.map((name) => {
      const modes = INPUT_MODES[name]!.modes;
      return `\`${name}\` (read in mode${modes.length === 1 ? '' : 's'} ${modes.join(', ')})`;
    });
    const instead = one ? INPUT_MODES[byMode[0]!]!.modes.map((m) => `mode: ${m}`).join(' or ') : 'a mode that reads them';
    parts.push(`mode ${mode} does not use the input${one ? '' : 's'} ${list.join(', ')}, ${noEffect(one)}, or use ${instead}`);
  }
  for (const [unused, names] of bySetting) {
    const one = names.length === 1;
    parts.push(`in mode ${mode}, ${unused.because}: the input${one ? '' : 's'} ${named(names)} ${one ? 'is' : 'are'} not used, ${noEffect(one)}`);
  }
  return parts.length === 0 ? undefined : `bench-gate: ${parts.join('; ')}`;
}

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
  const parsed = parsePercent(text);
  if ('problem' in parsed) throw inputError(where(name), parsed.problem, `Give a number of percent, e.g. ${name}: 5`);
  return parsed.value;
}

function booleanOrUndefined(get: GetInput, name: string): boolean | undefined {
  const text = optional(get, name);
  if (text === undefined) return undefined;
  if (/^(true|yes|on)$/i.test(text)) return true;
  if (/^(false|no|off)$/i.test(text)) return false;
  throw inputError(where(name), `"${text}" is not true or false`, `Write ${name}: true or ${name}: false`);
}

function boolean(get: GetInput, name: string, fallback: boolean): boolean {
  return booleanOrUndefined(get, name) ?? fallback;
}

/**
 * A branch name git and GitHub accept (git check-ref-format, simplified to what a user would type):
 * no spaces or control characters, none of ~^:?*[\, no "..", "@{", "//", no part that starts with a
 * dot or ends with ".lock", not starting or ending with a slash.
 */
export function isBranchName(name: string): boolean {
  if (name === '' || name === '@' || name.startsWith('-') || name.startsWith('/') || name.endsWith('/') || name.endsWith('.')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what git refuses
  if (/[\x00-\x20\x7f~^:?*[\\]|\.\.|@\{|\/\//.test(name)) return false;
  return name.split('/').every((part) => !part.startsWith('.') && !part.endsWith('.lock'));
}

function branchInput(get: GetInput, name: string, fallback: string): string {
  const text = optional(get, name) ?? fallback;
  if (!isBranchName(text)) throw inputError(where(name), `"${text}" is not a valid branch name`, `Write ${name}: ${fallback}`);
  return text;
}

function choice<T extends string>(get: GetInput, name: string, choices: readonly T[], fallback: T): T {
  const text = optional(get, name);
  if (text === undefined) return fallback;
  if ((choices as readonly string[]).includes(text)) return text as T;
  // `mode: reprot` meant report: offer the near choice, else the default (as the CLI's flags do).
  const offer = offerChoice(text, choices, fallback);
  throw inputError(where(name), `"${text}" is not one of ${choices.join(', ')}`, offer.near ? `Did you mean ${name}: ${offer.choice}?` : `Write ${name}: ${offer.choice}`);
}

/**
 * A branch bench-gate writes to (promote-branch, history-branch) must be one of its own: the branch
 * the workflow runs on, or the default branch, would get bench-gate's commits in the code's history
 * (promote-branch is even force-moved). `running`: that branch and what the mode does with it.
 */
export function requireOwnBranch(name: string, value: string, running: { branch: string; role: string }, defaultBranch: string | undefined, consequence: string, hint: string): void {
  const which = value === running.branch ? running.role : value === defaultBranch ? "the repository's default branch" : undefined;
  if (which !== undefined) throw inputError(where(name), `is ${value}, ${which}${consequence}`, hint);
}

/** One item a line; commas also separate where `commas` is set (benchmark names of `protected`, as core/name-list.ts reads them). */
export function lines(text: string, commas = false): string[] {
  return text
    .split(/\r?\n/)
    .flatMap((line) => (commas ? splitNameList(line) : [line]))
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** `report` replaces `current` in modes check and report; mode promote needs runs, mode comment reads the artifact. */
export function checkReportInput(mode: Mode, current: readonly string[]): void {
  if (mode !== 'check' && mode !== 'report') {
    throw inputError(where('report'), `is not used in mode ${mode}`, mode === 'comment' ? 'mode comment reads report-file; give report to the mode report step' : 'Leave report out: mode promote promotes runs given in current');
  }
  if (current.length > 0) throw inputError(where('report'), 'and input `current` are both given', 'Give report (a report made by bench-diff ab) or current (run files to compare with the baseline), not both');
}

export function readInputs(get: GetInput): ActionInputs {
  const mode = choice(get, 'mode', MODES, 'check');
  const from = optional(get, 'from') ?? 'auto';
  if (from !== 'auto') findFormat(from, where('from'));
  const aggregate = optional(get, 'aggregate');
  if (aggregate !== undefined) parseAggregate(aggregate, where('aggregate'));
  const current = lines(get('current'));
  const report = optional(get, 'report');
  if (report !== undefined) checkReportInput(mode, current);
  else if (mode !== 'comment' && current.length === 0) {
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
    acceptLabel: get('accept-label').trim(),
    promote: choice(get, 'promote', PROMOTE_METHODS, 'pull-request'),
    promoteBranch: branchInput(get, 'promote-branch', DEFAULT_PROMOTE_BRANCH),
    promoteWhen: choice(get, 'promote-when', PROMOTE_WHEN, 'changed'),
    history: boolean(get, 'history', false),
    historyBranch: branchInput(get, 'history-branch', DEFAULT_HISTORY_BRANCH),
  };
  const historyWindow = optional(get, 'history-window');
  if (historyWindow !== undefined) {
    const value = parseWhole(historyWindow);
    if (value === undefined || value < 2) throw inputError(where('history-window'), `"${historyWindow}" is not a whole number of at least 2`, 'Write history-window: 30');
    inputs.historyWindow = value;
  }
  const allowMissing = booleanOrUndefined(get, 'allow-missing');
  if (allowMissing !== undefined) inputs.allowMissing = allowMissing;
  const baseline = optional(get, 'baseline');
  if (baseline !== undefined) inputs.baseline = baseline;
  const threshold = percent(get, 'threshold');
  if (threshold !== undefined) inputs.threshold = threshold;
  const geomeanThreshold = percent(get, 'geomean-threshold');
  if (geomeanThreshold !== undefined) inputs.geomeanThreshold = geomeanThreshold;
  if (aggregate !== undefined) inputs.aggregate = aggregate;
  const method = optional(get, 'method');
  if (method !== undefined) inputs.method = choice(get, 'method', METHODS, 'best');
  const alpha = optional(get, 'alpha');
  if (alpha !== undefined) {
    const value = parseDecimal(alpha);
    if (value === undefined || !isSignificanceLevel(value)) throw inputError(where('alpha'), `"${alpha}" is not a significance level`, 'Give a number above 0 and at most 0.5, e.g. alpha: 0.01');
    inputs.alpha = value;
  }
  if (report !== undefined) inputs.report = report;
  return inputs;
}
