/**
 * What the step says when it finds no baseline. The first run of a repository has none and passes
 * (verdict no-baseline); but so does a run whose `baseline` input is misspelt, for ever, with a green
 * check. So the step says, as a warning annotation and in the comment and the job summary, which path
 * it looked for, where (the checkout, or the pull request's base commit), which setting named it, a
 * file of a close name in that folder ("did you mean"), and both ways out: commit a baseline, or fix
 * the path. File names come from the checkout, which a pull request controls: they are quoted as JSON
 * in the log and as code spans in Markdown.
 */
import { opendirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { suggestKey } from '../core/config.js';
import { codeSpan } from '../report/markdown-escape.js';
import { pathWord } from '../core/shell-word.js';

export interface NoBaselineHint {
  /** Where the file was looked for, in words: "in the checkout", "at the pull request's base commit abc1234 ...". */
  where: string;
  /** The setting that named the path: the input, or the config file's "baseline" (its path). */
  source: { input: true } | { config: string };
  /** A file of a close name in the same folder of the checkout. */
  nearby?: string;
  /** The folder of the path, when the checkout does not have it either. */
  noFolder?: string;
}

/** The entries of a folder read for "did you mean" (a folder of a million run files is not read whole). */
const MAX_ENTRIES = 10_000;

/** A file in the folder of `path` whose name is close to its name, or that the folder is missing. */
export function nearbyFile(path: string): Pick<NoBaselineHint, 'nearby' | 'noFolder'> {
  const dir = dirname(path);
  const names: string[] = [];
  try {
    const listing = opendirSync(dir);
    try {
      for (let entry = listing.readSync(); entry !== null && names.length < MAX_ENTRIES; entry = listing.readSync()) {
        if (entry.isFile() && entry.name !== basename(path)) names.push(entry.name);
      }
    } finally {
      listing.closeSync();
    }
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' && dir !== '.' ? { noFolder: dir } : {};
  }
  const normal = names.map((n) => n.toLowerCase().replaceAll('-', '_'));
  const near = suggestKey(basename(path), normal);
  return near === undefined ? {} : { nearby: join(dir, names[normal.indexOf(near)]!) };
}

function sourceText(hint: NoBaselineHint, quote: (text: string) => string): string {
  return 'input' in hint.source ? 'the `baseline` input' : `"baseline" in ${quote(hint.source.config)}`;
}

/** The warning annotation: one line. */
export function noBaselineWarning(path: string, hint: NoBaselineHint): string {
  const q = (text: string) => JSON.stringify(text);
  const fix = `fix ${sourceText(hint, q)}`;
  const parts = [`bench-gate: no baseline file ${q(path)} (${sourceText(hint, q)}) ${hint.where}, so nothing was compared and the check passes.`];
  if (hint.nearby !== undefined) parts.push(`Did you mean ${q(hint.nearby)}?`);
  else if (hint.noFolder !== undefined) parts.push(`The folder ${q(hint.noFolder)} does not exist either.`);
  // The commands themselves are in the job summary and the comment, when those are on: this line stands alone.
  parts.push(`If a baseline is committed, ${fix}; if this is the first run, create one from these runs with \`bench-diff promote RUN... --baseline ${pathWord(path)}\` and commit it.`);
  return parts.join(' ');
}

/**
 * The same for the comment and the job summary, as a Markdown alert. 'from-report': mode comment, which
 * knows only the path the pull request's run wrote in its report file.
 */
export function noBaselineNote(path: string, hint: NoBaselineHint | 'from-report'): string[] {
  const lines: string[] = [];
  if (hint === 'from-report') {
    lines.push(
      `bench-gate looked for ${codeSpan(path)}. If a baseline is already committed, that path is wrong: fix the \`baseline\` input (or "baseline" in the config file) of the workflow that measured; otherwise create one as below.`,
    );
  } else {
    const source = sourceText(hint, codeSpan);
    lines.push(`bench-gate looked for ${codeSpan(path)} (${source}) ${hint.where}.`);
    if (hint.nearby !== undefined) lines.push(`Did you mean ${codeSpan(hint.nearby)}?`);
    else if (hint.noFolder !== undefined) lines.push(`The folder ${codeSpan(hint.noFolder)} does not exist either.`);
    lines.push(`If a baseline is already committed, fix ${source}; otherwise create one as below.`);
  }
  return ['> [!WARNING]', `> ${lines.join(' ')}`];
}
