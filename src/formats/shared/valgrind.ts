/**
 * What Cachegrind's and Callgrind's output files share once read: the profiled command, the total
 * instruction count (`Ir`) and each function's own (self) `Ir`, and how that becomes one benchmark.
 *
 * One file profiles one run of one program, so it is one benchmark, named by its `cmd:` line. Its
 * value is the total `Ir` (instructions, lower is better), and so is its metric `Ir`: both follow the
 * count rule (core/count-primary.ts, core/metric-rules.ts), 0% when the count is the same in every
 * run (within 0.001%), else the benchmark threshold. The functions with the largest self cost (at
 * most TOP_FUNCTIONS, each at least MIN_SHARE of the total) are metrics `Ir <function>`: enough to
 * say where a change is, without a row for each of the thousand functions of the C library and the
 * dynamic loader that every profile holds. They are reported, not gated unless a config rule names
 * them (metric-rules.ts): moving work from one function to another changes two of them and not the
 * program's cost. A function that is in the top list on one side only is not compared (the gate's
 * warning says it left the top list); the total still is.
 */
import type { BenchmarkDocument, Metric } from '../../core/model.js';
import { lineError } from './input-errors.js';

export interface Profile {
  command: string | undefined;
  /** The `Ir` of the whole run: the `summary:` (or Callgrind's `totals:`) line. */
  total: number | undefined;
  /** Self `Ir` by function name, summed over the files and objects the name appears in. */
  functions: Map<string, number>;
  /** The tool and version, when the file names it (Callgrind's `creator:`). */
  creator?: string;
  /** The benchmark's name when the command is not one (iai-callgrind's, see callgrind.ts). */
  name?: string;
}

export const TOP_FUNCTIONS = 10;
export const MIN_SHARE = 0.01;
const UNIT = 'instructions';

/** The column of `Ir` in an `events:` line, or an error naming the line when the profile has none. */
export function irColumn(path: string, line: number, events: string, tool: string): number {
  const index = events.trim().split(/\s+/).indexOf('Ir');
  if (index < 0) throw lineError(path, line, `the profile records no Ir (instructions) event, only "${events.trim().slice(0, 80)}"`, `Run ${tool} with its default events`);
  return index;
}

/** A count as Valgrind writes it: a decimal integer (the spec allows no sign, no fraction). */
export function countOf(path: string, line: number, text: string): number {
  if (!/^\d{1,16}$/.test(text)) throw lineError(path, line, `"${text.slice(0, 40)}" is not an event count`, 'Give the unchanged output file');
  return Number(text);
}

export function addCost(functions: Map<string, number>, name: string, ir: number): void {
  functions.set(name, (functions.get(name) ?? 0) + ir);
}

/** The functions worth a metric: the largest self costs, largest first (ties by name, so the order is stable). */
export function topFunctions(functions: ReadonlyMap<string, number>, total: number): Array<[string, number]> {
  const min = total * MIN_SHARE;
  const kept: Array<[string, number]> = [];
  for (const [name, ir] of functions) if (ir > 0 && ir >= min) kept.push([name, ir]);
  kept.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return kept.slice(0, TOP_FUNCTIONS);
}

/** The benchmark document of one profile; `tool` names the format in errors and in the metadata. */
export function profileDocument(path: string, profile: Profile, tool: string): BenchmarkDocument {
  if (profile.command === undefined || profile.command === '') {
    throw lineError(path, 1, 'has no "cmd:" line naming the profiled program', `Give the unchanged ${tool} output file`);
  }
  if (profile.total === undefined) {
    throw lineError(path, 1, 'has no "summary:" line with the total', `The file was cut short: give the file ${tool} wrote when the program ended`);
  }
  if (profile.total === 0) throw lineError(path, 1, 'counts no instruction at all (its total Ir is 0)', `Give the ${tool} profile of a run that did some work`);
  const instructions = (value: number): Metric => ({ value, unit: UNIT, direction: 'lower' });
  const metrics: Record<string, Metric> = { Ir: instructions(profile.total) };
  for (const [name, ir] of topFunctions(profile.functions, profile.total)) metrics[`Ir ${name}`] = instructions(ir);
  const version = profile.creator === undefined ? undefined : /-(\d[\w.]*)$/.exec(profile.creator)?.[1];
  return {
    schema_version: 1,
    benchmarks: [{ name: profile.name ?? profile.command.trim().replace(/\s+/g, ' '), value: profile.total, unit: UNIT, direction: 'lower', metrics }],
    metadata: { tool: { name: tool, ...(version ? { version } : {}) } },
  };
}

/** The first lines of a text, for cheap detection. */
export function headLines(text: string, count: number): string[] {
  return text.slice(0, 4096).split(/\r?\n/, count);
}
