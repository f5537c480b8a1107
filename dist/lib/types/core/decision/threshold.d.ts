/**
 * The threshold rule (the contract's default): a benchmark regresses when its aggregated value is
 * more than its threshold worse, the suite when the geomean of the ratios is more than its limit worse.
 */
import type { BenchmarkResult, GeomeanResult } from '../report.js';
import type { DecisionMethod } from './method.js';
/** Decides one compared benchmark by its change alone (a protected one keeps its status). */
export declare function thresholdDecide(result: BenchmarkResult): void;
/** The results the geomean counts: in it, and compared. */
export declare function inGeomean(results: readonly BenchmarkResult[]): BenchmarkResult[];
/** The geomean of the counted ratios, failing when it is more than `limit` percent worse. */
export declare function thresholdGeomean(results: readonly BenchmarkResult[], limit: number): GeomeanResult;
export declare const thresholdMethod: DecisionMethod;
