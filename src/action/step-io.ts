import { appendFileSync } from 'node:fs';
import * as core from '@actions/core';
import { neutralLine, stoppedBlock } from './log-text.js';

/** What a mode does to the step: its log, annotations, outputs, job summary and result. */
export interface StepIO {
  info(message: string): void;
  debug(message: string): void;
  notice(message: string): void;
  /** A warning annotation, with a title when given. */
  warning(message: string, title?: string): void;
  /** An error annotation (does not fail the step). */
  error(message: string, title?: string): void;
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
  /** Appends to the job summary; a no-op outside a runner. */
  appendJobSummary(markdown: string): void;
  /** Text folded in the log under a title. */
  group(title: string, text: string): void;
}

/**
 * The step's log, through which every message of src/action goes: each message is made one neutral
 * line (log-text.ts), whatever it holds, so that no caller can print a run file's or an artifact's text
 * raw. Annotations, outputs and group titles are also escaped by @actions/core.
 */
export function stepIO(env: NodeJS.ProcessEnv): StepIO {
  const props = (title?: string) => (title ? { title: neutralLine(title) } : {});
  return {
    info: (m) => core.info(neutralLine(m)),
    debug: (m) => core.debug(m), // escaped by @actions/core: ::debug:: with %0A for line breaks
    notice: (m) => core.notice(neutralLine(m)),
    warning: (m, title) => core.warning(neutralLine(m), props(title)),
    error: (m, title) => core.error(neutralLine(m), props(title)),
    setOutput: (name, value) => core.setOutput(name, value),
    setFailed: (m) => core.setFailed(neutralLine(m)),
    group: (title, text) => {
      // Benchmark names come from the measured code: no line of theirs may be read as a workflow command.
      core.startGroup(neutralLine(title));
      for (const line of stoppedBlock(text)) core.info(line);
      core.endGroup();
    },
    appendJobSummary: (markdown) => {
      // The step summary file; absent outside a runner.
      if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, `${markdown}\n`);
    },
  };
}
