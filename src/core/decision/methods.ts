/**
 * The decision method an option names: the one place that maps `method` (bench-gate.json, --method)
 * to the value that decides. A new method is a new `Method` name and a line here.
 */
import type { GateOptions } from '../gate-options.js';
import { loadStatsMethod } from '../stats/method-loader.js';
import type { DecisionMethod } from './method.js';
import { thresholdMethod } from './threshold.js';

export function decisionMethodFor(options: GateOptions): DecisionMethod {
  switch (options.method) {
    case 'best':
      return thresholdMethod;
    case 'stats':
      return loadStatsMethod()({ alpha: options.alpha });
  }
}
