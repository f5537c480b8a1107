/**
 * mode check when GitHub refuses the comment (403). The token is read-only for a fork's pull request,
 * but also on a pull request from a branch of the repository when the workflow's `permissions:` leave
 * out `pull-requests: write` (a maintainer who adds `contents: read` only). The warning must say both,
 * so that the maintainer is not sent to the fork-safe workflows for a missing permission.
 */
import { describe, expect, it } from 'vitest';
import { NODES, runAction } from '../helpers/action-runner.js';
import { sameRulesAtBase } from '../helpers/base-commit.js';
import { example, REPOSITORY } from '../helpers/events.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { opsDocument } from '../helpers/documents.js';
import { workspace } from '../helpers/workspace.js';

const TOKEN = 'ghs_FAKEcommentForbiddenTokenNeverLogged01';
const gh = useFakeGitHub(TOKEN);

describe.each(NODES)('mode check refused the comment on $name', ({ path: node }) => {
  it('names the missing permission and the input as well as the fork case, in one line', async () => {
    const cwd = workspace({ 'bench/baseline.json': opsDocument({ alpha: 1000 }), 'run-1.json': opsDocument({ alpha: 1001 }) });
    gh.readOnly.add(TOKEN); // permissions: contents: read, without pull-requests: write
    const payload = sameRulesAtBase(gh, example('pull_request', 'opened'), cwd);
    const result = await runAction({ node, cwd, inputs: { baseline: 'bench/baseline.json', current: 'run-1.json' }, eventName: 'pull_request', payload, token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    expect(result.code).toBe(0);
    expect(result.outputs['comment-status']).toBe('skipped-readonly-token');
    const warnings = result.commands.filter(([kind]) => kind === 'warning').map(([, message]) => message);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).not.toContain('\n');
    expect(warnings[0]).toContain('403; a pull request from a fork gets a read-only token');
    expect(warnings[0]).toContain('pull-requests: write');
    expect(warnings[0]).toContain('`github-token`');
  });
});

describe.each(NODES)('mode check without a token on $name', ({ path: node }) => {
  // github-token: ${{ secrets.SOME_TOKEN }} is empty on a fork's pull request, which gets no secrets.
  it('says which input is empty, why it can be, and what to do, in one line', async () => {
    const cwd = workspace({ 'bench/baseline.json': opsDocument({ alpha: 1000 }), 'run-1.json': opsDocument({ alpha: 1001 }) });
    const payload = sameRulesAtBase(gh, example('pull_request', 'opened'), cwd);
    const result = await runAction({ node, cwd, inputs: { baseline: 'bench/baseline.json', current: 'run-1.json', 'github-token': '' }, eventName: 'pull_request', payload, token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    expect(result.code).toBe(0);
    expect(result.outputs['comment-status']).toBe('skipped-no-token');
    const warning = result.commands.find(([kind, message]) => kind === 'warning' && message.includes('no pull request comment'))?.[1];
    expect(warning).toBeDefined();
    expect(warning).not.toContain('\n');
    expect(warning).toContain('input `github-token` is empty');
    expect(warning).toContain('pull-requests: write');
  });
});
