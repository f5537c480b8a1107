/**
 * `bench-diff promote CURRENT... [--baseline PATH]`: the runs become the new baseline, written
 * atomically, and the comparison with the previous baseline is printed for review.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { inputError } from '../core/errors.js';
import { machineEnvironment } from '../io/environment.js';
import { startsLikeJson } from '../io/read-input.js';
import { gitProvenance } from '../io/git.js';
import { checkWritable, ensureDirectory, namesDirectory, writeFileAtomic } from '../io/write-file.js';
import { plural } from '../report/humanize.js';
import { renderJsonChunks } from '../report/json.js';
import { COMPARE_OPTIONS, gateSettings, printReport, refuseBaselineAsRun, refuseReportOverInputs } from './compare.js';
import type { CliContext } from './context.js';
import { promoteFiles } from './promote-files.js';
import { printReadWarnings } from './read-warnings.js';
import { VERSION } from '../core/version.js';

const USAGE = 'Usage: bench-diff promote CURRENT [CURRENT...] --baseline PATH';

export function promoteCommand(args: string[], ctx: CliContext): number {
  const { values, positionals } = parseArgs({ args, options: COMPARE_OPTIONS, allowPositionals: true, strict: true });
  if (values['baseline-ref'] !== undefined) throw inputError('--baseline-ref', 'has no meaning for promote', 'promote writes the baseline in the checkout; leave --baseline-ref out');
  if (values.accept) throw inputError('--accept', 'has no meaning for promote', 'Promoting the runs accepts them as the new baseline; leave --accept out');
  const settings = gateSettings(values);
  const baselinePath = values.baseline ?? settings.config.baseline;
  if (baselinePath === undefined) throw inputError('bench-diff promote', 'needs --baseline PATH (or "baseline" in bench-gate.json)', USAGE);
  if (positionals.length === 0) throw inputError('bench-diff promote', 'needs at least one run', USAGE);
  refuseReportOverInputs(values.output, [baselinePath, ...positionals]);
  refuseBaselineAsRun(baselinePath, positionals);
  // The new baseline is written as a file there (a folder is an input some formats have, never a baseline promote writes).
  if (namesDirectory(baselinePath)) throw inputError(baselinePath, 'is a directory, and promote writes the baseline as a file', `Name the file, e.g. --baseline ${join(baselinePath, 'baseline.json')}`);

  const previousExists = existsSync(baselinePath);
  // A baseline that was another tool's text output (a go test log) becomes bench-gate's JSON: say so.
  const previousWasText = previousExists && !startsLikeJson(baselinePath);
  const result = promoteFiles(previousExists ? baselinePath : undefined, positionals, settings, () => ({
    ...gitProvenance(ctx.cwd, ctx.env),
    date: new Date().toISOString(),
    toolVersion: VERSION,
    environment: machineEnvironment(),
  }));

  // The report's file must take it before the baseline is replaced: an error after that would say
  // the command failed (exit 2) with the new baseline already in place.
  if (values.output !== undefined) checkWritable(values.output);
  ensureDirectory(dirname(baselinePath));
  // In pieces: the whole text (~40 MB at 100,000 benchmarks) and a Buffer of it never exist at once.
  writeFileAtomic(baselinePath, renderJsonChunks(result.baseline));
  const how = positionals.length === 1 ? '1 run' : `${settings.options.aggregate} of ${positionals.length} runs`;
  ctx.stderr(`bench-diff: promoted ${plural(result.baseline.benchmarks.length, 'benchmark')} (${how}) to ${baselinePath}\n`);
  if (previousWasText) ctx.stderr(`bench-diff: ${baselinePath} held another tool's text output; it now holds bench-gate's own JSON (schema_version 1), which every command reads${baselinePath.endsWith('.json') ? '' : ' (a name ending in .json would say so)'}\n`);
  if (result.dropped.length > 0) ctx.stderr(`bench-diff: dropped from the baseline (--allow-missing): ${result.dropped.join(', ')}\n`);
  if (!result.comparison) {
    printReadWarnings(ctx, [{ source: baselinePath, document: result.baseline, warnings: result.warnings }]);
    ctx.stderr('bench-diff: there was no baseline before, so there is nothing to compare with\n');
    return 0;
  }
  ctx.stderr('bench-diff: what changed against the previous baseline, for review:\n');
  printReport(result.comparison, settings, values.output, ctx);
  return 0;
}
