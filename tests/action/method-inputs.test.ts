/** The Action's `method` and `alpha` inputs, through dist/index.js as the runner runs it. */
import { describe, expect, it } from 'vitest';
import { NODES, runAction } from '../helpers/action-runner.js';
import { example, REPOSITORY } from '../helpers/events.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { rulePaths, sameRulesAtBase } from '../helpers/base-commit.js';
import { opsDocument } from '../helpers/documents.js';
import { workspace } from '../helpers/workspace.js';

const TOKEN = 'ghs_FAKEtokenForMethodInputs0123456789';
const gh = useFakeGitHub(TOKEN);
const GATE = { baseline: 'bench/baseline.json', current: 'bench/results/*.json', comment: 'never' };

function checkout(): string {
  const base = { alpha: 1000, beta: 2000 };
  const files: Record<string, unknown> = { 'bench/baseline.json': opsDocument(base, { commit: 'b'.repeat(40), timestamp: '2024-04-01T00:00:00Z' }) };
  [0, 1, 2].forEach((i) => (files[`bench/results/run-${i + 1}.json`] = opsDocument({ alpha: 1000 + i, beta: 2000 - i })));
  return workspace(files);
}

async function run(inputs: Record<string, string>) {
  const cwd = checkout();
  const all = { ...GATE, ...inputs };
  return runAction({
    node: NODES[0]!.path,
    cwd,
    inputs: all,
    eventName: 'pull_request',
    payload: sameRulesAtBase(gh, example('pull_request', 'opened') as Record<string, unknown>, cwd, rulePaths(all)),
    token: TOKEN,
    apiUrl: gh.url,
    repository: REPOSITORY,
  });
}

describe('the Action inputs method and alpha', () => {
  it('decide with the statistics at the given level', async () => {
    const result = await run({ method: 'stats', alpha: '0.05' });
    expect(result.code).toBe(0);
    expect(result.summary).toContain('Mann–Whitney U with Holm at α = 0.05');
    const plain = await run({});
    expect(plain.summary).not.toContain('Mann');
  });

  it('refuse a level that is not one, naming the input', async () => {
    const result = await run({ method: 'stats', alpha: '2' });
    expect(result.code).toBe(1);
    expect(result.commands.map(([, m]) => m).join('\n')).toContain('input `alpha`: "2" is not a significance level');
    const method = await run({ method: 'bayes' });
    expect(method.commands.map(([, m]) => m).join('\n')).toContain('input `method`: "bayes" is not one of best, stats');
  });
});
