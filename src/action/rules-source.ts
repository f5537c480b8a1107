/**
 * A pull request cannot move its own goalposts: on a pull request, the config (bench-gate.json) and the
 * baseline are read from the pull request's base commit, not from its checkout, where the pull request
 * could raise its thresholds, protect the benchmark it slows down or rewrite the baseline. The pull
 * request's own versions take effect only when it carries the accept label; either way, a change is
 * shown at the top of the comment (report/rules-change.ts).
 *
 * The base commit is read with git when the checkout has it (fetch-depth: 0), else through the contents
 * API with the job's token. Without either (github-token: ''), the checkout's files are used, with a
 * warning that says so; an API error fails the step rather than fall back to them.
 */
import { existsSync, lstatSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { DEFAULT_CONFIG_PATH, parseConfigText, type Config } from '../core/config.js';
import { InputError, inputError } from '../core/errors.js';
import { deeperThan, MAX_JSON_DEPTH } from '../core/json-text.js';
import { createClient, describeApiError } from '../github/client.js';
import { fileBytesAt } from '../github/contents.js';
import { checkoutPath, type CheckoutPath } from '../io/checkout-path.js';
import { fileAtCommit } from '../io/git.js';
import { writeFileAtomic } from '../io/write-file.js';
import type { RulesChange } from '../report/rules-change.js';
import type { RunContext } from './context.js';
import type { RuleFiles } from './evaluate.js';
import type { ActionInputs } from './inputs.js';
import type { StepIO } from './step-io.js';

interface RuleSources {
  files: RuleFiles;
  /** Set when the pull request changes its rules. */
  change?: RulesChange;
}

/**
 * A file's bytes at the base commit: undefined when absent there; throws when it cannot be read at all.
 * Bytes, not text: a gzipped baseline decoded as UTF-8 and written back is no longer gzip.
 */
type BaseReader = (file: CheckoutPath & { path: string }) => Promise<Buffer | undefined>;

class Unreadable extends Error {}

/**
 * Reads the base commit's files: with git when the checkout has the commit, else through the contents
 * API. Throws Unreadable when neither can be tried, and GitHub's error as it is when the API fails
 * (rulesReader and workflowChange each say what that means for them).
 */
function baseReader(inputs: ActionInputs, context: RunContext, baseSha: string, io: StepIO): BaseReader {
  let client: ReturnType<typeof createClient> | undefined;
  return async ({ root, path }) => {
    const local = fileAtCommit(root, baseSha, path);
    if (local.kind === 'file') return local.bytes;
    if (local.kind === 'absent') return undefined;
    if (inputs.token === '') throw new Unreadable('the checkout does not have it (fetch-depth: 0 fetches it) and there is no github-token to read it with');
    client ??= createClient(inputs.token, { debug: io.debug, warning: io.warning });
    return await fileBytesAt(client, context.owner, context.repo, path, baseSha);
  };
}

/** The base commit's rule files: an API error fails the step. */
function rulesReader(read: BaseReader, baseSha: string): BaseReader {
  return async (file) => {
    try {
      return await read(file);
    } catch (error) {
      if (error instanceof Unreadable) throw error;
      // Not a fallback to the checkout's rules: an answer the pull request cannot choose would become
      // one it can use (its own thresholds), and a missing permission would loosen every pull request
      // without failing any. The step fails instead and says how to let it read the base.
      throw inputError(
        `${file.path} at the base commit ${baseSha.slice(0, 7)}`,
        `could not be read (GitHub answered ${describeApiError(error)}); the pull request is not judged by its own rules instead`,
        'Give the workflow `contents: read` permission (or check out with fetch-depth: 0, so that git reads it), then re-run',
      );
    }
  };
}

/** The first symbolic link on the way from the workspace down to `file` (the file itself included), as a path from the workspace. */
function linkOnTheWay(file: string, workspace: string): string | undefined {
  const top = resolve(workspace);
  const rel = relative(top, resolve(file));
  // Outside the workspace: read as it is, with the warning of ruleSources's read().
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return undefined;
  const parts = rel.split(sep);
  for (let i = 1; i <= parts.length; i++) {
    let link: boolean;
    try {
      link = lstatSync(join(top, ...parts.slice(0, i))).isSymbolicLink();
    } catch {
      return undefined; // absent from here down
    }
    if (link) return parts.slice(0, i).join('/');
  }
  return undefined;
}

/**
 * On a pull request the config and the baseline must be files of the checkout, not reached through a
 * symbolic link: the pull request can add or re-point a link, so that the base commit is asked for
 * another file than the one read (a folder linked to one of its own makes the base seem to have no
 * baseline at all), or so that a file outside the checkout (a credentials file, /proc) is read as
 * its rules and shown in the comment.
 */
function refuseLink(file: string, input: string, workspace: string): void {
  const link = linkOnTheWay(file, workspace);
  if (link === undefined) return;
  throw inputError(
    `input \`${input}\``,
    `"${file}" is reached through the symbolic link ${link} in the checkout, which a pull request can point anywhere, so it is not read on a pull request`,
    'Name the file itself in the repository, or commit it in place of the link',
  );
}

/**
 * The checkout's version of a rules file, its bytes; undefined when it has none. Anything but a file
 * (a pull request can commit a folder in its place) is refused in one line: it has nothing to compare
 * with the base's, and reading it ended in "internal error: EISDIR".
 */
function checkoutBytes(path: string, input: string): Buffer | undefined {
  if (!existsSync(path)) return undefined;
  if (!statSync(path).isFile()) {
    throw inputError(
      `input \`${input}\``,
      `"${path}" is not a file in the checkout (a folder, say), so it is not read on a pull request`,
      'On a pull request the config and the baseline are files, compared with their versions at the base commit: commit the file itself',
    );
  }
  return readFileSync(path);
}

/** A config's bytes as its text. */
function utf8(bytes: Buffer | undefined): string | undefined {
  return bytes?.toString('utf8');
}

/** Whether the base's and the checkout's versions differ, byte for byte (as text, two gzip files could look the same). */
function differ(a: Buffer | undefined, b: Buffer | undefined): boolean {
  return a === undefined || b === undefined ? a !== b : !a.equals(b);
}

/** A config's text as the CLI reads its file (parseConfigText: empty, not JSON, a key given twice). */
function parsedConfig(text: string | undefined, label: string): Config {
  return text === undefined ? {} : parseConfigText(text, label);
}

/**
 * A config's side of the change note: its JSON, or its text when it is not JSON or nests deeper than
 * any config does (the note walks and the report file writes the JSON recursively: a pull request's
 * 100,000 nested brackets overflowed the stack, an internal error instead of a verdict).
 */
function jsonOrText(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    const json = JSON.parse(text) as unknown;
    return deeperThan(json, MAX_JSON_DEPTH) ? text : json;
  } catch {
    return text;
  }
}

/**
 * Writes the base commit's version (of the file at `path` in the repository) where the loaders can read
 * it, named after the commit: its bytes as they are, so that a gzipped baseline stays gzip.
 */
function materialise(env: NodeJS.ProcessEnv, baseSha: string, path: string, bytes: Buffer | undefined): string | null {
  if (bytes === undefined) return null;
  const file = join(env.RUNNER_TEMP || process.cwd(), 'bench-gate', `base-${baseSha.slice(0, 12)}`, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileAtomic(file, bytes);
  return file;
}

const FULL_SHA = /^[0-9a-f]{40}$/;

/**
 * The running workflow's file as GITHUB_WORKFLOW_REF names it (`owner/repo/.github/workflows/bench.yml@refs/pull/12/merge`):
 * its path in the repository; undefined when the variable is unset, or names a file of another
 * repository or in another form.
 */
export function workflowPath(workflowRef: string | undefined, owner: string, repo: string): string | undefined {
  if (!workflowRef) return undefined;
  const prefix = `${owner}/${repo}/`;
  if (owner === '' || repo === '' || workflowRef.slice(0, prefix.length).toLowerCase() !== prefix.toLowerCase()) return undefined;
  // A file name holds no '/', so the '@refs/' after it is the ref's, whatever '@' the name holds.
  return /^(\.github\/workflows\/[^/]+)@refs\/./.exec(workflowRef.slice(prefix.length))?.[1];
}

/**
 * Whether a pull request changes the workflow file that runs this step. On `pull_request`, GitHub runs
 * the workflow as the pull request has it, so its inputs (`threshold`, `protected`,
 * `fail-on-regression`, `baseline`) are the pull request's to set, and nothing else would say so; on
 * `pull_request_target` and `workflow_run` the workflow is the base branch's. Read like the rules (git,
 * else the contents API), at GITHUB_WORKFLOW_SHA (the commit GitHub runs it from) when the runner
 * names it, else from the checkout (a link there is not followed), but only to be shown: when either
 * side cannot be read, a notice says so and the step goes on.
 */
async function workflowChange(inputs: ActionInputs, context: RunContext, io: StepIO, env: NodeJS.ProcessEnv, baseSha: string, read: BaseReader, workspace: string): Promise<RulesChange['workflow']> {
  if (context.eventName !== 'pull_request') return undefined;
  const path = workflowPath(env.GITHUB_WORKFLOW_REF, context.owner, context.repo);
  if (path === undefined) {
    if (env.GITHUB_WORKFLOW_REF) io.debug(`bench-gate: GITHUB_WORKFLOW_REF (${env.GITHUB_WORKFLOW_REF}) names no workflow file of ${context.owner}/${context.repo}; not compared with the base commit`);
    return undefined;
  }
  const notShown = (why: string) => io.notice(`bench-gate: the workflow file ${path} ${why}, so whether this pull request changes it (and the inputs it is judged with) is not shown`);
  const root = checkoutPath(inputs.config, workspace).root;
  let head: Buffer | undefined;
  let linked = false;
  // The file GitHub runs is the one at GITHUB_WORKFLOW_SHA (the merge commit): read there, as the base
  // is (git when the checkout has it, as the default checkout does). A checkout of the pull request's
  // head differs from the base wherever the base branch moved since, and would blame the pull request.
  const runSha = env.GITHUB_WORKFLOW_SHA;
  if (runSha !== undefined && FULL_SHA.test(runSha)) {
    try {
      head = await baseReader(inputs, context, runSha, io)({ root, path });
    } catch (error) {
      notShown(`could not be read at the commit that runs it, ${runSha.slice(0, 7)} (${error instanceof Unreadable ? error.message : `GitHub answered ${describeApiError(error)}`})`);
      return undefined;
    }
    if (head === undefined) {
      notShown(`is not in the commit that runs it, ${runSha.slice(0, 7)}`);
      return undefined;
    }
  } else {
    const file = join(root, path);
    // A link can point anywhere: a pull request that makes its workflow one is shown as changing it.
    linked = linkOnTheWay(file, root) !== undefined;
    if (!linked) {
      if (!existsSync(file) || !statSync(file).isFile()) {
        notShown(`is not a file of the checkout (${root})`);
        return undefined;
      }
      head = readFileSync(file);
    }
  }
  let base: Buffer | undefined;
  try {
    base = await read({ root, path });
  } catch (error) {
    notShown(`could not be read at the base commit ${baseSha.slice(0, 7)} (${error instanceof Unreadable ? error.message : `GitHub answered ${describeApiError(error)}`})`);
    return undefined;
  }
  if (base === undefined) return { path, base: 'absent' };
  return linked || differ(base, head) ? { path, base: 'present' } : undefined;
}

/**
 * The files the gate reads on this run. `accepted`: the pull request carries the accept label, so its
 * own rules apply (the change is still shown).
 */
export async function ruleSources(inputs: ActionInputs, context: RunContext, io: StepIO, env: NodeJS.ProcessEnv, accepted: boolean): Promise<RuleSources> {
  const baseSha = context.pullRequest?.baseSha;
  if (!context.pullRequest || !baseSha) return { files: {} };
  const read = baseReader(inputs, context, baseSha, io);
  const workspace = env.GITHUB_WORKSPACE || process.cwd();
  // A given report (input `report`) was made with the rules of the base's checkout (gate-report.ts).
  const sources = inputs.report !== undefined ? { files: {} } : await configSources(inputs, io, env, accepted, baseSha, rulesReader(read, baseSha), workspace);
  const workflow = await workflowChange(inputs, context, io, env, baseSha, read, workspace);
  if (workflow === undefined) return sources;
  return { files: sources.files, change: { ...(sources.change ?? { baseSha, applied: accepted, acceptLabel: inputs.acceptLabel }), workflow } };
}

/** The config and the baseline of a pull request: the base commit's, unless `accepted`; and what the pull request changes in them. */
async function configSources(inputs: ActionInputs, io: StepIO, env: NodeJS.ProcessEnv, accepted: boolean, baseSha: string, reader: BaseReader, workspace: string): Promise<RuleSources> {
  /** The file as the base commit has it, its path in the repository; `outside` for a file no commit holds. */
  const read = async (file: string, input: string): Promise<{ bytes: Buffer | undefined; path: string } | 'outside'> => {
    const at = checkoutPath(file, workspace);
    if (at.path === undefined) {
      io.warning(
        `bench-gate: the ${input} "${file}" is outside the repository checkout (${at.root}), so no base commit holds a version of it to judge ` +
          'the pull request by; it is read as it is, and code the pull request runs in this job could have written it',
      );
      return 'outside';
    }
    return { bytes: await reader({ root: at.root, path: at.path }), path: at.path };
  };
  const configFile = inputs.config;
  refuseLink(configFile, 'config', workspace);
  try {
    const headConfigText = utf8(checkoutBytes(configFile, 'config'));
    const baseConfig = await read(configFile, 'config');
    const baseConfigText = baseConfig === 'outside' ? headConfigText : utf8(baseConfig.bytes);
    const configChanged = baseConfigText !== headConfigText;
    const label = `${configFile} at ${baseSha.slice(0, 7)}`;
    const config = accepted || !configChanged ? undefined : parsedConfig(baseConfigText, label);
    const effective = config ?? parsedConfig(headConfigText, configFile);
    const baselinePath = inputs.baseline ?? effective.baseline;
    const files: RuleFiles = { baseSha };
    if (!accepted && configChanged && baseConfig !== 'outside') files.config = materialise(env, baseSha, baseConfig.path, baseConfig.bytes);
    if (baselinePath === undefined && config !== undefined) {
      // The base names no baseline (it has no config yet: the pull request adopts bench-gate): there is
      // none to compare with until it is merged, as for a pull request that adds the first baseline. The
      // path its own config names is only shown, so that it does not fail on "no baseline path given".
      const added = parsedConfig(headConfigText, configFile).baseline;
      if (added !== undefined) {
        files.baseline = null;
        files.addedBaseline = added;
      }
    }
    if (configFile !== DEFAULT_CONFIG_PATH && files.config === null) {
      throw new InputError(`input \`config\`: "${configFile}" does not exist at the pull request's base commit ${baseSha.slice(0, 7)}; add the label "${inputs.acceptLabel}" to use the pull request's`);
    }
    let baselineChange: RulesChange['baseline'];
    if (baselinePath !== undefined) {
      refuseLink(baselinePath, 'baseline', workspace);
      const base = await read(baselinePath, 'baseline');
      const head = checkoutBytes(baselinePath, 'baseline');
      if (base !== 'outside' && differ(base.bytes, head)) {
        baselineChange = { path: baselinePath, base: base.bytes === undefined ? 'absent' : 'present', head: head === undefined ? 'absent' : 'present' };
        if (!accepted) files.baseline = materialise(env, baseSha, base.path, base.bytes);
      }
    }
    if (!configChanged && !baselineChange) return { files };
    const change: RulesChange = { baseSha, applied: accepted, acceptLabel: inputs.acceptLabel };
    if (configChanged) change.config = { path: configFile, base: jsonOrText(baseConfigText), head: jsonOrText(headConfigText) };
    if (baselineChange) change.baseline = baselineChange;
    return { files, change };
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    io.warning(
      `bench-gate: could not read the rules from the pull request's base commit ${baseSha.slice(0, 7)} (${error.message}); ` +
        "judging the pull request by its own bench-gate.json and baseline, which it could have changed",
    );
    return { files: {} };
  }
}
