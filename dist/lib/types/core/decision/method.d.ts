/**
 * How a decision method plugs into the gate. The gate (gate.ts) compares: it pairs each benchmark
 * with its baseline, computes the ratio and the noise, and marks protections. A method then decides:
 * the status of every compared benchmark and the geomean's. The threshold rule (threshold.ts) and the
 * statistics (stats/method.ts) are the two methods today; a new one implements this interface and
 * gets a line in methods.ts.
 */
import type { BenchmarkResult, GeomeanResult, PairedRecord, ReportedMethod } from '../report.js';
import type { Observations } from '../stats/observations.js';
/** One compared benchmark: its result (status still to decide, or `protected`) and its observations. */
export interface Compared {
    result: BenchmarkResult;
    obs: Observations;
}
/** What every method is told about the suite. */
export interface DecisionContext {
    geomeanThreshold: number;
    /** How the threshold rule combines runs ("best of 5 runs"), named when a method falls back to it. */
    ruleName: string;
}
export interface Decision {
    geomean: GeomeanResult;
    /** Warnings for the report, after the gate's own. */
    warnings: string[];
    /** What the report records about the method; absent for the threshold rule (the contract's default). */
    reported?: {
        method: ReportedMethod;
        alpha: number;
        paired?: PairedRecord;
    };
}
export interface DecisionMethod {
    /**
     * Sets `status` (and, for protected benchmarks, `over_threshold`) on every compared result, and
     * decides the geomean over `results` (all of them: those not in the geomean are marked so).
     */
    decide(compared: readonly Compared[], results: readonly BenchmarkResult[], context: DecisionContext): Decision;
}
