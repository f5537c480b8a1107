/**
 * `bench-diff history import --from github-action-benchmark data.js --store PATH [--branch NAME] [--suite NAME]...`:
 * a github-action-benchmark gh-pages history into the store, so the charts' years are kept.
 */
import { parseArgs } from 'node:util';
import { inputError } from '../core/errors.js';
import { importGithubActionBenchmark } from '../core/history/import-github-action-benchmark.js';
import { addEntries, branchPath } from '../io/history-store.js';
import { readFileText } from '../io/read-input.js';
import { plural } from '../report/humanize.js';
import { type CliContext, say } from './context.js';
import { requireBranchName, requireStore } from './history-options.js';

const USAGE = 'Usage: bench-diff history import --from github-action-benchmark DATA.JS --store PATH [--branch NAME] [--suite NAME]...';

/** What import says of the values it left out (a history entry's values are positive numbers). */
function leftOut(skipped: number): string {
  return `left out ${plural(skipped, 'value')} that ${skipped === 1 ? 'was not a positive number' : 'were not positive numbers'}`;
}

export function historyImportCommand(args: string[], ctx: CliContext): number {
  const { values, positionals } = parseArgs({
    args,
    options: { from: { type: 'string' }, store: { type: 'string' }, branch: { type: 'string' }, suite: { type: 'string', multiple: true } },
    allowPositionals: true,
    strict: true,
  });
  const store = requireStore(values.store, USAGE);
  if (values.from !== 'github-action-benchmark') {
    throw inputError('--from', values.from === undefined ? 'is required' : `"${values.from}" cannot be imported`, `Only github-action-benchmark's data.js can be imported. ${USAGE}`);
  }
  if (positionals.length !== 1) throw inputError('bench-diff history import', positionals.length === 0 ? 'needs the data.js file' : 'takes one file', USAGE);
  const file = positionals[0]!;
  const branch = requireBranchName(values.branch ?? 'main');
  const result = importGithubActionBenchmark(readFileText(file), file, branch, values.suite);
  if (result.entries.length === 0) {
    // A file whose every value was left out is not an empty one: say so, or the user looks for the wrong problem.
    const what = result.skipped > 0 ? `holds no benchmark results to import: ${leftOut(result.skipped)}` : 'holds no benchmark results';
    throw inputError(file, what, 'Check that it is the data.js of the gh-pages branch');
  }
  const { added, replaced, count } = addEntries(store, branch, result.entries);
  say(
    ctx,
    `imported ${plural(result.entries.length, 'commit')} from ${plural(result.suites.length, 'suite')} into ${branchPath(store, branch)}` +
      ` (${added} new, ${replaced} replaced; now ${plural(count, 'entry', 'entries')})`,
  );
  if (result.goPairs > 0) {
    say(ctx, `left out ${plural(result.goPairs, 'Go bench', 'Go benches')} named "<benchmark> - <unit>" (such as "BenchmarkX - B/op"): github-action-benchmark's copies of a benchmark's figures, which bench-gate's runs keep as the benchmark's metrics`);
  }
  if (result.skipped > 0) say(ctx, leftOut(result.skipped));
  return 0;
}
