/**
 * Accepting an intended regression (CLI --accept, the Action's accept label): the regressions are
 * still reported, but the check passes with the verdict `accepted`. Only regressions can be accepted;
 * a benchmark that failed or went missing is broken, not slower, and still fails the gate.
 */
import type { Report } from './report.js';
import { failingCounts } from './verdict.js';

/** Applies the acceptance of `acceptedBy` (e.g. "--accept") to a finished report. */
export function acceptRegressions(report: Report, acceptedBy: string): void {
  if (report.verdict !== 'fail') return;
  const { failed, missing } = failingCounts(report.summary, report.allow_missing);
  if (failed > 0 || missing > 0) {
    const broken = [failed ? `${failed} failed` : '', missing ? `${missing} missing` : ''].filter(Boolean).join(' and ');
    const still = failed + missing === 1 ? 'benchmark still fails' : 'benchmarks still fail';
    report.warnings.push(`${acceptedBy} accepts regressions only: ${broken} ${still} the gate`);
    return;
  }
  report.verdict = 'accepted';
  report.accepted_by = acceptedBy;
}

/** How the report names a pull request label that accepts regressions ("accepted by ..."). */
export function labelAcceptor(label: string): string {
  return `the label "${label}"`;
}

/** Whether the labels include `label`; GitHub's label names are unique regardless of case. */
export function carriesLabel(labels: readonly string[], label: string): boolean {
  const wanted = label.trim().toLowerCase();
  return wanted !== '' && labels.some((l) => l.trim().toLowerCase() === wanted);
}
