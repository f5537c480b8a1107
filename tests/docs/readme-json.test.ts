/** The JSON examples in the README are valid: the benchmark file and the config a reader will copy. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { parseConfig } from '../../src/core/config.js';
import { validateDocument } from '../../src/core/validate.js';
import { ROOT } from '../helpers/fixtures.js';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** The first ```json block after a heading. */
function jsonAfter(heading: string): unknown {
  const at = readme.indexOf(heading);
  expect(at, heading).toBeGreaterThan(-1);
  return JSON.parse(/```json\n([\s\S]*?)```/.exec(readme.slice(at))![1]!);
}

it('the schema_version 1 example validates', () => {
  const example = validateDocument(jsonAfter('## The benchmark file'), 'README');
  expect(example.benchmarks).toHaveLength(4);
  expect(example.benchmarks[3]!.metrics).toHaveProperty('B/op');
});

it('the bench-gate.json example validates', () => {
  const config = parseConfig(jsonAfter('## The config file'), 'README');
  expect(config.threshold).toBe(8);
});
