import { appendFileSync } from 'node:fs';
import { writeStdout } from '../io/stdout.js';
import { neutralLine, stoppedBlock } from './log-text.js';
import { appendOutputs, commandLine, EOL } from './workflow-commands.js';

/** What a mode does to the step: its log, annotations, outputs, job summary and result. */
export interface StepIO {
  info(message: string): void;
  debug(message: string): void;
  notice(message: string): void;
  /** A warning annotation, with a title when given. */
  warning(message: string, title?: string): void;
  /** An error annotation (does not fail the step). */
  error(message: string, title?: string): void;
  /** Sets the step's outputs, all at once. */
  setOutputs(outputs: Iterable<readonly [name: string, value: string]>): void;
  setFailed(message: string): void;
  /** Appends to the job summary; a no-op outside a runner. */
  appendJobSummary(markdown: string): void;
  /** Text folded in the log under a title. */
  group(title: string, text: string): void;
}

/**
 * The step's log, through which every message of src/action goes: each message is made one neutral
 * line (log-text.ts), whatever it holds, so that no caller can print a run file's or an artifact's text
 * raw. Annotations, outputs and group titles are also escaped as the runner reads them
 * (workflow-commands.ts).
 */
export function stepIO(env: NodeJS.ProcessEnv, write: (text: string) => void = writeStdout): StepIO {
  // One write per call, whatever the number of lines (a group is the whole report).
  const writeLines = (lines: readonly string[]) => write(`${lines.join(EOL)}${EOL}`);
  const props = (title?: string): Record<string, string> => (title ? { title: neutralLine(title) } : {});
  const annotation = (kind: string) => (m: string, title?: string) => writeLines([commandLine(kind, props(title), neutralLine(m))]);
  return {
    info: (m) => writeLines([neutralLine(m)]),
    debug: (m) => writeLines([commandLine('debug', {}, m)]), // escaped: ::debug:: with %0A for line breaks
    notice: annotation('notice'),
    warning: annotation('warning'),
    error: annotation('error'),
    setOutputs: (outputs) => {
      // Outside a runner (no GITHUB_OUTPUT), the older command on stdout.
      if (env.GITHUB_OUTPUT) appendOutputs(env.GITHUB_OUTPUT, outputs);
      else for (const [name, value] of outputs) writeLines(['', commandLine('set-output', { name }, value)]);
    },
    setFailed: (m) => {
      process.exitCode = 1;
      writeLines([commandLine('error', {}, neutralLine(m))]);
    },
    group: (title, text) => {
      // Benchmark names come from the measured code: no line of theirs may be read as a workflow command.
      writeLines([commandLine('group', {}, neutralLine(title)), ...stoppedBlock(text), commandLine('endgroup', {}, '')]);
    },
    appendJobSummary: (markdown) => {
      // The step summary file; absent outside a runner.
      if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, `${markdown}\n`);
    },
  };
}
