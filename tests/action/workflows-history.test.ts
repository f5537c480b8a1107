/**
 * The history examples as a maintainer adopts them: examples/workflows/bench-gate-record.yml run step
 * by step on a push (workflow-sim.ts), then the bench-gate step of bench-gate-history.yml, with the
 * inputs the file gives, on a pull request whose base commit that push recorded. The runner sets
 * GITHUB_BASE_REF on pull_request, which the simulation does not, so that step is run directly.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHistoryFile } from '../../src/core/history/entry.js';
import { NODES, runAction } from '../helpers/action-runner.js';
import { sameRulesAtBase } from '../helpers/base-commit.js';
import { example, pushToDefaultBranch, REPOSITORY } from '../helpers/events.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { ROOT } from '../helpers/fixtures.js';
import { opsDocument } from '../helpers/documents.js';
import { workspace } from '../helpers/workspace.js';
import { isGateStep, loadWorkflow, runJob } from '../helpers/workflow-sim.js';

const TOKEN = 'ghs_FAKEhistoryExamplesTokenNeverLogged012';
const gh = useFakeGitHub(TOKEN);
const EXAMPLES = join(ROOT, 'examples/workflows');

function measured(alpha: number): string {
  const files: Record<string, unknown> = { 'bench/baseline.json': opsDocument({ alpha: 1000, beta: 2000 }) };
  for (let i = 1; i <= 3; i++) files[`bench-run-${i}.json`] = opsDocument({ alpha: alpha + i, beta: 2000 + i });
  return workspace(files);
}

describe.each(NODES)('the history examples on $name', ({ path: node }) => {
  it('bench-gate-record.yml records the push on bench-gate-data; bench-gate-history.yml gates a pull request against it', async () => {
    const repo = gh.addRepository(REPOSITORY, { 'README.md': '# Hello\n' }, 'master');
    const pullRequest = sameRulesAtBase(gh, example('pull_request', 'opened'), measured(1000));
    const baseSha = String(pullRequest.pull_request.base.sha);

    const record = loadWorkflow(join(EXAMPLES, 'bench-gate-record.yml'));
    const push = pushToDefaultBranch(baseSha);
    const recorded = await runJob(record, { node, apiUrl: gh.url, repository: REPOSITORY, eventName: 'push', payload: push, token: TOKEN, workspace: measured(1000), runnerTemp: mkdtempSync(join(tmpdir(), 'runner-temp-')), artifacts: new Map() });
    expect(recorded.failed).toBe(false);
    expect(recorded.gate[0]!.outputs).toMatchObject({ 'record-status': 'recorded', 'record-file': 'bench-gate-data:master.jsonl', 'record-benchmarks': '2' });
    const [entry] = parseHistoryFile(repo.fileAt('bench-gate-data', 'master.jsonl')!, 'master.jsonl');
    expect(entry).toMatchObject({ commit: baseSha, branch: 'master' });

    const history = loadWorkflow(join(EXAMPLES, 'bench-gate-history.yml'));
    const step = Object.values(history.jobs).flatMap((j) => j.steps).find(isGateStep)!;
    const inputs = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, String(v)]));
    const cwd = measured(800); // alpha 20% slower than the history
    const result = await runAction({ node, cwd, inputs, eventName: 'pull_request', payload: pullRequest, token: TOKEN, apiUrl: gh.url, repository: REPOSITORY, env: { GITHUB_BASE_REF: 'master' } });
    expect(result.code).toBe(1);
    expect(result.outputs.verdict).toBe('fail');
    expect(result.summary).toMatch(/baseline: history of master, 1 commit/);
    expect(result.commands.filter(([kind]) => kind === 'warning')).toEqual([]); // the base commit is in the history
    expect(result.outputs['comment-status']).toBe('created');
    expect(gh.violations).toEqual([]);
  });
});
