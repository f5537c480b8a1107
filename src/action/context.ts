/**
 * What the runner tells the step about the workflow run: the event and its payload, the repository,
 * the run's URL. Read from the environment the runner sets (GITHUB_*), explicitly, so that tests can
 * give any of it.
 */
import { readFileSync } from 'node:fs';
import { inputError } from '../core/errors.js';

interface PullRequestInfo {
  number: number;
  headSha: string;
  /** owner/name of the head repository; differs from the base repository for a fork. */
  headRepo: string | null;
  baseRepo: string | null;
  /** The base commit the pull request is compared against (its rules are read from there). */
  baseSha: string | null;
  /** The label names the pull request carries, as the event saw them (after a labeled/unlabeled change). */
  labels: string[];
}

export interface WorkflowRunInfo {
  id: number;
  /** The event that started the measured run: pull_request for the fork-safe flow. */
  event: string;
  headSha: string;
  headRepo: string | null;
  htmlUrl: string | null;
}

export interface RunContext {
  eventName: string;
  owner: string;
  repo: string;
  /** The commit the workflow runs on (for a pull_request: the merge commit). */
  sha: string;
  /** The ref the workflow runs on (GITHUB_REF), e.g. refs/heads/main; '' when unknown. */
  ref: string;
  /** The repository's default branch, when the payload says. */
  defaultBranch?: string;
  /** The link to this workflow run. */
  runUrl?: string;
  pullRequest?: PullRequestInfo;
  workflowRun?: WorkflowRunInfo;
}

/**
 * Events whose runs are the branch's own, after a merge: modes promote and record run on these only.
 * Any other event may measure a pull request's code (pull_request*, an issue_comment "/benchmark"
 * workflow on the default branch's ref, merge_group's queued merge, workflow_run) before it is merged.
 */
export const BRANCH_RUN_EVENTS = ['push', 'workflow_dispatch', 'schedule'] as const;

type Json = Record<string, unknown>;

function object(value: unknown): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function repoName(value: unknown): string | null {
  return str(object(value)?.full_name);
}

function readPayload(env: NodeJS.ProcessEnv): Json {
  const path = env.GITHUB_EVENT_PATH;
  if (!path) return {};
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw inputError(`GITHUB_EVENT_PATH (${path})`, 'cannot be read', 'Run the Action in a GitHub Actions workflow');
  }
  try {
    return object(JSON.parse(text)) ?? {};
  } catch {
    throw inputError(`GITHUB_EVENT_PATH (${path})`, 'is not JSON', 'Run the Action in a GitHub Actions workflow');
  }
}

function pullRequestOf(payload: Json): PullRequestInfo | undefined {
  const pr = object(payload.pull_request);
  const head = object(pr?.head);
  const base = object(pr?.base);
  if (!pr || typeof pr.number !== 'number' || !head || typeof head.sha !== 'string') return undefined;
  const labels = Array.isArray(pr.labels) ? pr.labels.map((l) => str(object(l)?.name)).filter((n): n is string => n !== null) : [];
  return { number: pr.number, headSha: head.sha, headRepo: repoName(head.repo), baseRepo: repoName(base?.repo), baseSha: str(base?.sha), labels };
}

function workflowRunOf(payload: Json): WorkflowRunInfo | undefined {
  const run = object(payload.workflow_run);
  if (!run || typeof run.id !== 'number' || typeof run.head_sha !== 'string') return undefined;
  return { id: run.id, event: str(run.event) ?? '', headSha: run.head_sha, headRepo: repoName(run.head_repository), htmlUrl: str(run.html_url) };
}

export function readContext(env: NodeJS.ProcessEnv = process.env): RunContext {
  const payload = readPayload(env);
  const full = env.GITHUB_REPOSITORY ?? repoName(payload.repository) ?? '';
  const [owner = '', repo = ''] = full.split('/');
  const ref = env.GITHUB_REF || (str(payload.ref) ?? '');
  const context: RunContext = { eventName: env.GITHUB_EVENT_NAME ?? '', owner, repo, sha: env.GITHUB_SHA ?? '', ref };
  const defaultBranch = str(object(payload.repository)?.default_branch);
  if (defaultBranch) context.defaultBranch = defaultBranch;
  const server = env.GITHUB_SERVER_URL ?? 'https://github.com';
  if (env.GITHUB_RUN_ID && full) context.runUrl = `${server}/${full}/actions/runs/${env.GITHUB_RUN_ID}`;
  const pullRequest = pullRequestOf(payload);
  if (pullRequest) context.pullRequest = pullRequest;
  const workflowRun = workflowRunOf(payload);
  if (workflowRun) context.workflowRun = workflowRun;
  return context;
}
