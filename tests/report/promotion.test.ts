/**
 * The promotion's pull request body and job summary: what it says, and that it keeps within GitHub's
 * limit for a pull request body whatever the benchmark names, with the marker first and nothing left open.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { COMMENT_LIMIT_BYTES, utf8Bytes } from '../../src/report/size-limit.js';
import { aggregateWords, PROMOTE_MARKER, promotionCommitMessage, renderPromotion, type PromotionInfo } from '../../src/report/promotion.js';
import { balanceProblems } from '../helpers/markdown-balance.js';
import { opsRun } from '../helpers/documents.js';

const INFO: PromotionInfo = { baselinePath: 'bench/baseline.json', benchmarks: 3, runs: 5, aggregate: 'best', commit: 'a'.repeat(40), branch: 'main', reasons: ['1 improved'], dropped: [], promoteBranch: 'bench-gate/promote-baseline' };
const OPTIONS = { marker: true, limitBytes: COMMENT_LIMIT_BYTES, detailsIn: 'the job summary' };

describe('the promotion pull request', () => {
  it('says what the new baseline is, why, and compares it with the old one', () => {
    const report = runGate(opsRun('bench/baseline.json', { a: 100, b: 100, c: 100 }), [opsRun('r.json', { a: 120, b: 100, c: 100 })], DEFAULT_GATE_OPTIONS);
    const body = renderPromotion(report, INFO, OPTIONS);
    expect(body.split('\n').slice(0, 7)).toEqual([
      PROMOTE_MARKER,
      '### 📏 Promote benchmark baseline',
      '',
      'The new `bench/baseline.json` is the best of 5 runs of commit `aaaaaaaaaaaa` on `main`: 3 benchmarks, each with its run values as `samples`.',
      '',
      '**Why:** 1 improved.',
      '',
    ]);
    expect(body).toContain('**Compared with the current baseline:**\n\n### ✅ bench-gate: no regressions, 1 improvement');
    expect(renderPromotion(undefined, { ...INFO, reasons: ['there is no baseline yet'] }, OPTIONS)).toContain('There was no baseline before, so there is nothing to compare with.');
    expect(renderPromotion(report, { ...INFO, promoteBranch: undefined }, { ...OPTIONS, marker: false }).startsWith('### 📏 Promote benchmark baseline')).toBe(true);
  });

  it('names the aggregate and the runs', () => {
    expect(aggregateWords('best', 1)).toBe('one run');
    expect(aggregateWords('median', 7)).toBe('the median of 7 runs');
    expect(aggregateWords('p75', 4)).toBe('the p75 value of 4 runs');
    expect(promotionCommitMessage({ ...INFO, dropped: ['x'] }, 'https://example.test/run/1')).toBe(
      `Promote benchmark baseline\n\nbench/baseline.json: the best of 5 runs of ${'a'.repeat(40)} (main), by bench-gate.\nWhy: 1 improved.\nDropped: x.\n\nWorkflow run: https://example.test/run/1\n`,
    );
  });

  it('stays within the limit of a pull request body, whatever the names, with the marker first and nothing open', () => {
    const hostile = fc.array(fc.oneof(fc.constantFrom('|', '<details>', '```', '`', '<!--', '-->', '@x', '\n', '😀', '[', ']'), fc.string({ maxLength: 6 })), { minLength: 1, maxLength: 8 }).map((p) => p.join(''));
    fc.assert(
      fc.property(fc.uniqueArray(hostile, { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 3000 }), hostile, (names, many, path) => {
        const base: Record<string, number> = {};
        const run: Record<string, number> = {};
        for (let i = 0; i < many; i++) {
          base[`bench-${i}-${names[i % names.length]}`] = 100;
          run[`bench-${i}-${names[i % names.length]}`] = i % 2 ? 150 : 100;
        }
        const report = runGate(opsRun(path, base), [opsRun('r.json', run)], { ...DEFAULT_GATE_OPTIONS, allowMissing: true });
        const body = renderPromotion(report, { ...INFO, baselinePath: path, branch: names[0]!, dropped: names.concat(names), reasons: ['x'] }, OPTIONS);
        expect(utf8Bytes(body)).toBeLessThanOrEqual(COMMENT_LIMIT_BYTES);
        expect(body.split('\n')[0]).toBe(PROMOTE_MARKER);
        expect(balanceProblems(body)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
