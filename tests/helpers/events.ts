/**
 * Real webhook payloads from @octokit/webhooks-examples, as GITHUB_EVENT_PATH gets them. Where the
 * examples have no such case (a pull request from a fork, a workflow_run of a pull_request run), a real
 * payload is copied and only the fields that make the case are changed; each change is listed here.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface ExampleGroup {
  name: string;
  examples: Json[];
}

const groups = require('@octokit/webhooks-examples') as ExampleGroup[];

/** A deep copy of the first example of `event` (with `action`, when given). */
export function example(event: string, action?: string): Json {
  const group = groups.find((g) => g.name === event);
  const found = group?.examples.find((e) => action === undefined || e.action === action);
  if (!found) throw new Error(`no ${event}${action ? `.${action}` : ''} example in @octokit/webhooks-examples`);
  return structuredClone(found);
}

/** The examples' repository: GITHUB_REPOSITORY for the pull_request and push payloads. */
export const REPOSITORY = 'Codertocat/Hello-World';

/** pull_request.synchronize with a new head commit (the example's head SHA is the same as opened's). */
export function synchronize(headSha: string): Json {
  const payload = example('pull_request', 'synchronize');
  payload.pull_request.head.sha = headSha;
  return payload;
}

/**
 * pull_request.opened from a fork. Changed: the head repository is a fork owned by another account
 * (full_name, owner, fork: true, URLs), as GitHub sends it for a fork's pull request.
 */
export function forkPullRequest(): Json {
  const payload = example('pull_request', 'opened');
  const head = payload.pull_request.head;
  const fork = structuredClone(head.repo);
  fork.owner = { ...fork.owner, login: 'forker', id: 9_999_999, node_id: 'U_fork' };
  fork.full_name = 'forker/Hello-World';
  fork.fork = true;
  fork.html_url = 'https://github.com/forker/Hello-World';
  head.repo = fork;
  head.label = 'forker:topic';
  head.user = fork.owner;
  return payload;
}

/**
 * workflow_run.completed for the run of a fork's pull request. Changed: event "pull_request", the head
 * SHA and head repository of the pull request, the repository, and pull_requests empty (GitHub leaves it
 * empty for runs from forks).
 */
export function workflowRunOf(pr: Json): Json {
  const payload = example('workflow_run', 'completed');
  const run = payload.workflow_run;
  run.event = 'pull_request';
  run.head_sha = pr.pull_request.head.sha;
  run.head_branch = pr.pull_request.head.ref;
  run.head_repository = pr.pull_request.head.repo;
  run.repository = pr.pull_request.base.repo;
  run.pull_requests = [];
  run.html_url = `https://github.com/${REPOSITORY}/actions/runs/${run.id}`;
  payload.repository = pr.pull_request.base.repo;
  return payload;
}

/** A label object as GitHub sends it (the example's "bug" label, renamed). */
function labelObject(payload: Json, name: string): Json {
  const label = structuredClone(payload.label);
  label.name = name;
  label.url = `https://api.github.com/repos/${REPOSITORY}/labels/${encodeURIComponent(name)}`;
  label.default = false;
  return label;
}

/**
 * pull_request.labeled: `name` was added. Changed: the label's name, and the pull request's labels
 * (the example's plus this one), as GitHub sends them after the change.
 */
export function labeled(name: string): Json {
  const payload = example('pull_request', 'labeled');
  payload.label = labelObject(payload, name);
  payload.pull_request.labels = [...payload.pull_request.labels.filter((l: Json) => l.name !== name), payload.label];
  return payload;
}

/** pull_request.unlabeled: `name` was removed. Changed: the label's name, and the pull request's labels without it. */
export function unlabeled(name: string): Json {
  const payload = example('pull_request', 'unlabeled');
  payload.label = labelObject(payload, name);
  payload.pull_request.labels = payload.pull_request.labels.filter((l: Json) => l.name !== name);
  return payload;
}

/** push to the default branch (master in the examples). Changed: the commit pushed (after), when given. */
export function pushToDefaultBranch(after?: string): Json {
  const payload = structuredClone(groups.find((g) => g.name === 'push')!.examples.find((e) => e.ref === 'refs/heads/master' && !e.deleted)!);
  if (after !== undefined) payload.after = after;
  return payload;
}

/** workflow_dispatch on the default branch (master) of octo-org/octo-repo, as the example has it. */
export function workflowDispatch(): Json {
  return structuredClone(groups.find((g) => g.name === 'workflow_dispatch')!.examples.find((e) => e.ref === 'refs/heads/master')!);
}
