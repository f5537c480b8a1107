/** A missing and a new benchmark whose names only look different to a computer get a warning that says so. */
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { renderText } from '../../src/report/text.js';
import { sourced } from '../helpers/documents.js';

const suite = (source: string, names: string[]) => sourced(source, names.map((name) => ({ name, ops_per_sec: 100 })));
const lookalike = (warnings: readonly string[]) => warnings.filter((w) => w.includes('Unicode normalization'));

describe('lookalike names', () => {
  it('warns when a missing and a new name differ only in normalization or surrounding spaces', () => {
    const nfc = 'caf\u00e9';
    const nfd = 'cafe\u0301';
    const report = runGate(suite('base.json', [nfc, 'parse']), [suite('run.json', [nfd, 'parse '])], DEFAULT_GATE_OPTIONS);
    expect(report.benchmarks.map((b) => [b.name, b.status])).toEqual(expect.arrayContaining([[nfc, 'missing'], [nfd, 'new'], ['parse', 'missing'], ['parse ', 'new']]));
    const warnings = lookalike(report.warnings);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toBe(`benchmark "${nfc}" of the baseline is missing and "${nfd}" is new, and the two names differ only in how their characters are encoded (Unicode normalization) or in spaces at either end; if they are one benchmark, write its name one way`);
    expect(renderText(report, { color: false })).toContain('differ only in how their characters are encoded');
  });

  it('says nothing of a real rename, or of names that are the same', () => {
    expect(lookalike(runGate(suite('base.json', ['a', 'b']), [suite('run.json', ['a', 'c'])], DEFAULT_GATE_OPTIONS).warnings)).toEqual([]);
    expect(lookalike(runGate(suite('base.json', ['a']), [suite('run.json', ['a'])], DEFAULT_GATE_OPTIONS).warnings)).toEqual([]);
  });
});
