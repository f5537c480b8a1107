/**
 * The whole path (read, detect, parse, validate, gate, render) on the examples, real baselines and
 * generated suites, held byte for byte to golden reports: performance work on any step must not
 * change a single character of what a user sees. Refresh with UPDATE_GOLDEN=1 only for an intended
 * change of the report, and review the diff.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGate } from '../../src/core/gate.js';
import { DEFAULT_GATE_OPTIONS } from '../../src/core/gate-options.js';
import { loadDocument } from '../../src/io/read-input.js';
import { renderJson, renderJsonChunks } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { expectGolden } from '../helpers/golden.js';
import { FORMAT_FIXTURES, ROOT, zigttp } from '../helpers/fixtures.js';

const GOLDEN = join(import.meta.dirname, 'golden/reports');
const generated = mkdtempSync(join(tmpdir(), 'example-reports-'));
// Small suites from the generators of bench/run.sh: every status, metric rows, samples, mixed units.
execFileSync(process.execPath, [join(ROOT, 'bench/gen-gotest.mjs'), join(generated, 'go'), '40', '5']);
execFileSync(process.execPath, [join(ROOT, 'bench/gen-large.mjs'), join(generated, 'large'), '60', '3']);

const microbench = (name: string) => join(ROOT, 'examples/microbench', name);
const go = (name: string) => join(FORMAT_FIXTURES, 'go-test', name);

/** [golden name, baseline, runs] */
const CASES: Array<[string, string, string[]]> = [
  ['microbench', microbench('baseline.json'), [1, 2, 3, 4, 5].map((i) => microbench(`run-${i}.json`))],
  ['microbench-regressed', microbench('baseline.json'), [1, 2, 3].map((i) => microbench(`regressed/run-${i}.json`))],
  ['zigttp', zigttp('04182b5e'), [zigttp('84afb44f')]],
  ['go-test-benchmem', go('benchmem-count3.txt'), [go('benchmem-count3.txt')]],
  ['go-test-generated', join(generated, 'go/old.txt'), [join(generated, 'go/new.txt')]],
  ['schema-generated', join(generated, 'large/baseline.json'), [1, 2, 3].map((i) => join(generated, `large/run-${i}.json`))],
];

describe('reports on the examples stay byte-identical', () => {
  it.each(CASES)('%s', (name, baselinePath, runPaths) => {
    const relative = (path: string) => path.replace(`${generated}/`, 'generated/').replace(`${ROOT}/`, '');
    const baseline = loadDocument(baselinePath);
    const runs = runPaths.map((p) => loadDocument(p));
    const report = runGate({ ...baseline, source: relative(baseline.source) }, runs.map((r) => ({ ...r, source: relative(r.source) })), DEFAULT_GATE_OPTIONS);
    expectGolden(join(GOLDEN, `${name}.txt`), renderText(report, { color: false }));
    expectGolden(join(GOLDEN, `${name}.md`), renderMarkdown(report));
    expectGolden(join(GOLDEN, `${name}.json`), renderJson(report));
    // What the CLI prints: the same JSON in pieces (batches of 3 benchmarks here, so that every case has several).
    expect([...renderJsonChunks(report, 3)].join('')).toBe(renderJson(report));
  });
});
