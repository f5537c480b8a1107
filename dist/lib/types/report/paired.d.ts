import type { Report } from '../core/report.js';
import type { PairedPlan } from '../core/stats/paired-plan.js';
/**
 * How a paired report was decided, in one line: the footer of the Markdown and the last line of the
 * text ("paired: 10 interleaved rounds (order seed 1), …").
 */
export declare function pairedMethodText(report: Report): string;
export declare function renderPlanText(plan: PairedPlan): string;
