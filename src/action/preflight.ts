/**
 * Imported first by index.ts (the entry), before anything that loads @actions/github: that package parses
 * GITHUB_EVENT_PATH as soon as it is loaded (its `context`), and a file that is not JSON would end the
 * step with a stack trace before main() could say what is wrong. Reading the event here first turns
 * that into the usual one-line error (context.ts) and ends the step. (The Action's bundle now loads
 * @actions/github only on its first API call, github/octokit-loader.ts; the check stays first.)
 */
import { InputError } from '../core/errors.js';
import { readContext } from './context.js';
import { stepIO } from './step-io.js';

try {
  readContext(process.env);
} catch (error) {
  if (!(error instanceof InputError)) throw error;
  stepIO(process.env).setFailed(error.message);
  process.exit(1);
}
