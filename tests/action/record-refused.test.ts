/**
 * mode record when GitHub refuses the write: a workflow without `contents: write` (the record example
 * sets it; a maintainer who copies only the step does not) gets 403 on the data branch's first write.
 * That is a misconfiguration, so the step fails with one line that names the permission, never
 * "internal error ... please report it".
 */
import { describe, expect, it } from 'vitest';
import { NODES, runAction } from '../helpers/action-runner.js';
import { pushToDefaultBranch, REPOSITORY } from '../helpers/events.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { opsDocument } from '../helpers/documents.js';
import { workspace } from '../helpers/workspace.js';

const TOKEN = 'ghs_FAKErecordRefusedTokenNeverLogged0123';
const gh = useFakeGitHub(TOKEN);

describe.each(NODES)('mode record refused by GitHub on $name', ({ path: node }) => {
  const record = () =>
    runAction({
      node,
      cwd: workspace({ 'bench/results/run-1.json': opsDocument({ alpha: 1000, beta: 2000 }) }),
      inputs: { mode: 'record', current: 'bench/results/*.json' },
      eventName: 'push',
      payload: pushToDefaultBranch('e'.repeat(40)),
      token: TOKEN,
      apiUrl: gh.url,
      repository: REPOSITORY,
    });

  it('fails with one line that names contents: write when the token may only read (403)', async () => {
    gh.addRepository(REPOSITORY, { 'README.md': '# Hello\n' }, 'master');
    gh.readOnly.add(TOKEN); // a workflow whose permissions leave out contents: write
    const result = await record();
    expect(result.code).toBe(1);
    const errors = result.commands.filter(([kind]) => kind === 'error').map(([, message]) => message);
    expect(errors).toHaveLength(1);
    expect(errors[0]).not.toContain('internal error');
    expect(errors[0]).toMatch(/^mode record: .*bench-gate-data.*403.*\. .*contents: write/);
    expect(errors[0]).toContain('`github-token`');
    expect(errors[0]).not.toContain('\n');
    expect(result.stdout + result.stderr).not.toContain(TOKEN);
    expect(result.outputs['record-status'] ?? '').toBe('');
  });

  it('says to run again when GitHub keeps failing (500), never "internal error"', async () => {
    gh.addRepository(REPOSITORY, { 'README.md': '# Hello\n' }, 'master');
    gh.faults.push({ operationId: 'git/create-blob', status: 500, message: 'Server Error', times: 20 });
    const result = await record();
    expect(result.code).toBe(1);
    const errors = result.commands.filter(([kind]) => kind === 'error').map(([, message]) => message);
    expect(errors).toHaveLength(1);
    expect(errors[0]).not.toContain('internal error');
    expect(errors[0]).toMatch(/^mode record: could not record .* on bench-gate-data \(500 .*\)\. Run the workflow again/);
  });
});
