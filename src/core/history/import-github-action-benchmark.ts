/**
 * github-action-benchmark's gh-pages data file (`data.js`) as history entries. The file is
 * `window.BENCHMARK_DATA = {...}`: `entries` maps each suite's name (the Action's `name` input) to its
 * runs, oldest first, each with `commit` ({id, timestamp, message, ...}), `date` (ms since the
 * epoch), `tool` and `benches` ([{name, value, unit, range?, extra?}]).
 *
 * Benchmark names stay as the tool wrote them, so that they match the names of the runs bench-gate
 * reads afterwards; the suite is kept in each benchmark's `suite` field. Runs of one commit in
 * several suites become one entry. A name in two suites would be two series under one name, so it is
 * an error: import one suite at a time (`suites` option).
 */
import { inputError } from '../errors.js';
import { goTimeUnit } from '../go-names.js';
import type { Direction } from '../model.js';
import { sameUnitValue } from '../runs.js';
import { directionOfUnit, isSchemaUnit } from '../units.js';
import type { HistoryBenchmark, HistoryEntry } from './entry.js';
import { isoFromEpochMs, isoFromText } from '../iso-time.js';
import { describeUnitError } from '../schema-errors.js';

/** The Action's tools whose value is better when bigger (its own chart's rule); the rest are times. */
const BIGGER_IS_BETTER = new Set(['benchmarkjs', 'pytest', 'customBiggerIsBetter']);

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const HINT = 'Give the data.js of the gh-pages branch (window.BENCHMARK_DATA = {...})';

/** The JSON object after `window.BENCHMARK_DATA =` (a plain JSON file of the same object is accepted too). */
function dataObject(text: string, file: string): Json {
  const body = text.replace(/^\uFEFF/, '').trim().replace(/^window\.BENCHMARK_DATA\s*=\s*/, '').replace(/;\s*$/, '');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw inputError(file, `is not github-action-benchmark data (${(error as Error).message.split('\n')[0]})`, HINT);
  }
  if (!isObject(json) || !isObject(json.entries)) throw inputError(file, 'has no "entries" object', HINT);
  return json;
}

function directionOf(tool: unknown, unit: string): Direction {
  if (tool === 'customBiggerIsBetter') return 'higher';
  if (tool === 'customSmallerIsBetter') return 'lower';
  return directionOfUnit(unit) ?? (BIGGER_IS_BETTER.has(String(tool)) ? 'higher' : 'lower');
}

/**
 * github-action-benchmark's `go` tool writes the first value of a result line with the rest of the
 * line as its unit (`ns/op\t  0 B/op\t  0 allocs/op` under -benchmem; before its 1.18 that was the only
 * bench of the line, since then `<name> - <unit>` benches follow, one per pair): the value is in the
 * unit that comes first (a Go unit has no spaces, so no unit of go test reads so).
 */
export function goLineFirstUnit(unit: string): string | undefined {
  // Token by token, not one regex over the pairs: that backtracked quadratically on a long unit.
  if (unit === '' || /^\s|\s$/.test(unit)) return undefined;
  const tokens = unit.split(/\s+/);
  if (tokens.length < 3 || tokens.length % 2 === 0) return undefined;
  for (let i = 1; i < tokens.length; i += 2) if (!GO_NUMBER.test(tokens[i]!)) return undefined;
  return tokens[0];
}

/** A value as go test prints one. */
const GO_NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

/** A time per iteration as the Action's `cargo` and `googlecpp` tools write it (`ns/iter`, `us/iter`). */
const TIME_PER_ITER = /^(ns|us|µs|ms|s)\/iter$/;

/**
 * The unit a bench is imported in: the one bench-gate's reader of the same tool's output gives the
 * same figure (go test's `ns/op`, libtest's and Google Benchmark's `ns/iter` are `ns` there), so that
 * the history and the runs recorded or gated after the import are in one unit.
 */
function unitOf(tool: unknown, written: string): string {
  const unit = written.trim();
  if (tool === 'go') {
    const first = goLineFirstUnit(unit) ?? unit;
    return goTimeUnit(first) ?? first;
  }
  if (tool === 'cargo' || tool === 'googlecpp') return TIME_PER_ITER.exec(unit)?.[1]!.replace('µ', 'u') ?? unit;
  return unit;
}

/**
 * The commit's timestamp when it is ISO 8601 (the push event's, which the Action writes), by the rule
 * of `history add --date`; else the run's date. Date.parse would take "5" as 2001-05-01 and misplace
 * the run in the store's order.
 */
function isoDate(commit: Json, date: unknown): string | undefined {
  return (typeof commit.timestamp === 'string' ? isoFromText(commit.timestamp) : undefined) ?? isoFromEpochMs(date);
}

interface ImportResult {
  entries: HistoryEntry[];
  suites: string[];
  /** Benches left out: a value that is not a positive finite number. */
  skipped: number;
  /** The go tool's `<benchmark> - <unit>` benches left out: figures of a benchmark of the same run. */
  goPairs: number;
}

/**
 * The benches the go tool writes for each `<value> <unit>` pair of a result line after the line's
 * own, `BenchmarkFib10 - ns/op`, `BenchmarkFib10 - B/op` (github-action-benchmark 1.18 on): the first
 * repeats the benchmark's value, the others are what bench-gate's go test reader keeps as the
 * benchmark's metrics, and a history entry records the gated value only. Kept, they would be
 * benchmarks no run of bench-gate has, each `missing` in every gate fed from the history.
 */
function goPairNames(tool: unknown, benches: unknown[]): Set<string> {
  const pairs = new Set<string>();
  if (tool !== 'go') return pairs;
  const names = new Set(benches.map((b) => (isObject(b) ? b.name : undefined)));
  for (const b of benches) {
    if (!isObject(b) || typeof b.name !== 'string') continue;
    const m = / - (\S+)$/.exec(b.name);
    if (m && b.unit === m[1] && names.has(b.name.slice(0, m.index))) pairs.add(b.name);
  }
  return pairs;
}

/** The suites to import: those asked for, else the file's one suite. */
function chosenSuites(file: string, suites: string[], asked: readonly string[] | undefined): string[] {
  const names = suites.map((s) => JSON.stringify(s)).join(', ');
  if (asked === undefined || asked.length === 0) {
    // Several suites in one store mix their benchmarks (each suite's gate reports the others' missing)
    // and their units (pytest's iter/sec beside a time): a store that stops every gate fed from it.
    if (suites.length > 1) {
      throw inputError(
        file,
        `holds ${suites.length} suites (${names}), which one store would mix`,
        'Import each into a store of its own: --suite NAME --store PATH, once per suite (or repeat --suite to join suites that are gated together)',
      );
    }
    return suites;
  }
  const missing = asked.find((s) => !suites.includes(s));
  if (missing !== undefined) throw inputError(file, `has no suite "${missing}"`, `Its suites: ${names}`);
  return [...new Set(asked)];
}

/**
 * `suites`: the suites to import (`--suite`, repeatable); absent or empty, the file must hold one
 * suite, since importing several into one store without asking mixes them.
 */
export function importGithubActionBenchmark(text: string, file: string, branch: string, suites?: readonly string[]): ImportResult {
  const data = dataObject(text, file);
  const chosen = chosenSuites(file, Object.keys(data.entries as Json), suites);
  const byCommit = new Map<string, HistoryEntry>();
  const suiteOf = new Map<string, string>();
  let skipped = 0;
  let goPairs = 0;
  for (const name of chosen) {
    const runs = (data.entries as Json)[name];
    if (!Array.isArray(runs)) throw inputError(`${file}: entries["${name}"]`, 'is not a list of runs', HINT);
    runs.forEach((run, i) => {
      const place = `${file}: entries["${name}"][${i}]`;
      if (!isObject(run) || !isObject(run.commit) || typeof run.commit.id !== 'string' || run.commit.id === '' || !Array.isArray(run.benches)) {
        throw inputError(place, 'is not a run with "commit" {"id"} and "benches"', HINT);
      }
      const date = isoDate(run.commit, run.date);
      if (date === undefined) throw inputError(place, 'has neither commit.timestamp nor date', HINT);
      let entry = byCommit.get(run.commit.id);
      if (!entry) {
        entry = { schema_version: 1, commit: run.commit.id, branch, date, benchmarks: [] };
        if (typeof run.commit.message === 'string') entry.message = run.commit.message.split('\n')[0]!;
        byCommit.set(run.commit.id, entry);
      }
      const target = entry;
      const pairs = goPairNames(run.tool, run.benches);
      run.benches.forEach((bench: unknown, j: number) => {
        const where = `${place}.benches[${j}]`;
        if (!isObject(bench) || typeof bench.name !== 'string' || bench.name === '' || typeof bench.unit !== 'string') {
          throw inputError(where, 'is not a bench with "name", "value" and "unit"', HINT);
        }
        if (pairs.has(bench.name)) {
          goPairs++;
          return;
        }
        if (typeof bench.value !== 'number' || !Number.isFinite(bench.value) || bench.value <= 0) {
          skipped++;
          return;
        }
        const other = suiteOf.get(bench.name);
        if (other !== undefined && other !== name) {
          throw inputError(where, `benchmark "${bench.name}" is in suites "${other}" and "${name}"`, 'Import one suite at a time with --suite NAME, into separate stores');
        }
        suiteOf.set(bench.name, name);
        const existing = target.benchmarks.find((b) => b.name === bench.name);
        const unit = unitOf(run.tool, bench.unit);
        // The check a run file's unit gets: a unit is printed in every report, so an escape
        // sequence in one would reach terminals and pull request comments.
        if (!isSchemaUnit(unit)) throw inputError(where, describeUnitError('unit', unit), 'Fix the unit in the data file, or import the other suites with --suite NAME');
        const direction = directionOf(run.tool, unit);
        if (existing) {
          // The same commit measured twice: two runs, each value in the unit of the first.
          const value = direction === existing.direction ? sameUnitValue(bench.value, unit, existing.unit) : undefined;
          if (value === undefined) {
            throw inputError(
              where,
              `benchmark "${bench.name}" is in ${unit} (${direction} is better) here and in ${existing.unit} (${existing.direction} is better) in an earlier run of commit ${target.commit}`,
              'One commit\'s runs must measure the same thing: remove the run that does not belong from the data file',
            );
          }
          existing.values.push(value);
          return;
        }
        const b: HistoryBenchmark = { name: bench.name, unit, direction, values: [bench.value], suite: name };
        target.benchmarks.push(b);
      });
    });
  }
  const entries = [...byCommit.values()].filter((e) => e.benchmarks.length > 0).sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  return { entries, suites: chosen, skipped, goPairs };
}
