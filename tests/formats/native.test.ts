/** Our own schema v1 files are claimed by the native format alone (detection takes a fast path on them). */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { formats } from '../../src/formats/index.js';
import { readInput } from '../../src/io/read-input.js';
import { ROOT, ZIGTTP } from '../helpers/fixtures.js';

const examples = join(ROOT, 'examples/microbench');
const files = [
  ...readdirSync(examples).filter((f) => f.endsWith('.json')).map((f) => join(examples, f)),
  ...readdirSync(ZIGTTP).filter((f) => f.endsWith('.json')).map((f) => join(ZIGTTP, f)),
];

it.each(files)('%s is detected as bench-gate only', (path) => {
  expect(formats().filter((f) => f.detect(readInput(path))).map((f) => f.id)).toEqual(['bench-gate']);
});
