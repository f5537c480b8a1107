/** The JSON rendering: the report object itself (schemas/report-v1.schema.json), pretty-printed. */
import type { Report } from '../core/report.js';
export declare function renderJson(report: Report): string;
