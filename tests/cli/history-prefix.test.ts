/**
 * Each line a history subcommand writes names it as its errors do: `bench-diff history add: recorded
 * ...` beside `bench-diff history add: error: ...`, where its own lines used to read `bench-diff: ...`
 * and most of its errors `bench-diff: error: ...`, so a CI log did not say which step wrote them.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from '../helpers/cli.js';

const sha = (digit: string): string => digit.repeat(40);

describe('the lines of the history subcommands', () => {
  it('start with the subcommand\'s name, for what it did, its warnings and its errors', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'r.json'), JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'parse', value: 5, unit: 'ms' }] }));
    const add = (commit: string, date: string) => cli(['history', 'add', 'r.json', '--store', 's', '--commit', commit, '--branch', 'main', '--date', date], dir);
    expect(add(sha('a'), '2026-01-02').stderr).toBe(`bench-diff history add: recorded commit ${sha('a')} (1 benchmark, 1 run) in s/main.jsonl, now 1 entry\n`);
    expect(add(sha('a'), '2026-01-02').stderr).toBe(`bench-diff history add: replaced the entry of commit ${sha('a')} (1 benchmark, 1 run) in s/main.jsonl, now 1 entry\n`);
    expect(add(sha('b'), '2026-01-01').stderr).toMatch(/^bench-diff history add: warning: commit b{40} is dated .*\nbench-diff history add: recorded commit b{40} /);
    expect(add(sha('c'), 'soon').stderr).toBe('bench-diff history add: error: --date: "soon" is not a date. Give an ISO 8601 date, e.g. --date 2026-01-31 or --date 2026-01-31T12:00:00Z (a time needs Z or an offset)\n');

    expect(cli(['history', 'prune', '--store', 's', '--keep', '1'], dir).stderr).toBe('bench-diff history prune: s/main.jsonl: removed 1 entry, kept 1\n');
    expect(cli(['history', 'prune', '--store', 'none', '--keep', '1'], dir).stderr).toBe('bench-diff history prune: none holds no branches; nothing to prune\n');
    expect(cli(['history', 'detect', '--store', 'none'], dir).stderr).toBe('bench-diff history detect: error: none: holds no history. Record runs with `bench-diff history add` first, or check --store\n');

    const run = (id: string, values: unknown[]) => ({ commit: { id, timestamp: '2025-01-01T00:00:00Z' }, date: 0, tool: 'go', benches: values.map((value, i) => ({ name: `b${i}`, value, unit: 'ns' })) });
    writeFileSync(join(dir, 'data.js'), `window.BENCHMARK_DATA = ${JSON.stringify({ entries: { Go: [run('a', [0, 5])] } })}`);
    expect(cli(['history', 'import', '--from', 'github-action-benchmark', 'data.js', '--store', 't'], dir).stderr).toBe(
      'bench-diff history import: imported 1 commit from 1 suite into t/main.jsonl (1 new, 0 replaced; now 1 entry)\n' + 'bench-diff history import: left out 1 value that was not a positive number\n',
    );
    expect(cli(['history', 'import', '--from', 'github-action-benchmark', 'none.js', '--store', 't'], dir).stderr).toMatch(/^bench-diff history import: error: none\.js: /);
    // A usage error, named so before, is named once.
    expect(cli(['history', 'import', '--from', 'github-action-benchmark', '--store', 't'], dir).stderr).toMatch(/^bench-diff history import: error: needs the data\.js file\. Usage: /);
    // A flag the subcommand does not take, or one without its value.
    expect(cli(['history', 'add', 'r.json', '--keep', '3'], dir).stderr).toMatch(/^bench-diff history add: error: --keep is not an option of bench-diff history add\b.*bench-diff history add --help/);
    expect(cli(['history', 'prune', '--store'], dir).stderr).toMatch(/^bench-diff history prune: error: /);
  });
});
