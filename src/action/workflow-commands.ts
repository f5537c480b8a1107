/**
 * The runner's side of a step: inputs from INPUT_* variables, workflow commands on stdout
 * (`::warning title=T::message`, groups, debug), outputs through the GITHUB_OUTPUT file. Written here
 * rather than taken from @actions/core, whose module loads node:crypto (for random delimiters),
 * fs/promises (its job summary class) and @actions/http-client at start: most of the Action's start-up
 * on a check that makes no API call (bench/). Callers go through step-io.ts, which makes every message
 * one neutral line first (log-text.ts); the escaping here is the runner's own, so that a message or a
 * title is read back as it was written.
 */
import { appendFileSync, existsSync } from 'node:fs';
import { uniqueToken } from './log-text.js';

/**
 * The runner's line ending, as node:os's EOL is: written here rather than imported, because the
 * bundles load node:os only when one of its functions is first called (scripts/build.mjs).
 */
export const EOL = process.platform === 'win32' ? '\r\n' : '\n';

/** The runner's escaping of a command's data: `%`, CR and LF. */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property's value (`title=...`) also ends at `,` and `:`. */
function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** One workflow command line: `::name key=value,key=value::data`. */
export function commandLine(name: string, properties: Record<string, string>, data: string): string {
  const props = Object.entries(properties)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${escapeProperty(value)}`)
    .join(',');
  return `::${name}${props === '' ? '' : ` ${props}`}::${escapeData(data)}`;
}

/** The input as the runner passes it: INPUT_ + the name upper-cased, spaces as underscores; trimmed, '' when unset. */
export function getInput(name: string, env: NodeJS.ProcessEnv = process.env): string {
  return (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

/**
 * An output for the GITHUB_OUTPUT file: `name<<DELIMITER`, the value's lines, `DELIMITER`. The
 * delimiter is drawn after the value is known and is absent from it, so no value can end the block
 * early and set another output.
 */
function outputBlock(name: string, value: string): string {
  const delimiter = `ghadelimiter_${uniqueToken([name, value])}`;
  return `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}${EOL}`;
}

/** Appends outputs to the GITHUB_OUTPUT file in one write (a step sets two dozen: one open each cost ~0.7 ms of its start). */
export function appendOutputs(file: string, outputs: Iterable<readonly [name: string, value: string]>): void {
  if (!existsSync(file)) throw new Error(`Missing file at path: ${file}`);
  let text = '';
  for (const [name, value] of outputs) text += outputBlock(name, value);
  appendFileSync(file, text, { encoding: 'utf8' });
}
