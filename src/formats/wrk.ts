/**
 * wrk's text output: one run, or a log of several runs one after another (a shell script looping
 * over concurrency levels), with any lines between them (echo headers, prompts).
 *
 * A run starts at `Running 10s test @ URL` and ends at `Transfer/sec:` (or at the next run). Each run
 * is one benchmark, named by what the user chose and what stays the same from run to run: the URL's
 * path and query (no host or port: ports are often random), connections and threads:
 *
 *   wrk /path c=100 t=2                    requests/s (req/s, higher is better)
 *     latency mean, latency max            metrics in ms, lower is better
 *     latency p50 ... p99                  with --latency (percentiles: reported, gated when configured)
 *     transfer/s                           MiB/s (wrk's MB is 1024² bytes), higher
 *     error rate                           %, lower: wrk's errors (socket errors plus non-2xx/3xx
 *                                          responses; 0 when it prints none) as a share of its
 *                                          requests plus the socket errors (requests that never
 *                                          completed), with the count in the field failed_requests
 *
 * Secondary numbers (per-thread Req/Sec, latency stdev, bytes read, the errors by kind) are kept as
 * fields. Errors do not fail the benchmark, since a server under load may time out some requests on
 * purpose, but a run with no completed request does.
 *
 * Two runs with the same path, connections and threads would give duplicate names. We refuse them
 * with both line numbers rather than number them: "#2" would silently depend on the order of the log,
 * and repeated runs belong in separate files, which bench-diff aggregates (best of N) by itself
 * (shared/http.ts checkUniqueRuns, which also says how to tell apart two requests to one URL).
 */
import { inputError } from '../core/errors.js';
import type { BenchmarkDocument, BenchmarkEntry } from '../core/model.js';
import { parseBytes, parseCount, parseDuration } from '../core/units.js';
import {
  binaryRate, checkUniqueRuns, durationMsAt, errorRatePct, failLoad, type Line, linesOf, loadEntry, percentileLabel, tidy, urlPath,
} from './shared/http.js';
import { lineError } from './shared/input-errors.js';
import type { FormatAdapter, FormatInput } from './types.js';
import { isWrk2Output } from './wrk2.js';

const RUNNING = /^Running (\S+) test @ (\S+)\s*$/;
const THREADS = /^\s*(\d+) threads? and (\d+) connections?\s*$/;
const STATS = /^\s+(Latency|Req\/Sec)\s+(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\s*$/;
const PERCENTILE = /^\s*(\d+(?:\.\d+)?)%\s+(\S+)\s*$/;
const REQUESTS = /^\s*(\d+) requests in ([^,]+), (\S+) read\s*$/;
const SOCKET = /^\s*Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)\s*$/;
const NON_2XX = /^\s*Non-2xx or 3xx responses: (\d+)\s*$/;
const RPS = /^Requests\/sec:\s*(\S+)\s*$/;
const TRANSFER = /^Transfer\/sec:\s*(\S+)\s*$/;

interface Stats { avg: number; stdev: number; max: number; within_stdev_pct: number | null }

interface Run {
  start: Line;
  url: string;
  testDuration: string;
  threads?: number;
  connections?: number;
  latency?: Stats;
  reqPerThread?: Stats;
  inDistribution: boolean;
  distributionLine?: number;
  percentiles: Array<[string, number]>;
  summary: Record<string, unknown>;
  rps?: number;
  done: boolean;
}

type Parse<T> = (file: string, line: Line, text: string, what: string) => T;

const countAt: Parse<number> = (file, line, text, what) => {
  const n = parseCount(text);
  if (n === undefined) throw lineError(file, line.number, `${what} "${text}" is not a number (like 12.45k)`, 'Is the output truncated or edited?');
  return tidy(n);
};

const bytesAt: Parse<number> = (file, line, text, what) => {
  const n = parseBytes(text.endsWith('B') ? text : `${text}B`);
  if (n === undefined) throw lineError(file, line.number, `${what} "${text}" is not a size (like 0.87GB)`, 'Is the output truncated or edited?');
  return Math.round(n);
};

/** "90.25%" -> 90.25; wrk prints "-nan%" when there is no spread to measure. */
function percentOrNull(text: string): number | null {
  const m = /^(\d+(?:\.\d+)?)%$/.exec(text);
  return m ? Number(m[1]) : null;
}

function statsAt(file: string, line: Line, m: RegExpExecArray): Stats {
  const parse: Parse<number> = m[1] === 'Latency' ? durationMsAt : countAt;
  const what = m[1] === 'Latency' ? 'latency' : 'requests per second per thread';
  return {
    avg: parse(file, line, m[2]!, `${what} average`),
    stdev: parse(file, line, m[3]!, `${what} stdev`),
    max: parse(file, line, m[4]!, `${what} max`),
    within_stdev_pct: percentOrNull(m[5]!),
  };
}

/** Applies one line inside a run; returns false when the line is not one of wrk's. */
function applyLine(file: string, run: Run, line: Line): boolean {
  const text = line.text;
  let m: RegExpExecArray | null;
  if (run.inDistribution && (m = PERCENTILE.exec(text))) {
    const label = percentileLabel(Number(m[1]));
    if (run.percentiles.some(([l]) => l === label)) throw lineError(file, line.number, `the ${m[1]}% latency is printed twice in one run`, 'Is the output edited?');
    run.percentiles.push([label, durationMsAt(file, line, m[2]!, `${m[1]}% latency`)]);
    return true;
  }
  run.inDistribution = false;
  if ((m = THREADS.exec(text))) {
    run.threads = Number(m[1]);
    run.connections = Number(m[2]);
  } else if ((m = STATS.exec(text))) {
    if (m[1] === 'Latency') run.latency = statsAt(file, line, m);
    else run.reqPerThread = statsAt(file, line, m);
  } else if (/^\s+Latency Distribution/.test(text)) {
    run.inDistribution = true;
    run.distributionLine = line.number;
  } else if ((m = REQUESTS.exec(text))) {
    const elapsed = parseDuration(m[2]!, 's');
    if (elapsed === undefined) throw lineError(file, line.number, `duration "${m[2]}" is not a duration (like 10.01s)`, 'Is the output truncated or edited?');
    Object.assign(run.summary, { requests: Number(m[1]), elapsed_s: tidy(elapsed), bytes_read: bytesAt(file, line, m[3]!, 'bytes read') });
  } else if ((m = SOCKET.exec(text))) {
    run.summary.socket_errors = { connect: Number(m[1]), read: Number(m[2]), write: Number(m[3]), timeout: Number(m[4]) };
  } else if ((m = NON_2XX.exec(text))) {
    run.summary.non_2xx_3xx_responses = Number(m[1]);
  } else if ((m = RPS.exec(text))) {
    const rps = Number(m[1]);
    if (!Number.isFinite(rps)) throw lineError(file, line.number, `Requests/sec "${m[1]}" is not a number`, 'Is the output truncated or edited?');
    run.rps = rps;
  } else if ((m = TRANSFER.exec(text))) {
    const rate = binaryRate(m[1]!);
    if (rate === undefined) throw lineError(file, line.number, `Transfer/sec "${m[1]}" is not a size (like 1.23MB)`, 'Is the output truncated or edited?');
    run.summary.transfer_per_sec = rate;
    run.done = true;
  } else {
    return false;
  }
  return true;
}

/** A line that starts like one of wrk's numbers but does not parse is an error, not noise. */
function checkNotBroken(file: string, line: Line): void {
  const t = line.text.trim();
  if (/^(Requests\/sec|Transfer\/sec|Latency|Req\/Sec|Socket errors|Non-2xx)\b/.test(t) && !/^Latency Distribution/.test(t)) {
    throw lineError(file, line.number, `cannot read wrk's "${t.split(/\s+/)[0]}" line "${t.slice(0, 60)}"`, 'Is the output truncated or edited?');
  }
}

function missing(file: string, run: Run, what: string): never {
  throw lineError(file, run.start.number, `the wrk run that starts here has no ${what}`, 'Is the output truncated? Re-run wrk and keep its whole output');
}

function entryOf(file: string, run: Run): BenchmarkEntry {
  if (run.threads === undefined || run.connections === undefined) missing(file, run, '"N threads and M connections" line');
  if (!run.latency) missing(file, run, '"Latency" line');
  if (run.rps === undefined) missing(file, run, '"Requests/sec:" line');
  if (run.distributionLine !== undefined && run.percentiles.length === 0) {
    throw lineError(file, run.distributionLine, 'the "Latency Distribution" has no percentile lines', 'Is the output truncated?');
  }
  const { avg, stdev, max, within_stdev_pct } = run.latency;
  const { transfer_per_sec: transfer, ...summary } = run.summary;
  const extra = {
    url: run.url, test_duration: run.testDuration, threads: run.threads, connections: run.connections,
    ...summary, latency_stdev_ms: stdev, latency_within_stdev_pct: within_stdev_pct,
    ...(run.reqPerThread ? { req_per_sec_per_thread: run.reqPerThread } : {}),
  };
  const socket = run.summary.socket_errors as Record<string, number> | undefined;
  const non2xx = (run.summary.non_2xx_3xx_responses as number | undefined) ?? 0;
  let socketErrors = 0;
  for (const n of Object.values(socket ?? {})) socketErrors += n;
  const errors = non2xx + socketErrors;
  const requests = run.summary.requests as number | undefined;
  const entry = loadEntry(`wrk ${urlPath(run.url)} c=${run.connections} t=${run.threads}`, run.rps, {
    latency: [['latency mean', avg], ['latency max', max], ...run.percentiles.map(([label, ms]): [string, number] => [`latency ${label}`, ms])],
    ...(typeof transfer === 'number' ? { transferPerSec: transfer, transferUnit: 'MiB/s' as const } : {}),
    failures: { failed: errors, pct: requests === undefined ? undefined : errorRatePct(errors, requests + socketErrors) },
  }, extra);
  if (!(run.rps > 0)) {
    const why = socket ? ` (socket errors: ${Object.entries(socket).map(([k, v]) => `${k} ${v}`).join(', ')})` : '';
    failLoad(entry, `no request completed in the wrk run at line ${run.start.number}${why}`);
  }
  return entry;
}

function readRuns(file: string, text: string): Run[] {
  const runs: Run[] = [];
  let run: Run | undefined;
  for (const line of linesOf(text)) {
    const m = RUNNING.exec(line.text);
    if (m) {
      run = { start: line, testDuration: m[1]!, url: m[2]!, inDistribution: false, percentiles: [], summary: {}, done: false };
      runs.push(run);
      continue;
    }
    if (run && !run.done && applyLine(file, run, line)) continue;
    if (!run || run.done) {
      if (RPS.test(line.text)) throw lineError(file, line.number, 'a "Requests/sec:" line outside any wrk run (no "Running ... test @ URL" line before it)', 'Keep wrk\'s whole output');
      continue;
    }
    checkNotBroken(file, line);
  }
  return runs;
}

function detect(input: FormatInput): boolean {
  if (input.kind !== 'file' || input.json !== undefined || input.jsonError) return false;
  // The literal first (see wrk2.ts); indentation is [ \t], never \s (see WRK2_MARK).
  return input.text.includes('test @') && /^Running \S+ test @ \S+\s*$/m.test(input.text) && /^[ \t]*\d+ threads? and \d+ connections?\s*$/m.test(input.text)
    && !isWrk2Output(input.text);
}

export const wrk: FormatAdapter = {
  id: 'wrk',
  title: 'wrk text output (one run or a log of several)',
  producedBy: 'wrk -t2 -c100 -d10s --latency URL > wrk.txt (several runs may be appended to one log)',
  detect,
  parse(input): BenchmarkDocument {
    if (input.kind !== 'file') throw inputError(input.path, 'is a directory, not wrk output', 'Give the file wrk\'s output was saved to');
    const runs = readRuns(input.path, input.text);
    if (runs.length === 0) {
      throw inputError(input.path, 'no wrk run found (expected a "Running 10s test @ URL" line)', 'Save wrk\'s standard output to the file');
    }
    const entries = runs.map((run) => entryOf(input.path, run));
    checkUniqueRuns(input.path, 'wrk', runs, entries);
    return { schema_version: 1, benchmarks: entries, metadata: { tool: { name: 'wrk' } } };
  },
};
