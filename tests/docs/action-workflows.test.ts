/**
 * What a maintainer copies from README.md and docs/*.md to adopt the Action: every workflow example
 * (examples/workflows/, and any ```yaml block of the docs) and every `input: value` the prose shows.
 * Read as the runner and the Action read them: the YAML parses; each bench-gate step's `with:` names
 * inputs that action.yml declares, and the Action accepts their values (src/action/inputs.ts, with
 * action.yml's defaults for the rest, as the runner passes them); `permissions:` grants what the mode
 * does; and the two workflows of the fork-safe pair agree on the artifact and the report file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { readInputs, type ActionInputs } from '../../src/action/inputs.js';
import { actionYml } from '../helpers/action-runner.js';
import { ROOT } from '../helpers/fixtures.js';

interface Step {
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  name?: string;
  on?: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs?: Record<string, { if?: string; permissions?: Record<string, string>; steps?: Step[] }>;
}

const action = actionYml();
const INPUTS = Object.keys(action.inputs);
const OUTPUTS = Object.keys(action.outputs);
const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const GATE = 'bench-gate/bench-gate@v1';

/** The workflows a maintainer can copy: the example files and every ```yaml block of the docs. */
function workflows(): Array<[label: string, text: string]> {
  const found: Array<[string, string]> = readdirSync(join(ROOT, 'examples/workflows')).map((f) => [`examples/workflows/${f}`, readFileSync(join(ROOT, 'examples/workflows', f), 'utf8')]);
  for (const doc of DOCS) {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    for (const m of text.matchAll(/```ya?ml\n([\s\S]*?)```/g)) found.push([`${doc}:${text.slice(0, m.index).split('\n').length}`, m[1]!]);
  }
  return found;
}

const isGate = (step: Step): boolean => step.uses === './' || /(^|\/)bench-gate@v\d+$/.test(step.uses ?? '');
const steps = (w: Workflow): Step[] => Object.values(w.jobs ?? {}).flatMap((j) => j.steps ?? []);

/** The inputs as the Action reads them: the step's `with:` (an expression stands for some value), else action.yml's default. */
function readStep(given: Record<string, unknown>): ActionInputs {
  return readInputs((name) => {
    const value = Object.hasOwn(given, name) ? String(given[name]) : (action.inputs[name]?.default ?? '');
    return value.replace(/\$\{\{[^}]*\}\}/g, 'from-an-expression').trim();
  });
}

/** Whether `permissions:` gives `scope` at least `level` (write includes read). */
function grants(permissions: Record<string, string> | undefined, scope: string, level: 'read' | 'write'): boolean {
  const given = permissions?.[scope];
  return given === 'write' || (level === 'read' && given === 'read');
}

/** What the Action does with the token in this step, as action.yml's github-token and docs/action.md's Permissions say. */
function needs(inputs: ActionInputs, on: Record<string, unknown>): Array<[string, 'read' | 'write']> {
  type Need = [string, 'read' | 'write'];
  // On a pull request, modes check and report read the base commit's rules (contents) when the checkout lacks it.
  const rules: Need[] = Object.hasOwn(on, 'pull_request') ? [['contents', 'read']] : [];
  const history: Need[] = inputs.history ? [['contents', 'read']] : [];
  switch (inputs.mode) {
    case 'check':
      return [...rules, ['pull-requests', 'write'], ...history];
    case 'report':
      return [...rules, ...history];
    case 'comment':
      return [['pull-requests', 'write']];
    case 'promote':
      return inputs.promote === 'commit' ? [['contents', 'write']] : [['contents', 'write'], ['pull-requests', 'write']];
    case 'record':
      return [['contents', 'write']];
  }
}

const ALL = workflows();

describe.each(ALL)('%s', (_, text) => {
  const workflow = yaml.load(text) as Workflow;

  it('is a workflow whose bench-gate steps give only inputs of action.yml, with values the Action accepts', () => {
    expect(workflow.on, 'on:').toBeTypeOf('object');
    expect(workflow.jobs, 'jobs:').toBeTypeOf('object');
    for (const step of steps(workflow).filter(isGate)) {
      expect(step.uses).toBe(GATE);
      const given = step.with ?? {};
      for (const name of Object.keys(given)) expect(INPUTS, `with: ${name}`).toContain(name);
      expect(() => readStep(given)).not.toThrow();
    }
  });

  it('grants in permissions: what each bench-gate step does with the token', () => {
    for (const step of steps(workflow).filter(isGate)) {
      const inputs = readStep(step.with ?? {});
      for (const [scope, level] of needs(inputs, workflow.on ?? {})) expect(grants(workflow.permissions, scope, level), `mode ${inputs.mode} needs ${scope}: ${level}`).toBe(true);
    }
    // download-artifact of another run reads its artifacts with the job's token.
    if (steps(workflow).some((s) => /^actions\/download-artifact@/.test(s.uses ?? '') && s.with?.['run-id'] !== undefined)) expect(grants(workflow.permissions, 'actions', 'read')).toBe(true);
  });
});

describe('the fork-safe pair', () => {
  const parsed = ALL.map(([label, text]) => ({ label, workflow: yaml.load(text) as Workflow }));
  // A step the Action refuses is the first describe's failure; here it takes no part.
  const gateMode = (w: Workflow) =>
    steps(w)
      .filter(isGate)
      .flatMap((s) => {
        try {
          return [readStep(s.with ?? {})];
        } catch {
          return [];
        }
      });
  const reporters = parsed.filter(({ workflow }) => gateMode(workflow).some((i) => i.mode === 'report'));
  const commenters = parsed.filter(({ workflow }) => gateMode(workflow).some((i) => i.mode === 'comment'));

  it('has examples of both halves', () => {
    expect(reporters.map((r) => r.label)).toContain('examples/workflows/bench-gate-fork-report.yml');
    expect(commenters.map((r) => r.label)).toContain('examples/workflows/bench-gate-fork-comment.yml');
  });

  it.each(reporters.map((r) => [r.label, r.workflow] as const))('%s uploads report-file under the name the comment workflow downloads, and is named by it', (_, report) => {
    const reportFile = gateMode(report).find((i) => i.mode === 'report')!.reportFile;
    const upload = steps(report).find((s) => /^actions\/upload-artifact@/.test(s.uses ?? ''));
    expect(upload, 'an upload-artifact step').toBeDefined();
    expect(String(upload!.with!.path)).toBe(reportFile);
    // The report is uploaded also when the gate step failed on a regression.
    expect(String(upload!.if)).toMatch(/!cancelled\(\)|always\(\)/);
    for (const { label, workflow: comment } of commenters) {
      const listens = (comment.on!.workflow_run as { workflows: string[] }).workflows;
      expect(listens, `${label} follows ${report.name}`).toContain(report.name);
      const download = steps(comment).find((s) => /^actions\/download-artifact@/.test(s.uses ?? ''))!;
      expect(download.with!.name, label).toBe(upload!.with!.name);
      expect(download.with!['run-id']).toBe('${{ github.event.workflow_run.id }}');
      // Downloaded into the workspace (no path:), where mode comment reads its report-file.
      expect(download.with!.path).toBeUndefined();
      expect(gateMode(comment).find((i) => i.mode === 'comment')!.reportFile).toBe(basename(reportFile));
      const job = Object.values(comment.jobs!)[0]!;
      expect(job.if).toBe("github.event.workflow_run.event == 'pull_request'");
      // Nothing of the pull request is checked out or run in the job that may comment.
      expect(steps(comment).filter((s) => s.run !== undefined || /^actions\/checkout@/.test(s.uses ?? ''))).toEqual([]);
    }
  });
});

describe.each(DOCS.filter((d) => d === 'README.md' || d === 'docs/action.md'))('the prose of %s', (doc) => {
  const prose = readFileSync(join(ROOT, doc), 'utf8').replace(/```[\s\S]*?```/g, '');

  it('names the Action as the examples use it', () => {
    for (const m of prose.matchAll(/`uses: ([^`]+)`/g)) expect(m[1]).toBe(GATE);
  });

  it('names only inputs and outputs that action.yml declares', () => {
    for (const m of prose.matchAll(/\binputs? `([\w-]+)`/gi)) expect(INPUTS, m[0]).toContain(m[1]);
    for (const m of prose.matchAll(/\boutputs? `([\w-]+)`/gi)) expect(OUTPUTS, m[0]).toContain(m[1]);
  });

  it('shows `input: value` only with values the Action accepts, and outputs with values action.yml lists', () => {
    for (const m of prose.matchAll(/`([a-z]+(?:-[a-z]+)*):\s*([^`]+)`/g)) {
      const [span, name, value] = m as unknown as [string, string, string];
      // An expression, or a JSON field of the report (`method: "paired"`), is not an input's value.
      if (value.includes('${{') || value.startsWith('"')) continue;
      if (INPUTS.includes(name) && !/^history of /.test(value)) {
        const given: Record<string, string> = { [name]: value.replace(/^'(.*)'$/, '$1') };
        if (name !== 'mode' && name !== 'current') given.current = 'run-*.json';
        if (name === 'mode' && value !== 'comment') given.current = 'run-*.json';
        expect(() => readStep(given), span).not.toThrow();
      }
      if (OUTPUTS.includes(name)) expect(action.outputs[name]!.description, span).toContain(value);
    }
  });
});

it("README's first screen says how to use the Action and links to its section", () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const top = readme.split('\n').slice(0, 16).join('\n');
  expect(top).toContain(`\`uses: ${GATE}\``);
  expect(top).toContain('](#the-github-action)');
  expect(readme).toMatch(/^## The GitHub Action$/m);
});
