/**
 * The Action's run, importable (the bundle's entry is index.ts): reads the inputs and the run's
 * context, runs the mode, and turns any error into one line on the step (never a stack trace, never
 * the token). `io` and `getInput` are the runner's unless a test gives its own.
 */
import { InputError } from '../core/errors.js';
import { readContext } from './context.js';
import { ignoredInputsWarning, readInputs } from './inputs.js';
import { runCheck } from './modes/check.js';
import { loadMode } from './modes-loader.js';
import { stepIO, type StepIO } from './step-io.js';
import type { GetInput } from './inputs.js';
import { getInput as runnerInput } from './workflow-commands.js';

export async function run(env: NodeJS.ProcessEnv = process.env, io: StepIO = stepIO(env), getInput: GetInput = (name) => runnerInput(name, env)): Promise<void> {
  try {
    const inputs = readInputs(getInput);
    const context = readContext(env);
    // An input the mode does not read would be ignored without a word (`history: true` with mode promote).
    const ignored = ignoredInputsWarning(getInput, inputs.mode);
    if (ignored !== undefined) io.warning(ignored);
    // check, the default, is in the entry bundle; the other modes load when asked for (modes-loader.ts).
    if (inputs.mode === 'check') await runCheck(inputs, context, io, env);
    else await loadMode(inputs.mode)(inputs, context, io, env);
  } catch (error) {
    if (error instanceof InputError) {
      io.setFailed(error.message);
      return;
    }
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    io.debug(error instanceof Error && error.stack ? error.stack : String(error));
    io.setFailed(`bench-gate: internal error: ${message} (re-run with debug logging for details; please report it)`);
  }
}
