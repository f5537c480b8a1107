/** The JSON rendering: the report object itself (schemas/report-v1.schema.json), pretty-printed. */
import type { Report } from '../core/report.js';

export function renderJson(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
