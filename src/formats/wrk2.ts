/**
 * wrk2's text output (`wrk -R RATE --latency`: wrk2 keeps wrk's command name). It has wrk's layout
 * plus what wrk2 adds: per-thread calibration lines, a latency distribution from an HdrHistogram with
 * percentiles up to 100.000%, and the "Detailed Percentile spectrum" with its `#[Mean = ...]` summary.
 * One run or a log of several runs one after another, like the wrk format.
 *
 * One benchmark per run, named as the wrk format names it (path and query of the URL, connections
 * and threads; wrk2 does not print the target rate), with a `wrk2` prefix:
 *
 *   wrk2 /path c=100 t=2                    requests/s (req/s, higher is better)
 *     latency mean, latency max             metrics in ms, lower is better
 *     latency p50 ... p99.999               the recorded (coordinated-omission corrected) latency
 *                                           (percentiles: reported, gated when configured); the
 *                                           100% line is the max, kept as a field
 *     transfer/s                            MiB/s (wrk2's MB is 1024² bytes, as wrk's), higher
 *     error rate                            %, lower: socket errors plus non-2xx/3xx responses as
 *                                           a share of the requests plus the socket errors, as the
 *                                           wrk format computes it (the count: failed_requests)
 *
 * The uncorrected distribution that `-U` adds, the spectrum's mean, standard deviation and total
 * count are kept as fields; the spectrum's rows are not.
 */
import { inputError } from '../core/errors.js';
import type { BenchmarkDocument, BenchmarkEntry } from '../core/model.js';
import { parseBytes, parseCount, parseDuration } from '../core/units.js';
import { binaryRate, checkUniqueRuns, durationMsAt, errorRatePct, type Line, linesOf, loadEntry, percentileLabel, tidy, urlPath } from './shared/http.js';
import { lineError } from './shared/input-errors.js';
import type { FormatAdapter, FormatInput } from './types.js';

const HINT = 'Is the output truncated or edited? Save wrk2\'s whole output';
const RUNNING = /^Running (\S+) test @ (\S+)\s*$/;
const THREADS = /^\s*(\d+) threads? and (\d+) connections?\s*$/;
const LATENCY = /^\s+Latency\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s*$/;
const PERCENTILE = /^\s*(\d+(?:\.\d+)?)%\s+(\S+)\s*$/;
const DISTRIBUTION = /^\s+Latency Distribution \(HdrHistogram - (Recorded|Uncorrected) Latency/;
const SPECTRUM_MEAN = /^#\[Mean\s+=\s+(\S+), StdDeviation\s+=\s+(\S+)\]\s*$/;
const SPECTRUM_MAX = /^#\[Max\s+=\s+(\S+), Total count\s+=\s+(\d+)\]\s*$/;
const REQUESTS = /^\s*(\d+) requests in ([^,]+), (\S+) read\s*$/;
const RPS = /^Requests\/sec:\s*(\S+)\s*$/;
const TRANSFER = /^Transfer\/sec:\s*(\S+)\s*$/;
const SOCKET = /^\s*Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)\s*$/;
const NON_2XX = /^\s*Non-2xx or 3xx responses: (\d+)\s*$/;
/** Indentation is [ \t], never \s: under the m flag `^\s+` starts at every line of a run of blank lines and scans to its end (quadratic). */
const WRK2_MARK = /^[ \t]+(?:Latency Distribution \(HdrHistogram - |Detailed Percentile spectrum:|Thread calibration: mean lat\.:)/m;

interface Run {
  start: Line;
  url: string;
  threads?: number;
  connections?: number;
  avg?: number;
  max?: number;
  section: 'none' | 'Recorded' | 'Uncorrected';
  recorded: Array<[string, number]>;
  uncorrected: Record<string, number>;
  fields: Record<string, unknown>;
  /** Latency fields of the benchmark: stdev, the spectrum's mean and stddev (ms) and its count. */
  latency: Record<string, number>;
  rps?: number;
  /** Transfer/sec in MiB/s. */
  transfer?: number;
  /** Socket errors and non-2xx/3xx responses, as wrk counts errors. */
  errors: number;
  /** Socket errors alone: requests that never completed, so not among wrk2's request count. */
  socketErrors: number;
}

function applyLine(file: string, run: Run, line: Line): void {
  const t = line.text;
  let m: RegExpExecArray | null;
  if (run.section !== 'none' && (m = PERCENTILE.exec(t))) {
    const label = percentileLabel(Number(m[1]));
    const ms = durationMsAt(file, line, m[2]!, `${m[1]}% latency`);
    if (run.section === 'Uncorrected') run.uncorrected[label] = ms;
    else if (run.recorded.some(([l]) => l === label)) throw lineError(file, line.number, `the ${m[1]}% latency is printed twice in one run`, HINT);
    else run.recorded.push([label, ms]);
    return;
  }
  run.section = 'none';
  if ((m = DISTRIBUTION.exec(t))) run.section = m[1] as Run['section'];
  else if ((m = THREADS.exec(t))) [run.threads, run.connections] = [Number(m[1]), Number(m[2])];
  else if ((m = LATENCY.exec(t))) {
    run.avg = durationMsAt(file, line, m[1]!, 'latency average');
    run.latency.stdev = durationMsAt(file, line, m[2]!, 'latency stdev');
    run.max = durationMsAt(file, line, m[3]!, 'latency max');
  } else if ((m = SPECTRUM_MEAN.exec(t))) Object.assign(run.latency, { spectrum_mean: Number(m[1]), spectrum_stddev: Number(m[2]) });
  else if ((m = SPECTRUM_MAX.exec(t))) run.latency.spectrum_count = Number(m[2]);
  else if ((m = REQUESTS.exec(t))) {
    const elapsed = parseDuration(m[2]!, 's');
    const bytes = parseBytes(m[3]!);
    if (elapsed === undefined || bytes === undefined) throw lineError(file, line.number, `cannot read "${t.trim()}"`, HINT);
    Object.assign(run.fields, { requests: Number(m[1]), elapsed_s: tidy(elapsed), bytes_read: Math.round(bytes) });
  } else if ((m = RPS.exec(t))) {
    const rps = parseCount(m[1]!);
    if (rps === undefined) throw lineError(file, line.number, `Requests/sec "${m[1]}" is not a number`, HINT);
    run.rps = rps;
  } else if ((m = TRANSFER.exec(t))) {
    const rate = binaryRate(m[1]!);
    if (rate === undefined) throw lineError(file, line.number, `Transfer/sec "${m[1]}" is not a size (like 731.52KB)`, HINT);
    run.transfer = rate;
  } else if ((m = SOCKET.exec(t))) {
    run.fields.socket_errors = { connect: Number(m[1]), read: Number(m[2]), write: Number(m[3]), timeout: Number(m[4]) };
    const n = Number(m[1]) + Number(m[2]) + Number(m[3]) + Number(m[4]);
    run.errors += n;
    run.socketErrors += n;
  } else if ((m = NON_2XX.exec(t))) {
    run.fields.non_2xx_3xx_responses = Number(m[1]);
    run.errors += Number(m[1]);
  } else if (/^\s+Latency\s/.test(t)) throw lineError(file, line.number, `cannot read the latency line "${t.trim().slice(0, 60)}"`, HINT);
}

function readRuns(file: string, text: string): Run[] {
  const runs: Run[] = [];
  let run: Run | undefined;
  for (const line of linesOf(text)) {
    const m = RUNNING.exec(line.text);
    if (m) {
      run = { start: line, url: m[2]!, section: 'none', recorded: [], uncorrected: {}, fields: { test_duration: m[1] }, latency: {}, errors: 0, socketErrors: 0 };
      runs.push(run);
    } else if (run) applyLine(file, run, line);
  }
  return runs;
}

function entryOf(file: string, run: Run): BenchmarkEntry {
  if (run.threads === undefined) throw lineError(file, run.start.number, 'this run has no "N threads and M connections" line', HINT);
  if (run.rps === undefined || run.avg === undefined || run.max === undefined) throw lineError(file, run.start.number, 'this run has no Latency or Requests/sec line (was it cut short?)', HINT);
  const uncorrected = Object.keys(run.uncorrected).length > 0 ? { uncorrected: run.uncorrected } : {};
  const p100 = run.recorded.find(([l]) => l === 'p100');
  const latencyFields = Object.fromEntries(Object.entries(run.latency).map(([k, v]) => [k === 'spectrum_count' ? k : `latency_${k}_ms`, v]));
  return loadEntry(`wrk2 ${urlPath(run.url)} c=${run.connections} t=${run.threads}`, run.rps, {
    latency: [
      ['latency mean', run.avg], ['latency max', run.max],
      ...run.recorded.filter(([l]) => l !== 'p100').map(([l, ms]): [string, number] => [`latency ${l}`, ms]),
    ],
    ...(run.transfer !== undefined ? { transferPerSec: run.transfer, transferUnit: 'MiB/s' as const } : {}),
    failures: { failed: run.errors, pct: typeof run.fields.requests === 'number' ? errorRatePct(run.errors, run.fields.requests + run.socketErrors) : undefined },
  }, { url: run.url, ...run.fields, ...latencyFields, ...(p100 ? { latency_p100_ms: p100[1] } : {}), ...uncorrected });
}

function detect(input: FormatInput): boolean {
  if (input.kind !== 'file' || input.json !== undefined || input.jsonError) return false;
  // A literal that every run holds first: the line regexes scan a large log of another tool for nothing.
  return input.text.includes('test @') && /^Running \S+ test @ \S+\s*$/m.test(input.text) && WRK2_MARK.test(input.text);
}

/** True when wrk output carries wrk2's marks (the wrk format leaves such output to this one). */
export function isWrk2Output(text: string): boolean {
  return WRK2_MARK.test(text);
}

export const wrk2: FormatAdapter = {
  id: 'wrk2',
  title: 'wrk2 text output (--latency with HdrHistogram percentiles)',
  producedBy: 'wrk -t2 -c100 -d30s -R2000 --latency URL > wrk2.txt   (wrk2)',
  detect,
  parse(input): BenchmarkDocument {
    if (input.kind !== 'file') throw inputError(input.path, 'is a directory, not wrk2 output', 'Give the file wrk2\'s output was saved to');
    const runs = readRuns(input.path, input.text);
    if (runs.length === 0) throw inputError(input.path, 'no wrk2 run found (expected a "Running 30s test @ URL" line)', 'Save wrk2\'s standard output to the file');
    const benchmarks = runs.map((r) => entryOf(input.path, r));
    checkUniqueRuns(input.path, 'wrk2', runs, benchmarks);
    return { schema_version: 1, benchmarks, metadata: { tool: { name: 'wrk2' } } };
  },
};
