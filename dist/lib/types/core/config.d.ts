import type { ProtectedBenchmark } from './gate-options.js';
import type { MetricRule } from './metric-rules.js';
import type { Direction } from './model.js';
import type { Method } from './report.js';
export declare const DEFAULT_CONFIG_PATH = "bench-gate.json";
export interface Config {
    baseline?: string;
    threshold?: number;
    geomean_threshold?: number;
    aggregate?: string;
    method?: Method;
    alpha?: number;
    runs?: number;
    protected_in_geomean?: boolean;
    allow_missing?: boolean;
    protected?: ProtectedBenchmark[];
    benchmarks?: Record<string, {
        threshold?: number;
        direction?: Direction;
    }>;
    /** Rules per metric name (README, "Metrics"). */
    metrics?: Record<string, MetricRule>;
}
/** "Did you mean ...?" for an unknown key, from the keys allowed at that place. */
export declare function suggestKey(key: string, allowed: readonly string[]): string | undefined;
/**
 * A value that is not one of `choices` (a flag's or an input's): the choice it is near by spelling
 * (`stat` -> stats, `JSON` -> json), else `fallback` (the default). `near` says which, for the wording:
 * "did you mean" for a near choice, a plain "write" for the default.
 */
export declare function offerChoice<T extends string>(text: string, choices: readonly T[], fallback: T): {
    choice: T;
    near: boolean;
};
/** Validates a parsed bench-gate.json. `source` is its path, for messages. */
export declare function parseConfig(json: unknown, source: string): Config;
/**
 * bench-gate.json's text (a BOM at its start is allowed), parsed and validated. Its errors say what
 * is wrong with the file as text: empty, or not JSON (with the line and column), before any key is
 * looked at.
 */
export declare function parseConfigText(text: string, source: string): Config;
