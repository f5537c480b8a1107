/**
 * The modes other than check, by name. The Action's bundle loads them only when the step asks for one
 * (modes-loader.ts): the default mode, a check, does not parse the code of promotion, the history
 * data branch or the pull-request report artifact.
 */
import type { RunContext } from '../context.js';
import type { ActionInputs } from '../inputs.js';
import type { StepIO } from '../step-io.js';
import { runComment } from './comment.js';
import { runPromote } from './promote.js';
import { runRecord } from './record.js';
import { runReport } from './report.js';

export type ModeRun = (inputs: ActionInputs, context: RunContext, io: StepIO, env: NodeJS.ProcessEnv) => Promise<void>;

export const OTHER_MODES: Readonly<Record<Exclude<ActionInputs['mode'], 'check'>, ModeRun>> = {
  report: runReport,
  comment: runComment,
  promote: runPromote,
  record: runRecord,
};
