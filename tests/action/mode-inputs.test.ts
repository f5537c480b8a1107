/**
 * Inputs a mode does not read (`history: true` with mode promote, `comment` with mode record,
 * `promote-branch` with mode check), or reads only under other settings (`history-branch` without
 * `history: true`, `promote-branch` with `promote: commit`, the gate's settings beside a given
 * `report`) have no effect, and a maintainer who sets one believes it works:
 * the step says so in one warning line (src/action/inputs.ts, INPUT_MODES). Given means set to anything
 * but action.yml's default, which the runner passes as an INPUT_ variable too. The table is checked here
 * against action.yml, against the inputs each mode's code reads, and against docs/action.md.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ignoredInputs, ignoredInputsWarning, INPUT_MODES } from '../../src/action/inputs.js';
import { actionYml, NODES, runAction } from '../helpers/action-runner.js';
import { pushToDefaultBranch, REPOSITORY } from '../helpers/events.js';
import { useFakeGitHub } from '../helpers/fake-github.js';
import { ROOT } from '../helpers/fixtures.js';
import { importsOf } from '../helpers/import-graph.js';
import { opsDocument } from '../helpers/documents.js';
import { workspace } from '../helpers/workspace.js';

const TOKEN = 'ghs_FAKEmodeInputsTokenNeverLogged000001';
const MODES = ['check', 'report', 'comment', 'promote', 'record'] as const;
const gh = useFakeGitHub(TOKEN);
const node = NODES.at(-1)!.path;

/** The runner's INPUT_ values: action.yml's defaults (the job's token for github-token), then the workflow's. */
function given(inputs: Record<string, string>): (name: string) => string {
  const all: Record<string, string> = { ...Object.fromEntries(Object.entries(actionYml().inputs).map(([k, v]) => [k, v.default ?? ''])), 'github-token': TOKEN, ...inputs };
  return (name) => (all[name] ?? '').trim();
}

describe('inputs the mode does not read', () => {
  const BASELINE = `${JSON.stringify(opsDocument({ alpha: 1000, beta: 2000 }), null, 2)}\n`;
  const promote = async (inputs: Record<string, string>) => {
    gh.addRepository(REPOSITORY, { 'bench/baseline.json': BASELINE }, 'master');
    const cwd = workspace({ 'bench/baseline.json': BASELINE, 'bench/results/run.json': opsDocument({ alpha: 1000, beta: 2000 }) });
    const result = await runAction({ node, cwd, inputs: { mode: 'promote', baseline: 'bench/baseline.json', current: 'bench/results/*.json', ...inputs }, eventName: 'push', payload: pushToDefaultBranch('f'.repeat(40)), token: TOKEN, apiUrl: gh.url, repository: REPOSITORY });
    expect(gh.violations).toEqual([]);
    expect(result.stdout + result.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    return result;
  };
  const warnings = (result: { commands: Array<[string, string]> }) => result.commands.filter(([k]) => k === 'warning').map(([, m]) => m);

  it('mode promote with history: true: one warning naming history, and the promotion goes on', async () => {
    const result = await promote({ history: 'true' });
    expect(result.code).toBe(0);
    expect(result.outputs['promote-status']).toBe('skipped-unchanged');
    expect(warnings(result)).toEqual(['bench-gate: mode promote does not use the input `history` (read in modes check, report), so it has no effect here: remove it, or use mode: check or mode: report']);
  });

  it('action.yml\'s defaults alone, as the runner passes them, are no warning; nor is a default written out', async () => {
    const result = await promote({});
    expect(result.code).toBe(0);
    expect(warnings(result)).toEqual([]);
    const written = await promote({ history: 'false', 'history-branch': 'bench-gate-data', comment: 'always', 'fail-on-regression': 'True', 'report-file': 'bench-gate-pr-report.json' });
    expect(warnings(written)).toEqual([]);
  });

  it('several are named in one line', async () => {
    const result = await promote({ history: 'true', 'fail-on-regression': 'false', 'accept-label': 'perf-ok' });
    expect(warnings(result)).toEqual([
      'bench-gate: mode promote does not use the inputs `fail-on-regression` (read in modes check, report), `accept-label` (read in modes check, report, comment), `history` (read in modes check, report), so they have no effect here: remove them, or use a mode that reads them',
    ]);
  });

  it('mode promote with promote: commit and a promote-branch: one warning naming promote-branch, and the promotion goes on', async () => {
    const result = await promote({ promote: 'commit', 'promote-branch': 'perf/promote' });
    expect(result.code).toBe(0);
    expect(result.outputs['promote-status']).toBe('skipped-unchanged');
    expect(warnings(result)).toEqual(['bench-gate: in mode promote, input `promote` is commit, which commits to the current branch and opens no pull request: the input `promote-branch` is not used, so it has no effect here: remove it']);
  });

  it.each([
    // Read by the mode, but not under the mode's other settings.
    ['check', { 'history-branch': 'perf-data' }, ['history-branch']],
    ['report', { 'history-window': '20', history: 'false' }, ['history-window']],
    ['check', { history: 'true', 'history-branch': 'perf-data', 'history-window': '20' }, []],
    ['record', { 'history-branch': 'perf-data' }, []],
    ['promote', { promote: 'commit', 'promote-branch': 'perf/promote' }, ['promote-branch']],
    ['promote', { 'promote-branch': 'perf/promote' }, []],
    ['check', { report: 'ab.json', baseline: 'b.json', from: 'go-test', config: 'perf.json', threshold: '5', 'geomean-threshold': '2', protected: 'x', aggregate: 'median', method: 'stats', alpha: '0.01', 'allow-missing': 'true', history: 'true', 'history-branch': 'perf-data', 'history-window': '20' },
      ['baseline', 'from', 'config', 'threshold', 'geomean-threshold', 'protected', 'aggregate', 'method', 'alpha', 'allow-missing', 'history', 'history-branch', 'history-window']],
    ['report', { report: 'ab.json', comment: 'never', 'fail-on-regression': 'false', 'accept-label': 'ok', summary: 'false', 'comment-key': 'ab', 'report-file': 'r.json' }, ['comment']],
    ['record', { comment: 'never' }, ['comment']],
    ['check', { 'promote-branch': 'perf/promote' }, ['promote-branch']],
    ['comment', { threshold: '5', current: 'x.json' }, ['current', 'threshold']],
    ['report', { comment: 'on-regression', 'report-file': 'r.json' }, ['comment']],
    ['check', { 'github-token': '', threshold: '5', summary: 'no' }, []],
  ] as const)('mode %s with %j: %j', (mode, inputs, ignored) => {
    expect(ignoredInputs(given({ mode, ...inputs }), mode)).toEqual(ignored);
    expect(ignoredInputsWarning(given({ mode, ...inputs }), mode) === undefined).toBe(ignored.length === 0);
  });

  it('says why in one line: the mode, then each setting that makes inputs unused', () => {
    expect(ignoredInputsWarning(given({ mode: 'check', report: 'ab.json', threshold: '5', config: 'perf.json', 'promote-branch': 'p' }), 'check')).toBe(
      'bench-gate: mode check does not use the input `promote-branch` (read in mode promote), so it has no effect here: remove it, or use mode: promote; ' +
        'in mode check, input `report` is given, and a report already made is published as it is, without reading runs, a baseline, the rules or the history: the inputs `config`, `threshold` are not used, so they have no effect here: remove them',
    );
    expect(ignoredInputsWarning(given({ mode: 'check', 'history-window': '20' }), 'check')).toBe(
      'bench-gate: in mode check, input `history` is not true, so the baseline is a file, not the history: the input `history-window` is not used, so it has no effect here: remove it',
    );
  });
});

describe('INPUT_MODES, which modes read each input', () => {
  it('lists every input of action.yml with its default there', () => {
    const yml = actionYml().inputs;
    expect(Object.keys(INPUT_MODES).sort()).toEqual(Object.keys(yml).sort());
    for (const [name, use] of Object.entries(INPUT_MODES)) expect([name, use.default]).toEqual([name, yml[name]!.default ?? '']);
  });

  it('matches the inputs each mode\'s code reads (inputs.X in the files it reaches)', () => {
    /** The modules of src/action a mode's module reaches through its imports (not `import type`). */
    const reach = (start: string): Set<string> => {
      const seen = new Set<string>();
      const stack = [start];
      while (stack.length > 0) {
        const file = stack.pop()!;
        if (seen.has(file) || !file.startsWith('src/action/')) continue;
        seen.add(file);
        const source = readFileSync(join(ROOT, file), 'utf8').replace(/^\s*import\s+type\s[^;]+;/gm, '');
        for (const spec of importsOf(source)) if (spec.startsWith('.')) stack.push(posix.normalize(posix.join(dirname(file), spec)).replace(/\.js$/, '.ts'));
      }
      return seen;
    };
    /** ActionInputs' fields by input name: fail-on-regression is failOnRegression, github-token is token. */
    const field = (name: string) => (name === 'github-token' ? 'token' : name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()));
    // promotion.ts takes gateSettings from evaluate.ts, whose evaluate() (a given report, the history) mode promote never calls;
    // `report` outside check and report is refused by readInputs (checkReportInput), not ignored.
    const notRead: Record<string, readonly string[]> = { promote: ['report', 'history', 'history-branch', 'history-window'] };
    for (const mode of MODES) {
      const code = [...reach(`src/action/modes/${mode}.ts`)].filter((f) => f !== 'src/action/inputs.ts').map((f) => readFileSync(join(ROOT, f), 'utf8')).join('\n');
      const fields = new Set([...code.matchAll(/\binputs\.(\w+)/g)].map((m) => m[1]!));
      const reads = Object.keys(INPUT_MODES).filter((name) => name === 'mode' || (fields.has(field(name)) && !(notRead[mode] ?? []).includes(name)));
      expect([mode, reads.sort()]).toEqual([mode, Object.keys(INPUT_MODES).filter((name) => INPUT_MODES[name]!.modes.includes(mode)).sort()]);
    }
  });

  it('is the table of docs/action.md "Inputs per mode"', () => {
    const docs = readFileSync(join(ROOT, 'docs/action.md'), 'utf8');
    const table = /<!-- inputs-per-mode:start -->\n([\s\S]*?)<!-- inputs-per-mode:end -->/.exec(docs)![1]!;
    const rows = table.split('\n').filter((line) => /^\| `/.test(line)).map((line) => line.split(' | '));
    expect(rows.map(([mode]) => mode)).toEqual(MODES.map((m) => `| \`${m}\``));
    for (const [mode, inputs] of rows) {
      const name = mode!.slice(3, -1) as (typeof MODES)[number];
      expect([name, inputs!.replace(/ \|$/, '').split(', ')]).toEqual([name, Object.keys(INPUT_MODES).filter((n) => INPUT_MODES[n]!.modes.includes(name)).map((n) => `\`${n}\``)]);
    }
  });
});
