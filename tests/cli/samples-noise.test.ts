/** One run's per-iteration samples through the CLI: GC pauses do not make a benchmark too noisy to judge. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORMAT_FIXTURES, ROOT } from '../helpers/fixtures.js';

const CLI = join(ROOT, 'dist/cli.js');

describe('per-iteration samples from a tool', () => {
  it('a pytest-benchmark file compared with itself is unchanged, not inconclusive', () => {
    const file = join(FORMAT_FIXTURES, 'pytest-benchmark/benchmark.json');
    const result = spawnSync(process.execPath, [CLI, file, file], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^bench-gate PASS: no regressions;/);
    expect(result.stdout).not.toMatch(/inconclusive/);
  });
});
