/**
 * hey's CSV output (`hey -o csv`): one row per response, in seconds with four decimals:
 *
 *   response-time,DNS+dialup,DNS,Request-write,Response-delay,Response-read,status-code,offset
 *   0.0417,0.0004,0.0000,0.0001,0.0408,0.0001,200,0.0004
 *
 * The rows are summarised as hey's text report summarises them, into the same benchmark as the hey
 * format (hey.ts): requests/s, with latency mean and max and p10...p99 (hey's own percentile rule: the
 * first latency, in sorted order, whose rank reaches the percentile) as metrics, Fastest, the phase
 * details and the status codes as fields. Two differences, both from what the CSV holds: the run's
 * duration is taken as the end of its last response (offset + response time), and requests that got
 * no response have no row, so they are neither counted nor listed as errors: the error rate is that
 * of the responses with a status outside 200-399 (as wrk and hey's text report count them too) among
 * all the rows. The rows' latencies are printed to 0.1 ms as hey's text report prints them, so max and
 * the percentiles under 1.25 ms are left out as that format leaves them out (hey.ts); the mean is
 * computed from every row, finer than one row's step, and is kept.
 */
import { inputError } from '../core/errors.js';
import type { BenchmarkDocument } from '../core/model.js';
import { entryOf, type Report } from './hey.js';
import { linesOf, tidy, toMs } from './shared/http.js';
import { lineError } from './shared/input-errors.js';
import type { FormatAdapter, FormatInput } from './types.js';

const HEADER = 'response-time,DNS+dialup,DNS,Request-write,Response-delay,Response-read,status-code,offset';
const HINT = 'Give the unchanged output of hey -o csv';
const PERCENTILES = [10, 25, 50, 75, 90, 95, 99];
/** CSV columns of the phases, by the names hey's text report gives them. */
const PHASES: ReadonlyArray<[column: number, name: string]> = [[1, 'DNS+dialup'], [2, 'DNS-lookup'], [3, 'req write'], [4, 'resp wait'], [5, 'resp read']];

interface Row {
  values: number[];
  status: string;
}

function readRows(file: string, text: string): Row[] {
  const rows: Row[] = [];
  for (const line of linesOf(text).slice(1)) {
    if (line.text.trim() === '') continue;
    const cells = line.text.trim().split(',');
    if (cells.length !== 8) throw lineError(file, line.number, `a row of ${cells.length} columns, expected 8`, HINT);
    const values = cells.map((c, i) => {
      if (i === 6) return 0;
      if (!/^\d+(?:\.\d+)?$/.test(c)) throw lineError(file, line.number, `"${c.slice(0, 20)}" in column ${i + 1} is not a number of seconds`, HINT);
      return Number(c);
    });
    if (!/^\d{3}$/.test(cells[6]!)) throw lineError(file, line.number, `"${cells[6]!.slice(0, 20)}" is not an HTTP status code`, HINT);
    rows.push({ values, status: cells[6]! });
  }
  return rows;
}

function stats(values: number[]): { avg: number; fastest: number; slowest: number } {
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    sum += v;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return { avg: sum / values.length, fastest: min, slowest: max };
}

/** hey's rule: for each percentile, the first sorted latency whose rank (in %) reaches it. */
function percentiles(sorted: number[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let j = 0;
  for (let i = 0; i < sorted.length && j < PERCENTILES.length; i++) {
    if (Math.floor((i * 100) / sorted.length) >= PERCENTILES[j]!) out.push([PERCENTILES[j++]!, sorted[i]!]);
  }
  return out;
}

function reportOf(file: string, rows: Row[]): Report {
  const start = { number: 1, text: HEADER };
  const statusCodes: Record<string, number> = {};
  for (const r of rows) statusCodes[r.status] = (statusCodes[r.status] ?? 0) + 1;
  if (rows.length === 0) return { start, fields: { Average: Number.NaN, Slowest: Number.NaN }, rps: 0, data: {}, percentiles: [], details: {}, statusCodes, errors: {} };
  const latencies = rows.map((r) => r.values[0]!);
  const latency = stats(latencies);
  let total = 0;
  for (const r of rows) total = Math.max(total, r.values[7]! + r.values[0]!);
  const ms = (s: number) => toMs(tidy(s), 's');
  const details: Report['details'] = {};
  for (const [column, name] of PHASES) {
    const s = stats(rows.map((r) => r.values[column]!));
    details[name] = { avg: ms(s.avg), fastest: ms(s.fastest), slowest: ms(s.slowest) };
  }
  const sorted = Float64Array.from(latencies).sort();
  return {
    start,
    fields: { Total: tidy(total), Average: tidy(latency.avg), Fastest: latency.fastest, Slowest: latency.slowest },
    rps: total > 0 ? tidy(rows.length / total) : 0,
    data: {},
    percentiles: percentiles(Array.from(sorted)).map(([p, s]) => [p, ms(s), start]),
    details,
    statusCodes,
    errors: {},
  };
}

function detect(input: FormatInput): boolean {
  return input.kind === 'file' && input.json === undefined && !input.jsonError && input.text.split('\n', 1)[0]!.trim() === HEADER;
}

export const heyCsv: FormatAdapter = {
  id: 'hey-csv',
  title: 'hey CSV output (one row per response)',
  producedBy: 'hey -z 10s -c 50 -o csv URL > hey.csv',
  detect,
  parse(input): BenchmarkDocument {
    if (input.kind !== 'file') throw inputError(input.path, 'is a directory, not hey CSV', 'Give the file hey -o csv wrote');
    if (input.text.split('\n', 1)[0]!.trim() !== HEADER) throw lineError(input.path, 1, `the header is not hey's "${HEADER}"`, HINT);
    const report = reportOf(input.path, readRows(input.path, input.text));
    return { schema_version: 1, benchmarks: [entryOf(input.path, report, true)], metadata: { tool: { name: 'hey' } } };
  },
};
