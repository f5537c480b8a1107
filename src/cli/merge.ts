/**
 * `bench-diff merge FILES... [-o OUT]`: the shards of one run (a CI matrix where each job ran part of
 * the suite) joined into one schema v1 document.
 */
import { parseArgs } from 'node:util';
import { inputError } from '../core/errors.js';
import { mergeShards } from '../core/merge.js';
import type { Direction } from '../core/model.js';
import { loadDocument } from '../io/read-input.js';
import { refuseOutputOverInputs } from '../io/same-file.js';
import { writeFileAtomic } from '../io/write-file.js';
import { renderJsonChunks } from '../report/json.js';
import type { CliContext } from './context.js';
import { printable } from '../core/printable.js';
import { printReadWarnings } from './read-warnings.js';
import { checkOutputFlag, parseChoice } from './options.js';

export function mergeCommand(args: string[], ctx: CliContext): number {
  const { values, positionals } = parseArgs({
    args,
    options: { from: { type: 'string' }, direction: { type: 'string' }, output: { type: 'string', short: 'o' } },
    allowPositionals: true,
    strict: true,
  });
  checkOutputFlag(values.output);
  if (positionals.length === 0) throw inputError('bench-diff merge', 'needs the shard files', 'Usage: bench-diff merge FILES... -o OUT');
  refuseOutputOverInputs(values.output, positionals, 'the merged run');
  const direction = parseChoice<Direction>('--direction', values.direction, ['higher', 'lower']);
  const shards = positionals.map((p) => loadDocument(p, values.from ?? 'auto', direction ? { direction } : {}));
  printReadWarnings(ctx, shards);
  const { document, warnings } = mergeShards(shards);
  for (const w of warnings) ctx.stderr(`bench-diff: warning: ${printable(w)}\n`);
  // In pieces (renderJsonChunks), byte for byte the one text: a large merge is never one string.
  if (values.output) {
    writeFileAtomic(values.output, renderJsonChunks(document), { user: 'merged.json' });
    ctx.stderr(`bench-diff: merged ${document.benchmarks.length} benchmarks from ${shards.length} shards into ${values.output}\n`);
  } else {
    for (const piece of renderJsonChunks(document)) ctx.stdout(piece);
  }
  return 0;
}
