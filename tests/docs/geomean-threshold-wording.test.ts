/**
 * A geomean over a single benchmark is shown but never gated (README, "How the gate decides";
 * core/verdict.ts GEOMEAN_MIN_COUNT): the descriptions of the geomean's limit say so, rather than
 * promising a limit on "the geometric mean of all ratios" whatever their number.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { COMMANDS_HELP } from '../../src/cli/help.js';
import { GEOMEAN_MIN_COUNT } from '../../src/core/verdict.js';

const ROOT = join(import.meta.dirname, '../..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const SAYS_COUNT = new RegExp(`\\b${GEOMEAN_MIN_COUNT}\\+ benchmarks\\b`);

describe('the geomean threshold\'s descriptions', () => {
  it('say the geomean is gated over 2+ benchmarks: the Action input, its tables, the CLI help and README\'s flag table', () => {
    expect(GEOMEAN_MIN_COUNT).toBe(2);
    const action = yaml.load(read('action.yml')) as { inputs: Record<string, { description: string }> };
    expect(action.inputs['geomean-threshold']!.description).toMatch(SAYS_COUNT);
    for (const doc of ['README.md', 'docs/action.md']) {
      const row = read(doc).split('\n').find((l) => l.startsWith('| `geomean-threshold` |'));
      expect(row, doc).toMatch(SAYS_COUNT);
    }
    const texts = COMMANDS_HELP.flatMap((c) => c.sections.flatMap((s) => s.options)).filter((o) => o.name === 'geomean-threshold').map((o) => o.text);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toMatch(SAYS_COUNT);
    const flagRow = read('README.md').split('\n').find((l) => l.startsWith('| `--geomean-threshold PCT` |'));
    expect(flagRow).toMatch(SAYS_COUNT);
  });
});
