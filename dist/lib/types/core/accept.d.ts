/**
 * Accepting an intended regression (CLI --accept, the Action's accept label): the regressions are
 * still reported, but the check passes with the verdict `accepted`. Only regressions can be accepted;
 * a benchmark that failed or went missing is broken, not slower, and still fails the gate.
 */
import type { Report } from './report.js';
/** Applies the acceptance of `acceptedBy` (e.g. "--accept") to a finished report. */
export declare function acceptRegressions(report: Report, acceptedBy: string): void;
/** How the report names a pull request label that accepts regressions ("accepted by ..."). */
export declare function labelAcceptor(label: string): string;
/** Whether the labels include `label`; GitHub's label names are unique regardless of case. */
export declare function carriesLabel(labels: readonly string[], label: string): boolean;
