/**
 * hey's text output (its default report). hey prints neither the URL nor the concurrency, so the name
 * is fixed and one file holds one run, one benchmark:
 *
 *   hey                                requests/s (req/s, higher is better)
 *     latency mean, latency max        metrics in ms, lower is better (max is hey's "Slowest")
 *     latency p10 ... p99              ms, lower (percentiles: reported, gated when configured)
 *     error rate                       %, lower: the requests that failed (hey's error
 *                                      distribution, summed, plus the responses with a status
 *                                      outside 200-399, as wrk counts its errors) as a share of
 *                                      all (every response plus the requests that got none); the
 *                                      count is the field failed_requests
 *
 * hey prints seconds with four decimals, a resolution of 0.1 ms: anything under 0.05 ms reads
 * 0.0000, and under 1.25 ms one step of the last digit is a change of more than 8%, the gate's
 * default limit (0.0001 -> 0.0002 secs reads +100% on a server that did not change). Such a latency
 * cannot be compared, and is named in `unmeasured_metrics` instead of being a metric. Fastest, the
 * phase details, the status codes and the errors by message are kept as fields.
 *
 * hey counts failed requests in Requests/sec. When no request got a response (hey prints an average
 * of NaN) the benchmark is failed.
 */
import { inputError } from '../core/errors.js';
import type { BenchmarkDocument, BenchmarkEntry } from '../core/model.js';
import { errorRatePct, failedResponses, failLoad, type Line, linesOf, loadEntry, toMs } from './shared/http.js';
import { lineError } from './shared/input-errors.js';
import type { FormatAdapter, FormatInput } from './types.js';

const SECS = String.raw`(NaN|\d+(?:\.\d+)?) secs`;
const SUMMARY = /^Summary:\s*$/;
const FIELD = new RegExp(String.raw`^\s+(Total|Slowest|Fastest|Average):\s+${SECS}\s*$`);
const RPS = /^\s+Requests\/sec:\s+(\S+)\s*$/;
const DATA = /^\s+(Total data|Size\/request):\s+(\d+) bytes\s*$/;
const PERCENTILE = new RegExp(String.raw`^\s+(\d+)%{1,2} in ${SECS}\s*$`);
const DETAIL = new RegExp(String.raw`^\s+(DNS\+dialup|DNS-lookup|req write|resp wait|resp read):\s+${SECS}, ${SECS}, ${SECS}\s*$`);
const STATUS = /^\s+\[(\d+)\]\s+(\d+) responses\s*$/;
const ERROR = /^\s+\[(\d+)\]\s+(.*\S)\s*$/;
const SECTION = /^(Response time histogram|Latency distribution|Details \(average, fastest, slowest\)|Status code distribution|Error distribution):\s*$/;
const HINT = 'Is the output truncated or edited? Save hey\'s whole output';

/** One hey report, as its text summary prints it (hey-csv.ts builds one from the CSV rows). */
export interface Report {
  start: Line;
  /** In seconds, as printed; NaN when hey could not compute it. */
  fields: Partial<Record<'Total' | 'Slowest' | 'Fastest' | 'Average', number>>;
  rps?: number;
  data: Record<string, number>;
  percentiles: Array<[number, number, Line]>;
  details: Record<string, { avg: number; fastest: number; slowest: number }>;
  statusCodes: Record<string, number>;
  errors: Record<string, number>;
}

/** hey's seconds in ms; NaN (no successful request) stays NaN for the caller to handle. */
function secsMs(text: string): number {
  return text === 'NaN' ? Number.NaN : toMs(Number(text), 's');
}

function readLine(file: string, r: Report, section: string, line: Line): void {
  const t = line.text;
  let m: RegExpExecArray | null;
  if ((m = FIELD.exec(t))) r.fields[m[1] as keyof Report['fields']] = Number(m[2]);
  else if ((m = RPS.exec(t))) {
    const rps = Number(m[1]);
    if (!Number.isFinite(rps)) throw lineError(file, line.number, `Requests/sec "${m[1]}" is not a number`, HINT);
    r.rps = rps;
  } else if ((m = DATA.exec(t))) r.data[m[1] === 'Total data' ? 'total_data_bytes' : 'size_per_request_bytes'] = Number(m[2]);
  else if (section === 'Latency distribution' && (m = PERCENTILE.exec(t))) r.percentiles.push([Number(m[1]), secsMs(m[2]!), line]);
  else if (section.startsWith('Details') && (m = DETAIL.exec(t))) {
    r.details[m[1]!] = { avg: secsMs(m[2]!), fastest: secsMs(m[3]!), slowest: secsMs(m[4]!) };
  } else if (section === 'Status code distribution' && (m = STATUS.exec(t))) r.statusCodes[m[1]!] = Number(m[2]);
  else if (section === 'Error distribution' && (m = ERROR.exec(t))) r.errors[m[2]!] = Number(m[1]);
  else if (section === 'Summary' && /^\s+(Total|Slowest|Fastest|Average|Requests\/sec):/.test(t)) {
    throw lineError(file, line.number, `cannot read hey's "${t.trim().slice(0, 60)}"`, HINT);
  }
}

function readReports(file: string, text: string): Report[] {
  const reports: Report[] = [];
  let report: Report | undefined;
  let section = '';
  for (const line of linesOf(text)) {
    if (SUMMARY.test(line.text)) {
      report = { start: line, fields: {}, data: {}, percentiles: [], details: {}, statusCodes: {}, errors: {} };
      reports.push(report);
      section = 'Summary';
      continue;
    }
    const s = SECTION.exec(line.text);
    if (s) section = s[1]!;
    else if (report) readLine(file, report, section, line);
  }
  return reports;
}

function need(file: string, r: Report, value: number | undefined, what: string): number {
  if (value === undefined) throw lineError(file, r.start.number, `hey's summary has no "${what}" line`, HINT);
  return value;
}

/** hey's resolution, 0.1 ms (four decimals of a second). */
const STEP_MS = 0.1;
/**
 * The shortest latency that one step of hey's resolution moves by at most 8%, the gate's default
 * threshold: 1.25 ms. Fixed, not taken from the threshold in force: an adapter does not know the
 * config, and a suite at a looser threshold can still gate a percentile above the cut.
 */
const COMPARABLE_MS = STEP_MS / 0.08;

/** A latency as printed, or 0 (unmeasured) when one step of hey's resolution is more than 8% of it. */
function comparable(ms: number): number {
  return ms < COMPARABLE_MS ? 0 : ms;
}

/**
 * The one benchmark of a hey report (hey-csv.ts builds its report from the CSV rows, which have no row
 * for a request without a response: its errors are only the responses of a failed status). `exactMean`:
 * the average was computed from the rows (hey-csv), not printed to hey's resolution.
 */
export function entryOf(file: string, r: Report, exactMean = false): BenchmarkEntry {
  const average = secsMs(String(need(file, r, r.fields.Average, 'Average:')));
  const slowest = secsMs(String(need(file, r, r.fields.Slowest, 'Slowest:')));
  const rps = need(file, r, r.rps, 'Requests/sec:');
  const transportErrors = Object.values(r.errors).reduce((a, b) => a + b, 0);
  const failed = transportErrors + failedResponses(r.statusCodes);
  const responses = Object.values(r.statusCodes).reduce((a, b) => a + b, 0);
  const fastest = r.fields.Fastest === undefined ? undefined : secsMs(String(r.fields.Fastest));
  const entry = loadEntry('hey', rps, {
    latency: [
      ['latency mean', exactMean ? average : comparable(average)], ['latency max', comparable(slowest)],
      ...r.percentiles.map(([p, ms]): [string, number] => [`latency p${p}`, comparable(ms)]),
    ],
    failures: { failed, pct: errorRatePct(failed, responses + transportErrors) },
    unmeasured: Number.isNaN(average)
      ? 'no request got a response'
      : `hey prints latencies to ${STEP_MS} ms: under ${COMPARABLE_MS} ms one step of that is a change of more than 8%, so it cannot be compared; gate requests/s or a percentile of ${COMPARABLE_MS} ms or more instead`,
  }, {
    total_s: r.fields.Total, ...r.data, latency_fastest_ms: fastest, details: r.details,
    status_codes: r.statusCodes, ...(transportErrors > 0 ? { errors: r.errors } : {}),
  });
  if (Number.isNaN(average)) {
    const why = Object.keys(r.errors)[0] ?? 'no status code or error printed';
    failLoad(entry, `no request got a response (${why})`);
  }
  return clearNaN(entry);
}

/** JSON has no NaN: a value hey could not compute becomes null in a field. */
function clearNaN(entry: BenchmarkEntry): BenchmarkEntry {
  return JSON.parse(JSON.stringify(entry, (_k, v: unknown) => (typeof v === 'number' && Number.isNaN(v) ? null : v))) as BenchmarkEntry;
}

function checkPercentiles(file: string, r: Report): void {
  const seen = new Set<number>();
  for (const [p, , line] of r.percentiles) {
    if (seen.has(p)) throw lineError(file, line.number, `the ${p}% latency is printed twice`, HINT);
    seen.add(p);
  }
}

function detect(input: FormatInput): boolean {
  if (input.kind !== 'file' || input.json !== undefined || input.jsonError) return false;
  const t = input.text;
  // The literal first: the line regexes scan a large log of another tool for nothing.
  // Indentation is [ \t], never \s: under the m flag `^\s+` starts at every line of a run of blank lines
  // and scans to its end, quadratic in the run (minutes on a file of blank lines).
  return t.includes('Summary:') && /^Summary:\s*$/m.test(t) && /^[ \t]+Total:\s+\S+ secs\s*$/m.test(t) && /^[ \t]+Requests\/sec:\s/m.test(t);
}

export const hey: FormatAdapter = {
  id: 'hey',
  title: 'hey text output',
  producedBy: 'hey -z 10s -c 50 URL > hey.txt',
  detect,
  parse(input): BenchmarkDocument {
    if (input.kind !== 'file') throw inputError(input.path, 'is a directory, not hey output', 'Give the file hey\'s output was saved to');
    const reports = readReports(input.path, input.text);
    if (reports.length === 0) throw inputError(input.path, 'no hey report found (expected a "Summary:" line)', 'Save hey\'s standard output to the file');
    if (reports.length > 1) {
      throw lineError(input.path, reports[1]!.start.number, `a second hey report (the first starts at line ${reports[0]!.start.number}); hey prints no URL or concurrency to tell runs apart`, 'Save each hey run to its own file');
    }
    checkPercentiles(input.path, reports[0]!);
    return { schema_version: 1, benchmarks: [entryOf(input.path, reports[0]!)], metadata: { tool: { name: 'hey' } } };
  },
};
