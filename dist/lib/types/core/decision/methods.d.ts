/**
 * The decision method an option names: the one place that maps `method` (bench-gate.json, --method)
 * to the value that decides. A new method is a new `Method` name and a line here.
 */
import type { GateOptions } from '../gate-options.js';
import type { DecisionMethod } from './method.js';
export declare function decisionMethodFor(options: GateOptions): DecisionMethod;
