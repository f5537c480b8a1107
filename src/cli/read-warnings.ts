/**
 * What reading the inputs warned of (SourcedDocument.warnings: criterion's folder holding results of
 * an earlier cargo bench), for a command without a report to carry them: on stderr, as text, never
 * as terminal codes (the names in them come from the input).
 */
import { readWarnings, type SourcedDocument } from '../core/model.js';
import { printable } from '../core/printable.js';
import { type CliContext, warn } from './context.js';

export function printReadWarnings(ctx: CliContext, documents: ReadonlyArray<SourcedDocument | undefined>): void {
  for (const w of readWarnings(documents)) warn(ctx, printable(w));
}
