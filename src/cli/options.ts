/**
 * Turning flag strings into typed values, with one-line errors that name the flag.
 */
import { offerChoice } from '../core/config.js';
import { inputError } from '../core/errors.js';
import { splitNameList } from '../core/name-list.js';
import { parseDecimal, parsePercent, parseWhole } from '../core/number-text.js';
import { benchmarkNameProblem } from '../core/rename.js';
import { isSignificanceLevel } from '../core/settings.js';

/** A percentage flag; `example` is how the flag is written with a value of 5 (`--threshold 5` by default). */
export function parseNumberFlag(flag: string, text: string | undefined, example = `${flag} 5`): number | undefined {
  if (text === undefined) return undefined;
  const percent = parsePercent(text);
  if ('problem' in percent) throw inputError(flag, percent.problem, `Give a number of percent, e.g. ${example}`);
  return percent.value;
}

/** The most runs (or rounds) run and ab take: more is a typo, or hours of machine time. */
const MAX_RUNS = 10_000;

/**
 * A whole-number flag (--runs, --keep, --window, --seed...): digits only, from `min` to `max`.
 * Number() alone would also take `0x10`, `1e3`, ` 5` and `''` (0).
 */
export function parseWholeFlag(flag: string, text: string | undefined, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (text === undefined) return undefined;
  const value = parseWhole(text);
  if (value === undefined || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    throw inputError(flag, `"${text}" is not a whole number ${range}`, `Give e.g. ${flag} ${Math.min(Math.max(min, 5), max)}`);
  }
  return value;
}

/** --runs of run, --runs and --rounds of ab: from 1 to MAX_RUNS, `fallback` when the flag is absent. */
export function parseRunCount(text: string | undefined, flag: string, fallback: number): number {
  return parseWholeFlag(flag, text, 1, MAX_RUNS) ?? fallback;
}

/** -o/--output: a path, never an empty one, which would be taken for no --output at all. */
export function checkOutputFlag(text: string | undefined): void {
  if (text !== undefined && text.trim() === '') throw inputError('--output', 'is empty', 'Name the file to write to, or leave --output out');
}

/** --name of convert and run: the name the one benchmark of the result gets (core/rename.ts), checked before anything is read or run. */
export function parseNameFlag(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const problem = benchmarkNameProblem(text);
  if (problem !== undefined) throw inputError('--name', problem, 'Give the benchmark\'s name, e.g. --name "GET /users"');
  return text;
}

/** What a result of several benchmarks given --name is told (core/rename.ts withName). */
export const NAME_SEVERAL_HINT = 'Leave out --name: each of its benchmarks has a name of its own (--name is for a tool such as hey or oha, whose output names none)';

/** --alpha: a significance level, 0 < alpha <= 0.5. */
export function parseAlpha(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = parseDecimal(text);
  if (value === undefined || !isSignificanceLevel(value)) {
    throw inputError('--alpha', `"${text}" is not a significance level`, 'Give a number above 0 and at most 0.5, e.g. --alpha 0.01');
  }
  return value;
}

export function parseBooleanFlag(flag: string, text: string | undefined): boolean | undefined {
  if (text === undefined) return undefined;
  if (text === 'true' || text === '') return true;
  if (text === 'false') return false;
  throw inputError(flag, `"${text}" is not true or false`, `Write ${flag}=true or ${flag}=false`);
}

/** --protect a --protect 'b,BM_Copy<int, 8>' -> [a, b, BM_Copy<int, 8>] (core/name-list.ts). */
export function splitList(values: readonly string[] | undefined): string[] {
  return (values ?? []).flatMap(splitNameList);
}

export function parseChoice<T extends string>(flag: string, text: string | undefined, choices: readonly T[]): T | undefined {
  if (text === undefined) return undefined;
  if ((choices as readonly string[]).includes(text)) return text as T;
  // `--method stat` meant stats: offer the near choice, else the first (the default).
  const offer = offerChoice(text, choices, choices[0]!);
  throw inputError(flag, `"${text}" is not one of ${choices.join(', ')}`, offer.near ? `Did you mean ${flag} ${offer.choice}?` : `Use ${flag} ${offer.choice}`);
}

/** --metric-threshold B/op=0 --metric-threshold p99=20 -> { "B/op": 0, p99: 20 }. */
export function parseMetricThresholds(values: readonly string[] | undefined): Record<string, number> | undefined {
  if (values === undefined || values.length === 0) return undefined;
  const out: Record<string, number> = {};
  for (const text of values) {
    const at = text.lastIndexOf('=');
    const name = at > 0 ? text.slice(0, at).trim() : '';
    if (name === '') throw inputError('--metric-threshold', `"${text}" is not NAME=PCT`, 'Write the metric and its limit in percent, e.g. --metric-threshold B/op=0');
    out[name] = parseNumberFlag(`--metric-threshold ${name}`, text.slice(at + 1), `--metric-threshold ${name}=5`)!;
  }
  return out;
}
