/**
 * The report in the step's log, through the bundled Action: a small suite's text is the renderer's,
 * byte for byte; a large one's shows the first 1,000 rows and every row that is not passing (up to
 * 5,000 more), then one line that says how many were left out and where every row is. The verdict
 * and geomean lines are those of the whole report.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Report } from '../../src/core/report.js';
import { renderText } from '../../src/report/text.js';
import { NODES, runAction, type RunResult } from '../helpers/action-runner.js';
import { pushToDefaultBranch, REPOSITORY } from '../helpers/events.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { opsDocument } from '../helpers/documents.js';
import { runnerCommands } from '../helpers/runner-log.js';
import { workspace } from '../helpers/workspace.js';

const gh = useFakeGitHub('ghs_FAKElogCapTokenNeverLogged000000000000');
const GATE = { baseline: 'bench/baseline.json', current: 'bench/results/*.json', 'github-token': '' };

/** name -> value for `count` benchmarks named prefix0000, prefix0001, ... */
function suite(prefix: string, count: number, value: number): Record<string, number> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${String(i).padStart(4, '0')}`, value]));
}

/** The text between ::group::bench-gate report and ::endgroup::, without the stop-commands fence. */
function groupText(result: RunResult): string {
  const lines = result.stdout.split('\n');
  const start = lines.indexOf('::group::bench-gate report');
  const end = lines.indexOf('::endgroup::', start);
  expect(start).toBeGreaterThanOrEqual(0);
  expect(end).toBeGreaterThan(start);
  const inside = lines.slice(start + 1, end);
  expect(inside[0]).toMatch(/^::stop-commands::[0-9a-f]{32}$/);
  expect(inside.at(-1)).toBe(`::${inside[0]!.slice('::stop-commands::'.length)}::`);
  return `${inside.slice(1, -1).join('\n')}\n`;
}

describe.each(NODES)('the report in the log on $name', ({ path: node }) => {
  async function gate(baseline: Record<string, number>, current: Record<string, number>, files: Record<string, unknown> = {}): Promise<{ result: RunResult; log: string; full: string; report: Report }> {
    const cwd = workspace({ 'bench/baseline.json': opsDocument(baseline), 'bench/results/run-1.json': opsDocument(current), ...files });
    const result = await runAction({ node, cwd, inputs: GATE, eventName: 'push', payload: pushToDefaultBranch(), token: '', apiUrl: gh.url, repository: REPOSITORY });
    expect(result.stderr).toBe('');
    expect(runnerCommands(result.stdout).filter((c) => c.name === 'stop-commands')).toHaveLength(1);
    const report = JSON.parse(readFileSync(result.outputs['report-json']!, 'utf8')) as Report;
    return { result, log: groupText(result), full: renderText(report, { color: false }), report };
  }

  /** The table's rows in the log: the lines between the header and the blank line after the table. */
  function tableRows(log: string): string[] {
    const lines = log.split('\n');
    const header = lines.findIndex((l) => l.startsWith('benchmark '));
    return lines.slice(header + 1, lines.indexOf('', header + 1));
  }

  it("prints a suite of 1,000 rows whole, byte for byte the renderer's text", async () => {
    const { log, full } = await gate(suite('b', 1000, 1000), { ...suite('b', 1000, 1000), b0001: 700 });
    expect(log).toBe(full);
    expect(log).not.toContain('not shown in this log');
  });

  it('shows the first 1,000 rows and every regression beyond them, then says what was left out and where', async () => {
    const { result, log, full, report } = await gate(suite('b', 3000, 1000), { ...suite('b', 3000, 1000), ...suite('b', 1200, 700) });
    expect(report.benchmarks).toHaveLength(3000);
    const rows = tableRows(log);
    expect(rows).toHaveLength(1200);
    expect(rows.every((r) => r.endsWith('regressed (limit 8%)'))).toBe(true);
    // The verdict and the geomean say what they say of the whole report.
    const fullLines = full.split('\n');
    expect(log.split('\n')[0]).toBe(fullLines[0]);
    expect(log.split('\n')[0]).toMatch(/^bench-gate FAIL: 1200 regressions; geomean /);
    expect(log).toContain(`\n${fullLines.find((l) => l.startsWith('geomean '))!}\n`);
    expect(log.trimEnd().split('\n').at(-1)).toBe(
      `... 1,800 of 3,000 rows are not shown in this log (it shows the first 1,000 and at most 5,000 more that are not passing). ` +
        `Every row is in the report JSON, output report-json (${result.outputs['report-json']}), for the job's later steps (actions/upload-artifact keeps it).`,
    );
    expect(result.outputs.verdict).toBe('fail');
  });

  it('shows at most 5,000 rows that are not passing beyond the first 1,000', async () => {
    const { log } = await gate(suite('b', 7000, 1000), suite('b', 7000, 700));
    expect(tableRows(log)).toHaveLength(6000);
    expect(log).toContain('\n... 1,000 of 7,000 rows are not shown in this log ');
    expect(log.split('\n')[0]).toMatch(/^bench-gate FAIL: 7000 regressions; geomean /);
  });

  it("keeps the whole report's reason when there is no geomean, even when the rows that make it are left out", async () => {
    // 1,500 missing rows come first; the one compared benchmark is protected and left out of the
    // geomean, which has none: "every compared benchmark is protected", not "no benchmark is in both".
    const config = { protected: [{ name: 'kept', reason: 'a test' }], protected_in_geomean: false };
    const { log, full } = await gate({ ...suite('gone', 1500, 1000), kept: 1000 }, { kept: 1000, ...suite('b', 500, 1000) }, { 'bench-gate.json': config });
    const fullLines = full.split('\n');
    expect(fullLines[0]).toContain('geomean not computed (every compared benchmark is protected');
    expect(log.split('\n')[0]).toBe(fullLines[0]);
    expect(log).toContain(`\n${fullLines.find((l) => l.startsWith('geomean '))!}\n`);
    expect(log).toContain(' rows are not shown in this log ');
  });
});
