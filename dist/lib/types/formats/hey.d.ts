import type { BenchmarkEntry } from '../core/model.js';
import { type Line } from './shared/http.js';
import type { FormatAdapter } from './types.js';
/** One hey report, as its text summary prints it (hey-csv.ts builds one from the CSV rows). */
export interface Report {
    start: Line;
    /** In seconds, as printed; NaN when hey could not compute it. */
    fields: Partial<Record<'Total' | 'Slowest' | 'Fastest' | 'Average', number>>;
    rps?: number;
    data: Record<string, number>;
    percentiles: Array<[number, number, Line]>;
    details: Record<string, {
        avg: number;
        fastest: number;
        slowest: number;
    }>;
    statusCodes: Record<string, number>;
    errors: Record<string, number>;
}
/**
 * The one benchmark of a hey report (hey-csv.ts builds its report from the CSV rows, which have no row
 * for a request without a response: its errors are only the responses of a failed status). `exactMean`:
 * the average was computed from the rows (hey-csv), not printed to hey's resolution.
 */
export declare function entryOf(file: string, r: Report, exactMean?: boolean): BenchmarkEntry;
export declare const hey: FormatAdapter;
