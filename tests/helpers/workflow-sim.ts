/**
 * Runs a workflow file's job the way the runner would, as far as bench-gate is concerned: the job's
 * and steps' `if:`, expressions in `with:`, the bench-gate step as the bundle (any `uses:` of
 * bench-gate or `./`), and actions/upload-artifact / download-artifact as a copy through an in-memory
 * artifact store. An action is known by its major tag (`@v4`, as the examples have it) or by a full
 * commit SHA (as this repository's own workflows pin them; tests/release/pinned-actions.test.ts
 * checks that the artifact actions' SHAs are v4 releases, whose inputs this simulates). `run:` steps,
 * checkout and setup-node are the test's to prepare (the workspace holds what they would have
 * produced). Any other step or expression fails the test, so the documented workflows cannot drift
 * from what is exercised here.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import yaml from 'js-yaml';
import { runAction, type RunResult } from './action-runner.js';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string | number | boolean>;
}

interface Workflow {
  name: string;
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, { if?: string; 'runs-on': string; steps: Step[] }>;
}

export function loadWorkflow(path: string): Workflow {
  return yaml.load(readFileSync(path, 'utf8')) as Workflow;
}

export interface SimContext {
  node: string;
  apiUrl: string;
  repository: string;
  eventName: string;
  payload: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  token: string;
  workspace: string;
  runnerTemp: string;
  /** name -> file name -> content: what upload-artifact stored. */
  artifacts: Map<string, Map<string, Buffer>>;
}

export interface JobResult {
  ran: boolean;
  gate: RunResult[];
  failed: boolean;
}

function lookup(path: string, ctx: SimContext): unknown {
  const [root, ...rest] = path.split('.');
  let node: unknown;
  if (root === 'github' && rest[0] === 'token') return ctx.token;
  if (root === 'github' && rest[0] === 'event') {
    node = ctx.payload;
    rest.shift();
  } else if (root === 'github' && rest[0] === 'event_name') return ctx.eventName;
  else if (root === 'runner' && rest[0] === 'temp') return ctx.runnerTemp;
  else throw new Error(`the simulation does not know the expression context "${path}"`);
  for (const key of rest) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}

/** The few expression forms the documented workflows use; anything else throws. */
export function evaluate(expression: string, ctx: SimContext, failed = false): unknown {
  const e = expression.trim();
  if (e === '!cancelled()' || e === 'always()') return true;
  if (e === 'success()') return !failed;
  if (e === 'failure()') return failed;
  const eq = /^([\w.-]+)\s*==\s*'([^']*)'$/.exec(e);
  if (eq) return String(lookup(eq[1]!, ctx)) === eq[2];
  if (/^[\w.-]+$/.test(e)) return lookup(e, ctx);
  throw new Error(`the simulation does not evaluate \${{ ${e} }}`);
}

function interpolate(value: string, ctx: SimContext): string {
  return value.replace(/\$\{\{(.*?)\}\}/g, (_, e: string) => String(evaluate(e, ctx)));
}

function condition(text: string | undefined, ctx: SimContext, failed: boolean): boolean {
  if (text === undefined) return !failed;
  const inner = /^\$\{\{(.*)\}\}$/s.exec(text.trim())?.[1] ?? text;
  return Boolean(evaluate(inner, ctx, failed));
}

function resolve(ctx: SimContext, path: string): string {
  return isAbsolute(path) ? path : join(ctx.workspace, path);
}

export function isGateStep(step: Step): boolean {
  return step.uses === './' || /(^|\/)bench-gate@v\d+$/.test(step.uses ?? '');
}

export async function runJob(workflow: Workflow, ctx: SimContext): Promise<JobResult> {
  const [job] = Object.values(workflow.jobs);
  if (!job) throw new Error('no job');
  const result: JobResult = { ran: false, gate: [], failed: false };
  if (!condition(job.if, ctx, false)) return result;
  result.ran = true;
  for (const step of job.steps) {
    if (!condition(step.if, ctx, result.failed)) continue;
    const inputs = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, interpolate(String(v), ctx)]));
    if (step.run !== undefined || /^actions\/(checkout|setup-node)@(v\d+|[0-9a-f]{40})$/.test(step.uses ?? '')) continue;
    if (isGateStep(step)) {
      const run = await runAction({ node: ctx.node, cwd: ctx.workspace, inputs, eventName: ctx.eventName, payload: ctx.payload, token: ctx.token, apiUrl: ctx.apiUrl, repository: ctx.repository, env: { RUNNER_TEMP: ctx.runnerTemp } });
      result.gate.push(run);
      if (run.code !== 0) result.failed = true;
    } else if (/^actions\/upload-artifact@(v4|[0-9a-f]{40})$/.test(step.uses ?? '')) {
      const files = new Map<string, Buffer>();
      const path = inputs.path!;
      files.set(path.split('/').at(-1)!, readFileSync(resolve(ctx, path)));
      ctx.artifacts.set(inputs.name!, files);
    } else if (/^actions\/download-artifact@(v4|[0-9a-f]{40})$/.test(step.uses ?? '')) {
      if (inputs['run-id'] !== String(ctx.payload.workflow_run?.id)) throw new Error(`download-artifact run-id ${inputs['run-id']} is not the workflow run's`);
      if (inputs['github-token'] !== ctx.token) throw new Error('download-artifact needs the job token for another run');
      const files = ctx.artifacts.get(inputs.name!);
      if (!files) throw new Error(`no artifact ${inputs.name}`);
      const dir = resolve(ctx, inputs.path ?? '.');
      for (const [name, content] of files) {
        mkdirSync(dirname(join(dir, name)), { recursive: true });
        writeFileSync(join(dir, name), content);
      }
    } else {
      throw new Error(`the simulation does not know the step ${JSON.stringify(step)}`);
    }
  }
  return result;
}
