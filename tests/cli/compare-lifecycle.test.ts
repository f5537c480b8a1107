/** compare's lifecycle flags end to end: --accept, stale protections, machine changes. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { cli, tempDir } from '../helpers/cli.js';

describe('bench-diff compare: lifecycle', () => {
  let dir: string;
  const file = (name: string, values: Record<string, number>, environment?: object) =>
    writeFileSync(join(dir, name), JSON.stringify({ schema_version: 1, benchmarks: Object.entries(values).map(([n, v]) => ({ name: n, ops_per_sec: v })), ...(environment ? { metadata: { environment } } : {}) }));

  beforeEach(() => {
    dir = tempDir();
  });

  it('--accept passes a regression with the verdict accepted and says how to undo it', () => {
    file('base.json', { a: 100, b: 100 });
    file('run.json', { a: 50, b: 100 });
    expect(cli(['base.json', 'run.json'], dir).status).toBe(1);
    const accepted = cli(['base.json', 'run.json', '--accept'], dir);
    expect(accepted.status).toBe(0);
    expect(accepted.stdout).toMatch(/^bench-gate ACCEPTED: 1 regression.*\nRegressions accepted by --accept: they are reported, but the check passes\. To gate them again, remove --accept\.\n/);
    expect(accepted.stdout).toMatch(/a\s+100 ops\/s\s+50 ops\/s\s+-50\.0% \(2\.00× slower\)\s+regressed/);
  });

  it('--accept does not pass a failed benchmark', () => {
    file('base.json', { a: 100 });
    writeFileSync(join(dir, 'run.json'), JSON.stringify({ schema_version: 1, benchmarks: [{ name: 'a', success: false, error: 'crash' }] }));
    const result = cli(['base.json', 'run.json', '--accept'], dir);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('warning: --accept accepts regressions only: 1 failed benchmark still fails the gate');
  });

  it('warns about a stale protection from the config, which still protects', () => {
    writeFileSync(join(dir, 'bench-gate.json'), JSON.stringify({
      geomean_threshold: 50,
      protected: [
        { name: 'a', reason: 'flaky on shared runners', until: '2000-01-01' },
        { name: 'b', reason: 'until the allocator lands', until: '2999-12-31' },
      ],
    }));
    file('base.json', { a: 100, b: 100 });
    file('run.json', { a: 50, b: 50 });
    const result = cli(['base.json', 'run.json'], dir);
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n')[1]).toBe('warning: the protection of "a" expired on 2000-01-01 (flaky on shared runners); it still applies, but review it: remove it from "protected" in the config, or extend its "until"');
    expect(result.stdout).not.toContain('protection of "b"');
    const json = JSON.parse(cli(['base.json', 'run.json', '--format', 'json'], dir).stdout);
    expect(json.benchmarks.find((r: { name: string }) => r.name === 'a')).toMatchObject({ status: 'protected', protection_stale: true, protected_until: '2000-01-01' });
    expect(json.benchmarks.find((r: { name: string }) => r.name === 'b')).toMatchObject({ status: 'protected', protected_until: '2999-12-31' });
  });

  it('warns in every format when baseline and runs come from different machines', () => {
    file('base.json', { a: 100 }, { cpu_model: 'Intel Xeon Platinum 8370C', cpu_count: 2 });
    file('run.json', { a: 100 }, { cpu_model: 'Apple M2', cpu_count: 8 });
    const text = cli(['base.json', 'run.json'], dir);
    expect(text.status).toBe(0);
    expect(text.stdout.split('\n')[1]).toMatch(/^warning: baseline and runs were measured on different machines \(CPU "Intel Xeon Platinum 8370C" in the baseline, "Apple M2" in the runs; 2 cores in the baseline, 8 in the runs\)/);
    const markdown = cli(['base.json', 'run.json', '--format', 'markdown'], dir).stdout.split('\n');
    expect(markdown[2]).toBe('> [!WARNING]');
    expect(markdown[3]).toMatch(/^> baseline and runs were measured on different machines/);
    const json = JSON.parse(cli(['base.json', 'run.json', '--format', 'json'], dir).stdout);
    expect(json.environment_mismatch.fields).toEqual(['cpu_model', 'cpu_count']);
    expect(json.warnings[0]).toMatch(/the comparison may say more about the machine than the code/);
  });
});
