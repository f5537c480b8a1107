/**
 * A pull request cannot move its own goalposts (src/action/rules-source.ts): in mode check the config
 * and the baseline are read from the pull request's base commit, through the contents API of the
 * OpenAPI-checked fake GitHub or with git when the checkout has the commit; the pull request's own
 * versions count only with the accept label, and a change is shown at the top of the comment.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { commitAll } from '../helpers/git-repo.js';
import { describe, expect, it } from 'vitest';
import { NODES, runAction, type RunResult } from '../helpers/action-runner.js';
import { atBase } from '../helpers/base-commit.js';
import { example, labeled, REPOSITORY } from '../helpers/events.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { CONTENTS_INLINE_BYTES } from '../helpers/fake-git.js';
import { foreignCommands } from '../helpers/runner-log.js';
import { opsDocument } from '../helpers/documents.js';
import { workspace } from '../helpers/workspace.js';

const TOKEN = 'ghs_FAKEgoalpostsTokenNeverLogged00001';
const PR = 2;
const LABEL = 'bench-gate:accept';
const BASELINE = opsDocument({ alpha: 1000, beta: 2000 });
const REGRESSED = opsDocument({ alpha: 800, beta: 2000 }); // alpha −20%
const GATE = { current: 'bench/results/*.json' };
const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const BASE_FILES = { 'bench-gate.json': text({ baseline: 'bench/baseline.json' }), 'bench/baseline.json': text(BASELINE) };

const gh = useFakeGitHub(TOKEN);
const node = NODES.at(-1)!.path;

async function check(cwd: string, payload: Record<string, unknown>, token = TOKEN): Promise<RunResult> {
  const result = await runAction({ node, cwd, inputs: { ...GATE, 'github-token': token }, eventName: 'pull_request', payload, token, apiUrl: gh.url, repository: REPOSITORY });
  expect(result.stdout + result.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(foreignCommands(result.stdout)).toEqual([]);
  expect(gh.violations).toEqual([]);
  return result;
}

/** The checkout of a pull request that raises its own threshold to 50%, and regresses alpha by 20%. */
function loosening(): string {
  return workspace({ ...BASE_FILES, 'bench-gate.json': { baseline: 'bench/baseline.json', threshold: 50, geomean_threshold: 50 }, 'bench/results/run.json': REGRESSED });
}

describe('the rules a pull request is judged by', () => {
  it('come from the base commit: raising its own threshold does not let a regression pass', async () => {
    const result = await check(loosening(), atBase(gh, example('pull_request', 'opened'), BASE_FILES));
    expect(result.code).toBe(1);
    expect(result.outputs.verdict).toBe('fail');
    expect(gh.count('repos/get-content')).toBe(2); // bench-gate.json and the baseline, at the base commit
    const body = gh.commentsOn(PR)[0]!.body;
    const lines = body.split('\n');
    expect(lines[1]).toBe('> [!WARNING]');
    expect(lines[2]).toMatch(/^> This pull request changes the rules it is judged by \(`bench-gate\.json`\); they were \*\*not\*\* applied: this report uses those of the base commit `[0-9a-f]{7}`\. Add the label `bench-gate:accept` to judge it by its own\.$/);
    expect(body).toContain('| `threshold` | *(none)* | `50` |');
    expect(body).toContain('| `geomean_threshold` | *(none)* | `50` |');
    expect(body).toContain('### ❌ bench-gate: 1 regression');
  });

  it('are read from the base commit by the rules the CLI reads its config by: a key given twice is an error', async () => {
    // JSON.parse keeps the last: the base's 50% would have been applied without a word.
    const twice = '{\n  "baseline": "bench/baseline.json",\n  "threshold": 5,\n  "threshold": 50\n}\n';
    const result = await check(loosening(), atBase(gh, example('pull_request', 'opened'), { ...BASE_FILES, 'bench-gate.json': twice }));
    expect(result.code).toBe(1);
    expect(result.commands).toHaveLength(1);
    expect(result.commands[0]![0]).toBe('error');
    expect(result.commands[0]![1]).toMatch(/bench-gate\.json.*: key "threshold" is given twice \(lines 3 and 4\)\. Keep one of them/);
    // An empty one is named as empty, as the CLI names it, not as invalid JSON.
    const empty = await check(loosening(), atBase(gh, example('pull_request', 'opened'), { ...BASE_FILES, 'bench-gate.json': '\n' }));
    expect(empty.code).toBe(1);
    expect(empty.commands).toEqual([['error', expect.stringMatching(/bench-gate\.json.*: is empty\. Write \{\} for the default rules/)]]);
  });

  it('are the pull request\'s own with the accept label, and the change is still shown', async () => {
    const result = await check(loosening(), atBase(gh, labeled(LABEL), BASE_FILES));
    expect(result.code).toBe(0);
    const body = gh.commentsOn(PR)[0]!.body;
    expect(body).toMatch(/it carries the label `bench-gate:accept`, so its own rules were used\./);
    expect(body).toContain('| `threshold` | *(none)* | `50` |');
  });

  it('include the baseline: a pull request that rewrites it is compared with the base\'s', async () => {
    const cwd = workspace({ ...BASE_FILES, 'bench/baseline.json': opsDocument({ alpha: 800, beta: 2000 }), 'bench/results/run.json': REGRESSED });
    const result = await check(cwd, atBase(gh, example('pull_request', 'opened'), BASE_FILES));
    expect(result.code).toBe(1);
    const body = gh.commentsOn(PR)[0]!.body;
    expect(body).toContain('This pull request changes the baseline `bench/baseline.json`.');
    expect(body).toContain('| ❌ | `alpha` |');
  });

  it('are read with git when the checkout has the base commit, without any API call', async () => {
    const cwd = workspace(BASE_FILES);
    const base = commitAll(cwd);
    // The pull request's changes on top, in the working tree as a checkout of its merge commit has them.
    execFileSync('sh', ['-c', `mkdir -p bench/results && printf '%s' '${JSON.stringify({ baseline: 'bench/baseline.json', threshold: 50 })}' > bench-gate.json && printf '%s' '${JSON.stringify(REGRESSED)}' > bench/results/run.json`], { cwd });
    const payload = example('pull_request', 'opened');
    payload.pull_request.base.sha = base;
    const result = await check(cwd, payload, '');
    expect(result.code).toBe(1);
    expect(gh.requests).toEqual([]);
    expect(result.summary).toContain('| `threshold` | *(none)* | `50` |');
  });

  it('include a baseline over 1 MB read through the API, which the contents API does not inline', async () => {
    // 20,000 benchmarks: about 1.5 MB of baseline, more than the contents API serves inline.
    const many = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`suite/case-${String(i).padStart(5, '0')}`, 1000]));
    const large = text(opsDocument(many));
    expect(large.length).toBeGreaterThan(CONTENTS_INLINE_BYTES);
    const slower = opsDocument({ ...many, 'suite/case-00000': 800 }); // −20%
    // The pull request rewrites the baseline to its own slower numbers.
    const cwd = workspace({ ...BASE_FILES, 'bench/baseline.json': slower, 'bench/results/run.json': slower });
    const result = await check(cwd, atBase(gh, example('pull_request', 'opened'), { ...BASE_FILES, 'bench/baseline.json': large }));
    expect(result.commands.filter(([k]) => k === 'warning')).toEqual([]);
    expect(result.outputs.verdict).toBe('fail');
    expect(result.code).toBe(1);
    expect(result.summary).toContain('This pull request changes the baseline `bench/baseline.json`.');
  });

  describe('include a gzipped baseline, kept as its bytes', () => {
    /** The payload's base commit with `bytes` added at `path`: the fake's atBase takes text only. */
    const withBytes = (payload: Record<string, any>, path: string, bytes: Buffer) => { // eslint-disable-line @typescript-eslint/no-explicit-any
      const repo = gh.repositories.get(String(payload.pull_request.base.repo.full_name))!;
      const head = repo.refs.get('heads/main')!;
      const tree = new Map(repo.trees.get(repo.commits.get(head)!.tree)!);
      tree.set(path, repo.blob(bytes));
      payload.pull_request.base.sha = repo.commit(repo.tree(tree), [head], 'Gzipped baseline');
      repo.refs.set('heads/main', payload.pull_request.base.sha);
      return payload;
    };
    const GZ_CONFIG = text({ baseline: 'bench/baseline.json.gz' });

    it.each([
      ['inline in the contents API', 9],
      // Stored uncompressed (level 0): past the 1 MB the contents API inlines, read as a blob.
      ['over 1 MB, read as a blob', 0],
    ])('%s: a pull request that rewrites it is compared with the base\'s, byte for byte', async (_, level) => {
      // Read as UTF-8 text and written back, the base's gzip became no format at all: the step failed on it.
      const many = level === 0 ? Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`suite/case-${String(i).padStart(5, '0')}`, 1000])) : {};
      const base = gzipSync(text(opsDocument({ ...many, alpha: 1000, beta: 2000 })), { level });
      if (level === 0) expect(base.length).toBeGreaterThan(CONTENTS_INLINE_BYTES);
      const rewritten = gzipSync(text(opsDocument({ ...many, alpha: 800, beta: 2000 })), { level });
      const cwd = workspace({ 'bench-gate.json': GZ_CONFIG, 'bench/results/run.json': opsDocument({ ...many, alpha: 800, beta: 2000 }) });
      writeFileSync(join(cwd, 'bench/baseline.json.gz'), rewritten);
      const payload = withBytes(atBase(gh, example('pull_request', 'opened'), { 'bench-gate.json': GZ_CONFIG }), 'bench/baseline.json.gz', base);
      const temp = mkdtempSync(join(tmpdir(), 'bench-gate-temp-'));
      const result = await runAction({ node, cwd, inputs: { ...GATE, 'github-token': TOKEN }, eventName: 'pull_request', payload, token: TOKEN, apiUrl: gh.url, repository: REPOSITORY, env: { RUNNER_TEMP: temp } });
      expect(gh.violations).toEqual([]);
      expect(result.commands.filter(([k]) => k === 'warning')).toEqual([]);
      expect(result.commands.at(-1)).toEqual(['error', expect.stringMatching(/^bench-gate: 1 regression · /)]);
      expect(result.outputs.verdict).toBe('fail');
      expect(result.code).toBe(1);
      const body = gh.commentsOn(PR)[0]!.body;
      expect(body).toContain('This pull request changes the baseline `bench/baseline.json.gz`.');
      expect(body).toContain('| ❌ | `alpha` |');
      const materialised = join(temp, 'bench-gate', `base-${String(payload.pull_request.base.sha).slice(0, 12)}`, 'bench/baseline.json.gz');
      expect(readFileSync(materialised).equals(base)).toBe(true);
    });

    it('read with git when the checkout has the base commit', async () => {
      // git cat-file's output was read as UTF-8 text: the same corruption as through the API.
      const cwd = workspace({ 'bench-gate.json': GZ_CONFIG });
      mkdirSync(join(cwd, 'bench'));
      writeFileSync(join(cwd, 'bench/baseline.json.gz'), gzipSync(text(BASELINE)));
      const payload = example('pull_request', 'opened');
      payload.pull_request.base.sha = commitAll(cwd);
      writeFileSync(join(cwd, 'bench/baseline.json.gz'), gzipSync(text(REGRESSED)));
      mkdirSync(join(cwd, 'bench/results'));
      writeFileSync(join(cwd, 'bench/results/run.json'), text(REGRESSED));
      const result = await check(cwd, payload, '');
      expect(gh.requests).toEqual([]);
      expect(result.commands.filter(([k]) => k === 'error').map(([, m]) => m)).not.toContainEqual(expect.stringMatching(/no format/));
      expect(result.outputs.verdict).toBe('fail');
      expect(result.summary).toContain('This pull request changes the baseline `bench/baseline.json.gz`.');
      expect(result.summary).toContain('| ❌ | `alpha` |');
    });

    it('an unchanged one is read from the checkout, and one that differs only in bytes UTF-8 cannot hold is a change', async () => {
      // The same document gzipped with two OS bytes of its header, 0xff and 0xfe: neither is UTF-8, so as
      // text both files are the same, and the change was not seen.
      const base = gzipSync(text(BASELINE));
      base[9] = 0xff;
      const other = Buffer.from(base);
      other[9] = 0xfe;
      expect(other.toString('utf8')).toBe(base.toString('utf8'));
      for (const [head, changed] of [[base, false], [other, true]] as const) {
        const cwd = workspace({ 'bench-gate.json': GZ_CONFIG, 'bench/results/run.json': BASELINE });
        writeFileSync(join(cwd, 'bench/baseline.json.gz'), head);
        const payload = withBytes(atBase(gh, example('pull_request', 'opened'), { 'bench-gate.json': GZ_CONFIG }), 'bench/baseline.json.gz', base);
        const result = await check(cwd, payload);
        expect(result.outputs.verdict).toBe('pass');
        const body = gh.commentsOn(PR).at(-1)!.body;
        expect(body.includes('This pull request changes the baseline')).toBe(changed);
      }
    });
  });

  it('are the base\'s when the pull request\'s config nests too deep to read, and the change shows its text', async () => {
    // JSON that nests 100,000 levels: the note's walk of the config overflowed the stack ("internal error").
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const cwd = workspace({ ...BASE_FILES, 'bench-gate.json': deep, 'bench/results/run.json': REGRESSED });
    const result = await check(cwd, atBase(gh, example('pull_request', 'opened'), BASE_FILES));
    expect(result.commands.filter(([k]) => k === 'error').map(([, m]) => m)).not.toContainEqual(expect.stringMatching(/internal error/));
    expect(result.code).toBe(1);
    expect(result.outputs.verdict).toBe('fail');
    const body = gh.commentsOn(PR)[0]!.body;
    expect(body).toContain('they were **not** applied');
    expect(body).toContain('| `(the whole file)` | *(none)* | `"[[[[');
    expect(body).toContain('### ❌ bench-gate: 1 regression');
  });

  it('give no-baseline, not an error, to the pull request that adds the first config and baseline', async () => {
    // Adopting bench-gate: the base commit has no bench-gate.json, so no baseline path; the pull request's
    // names one. It failed with "no baseline path given ... Set "baseline" in bench-gate.json", which it does.
    const cwd = workspace({ ...BASE_FILES, 'bench/results/run.json': REGRESSED });
    const result = await check(cwd, atBase(gh, example('pull_request', 'opened'), {}));
    expect(result.commands.filter(([k]) => k === 'error')).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.outputs.verdict).toBe('no-baseline');
    expect(result.commands.at(-1)).toEqual([
      'warning',
      expect.stringMatching(/^bench-gate: no baseline file "bench\/baseline\.json" \("baseline" in "bench-gate\.json"\) at the pull request's base commit [0-9a-f]{7} \(the pull request adds it; it is used once merged\), so nothing was compared and the check passes\./),
    ]);
    const body = gh.commentsOn(PR)[0]!.body;
    expect(body).toContain('they were **not** applied');
    expect(body).toContain('### 📏 bench-gate: no baseline yet');
    // With the label, its own rules apply: compared with its own baseline (and its regression accepted).
    const labelled = await check(cwd, atBase(gh, labeled(LABEL), {}));
    expect(labelled.outputs.verdict).toBe('accepted');
    expect(labelled.outputs.regressions).toBe('1');
  });

  it.each(['bench-gate.json', 'bench/baseline.json'])('refuse in one line a pull request that makes %s a folder', async (path) => {
    // It ended in "internal error: EISDIR: illegal operation on a directory, read".
    const files: Record<string, unknown> = { ...BASE_FILES, [`${path}/x`]: 'x', 'bench/results/run.json': REGRESSED };
    delete files[path];
    const cwd = workspace(files);
    const result = await check(cwd, atBase(gh, example('pull_request', 'opened'), BASE_FILES));
    expect(result.code).toBe(1);
    expect(result.outputs.verdict).toBeUndefined();
    const input = path === 'bench-gate.json' ? 'config' : 'baseline';
    expect(result.commands).toEqual([
      ['error', `input \`${input}\`: "${path}" is not a file in the checkout (a folder, say), so it is not read on a pull request. On a pull request the config and the baseline are files, compared with their versions at the base commit: commit the file itself`],
    ]);
  });

  it('fall back to the checkout, with a warning that says so, when the base cannot be read', async () => {
    const payload = example('pull_request', 'opened');
    const result = await check(loosening(), payload, '');
    expect(result.code).toBe(0); // judged by its own (loosened) rules: nothing could be read from the base
    expect(result.commands.filter(([k]) => k === 'warning').map(([, m]) => m)).toContainEqual(
      expect.stringMatching(/^bench-gate: could not read the rules from the pull request's base commit [0-9a-f]{7} \(the checkout does not have it .*\); judging the pull request by its own/),
    );
  });

  it('fail the step, not fall back to the pull request\'s own rules, when GitHub will not serve the base', async () => {
    // A workflow without contents: read (or an API that keeps failing): falling back would judge every
    // pull request by its own loosened rules without failing any.
    gh.faults.push({ operationId: 'repos/get-content', status: 403, message: 'Resource not accessible by integration', times: 10 });
    const result = await check(loosening(), atBase(gh, example('pull_request', 'opened'), BASE_FILES));
    expect(result.code).not.toBe(0);
    expect(result.outputs.verdict).toBeUndefined();
    expect(result.commands.filter(([k]) => k === 'error').map(([, m]) => m)).toContainEqual(
      expect.stringMatching(/^bench-gate\.json at the base commit [0-9a-f]{7}: could not be read \(GitHub answered 403.*\); the pull request is not judged by its own rules instead\. Give the workflow `contents: read` permission/),
    );
    expect(result.commands.filter(([k]) => k === 'warning')).toEqual([]);
  });

  describe('reached through a symbolic link the pull request adds', () => {
    const PERF = { 'bench-gate.json': text({ baseline: 'perf/baseline.json' }), 'perf/baseline.json': text(BASELINE) };

    it('a folder made a link is refused, not read from the base at the path it points to', async () => {
      // perf/ becomes a link to its own lenient/ folder: the base commit has no lenient/baseline.json,
      // so the base would seem to have no baseline at all (no-baseline: the step passes).
      const cwd = workspace({ 'bench-gate.json': PERF['bench-gate.json'], 'lenient/baseline.json': REGRESSED, 'bench/results/run.json': REGRESSED });
      symlinkSync('lenient', join(cwd, 'perf'));
      const result = await check(cwd, atBase(gh, example('pull_request', 'opened'), PERF));
      expect(result.code).toBe(1);
      expect(result.outputs.verdict).toBeUndefined();
      expect(result.commands).toEqual([['error', 'input `baseline`: "perf/baseline.json" is reached through the symbolic link perf in the checkout, which a pull request can point anywhere, so it is not read on a pull request. Name the file itself in the repository, or commit it in place of the link']]);
      expect(gh.commentsOn(PR)).toEqual([]);
    });

    it('a config made a link to a file outside the checkout is refused, and nothing of that file is shown', async () => {
      const secret = join(workspace({ 'secret.json': { token: 'SECRET-VALUE-0123' } }), 'secret.json');
      const cwd = workspace({ 'perf/baseline.json': BASELINE, 'bench/results/run.json': REGRESSED });
      symlinkSync(secret, join(cwd, 'bench-gate.json'));
      for (const payload of [example('pull_request', 'opened'), labeled(LABEL)]) {
        const result = await check(cwd, atBase(gh, payload, PERF));
        expect(result.code).toBe(1);
        expect(result.commands).toEqual([['error', expect.stringMatching(/^input `config`: "bench-gate\.json" is reached through the symbolic link bench-gate\.json in the checkout/)]]);
        expect(result.stdout + result.summary + JSON.stringify(gh.comments)).not.toContain('SECRET-VALUE');
      }
    });

    it('a link outside the files of the rules is no concern', async () => {
      const cwd = workspace({ ...PERF, 'data/run.json': REGRESSED });
      symlinkSync('data', join(cwd, 'results'));
      const result = await runAction({ node, cwd, inputs: { current: 'results/*.json', 'github-token': TOKEN }, eventName: 'pull_request', payload: atBase(gh, example('pull_request', 'opened'), PERF), token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
      expect(result.outputs.verdict).toBe('fail');
    });
  });

  describe('whatever form the workflow names the files in', () => {
    /** A pull request that rewrites the baseline so that its 20% regression of alpha compares as unchanged. */
    const rewritten = { 'bench/baseline.json': opsDocument({ alpha: 800, beta: 2000 }), 'bench/results/run.json': REGRESSED };
    const withInputs = async (cwd: string, payload: Record<string, unknown>, inputs: Record<string, string>) => {
      const result = await runAction({ node, cwd, inputs: { 'github-token': TOKEN, ...inputs }, eventName: 'pull_request', payload, token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
      expect(gh.violations).toEqual([]);
      return result;
    };
    const contentPaths = () => gh.requests.filter((r) => r.operationId === 'repos/get-content').map((r) => decodeURIComponent(r.path));

    it('an absolute baseline path is read from the base commit by its path in the repository', async () => {
      const cwd = workspace(rewritten);
      const result = await withInputs(cwd, atBase(gh, example('pull_request', 'opened'), { 'bench/baseline.json': text(BASELINE) }), { current: 'bench/results/*.json', baseline: join(cwd, 'bench/baseline.json') });
      expect(result.outputs.verdict).toBe('fail');
      expect(result.code).toBe(1);
      expect(contentPaths().some((p) => p.endsWith('/contents/bench/baseline.json'))).toBe(true);
    });

    it('a checkout in a folder of the workspace (actions/checkout path:) is read by its path in the repository, with git', async () => {
      const cwd = workspace({});
      const repo = join(cwd, 'repo');
      mkdirSync(join(repo, 'bench'), { recursive: true });
      writeFileSync(join(repo, 'bench/baseline.json'), text(BASELINE));
      writeFileSync(join(repo, 'bench-gate.json'), text({ threshold: 8 }));
      const payload = example('pull_request', 'opened');
      payload.pull_request.base.sha = commitAll(repo);
      mkdirSync(join(repo, 'bench/results'));
      writeFileSync(join(repo, 'bench/baseline.json'), text(rewritten['bench/baseline.json']));
      writeFileSync(join(repo, 'bench/results/run.json'), text(REGRESSED));
      const result = await withInputs(cwd, payload, { current: 'repo/bench/results/*.json', baseline: 'repo/bench/baseline.json', config: 'repo/bench-gate.json', 'github-token': '' });
      expect(result.outputs.verdict).toBe('fail');
      expect(gh.requests).toEqual([]);
      expect(result.summary).toContain('This pull request changes the baseline `repo/bench/baseline.json`.');
    });

    it('a checkout in a folder of the workspace is read by its path in the repository, through the API', async () => {
      const cwd = workspace({ 'repo/bench/baseline.json': rewritten['bench/baseline.json'], 'repo/bench/results/run.json': REGRESSED });
      // actions/checkout's default: a git checkout of the merge commit alone, without the base commit.
      execFileSync('git', ['init', '-q'], { cwd: join(cwd, 'repo') });
      const result = await withInputs(cwd, atBase(gh, example('pull_request', 'opened'), { 'bench/baseline.json': text(BASELINE) }), { current: 'repo/bench/results/*.json', baseline: 'repo/bench/baseline.json' });
      expect(result.outputs.verdict).toBe('fail');
      expect(contentPaths().some((p) => p.endsWith('/contents/bench/baseline.json'))).toBe(true);
    });

    it('a baseline outside the checkout is read as it is, with a warning that no base commit holds it', async () => {
      const outside = workspace({ 'baseline.json': BASELINE });
      const cwd = workspace({ 'bench/results/run.json': REGRESSED });
      const result = await withInputs(cwd, atBase(gh, example('pull_request', 'opened'), {}), { current: 'bench/results/*.json', baseline: join(outside, 'baseline.json') });
      expect(result.outputs.verdict).toBe('fail');
      expect(result.commands.filter(([k]) => k === 'warning').map(([, m]) => m)).toContainEqual(expect.stringMatching(/^bench-gate: the baseline ".*baseline\.json" is outside the repository checkout \(.*\), so no base commit holds a version of it/));
    });
  });
});
