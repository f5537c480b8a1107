/**
 * The sticky comment stays within GitHub's limit of 65,536 characters whatever a pull request puts in
 * the parts of it that are not the report: GitHub refuses a longer body (422), and then the comment
 * keeps the verdict of an older run. The report itself degrades in stages (report/size-limit.ts); the
 * note about a change of the rules above it and the no-baseline message have bounds of their own.
 * Text is clipped in characters before it is escaped, so the texts here are made of what escapes
 * longest: tag characters (U+E0000 block, `\udb40\udc41` in the comment, 12 characters for one).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commentBody, fullMarkdown, PREFACE_LIMIT_BYTES } from '../../src/action/publish.js';
import type { Evaluation } from '../../src/action/evaluate.js';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { renderRulesChange, type RulesChange } from '../../src/report/rules-change.js';
import { NODES, runAction } from '../helpers/action-runner.js';
import { forkPullRequest, REPOSITORY, workflowRunOf } from '../helpers/events.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { balanceProblems } from '../helpers/markdown-balance.js';
import { opsRun } from '../helpers/documents.js';
import { workspace } from '../helpers/workspace.js';

const LIMIT = 65_536;
const MARKER = '<!-- bench-gate:comment -->';
const HEAD = 'ec26c3e57ca3a959ca5aad62de7213c562f8c821';
const PROVENANCE = { headSha: HEAD, runUrl: `https://github.com/${REPOSITORY}/actions/runs/1` };
const TAG = '\u{E0041}';

/** A config of 40 changed rules, every key and value as long as the note shows, in tag characters. */
function wideChange(): RulesChange {
  const head: Record<string, string> = {};
  for (let i = 0; i < 40; i++) head[`${TAG.repeat(190)}${i}`] = TAG.repeat(300);
  return { baseSha: 'a'.repeat(40), applied: false, acceptLabel: 'bench-gate:accept', config: { path: 'bench-gate.json', base: { baseline: 'bench/baseline.json' }, head } };
}

function regressed(): Evaluation {
  const report = runGate(opsRun('baseline.json', { fast: 1000, slow: 10 }), [opsRun('run.json', { fast: 700, slow: 10 })], DEFAULT_GATE_OPTIONS);
  return { kind: 'report', verdict: report.verdict, report };
}

function noBaseline(): Evaluation {
  return { kind: 'no-baseline', verdict: 'no-baseline', noBaseline: { baseline: 'bench/baseline.json', runs: ['bench/results/run.json'] }, hint: 'from-report' };
}

describe('the note about a change of the rules', () => {
  it.each([['a report', regressed], ['no baseline', noBaseline]] as const)('keeps the comment within GitHub\'s limit, with %s under it', (_, evaluation) => {
    // One note is within its share now that its values are cut as shown (the next test); a preface of
    // several, as any text above the report might be, is held to that share all the same.
    const preface = Array.from({ length: 7 }, () => renderRulesChange(wideChange())).join('\n');
    expect(preface.length).toBeGreaterThan(LIMIT);
    const body = commentBody(evaluation(), MARKER, PROVENANCE, preface);
    expect(body.length).toBeLessThanOrEqual(LIMIT);
    const lines = body.split('\n');
    expect(lines.slice(0, 3)).toEqual([MARKER, '> [!WARNING]', expect.stringMatching(/^> This pull request changes the rules it is judged by \(`bench-gate\.json`\); they were \*\*not\*\* applied/)]);
    expect(body).toContain('\n\n*The rest of this note is left out to stay within the size limit (see the job summary).*\n');
    expect(body).toContain(evaluation().kind === 'report' ? '### ❌ bench-gate: 1 regression' : '### 📏 bench-gate: no baseline yet');
    expect(balanceProblems(body)).toEqual([]);
    // The job summary has room for all of it.
    expect(fullMarkdown(evaluation(), PROVENANCE, preface)).toContain(preface);
  });

  it('is cut as shown: its values of invisible characters, escaped twelvefold, keep it within its share', () => {
    // Cut before escaping, these 40 rules made a note of 136,000 characters.
    const preface = renderRulesChange(wideChange());
    expect(Buffer.byteLength(preface)).toBeLessThan(PREFACE_LIMIT_BYTES / 2);
    expect(preface).toContain('\\udb40\\udc41');
  });

  it('is left whole when it is within its share of the comment', () => {
    const change = wideChange();
    change.config!.head = { baseline: 'bench/baseline.json', threshold: 50, protected: [{ name: 'fast', reason: 'x'.repeat(500) }] };
    const preface = renderRulesChange(change);
    expect(Buffer.byteLength(preface)).toBeLessThan(PREFACE_LIMIT_BYTES);
    expect(commentBody(regressed(), MARKER, PROVENANCE, preface)).toContain(`${MARKER}\n${preface}\n### ❌ bench-gate: 1 regression`);
  });
});

describe('the message when there is no baseline', () => {
  const long = TAG.repeat(1000);
  const hostile = (): Evaluation => ({ kind: 'no-baseline', verdict: 'no-baseline', noBaseline: { baseline: long, runs: Array.from({ length: 20 }, (_, i) => `${long}${i}`) }, hint: 'from-report' });

  it('keeps the comment within GitHub\'s limit whatever the paths are', () => {
    const body = commentBody(hostile(), MARKER, PROVENANCE);
    expect(body.length).toBeLessThanOrEqual(LIMIT);
    expect(body.split('\n').slice(0, 2)).toEqual([MARKER, '### 📏 bench-gate: no baseline yet']);
    expect(body).toContain('turn the first 10 of these 20 runs into the baseline');
    expect(balanceProblems(body)).toEqual([]);
    // With the longest note about the rules above it too.
    expect(commentBody(hostile(), MARKER, PROVENANCE, renderRulesChange(wideChange())).length).toBeLessThanOrEqual(LIMIT);
  });

  it('shows the paths as they are when they fit', () => {
    const evaluation = noBaseline();
    const body = commentBody(evaluation, MARKER, PROVENANCE);
    expect(body).toContain('npx -p bench-gate bench-diff promote bench/results/run.json --baseline bench/baseline.json');
    // The job summary has room for long ones.
    // (Each tag character as its UTF-8 bytes, F3 A0 81 81.)
    expect(fullMarkdown(hostile(), PROVENANCE)).toContain(`--baseline $'${'\\xf3\\xa0\\x81\\x81'.repeat(499)}…'`);
  });
});

describe('any note and any paths', () => {
  /** Text of the characters that grow most when shown: tag characters, bidi controls, backticks, pipes, emoji. */
  const char = fc.oneof({ arbitrary: fc.constant(TAG), weight: 6 }, { arbitrary: fc.constantFrom('\u202e', '\u0000', '`', '|', '@', '😀', 'a', "'", '\\'), weight: 4 });
  /** Long text, mostly of what grows most: the limits are about long values (fast-check's own sizes stay short). */
  const text = (max: number) => fc.integer({ min: max / 2, max }).chain((n) => fc.array(char, { minLength: n, maxLength: n })).map((cs) => cs.join(''));
  const change = fc.record({
    applied: fc.boolean(),
    config: fc.option(fc.record({ path: text(300).map((p) => `${p}x`), base: fc.dictionary(text(250), text(400), { minKeys: 20, maxKeys: 40 }), head: fc.dictionary(text(250), text(400), { minKeys: 20, maxKeys: 40 }) }), { nil: undefined }),
    baseline: fc.option(fc.record({ path: text(300).map((p) => `${p}y`), base: fc.constantFrom('absent', 'present'), head: fc.constantFrom('absent', 'present') }), { nil: undefined }),
  });

  it('make a comment within GitHub\'s limit (fast-check)', () => {
    fc.assert(
      fc.property(change, fc.array(text(1000), { minLength: 1, maxLength: 15 }), text(1000), fc.boolean(), (c, runs, baseline, report) => {
        const rules: RulesChange = { baseSha: 'a'.repeat(40), acceptLabel: 'bench-gate:accept', applied: c.applied, ...(c.config ? { config: c.config } : {}), ...(c.baseline ? { baseline: c.baseline } : {}) };
        const evaluation: Evaluation = report ? regressed() : { kind: 'no-baseline', verdict: 'no-baseline', noBaseline: { baseline: `${baseline}z`, runs }, hint: 'from-report' };
        const body = commentBody(evaluation, MARKER, PROVENANCE, rules.config || rules.baseline ? renderRulesChange(rules) : undefined);
        expect(body.length).toBeLessThanOrEqual(LIMIT);
        expect(Buffer.byteLength(body)).toBeLessThanOrEqual(LIMIT);
        expect(body.startsWith(`${MARKER}\n`)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});

describe('the comment of mode comment (the bundle)', () => {
  const TOKEN = 'ghs_FAKEcommentSizeTokenNeverLogged0001';
  const PR = 2;
  const gh = useFakeGitHub(TOKEN);
  const node = NODES.at(-1)!.path;

  async function post(file: Record<string, unknown>): Promise<string> {
    gh.pulls.set(`${REPOSITORY}#${PR}`, { number: PR, headSha: HEAD, headRepo: 'forker/Hello-World', baseRepo: REPOSITORY });
    const cwd = workspace({ 'bench-gate-pr-report.json': file });
    const result = await runAction({ node, cwd, inputs: { mode: 'comment' }, eventName: 'workflow_run', payload: workflowRunOf(forkPullRequest()), token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    expect(gh.violations).toEqual([]);
    expect(result.outputs['comment-status'], result.stdout).toBe('created');
    return gh.commentsOn(PR)[0]!.body;
  }

  const artifact = (extra: Record<string, unknown>) => ({
    schema_version: 1,
    kind: 'bench-gate-pr-report',
    pull_request: { number: PR, head_sha: HEAD, head_repo: 'forker/Hello-World' },
    verdict: 'no-baseline',
    no_baseline: { baseline: 'bench/baseline.json', runs: ['bench/results/run.json'] },
    ...extra,
  });

  it('posts within GitHub\'s limit a report whose note about the rules is too long', async () => {
    const change = wideChange();
    const body = await post(artifact({ rules_change: { base_sha: change.baseSha, applied: false, config: change.config } }));
    expect(body.length).toBeLessThanOrEqual(LIMIT);
    expect(body).toContain('### 📏 bench-gate: no baseline yet');
  });

  it('posts within GitHub\'s limit a report of no baseline whose paths are long', async () => {
    const long = TAG.repeat(998); // the schema's longest path, with two more characters
    const body = await post(artifact({ no_baseline: { baseline: long, runs: Array.from({ length: 20 }, (_, i) => `${long}${i}`) } }));
    expect(body.length).toBeLessThanOrEqual(LIMIT);
    expect(body).toContain('### 📏 bench-gate: no baseline yet');
  });
});
