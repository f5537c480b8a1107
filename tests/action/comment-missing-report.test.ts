/**
 * mode comment without its report file. The download step fails by itself when the artifact is
 * missing, so a step that gets this far usually downloaded it elsewhere: report-file was changed in
 * the mode report workflow only, or the download has a path:. The error must say so, in one line.
 */
import { describe, expect, it } from 'vitest';
import { NODES, runAction } from '../helpers/action-runner.js';
import { forkPullRequest, REPOSITORY, workflowRunOf } from '../helpers/events.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { workspace } from '../helpers/workspace.js';

const TOKEN = 'ghs_FAKEmissingReportTokenNeverLogged01234';
const gh = useFakeGitHub(TOKEN);

describe.each(NODES)('mode comment without the report file on $name', ({ path: node }) => {
  it('names report-file and says it must be where the download put the mode report step\'s file', async () => {
    const cwd = workspace({ 'bench-gate-report/bench-gate-pr-report.json': '{}' }); // downloaded with path: bench-gate-report
    const result = await runAction({ node, cwd, inputs: { mode: 'comment' }, eventName: 'workflow_run', payload: workflowRunOf(forkPullRequest()), token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    expect(result.code).toBe(1);
    expect(result.commands).toHaveLength(1);
    const [kind, message] = result.commands[0]!;
    expect(kind).toBe('error');
    expect(message).not.toContain('\n');
    expect(message).toMatch(/^input `report-file`: "bench-gate-pr-report.json" does not exist\. Download the artifact/);
    expect(message).toContain("the mode report step's report-file, under the download's path:");
    expect(gh.requests).toEqual([]);
  });
});
