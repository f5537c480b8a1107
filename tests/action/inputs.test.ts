import { describe, expect, it } from 'vitest';
import { isBranchName, readInputs } from '../../src/action/inputs.js';
import { mayCreate } from '../../src/action/post-comment.js';
import { commentMarker, isBot, pickOurs, type ExistingComment } from '../../src/github/sticky-comment.js';
import { actionYml } from '../helpers/action-runner.js';

/** Inputs as the runner gives them: action.yml's defaults, then what the workflow sets. */
function inputs(given: Record<string, string>) {
  const defaults = Object.fromEntries(Object.entries(actionYml().inputs).map(([k, v]) => [k, v.default ?? '']));
  const all: Record<string, string> = { ...defaults, ...given };
  return readInputs((name) => (all[name] ?? '').trim());
}

describe('inputs', () => {
  it('applies the defaults of action.yml', () => {
    const i = inputs({ current: 'a.json\n\n  b/*.json  \n' });
    expect(i).toMatchObject({ current: ['a.json', 'b/*.json'], from: 'auto', config: 'bench-gate.json', mode: 'check', comment: 'always', commentKey: '', failOnRegression: true, summary: true, protected: [], reportFile: 'bench-gate-pr-report.json' });
    expect(i.baseline).toBeUndefined();
    expect(i.threshold).toBeUndefined();
    expect(i.acceptLabel).toBe('bench-gate:accept');
    expect(i.allowMissing).toBeUndefined(); // the config decides
  });

  it('reads the accept label (empty turns it off) and allow-missing', () => {
    expect(inputs({ current: 'a.json', 'accept-label': '  perf-ok ' }).acceptLabel).toBe('perf-ok');
    expect(inputs({ current: 'a.json', 'accept-label': '' }).acceptLabel).toBe('');
    expect(inputs({ current: 'a.json', 'allow-missing': 'true' }).allowMissing).toBe(true);
    expect(inputs({ current: 'a.json', 'allow-missing': 'false' }).allowMissing).toBe(false);
    expect(() => inputs({ current: 'a.json', 'allow-missing': 'sometimes' })).toThrow('input `allow-missing`: "sometimes" is not true or false. Write allow-missing: true or allow-missing: false');
  });

  it('parses numbers, lists and booleans', () => {
    const i = inputs({ current: 'a.json', threshold: '5%', 'geomean-threshold': '2.5', protected: 'a, b\nc', 'fail-on-regression': 'False', aggregate: 'p75' });
    expect(i).toMatchObject({ threshold: 5, geomeanThreshold: 2.5, protected: ['a', 'b', 'c'], failOnRegression: false, aggregate: 'p75' });
  });

  it('reads numbers as people write them, not as Number() would: no hex, no Infinity', () => {
    expect(() => inputs({ current: 'a.json', threshold: '0x10' })).toThrow('input `threshold`: "0x10" is not a percentage');
    expect(() => inputs({ current: 'a.json', 'geomean-threshold': '1e400' })).toThrow('input `geomean-threshold`: "1e400" is not a percentage');
    expect(() => inputs({ current: 'a.json', threshold: '-3%' })).toThrow('input `threshold`: "-3%" is negative: a percentage here is 0 or more');
    expect(() => inputs({ current: 'a.json', 'history-window': '0x20' })).toThrow('input `history-window`: "0x20" is not a whole number of at least 2');
    expect(() => inputs({ current: 'a.json', alpha: '0x0' })).toThrow('input `alpha`: "0x0" is not a significance level');
    expect(inputs({ current: 'a.json', threshold: '7.5%', 'history-window': '40', alpha: '.01' })).toMatchObject({ threshold: 7.5, historyWindow: 40, alpha: 0.01 });
  });

  it('keeps a comma inside brackets in a protected name (a C++ template)', () => {
    expect(inputs({ current: 'a.json', protected: 'BM_Copy<int, 8>, b\nfib(10, 20)' }).protected).toEqual(['BM_Copy<int, 8>', 'b', 'fib(10, 20)']);
  });

  it('names the input and says what to write', () => {
    expect(() => inputs({ current: 'a.json', mode: 'gate' })).toThrow('input `mode`: "gate" is not one of check, report, comment, promote, record. Write mode: check');
    expect(() => inputs({ current: 'a.json', comment: 'sometimes' })).toThrow('input `comment`: "sometimes" is not one of always, on-change, on-regression, never. Write comment: always');
    expect(() => inputs({ current: 'a.json', summary: 'maybe' })).toThrow('input `summary`: "maybe" is not true or false. Write summary: true or summary: false');
    expect(() => inputs({ current: 'a.json', aggregate: 'fastest' })).toThrow('input `aggregate`: unknown aggregate "fastest". Use best, worst, median, mean or pNN (e.g. p75)');
    expect(() => inputs({ current: 'a.json', from: 'nope' })).toThrow(/^input `from`: unknown format "nope"\. Use auto or one of: /);
    expect(() => inputs({})).toThrow('input `current`: names no benchmark results. Give the paths or globs of the run files, one per line, e.g. current: bench/results/*.json');
    expect(inputs({ mode: 'comment' }).current).toEqual([]);
  });

  it('offers the choice a misspelt value is near, not the default, as the CLI does for --method stat', () => {
    expect(() => inputs({ current: 'a.json', mode: 'reprot' })).toThrow('input `mode`: "reprot" is not one of check, report, comment, promote, record. Did you mean mode: report?');
    expect(() => inputs({ current: 'a.json', mode: 'Promote' })).toThrow('input `mode`: "Promote" is not one of check, report, comment, promote, record. Did you mean mode: promote?');
    expect(() => inputs({ current: 'a.json', comment: 'on-regresion' })).toThrow('input `comment`: "on-regresion" is not one of always, on-change, on-regression, never. Did you mean comment: on-regression?');
    expect(() => inputs({ current: 'a.json', promote: 'comit' })).toThrow('input `promote`: "comit" is not one of pull-request, commit. Did you mean promote: commit?');
    expect(() => inputs({ current: 'a.json', 'promote-when': 'allways' })).toThrow('input `promote-when`: "allways" is not one of changed, always. Did you mean promote-when: always?');
    expect(() => inputs({ current: 'a.json', method: 'stat' })).toThrow('input `method`: "stat" is not one of best, stats. Did you mean method: stats?');
  });
});

describe('the promote inputs', () => {
  it('default to a pull request from bench-gate/promote-baseline, when something changed', () => {
    expect(inputs({ current: 'a.json', mode: 'promote' })).toMatchObject({ mode: 'promote', promote: 'pull-request', promoteBranch: 'bench-gate/promote-baseline', promoteWhen: 'changed' });
    expect(inputs({ current: 'a.json', mode: 'promote', promote: 'commit', 'promote-when': 'always', 'promote-branch': 'perf/baseline-#2' })).toMatchObject({ promote: 'commit', promoteWhen: 'always', promoteBranch: 'perf/baseline-#2' });
  });

  it('refuse what git would', () => {
    expect(() => inputs({ current: 'a.json', promote: 'push' })).toThrow('input `promote`: "push" is not one of pull-request, commit. Write promote: pull-request');
    expect(() => inputs({ current: 'a.json', 'promote-when': 'sometimes' })).toThrow('input `promote-when`: "sometimes" is not one of changed, always. Write promote-when: changed');
    expect(() => inputs({ current: 'a.json', 'promote-branch': 'bad name' })).toThrow('input `promote-branch`: "bad name" is not a valid branch name. Write promote-branch: bench-gate/promote-baseline');
    for (const bad of ['a..b', '/a', 'a/', 'a//b', '-a', 'a.lock', 'a/.b', 'a~1', 'a^', 'a:b', 'a?', 'a*', 'a[b', 'a\\b', 'a@{b', '@', 'a.', 'a\tb']) expect(isBranchName(bad), bad).toBe(false);
    for (const good of ['main', 'bench-gate/promote-baseline', 'release/1.2', 'a@b', 'x_y-z', 'é']) expect(isBranchName(good), good).toBe(true);
  });
});

describe('the comment policy', () => {
  const report = (verdict: 'pass' | 'fail', changed: number) => ({ kind: 'report' as const, verdict, report: { summary: { regressed: 0, failed: 0, missing: 0, improved: changed, protected: 0, new: 0, unchanged: 3 } } as never });
  it('creates per policy', () => {
    expect(mayCreate('always', report('pass', 0))).toBe(true);
    expect(mayCreate('never', report('fail', 0))).toBe(false);
    expect(mayCreate('on-regression', report('pass', 2))).toBe(false);
    expect(mayCreate('on-regression', report('fail', 0))).toBe(true);
    expect(mayCreate('on-change', report('pass', 0))).toBe(false);
    expect(mayCreate('on-change', report('pass', 1))).toBe(true);
    const none = { kind: 'no-baseline' as const, verdict: 'no-baseline' as const, noBaseline: { baseline: 'b.json', runs: [] } };
    expect(mayCreate('on-change', none)).toBe(true);
    expect(mayCreate('on-regression', none)).toBe(false);
  });
});

describe('the sticky comment', () => {
  const bot = (login: string) => ({ login, type: 'Bot' });
  const comment = (id: number, body: string, user: ExistingComment['user']): ExistingComment => ({ id, body, user, html_url: `u${id}` });

  it('keeps keys from ending the marker', () => {
    expect(commentMarker('')).toBe('<!-- bench-gate:comment -->');
    expect(commentMarker('linux-node20')).toBe('<!-- bench-gate:comment key=linux-node20 -->');
    expect(commentMarker('a --> b')).toBe('<!-- bench-gate:comment key=a%20--%3E%20b -->');
  });

  it('matches the marker on the first line and a bot author, github-actions[bot] first', () => {
    const m = commentMarker('');
    const list = [
      comment(1, `${m}\nfrom a person`, { login: 'octocat', type: 'User' }),
      comment(2, `quoting\n${m}`, bot('github-actions[bot]')),
      comment(3, `${m}\nother app`, bot('my-app[bot]')),
      comment(4, `${m}\r\nours`, bot('github-actions[bot]')),
      comment(5, `${commentMarker('other')}\nother key`, bot('github-actions[bot]')),
    ];
    expect(pickOurs(list, m, isBot)?.id).toBe(4);
    expect(pickOurs(list.slice(0, 3), m, isBot)?.id).toBe(3);
    expect(pickOurs(list, commentMarker('other'), isBot)?.id).toBe(5);
    expect(pickOurs([list[0]!], m, isBot)).toBeUndefined();
    expect(isBot({ login: 'github-actions', type: 'User' })).toBe(false);
    expect(isBot(null)).toBe(false);
  });
});
