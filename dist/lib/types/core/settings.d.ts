import type { Config } from './config.js';
import { type GateOptions } from './gate-options.js';
import type { Method } from './report.js';
/** What flags or Action inputs set; undefined means "not given", so the config or default applies. */
export interface GateFlags {
    threshold?: number;
    geomeanThreshold?: number;
    aggregate?: string;
    protect?: readonly string[];
    protectedInGeomean?: boolean;
    allowMissing?: boolean;
    /** Who accepts regressions (--accept, a PR label); never from the config, where it would stay forever. */
    acceptedBy?: string;
    /** Today as YYYY-MM-DD, for stale protections. */
    today?: string;
    method?: Method;
    alpha?: number;
    /** --metrics: which metrics to compare. */
    metrics?: readonly string[];
    /** --metric-threshold NAME=PCT, by metric name. */
    metricThresholds?: Readonly<Record<string, number>>;
}
/** Merges defaults < config < flags into the gate's options. */
export declare function gateOptions(config: Config, flags: GateFlags): GateOptions;
/** A significance level the statistics accept: above 0 and at most 0.5 (--alpha, the Action's `alpha`). */
export declare function isSignificanceLevel(value: number): boolean;
