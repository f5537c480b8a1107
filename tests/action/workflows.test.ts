/**
 * The workflows: the examples the docs show (examples/workflows/) and this repository's own
 * (.github/workflows/) are run through the bundle, step by step as the runner would (see
 * workflow-sim.ts); their permissions are minimal; actionlint passes when it is installed; and the docs
 * embed the examples verbatim.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { basename, delimiter, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NODES } from '../helpers/action-runner.js';
import { RULE_FILES, sameRulesAtBase } from '../helpers/base-commit.js';
import { example, forkPullRequest, labeled, pushToDefaultBranch, REPOSITORY, workflowDispatch, workflowRunOf } from '../helpers/events.js';
import { ACTIONS_BOT, FakeGitHub } from '../helpers/fake-github.js';
import { ROOT } from '../helpers/fixtures.js';
import { isGateStep, loadWorkflow, runJob, type SimContext } from '../helpers/workflow-sim.js';
import { opsDocument } from '../helpers/documents.js';
import { workspace } from '../helpers/workspace.js';
import { pairedReport } from '../helpers/paired-report.js';

const EXAMPLES = join(ROOT, 'examples/workflows');
const OWN = join(ROOT, '.github/workflows');
const PR_TOKEN = 'ghs_FAKEpullRequestRunTokenReadOnly4242';
const BASE_TOKEN = 'ghs_FAKEworkflowRunTokenMayWrite4242';
const PR = 2;

const gh = new FakeGitHub();
beforeAll(() => gh.start());
afterAll(() => gh.stop());
beforeEach(() => {
  gh.reset();
  gh.tokens.set(PR_TOKEN, ACTIONS_BOT);
  gh.tokens.set(BASE_TOKEN, ACTIONS_BOT);
  gh.readOnly.add(PR_TOKEN); // a fork's pull request gets a read-only token
  gh.pulls.set(`${REPOSITORY}#${PR}`, { number: PR, headSha: forkPullRequest().pull_request.head.sha, headRepo: 'forker/Hello-World', baseRepo: REPOSITORY });
});

/**
 * What the `run:` steps would have left: the baseline (committed) and the results: 3 runs for the
 * examples; for this repository's own workflow, its config and the one merged suite of bench/run.sh.
 */
function measuredCheckout(layout: 'bench-run' | 'bench/results'): string {
  const files: Record<string, unknown> = { 'bench/baseline.json': opsDocument({ parse: 100, render: 200 }) };
  if (layout === 'bench/results') {
    files['bench/bench-gate.json'] = JSON.parse(readFileSync(join(ROOT, 'bench/bench-gate.json'), 'utf8'));
    files['bench/results/ratios.json'] = opsDocument({ parse: 71, render: 201 });
  } else {
    for (let i = 1; i <= 3; i++) files[`bench-run-${i}.json`] = opsDocument({ parse: 70 + i, render: 200 + i });
  }
  return workspace(files);
}

function context(node: string, eventName: string, payload: Record<string, unknown>, token: string, artifacts: SimContext['artifacts'], cwd: string): SimContext {
  // The pull request's base commit holds the same rules as its checkout (src/action/rules-source.ts reads them there).
  const event = eventName === 'pull_request' ? sameRulesAtBase(gh, payload, cwd, [...RULE_FILES, 'bench/bench-gate.json']) : payload;
  return { node, apiUrl: gh.url, repository: REPOSITORY, eventName, payload: event, token, workspace: cwd, runnerTemp: mkdtempSync(join(tmpdir(), 'runner-temp-')), artifacts };
}

describe.each(NODES)('the workflows, run through the bundle on $name', ({ path: node }) => {
  it('examples/workflows/bench-gate.yml comments on a pull request from a branch', async () => {
    const job = await runJob(loadWorkflow(join(EXAMPLES, 'bench-gate.yml')), context(node, 'pull_request', example('pull_request', 'opened'), BASE_TOKEN, new Map(), measuredCheckout('bench-run')));
    expect(job.gate).toHaveLength(1);
    expect(job.gate[0]!.outputs.verdict).toBe('fail');
    expect(job.gate[0]!.outputs['comment-status']).toBe('created');
    expect(job.failed).toBe(true);
    expect(gh.commentsOn(PR)).toHaveLength(1);
    expect(gh.violations).toEqual([]);

    // The accept label, added: the same workflow runs again (on: labeled) and passes as accepted.
    const again = await runJob(loadWorkflow(join(EXAMPLES, 'bench-gate.yml')), context(node, 'pull_request', labeled('bench-gate:accept'), BASE_TOKEN, new Map(), measuredCheckout('bench-run')));
    expect(again.gate[0]!.outputs.verdict).toBe('accepted');
    expect(again.failed).toBe(false);
    expect(gh.commentsOn(PR)).toHaveLength(1);
    expect(gh.commentsOn(PR)[0]!.body).toContain('### ⚠️ bench-gate: accepted, 1 regression');
    expect(gh.violations).toEqual([]);
  });

  it('examples/workflows/bench-gate-promote.yml opens the promotion pull request on a push to main, and updates it when dispatched', async () => {
    const workflow = loadWorkflow(join(EXAMPLES, 'bench-gate-promote.yml'));
    expect((workflow.on.push as { branches: string[] }).branches).toEqual(['main']);
    expect(Object.hasOwn(workflow.on, 'workflow_dispatch')).toBe(true);
    const repo = gh.addRepository(REPOSITORY, { 'bench/baseline.json': readFileSync(join(measuredCheckout('bench-run'), 'bench/baseline.json'), 'utf8') }, 'main');
    const push = pushToDefaultBranch('d'.repeat(40));
    push.ref = 'refs/heads/main';
    push.repository.default_branch = 'main';
    const first = await runJob(workflow, context(node, 'push', push, BASE_TOKEN, new Map(), measuredCheckout('bench-run')));
    expect(first.failed).toBe(false);
    expect(first.gate[0]!.outputs['promote-status']).toBe('pull-request-created');
    expect(gh.pullRequests).toMatchObject([{ title: 'Promote benchmark baseline', head: 'bench-gate/promote-baseline', base: 'main' }]);
    expect(gh.pullRequests[0]!.body).toContain('**Why:** 1 regressed'); // a promotion is reviewed, whatever it says
    expect(JSON.parse(repo.fileAt('bench-gate/promote-baseline', 'bench/baseline.json')!).metadata.promoted).toMatchObject({ branch: 'main', runs: 3 });

    const dispatch = workflowDispatch();
    dispatch.ref = 'refs/heads/main';
    const second = await runJob(workflow, context(node, 'workflow_dispatch', dispatch, BASE_TOKEN, new Map(), measuredCheckout('bench-run')));
    expect(second.gate[0]!.outputs['promote-status']).toBe('pull-request-updated');
    expect(gh.pullRequests).toHaveLength(1);
    expect(gh.violations).toEqual([]);
  });

  it('examples/workflows/bench-gate-ab.yml builds the base before the head is on the disk, publishes the paired report, and the comment job posts it', async () => {
    const workflow = loadWorkflow(join(EXAMPLES, 'bench-gate-ab.yml'));
    const steps = workflow.jobs.bench!.steps;
    const checkouts = steps.map((s, i) => ({ s, i })).filter(({ s }) => /^actions\/checkout@/.test(s.uses ?? ''));
    expect(checkouts.map(({ s }) => s.with)).toEqual([
      { ref: '${{ github.event.pull_request.base.sha }}', path: 'base', 'persist-credentials': false },
      { path: 'head', 'persist-credentials': false },
    ]);
    // The base's build runs in base/ between the two checkouts; the head's scripts only ever in head/.
    const baseBuild = steps.findIndex((s) => s.run !== undefined && (s as { 'working-directory'?: string })['working-directory'] === 'base');
    expect(baseBuild).toBeGreaterThan(checkouts[0]!.i);
    expect(baseBuild).toBeLessThan(checkouts[1]!.i);
    const ab = steps.find((s) => s.run?.includes('bench-diff ab'))!.run!;
    expect(ab).toContain("--base 'cd base && ./run-benchmarks --json'");
    expect(ab).toContain("-- sh -c 'cd head && ./run-benchmarks --json'");
    expect(ab).toContain('--config base/bench-gate.json');

    const artifacts: SimContext['artifacts'] = new Map();
    const fork = forkPullRequest();
    const first = await runJob(workflow, context(node, 'pull_request', fork, PR_TOKEN, artifacts, workspace({ 'bench-gate-ab.json': JSON.parse(pairedReport(1.2)) })));
    expect(first.gate[0]!.outputs.verdict).toBe('fail');
    expect(first.failed).toBe(true);
    expect(artifacts.has('bench-gate-report')).toBe(true);
    const second = await runJob(loadWorkflow(join(EXAMPLES, 'bench-gate-fork-comment.yml')), context(node, 'workflow_run', workflowRunOf(fork), BASE_TOKEN, artifacts, workspace({})));
    expect(second.gate[0]!.outputs['comment-status']).toBe('created');
    expect(gh.commentsOn(PR)[0]!.body).toContain('paired: 10 interleaved rounds');
    expect(gh.violations).toEqual([]);
  });

  for (const [label, dir, report, comment, results] of [
    ['examples/workflows', EXAMPLES, 'bench-gate-fork-report.yml', 'bench-gate-fork-comment.yml', 'bench-run'],
    ['.github/workflows', OWN, 'benchmarks.yml', 'benchmarks-comment.yml', 'bench/results'],
  ] as const) {
    it(`${label}: the fork-safe pair reports with a read-only token, then comments from workflow_run`, async () => {
      const artifacts: SimContext['artifacts'] = new Map();
      const fork = forkPullRequest();
      const first = await runJob(loadWorkflow(join(dir, report)), context(node, 'pull_request', fork, PR_TOKEN, artifacts, measuredCheckout(results)));
      expect(first.gate[0]!.outputs['comment-status']).toBe('skipped-report-mode');
      expect(first.failed).toBe(true); // the regression fails the pull request's check...
      expect(artifacts.has('bench-gate-report')).toBe(true); // ...and the report is uploaded all the same
      // The read-only token only reads the base commit's rules (rules-source.ts); nothing else is called.
      expect(gh.requests.filter((r) => r.operationId !== 'repos/get-content')).toEqual([]);

      const second = await runJob(loadWorkflow(join(dir, comment)), context(node, 'workflow_run', workflowRunOf(fork), BASE_TOKEN, artifacts, workspace({})));
      expect(second.ran).toBe(true);
      expect(second.failed).toBe(false);
      expect(second.gate[0]!.outputs['comment-status']).toBe('created');
      expect(gh.commentsOn(PR)[0]!.body).toContain('### ❌ bench-gate: 1 regression');
      expect(gh.violations).toEqual([]);

      // Not for runs of other events (a push to main).
      const push = workflowRunOf(fork);
      push.workflow_run.event = 'push';
      const third = await runJob(loadWorkflow(join(dir, comment)), context(node, 'workflow_run', push, BASE_TOKEN, artifacts, workspace({})));
      expect(third.ran).toBe(false);
    });
  }
});

/** The write scopes of this repository's workflows that do not run the gate. */
// Workflows without the gate: CI reads only; a release writes the GitHub release and the major tag
// (contents) and signs the npm package's provenance (id-token); the dashboard's deployment to GitHub
// Pages needs pages and id-token.
const NO_GATE_WRITES: Record<string, string[]> = { 'ci.yml': [], 'release.yml': ['contents', 'id-token'], 'bench-gate-pages.yml': ['pages', 'id-token'] };

const WORKFLOWS = [...readdirSync(EXAMPLES).map((f) => join(EXAMPLES, f)), ...readdirSync(OWN).map((f) => join(OWN, f))];

describe('the workflow files', () => {
  it.each(WORKFLOWS.map((f) => [f.slice(ROOT.length + 1), f]))('%s has minimal permissions', (_, file) => {
    const workflow = loadWorkflow(file);
    const writes = Object.entries(workflow.permissions).filter(([, level]) => level === 'write').map(([scope]) => scope);
    const gate = Object.values(workflow.jobs).flatMap((j) => j.steps).find(isGateStep);
    const mode = String(gate?.with?.mode ?? 'check');
    // Workflows without the gate: CI reads only; a release writes the GitHub release and the major
    // tag (contents) and signs the npm package's provenance (id-token).
    const needed = gate ? ({ report: [], promote: ['contents', 'pull-requests'], record: ['contents'] }[mode] ?? ['pull-requests']) : (NO_GATE_WRITES[basename(file)] ?? []);
    expect(writes).toEqual(needed);
    for (const level of Object.values(workflow.permissions)) expect(['read', 'write']).toContain(level);
  });

  it.each(WORKFLOWS.map((f) => [f.slice(ROOT.length + 1), f]))('%s runs again when a label is added or removed (accept-label)', (_, file) => {
    const workflow = loadWorkflow(file);
    const on = workflow.on;
    // Only the gate reads the accept label; CI has no reason to run again on a label.
    if (!Object.hasOwn(on, 'pull_request') || !Object.values(workflow.jobs).flatMap((j) => j.steps).some(isGateStep)) return;
    const types = (on.pull_request as { types?: string[] } | null)?.types;
    expect(types).toEqual(expect.arrayContaining(['opened', 'synchronize', 'reopened', 'labeled', 'unlabeled']));
  });

  it('examples/workflows/bench-gate-pages.yml builds the dashboard from the data branch\'s checkout and uploads it', () => {
    const workflow = loadWorkflow(join(EXAMPLES, 'bench-gate-pages.yml'));
    const steps = workflow.jobs.build!.steps;
    const checkout = steps.find((s) => s.uses?.startsWith('actions/checkout@'))!;
    const run = steps.find((s) => s.run !== undefined)!.run!;
    const upload = steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'))!;
    expect(checkout.with).toMatchObject({ ref: 'bench-gate-data' });
    expect(workflow.jobs.deploy!.steps.map((s) => s.uses)).toEqual([expect.stringMatching(/^actions\/deploy-pages@/)]);
    // The step's command, with the published CLI replaced by this build of it.
    const prefix = 'npx --yes -p bench-gate bench-diff ';
    expect(run.startsWith(prefix)).toBe(true);
    const cwd = mkdtempSync(join(tmpdir(), 'pages-'));
    cpSync(join(ROOT, 'examples/history/store'), join(cwd, String(checkout.with!.path)), { recursive: true });
    const env = { ...process.env, GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: REPOSITORY };
    execFileSync(process.execPath, [join(ROOT, 'dist/cli.js'), ...run.slice(prefix.length).trim().split(/\s+/)], { cwd, env, encoding: 'utf8' });
    const site = join(cwd, String(upload.with!.path));
    expect(readdirSync(site).sort()).toEqual(['dashboard.css', 'dashboard.js', 'data.js', 'index.html', 'values']);
    expect(readFileSync(join(site, 'data.js'), 'utf8')).toContain(`https://github.com/${REPOSITORY}`);
  });

  const actionlint = [...(process.env.PATH ?? '').split(delimiter), join(homedir(), 'go/bin')].map((d) => join(d, 'actionlint')).find((p) => existsSync(p));
  it.skipIf(!actionlint)('pass actionlint (go install github.com/rhysd/actionlint/cmd/actionlint@latest)', () => {
    const out = execFileSync(actionlint!, ['-no-color', ...WORKFLOWS], { cwd: ROOT, encoding: 'utf8' });
    expect(out).toBe('');
  });

  it.each(['README.md', 'docs/action.md'])('are embedded verbatim in %s', (doc) => {
    const docs = readFileSync(join(ROOT, doc), 'utf8');
    for (const file of readdirSync(EXAMPLES)) {
      const text = readFileSync(join(EXAMPLES, file), 'utf8');
      expect(docs, file).toContain(`<!-- example: examples/workflows/${file} -->\n\`\`\`yaml\n${text}\`\`\``);
    }
  });
});
