/**
 * The pull request's report artifact as an attacker writes it: every string field the schema lets them
 * set holds text made to act on the runner (`::add-mask::`, `##[set-output]`, line breaks of every kind,
 * `::stop-commands::`) and on the comment (HTML, mentions, links, Markdown, control and bidirectional
 * characters). What must hold, in every mode:
 *
 * - stdout, read the way the runner reads it (tests/helpers/runner-log.ts), carries no workflow command
 *   that bench-gate did not write;
 * - the comment and the job summary, rendered as CommonMark + GFM (micromark), have the same HTML
 *   elements, the same links and no more mentions than the same report with its own, harmless strings.
 *
 * One report made by mode report (the bundle), then: each field end to end through the bundle in mode
 * comment (a few spawns), and random strings in every field through the same rendering and logging
 * functions in-process (fast-check), so that the suite stays fast on two cores.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPrReport, type PrReport } from '../../src/action/artifact.js';
import type { Evaluation } from '../../src/action/evaluate.js';
import { annotateFailures, commentBody, fullMarkdown, logReport, verdictMessage } from '../../src/action/publish.js';
import { stepIO } from '../../src/action/step-io.js';
import { NODES, runAction, type RunResult } from '../helpers/action-runner.js';
import { forkPullRequest, REPOSITORY, workflowRunOf } from '../helpers/events.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { foreignCommands, runnerCommands } from '../helpers/runner-log.js';
import { opsDocument } from '../helpers/documents.js';
import { workspace } from '../helpers/workspace.js';

const TOKEN = 'ghs_FAKEhostileReportTokenNeverLogged0001';
const PR = 2;
const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
const MARKER = '<!-- bench-gate:comment -->';
const node = NODES.at(-1)!.path;

/** Text aimed at the runner and at the comment at once; INJECTED marks what must never become a command. */
const HOSTILE = [
  'x\n::add-mask::INJECTED\r::error::INJECTED\r\n##[set-output name=verdict]INJECTED',
  '\u2028::warning::INJECTED\u0085 ::stop-commands::INJECTED',
  '@octocat <img src=x onerror=alert(1)> <details> [click](https://evil.example) https://evil.example/p #1 | `tick` **b** <!--',
  '\u001b[31mred\u0007 \u202eevil\u2066',
].join('');

const gh = useFakeGitHub(TOKEN);

let original: PrReport;

/** The report as mode report writes it for a pull request with every kind of row. */
beforeAll(async () => {
  const failed = { name: 'broken', ops_per_sec: 0, success: false, error: 'boom' };
  const dir = workspace({
    'bench-gate.json': { baseline: 'bench/baseline.json', protected: [{ name: 'guarded', reason: 'noisy on CI', until: '2099-01-01' }] },
    'bench/baseline.json': opsDocument({ fast: 1000, slow: 10, gone: 5, guarded: 100, broken: 7 }, { commit: 'b'.repeat(40), timestamp: '2024-04-01T00:00:00Z' }),
    'bench/results/run.json': { schema_version: 1, benchmarks: [...(opsDocument({ fast: 700, slow: 10, guarded: 50, fresh: 3 }).benchmarks as object[]), failed] },
  });
  const result = await runAction({ node, cwd: dir, inputs: { mode: 'report', current: 'bench/results/*.json', 'github-token': '' }, eventName: 'pull_request', payload: forkPullRequest(), token: '', apiUrl: gh.url, repository: REPOSITORY });
  expect(result.outputs.verdict, result.stdout).toBe('fail');
  original = JSON.parse(readFileSync(join(dir, 'bench-gate-pr-report.json'), 'utf8')) as PrReport;
}, 60_000);

type Json = Record<string, unknown>;
type Path = Array<string | number>;

/** The paths of the string leaves an attacker may set: all but the head SHA, which must match the run. */
function stringPaths(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (typeof value === 'string') {
    if (path.join('.') !== 'pull_request.head_sha') out.push(path);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) stringPaths(child, [...path, Array.isArray(value) ? Number(key) : key], out);
  }
  return out;
}

function setAt(root: unknown, path: Path, text: string): void {
  let at = root as Json;
  for (const key of path.slice(0, -1)) at = at[key as string] as Json;
  at[path.at(-1) as string] = text;
}

/** Whether mode comment would take the file (schema and consistency): the fields it may hold are the attack surface. */
function accepted(file: unknown): boolean {
  const path = join(workspace({}), 'report.json');
  writeFileSync(path, JSON.stringify(file));
  try {
    readPrReport(path);
    return true;
  } catch {
    return false;
  }
}

/** The report with `texts` in its string fields (path by path); a field the schema refuses keeps its own. */
function withTexts(base: PrReport, texts: (path: Path, i: number) => string): { file: PrReport; refused: string[] } {
  const file = structuredClone(base);
  const refused: string[] = [];
  stringPaths(base).forEach((path, i) => {
    const before = structuredClone(file);
    setAt(file, path, texts(path, i));
    if (!accepted(file)) {
      refused.push(path.join('.'));
      Object.assign(file, before);
    }
  });
  return { file, refused };
}

function evaluationOf(file: PrReport): Evaluation {
  return file.verdict === 'no-baseline' ? { kind: 'no-baseline', verdict: 'no-baseline', noBaseline: file.no_baseline! } : { kind: 'report', verdict: file.verdict, report: file.report! };
}

/** What a rendering shows that matters here: its HTML elements, its links, its mentions. */
function rendered(markdown: string): { tags: string[]; links: string[]; mentions: string[] } {
  const html = micromark(markdown, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });
  const tags = [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)].map((m) => m[1]!.toLowerCase()).sort();
  const links = [...html.matchAll(/\b(?:href|src)="([^"]*)"/g)].map((m) => m[1]!).sort();
  const text = html
    .replace(/<code>[\s\S]*?<\/code>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
  const mentions = [...text.matchAll(/(?:^|[^A-Za-z0-9_`])@([A-Za-z0-9][A-Za-z0-9-]*)/g)].map((m) => m[1]!);
  return { tags, links, mentions };
}

/** The problems of a hostile rendering against the same report's own rendering. */
function markdownProblems(hostile: string, own: string): string[] {
  // An empty text is shown by the template's own marker, *(empty)*: its emphasis is bench-gate's, not the input's.
  const h = rendered(hostile.replaceAll('*(empty)*', '(empty)'));
  const o = rendered(own);
  const problems: string[] = [];
  // Input can only remove what the template shows (an empty note is left out); it can add no element.
  const counts = (tags: readonly string[]): Map<string, number> => tags.reduce((m, t) => m.set(t, (m.get(t) ?? 0) + 1), new Map<string, number>());
  const ownCounts = counts(o.tags);
  const added = [...counts(h.tags)].filter(([tag, n]) => n > (ownCounts.get(tag) ?? 0));
  if (added.length > 0) problems.push(`HTML elements not from the template: ${JSON.stringify(added)} (hostile ${h.tags.length}, own ${o.tags.length})`);
  const foreignLinks = h.links.filter((l) => !o.links.includes(l));
  if (foreignLinks.length > 0) problems.push(`links not in the template: ${JSON.stringify(foreignLinks)}`);
  if (h.mentions.length > o.mentions.length) problems.push(`mentions: ${JSON.stringify(h.mentions)}`);
  return problems;
}

/** What the Action's log functions print for this report, as the runner would receive it. */
function logged(evaluation: Evaluation): string {
  let out = '';
  try {
    const io = stepIO({}, (text) => (out += text));
    logReport(evaluation, io, '/tmp/report.json');
    if (evaluation.kind === 'report') annotateFailures(evaluation.report, io);
    const message = verdictMessage(evaluation);
    io.info(message);
    io.notice(message);
    io.warning(message, message);
    io.setFailed(message);
  } finally {
    process.exitCode = 0;
  }
  return out;
}

/** A command the runner would act on whose data begins with text that came from the attacker. */
function injected(stdout: string): string[] {
  return runnerCommands(stdout)
    .filter((c) => /^\s*INJECTED/.test(c.data) || Object.values(c.properties).some((v) => /^INJECTED/.test(v)))
    .map((c) => c.line);
}

describe('a hostile pull request report', () => {
  it('can reach these fields (the others are refused by the schema or the consistency checks)', () => {
    const { refused } = withTexts(original, () => HOSTILE);
    const paths = stringPaths(original).map((p) => p.join('.'));
    // The statuses, verdicts and directions are enums; everything else is free text and is tested below.
    expect(paths.length - refused.length).toBeGreaterThan(10);
    for (const path of refused) expect(path, path).toMatch(/(^|\.)(kind|verdict|status|direction|aggregate|schema|until|protected_until|unit|method|source|timestamp|date)$|^pull_request\./);
  });

  it.each(['fail', 'accepted'] as const)('logs nothing the runner would act on, verdict %s (in-process)', (verdict) => {
    const { file } = withTexts(original, () => HOSTILE);
    if (verdict === 'accepted') {
      file.verdict = 'accepted';
      file.report!.verdict = 'accepted';
      file.report!.accepted_by = HOSTILE;
    }
    const stdout = logged(evaluationOf(file));
    expect(foreignCommands(stdout)).toEqual([]);
    expect(injected(stdout)).toEqual([]);
  });

  it('renders a comment and a summary with only the template\'s elements, links and mentions, field by field (in-process)', () => {
    const provenance = { headSha: HEAD, runUrl: `https://github.com/${REPOSITORY}/actions/runs/1` };
    const own = { comment: commentBody(evaluationOf(original), MARKER, provenance), summary: fullMarkdown(evaluationOf(original), provenance) };
    // One field at a time, so that a failure names the field whose rendering lets the text through.
    const failures: Record<string, string[]> = {};
    for (const path of stringPaths(original)) {
      const key = path.join('.');
      const file = structuredClone(original);
      setAt(file, path, HOSTILE);
      if (!accepted(file)) continue;
      const problems = [
        ...markdownProblems(commentBody(evaluationOf(file), MARKER, provenance), own.comment).map((p) => `comment: ${p}`),
        ...markdownProblems(fullMarkdown(evaluationOf(file), provenance), own.summary).map((p) => `summary: ${p}`),
      ];
      if (problems.length > 0) failures[key.replace(/\.\d+\./, '[].')] = problems;
    }
    expect(failures).toEqual({});
  });

  /** Random text from pieces aimed at the runner and at Markdown, in every field the schema lets through. */
  function randomReports(): fc.Arbitrary<PrReport> {
    const piece = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc.constantFrom('\n', '\r', '\r\n', '\u2028', '\u0085', '::', '::add-mask::INJECTED', '##[set-output name=x]INJECTED', '::stop-commands::', '\u202e', '\u2066', '\u001b[2J', '\u0007'),
      fc.constantFrom('@octocat', '@org/team', '<img src=x onerror=alert(1)>', '<a href="https://evil.example">x</a>', '<details>', '</details>', '<!--', '-->', '[x](https://evil.example)', '![i](https://evil.example/i.png)', 'https://evil.example', 'www.evil.example', '#1', 'GH-1', 'owner/repo#1', '|', '`', '```', '*', '_', '~~', '\\', '&#64;', '&lt;', '> ', '- ', '1. ', '---', '<sub>'),
    );
    const text = fc.array(piece, { maxLength: 6 }).map((parts) => parts.join(''));
    const { refused } = withTexts(original, () => HOSTILE);
    const paths = stringPaths(original).filter((p) => !refused.includes(p.join('.')));
    return fc.array(text, { minLength: paths.length, maxLength: paths.length }).map((texts) => {
      const file = structuredClone(original);
      paths.forEach((path, i) => setAt(file, path, texts[i]!));
      return file;
    });
  }

  it('survives random text in every field: the log (fast-check, in-process)', () => {
    fc.assert(
      fc.property(randomReports(), (file) => {
        fc.pre(accepted(file));
        const stdout = logged(evaluationOf(file));
        expect(foreignCommands(stdout)).toEqual([]);
        expect(injected(stdout)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('survives random text in every field: the comment (fast-check, in-process)', () => {
    const provenance = { headSha: HEAD, runUrl: `https://github.com/${REPOSITORY}/actions/runs/1` };
    const own = commentBody(evaluationOf(original), MARKER, provenance);
    fc.assert(
      fc.property(randomReports(), (file) => {
        fc.pre(accepted(file));
        expect(markdownProblems(commentBody(evaluationOf(file), MARKER, provenance), own)).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });
});

describe('a hostile pull request report, end to end (the bundle in mode comment)', () => {
  async function comment(file: PrReport, payload = workflowRunOf(forkPullRequest())): Promise<RunResult> {
    const dir = workspace({ 'bench-gate-pr-report.json': file });
    const result = await runAction({ node, cwd: dir, inputs: { mode: 'comment' }, eventName: 'workflow_run', payload, token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    expect(result.stdout + result.stderr).not.toContain(TOKEN);
    expect(foreignCommands(result.stdout)).toEqual([]);
    expect(injected(result.stdout)).toEqual([]);
    expect(gh.violations).toEqual([]);
    return result;
  }

  it('posts a comment with only the template\'s elements, links and mentions, and logs nothing the runner acts on', async () => {
    gh.pulls.set(`${REPOSITORY}#${PR}`, { number: PR, headSha: HEAD, headRepo: 'forker/Hello-World', baseRepo: REPOSITORY });
    const { file } = withTexts(original, () => HOSTILE);
    const result = await comment(file);
    expect(result.outputs['comment-status']).toBe('created');
    const body = gh.commentsOn(PR)[0]!.body;
    const own = commentBody(evaluationOf(original), MARKER, { headSha: HEAD, runUrl: workflowRunOf(forkPullRequest()).workflow_run.html_url });
    expect(markdownProblems(body, own)).toEqual([]);
    expect(markdownProblems(result.summary, own)).toEqual([]);
  });

  it('logs nothing the runner acts on when it posts nothing: "accepted" without the label, a head that moved on', async () => {
    const { file } = withTexts(original, () => HOSTILE);
    file.verdict = 'accepted';
    file.report!.verdict = 'accepted';
    file.report!.accepted_by = HOSTILE;
    const slow = file.report!.benchmarks.filter((b) => b.status === 'failed' || b.status === 'missing');
    expect(slow.length).toBeGreaterThan(0); // "accepted" is refused with failed or missing rows: drop them
    file.report!.benchmarks = file.report!.benchmarks.filter((b) => b.status !== 'failed' && b.status !== 'missing');
    file.report!.summary.failed = 0;
    file.report!.summary.missing = 0;
    gh.pulls.set(`${REPOSITORY}#${PR}`, { number: PR, headSha: HEAD, headRepo: 'forker/Hello-World', baseRepo: REPOSITORY });
    const unlabelled = await comment(file);
    expect(unlabelled.outputs['comment-status']).toBe('skipped-stale');
    expect(unlabelled.stdout).not.toContain('INJECTED'); // the acceptor is this workflow's label, never the artifact's word

    gh.pulls.set(`${REPOSITORY}#${PR}`, { number: PR, headSha: 'd'.repeat(40), headRepo: 'forker/Hello-World', baseRepo: REPOSITORY });
    const moved = await comment(withTexts(original, () => HOSTILE).file);
    expect(moved.outputs['comment-status']).toBe('skipped-stale');
    expect(gh.comments).toHaveLength(0);
  });

  it('refuses, in one line that the runner does not act on, a report whose text breaks the schema', async () => {
    const file = structuredClone(original) as unknown as Json;
    (file as { kind: string }).kind = HOSTILE;
    const result = await comment(file as unknown as PrReport);
    expect(result.code).toBe(1);
    expect(result.commands.filter(([k]) => k === 'error')).toHaveLength(1);
  });
});

describe('hostile run files in mode check and report (the bundle)', () => {
  it.each(['check', 'report'])('mode %s logs nothing the runner acts on', async (mode) => {
    const doc = { schema_version: 1, metadata: { commit: HOSTILE, tool: { name: HOSTILE } }, benchmarks: [
      { name: HOSTILE, ops_per_sec: 100, success: true, error: null },
      { name: `${HOSTILE}2`, ops_per_sec: 0, success: false, error: HOSTILE },
    ] };
    const cwd = workspace({ 'bench/baseline.json': { ...doc, benchmarks: [{ name: HOSTILE, ops_per_sec: 200, success: true, error: null }, { name: `${HOSTILE}3`, ops_per_sec: 1, success: true, error: null }] }, 'bench/results/run.json': doc });
    const result = await runAction({ node, cwd, inputs: { mode, baseline: 'bench/baseline.json', current: 'bench/results/*.json', 'github-token': '' }, eventName: 'pull_request', payload: forkPullRequest(), token: '', apiUrl: gh.url, repository: REPOSITORY });
    expect(result.code).toBe(1);
    expect(foreignCommands(result.stdout)).toEqual([]);
    expect(injected(result.stdout)).toEqual([]);
  });
});
