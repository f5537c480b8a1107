/**
 * Input `report` (a paired A/B report the gate already made) is published as it is: it has no
 * baseline, so `history: true` beside it reads nothing from the data branch (the step warns that the
 * input has no effect there). Run as dist/index.js against the OpenAPI-checked fake GitHub.
 */
import { describe, expect, it } from 'vitest';
import { NODES, runAction } from '../helpers/action-runner.js';
import { example, REPOSITORY } from '../helpers/events.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { pairedReport } from '../helpers/paired-report.js';
import { workspace } from '../helpers/workspace.js';

const TOKEN = 'ghs_FAKEreportNoHistoryTokenNeverLogged01';
const gh = useFakeGitHub(TOKEN);
const node = NODES.at(-1)!.path;

describe('a given report with history: true', () => {
  it('reads no history for a baseline it does not have', async () => {
    const dir = workspace({ 'bench-gate-ab.json': JSON.parse(pairedReport(1)) });
    const result = await runAction({ node, cwd: dir, inputs: { mode: 'report', report: 'bench-gate-ab.json', history: 'true', 'github-token': TOKEN }, eventName: 'pull_request', payload: example('pull_request', 'opened'), token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    expect(gh.violations).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.outputs.verdict).toBe('pass');
    // Only the workflow-independent reads of a pull request: none of the data branch (git refs, trees, blobs).
    expect(gh.requests.filter((r) => /^git\//.test(r.operationId ?? ''))).toEqual([]);
    expect(result.commands).toContainEqual(['warning', expect.stringContaining('`history`')]);
  });
});
