import type { DecisionMethod } from './decision/method.js';
import { type GateOptions } from './gate-options.js';
import { type SourcedDocument } from './model.js';
import type { Report } from './report.js';
import { type Series } from './runs.js';
/**
 * Compares N current runs of one suite with the baseline; `method` decides (by default the one
 * `options.method` names). Throws InputError on bad input.
 */
export declare function runGate(givenBaseline: SourcedDocument, givenRuns: readonly SourcedDocument[], options: GateOptions, method?: DecisionMethod, collected?: ReadonlyMap<string, Series>): Report;
