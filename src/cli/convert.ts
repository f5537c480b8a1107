/**
 * `bench-diff convert [--from FORMAT] [--name NAME] INPUT [-o OUT]`: any supported format to schema v1;
 * --name names the one benchmark of an output that names none (hey, oha: core/rename.ts).
 */
import { parseArgs } from 'node:util';
import { inputError } from '../core/errors.js';
import type { Direction } from '../core/model.js';
import { withName } from '../core/rename.js';
import { loadDocument } from '../io/read-input.js';
import { refuseOutputOverInputs } from '../io/same-file.js';
import { writeFileAtomic } from '../io/write-file.js';
import { renderJsonChunks } from '../report/json.js';
import type { CliContext } from './context.js';
import { printReadWarnings } from './read-warnings.js';
import { checkOutputFlag, NAME_SEVERAL_HINT, parseChoice, parseNameFlag } from './options.js';

export function convertCommand(args: string[], ctx: CliContext): number {
  const { values, positionals } = parseArgs({
    args,
    options: { from: { type: 'string' }, direction: { type: 'string' }, output: { type: 'string', short: 'o' }, name: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  checkOutputFlag(values.output);
  if (positionals.length !== 1) {
    throw inputError('bench-diff convert', positionals.length === 0 ? 'needs an INPUT' : 'takes one INPUT', 'Usage: bench-diff convert [--from FORMAT] [--name NAME] INPUT [-o OUT]');
  }
  refuseOutputOverInputs(values.output, positionals, 'the converted document');
  const direction = parseChoice<Direction>('--direction', values.direction, ['higher', 'lower']);
  const name = parseNameFlag(values.name);
  const input = loadDocument(positionals[0]!, values.from ?? 'auto', direction ? { direction } : {});
  printReadWarnings(ctx, [input]);
  const document = name === undefined ? input.document : withName(input.document, name);
  if (typeof document === 'string') throw inputError(input.source, document, NAME_SEVERAL_HINT);
  // In pieces (renderJsonChunks), byte for byte the one text: a document of a million benchmarks,
  // or of very long names, as one string doubled the peak memory or passed V8's longest string.
  if (values.output) writeFileAtomic(values.output, renderJsonChunks(document), { user: 'run.json' });
  else for (const piece of renderJsonChunks(document)) ctx.stdout(piece);
  return 0;
}
