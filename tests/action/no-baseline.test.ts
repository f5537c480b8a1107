/**
 * No baseline found, through the bundled Action: the first run passes, but a misspelt path must not
 * pass unseen for ever. The step warns (an annotation) with the path, where it was looked for, what
 * named it, a file of a close name in the same folder, and both ways out; the job summary says the same
 * under its title. File names from the checkout are quoted, never raw.
 */
import { describe, expect, it } from 'vitest';
import { NODES, runAction, type RunResult } from '../helpers/action-runner.js';
import { atBase } from '../helpers/base-commit.js';
import { forkPullRequest, pushToDefaultBranch, REPOSITORY } from '../helpers/events.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { balanceProblems, stripCodeSpans } from '../helpers/markdown-balance.js';
import { opsDocument } from '../helpers/documents.js';
import { foreignCommands } from '../helpers/runner-log.js';
import { workspace } from '../helpers/workspace.js';

const TOKEN = 'ghs_FAKEnoBaselineTokenNeverLogged0000000';
const gh = useFakeGitHub(TOKEN);
const RUN = { 'bench/results/run-1.json': opsDocument({ fast: 1000 }) };
/** `shellWord`: the path as the command must give it to a shell (a plain path is given as it is). */
const waysOut = (shellWord: string): string => `if this is the first run, create one from these runs with \`bench-diff promote RUN... --baseline ${shellWord}\` and commit it.`;

describe.each(NODES)('no baseline on $name', ({ path: node }) => {
  async function gate(files: Record<string, unknown>, baseline: string): Promise<RunResult> {
    const cwd = workspace({ ...RUN, ...files });
    const result = await runAction({ node, cwd, inputs: { baseline, current: 'bench/results/*.json', 'github-token': '' }, eventName: 'push', payload: pushToDefaultBranch(), token: '', apiUrl: gh.url, repository: REPOSITORY });
    expect(result.code).toBe(0); // never fails the step
    expect(result.outputs.verdict).toBe('no-baseline');
    expect(foreignCommands(result.stdout)).toEqual([]);
    return result;
  }

  it('warns about a misspelt baseline input, with the file it probably meant', async () => {
    const result = await gate({ 'perf/baseline.json': opsDocument({ fast: 1000 }) }, 'perf/baselin.json');
    expect(result.commands).toEqual([
      [
        'warning',
        'bench-gate: no baseline file "perf/baselin.json" (the `baseline` input) in the checkout, so nothing was compared and the check passes. ' +
          'Did you mean "perf/baseline.json"? If a baseline is committed, fix the `baseline` input; ' +
          waysOut('perf/baselin.json'),
      ],
    ]);
    expect(result.summary).toContain(
      '### 📏 bench-gate: no baseline yet\n\nThere is no baseline at `perf/baselin.json`, so nothing was compared and this check passes.\n\n' +
        '> [!WARNING]\n> bench-gate looked for `perf/baselin.json` (the `baseline` input) in the checkout. Did you mean `perf/baseline.json`? ' +
        'If a baseline is already committed, fix the `baseline` input; otherwise create one as below.\n\n',
    );
    expect(result.summary).toContain('npx -p bench-gate bench-diff promote bench/results/run-1.json --baseline perf/baselin.json');
  });

  it('says a file of another case is the one meant, and names the config when the path came from there', async () => {
    const result = await gate({ 'perf/Baseline.json': opsDocument({ fast: 1000 }), 'bench-gate.json': { baseline: 'perf/baseline.json' } }, '');
    expect(result.commands[0]![1]).toMatch(/^bench-gate: no baseline file "perf\/baseline\.json" \("baseline" in "bench-gate\.json"\) in the checkout, .* Did you mean "perf\/Baseline\.json"\? If a baseline is committed, fix "baseline" in "bench-gate\.json"; /);
    expect(result.summary).toContain('> bench-gate looked for `perf/baseline.json` ("baseline" in `bench-gate.json`) in the checkout. Did you mean `perf/Baseline.json`? If a baseline is already committed, fix "baseline" in `bench-gate.json`; ');
  });

  it('keeps the first run a pass, with the warning and no guess', async () => {
    const result = await gate({}, 'bench/baseline.json');
    expect(result.commands).toEqual([
      ['warning', `bench-gate: no baseline file "bench/baseline.json" (the \`baseline\` input) in the checkout, so nothing was compared and the check passes. If a baseline is committed, fix the \`baseline\` input; ${waysOut('bench/baseline.json')}`],
    ]);
    expect(result.summary).not.toContain('Did you mean');
  });

  it('says when the folder does not exist either', async () => {
    const result = await gate({ 'perf/baseline.json': opsDocument({ fast: 1000 }) }, 'perff/baseline.json');
    expect(result.commands[0]![1]).toContain('"perff/baseline.json" (the `baseline` input) in the checkout, so nothing was compared and the check passes. The folder "perff" does not exist either. ');
    expect(result.summary).toContain('The folder `perff` does not exist either.');
  });

  it('quotes a hostile file name of the folder, in the log and in the summary', async () => {
    const hostile = 'baselin`\n@o.json';
    const result = await gate({ [`perf/${hostile}`]: '{}', 'perf/x <img src=y>.json': '{}' }, 'perf/baselin.json');
    expect(result.commands[0]![1]).toContain(`Did you mean ${JSON.stringify(`perf/${hostile}`)}?`);
    expect(result.commands[0]![1]).not.toContain('\n');
    const alert = result.summary.split('\n').find((l) => l.startsWith('> bench-gate looked for'))!;
    expect(alert).toContain('Did you mean ``perf/baselin`\\u000a@o.json``?');
    expect(stripCodeSpans(alert)).not.toContain('@o');
    expect(balanceProblems(result.summary)).toEqual([]);
  });

  it('gives the path in the command as a shell word, so that pasting it runs nothing else', async () => {
    // Inside double quotes, a shell would still run $(...): the path goes in single quotes.
    const result = await gate({}, 'bench/$(touch pwned)".json');
    expect(result.commands[0]![1]).toContain(waysOut(`'bench/$(touch pwned)".json'`));
  });

  it('says that it looked at the base commit of a pull request', async () => {
    // The pull request adds the baseline: the base commit has none, so nothing is compared yet.
    const cwd = workspace({ ...RUN, 'bench/baseline.json': opsDocument({ fast: 1000 }) });
    const payload = atBase(gh, forkPullRequest(), {});
    const result = await runAction({ node, cwd, inputs: { baseline: 'bench/baseline.json', current: 'bench/results/*.json', comment: 'never' }, eventName: 'pull_request', payload, token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    expect(result.code).toBe(0);
    expect(result.outputs.verdict).toBe('no-baseline');
    const base = String(payload.pull_request.base.sha).slice(0, 7);
    expect(result.commands.find(([kind]) => kind === 'warning')![1]).toMatch(
      new RegExp(`^bench-gate: no baseline file "bench/baseline\\.json" \\(the \`baseline\` input\\) at the pull request's base commit ${base} \\(the pull request adds it; it is used once merged\\), so nothing was compared`),
    );
    // The summary's first line does not contradict it: the checkout has the file, the base has not.
    expect(result.summary).toMatch(/There is no baseline at `bench\/baseline\.json`, so nothing was compared/);
    expect(result.summary).not.toMatch(/in this checkout/);
    expect(gh.violations).toEqual([]);
  });
});
