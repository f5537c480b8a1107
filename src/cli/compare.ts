/**
 * `bench-diff BASELINE CURRENT...`: compare runs with the baseline, print the report, exit 0/1.
 */
import { parseArgs } from 'node:util';
import { gateOptions } from '../core/config.js';
import { inputError } from '../core/errors.js';
import { runGate } from '../core/gate.js';
import type { Direction } from '../core/model.js';
import type { Method, Report } from '../core/report.js';
import { loadConfig } from '../io/config-file.js';
import { loadDocument } from '../io/read-input.js';
import { writeFileAtomic } from '../io/write-file.js';
import { renderJson } from '../report/json.js';
import { renderMarkdown } from '../report/markdown.js';
import { renderText } from '../report/text.js';
import { parseAlpha, parseBooleanFlag, parseChoice, parseNumberFlag, splitList } from './options.js';
import type { CliContext } from './context.js';

export const REPORT_FORMATS = ['text', 'markdown', 'json'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const OPTIONS = {
  threshold: { type: 'string' },
  'geomean-threshold': { type: 'string' },
  protect: { type: 'string', multiple: true },
  'protected-in-geomean': { type: 'string' },
  aggregate: { type: 'string' },
  'allow-missing': { type: 'boolean' },
  format: { type: 'string' },
  config: { type: 'string' },
  output: { type: 'string', short: 'o' },
  baseline: { type: 'string' },
  from: { type: 'string' },
  direction: { type: 'string' },
  method: { type: 'string' },
  alpha: { type: 'string' },
} as const;

export function renderReport(report: Report, format: ReportFormat, color: boolean): string {
  if (format === 'json') return renderJson(report);
  if (format === 'markdown') return renderMarkdown(report);
  return renderText(report, { color });
}

export function compareCommand(args: string[], ctx: CliContext): number {
  const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  const { config } = loadConfig(values.config);
  const format = parseChoice('--format', values.format, REPORT_FORMATS) ?? 'text';
  const direction = parseChoice<Direction>('--direction', values.direction, ['higher', 'lower']);
  const options = gateOptions(config, {
    threshold: parseNumberFlag('--threshold', values.threshold),
    geomeanThreshold: parseNumberFlag('--geomean-threshold', values['geomean-threshold']),
    aggregate: values.aggregate,
    protect: splitList(values.protect),
    protectedInGeomean: parseBooleanFlag('--protected-in-geomean', values['protected-in-geomean']),
    allowMissing: values['allow-missing'],
    method: parseChoice<Method>('--method', values.method, ['best', 'stats']),
    alpha: parseAlpha(values.alpha),
  });

  // BASELINE CURRENT...; or --baseline with only runs; or one run against the config's baseline.
  let baselinePath = values.baseline;
  let runPaths = positionals;
  if (baselinePath === undefined) {
    if (positionals.length === 1 && config.baseline !== undefined) baselinePath = config.baseline;
    else [baselinePath, ...runPaths] = positionals;
  }
  if (baselinePath === undefined || runPaths.length === 0) {
    throw inputError('bench-diff', 'needs a baseline and at least one run', 'Usage: bench-diff BASELINE CURRENT [CURRENT...] (see --help)');
  }
  const from = values.from ?? 'auto';
  const parseOptions = direction ? { direction } : {};
  const baseline = loadDocument(baselinePath, from, parseOptions);
  const runs = runPaths.map((p) => loadDocument(p, from, parseOptions));
  const report = runGate(baseline, runs, options);

  const rendered = renderReport(report, format, ctx.color);
  if (values.output) writeFileAtomic(values.output, rendered);
  ctx.stdout(rendered);
  return report.verdict === 'pass' ? 0 : 1;
}
