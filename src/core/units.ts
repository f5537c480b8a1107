/**
 * Units: parsing the suffixed numbers that benchmark tools print (53.00us, 12.45k, 0.87GB) and
 * knowing which way is better for a unit. Shared by the format adapters, the gate and the renderers.
 */
import type { Direction } from './model.js';
import { isCountUnit } from './metric-rules.js';
import { unitMemo } from './unit-memo.js';

/**
 * Time units as (multiplier, power of ten) of a second, so that conversions between the decimal units
 * are exact (2 ms is 2000 us, not 2000.0000000000002). Both micro signs (U+00B5, U+03BC) occur in
 * real tool output.
 */
const TIME_UNITS: Readonly<Record<string, readonly [number, number]>> = {
  ps: [1, -12],
  ns: [1, -9],
  us: [1, -6],
  'µs': [1, -6],
  'μs': [1, -6],
  ms: [1, -3],
  s: [1, 0],
  sec: [1, 0],
  m: [60, 0],
  min: [60, 0],
  h: [3600, 0],
  // JMH's short names for TimeUnit.HOURS and DAYS (@OutputTimeUnit, -tu): hr/op, ops/day.
  hr: [3600, 0],
  day: [86400, 0],
};

/**
 * The unit pattern of schemas/benchmark-v1.schema.json (benchmark and metric units), `u` as the
 * generated validator has it (tests/core/schema-fast-path.test.ts holds the two to agreeing).
 */
export const UNIT_PATTERN = /^[\p{L}\p{N}%/._ ()^·*+-]*$/u;
/**
 * Whether the schema takes `value` as a unit: at most 64 UTF-16 units (so at most 64 code points)
 * matching the pattern. The validation fast path asks it of run files; an imported history's units
 * are held to it too. A suite has a few units over many entries, so the pattern runs a few times
 * (a bounded memo: a file with a unit per benchmark kept a million of them).
 */
export const isSchemaUnit = unitMemo((value: string): boolean => value.length <= 64 && UNIT_PATTERN.test(value));

const DECIMAL_PREFIX: Readonly<Record<string, number>> = { '': 1, k: 1e3, K: 1e3, M: 1e6, G: 1e9, T: 1e12 };

/** Byte sizes as load tools print them: wrk and hey use powers of 1024 for KB/MB/GB. */
const BYTES_PER: Readonly<Record<string, number>> = {
  B: 1,
  KB: 1024,
  MB: 1024 ** 2,
  GB: 1024 ** 3,
  TB: 1024 ** 4,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
  TiB: 1024 ** 4,
};

export function isTimeUnit(unit: string): boolean {
  return Object.hasOwn(TIME_UNITS, unit);
}

type TimeUnit = readonly [multiplier: number, powerOfTen: number];

function notATimeUnit(unit: string): RangeError {
  return new RangeError(`not a time unit: ${unit}`);
}

/**
 * `value` times 10^exponent times num/den: the power of ten first, as one exact step (integer powers
 * of ten are exact, and dividing by 1000 rounds better than multiplying by 0.001), then the other
 * factors, which are whole numbers (60, 3600, powers of 1024).
 */
function scale(value: number, exponent: number, num: number, den: number): number {
  const scaled = exponent >= 0 ? value * 10 ** exponent : value / 10 ** -exponent;
  return num === den ? scaled : (scaled * num) / den;
}

function scaleTime(value: number, f: TimeUnit, t: TimeUnit): number {
  return scale(value, f[1] - t[1], f[0], t[0]);
}

/** Converts a duration between time units; throws on a unit that is not a time unit. */
export function convertTime(value: number, from: string, to: string): number {
  const f = TIME_UNITS[from];
  const t = TIME_UNITS[to];
  if (f === undefined || t === undefined) throw notATimeUnit(f === undefined ? from : to);
  return scaleTime(value, f, t);
}

/**
 * convertTime from one unit to another as a function, the units looked up once: for converting
 * many values (every cell of a report). Throws on a unit that is not a time unit.
 */
export function timeConverter(from: string, to: string): (value: number) => number {
  const f = TIME_UNITS[from];
  const t = TIME_UNITS[to];
  if (f === undefined || t === undefined) throw notATimeUnit(f === undefined ? from : to);
  return (value) => scaleTime(value, f, t);
}

/**
 * Byte sizes whose size no tool disagrees on. KB, MB and GB are not among them: wrk's MB is 1024² bytes
 * (BYTES_PER), Go's and criterion's MB/s 10⁶ bytes a second, so `MB/s` and `GB/s` do not convert.
 */
const UNAMBIGUOUS_BYTES: Readonly<Record<string, number>> = { B: 1, KiB: 1024, MiB: 1024 ** 2, GiB: 1024 ** 3, TiB: 1024 ** 4 };

/**
 * A unit that converts to others of its kind: the kind (units of one kind convert into each other) and
 * the unit's size in the kind's base unit, num/den x 10^exponent, so that conversions between decimal
 * units stay exact (2 ops/ms is 2000 ops/s).
 */
interface Scale {
  kind: string;
  num: number;
  den: number;
  exponent: number;
}

/**
 * A rate's or a time per item's two sides: letters only (`ops/ms`, `us/op`, `MiB/s`, `req/sec`), a
 * micro sign on either side (`ops/µs`). (The case-insensitive form of these classes, spelled out: /i
 * with µ or μ in a class makes V8 build Unicode case tables on every start.)
 */
const PER = /^([a-zA-ZµμΜ]+)\/([a-zA-ZµμΜ]+)$/;

/** A time unit's (multiplier, power of ten); undefined for anything else (`constructor` included). */
const timeUnitOf = (unit: string): TimeUnit | undefined => (Object.hasOwn(TIME_UNITS, unit) ? TIME_UNITS[unit] : undefined);

function scaleOfUnit(unit: string): Scale | undefined {
  const time = timeUnitOf(unit);
  if (time !== undefined) return { kind: 'time', num: time[0], den: 1, exponent: time[1] };
  const per = PER.exec(unit);
  if (!per) return undefined;
  const [, top, bottom] = per as unknown as [string, string, string];
  const t = timeUnitOf(top);
  const b = timeUnitOf(bottom);
  // A time per item (us/op, ms/iter): items of the one name, so only the time converts.
  if (t !== undefined && b === undefined) return { kind: `time/${bottom}`, num: t[0], den: 1, exponent: t[1] };
  if (t !== undefined || b === undefined) return undefined;
  // Items per time (ops/ms, req/sec, MiB/s): per 1 ms is 1000 times as many per second.
  const bytes = Object.hasOwn(UNAMBIGUOUS_BYTES, top) ? UNAMBIGUOUS_BYTES[top]! : undefined;
  if (bytes !== undefined) return { kind: 'bytes/time', num: bytes, den: b[0], exponent: -b[1] };
  return { kind: `${top}/time`, num: 1, den: b[0], exponent: -b[1] };
}

/** scaleOfUnit of the few units a suite has, asked once each. */
const scaleOf = unitMemo(scaleOfUnit);

/**
 * Converts `value` from one unit to another of the same kind: a time (ms, us), a time per item (us/op
 * and ns/op, of one item name) or items per time (ops/ms and ops/s, of one item name; B/s and MiB/s).
 * Undefined when the units are not of one kind (ops/s and ms, ns/op and ns/iter, MB/s and GB/s).
 */
export function convertUnit(value: number, from: string, to: string): number | undefined {
  if (from === to) return value;
  const f = scaleOf(from);
  const t = scaleOf(to);
  if (f === undefined || t === undefined || f.kind !== t.kind) return undefined;
  return scale(value, f.exponent - t.exponent, f.num * t.den, f.den * t.num);
}

const NUMBER = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?`;
const DURATION_RE = new RegExp(`^(${NUMBER})\\s*(ps|ns|us|µs|μs|ms|sec|s|min|m|hr|h|day)$`);
const COUNT_RE = new RegExp(`^(${NUMBER})\\s*([kKMGT]?)$`);
const BYTES_RE = new RegExp(`^(${NUMBER})\\s*(B|KB|MB|GB|TB|KiB|MiB|GiB|TiB)$`);

/** "53.00us" -> 53 in `to` units (default ms). Returns undefined when the text is not a duration. */
export function parseDuration(text: string, to = 'ms'): number | undefined {
  const m = DURATION_RE.exec(text.trim());
  if (!m) return undefined;
  return convertTime(Number(m[1]), m[2]!, to);
}

/** "12.45k" -> 12450, "3.2M" -> 3200000, "17" -> 17. Decimal prefixes, as wrk prints counts. */
export function parseCount(text: string): number | undefined {
  const m = COUNT_RE.exec(text.trim());
  if (!m) return undefined;
  return Number(m[1]) * DECIMAL_PREFIX[m[2]!]!;
}

/** "0.87GB" -> bytes, with KB = 1024 B as wrk and hey print it. */
export function parseBytes(text: string): number | undefined {
  const m = BYTES_RE.exec(text.trim());
  if (!m) return undefined;
  return Number(m[1]) * BYTES_PER[m[2]!]!;
}

const LOWER_IS_BETTER = new Set([
  'B', 'KB', 'MB', 'GB', 'KiB', 'MiB', 'GiB', 'bytes', 'byte',
  'B/op', 'allocs/op', 'bytes/op', 'instructions', 'cycles', 'errors', '%cpu',
]);

/**
 * Which way is better for a well-known unit, or undefined when we cannot tell (the caller must then
 * get a direction from the file, the adapter or the config; guessing would invert a verdict).
 */
export function directionOfUnit(unit: string | undefined): Direction | undefined {
  if (unit === undefined) return undefined;
  const u = unit.trim();
  if (u === '') return undefined;
  if (isTimeUnit(u)) return 'lower';
  // Time per something: ns/op, ms/iter, s/op, us/call.
  const per = PER.exec(u);
  if (per && isTimeUnit(per[1]!)) return 'lower';
  // Something per time: ops/s, req/sec, MB/s, items/ms, op/ns.
  if (per && isTimeUnit(per[2]!)) return 'higher';
  if (/^(ops|op|req|requests|items|iterations|iter|runs|calls)\/(s|sec|second)$/i.test(u)) return 'higher';
  if (/^(rps|qps|tps|hz|ops)$/i.test(u)) return 'higher';
  if (/\bper\s+(second|sec|s)$/i.test(u)) return 'higher';
  if (LOWER_IS_BETTER.has(u)) return 'lower';
  // The counts gated as counts (Ir, allocs, allocations): as a metric of such a unit is (metric-gate.ts).
  if (isCountUnit(u)) return 'lower';
  return undefined;
}

/** Whether a unit measures speed (a time, time per item, items per time): its changes read "slower"/"faster". */
export function isSpeedUnit(unit: string): boolean {
  // Asked for every row of a report, of the few units its benchmarks have: each answer is kept.
  let speed = speedUnits.get(unit);
  if (speed === undefined) speedUnits.set(unit, (speed = directionOfUnit(unit) !== undefined && !LOWER_IS_BETTER.has(unit.trim()) && !isCountUnit(unit)));
  return speed;
}
const speedUnits = new Map<string, boolean>();
