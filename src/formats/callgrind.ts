/**
 * Callgrind's output file (`valgrind --tool=callgrind`, `callgrind.out.<pid>`; the format is
 * "Callgrind Format Specification" in Valgrind's manual): header lines (`cmd:`, `positions:`,
 * `events:`, `summary:`, `totals:`), then cost lines under `fn=` (a function's own cost) and, after a
 * `calls=` line, one cost line that is the inclusive cost of that call: it belongs to the callee and
 * is not the caller's own cost. Names may be compressed (`fn=(12) name` once, then `fn=(12)`).
 * The profile becomes one benchmark, its total `Ir` (see shared/valgrind.ts).
 *
 * iai-callgrind (Rust) writes one such file per benchmark, `callgrind.<function>[.<id>].out`, of the
 * command `<bench binary> --iai-run <group> <i> <j> <module path>`. The binary's name carries a hash
 * that changes with every build, so such a profile is named as iai-callgrind names the benchmark
 * instead: the module path and the id that the file name adds to the function's name
 * ("fixture::fib_group::bench_fib long"), as the iai-callgrind format (iai-callgrind.ts) names it.
 * Gungraun, as later releases are called, runs `<bench binary> --gungraun-run <indices>`, which names
 * no module: its profile is named from where Gungraun puts it, target/gungraun/<package>/<bench
 * file>/<group>/<function>[.<id>]/callgrind.<function>[.<id>].out, when the path says that much.
 */
import { inputError } from '../core/errors.js';
import { forEachLine } from './shared/lines.js';
import { lineError } from './shared/input-errors.js';
import { addCost, countOf, headLines, irColumn, profileDocument, type Profile } from './shared/valgrind.js';
import { cutShortError } from './cachegrind.js';
import type { FileInput, FormatAdapter, FormatInput } from './types.js';

const HINT = 'Give the unchanged callgrind.out file';
const HEADER = /^([A-Za-z][\w-]*):\s?(.*)$/;
const SPEC = /^(ob|fl|fi|fe|fn|cob|cfi|cfl|cfn|calls|jump|jcnd)=(.*)$/;
const POSITION = /^(?:0x[0-9a-fA-F]+|\d+|[+-]\d+|[+-]0x[0-9a-fA-F]+|\*)$/;

function read(input: FileInput): Profile {
  const path = input.path;
  const profile: Profile = { command: undefined, total: undefined, functions: new Map() };
  /** Compressed function names by their number: `fn=(12) main` defines 12 for fn= and cfn= alike. */
  const names = new Map<string, string>();
  let positions = 1;
  let ir: number | undefined;
  let fn: string | undefined;
  let callCost = false;
  let summary: number | undefined;
  let totals: number | undefined;
  const nameOf = (line: number, spec: string): string => {
    const m = /^\((\d+)\)(?:\s(.*))?$/.exec(spec);
    if (!m) return spec;
    if (m[2] !== undefined) {
      names.set(m[1]!, m[2]);
      return m[2];
    }
    const known = names.get(m[1]!);
    if (known === undefined) throw lineError(path, line, `function (${m[1]}) is used before its name is given`, HINT);
    return known;
  };
  const irOf = (line: number, counts: string): number => {
    if (ir === undefined) throw lineError(path, line, 'a total comes before the "events:" line', HINT);
    const field = counts.trim().split(/\s+/)[ir];
    return field === undefined || field === '' ? 0 : countOf(path, line, field);
  };
  forEachLine(input.text, (raw, index) => {
    const line = index + 1;
    const text = raw.trimEnd();
    if (text === '' || text.startsWith('#')) return;
    const spec = SPEC.exec(text);
    if (spec) {
      const [, key, value] = spec;
      // Callgrind names deeper recursion levels fn'2, fn'3: one function all the same.
      if (key === 'fn') fn = nameOf(line, value!).replace(/'\d+$/, '');
      else if (key === 'cfn') nameOf(line, value!);
      else if (key === 'calls') callCost = true;
      return;
    }
    if (/^[\d+\-*]/.test(text)) {
      const fields = text.split(/\s+/);
      for (let i = 0; i < positions; i++) {
        if (fields[i] === undefined || !POSITION.test(fields[i]!)) throw cutShortError(path, input.text, index, 'callgrind') ?? lineError(path, line, `"${text.slice(0, 60)}" does not start with ${positions} position${positions === 1 ? '' : 's'}`, HINT);
      }
      if (ir === undefined) throw lineError(path, line, 'counts come before the "events:" line', HINT);
      const cost = fields[positions + ir];
      const value = cost === undefined ? 0 : countOf(path, line, cost);
      for (let i = positions; i < fields.length; i++) countOf(path, line, fields[i]!);
      if (callCost) {
        callCost = false;
        return;
      }
      if (fn === undefined) throw lineError(path, line, 'counts come before any "fn=" line', HINT);
      addCost(profile.functions, fn, value);
      return;
    }
    const header = HEADER.exec(text);
    if (header) {
      const [, key, value] = header;
      if (key === 'cmd') profile.command = value!;
      else if (key === 'creator') profile.creator = value!.trim();
      else if (key === 'positions') positions = value!.trim().split(/\s+/).length;
      else if (key === 'events') ir = irColumn(path, line, value!, 'callgrind');
      else if (key === 'summary') summary = irOf(line, value!);
      // One `totals:` per part (a file may hold several dumps): the run is their sum.
      else if (key === 'totals') totals = (totals ?? 0) + irOf(line, value!);
      return;
    }
    throw cutShortError(path, input.text, index, 'callgrind') ?? lineError(path, line, `"${text.slice(0, 60)}" is not a line of a Callgrind profile`, HINT);
  });
  profile.total = totals ?? summary;
  return profile;
}

const IAI_COMMAND = /\s--iai-run\s+\S+\s+\d+\s+\d+\s+(\S+)\s*$/;
const GUNGRAUN_COMMAND = /\s--gungraun-run(?:\s|$)/;

/** Gungraun's name of the benchmark whose profile is at `path` (…/<file>/<group>/<function>[.<id>]/callgrind.<same>.out). */
function gungraunBenchmarkName(path: string): string | undefined {
  const [file, group, dir, base] = path.split(/[\\/]/).slice(-4);
  if (file === undefined || group === undefined || dir === undefined || base !== `callgrind.${dir}.out`) return undefined;
  // A function's name is a Rust identifier, so the first dot starts the id.
  const dot = dir.indexOf('.');
  return dot < 0 ? `${file}::${group}::${dir}` : `${file}::${group}::${dir.slice(0, dot)} ${dir.slice(dot + 1)}`;
}

/** The name iai-callgrind gives the benchmark a profile of its runner is of, or undefined for any other command. */
function iaiBenchmarkName(path: string, command: string): string | undefined {
  if (GUNGRAUN_COMMAND.test(command)) return gungraunBenchmarkName(path);
  const modulePath = IAI_COMMAND.exec(command)?.[1];
  if (modulePath === undefined) return undefined;
  const fn = modulePath.slice(modulePath.lastIndexOf(':') + 1);
  const file = /(?:^|[\\/])callgrind\.(.+)\.out$/.exec(path)?.[1];
  return file !== undefined && file.startsWith(`${fn}.`) ? `${modulePath} ${file.slice(fn.length + 1)}` : modulePath;
}

function detect(input: FormatInput): boolean {
  if (input.kind !== 'file' || input.json !== undefined || input.jsonError) return false;
  const head = headLines(input.text, 12);
  if (head[0]?.trim() === '# callgrind format') return true;
  // Files from before the format line: `version:` first, and a `creator: callgrind...` header.
  return /^version:\s*\d/.test(head[0] ?? '') && head.some((l) => /^creator:\s*callgrind/.test(l));
}

export const callgrind: FormatAdapter = {
  id: 'callgrind',
  title: 'Valgrind Callgrind profile (instruction counts)',
  producedBy: 'valgrind --tool=callgrind --callgrind-out-file=callgrind.out ./bench',
  detect,
  parse(input) {
    if (input.kind !== 'file') throw inputError(input.path, 'is a directory, not a Callgrind profile', HINT);
    const profile = read(input);
    const name = profile.command === undefined ? undefined : iaiBenchmarkName(input.path, profile.command);
    return profileDocument(input.path, name === undefined ? profile : { ...profile, name }, 'callgrind');
  },
};
