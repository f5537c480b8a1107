/**
 * vitest 5 writes absolute paths only: a benchmark's name must not depend on the other files of the
 * report, or a pull request that adds a bench file (or a filtered or sharded run) finds every benchmark
 * of the baseline missing. Both files are real vitest 5.1 output of one project
 * (fixtures/generate/vitest-bench.sh): every file, and `vitest bench strings`.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, tempDir } from '../helpers/cli.js';
import { ROOT } from '../helpers/fixtures.js';

const FIXTURES = join(ROOT, 'fixtures/formats/vitest-bench');
const ONE_FILE = join(FIXTURES, 'vitest5-one-file.json');
const FILES = join(FIXTURES, 'vitest5-files.json');

interface Row { name: string; status: string; metric?: string }

describe('bench-diff with vitest 5 reports of different files', () => {
  it('compares a run of every file with a baseline of one file by the same names: nothing missing', () => {
    const result = cli([ONE_FILE, FILES, '--format', 'json'], tempDir());
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const rows = (JSON.parse(result.stdout) as { benchmarks: Row[] }).benchmarks.filter((r) => r.metric === undefined);
    expect(rows.filter((r) => r.status === 'missing')).toEqual([]);
    expect(rows.filter((r) => r.status !== 'new').map((r) => r.name).sort()).toEqual([
      'strings.bench.ts > concat > two ways > Array#join',
      'strings.bench.ts > concat > two ways > template literal',
      'strings.bench.ts > single indexOf > indexOf',
    ]);
    expect(rows.filter((r) => r.status === 'new').map((r) => r.name).sort()).toEqual([
      'query/parse.bench.ts > query parse > JSON.parse',
      'route.bench.ts > router > split',
      'router/parse.bench.ts > router parse > JSON.parse',
    ]);
  });
});
