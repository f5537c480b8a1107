/** Bencher Metric Format measures with no direction of their own: --direction, or the config per benchmark. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from '../helpers/cli.js';

const bmf = (memory: number, rps: number) => JSON.stringify({ app: { latency: { value: 88 }, 'peak-memory': { value: memory }, 'requests-per-second': { value: rps } } });

describe('Bencher measures of custom directions', () => {
  it('take their directions from bench-gate.json, as the error says, so one file may hold measures of both directions', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'base.json'), bmf(2048, 1000));
    writeFileSync(join(dir, 'run.json'), bmf(2048, 800));
    const none = cli(['base.json', 'run.json'], dir);
    expect(none.status).toBe(2);
    expect(none.stderr).toBe(
      'bench-diff: error: base.json: benchmarks[1] ("app [peak-memory]"): cannot tell whether higher or lower is better for unit "peak-memory". Add "direction": "higher" or "lower" to the benchmark, or set it per benchmark under "benchmarks" in bench-gate.json; for a tool\'s output whose unit says neither (pyperf\'s "integer", a custom Bencher measure), --direction higher or lower sets it for the whole file\n',
    );
    writeFileSync(join(dir, 'bench-gate.json'), JSON.stringify({ benchmarks: { 'app [peak-memory]': { direction: 'lower' }, 'app [requests-per-second]': { direction: 'higher' } } }));
    const gate = cli(['base.json', 'run.json', '--format', 'json'], dir);
    expect(gate.stderr).toBe('');
    expect(gate.status).toBe(1);
    const rows = JSON.parse(gate.stdout).benchmarks.map((b: { name: string; direction: string; status: string }) => [b.name, b.direction, b.status]);
    expect(rows).toEqual(expect.arrayContaining([['app [requests-per-second]', 'higher', 'regressed'], ['app [peak-memory]', 'lower', 'unchanged']]));
  });
});
