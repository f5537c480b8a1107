/**
 * criterion's terminal output: what `cargo bench` prints on stdout when the benches use criterion.
 *
 *   sum/iter/64             time:   [22.713 ns 24.621 ns 27.005 ns]
 *                           thrpt:  [2.3699 Gelem/s 2.5994 Gelem/s 2.8178 Gelem/s]
 *                    change:
 *                           time:   [-25.005% -8.4757% +13.644%] (p = 0.45 > 0.05)
 *                           thrpt:  [-12.006% +9.2606% +33.343%]
 *                           No change in performance detected.
 *
 * A name longer than criterion's name column stands on a line of its own, `time:` on the next.
 * Value: the middle figure of `time:` (criterion's point estimate), in ns, lower is better; the outer
 * two are its confidence interval. `thrpt:` goes under `metrics` as elem/s or B/s (criterion scales
 * the prefix per run, so Gelem/s and Melem/s would not compare); the change against criterion's own
 * previous run is kept as `criterion_change`, for reading only. Everything else (`Benchmarking ...`
 * progress, outlier counts, warnings, cargo's lines) is skipped. target/criterion (the criterion
 * format) holds the samples too; this format is for logs that only have stdout.
 */
import { inputError } from '../core/errors.js';
import type { BenchmarkEntry, Metric } from '../core/model.js';
import { convertTime } from '../core/units.js';
import { lineError } from './shared/input-errors.js';
import type { FileInput, FormatAdapter, FormatInput } from './types.js';
import { SPACED_NAME } from './shared/line-patterns.js';
import { forEachLine } from './shared/lines.js';

const HINT = 'Give the unchanged `cargo bench` output';
const NUM = String.raw`\d+(?:\.\d+)?(?:e[-+]?\d+)?`;
const TIME_UNIT = String.raw`ps|ns|µs|μs|us|ms|s`;
const TIME = new RegExp(String.raw`^\s*(?:(${SPACED_NAME})\s*)?time:\s+\[(${NUM}) (${TIME_UNIT}) (${NUM}) (${TIME_UNIT}) (${NUM}) (${TIME_UNIT})\]\s*$`);
const THRPT = new RegExp(String.raw`^\s+thrpt:\s+\[(${NUM}) (\S+) (${NUM}) (\S+) (${NUM}) (\S+)\]\s*$`);
const PCT = String.raw`([-+]?${NUM})%`;
const CHANGE = new RegExp(String.raw`^\s+(?:change:|time:)\s+\[${PCT} ${PCT} ${PCT}\](?: \(p = (${NUM}) [<>] ${NUM}\))?\s*$`);
const VERDICT = /^\s+(No change in performance detected|Change within noise threshold|Performance has (?:improved|regressed))\.\s*$/;
/**
 * A `time:` line anywhere in a log. The name and the blanks before `time:` are `\S.*[ \t]` or `[ \t]+`, each way
 * to split a line tried once: a lazy name followed by `\s+` rescanned a long run of blanks (or, spanning
 * lines under the m flag, of blank lines) from each of its positions, quadratic in the run.
 */
const DETECT = new RegExp(String.raw`^(?:\S.*[ \t]|[ \t]+)time:\s+\[${NUM} (?:${TIME_UNIT}) ${NUM} (?:${TIME_UNIT}) ${NUM} (?:${TIME_UNIT})\]\s*$`, 'm');

/** Throughput units as criterion prints them, per element or byte per second. */
const THROUGHPUT: Readonly<Record<string, readonly [unit: string, factor: number]>> = {
  'elem/s': ['elem/s', 1], 'Kelem/s': ['elem/s', 1e3], 'Melem/s': ['elem/s', 1e6], 'Gelem/s': ['elem/s', 1e9],
  'B/s': ['B/s', 1], 'KiB/s': ['B/s', 1024], 'MiB/s': ['B/s', 1024 ** 2], 'GiB/s': ['B/s', 1024 ** 3], 'TiB/s': ['B/s', 1024 ** 4],
  'KB/s': ['B/s', 1e3], 'MB/s': ['B/s', 1e6], 'GB/s': ['B/s', 1e9], 'TB/s': ['B/s', 1e12],
};

interface Found {
  entry: BenchmarkEntry;
  line: number;
}

function ns(value: string, unit: string): number {
  return Number(convertTime(Number(value), unit === 'us' ? 'us' : unit, 'ns').toPrecision(12));
}

function throughputOf(input: FileInput, m: RegExpExecArray, line: number): Record<string, Metric> {
  const [unit, factor] = THROUGHPUT[m[4]!] ?? [];
  if (!unit || m[2] !== m[4] || m[6] !== m[4]) throw lineError(input, line, `unknown throughput unit in "${m[0].trim()}"`, HINT);
  return { [unit]: { value: Number((Number(m[3]) * factor!).toPrecision(12)), unit, direction: 'higher' } };
}

function scan(input: FileInput): Found[] {
  const found: Found[] = [];
  let current: Found | undefined;
  let lastName: string | undefined;
  forEachLine(input.text, (raw, index) => {
    const line = index + 1;
    const text = raw.trimEnd();
    const time = TIME.exec(text);
    if (time) {
      const name = time[1] ?? lastName;
      if (!name) throw lineError(input, line, '`time:` line without a benchmark name before it', HINT);
      const value = ns(time[4]!, time[5]!);
      const entry: BenchmarkEntry = {
        name,
        value,
        unit: 'ns',
        direction: 'lower',
        confidence_interval: { lower: ns(time[2]!, time[3]!), upper: ns(time[6]!, time[7]!) },
        success: true,
        error: null,
      };
      current = { entry, line };
      found.push(current);
      lastName = undefined;
      return;
    }
    const thrpt = THRPT.exec(text);
    if (thrpt && current) {
      if (current.entry.criterion_change === undefined) current.entry.metrics = throughputOf(input, thrpt, line);
      return;
    }
    const change = CHANGE.exec(text);
    if (change && current) {
      current.entry.criterion_change = {
        percent: { lower: Number(change[1]), estimate: Number(change[2]), upper: Number(change[3]) },
        ...(change[4] === undefined ? {} : { p_value: Number(change[4]) }),
      };
      return;
    }
    const verdict = VERDICT.exec(text);
    if (verdict && current && typeof current.entry.criterion_change === 'object') {
      Object.assign(current.entry.criterion_change as object, { verdict: verdict[1] });
      return;
    }
    if (/^\s+change:\s*$/.test(text) || text.trim() === '') return;
    if (/\btime:\s+\[/.test(text) && !/%/.test(text)) throw lineError(input, line, 'time line is not `NAME time: [LOW UNIT ESTIMATE UNIT HIGH UNIT]`', HINT);
    // A name longer than criterion's column stands alone on its line; anything else is not a name.
    lastName = /^\S/.test(text) && !/^(?:Benchmarking |Found \d+ outliers|Warning: |Gnuplot |running \d+ test|test result:|WARNING: )/.test(text) ? text.trim() : undefined;
  });
  return found;
}

function detect(input: FormatInput): boolean {
  // The literal first: DETECT scans every line of a large log of another tool for nothing.
  return input.kind === 'file' && input.json === undefined && !input.jsonError && input.text.includes('time:') && DETECT.test(input.text);
}

export const criterionText: FormatAdapter = {
  id: 'criterion-text',
  title: 'Rust criterion terminal output',
  producedBy: 'cargo bench > bench.txt   (benches using criterion)',
  detect,
  parse(input) {
    if (input.kind !== 'file') throw inputError(input.path, 'is a directory: read it with --from criterion', 'Give the saved `cargo bench` output');
    const found = scan(input);
    if (found.length === 0) throw inputError(input.path, 'no benchmarks found (expected lines like "name  time:   [1.2 ns 1.3 ns 1.4 ns]")', 'Run `cargo bench` and give its standard output');
    const seen = new Map<string, number>();
    for (const f of found) {
      const first = seen.get(f.entry.name);
      if (first !== undefined) throw lineError(input, f.line, `benchmark "${f.entry.name}" was already reported at line ${first}`, 'Give one `cargo bench` run per file');
      seen.set(f.entry.name, f.line);
    }
    return { schema_version: 1, benchmarks: found.map((f) => f.entry), metadata: { tool: { name: 'criterion' } } };
  },
};
