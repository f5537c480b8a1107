/**
 * The fork-safe pair in a matrix, as docs/action.md describes it: each leg's mode report step has its
 * own comment-key, which the report carries; the comment job downloads each leg's artifact into a
 * folder of its own and runs one mode comment step per leg with report-file pointing there, its own
 * comment-key left empty. Each leg gets its own sticky comment, and a second round updates them.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODES, runAction } from '../helpers/action-runner.js';
import { forkPullRequest, REPOSITORY, workflowRunOf } from '../helpers/events.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { opsDocument } from '../helpers/documents.js';
import { workspace } from '../helpers/workspace.js';

const TOKEN = 'ghs_FAKEforkMatrixTokenNeverLogged01234567';
const PR = 2;
const gh = useFakeGitHub(TOKEN);
const LEGS = ['linux', 'windows'];

describe.each(NODES)('the fork-safe pair in a matrix on $name', ({ path: node }) => {
  it('posts one comment per leg, keyed by the comment-key each report carries', async () => {
    const fork = forkPullRequest();
    gh.pulls.set(`${REPOSITORY}#${PR}`, { number: PR, headSha: fork.pull_request.head.sha, headRepo: 'forker/Hello-World', baseRepo: REPOSITORY });
    for (const round of [1, 2]) {
      const comment = workspace({});
      for (const leg of LEGS) {
        const dir = workspace({ 'bench/baseline.json': opsDocument({ alpha: 1000 }), 'run-1.json': opsDocument({ alpha: leg === 'linux' ? 800 : 1000 + round }) });
        const report = await runAction({ node, cwd: dir, inputs: { mode: 'report', baseline: 'bench/baseline.json', current: 'run-*.json', 'comment-key': leg, 'github-token': '' }, eventName: 'pull_request', payload: fork, token: '', apiUrl: gh.url, repository: REPOSITORY });
        expect(report.outputs['comment-status']).toBe('skipped-report-mode');
        // actions/download-artifact with path: LEG
        mkdirSync(join(comment, leg));
        copyFileSync(join(dir, 'bench-gate-pr-report.json'), join(comment, leg, 'bench-gate-pr-report.json'));
      }
      for (const leg of LEGS) {
        const result = await runAction({ node, cwd: comment, inputs: { mode: 'comment', 'report-file': `${leg}/bench-gate-pr-report.json` }, eventName: 'workflow_run', payload: workflowRunOf(fork), token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
        expect(result.code).toBe(0);
        expect(result.outputs['comment-status']).toBe(round === 1 ? 'created' : leg === 'linux' ? 'unchanged' : 'updated');
      }
    }
    const comments = gh.commentsOn(PR);
    expect(comments.map((c) => c.body.split('\n')[0])).toEqual(LEGS.map((leg) => `<!-- bench-gate:comment key=${leg} -->`));
    expect(comments[0]!.body).toContain('❌ bench-gate: 1 regression');
    expect(gh.violations).toEqual([]);
  });
});
