/**
 * `bench-diff convert [--from FORMAT] INPUT [-o OUT]`: any supported format to schema v1.
 */
import { parseArgs } from 'node:util';
import { inputError } from '../core/errors.js';
import type { Direction } from '../core/model.js';
import { loadDocument } from '../io/read-input.js';
import { refuseOutputOverInputs } from '../io/same-file.js';
import { writeFileAtomic } from '../io/write-file.js';
import { renderJsonChunks } from '../report/json.js';
import type { CliContext } from './context.js';
import { printReadWarnings } from './read-warnings.js';
import { checkOutputFlag, parseChoice } from './options.js';

export function convertCommand(args: string[], ctx: CliContext): number {
  const { values, positionals } = parseArgs({
    args,
    options: { from: { type: 'string' }, direction: { type: 'string' }, output: { type: 'string', short: 'o' } },
    allowPositionals: true,
    strict: true,
  });
  checkOutputFlag(values.output);
  if (positionals.length !== 1) {
    throw inputError('bench-diff convert', positionals.length === 0 ? 'needs an INPUT' : 'takes one INPUT', 'Usage: bench-diff convert [--from FORMAT] INPUT [-o OUT]');
  }
  refuseOutputOverInputs(values.output, positionals, 'the converted document');
  const direction = parseChoice<Direction>('--direction', values.direction, ['higher', 'lower']);
  const input = loadDocument(positionals[0]!, values.from ?? 'auto', direction ? { direction } : {});
  printReadWarnings(ctx, [input]);
  const document = input.document;
  // In pieces (renderJsonChunks), byte for byte the one text: a document of a million benchmarks,
  // or of very long names, as one string doubled the peak memory or passed V8's longest string.
  if (values.output) writeFileAtomic(values.output, renderJsonChunks(document), { user: 'run.json' });
  else for (const piece of renderJsonChunks(document)) ctx.stdout(piece);
  return 0;
}
