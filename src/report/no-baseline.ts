/**
 * The message for a repository that has no baseline yet (first adoption): what happened, and the exact
 * commands that create and commit one from this run's results.
 */
import { clip, type RunProvenance } from './size-limit.js';
import { codeSpan } from './markdown-escape.js';
import { maxOf } from '../core/extent.js';
import { pathWord, shellQuote } from '../core/shell-word.js';

export interface NoBaselineInfo {
  /** The baseline path that does not exist. */
  baseline: string;
  /** The run files that were found (the first one becomes the baseline). */
  runs: readonly string[];
  /** The input format, when not auto. */
  from?: string;
}

/**
 * The command that makes the runs the baseline: `promote` of every run, as the README advises, so that
 * the baseline keeps each benchmark's values as samples (its noise is known from the first comparison).
 */
function createBaselineCommand(info: NoBaselineInfo): string {
  // A format's name is not a path: one starting with - is given in the same word as its option.
  const from = !info.from || info.from === 'auto' ? '' : info.from.startsWith('-') ? ` ${shellQuote(`--from=${info.from}`)}` : ` --from ${shellQuote(info.from)}`;
  const runs = info.runs.length > 0 ? info.runs.map(pathWord).join(' ') : 'RESULTS.json';
  return `npx -p bench-gate bench-diff promote${from} ${runs} --baseline ${pathWord(info.baseline)}`;
}

/** A fenced code block that no backtick in its content can close early. */
function fenced(language: string, lines: readonly string[]): string[] {
  const content = lines.map((l) => l.replace(/\r?\n|\r/g, ' '));
  const longest = maxOf(content.flatMap((l) => l.match(/`+/g) ?? []).map((run) => run.length), 0);
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return [`${fence}${language}`, ...content, fence];
}

function footer(provenance: RunProvenance = {}): string {
  const parts = [provenance.headSha ? `Runs of commit ${codeSpan(provenance.headSha.slice(0, 12))}` : 'Runs of this commit'];
  if (provenance.runUrl) parts.push(`[workflow run](${provenance.runUrl})`);
  return `<sub>${parts.join(' · ')}</sub>`;
}

/** Runs named in the command: enough for a best of N, short enough to copy. */
const MAX_RUNS_SHOWN = 10;

const NO_BASELINE_TITLE = '### 📏 bench-gate: no baseline yet';

/**
 * `note`: Markdown lines placed under the first paragraph, the one that says there is no baseline
 * (the Action's where-it-looked and did-you-mean, action/no-baseline-hint.ts).
 */
export function renderNoBaseline(info: NoBaselineInfo, options: { marker?: string; provenance?: RunProvenance; note?: readonly string[] } = {}): string {
  const safe: NoBaselineInfo = { baseline: clip(info.baseline, 500), runs: info.runs.slice(0, MAX_RUNS_SHOWN).map((r) => clip(r, 500)), ...(info.from ? { from: clip(info.from, 50) } : {}) };
  const runCount = info.runs.length === 1 ? 'this run' : info.runs.length <= MAX_RUNS_SHOWN ? `these ${info.runs.length} runs` : `the first ${MAX_RUNS_SHOWN} of these ${info.runs.length} runs`;
  const lines = [
    ...(options.marker === undefined ? [] : [options.marker]),
    NO_BASELINE_TITLE,
    '',
    `There is no baseline at ${codeSpan(safe.baseline)}, so nothing was compared and this check passes.`,
    '',
    ...(options.note === undefined ? [] : [...options.note, '']),
    `To start gating, turn ${runCount} into the baseline and commit it (ideally from a run on the main branch, so that the baseline measures the code it is compared with):`,
    '',
    ...fenced('sh', [
      createBaselineCommand(safe),
      `git add ${pathWord(safe.baseline)}`,
      `git commit -m ${shellQuote('Add the benchmark baseline')}`,
    ]),
    '',
    'From then on every pull request is compared with it, and the comment shows the regressions.',
    '',
    footer(options.provenance),
  ];
  return `${lines.join('\n')}\n`;
}
